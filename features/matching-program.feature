Feature: The Film Music Matching Program's public page
  The festival's industry program runs the Film Music Matching Program in rounds. Anyone can read the open
  round's page: what it is, when film projects and composers can take part (in festival time, Korea), how many
  places there are, the days of the 1:1 meetings and how each side takes part. When no round is open, the page
  says so and points to the notices.

  Scenario Outline: Anyone reads the open round, its dates in festival time and its places
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the matching program page
    Then the matching program page is headed "<name>"
    And the row "<projects>" says "<projects window>"
    And the row "<meetings>" says "<first day>"
    And the matching program page says "<places>"

    Examples:
      | language | name                             | projects           | projects window                                             | meetings     | first day      | places                                               |
      | Korean   | 2026 영화음악 매칭 프로그램      | 영화 프로젝트 접수 | 2026년 11월 1일 오전 12:00 ~ 2027년 1월 31일 오후 6:00      | 1:1 미팅     | 2027년 3월 4일 | 영화 프로젝트 20편과 작곡가 40명을 선정합니다.       |
      | English  | 2026 Film Music Matching Program | Film projects      | November 1, 2026 at 12:00 AM to January 31, 2027 at 6:00 PM | 1:1 meetings | March 4, 2027  | The round selects 20 film projects and 40 composers. |

  Scenario Outline: The home page and the notice board lead to the open round
    Given a visitor who reads Cue Connect in <language>
    When the visitor follows "<home link>" on the home page
    Then the matching program page is headed "<name>"
    When the visitor follows "<board link>" on the notice board, which names "<name>"
    Then the matching program page is headed "<name>"

    Examples:
      | language | home link                                    | board link       | name                             |
      | Korean   | 영화음악 매칭 프로그램 참가 안내             | 참가 안내 보기   | 2026 영화음악 매칭 프로그램      |
      | English  | Take part in the Film Music Matching Program | How to take part | 2026 Film Music Matching Program |

  Scenario Outline: Each window says where it stands: open until it closes, or when it opens
    Given the program office has opened a round whose composer window opens in 5 days
    And a visitor who reads Cue Connect in <language>
    When the visitor opens the matching program page
    Then the matching program page is headed "<name>"
    And the row "<projects>" says "<open>"
    And the row "<composers>" says "<upcoming>"

    Examples:
      | language | name                       | projects           | open     | composers             | upcoming  |
      | Korean   | 2027 봄 매칭 라운드        | 영화 프로젝트 접수 | 접수 중 · | 작곡가 지원           | 접수 시작 |
      | English  | 2027 Spring Matching Round | Film projects      | Open ·   | Composer applications | Opens     |

  Scenario Outline: No round is open
    Given the program office has closed the open round
    And a visitor who reads Cue Connect in <language>
    When the visitor opens the matching program page
    Then the matching program page is headed "<message>"
    And the matching program page says "<notices>"

    Examples:
      | language | message                             | notices         |
      | Korean   | 지금 열린 매칭 프로그램이 없습니다. | 공지사항 보기   |
      | English  | No matching program is open now.    | See the notices |
