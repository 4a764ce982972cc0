Feature: Feedback for composers
  On the musician's own profile, per track: plays, likes, shortlist adds and plays that came through share
  links, over the last 30 days, as totals and a small chart with the same numbers as a table, dates written in
  the page's language. Counts only: never who listened, liked or shortlisted. The seeded history ends on the
  provider's today, so the scenarios compare the page with what the provider counted, and count rises.

  Scenario Outline: The musician sees each track's totals and the chart's numbers as a table
    Given the musician "musician@cue.test" is logged in and reads Cue Connect in <language> on a <screen>
    When the musician opens the own profile
    Then the feedback of "<track>" reads "<labels>" with the totals the provider counted for track 1
    And the feedback of "<track>" has a chart of the 30 days up to today, written like "<date format>"
    And under each total of "<track>" the all-time total the provider counted for track 1, written like "<all time>"
    And the scale of "<track>"'s chart is level with its plot
    When the musician presses "<show table>" for "<track>"
    Then the feedback table of "<track>" has the columns "<columns>" and 30 days, the newest today, written like "<date format>"

    Examples:
      | language | screen  | track         | labels                                                    | all time      | show table    | columns                                                       | date format |
      | Korean   | desktop | 새벽의 추격   | 재생, 좋아요, 숏리스트 담기, 공유 링크로 재생              | 전체 기간 N   | 표로 보기     | 날짜, 재생, 좋아요, 숏리스트 담기, 공유 링크로 재생             | M월 D일     |
      | English  | desktop | Chase at Dawn | Plays, Likes, Shortlist adds, Plays through share links   | All time: N   | Show as table | Date, Plays, Likes, Shortlist adds, Plays through share links | MMM D       |
      | Korean   | phone   | 새벽의 추격   | 재생, 좋아요, 숏리스트 담기, 공유 링크로 재생              | 전체 기간 N   | 표로 보기     | 날짜, 재생, 좋아요, 숏리스트 담기, 공유 링크로 재생             | M월 D일     |
      | English  | phone   | Chase at Dawn | Plays, Likes, Shortlist adds, Plays through share links   | All time: N   | Show as table | Date, Plays, Likes, Shortlist adds, Plays through share links | MMM D       |

  Scenario Outline: A play through a share link raises "plays through share links"
    Given the feedback of musician "musician@cue.test" has been noted
    And the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                  | time |
      | 1     | The brass at the drop | 0:12 |
    And a visitor who reads Cue Connect in <language> on a desktop
    When the visitor opens the share link
    And the visitor presses "<play from>" on the shared shortlist
    And the visitor listens until the player reaches 0:29
    And the composer "musician@cue.test" logs in on that browser and opens the own profile
    Then the feedback of "<track>" shows "<plays>" and "<shared plays>" each 1 higher than noted, and "<adds>" 1 higher

    Examples:
      | language | play from      | track         | plays | shared plays              | adds           |
      | Korean   | 0:12부터 재생  | 새벽의 추격   | 재생  | 공유 링크로 재생          | 숏리스트 담기  |
      | English  | Play from 0:12 | Chase at Dawn | Plays | Plays through share links | Shortlist adds |

  Scenario Outline: A shortlist add raises its count, and nobody is named
    Given the feedback of musician "musician@cue.test" has been noted
    And "user@cue.test" put the track 2 in a new shortlist "Maybe for the ending"
    And the musician "musician@cue.test" is logged in and reads Cue Connect in <language> on a desktop
    When the musician opens the own profile
    Then the feedback of "<track>" shows "<adds>" 1 higher than noted, and "<plays>" and "<shared plays>" as noted
    And the feedback names nobody: not "영화좋아", not "user@cue.test"

    Examples:
      | language | track                     | adds           | plays | shared plays              |
      | Korean   | 유리 정원 - 메인 테마     | 숏리스트 담기  | 재생  | 공유 링크로 재생          |
      | English  | Glass Garden (Main Theme) | Shortlist adds | Plays | Plays through share links |
