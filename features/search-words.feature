Feature: Search understands words
  A director types what she hears in her head ("잔잔한 피아노", "슬픈"), a supervisor what the brief says
  ("melancholy", "strings"). The search reads Korean word forms (잔잔한, 잔잔하게 and 잔잔함 find the same
  tracks), knows moods and instruments in both languages (melancholy finds 슬픔, strings find a cello or a
  haegeum), reads descriptions and cue markers too, and when a word is misspelt it searches for the closest
  term and says so.

  Scenario Outline: Korean word forms find each other
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<form>"
    Then the search found "<total>"
    And the first search result is "<first>"

    Examples:
      | language | form     | total     | first              |
      | Korean   | 잔잔한   | 21곡      | 황혼의 등대        |
      | Korean   | 잔잔하게 | 21곡      | 황혼의 등대        |
      | Korean   | 잔잔함   | 21곡      | 황혼의 등대        |
      | English  | 슬픈     | 6 tracks  | Footsteps at Dusk  |
      | English  | 슬픔     | 6 tracks  | Footsteps at Dusk  |
      | Korean   | 긴장되는 | 28곡      | 새벽의 추격        |
      | Korean   | 그리운   | 10곡      | 하얀 왈츠          |

  Scenario Outline: A mood in one language finds its synonyms in the other
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<mood>"
    Then the search found "<total>"
    And the search results include "<title>" by "<musician>"

    Examples:
      | language | mood       | total    | title                 | musician     |
      | English  | melancholy | 6 tracks | Return of the Harbour | Seoyeon Choi |
      | Korean   | sad        | 6곡      | 항구의 귀환           | 최서연       |
      | Korean   | 잔잔한 피아노 | 4곡   | 바람의 언덕 - 오프닝  | 정태준       |
      | English  | calm piano | 4 tracks | Hill of Wind (Opening) | Taejun Jung |

  Scenario Outline: An instrument named only in a track's description finds the track
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<instrument>"
    Then the search found "<total>"
    And the search results include "<title>" by "<musician>"

    Examples:
      | language | instrument | total     | title                | musician     |
      | Korean   | 해금       | 11곡      | 황혼의 심장          | 조현준       |
      | English  | haegeum    | 11 tracks | Heartbeat at Dusk    | Hyeonjun Cho |
      | Korean   | 현악       | 75곡      | 옥상의 자장가        | 노윤건       |
      | English  | strings    | 75 tracks | Lullaby of the Rooftop | Yungeon Noh |

  Scenario Outline: A misspelt word is searched for as the closest term, and the page says so
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "melanchly"
    Then the music search notes "<note>"
    And the search found "<total>"

    Examples:
      | language | note                                                                       | total    |
      | Korean   | ‘melanchly’에 꼭 맞는 음악이 없어 ‘melancholy’(으)로 찾은 음악을 보여 드립니다. | 6곡      |
      | English  | No exact match for “melanchly”; showing tracks for “melancholy”.           | 6 tracks |
