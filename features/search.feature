Feature: Searching music
  One search box finds music by title, keyword (Korean or English) and musician name, also by Hangul
  initial consonants. Genre, keywords and the order narrow and sort the results, 20 to a page. The whole
  search lives in the address, so a search can be shared and opened again as it was.

  Scenario Outline: Searching by title puts the track of that title first
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<query>"
    Then the search results include "<title>" by "<musician>"
    And the first search results read "<title>"

    Examples:
      | language | query         | title         | musician  |
      | Korean   | 새벽의 추격   | 새벽의 추격   | 한도윤    |
      | English  | Chase at Dawn | Chase at Dawn | Doyun Han |

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

  Scenario Outline: A new page of results starts at the top of the window, with the focus on its heading
    Given a visitor who reads Cue Connect in <language>
    When the visitor sorts the music search by "<order>"
    And the visitor scrolls to the bottom of the search results
    And the visitor goes to "<page 2>" of the search results
    Then the first search result is "<title>"
    And the results' heading "<total>" has the focus, at the top of the window below the header
    And search result 1 is in view

    Examples:
      | language | order      | page 2   | title                  | total      |
      | Korean   | 좋아요순   | 2 페이지 | 마지막 날의 정원       | 124곡      |
      | English  | Most liked | Page 2   | Garden on the Last Day | 124 tracks |

  Scenario Outline: Each keyword tells how many of the found tracks carry it
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "밤"
    Then the keyword filter offers "<option>"
    When the visitor adds the keyword "<keyword>"
    Then the search found "<total>"
    And the keyword chips read "<chip>"

    Examples:
      | language | option       | keyword | total    | chip        |
      | Korean   | 몽타주 (11)  | 몽타주  | 11곡      | 몽타주 · 11  |
      | English  | Montage (11) | Montage | 11 tracks | Montage · 11 |

  Scenario Outline: Keywords no track has together say what each finds on its own
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search at "?keyword=19&keyword=40"
    Then the music search says "<title>"
    And the music search explains "<hint>"

    Examples:
      | language | title                                              | hint                                                                                   |
      | Korean   | ‘꿈’, ‘몽타주’ 키워드를 함께 가진 곡이 없습니다.   | 키워드별로는 ‘꿈’ 13곡, ‘몽타주’ 21곡이 있습니다. 키워드를 하나 빼면 볼 수 있습니다.   |
      | English  | No track has both “Dream” and “Montage”.           | On their own: 13 tracks have “Dream”, 21 tracks have “Montage”. Remove a keyword to see them. |

  Scenario Outline: A shared search opens as it was
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/search-details?q=%EB%B0%A4&genre=5&keyword=14&sort=likes"
    Then the music search shows "밤", the genre "<genre>", the keyword "<keyword>" and the order "<order>"
    And the search results read "<titles>"

    Examples:
      | language | genre | keyword   | order      | titles                                          |
      | Korean   | 재즈  | 향수      | 좋아요순   | 마지막 날의 심장, 장마의 발자국, 장마의 정원                                |
      | English  | Jazz  | Nostalgia | Most liked | Heartbeat on the Last Day, Footsteps in the Monsoon, Garden in the Monsoon |

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

  Scenario Outline: "Play all" queues the whole result, not only the page shown, up to 100 tracks
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search
    Then the search found "<total>"
    When the listener presses "<play first>" above the search results
    Then the player plays the first search result
    And the player's queue holds "<queued>": the whole result in the order of the search, up to 100 tracks

    Examples:
      | language | total      | play first                | queued     |
      | Korean   | 124곡      | 처음 100곡 재생           | 100곡      |
      | English  | 124 tracks | Play the first 100 tracks | 100 tracks |

  Scenario Outline: "Play all" on a result of two pages queues both pages, in the order shown
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "비"
    Then the search found "<total>"
    When the listener presses "<play all>" above the search results
    Then the player's queue holds "<total>": the whole result in the order of the search, up to 100 tracks

    Examples:
      | language | total     | play all  |
      | Korean   | 25곡      | 전체 재생 |
      | English  | 25 tracks | Play all  |

  Scenario Outline: A genre's name, in Korean or English, finds the tracks of that genre
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<query>"
    Then every search result is in the genre "<genre>"
    And the search found "<total>"

    Examples:
      | language | query    | genre    | total     |
      | Korean   | 스릴러   | 스릴러   | 12곡      |
      | Korean   | thriller | 스릴러   | 12곡      |
      | English  | thriller | Thriller | 12 tracks |
      | English  | 스릴러   | Thriller | 12 tracks |

  Scenario Outline: With a query, tracks whose title matches come first; the other orders stay
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<query>"
    Then the music search is ordered by "<relevance>"
    And the first search results read "<titles>"
    When the visitor sorts the found music by "<newest>"
    Then the search address carries "sort" as "newest"
    And the first search results read "<newest titles>"

    Examples:
      | language | query | relevance | titles                                                                                                    | newest | newest titles                                    |
      | Korean   | 새벽  | 관련도순  | 새벽의 추격, 새벽의 기억, 새벽의 기도, 새벽의 항해, 새벽의 불꽃    | 최신순 | 새벽의 불꽃, 마지막 기차 - 두 번째 장면            |
      | English  | dawn  | Relevance | Chase at Dawn, Memory at Dawn, Prayer at Dawn, Voyage at Dawn, Flame at Dawn | Newest | Flame at Dawn, The Last Train (Scene 2)          |

  Scenario Outline: Without a query the music search stays newest first
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search
    Then the music search is ordered by "<newest>"

    Examples:
      | language | newest |
      | Korean   | 최신순 |
      | English  | Newest |

  Scenario Outline: Keywords and genres are offered in the order of the page's language
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search
    Then the keyword filter offers "<keywords>" first
    And the genre filter offers "<genres>"

    Examples:
      | language | keywords                                              | genres                                                                                                                           |
      | Korean   | 가족, 겨울, 고독, 공포, 그리움, 기억                  | 국악 퓨전, 다큐멘터리, 드라마, 미니멀, 스릴러, 앰비언트, 어쿠스틱, 오케스트라, 일렉트로닉, 재즈, 판타지, 피아노 솔로                |
      | English  | Adventure, Anticipation, Calm, Chase, Childhood, City | Acoustic, Ambient, Documentary, Drama, Electronic, Fantasy, Jazz, Korean Traditional Fusion, Minimal, Orchestral, Solo Piano, Thriller |

  Scenario Outline: The keyword options are sorted again when the language changes
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the music search
    And the visitor chooses <other> in the language control
    Then the keyword filter offers "<keywords>" first

    Examples:
      | language | other   | keywords                                              |
      | Korean   | English | Adventure, Anticipation, Calm, Chase, Childhood, City |
      | English  | Korean  | 가족, 겨울, 고독, 공포, 그리움, 기억                  |

  Scenario Outline: Back returns to the page of results and to where the visitor left it
    Given a visitor who reads Cue Connect in <language> on a <width> px wide screen
    When the visitor opens the music search
    And the visitor goes to "<page 2>" of the search results
    Then the first search result is "<title>"
    When the visitor scrolls to search result 12 and opens its musician
    And the visitor presses the browser's Back button
    Then the search address carries "page" as "2"
    And the first search result is "<title>"
    And search result 12 is where the visitor left it in the window

    Examples:
      | language | width | page 2   | title                |
      | Korean   | 1440  | 2 페이지 | 항구의 추격          |
      | English  | 1440  | Page 2   | Chase of the Harbour |
      | Korean   | 390   | 2 페이지 | 항구의 추격          |
      | English  | 390   | Page 2   | Chase of the Harbour |

  Scenario Outline: "Back to musicians" returns to the search the musician was found in
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "<query>"
    And the visitor opens the musician of "<title>"
    And the visitor follows "<back>"
    Then the address is the search "/search-details?q=<query>"
    And the search results include "<title>" by "<musician>"

    Examples:
      | language | query | title         | musician  | back              |
      | Korean   | 새벽  | 새벽의 추격   | 한도윤    | 뮤지션 목록으로   |
      | English  | dawn  | Chase at Dawn | Doyun Han | Back to musicians |
