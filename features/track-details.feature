Feature: A track's own page
  Every track has its own page at /music-details/{id}, opened by the track's title in any track list: the
  cover, the title in the page's language with the other language's title beside it, the description, the
  genre, the keywords, the musician, plays and likes, the tempo, key and loudness heard in its audio, with play, like and copy-link buttons. Its genre and
  keywords lead to the music search for them. A track that does not exist says so.

  Scenario Outline: Opening a track from a search result by its title shows everything about it
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor searches music for "<query>"
    And the visitor opens "<title>" from the search results by its title
    Then the address is "/music-details/1"
    And the track page is headed "<title>", with "<other title>" beside it, by "<musician>"
    And the track page describes it as "<description>"
    And the track page shows the genre "<genre>", the keywords "<keywords>" and the duration "0:32"
    And the track page reads "<plays>" and "<likes>"
    And the track page offers "<play>", "<like>" and "<copy>"
    And the browser tab reads "<title> · Cue Connect"

    Examples:
      | language | screen  | query         | title         | other title   | musician  | description                                                                                                              | genre      | keywords                    | plays     | likes     | play | like               | copy      |
      | Korean   | desktop | 새벽의 추격   | 새벽의 추격   | Chase at Dawn | 한도윤    | 새벽 도시를 가로지르는 추격 장면을 위해 쓴 일렉트로닉 큐입니다. 모듈러 신스의 맥박 위로 현악이 긴장감을 쌓아 올립니다. | 일렉트로닉 | 추격, 새벽, 긴장감, 도시     | 재생 11회 | 좋아요 2개 | 재생 | 새벽의 추격 좋아요 | 링크 복사 |
      | English  | desktop | Chase at Dawn | Chase at Dawn | 새벽의 추격   | Doyun Han | An Electronic cue written for a chase across the city at dawn. Strings build tension over the pulse of a modular synth.  | Electronic | Chase, Dawn, Tension, City  | 11 plays  | 2 likes   | Play | Like Chase at Dawn | Copy link |
      | Korean   | phone   | 새벽의 추격   | 새벽의 추격   | Chase at Dawn | 한도윤    | 새벽 도시를 가로지르는 추격 장면을 위해 쓴 일렉트로닉 큐입니다. 모듈러 신스의 맥박 위로 현악이 긴장감을 쌓아 올립니다. | 일렉트로닉 | 추격, 새벽, 긴장감, 도시     | 재생 11회 | 좋아요 2개 | 재생 | 새벽의 추격 좋아요 | 링크 복사 |
      | English  | phone   | Chase at Dawn | Chase at Dawn | 새벽의 추격   | Doyun Han | An Electronic cue written for a chase across the city at dawn. Strings build tension over the pulse of a modular synth.  | Electronic | Chase, Dawn, Tension, City  | 11 plays  | 2 likes   | Play | Like Chase at Dawn | Copy link |

  Scenario Outline: Playing from the track page uses the one player
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the address "/music-details/1"
    And the visitor presses "<play>" on the track page
    Then the player plays "<title>", offering "<pause>"
    And the track page offers "<pause on page>" instead of "<play>"

    Examples:
      | language | screen  | title         | play | pause                | pause on page |
      | Korean   | desktop | 새벽의 추격   | 재생 | 일시정지             | 일시정지      |
      | English  | desktop | Chase at Dawn | Play | Pause                | Pause         |
      | Korean   | phone   | 새벽의 추격   | 재생 | 일시정지             | 일시정지      |
      | English  | phone   | Chase at Dawn | Play | Pause                | Pause         |

  Scenario Outline: The track's genre and keywords lead to the music search
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the address "/music-details/1"
    And the visitor follows the <chip> "<label>" on the track page
    Then the address is "/search-details"
    And the search address carries "<parameter>" as "<id>"
    And the search found "<total>"

    Examples:
      | language | screen  | chip    | label      | parameter | id | total     |
      | Korean   | desktop | genre   | 일렉트로닉 | genre     | 3  | 14곡      |
      | English  | desktop | genre   | Electronic | genre     | 3  | 14 tracks |
      | Korean   | phone   | keyword | 도시       | keyword   | 22 | 10곡      |
      | English  | phone   | keyword | City       | keyword   | 22 | 10 tracks |

  Scenario Outline: The track page tells what its audio sounds like, and its key leads to the search for that key
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the address "/music-details/1"
    Then the track page shows the tempo "75 BPM", the key "<key>" and the loudness "-14.4 LUFS"
    When the visitor follows the key "<key>" on the track page
    Then the address is "/search-details"
    And the search address carries "tonic" as "6"
    And the search address carries "mode" as "minor"
    And the key filter reads "<key>"
    And the search found "<total>"

    Examples:
      | language | screen  | key              | total    |
      | Korean   | desktop | 올림바단조 (F♯m) | 4곡      |
      | English  | phone   | F♯ minor         | 4 tracks |

  Scenario Outline: "More like this" lists the tracks that sound most like it, ready to play
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the address "/music-details/1"
    Then "More like this" on the track page lists 10 tracks, first "<first>" by "<musician>"
    When the visitor presses "<play all>" under "More like this" on the track page
    Then the player plays "<first>", offering "<pause>"

    Examples:
      | language | screen  | first                   | musician    | play all | pause    |
      | Korean   | phone   | 첫눈의 행진             | 김소현      | 전체 재생 | 일시정지 |
      | English  | desktop | March in the First Snow | Sohyeon Kim | Play all | Pause    |

  Scenario Outline: A track that does not exist
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the page of a track that does not exist, "/music-details/9999"
    Then the page "<title>" is shown
    And the track page offers the link "<link>" to "/search-details"

    Examples:
      | language | screen  | title                         | link                   |
      | Korean   | desktop | 곡을 찾을 수 없습니다.        | 음악 검색으로 가기     |
      | English  | desktop | The track could not be found. | Go to the music search |
      | Korean   | phone   | 곡을 찾을 수 없습니다.        | 음악 검색으로 가기     |
      | English  | phone   | The track could not be found. | Go to the music search |

  Scenario Outline: A track that fails to load offers a retry
    Given a visitor in <language> for whom loading a track fails once
    When the visitor opens the address "/music-details/1"
    Then the page "<failed>" is shown
    When the visitor follows "<retry>"
    Then the track page is headed "<title>", with "<other title>" beside it, by "<musician>"

    Examples:
      | language | failed                          | retry       | title         | other title   | musician  |
      | Korean   | 곡 정보를 불러오지 못했습니다.  | 다시 시도   | 새벽의 추격   | Chase at Dawn | 한도윤    |
      | English  | The track could not be loaded.  | Retry       | Chase at Dawn | 새벽의 추격   | Doyun Han |
