Feature: Notices
  Everyone can read the notices of Cue Connect: a list, ten a page, with the pinned notices first and
  marked as pinned, and each notice on its own page with its title, date and text. A notice's text is
  always shown as plain text: markup in it is shown literally and never runs.

  Scenario Outline: The notice list shows the pinned notices first and pages on
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the notice list
    Then the notice list starts with "<first>" and "<second>", both marked "<pinned>"
    When the visitor goes to page 2 of the notice list
    Then the notice list starts with "<page two first>" and the address names page 2

    Examples:
      | language | first                                                | second                               | pinned | page two first                        |
      | Korean   | 2026 영화음악 매칭 프로그램 참가 작곡가 모집         | Cue Connect 이용 안내                | 고정   | 영문 프로필 작성 팁                   |
      | English  | Call for composers: 2026 Film Music Matching Program | Welcome to Cue Connect: how it works | Pinned | Tips for writing your English profile |

  Scenario Outline: Opening a notice shows its title and text, and leads back to the list
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the notice "<title>" from the notice list
    Then the notice page shows the heading "<title>" and the text "<text>"
    When the visitor follows "<back>" on the notice page
    Then the notice list starts with "<first>"

    Examples:
      | language | title                  | text                                                                  | back                | first                                                |
      | Korean   | 모바일 화면 개선       | 모바일에서 메뉴와 음악 플레이어를 더 쉽게 쓸 수 있도록 화면을 개선했습니다. | 공지사항 목록으로   | 2026 영화음악 매칭 프로그램 참가 작곡가 모집         |
      | English  | Improved mobile layout | The menu and the music player are now easier to use on mobile.        | Back to notices     | Call for composers: 2026 Film Music Matching Program |

  Scenario Outline: Markup in a notice is shown as text and never runs
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the notice with the security check
    Then the notice page shows the heading "<title>" and the text "<payload>"
    And nothing written in the notice has run

    Examples:
      | language | title               | payload                                                          |
      | Korean   | 보안 점검 안내      | <script>alert('x')</script> and <img src=x onerror=alert(1)> |
      | English  | Security check notice | <script>alert('x')</script> and <img src=x onerror=alert(1)> |

  Scenario Outline: A notice that does not exist is told so
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the notice 999, which does not exist
    Then the notice page says "<message>"

    Examples:
      | language | message                        |
      | Korean   | 공지사항을 찾을 수 없습니다.   |
      | English  | The notice could not be found. |

  Scenario Outline: A notice list that fails to load can be tried again
    Given a visitor in <language> for whom the notice list fails to load once
    When the visitor opens the notice list
    Then the notice list says "<message>"
    When the visitor presses "<retry>" on the notice list
    Then the notice list starts with "<first>"

    Examples:
      | language | message                          | retry     | first                                                |
      | Korean   | 공지사항을 불러오지 못했습니다.  | 다시 시도 | 2026 영화음악 매칭 프로그램 참가 작곡가 모집         |
      | English  | Failed to load the notices.      | Retry     | Call for composers: 2026 Film Music Matching Program |
