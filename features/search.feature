Feature: Searching music
  One search box finds music by title, keyword (Korean or English) and musician name, also by Hangul
  initial consonants. Genre, keywords and the order narrow and sort the results, 20 to a page. The whole
  search lives in the address, so a search can be shared and opened again as it was.

  Scenario Outline: Searching by title
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<query>"
    Then the search results include "<title>" by "<musician>"
    And the search found "<total>"

    Examples:
      | language | query         | title         | musician  | total    |
      | Korean   | 새벽의 추격   | 새벽의 추격   | 한도윤    | 2곡      |
      | English  | Chase at Dawn | Chase at Dawn | Doyun Han | 3 tracks |

  Scenario Outline: Searching by initial consonants finds the demo musician's tracks
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "ㅎㄷㅇ"
    Then the search results read "<titles>"
    And the search found "<total>"

    Examples:
      | language | titles                                    | total    |
      | Korean   | 유리 정원 - 메인 테마, 새벽의 추격         | 2곡      |
      | English  | Glass Garden (Main Theme), Chase at Dawn  | 2 tracks |

  Scenario Outline: Searching by an English keyword label
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "Lyrical"
    Then the search results include "<title>" by "<musician>"
    And the search found "<total>"

    Examples:
      | language | title                     | musician  | total    |
      | Korean   | 유리 정원 - 메인 테마     | 한도윤    | 6곡      |
      | English  | Glass Garden (Main Theme) | Doyun Han | 6 tracks |

  Scenario Outline: Narrowing the search to a genre
    Given a visitor who reads Cue Connect in <language>
    When the visitor narrows the music search to the genre "<genre>"
    Then every search result is in the genre "<genre>"
    And the search found "<total>"

    Examples:
      | language | genre | total    |
      | Korean   | 재즈  | 8곡      |
      | English  | Jazz  | 8 tracks |

  Scenario Outline: Sorting by the most liked
    Given a visitor who reads Cue Connect in <language>
    When the visitor sorts the music search by "<order>"
    Then the first search result is "<title>"
    And the search address carries "sort" as "likes"

    Examples:
      | language | order      | title                |
      | Korean   | 좋아요순   | 섬의 편지            |
      | English  | Most liked | Letter of the Island |

  Scenario Outline: Paging through the results
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search
    And the visitor goes to "<page 2>" of the search results
    Then the first search result is "<title>"
    And the search address carries "page" as "2"

    Examples:
      | language | page 2   | title                |
      | Korean   | 2 페이지 | 항구의 추격          |
      | English  | Page 2   | Chase of the Harbour |

  Scenario Outline: A shared search opens as it was
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/search-details?q=%EB%B0%A4&genre=5&keyword=14&sort=likes"
    Then the music search shows "밤", the genre "<genre>", the keyword "<keyword>" and the order "<order>"
    And the search results read "<titles>"

    Examples:
      | language | genre | keyword   | order      | titles                                          |
      | Korean   | 재즈  | 향수      | 좋아요순   | 장마의 발자국, 장마의 정원                       |
      | English  | Jazz  | Nostalgia | Most liked | Footsteps in the Monsoon, Garden in the Monsoon |

  Scenario Outline: Nothing matches
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "zzzz"
    Then the music search says "<message>"

    Examples:
      | language | message                             |
      | Korean   | 검색 조건에 맞는 음악이 없습니다.   |
      | English  | No music matches your search.       |

  Scenario Outline: A failed search can be tried again
    Given a visitor in <language> for whom the music search fails once
    When the visitor opens the music search
    Then the music search fails with "<message>"
    When the visitor presses "<retry>" in the search results
    Then the search found "<total>"

    Examples:
      | language | message                                            | retry     | total      |
      | Korean   | 음악을 검색하지 못했습니다. 다시 시도해 주세요.    | 다시 시도 | 124곡      |
      | English  | The music could not be searched. Please try again. | Retry     | 124 tracks |
