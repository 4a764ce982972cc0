Feature: Trying Cue Connect offline with the mock developer panel
  When Cue Connect runs on its built-in demo data (a demo, a test, a laptop without the real service),
  a small wrench button at the bottom left opens the mock developer panel. With it, the person trying
  the app plays the administrator and the network: they approve musicians who wait for approval, make
  one part of the service fail on purpose, and put all data back to how it started. The panel never
  appears when the app talks to the real service.

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
