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

  # A first visit keeps Korean, the default, and a browser that prefers English is offered it, in English, once:
  # the choice or the dismissal is kept. A Korean browser, or a visitor who chose a language, is offered nothing.
  Scenario: A first visit from a browser that prefers English offers English, which applies at once
    Given a first-time visitor whose browser prefers English opens the home page
    Then the page is marked as written in "ko"
    And the page offers "Cue Connect is also in English." with "Read in English" and "Keep Korean"
    And the offer has moved nothing on the page
    When the visitor presses "Read in English" in the language offer
    Then the language control shows "English" as the current language
    And the page offers no other language
    And after a reload the side navigation still reads "Home, Music, Search Music, Musician List, Board, Notice, FAQ"
    And the page offers no other language

  Scenario: The language offer, once dismissed, is not made again
    Given a first-time visitor whose browser prefers English opens the home page
    When the visitor presses "Keep Korean" in the language offer
    Then the page offers no other language
    And the language control shows "한국어" as the current language
    And after a reload the side navigation still reads "홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ"
    And the page offers no other language

  Scenario Outline: No offer for a Korean browser, nor for a visitor who chose a language
    Given <visitor>
    Then the page offers no other language

    Examples:
      | visitor                                                                |
      | a first-time visitor opens the home page                               |
      | a visitor whose browser prefers English is reading the home page in Korean |
