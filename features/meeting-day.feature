Feature: On the meeting days, the office marks attendance, participants say whether they follow up, and reminders go out
  Once a meeting has begun (festival time, Asia/Seoul), the program office marks it held or missed; before, it cannot.
  After a held meeting each side says whether they want to follow up (and can no longer cancel it); the office's
  dashboard counts held and missed meetings and the held ones someone follows up. The evening before a meeting of a published schedule (18:00 festival
  time), both sides are reminded by mail, once. The seed's pilot round meets on 25-26 February 2027.

  Background:
    Given it is "2027-01-15 12:00" in Seoul

  Scenario Outline: On the day, the office marks a meeting held and another missed, and the dashboard counts them
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And it is "2027-02-25 15:00" in Seoul
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    And the office marks the meeting with "<composer>" at "10:30" "<held>"
    And the office marks the meeting with "<other composer>" at "11:00" "<missed>"
    Then the board shows the meeting with "<composer>" at "10:30" as "<held>"
    And the board shows the meeting with "<other composer>" at "11:00" as "<missed>"
    When the office opens the "<dashboard>" part for the round "<round>"
    Then the dashboard counts 1 "<held row>" among "<meetings>"
    And the dashboard counts 1 "<missed row>" among "<meetings>"

    Examples:
      | language | part         | round                          | composer | other composer | held   | missed | dashboard | meetings     | held row      | missed row      |
      | Korean   | 1:1 미팅     | 2026 영화음악 매칭 파일럿      | 유우진   | 한도윤         | 진행함 | 불참   | 현황      | 1:1 미팅     | 진행한 미팅   | 불참한 미팅     |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | Ujin Yoo | Doyun Han      | Held   | Missed | Dashboard | 1:1 meetings | Meetings held | Meetings missed |

  Scenario Outline: Before a meeting begins, the office is not offered to mark it
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And it is "2027-02-25 10:45" in Seoul
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office opens the "<part>" part for the round "<round>"
    And the office opens the meeting of "<other composer>" at "11:00"
    Then the meeting's dialog offers neither "<held>" nor "<missed>"
    When the office closes the meeting's dialog
    And the office opens the meeting of "<composer>" at "10:30"
    Then the meeting's dialog offers "<held>" and "<missed>"

    Examples:
      | language | part         | round                          | composer | other composer | held   | missed |
      | Korean   | 1:1 미팅     | 2026 영화음악 매칭 파일럿      | 유우진   | 한도윤         | 진행함 | 불참   |
      | English  | 1:1 meetings | 2026 Film Music Matching Pilot | Ujin Yoo | Doyun Han      | Held   | Missed |

  Scenario Outline: After a held meeting, the production wants to follow up, and the dashboard counts it
    Given two meetings of the pilot round are placed, at 10:30 at Table A and at 11:00 at Table B
    And the office has published the schedule
    And it is "2027-02-25 15:00" in Seoul
    And the office has marked the meeting at 10:30 held
    And a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    And the participant answers "<yes>" to "<follow up>"
    Then the agenda shows the meeting with "<composer>" as "<held>", with "<yes>" chosen for "<follow up>"
    And the request about "<composer>" no longer offers "<cancel>"
    When the program office opens its console
    And the office opens the "<dashboard>" part for the round "<round>"
    Then the dashboard counts 1 "<follow-ups>" among "<meetings>"

    Examples:
      | language | composer | held   | follow up                | yes | cancel                        | dashboard | round                          | meetings     | follow-ups                            |
      | Korean   | 유우진   | 진행함 | 유우진 후속 논의 여부    | 예  | 유우진 미팅 취소              | 현황      | 2026 영화음악 매칭 파일럿      | 1:1 미팅     | 후속 만남을 원하는 진행한 미팅        |
      | English  | Ujin Yoo | Held   | Follow up with Ujin Yoo? | Yes | Cancel meeting with Ujin Yoo | Dashboard | 2026 Film Music Matching Pilot | 1:1 meetings | Held meetings with a follow-up wanted |

  Scenario Outline: The evening before, both sides of a published meeting are reminded, once
    Given the production's meeting with the demo musician is placed at 11:00 at Table B
    And the office has published the schedule
    And it is "2027-02-24 17:55" in Seoul
    And a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the participant opens the meetings page
    Then "musician@cue.test" has not been mailed "<reminder>"
    When it is "2027-02-24 18:05" in Seoul
    And the participant opens the meetings page again
    Then "musician@cue.test" and "user@cue.test" have been mailed "<reminder>" once
    When the participant opens the meetings page again
    Then "musician@cue.test" and "user@cue.test" have been mailed "<reminder>" once

    Examples:
      | language | reminder                                  |
      | Korean   | [Cue Connect] 내일 1:1 미팅이 있습니다    |
      | English  | [Cue Connect] Your 1:1 meeting is tomorrow |
