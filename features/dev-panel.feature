Feature: Trying Cue Connect offline with the mock developer panel
  When Cue Connect runs on its built-in demo data (a demo, a test, a laptop without the real service) and a
  developer asks for it (the address ends in "?dev", kept for the tab; or "devPanel" in config.json),
  a small wrench button in the foot of the navigation (on a phone, the navigation drawer's) opens the mock
  developer panel; it never sits over the page's content. A visitor of the demo who did not ask sees no panel. With it, the person trying
  the app plays the administrator and the network: they approve musicians who wait for approval, make
  one part of the service fail on purpose, read the emails the service sent (password reset links), and put all data back to how it started. The panel never
  appears when the app talks to the real service.

  Scenario Outline: A visitor of the demo sees no panel; a developer asks for it with ?dev, for the tab (<language>)
    Given a visitor reads the home page of the demo in <language>
    Then the navigation offers no "<label>"
    When a developer opens the address "/?dev" and then the musician list from the navigation
    Then the navigation's foot offers "<label>", over no content
    When they open the address "/?dev=0"
    Then the navigation offers no "<label>"

    Examples:
      | language | label                |
      | Korean   | 목업 개발자 패널     |
      | English  | Mock developer panel |

  Scenario Outline: A musician approved from the panel can log in
    Given someone trying the app offline opens the mock developer panel in <language>
    Then the panel is titled "<title>"
    When they approve "pending@cue.test", who is waiting for approval
    Then the panel says "<approved>"
    And "pending@cue.test" is no longer waiting for approval and can log in

    Examples:
      | language | title                | approved                           |
      | Korean   | 목업 개발자 패널     | pending@cue.test 님을 승인했습니다. |
      | English  | Mock developer panel | Approved pending@cue.test.         |

  Scenario Outline: A failure made on purpose is listed until it is cleared
    Given someone trying the app offline opens the mock developer panel in <language>
    When they make "listGenres" fail with status 503 for the next 2 requests
    Then the active failures read "<listed>"
    When they clear the failure of "listGenres"
    Then the panel says "<cleared>"
    And no failure is active

    Examples:
      | language | listed                               | cleared                            |
      | Korean   | listGenres: 상태 503, 2회 남음       | listGenres 장애를 해제했습니다.    |
      | English  | listGenres: status 503, 2 more times | Cleared the failure of listGenres. |

  Scenario Outline: Resetting puts the data back to how it started
    Given "pending@cue.test" was approved earlier
    And someone trying the app offline opens the mock developer panel in <language>
    When they reset the data and confirm
    Then the page reloads and the panel says "<reset>"
    And "pending@cue.test" is waiting for approval again

    Examples:
      | language | reset                             |
      | Korean   | 데이터를 초기 상태로 되돌렸습니다. |
      | English  | The data was reset to the seed.   |

  Scenario Outline: The panel opens from the foot of the navigation, over no content (<language>, <width> px)
    Given someone trying the app offline reads the home page in <language> at <width> px
    Then the navigation's foot offers "<label>", over no content
    When they open the panel from there
    Then the panel is titled "<label>"

    Examples:
      | language | width | label                |
      | Korean   | 1440  | 목업 개발자 패널     |
      | English  | 1440  | Mock developer panel |

  Scenario Outline: On a phone the panel opens from the foot of the navigation drawer (<language>)
    Given someone trying the app offline reads the home page in <language> at 390 px
    When they open the navigation drawer
    Then the navigation's foot offers "<label>", over no content
    When they open the panel from there
    Then the panel is titled "<label>"

    Examples:
      | language | label                |
      | Korean   | 목업 개발자 패널     |
      | English  | Mock developer panel |

  Scenario Outline: The outbox shows the password reset email, and its link opens the reset page (<language>)
    Given "user@cue.test" asked for a password reset
    And someone trying the app offline opens the mock developer panel in <language>
    Then the outbox lists an email to "user@cue.test" titled "<subject>", "<to>", with its link
    When they follow the link of the email to "user@cue.test"
    Then the page is titled "<reset title>"

    Examples:
      | language | subject                           | to                          | reset title        |
      | Korean   | [Cue Connect] 비밀번호 재설정 안내 | 받는 사람 user@cue.test     | 새 비밀번호 설정   |
      | English  | [Cue Connect] Reset your password | To user@cue.test            | Set a new password |
