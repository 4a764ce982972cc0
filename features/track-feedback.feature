Feature: Feedback for composers
  On the musician's own profile, per track: plays, likes, shortlist adds and plays that came through share
  links, over the last 30 days, as totals and a small chart with the same numbers as a table. Counts only:
  never who listened, liked or shortlisted.

  Scenario Outline: The musician sees each track's totals and the chart's numbers as a table
    Given the musician "musician@cue.test" is logged in and reads Cue Connect in <language> on a <screen>
    When the musician opens the own profile
    Then the feedback of "<track>" reads "<totals>"
    And the feedback of "<track>" has a chart of the days from "<from>" to "<to>"
    When the musician presses "<show table>" for "<track>"
    Then the feedback table of "<track>" has the columns "<columns>" and its newest row reads "<newest>"

    Examples:
      | language | screen  | track         | totals                                                                    | from    | to      | show table    | columns                                                           | newest              |
      | Korean   | desktop | 새벽의 추격   | 재생 TOTALS_KO                                                             | FROM_KO | TO_KO   | 표로 보기     | 날짜, 재생, 좋아요, 숏리스트 담기, 공유 링크로 재생                 | NEWEST_KO           |
      | English  | desktop | Chase at Dawn | Plays TOTALS_EN                                                            | FROM_EN | TO_EN   | Show as table | Date, Plays, Likes, Shortlist adds, Plays through share links     | NEWEST_EN           |
      | Korean   | phone   | 새벽의 추격   | 재생 TOTALS_KO                                                             | FROM_KO | TO_KO   | 표로 보기     | 날짜, 재생, 좋아요, 숏리스트 담기, 공유 링크로 재생                 | NEWEST_KO           |
      | English  | phone   | Chase at Dawn | Plays TOTALS_EN                                                            | FROM_EN | TO_EN   | Show as table | Date, Plays, Likes, Shortlist adds, Plays through share links     | NEWEST_EN           |

  Scenario Outline: A play through a share link raises "plays through share links"
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                  | time |
      | 1     | The brass at the drop | 0:12 |
    And a visitor who reads Cue Connect in <language> on a desktop
    When the visitor opens the share link
    And the visitor presses "<play from>" on the shared shortlist
    And the visitor listens until the player reaches 0:29
    And the composer "musician@cue.test" logs in on that browser and opens the own profile
    Then the feedback of "<track>" reads "<totals>"

    Examples:
      | language | play from      | track         | totals       |
      | Korean   | 0:12부터 재생  | 새벽의 추격   | SHARED_KO    |
      | English  | Play from 0:12 | Chase at Dawn | SHARED_EN    |

  Scenario Outline: A shortlist add raises its count, and nobody is named
    Given "user@cue.test" put the track 2 in a new shortlist "Maybe for the ending"
    And the musician "musician@cue.test" is logged in and reads Cue Connect in <language> on a desktop
    When the musician opens the own profile
    Then the feedback of "<track>" reads "<totals>"
    And the feedback names nobody: not "영화좋아", not "user@cue.test"

    Examples:
      | language | track                     | totals    |
      | Korean   | 유리 정원 - 메인 테마     | ADD_KO    |
      | English  | Glass Garden (Main Theme) | ADD_EN    |
