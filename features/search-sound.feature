Feature: Search by sound: tempo, length and key
  Every track's audio is analysed when it is uploaded: its tempo, key and loudness are on its page, and the music
  search narrows by tempo, length and key and orders by tempo and length. A search that leaves nothing says which
  filter to loosen and what that would find.

  Scenario Outline: Narrowing the search to a tempo and a mode
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search
    And the visitor chooses "<tempo>" in the tempo filter
    And the visitor chooses "<mode>" in the key filter
    Then the search found "<total>"
    And the first search result is "<first>"
    And the search address carries "tempoMin" as "70"
    And the search address carries "tempoMax" as "90"
    And the search address carries "mode" as "minor"

    Examples:
      | language | tempo       | mode          | total     | first           |
      | Korean   | 70–90 BPM   | 모든 단조     | 29곡      | 하얀 왈츠       |
      | English  | 70–90 BPM   | Any minor key | 29 tracks | The White Waltz |

  Scenario Outline: Ordering by tempo, slowest or fastest first
    Given a visitor who reads Cue Connect in <language>
    When the visitor sorts the music search by "<sort>"
    Then the first search results read "<titles>"

    Examples:
      | language | sort          | titles                                                                  |
      | Korean   | 느린 템포순   | 달리는 소녀 - 피아노 버전, 바람의 언덕 - 조곡, 달리는 소녀 - 오프닝     |
      | English  | Fastest first | The Broken Shadow, Waltz at Midnight, The Endless Lullaby               |

  Scenario Outline: A shared search by sound opens as it was, with a supervisor's own tempo range
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search at "?tempoMin=60&tempoMax=75&tonic=6&mode=minor&sort=longest"
    Then the tempo filter reads "60–75 BPM"
    And the key filter reads "<key>"
    And the music search is ordered by "<sort>"

    Examples:
      | language | key                 | sort           |
      | Korean   | 올림바단조 (F♯m)    | 긴 길이순      |
      | English  | F♯ minor            | Longest first  |

  Scenario Outline: A search whose filters leave nothing says which one to loosen
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search at "?tempoMin=90&lengthMax=15&mode=major"
    Then the music search says "<title>"
    And the music search explains "<hint>"
    When the visitor loosens the search with "<loosen>"
    Then the search found "<total>"
    And the length filter reads "<any length>"
    And the search address carries no "lengthMax"
    And the search address carries "tempoMin" as "90"

    Examples:
      | language | title                              | hint                   | loosen                 | total     | any length |
      | Korean   | 모든 조건에 맞는 곡이 없습니다.    | 조건을 하나 풀어 보세요: | 모든 길이: 14곡       | 14곡      | 모든 길이  |
      | English  | No track fits all these filters.   | Loosen one of them:    | Any length: 14 tracks  | 14 tracks | Any length |
