Feature: Track rows
  Every track list (search results, a musician's page, liked music) shows a track in one row: play, cover,
  title, musician, genre, keywords, duration, plays, like and copy link. The title opens the track's own page,
  and the genre and keyword chips lead to the music search for them. On a phone the row stays compact: the
  genre, duration and plays share one line, and the copy-link button sits beside the like button.

  Scenario Outline: A row's title opens the track's page
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor searches music for "<query>"
    Then the title "<title>" in the search results leads to "/music-details/1"

    Examples:
      | language | screen  | query         | title         |
      | Korean   | desktop | 새벽의 추격   | 새벽의 추격   |
      | English  | desktop | Chase at Dawn | Chase at Dawn |
      | Korean   | phone   | 새벽의 추격   | 새벽의 추격   |
      | English  | phone   | Chase at Dawn | Chase at Dawn |

  Scenario Outline: A row's genre and keyword chips lead to the music search
    Given a visitor who reads Cue Connect in <language> on a desktop
    When the visitor searches music for "<query>"
    And the visitor follows the <chip> "<label>" in the row of "<title>"
    Then the address is "/search-details"
    And the search address carries "<parameter>" as "<id>"
    And the search found "<total>"

    Examples:
      | language | query         | title         | chip    | label      | parameter | id | total     |
      | Korean   | 새벽의 추격   | 새벽의 추격   | genre   | 일렉트로닉 | genre     | 3  | 14곡      |
      | English  | Chase at Dawn | Chase at Dawn | genre   | Electronic | genre     | 3  | 14 tracks |
      | Korean   | 새벽의 추격   | 새벽의 추격   | keyword | 도시       | keyword   | 22 | 10곡      |
      | English  | Chase at Dawn | Chase at Dawn | keyword | City       | keyword   | 22 | 10 tracks |

  Scenario Outline: A result row keeps genre, duration and plays on one line and its buttons together
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor searches music for "<query>"
    Then the row of "<title>" shows "<genre>", "0:32" and "<plays>" on one line
    And the row of "<title>" has "<copy>" on the same line as "<like>"

    Examples:
      | language | screen  | query         | title         | genre      | plays     | copy                       | like               |
      | Korean   | phone   | 새벽의 추격   | 새벽의 추격   | 일렉트로닉 | 재생 11회 | 새벽의 추격 링크 복사      | 새벽의 추격 좋아요 |
      | English  | phone   | Chase at Dawn | Chase at Dawn | Electronic | 11 plays  | Copy link to Chase at Dawn | Like Chase at Dawn |
      | Korean   | desktop | 새벽의 추격   | 새벽의 추격   | 일렉트로닉 | 재생 11회 | 새벽의 추격 링크 복사      | 새벽의 추격 좋아요 |
      | English  | desktop | Chase at Dawn | Chase at Dawn | Electronic | 11 plays  | Copy link to Chase at Dawn | Like Chase at Dawn |
