Feature: Selected productions and composers arrange their 1:1 meetings
  Once a round's decisions are announced, the production of a selected project and a selected composer ask each other
  for a 1:1 meeting with a note; the side asked accepts or declines (with an optional note the other side reads); each
  side ranks its open requests, and nobody holds more open requests than the round's limit. Each marks the slots they
  can attend. Once the office publishes the schedule, each sees their agenda and downloads it as a calendar file, or
  makes a private calendar address for a calendar app (which answers until they stop it).
  Anyone else is told why they cannot take part.
  The seed's pilot round (round 2): user@cue.test's project "The Lighthouse Keeper's Winter" has agreed to meet Ujin
  Yoo and waits for the demo musician (Doyun Han, musician@cue.test) to answer its request.

  Background:
    Given it is "2027-01-15 12:00" in Seoul

  Scenario Outline: A composer accepts a production's request, and the production ranks its requests
    Given a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    And the participant accepts the request about "<project>"
    Then the request about "<project>" shows "<accepted>"
    And the request from project 5 to composer 2 is "accepted"
    When "user@cue.test" opens the meetings page in <language>
    And the participant moves "<composer>" up in their order
    Then their order reads "<new order>"
    And the production's rank of its request to composer 2 is 1

    Examples:
      | language | project                       | accepted | composer  | new order       |
      | Korean   | 등대지기의 겨울               | 수락됨   | 한도윤    | 한도윤, 유우진  |
      | English  | The Lighthouse Keeper's Winter | Accepted | Doyun Han | Doyun Han, Ujin Yoo |

  Scenario Outline: A composer declines with a note, which the production reads
    Given a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    And the participant declines the request about "<project>" with the note "<note>"
    Then the request about "<project>" shows "<declined>"
    When "user@cue.test" opens the meetings page in <language>
    Then the request with "<composer>" shows "<declined>" and the note "<note>"

    Examples:
      | language | project                        | note                     | declined | composer  |
      | Korean   | 등대지기의 겨울                | 그 주에는 일정이 있어요. | 거절됨   | 한도윤    |
      | English  | The Lighthouse Keeper's Winter | Booked that week, sorry. | Declined | Doyun Han |

  Scenario Outline: A production at the round's limit is told so and cannot ask for more
    Given the office allows at most 2 meetings per person in the pilot round
    And a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    Then the meetings page says "<count>"
    And the meetings page says "<limit>"

    Examples:
      | language | count                                 | limit                                              |
      | Korean   | 요청했거나 확정된 미팅 2/2건          | 한 사람이 진행할 수 있는 최대 미팅 수에 도달했습니다. |
      | English  | 2 of 2 meetings asked for or agreed   | You have reached the most meetings a person may have open. |

  Scenario Outline: A composer's availability is saved and shown again
    Given a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    And the participant ticks "<slot>" and "<all day>" and saves
    Then the meetings page says "<saved>"
    When the participant opens the meetings page again
    Then "<slot>" and "<other slot>" are ticked and "<unticked>" is not

    Examples:
      | language | slot                  | all day                   | saved                        | other slot             | unticked               |
      | Korean   | 2월 25일 10:00 가능   | 2월 26일 종일 가능        | 가능 시간을 저장했습니다.    | 2월 26일 15:00 가능    | 2월 25일 10:30 가능    |
      | English  | Available 25 Feb 10:00 | Available all day 26 Feb | Your availability is saved. | Available 26 Feb 15:00 | Available 25 Feb 10:30 |

  Scenario Outline: Once the office publishes the schedule, a production sees its agenda and downloads it
    Given the office runs the pilot round's scheduler and publishes the schedule
    And a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    Then the agenda shows a meeting with "<composer>" at "<table>"
    When the participant downloads the meeting with "<composer>" as a calendar file
    Then the calendar file holds one event

    Examples:
      | language | composer | table   |
      | Korean   | 유우진   | 테이블  |
      | English  | Ujin Yoo | Table   |

  Scenario Outline: Someone who takes no part is told why
    Given a member who is logged in as "newmusician@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page of round 2
    Then the meetings page says "<not taking part>"

    Examples:
      | language | not taking part                          |
      | Korean   | 이 미팅에 참여하는 대상이 아닙니다       |
      | English  | You do not take part in these meetings   |

  Scenario Outline: A participant's private calendar address answers their published meetings until they stop it
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And the office has published the schedule
    And a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    And the participant presses "<make>"
    Then the page shows their private calendar address as "<address>"
    And the address answers a calendar with 2 events, the first headed "<event>"
    When the participant presses "<stop>" and confirms
    Then the meetings page says "<make>"
    And the address answers 404

    Examples:
      | language | make                    | address                       | event                                       | stop             |
      | Korean   | 캘린더 주소 만들기      | 내 개인 캘린더 주소           | 미팅: 등대지기의 겨울 · 유우진              | 주소 사용 중지   |
      | English  | Make a calendar address | Your private calendar address | Meeting: The Lighthouse Keeper's Winter · Ujin Yoo | Stop the address |
