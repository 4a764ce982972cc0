Feature: The home gallery of album covers
  Under a short heading, the home page shows the album covers of the catalogue in a gallery: each cover
  with its title in the visitor's language and the musician's name, leading to the track on the musician's
  page, and a play button (always visible, also on a phone) that plays the track on the spot in the player.
  When the covers cannot be loaded, the page says so and offers to try again.

  Scenario Outline: The home page shows the album covers
    When a visitor opens the home page in <language>
    Then the home gallery shows the cover "<title>" by "<musician>"
    And the home cover "<title>" leads to "/musician-details/18?track=39"

    Examples:
      | language | title             | musician  |
      | Korean   | 부서진 탈출       | 이하엘    |
      | English  | The Broken Escape | Hael Lee  |

  Scenario Outline: Covers arrive in a size that fits the screen, the first row first
    When a visitor opens the home page in <language> on a <screen>
    Then the home cover "<title>" shows its <format> copy <width> pixels wide
    And every cover of the home gallery's first row is fetched with high priority, every cover on the screen at once, and only later ones lazily

    Examples:
      | language | screen  | title             | format     | width |
      | Korean   | desktop | 부서진 탈출       | image/avif | 192   |
      | English  | desktop | The Broken Escape | image/avif | 192   |
      | Korean   | phone   | 부서진 탈출       | image/avif | 192   |
      | English  | phone   | The Broken Escape | image/avif | 192   |

  Scenario Outline: Covers that fail to load can be loaded again
    Given the home covers fail to load, both when the page is served and when the browser asks for them
    When a visitor opens the home page in <language>
    Then the home page says "<message>"
    When the visitor presses "<retry>" on the home page
    Then the home gallery shows the cover "<title>" by "<musician>"

    Examples:
      | language | message                          | retry     | title             | musician |
      | Korean   | 홈 커버를 불러오지 못했습니다.   | 다시 시도 | 부서진 탈출       | 이하엘   |
      | English  | Failed to load the home covers.  | Retry     | The Broken Escape | Hael Lee |

  Scenario Outline: A cover's play button plays its track on the spot
    When a visitor opens the home page in <language> on a <screen>
    And the visitor presses "<play>" on the home gallery
    Then the player plays "<title>", offering "<pause>"
    And the home gallery offers "<pause cover>"
    And the address is "/"

    Examples:
      | language | screen  | play                   | title             | pause    | pause cover                     |
      | Korean   | desktop | 부서진 탈출 재생       | 부서진 탈출       | 일시정지 | 부서진 탈출 일시정지            |
      | English  | desktop | Play The Broken Escape | The Broken Escape | Pause    | Pause The Broken Escape         |
      | Korean   | phone   | 부서진 탈출 재생       | 부서진 탈출       | 일시정지 | 부서진 탈출 일시정지            |
      | English  | phone   | Play The Broken Escape | The Broken Escape | Pause    | Pause The Broken Escape         |
