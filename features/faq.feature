Feature: FAQ
  Everyone can read the frequently asked questions. Each question opens and closes its answer; several
  answers can be open at once.

  Scenario Outline: Opening a question shows its answer, closing it hides the answer
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the FAQ question "<question>"
    Then the FAQ shows the answer "<answer>"
    When the visitor closes the FAQ question "<question>"
    Then the FAQ no longer shows the answer "<answer>"

    Examples:
      | language | question                        | answer                                                                               |
      | Korean   | 곡은 몇 개까지 등록할 수 있나요? | 뮤지션 한 명당 최대 3곡까지 등록할 수 있습니다. 새 곡을 올리려면 기존 곡을 수정하거나 삭제하세요. |
      | English  | How many tracks can I register? | Up to 3 tracks per musician. To add a new one, edit or delete an existing track.     |

  Scenario Outline: An FAQ that fails to load can be tried again
    Given a visitor in <language> for whom the FAQ fails to load once
    When the visitor opens the FAQ
    Then the FAQ says "<message>"
    When the visitor presses "<retry>" on the FAQ
    Then the FAQ lists the question "<question>"

    Examples:
      | language | message                                | retry     | question                        |
      | Korean   | 자주 묻는 질문을 불러오지 못했습니다.  | 다시 시도 | 곡은 몇 개까지 등록할 수 있나요? |
      | English  | Failed to load the FAQ.                | Retry     | How many tracks can I register? |
