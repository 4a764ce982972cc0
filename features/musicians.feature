Feature: Musicians
  Anyone can browse the film-music composers of Cue Connect: a list of musician cards, a page at a time, each
  with the name in the reader's language (the other language smaller), a one-line intro and how many tracks
  they present. The page and the filter are kept in the address, so Back, Forward and reload bring them back.
  A musician's page shows their names in Korean and English, intro, biography, contact details, Instagram,
  portfolio and tracks.

  Scenario Outline: The musician list shows musicians with their intros, a page at a time, in the order of their names
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the musician list
    Then the musician card "<first>" reads "<intro>" and "<tracks>"
    When the visitor moves to the next page of musicians
    Then the musician list shows "<second>" first, on "<position>"

    Examples:
      | language | first       | intro                                     | tracks  | second      | position         |
      | Korean   | 강지연      | 단편영화 23편의 음악을 맡은 작곡가        | 1곡     | 김소현      | 6페이지 중 2페이지 |
      | English  | Ara Kim     | Composer painting the temperature of each scene with harp | 2 tracks | Gangu Kim | Page 2 of 6 |

  Scenario Outline: The musician list is sorted again by the names of the language chosen
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the musician list
    Then the musician list shows "<first>" first, on "<position>"
    When the visitor chooses <other> in the language control
    Then the musician list shows "<other first>" first, on "<other position>"

    Examples:
      | language | first   | position           | other   | other first | other position     |
      | Korean   | 강지연  | 6페이지 중 1페이지 | English | Ara Kim     | Page 1 of 6        |
      | English  | Ara Kim | Page 1 of 6        | Korean  | 강지연      | 6페이지 중 1페이지 |

  Scenario Outline: Back and Forward move between the pages of the musician list
    Given a visitor who reads Cue Connect in <language>
    When the visitor moves to page 2 of the musician list and goes back
    Then the musician list shows "<first>" first, on "<first position>"
    When the visitor goes forward to the next musician list page again
    Then the musician list shows "<second>" first, on "<second position>"

    Examples:
      | language | first       | first position     | second      | second position    |
      | Korean   | 강지연      | 6페이지 중 1페이지 | 김소현      | 6페이지 중 2페이지 |
      | English  | Ara Kim     | Page 1 of 6        | Gangu Kim   | Page 2 of 6        |

  Scenario Outline: A reload keeps the musician list page
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/musician-list?page=2"
    And the visitor reloads the page
    Then the musician list shows "<second>" first, on "<position>"

    Examples:
      | language | second      | position           |
      | Korean   | 김소현      | 6페이지 중 2페이지 |
      | English  | Gangu Kim   | Page 2 of 6        |

  Scenario Outline: Opening a musician from the list shows their names, intro and biography
    Given a visitor who reads Cue Connect in <language>
    When the visitor finds "<search>" in the musician list and opens their card
    Then the musician page is headed "<name>", with "<other name>" beside it
    And the musician page introduces them as "<intro>"
    And the musician's biography begins "<biography>"

    Examples:
      | language | search | name      | other name | intro                                                | biography                                              |
      | Korean   | 도윤   | 한도윤    | Doyun Han  | 새벽과 도시의 소리를 그리는 영화음악 작곡가          | 누리영상원에서 영화음악을 공부했고 서울에서 활동하고 있습니다. |
      | English  | Doyun  | Doyun Han | 한도윤     | Film composer drawing the sounds of the city at dawn | Studied film scoring at Nuri Film School and works in Seoul.  |

  Scenario Outline: A musician's page gives their contact, Instagram and portfolio
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the page of musician 1
    Then the musician page gives "<contact>" as "한도윤" and "<email>" as "doyun.han@example.com"
    And the musician's Instagram reads "@doyun.han.score" and leads to "https://www.instagram.com/doyun.han.score"
    And the musician's portfolio leads to "https://example.com/portfolio/doyun-han"

    Examples:
      | language | contact        | email  |
      | Korean   | 담당자         | 이메일 |
      | English  | Contact person | Email  |

  Scenario Outline: A musician's page lists their tracks
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the page of musician 1
    Then the musician's track list "<label>" holds "<first>" and "<second>"

    Examples:
      | language | label              | first         | second                    |
      | Korean   | 한도윤의 트랙      | 새벽의 추격   | 유리 정원 - 메인 테마     |
      | English  | Tracks by Doyun Han | Chase at Dawn | Glass Garden (Main Theme) |

  Scenario Outline: A musician who does not exist
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the page of a musician who does not exist
    Then the musician page says "<title>"
    When the visitor follows "<back>"
    Then the address is "/musician-list"

    Examples:
      | language | title                     | back                    |
      | Korean   | 뮤지션을 찾을 수 없습니다 | 뮤지션 목록으로 가기    |
      | English  | Musician not found        | Go to the musician list |

  Scenario Outline: A failed musician list says so, and Retry loads it
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the musician list while the server fails to list musicians, both when the page is served and when the browser asks
    Then the musician list says "<message>" and offers "<retry>"
    When the visitor presses "<retry>" on the musician list
    Then the musician list shows "<first>" first, on "<position>"

    Examples:
      | language | message                           | retry     | first       | position           |
      | Korean   | 뮤지션 목록을 불러오지 못했습니다. | 다시 시도 | 강지연      | 6페이지 중 1페이지 |
      | English  | Failed to load the musicians.     | Retry     | Ara Kim     | Page 1 of 6        |
