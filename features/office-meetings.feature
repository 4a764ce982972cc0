Feature: The program office sets and schedules the 1:1 meetings
  The office sets a round's meetings (slot length, the day's hours and breaks in festival time, the tables, the most
  meetings per person) in the "1:1 meetings" part of its console, runs the scheduler on the accepted requests, moves
  meetings by hand (a move that would clash is refused with its reason; a change made meanwhile in another window is
  refused and the latest schedule loaded) and publishes the schedule. The dashboard counts the meetings. The seed's
  pilot round has four tables, two meeting days and one accepted request.

  Background:
    Given it is "2027-01-15 12:00" in Seoul

  Scenario Outline: The office saves the meeting settings, each broken rule shown under its field
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    Then the meetings part says "<preview>"
    When the office sets "<day ends>" to "09:00" and saves the meeting settings
    Then the meetings part says "<before start>"
    When the office sets "<day ends>" to "17:00" and saves the meeting settings
    Then the meetings part says "<saved>"

    Examples:
      | language | part     | round                          | preview                                              | day ends  | before start                                | saved                           |
      | Korean   | 1:1 미팅 | 2026 영화음악 매칭 파일럿      | 하루 14개 슬롯 × 2일 × 테이블 4개 = 112자리          | 하루 종료 | 하루 종료 시간은 시작 시간보다 늦어야 합니다. | 미팅 설정을 저장했습니다.       |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | 14 slots a day × 2 days × 4 tables = 112 places | Day ends  | The day must end after it starts.           | The meeting settings are saved. |

  Scenario Outline: The scheduler places the accepted requests, and the office publishes the schedule
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    And the office presses "<run>"
    Then the meetings part says "<placed>"
    When the office presses "<publish>" and confirms
    Then the meetings part says "<published>"

    Examples:
      | language | part         | round                          | run               | placed                                     | publish          | published   |
      | Korean   | 1:1 미팅     | 2026 영화음악 매칭 파일럿      | 자동 배정 실행    | 요청 1건 중 1건을 배정했습니다.            | 일정 공개        | 에 공개함   |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | Run the scheduler | The scheduler placed 1 of 1 request.       | Publish the schedule | Published |

  Scenario Outline: A move into a taken table is refused with its reason, and a stale schedule with its message
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    And the office opens the meeting of "<project>" at "10:30"
    And the office moves it to "2027-02-25 11:00" at "<table b>" with "<move>"
    Then the meeting's dialog says "<conflict>"
    And the meeting's dialog says "<table taken>"
    When another window of the console cancels the meeting at 11:00
    And the office moves it to "2027-02-25 11:00" at "<table c>" with "<move>"
    Then the meeting's dialog says "<changed>"

    Examples:
      | language | part         | round                          | project                        | table b  | table c  | move              | conflict                                   | table taken                               | changed                                                                                       |
      | Korean   | 1:1 미팅     | 2026 영화음악 매칭 파일럿      | 등대지기의 겨울                | 테이블 B | 테이블 C | 미팅 이동         | 이렇게 바꾸면 일정이 겹칩니다.             | 이 슬롯에는 해당 테이블이 이미 사용 중입니다. | 다른 창에서 일정이 바뀌었습니다. 최신 일정을 불러왔으니 다시 확인하세요. |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | The Lighthouse Keeper's Winter | Table B  | Table C  | Move the meeting  | This change would clash with the schedule. | The table is taken in this slot.          | The schedule was changed in another window. The latest schedule is loaded; check it and try again. |

  Scenario Outline: The dashboard counts the round's meetings
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    Then the dashboard counts 2 "<requests>" among "<meetings>"
    And the dashboard counts 2 "<scheduled>" among "<meetings>"
    And the dashboard counts 0 "<held>" among "<meetings>"

    Examples:
      | language | part      | round                          | meetings     | requests      | scheduled          | held          |
      | Korean   | 현황      | 2026 영화음악 매칭 파일럿      | 1:1 미팅     | 미팅 요청     | 배정된 미팅        | 진행한 미팅   |
      | English  | Dashboard | 2026 Film Music Matching Pilot | 1:1 meetings | Requests made | Meetings scheduled | Meetings held |
