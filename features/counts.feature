Feature: Counts read as numbers do
  Every count agrees with its number in English: "1 play", "2 plays", "0 likes", "1 track", "2 musicians".
  Korean counts have one form ("재생 1회", "좋아요 2개", "1곡", "뮤지션 2명").

  Scenario Outline: A track with one play reads "1 play", and its likes are read out as a count
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the page of musician 1
    Then the track "<one play>" shows "<plays of one>" and its likes read "<likes of one>"
    And the track "<many plays>" shows "<plays of many>" and its likes read "<likes of many>"

    Examples:
      | language | one play                  | plays of one | likes of one | many plays    | plays of many | likes of many |
      | Korean   | 유리 정원 - 메인 테마      | 재생 1회     | 좋아요 0개   | 새벽의 추격   | 재생 11회     | 좋아요 2개    |
      | English  | Glass Garden (Main Theme) | 1 play       | 0 likes      | Chase at Dawn | 11 plays      | 2 likes       |

  Scenario Outline: One like reads "1 like"
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "유리 정원" and presses "<like>"
    Then the track "<title>" shows "<plays>" and its likes read "<likes>"

    Examples:
      | language | like                           | title                     | plays    | likes      |
      | Korean   | 유리 정원 - 메인 테마 좋아요   | 유리 정원 - 메인 테마      | 재생 1회 | 좋아요 1개 |
      | English  | Like Glass Garden (Main Theme) | Glass Garden (Main Theme) | 1 play   | 1 like     |

  Scenario Outline: A search that finds one track reads "1 track"
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "유리 정원 메인 테마"
    Then the search found "<total>"

    Examples:
      | language | total   |
      | Korean   | 1곡     |
      | English  | 1 track |

  Scenario Outline: The musician list counts musicians and each musician's tracks
    Given a visitor who reads Cue Connect in <language>
    When the visitor filters the musician list by "Jiu"
    Then the musician list counts "<two>"
    And the musician card "<one-track name>" counts "<one track>"
    And the musician card "<two-track name>" counts "<two tracks>"
    When the visitor filters the musician list by "Doyun"
    Then the musician list counts "<one>"
    When the visitor filters the musician list by "Zzyzx"
    Then the musician list counts "<none>"

    Examples:
      | language | two          | one-track name | one track | two-track name | two tracks | one          | none         |
      | Korean   | 뮤지션 2명   | 김지우         | 1곡       | 방지웅         | 2곡        | 뮤지션 1명   | 뮤지션 0명   |
      | English  | 2 musicians  | Jiu Kim        | 1 track   | Jiung Bang     | 2 tracks   | 1 musician   | 0 musicians  |

  Scenario Outline: A phone shows the same counts
    Given a visitor who reads Cue Connect in <language>
    And the visitor's window is 390 px wide
    When the visitor opens the page of musician 1
    Then the track "<title>" shows "<plays>" and its likes read "<likes>"

    Examples:
      | language | title                     | plays    | likes      |
      | Korean   | 유리 정원 - 메인 테마      | 재생 1회 | 좋아요 0개 |
      | English  | Glass Garden (Main Theme) | 1 play   | 0 likes    |
