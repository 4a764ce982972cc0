Feature: A selected production publishes its brief and decides on the composers' answers
  Once a round's decisions are announced, the production of a selected film project publishes its brief from the
  project page: the deadline for answers, typed in festival time (ahead, at most 180 days), and a message. On the
  brief page it hears every answer and shortlists it, or passes it with a reason the composer reads.
  The seed's closed pilot round has user@cue.test's selected project with a brief and Ujin Yoo's shortlisted answer.

  Scenario Outline: A producer moves the brief's deadline, and a deadline already past is refused under the field
    Given a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the producer opens the selected project's brief from its page
    And the producer sets the brief's deadline to "2020-03-01T10:00" and saves it
    Then the brief's deadline field says "<in the past>"
    When the producer sets the brief's deadline 20 days ahead and saves it
    Then the brief page says it is "<taking answers>"

    Examples:
      | language | in the past                    | taking answers |
      | Korean   | 마감은 지금 이후여야 합니다.   | 답변을 받습니다 |
      | English  | The deadline must lie ahead.   | Taking answers |

  Scenario Outline: A producer passes an answer only with a reason, which the composer then reads
    Given a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the producer opens the brief's answers
    And the producer passes "<composer>"'s answer without a reason
    Then the pass dialog says "<choose>"
    When the producer chooses "<reason>" with the note "<note>" and passes it
    Then "<composer>"'s answer shows "<passed>"
    And the composer "ujin.yoo@example.com" reads the pass reason "CHOSEN_ANOTHER" with the note "<note>"

    Examples:
      | language | composer | choose                  | reason                              | note                    | passed |
      | Korean   | 유우진   | 사유를 선택해 주세요.   | 다른 작곡가와 함께하기로 했습니다. | 다음 작품에서 뵙겠습니다. | 미선정 |
      | English  | Ujin Yoo | Please choose a reason. | Another composer was chosen.        | Next film, we hope.     | Passed |
