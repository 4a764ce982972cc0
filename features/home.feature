Feature: The home page and the header above every page
  The header carries the Cue Connect logo, which always leads back home, the language control, a dark
  mode switch and the way in or out: Login for visitors, Logout for logged-in users. Cue Connect follows
  the system's light or dark appearance until the visitor chooses otherwise, and remembers that choice.

  Scenario: A first visit is in Korean
    Given a first-time visitor opens the home page
    Then the header shows the product wordmark "Cue Connect"
    And the side navigation reads "홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ"

  Scenario Outline: The logo leads back home from anywhere
    Given a visitor is reading the home page in <language>
    When the visitor chooses "<link>" in the side navigation
    And the visitor follows the logo "Cue Connect"
    Then the address is "/"
    And "<home>" is highlighted as the current page

    Examples:
      | language | link | home |
      | Korean   | FAQ  | 홈   |
      | English  | FAQ  | Home |

  Scenario Outline: The Login button leads to the login page
    Given a visitor is reading the home page in <language>
    When the visitor follows "<login>" in the header
    Then the address is "/login"

    Examples:
      | language | login  |
      | Korean   | 로그인 |
      | English  | Login  |

  Scenario Outline: Logging out returns home and offers Login again
    Given a musician is logged in and reading the home page in <language>
    And the visitor chooses "<liked music>" in the side navigation
    When the visitor presses "<logout>" in the header
    Then the address is "/"
    And the header offers "<login>"
    And the side navigation reads "<side navigation>"

    Examples:
      | language | liked music   | logout   | login  | side navigation                                              |
      | Korean   | 좋아요한 음악 | 로그아웃 | 로그인 | 홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ      |
      | English  | Liked Music   | Logout   | Login  | Home, Music, Search Music, Musician List, Board, Notice, FAQ |

  Scenario Outline: Dark mode follows the system until the visitor chooses
    Given a visitor whose system prefers a <system> appearance opens the home page
    Then the page is shown in the <system> theme
    When the visitor turns dark mode <switch>
    Then the page is shown in the <chosen> theme
    And after a reload the page is still shown in the <chosen> theme

    Examples:
      | system | switch | chosen |
      | light  | on     | dark   |
      | dark   | off    | light  |

  Scenario Outline: Searching music from the home page
    Given a visitor is reading the home page in <language>
    When the visitor searches "<query>" from the home page
    Then the address is the search "/search-details?q=<query>"
    And the search results include "<title>" by "<musician>"

    Examples:
      | language | query  | title         | musician  |
      | Korean   | 새벽의 | 새벽의 추격   | 한도윤    |
      | English  | Dawn   | Chase at Dawn | Doyun Han |
