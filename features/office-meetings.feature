Feature: The program office sets and schedules the 1:1 meetings
  The office sets a round's meetings (slot length, the day's hours and breaks in festival time, the tables, the most
  meetings per person) in the "1:1 meetings" part of its console, runs the scheduler on the accepted requests, places,
  moves, swaps and cancels meetings by hand (a move that would clash is refused with its reason; a change made meanwhile
  in another window is refused and the latest schedule loaded) and publishes the schedule; after that, each change is
  mailed to both sides. The dashboard counts the meetings. The seed's
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

  Scenario Outline: The office places by hand a request the scheduler did not place, and both sides are mailed
    Given the office runs the pilot round's scheduler and publishes the schedule
    And the demo musician has since agreed to meet the production
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    And the office places the request with "<composer>" at "2027-02-25 14:00" at "<table>" with "<place>"
    Then the board shows the meeting with "<composer>" at "14:00"
    And the meetings part says "<all placed>"
    And "user@cue.test" and "musician@cue.test" have been mailed "<subject>" saying "<lead>"

    Examples:
      | language | part         | round                          | composer  | table    | place             | all placed                          | subject                                  | lead                                    |
      | Korean   | 1:1 미팅     | 2026 영화음악 매칭 파일럿      | 한도윤    | 테이블 C | 미팅 배정         | 수락된 요청이 모두 배정되었습니다. | [Cue Connect] 1:1 미팅이 잡혔습니다      | 새 1:1 미팅이 잡혔습니다.               |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | Doyun Han | Table C  | Place the meeting | Every accepted request is placed.   | [Cue Connect] A 1:1 meeting is scheduled | A new 1:1 meeting is scheduled for you. |

  Scenario Outline: The office swaps two meetings of a published schedule, and both sides are mailed
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And the office has published the schedule
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    And the office swaps the meeting with "<composer>" at "10:30" with the other one, with "<swap>"
    Then the board shows the meeting with "<other composer>" at "10:30"
    And the board shows the meeting with "<composer>" at "11:00"
    And "user@cue.test" and "musician@cue.test" have been mailed "<subject>" saying "<lead>"

    Examples:
      | language | part         | round                          | composer | other composer | swap              | subject                                    | lead                                                     |
      | Korean   | 1:1 미팅     | 2026 영화음악 매칭 파일럿      | 유우진   | 한도윤         | 미팅 맞바꾸기     | [Cue Connect] 1:1 미팅 일정이 바뀌었습니다 | 1:1 미팅의 시간 또는 장소가 바뀌었습니다.                |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | Ujin Yoo | Doyun Han      | Swap the meetings | [Cue Connect] Your 1:1 meeting has changed | The time or place of your 1:1 meeting has changed.       |

  Scenario Outline: The office cancels a meeting once it confirms, its request waits to be placed again, and both sides are mailed
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And the office has published the schedule
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    And the office cancels the meeting with "<composer>" at "11:00" with "<cancel>" and confirms
    Then the board shows no meeting with "<composer>"
    And the request with "<composer>" waits to be placed again
    And "user@cue.test" and "musician@cue.test" have been mailed "<subject>" saying "<lead>"

    Examples:
      | language | part         | round                          | composer  | cancel             | subject                                    | lead                            |
      | Korean   | 1:1 미팅     | 2026 영화음악 매칭 파일럿      | 한도윤    | 미팅 취소          | [Cue Connect] 1:1 미팅이 취소되었습니다    | 다음 1:1 미팅이 취소되었습니다. |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | Doyun Han | Cancel the meeting | [Cue Connect] Your 1:1 meeting is cancelled | This 1:1 meeting is cancelled. |
