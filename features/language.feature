Feature: Choosing the interface language
  Cue Connect speaks Korean by default and English on request. The language control in the header is a
  pair of buttons, 한국어 (written in Korean) and English. A choice applies at once, without a reload, tells
  browsers and screen readers which language the page is in, and is kept for the next visit.

  Scenario: Korean is the default language
    Given a first-time visitor opens the home page
    Then the language control shows "한국어" as the current language
    And the page is marked as written in "ko"
    And the header offers "로그인"

  Scenario Outline: A chosen language applies at once and is kept after a reload
    Given a visitor is reading the home page in <current language>
    When the visitor picks "<choice>" with the language control
    Then the language control shows "<choice>" as the current language
    And the page is marked as written in "<code>"
    And the header offers "<login>"
    And after a reload the side navigation still reads "<side navigation>"
    And the page is marked as written in "<code>"

    Examples:
      | current language | choice  | code | login | side navigation                                              |
      | Korean           | English | en   | Login | Home, Music, Search Music, Musician List, Board, Notice, FAQ |
      | English          | 한국어  | ko   | 로그인 | 홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ      |

  Scenario Outline: The login page has the language control too
    Given a visitor is reading the login page in <current language>
    When the visitor picks "<choice>" with the language control
    Then the language control shows "<choice>" as the current language
    And the page is marked as written in "<code>"

    Examples:
      | current language | choice  | code |
      | Korean           | English | en   |
      | English          | 한국어  | ko   |
