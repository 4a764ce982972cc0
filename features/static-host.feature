Feature: Shared links on a static host
  The app can be published on any static file host (GitHub Pages, a storage bucket), with the demo data
  running in the browser. Someone who receives a link to a search, a musician, a track or the notices
  opens it there and sees that page, in the language they chose, not the host's "page not found".

  Scenario Outline: A shared link opened from a static host shows the page
    Given Cue Connect is published on a static host that knows no rewrites
    And a visitor who reads Cue Connect in <language>
    When the visitor opens the shared link "<link>" from that host
    Then the page is headed "<heading>" and shows "<content>"

    Examples:
      | language | link                    | heading                                             | content                                             |
      | Korean   | /search-details?q=chase | 음악 검색                                           | 새벽의 추격                                         |
      | English  | /search-details?q=chase | Search Music                                        | Chase at Dawn                                       |
      | Korean   | /musician-details/1     | 한도윤                                              | 새벽의 추격                                         |
      | English  | /musician-details/1     | Doyun Han                                           | Chase at Dawn                                       |
      | Korean   | /music-details/1        | 새벽의 추격                                         | 한도윤                                              |
      | English  | /music-details/1        | Chase at Dawn                                       | Doyun Han                                           |
      | Korean   | /notice-list            | 공지사항                                            | 2026 영화음악 매칭 프로그램 참가 작곡가 모집        |
      | English  | /notice-list            | Notices                                             | Call for composers: 2026 Film Music Matching Program |
