Feature: The error screen
  When something breaks, the visitor sees what happened instead of a blank page: the name and message
  of an error, or the status and status text of a route error, with buttons to go home or try again.

  Scenario Outline: A page whose code cannot be downloaded shows the error screen
    Given a visitor who reads Cue Connect in <language>
    And the FAQ page's code cannot be downloaded
    When the visitor opens the address "/faq"
    Then the error screen shows "<name>" "TypeError" and a "<message>" about a module that failed to load
    And the error screen offers "<go home>" and "<try again>"

    Examples:
      | language | name | message | go home     | try again |
      | Korean   | 오류 | 메시지  | 홈으로 가기 | 다시 시도 |
      | English  | Error | Message | Go home    | Try again |

  Scenario: Trying again once the connection is back opens the page
    Given a visitor who reads Cue Connect in English
    And the FAQ page's code cannot be downloaded
    When the visitor opens the address "/faq"
    And the connection comes back and the visitor presses "Try again"
    Then the page "FAQ" is shown

  Scenario Outline: A route error shows its status and status text
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/notice-detail/abc"
    Then the error screen shows "<status>" "404" and "<status text>" "Not Found"

    Examples:
      | language | status    | status text |
      | Korean   | 상태 코드 | 상태 메시지 |
      | English  | Status    | Status text |
