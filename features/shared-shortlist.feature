Feature: A shortlist shared by its link
  The owner of a shortlist shares it by a link (/s/{token}). Anyone with a live link, logged in or not, opens
  the list read-only: its name, description, tracks in order, the notes and their times, and the owner's
  nickname only. "Play all" plays the list in the persistent player, and a note's time plays its track from
  that time; those plays count as plays through the link. A revoked or expired link shows "This link is no
  longer available"; a link that never existed says so. Opening a link never asks for a login.

  Scenario Outline: A visitor without an account opens a shared shortlist and sees it as its owner made it
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                   | time |
      | 2     | For the opening titles |      |
      | 1     | The brass at the drop  | 0:12 |
    And a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the share link
    Then the shared shortlist is headed "Night chase temp", described as "Candidates for reel 3", and reads "<shared by>"
    And the shared shortlist "<list>" holds "<first>" then "<second>"
    And the track "<first>" has the note "For the opening titles" and no time
    And the track "<second>" has the note "The brass at the drop" and the button "<play from>"
    And nothing on the page tells the owner's email "user@cue.test" or name "이지은"
    And the shared shortlist offers nothing to change it
    And the shared shortlist fits the window
    And the browser tab reads "Night chase temp · Cue Connect"

    Examples:
      | language | screen  | shared by             | list                     | first                     | second        | play from        |
      | Korean   | desktop | 영화좋아 님이 공유함  | 이 숏리스트의 곡         | 유리 정원 - 메인 테마     | 새벽의 추격   | 0:12부터 재생    |
      | English  | desktop | Shared by 영화좋아    | Tracks in this shortlist | Glass Garden (Main Theme) | Chase at Dawn | Play from 0:12   |
      | Korean   | phone   | 영화좋아 님이 공유함  | 이 숏리스트의 곡         | 유리 정원 - 메인 테마     | 새벽의 추격   | 0:12부터 재생    |
      | English  | phone   | Shared by 영화좋아    | Tracks in this shortlist | Glass Garden (Main Theme) | Chase at Dawn | Play from 0:12   |

  Scenario Outline: "Play all" plays the shared list in its order in the persistent player
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                   | time |
      | 2     | For the opening titles |      |
      | 1     | The brass at the drop  | 0:12 |
    And a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the share link
    And the visitor presses "<play all>" on the shared shortlist
    Then the player plays "<first>", offering "<pause>"
    And the player's queue lists "<first>" then "<second>", marking "<first>" as playing

    Examples:
      | language | screen  | play all  | first                     | second        | pause    |
      | Korean   | desktop | 전체 재생 | 유리 정원 - 메인 테마     | 새벽의 추격   | 일시정지 |
      | English  | desktop | Play all  | Glass Garden (Main Theme) | Chase at Dawn | Pause    |
      | Korean   | phone   | 전체 재생 | 유리 정원 - 메인 테마     | 새벽의 추격   | 일시정지 |
      | English  | phone   | Play all  | Glass Garden (Main Theme) | Chase at Dawn | Pause    |

  Scenario Outline: A note's time plays its track from that time
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                   | time |
      | 2     | For the opening titles |      |
      | 1     | The brass at the drop  | 0:12 |
    And a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the share link
    And the visitor presses "<play from>" on the shared shortlist
    Then the player plays "<title>", offering "<pause>"
    And the player started "<title>" at 0:12, not at the beginning

    Examples:
      | language | screen  | play from      | title         | pause    |
      | Korean   | desktop | 0:12부터 재생  | 새벽의 추격   | 일시정지 |
      | English  | desktop | Play from 0:12 | Chase at Dawn | Pause    |
      | Korean   | phone   | 0:12부터 재생  | 새벽의 추격   | 일시정지 |
      | English  | phone   | Play from 0:12 | Chase at Dawn | Pause    |

  Scenario Outline: A member who is logged in opens the link too, without being asked anything
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                  | time |
      | 1     | The brass at the drop | 0:12 |
    And a musician is logged in and reading the home page in <language>
    When the visitor opens the share link
    Then the shared shortlist is headed "Night chase temp", described as "Candidates for reel 3", and reads "<shared by>"
    And the address is the share link

    Examples:
      | language | shared by            |
      | Korean   | 영화좋아 님이 공유함 |
      | English  | Shared by 영화좋아   |

  Scenario Outline: A revoked link is no longer available
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note | time |
      | 1     |      |      |
    And the owner revoked the link
    And a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the share link
    Then the page "<title>" is shown
    And the shared shortlist page says "<description>"
    And the shared shortlist page offers "<home>" to "/" and "<search>" to "/search-details", and no "<retry>"
    And the browser tab reads "<tab>"

    Examples:
      | language | screen  | title                            | description                                                                          | home        | search       | retry    | tab                            |
      | Korean   | desktop | 더 이상 사용할 수 없는 링크입니다 | 공유한 사람이 링크를 취소했거나 링크가 만료되었습니다. 새 링크를 요청해 주세요.       | 홈으로 가기 | 음악 검색    | 다시 시도 | 공유된 숏리스트 · Cue Connect  |
      | English  | desktop | This link is no longer available | Its owner revoked it or it has expired. Ask them for a new link.                      | Go to home  | Search music | Retry    | Shared Shortlist · Cue Connect |
      | Korean   | phone   | 더 이상 사용할 수 없는 링크입니다 | 공유한 사람이 링크를 취소했거나 링크가 만료되었습니다. 새 링크를 요청해 주세요.       | 홈으로 가기 | 음악 검색    | 다시 시도 | 공유된 숏리스트 · Cue Connect  |
      | English  | phone   | This link is no longer available | Its owner revoked it or it has expired. Ask them for a new link.                      | Go to home  | Search music | Retry    | Shared Shortlist · Cue Connect |

  Scenario Outline: An expired link is no longer available
    Given the listener "user@cue.test" shared the shortlist "Night chase temp" for 7 days
    And the share link's 7 days have passed
    And a visitor who reads Cue Connect in <language> on a desktop
    When the visitor opens the share link
    Then the page "<title>" is shown
    And the shared shortlist page says "<description>"

    Examples:
      | language | title                            | description                                                                    |
      | Korean   | 더 이상 사용할 수 없는 링크입니다 | 공유한 사람이 링크를 취소했거나 링크가 만료되었습니다. 새 링크를 요청해 주세요. |
      | English  | This link is no longer available | Its owner revoked it or it has expired. Ask them for a new link.                |

  Scenario Outline: A link that never existed says so
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the visitor opens the share link address "<address>"
    Then the page "<title>" is shown
    And the shared shortlist page says "<description>"
    And the shared shortlist page offers "<home>" to "/" and "<search>" to "/search-details", and no "<retry>"

    Examples:
      | language | screen  | address                       | title                     | description                                      | home        | search       | retry     |
      | Korean   | desktop | /s/AAAAAAAAAAAAAAAAAAAAAAAA   | 존재하지 않는 링크입니다  | 링크 주소를 끝까지 복사했는지 확인해 주세요.      | 홈으로 가기 | 음악 검색    | 다시 시도 |
      | English  | desktop | /s/AAAAAAAAAAAAAAAAAAAAAAAA   | This link does not exist  | Please check that the whole address was copied. | Go to home  | Search music | Retry     |
      | Korean   | phone   | /s/cut-short                  | 존재하지 않는 링크입니다  | 링크 주소를 끝까지 복사했는지 확인해 주세요.      | 홈으로 가기 | 음악 검색    | 다시 시도 |
      | English  | phone   | /s/cut-short                  | This link does not exist  | Please check that the whole address was copied. | Go to home  | Search music | Retry     |

  Scenario Outline: A shared shortlist that fails to load offers a retry
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note | time |
      | 1     |      |      |
    And loading a shared shortlist fails, both when the page is served and when the browser asks for it
    And a visitor who reads Cue Connect in <language> on a desktop
    When the visitor opens the share link
    Then the page "<title>" is shown
    When the visitor follows "<retry>"
    Then the shared shortlist is headed "Night chase temp", described as "Candidates for reel 3", and reads "<shared by>"

    Examples:
      | language | title                              | retry     | shared by            |
      | Korean   | 숏리스트를 불러오지 못했습니다.    | 다시 시도 | 영화좋아 님이 공유함 |
      | English  | The shortlist could not be loaded. | Retry     | Shared by 영화좋아   |

  # A copied link carries the language its sharer read (`?lang=en`): a first-time visitor reads the list in it, a
  # visitor who chose a language keeps theirs.
  Scenario Outline: A shared link opens in its sharer's language, unless the visitor chose one
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                   | time |
      | 2     | For the opening titles |      |
      | 1     | The brass at the drop  | 0:12 |
    And <visitor>
    When the visitor opens the share link as copied by a listener reading <sharer>
    Then the shared shortlist is headed "Night chase temp", described as "Candidates for reel 3", and reads "<shared by>"
    And the shared shortlist "<list>" holds "<first>" then "<second>"
    And the page is marked as written in "<code>"

    Examples:
      | visitor                                          | sharer  | shared by            | list                     | first                     | second        | code |
      | a visitor who has never been to Cue Connect      | English | Shared by 영화좋아   | Tracks in this shortlist | Glass Garden (Main Theme) | Chase at Dawn | en   |
      | a visitor who has never been to Cue Connect      | Korean  | 영화좋아 님이 공유함 | 이 숏리스트의 곡         | 유리 정원 - 메인 테마     | 새벽의 추격   | ko   |
      | a visitor who reads Cue Connect in Korean        | English | 영화좋아 님이 공유함 | 이 숏리스트의 곡         | 유리 정원 - 메인 테마     | 새벽의 추격   | ko   |
      | a visitor who reads Cue Connect in English       | Korean  | Shared by 영화좋아   | Tracks in this shortlist | Glass Garden (Main Theme) | Chase at Dawn | en   |

  Scenario Outline: The server sends a shared link's page in the link's language, unless the visitor's cookie chose one
    Given the listener "user@cue.test" shared the shortlist "Night chase temp", described as "Candidates for reel 3", with these tracks:
      | track | note                   | time |
      | 2     | For the opening titles |      |
      | 1     | The brass at the drop  | 0:12 |
    When a browser <cookie> asks the server for the share link as copied by a listener reading <sharer>
    Then the page the server sends is marked as written in "<code>" and reads "<shared by>"

    Examples:
      | cookie                              | sharer  | code | shared by            |
      | without a language cookie           | English | en   | Shared by 영화좋아   |
      | without a language cookie           | Korean  | ko   | 영화좋아 님이 공유함 |
      | whose language cookie says "ko"     | English | ko   | 영화좋아 님이 공유함 |
