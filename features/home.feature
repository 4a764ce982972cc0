Feature: The home page speaks the visitor's language
  Cue Connect is in Korean by default. Visitors can switch between Korean and English at any
  time with the language control in the header; the page changes at once and keeps the choice
  on their next visit.

  Scenario: A first visit is in Korean
    Given a first-time visitor opens the home page
    Then the header shows the product wordmark "Cue Connect"
    And the side navigation reads "홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ"

  Scenario Outline: The chosen language applies at once and is kept after a reload
    Given a visitor is reading the home page in <current language>
    When the visitor picks "<language control>" with the language control
    Then the header shows the product wordmark "Cue Connect"
    And the side navigation reads "<side navigation>"
    And after a reload the side navigation still reads "<side navigation>"

    Examples:
      | current language | language control | side navigation                                              |
      | Korean           | English          | Home, Music, Search Music, Musician List, Board, Notice, FAQ |
      | English          | 한국어           | 홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ      |
