Feature: Liked music
  A logged-in listener finds the tracks they liked on their liked-music page, the latest like first, and can
  play them from there. With nothing liked yet, the page says so and points to the music search.

  Scenario Outline: A listener sees the tracks they like, the latest like first
    Given a listener in <language> who has just liked the demo musician's track "Glass Garden (Main Theme)"
    When the listener opens their liked music
    Then the liked music lists "<title>" first
    And the liked music lists 7 tracks

    Examples:
      | language | title                     |
      | Korean   | 유리 정원 - 메인 테마     |
      | English  | Glass Garden (Main Theme) |

  Scenario Outline: A listener who likes nothing yet is pointed to the music search
    Given a listener in <language> who has not liked any music yet
    When the listener opens their liked music
    Then the liked music page says "<message>"
    And the liked music page offers "<search>", leading to "/search-details"

    Examples:
      | language | message                           | search             |
      | Korean   | 아직 좋아요한 음악이 없습니다.    | 음악 검색하러 가기 |
      | English  | You have not liked any music yet. | Search music       |

  Scenario Outline: Liked music that fails to load can be tried again
    Given a listener in <language> whose liked music fails to load once
    When the listener opens their liked music
    Then the liked music page says "<message>"
    When the listener presses "<retry>" on the liked music page
    Then the liked music lists 6 tracks

    Examples:
      | language | message                              | retry     |
      | Korean   | 좋아요한 음악을 불러오지 못했습니다. | 다시 시도 |
      | English  | Failed to load your liked music.     | Retry     |
