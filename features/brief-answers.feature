Feature: A selected composer answers a film project's brief
  A selected project's brief is answered by the round's selected composers with 1 to 3 of their own tracks, in
  their order, and a note. Until the deadline the composer may edit or withdraw the answer, and answer again
  after withdrawing it. The production shortlists or passes each answer; the composer reads the outcome, and a
  pass's reason. A composer the round did not select does not see the brief.

  Scenario Outline: A selected composer answers, edits, withdraws and answers again
    Given it is "2027-01-15 12:00" in Seoul
    And a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the composer opens the seeded brief
    And the composer chooses "<first>" and "<second>"
    And the composer moves "<second>" up with the keyboard
    Then the tracks are in the order "<second>, <first>"
    When the composer writes the note "<note>" and sends the answer
    Then the answer panel says "<sent>"
    And the answer shows the status "<submitted>"
    And the answer's tracks are "<second>, <first>"
    When the composer edits the answer's note to "<new note>" and saves it
    Then the answer panel says "<saved>"
    And the answer panel says "<new note>"
    When the composer withdraws the answer and confirms
    Then the answer panel says "<withdrawn>"
    When the composer chooses "<first>" and sends the answer
    Then the answer shows the status "<submitted>"
    And the answer's tracks are "<first>"

    Examples:
      | language | first        | second                    | note                     | new note                  | sent                               | submitted | saved                     | withdrawn                 |
      | Korean   | 새벽의 추격  | 유리 정원 - 메인 테마     | 첼로로 눈을 그려 보겠습니다. | 메인 테마를 먼저 들어 주세요. | 답변을 제작진에게 보냈습니다.      | 보냄    | 변경 사항을 저장했습니다. | 답변을 철회했습니다.      |
      | English  | Chase at Dawn | Glass Garden (Main Theme) | Cello for the snow.      | Hear the main theme first. | Your answer is sent to the production. | Sent | Your changes are saved.   | Your answer is withdrawn. |

  Scenario Outline: A composer reads that the production passed on the answer, and why
    Given it is "2027-01-15 12:00" in Seoul
    And musician@cue.test has answered the seeded brief and the production passed on it for "BUDGET" saying "<production note>"
    And a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the composer opens the seeded brief
    Then the answer shows the status "<passed>"
    And the answer panel says "<reason>"
    And the answer panel says "<production note>"
    And the composer is offered neither Edit nor Withdraw
    When the composer opens the briefs page
    Then the composer's answer to "<film>" says "<reason>"

    Examples:
      | language | passed | reason                           | production note                  | film                           |
      | Korean   | 미선정 | 사유: 예산이 맞지 않습니다.      | 다음 작품에서 함께하고 싶습니다. | 등대지기의 겨울                |
      | English  | Passed | Reason: The budget does not fit. | We hope to work with you later.  | The Lighthouse Keeper's Winter |

  Scenario Outline: A composer reads that the production shortlisted the answer
    Given a member who is logged in as "ujin.yoo@example.com" and reads Cue Connect in <language>
    When the composer opens the seeded brief
    Then the answer shows the status "<shortlisted>"
    And the answer panel says "<good news>"
    And the composer is offered neither Edit nor Withdraw

    Examples:
      | language | shortlisted | good news                                 |
      | Korean   | 후보 선정   | 제작진이 내 답변을 후보로 선정했습니다.   |
      | English  | Shortlisted | the production shortlisted your answer.   |

  Scenario Outline: A composer the round did not select does not see the brief
    Given a member who is logged in as "newmusician@cue.test" and reads Cue Connect in <language>
    Then newmusician@cue.test may not read the seeded brief
    When the composer opens the briefs page
    Then nothing on the page names "<film>"
    When the composer opens the seeded brief's address
    Then nothing on the page names "<film>"

    Examples:
      | language | film                            |
      | Korean   | 등대지기의 겨울                 |
      | English  | The Lighthouse Keeper's Winter  |
