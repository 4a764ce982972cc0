Feature: Staying logged in
  A logged-in user's access expires after a while. The app renews it on its own, so the user keeps
  working without noticing; when it cannot be renewed, the user is asked to log in again.

  Scenario Outline: an expired access token is refreshed without the user noticing (<language>)
    Given a general user is logged in and reading their my page in <language>
    When their access expires while they keep using the page
    Then the address is "/my-page"
    And the header offers "<logout>"
    And the browser holds a renewed session and no error is shown

    Examples:
      | language | logout |
      | Korean   | 로그아웃   |
      | English  | Logout |

  @fresh-context
  Scenario Outline: an access token near its expiry is renewed before the next call, so no call is refused (<language>)
    Given a general user has logged in on the login page in <language>
    When 14 and a half minutes pass and the user opens their my page from the menu
    Then no call was refused as unauthorized
    And the header offers "<logout>"
    And the browser holds a renewed session and no error is shown

    Examples:
      | language | logout |
      | Korean   | 로그아웃   |
      | English  | Logout |

  Scenario: a failed refresh ends on /login
    Given a general user is logged in and reading their my page in Korean
    When their access expires and the session can no longer be renewed
    Then the address is "/login"
    And the browser no longer holds the session
