Feature: Music edit
  A musician edits a track from their musician profile: its title, description, genre and keywords, and
  optionally a new music file or cover. The edit page cannot be opened any other way.

  Scenario Outline: Opening the edit address directly is refused
    Given a musician who reads Cue Connect in <language>
    When the musician opens the edit address of their first track directly
    Then the page is headed "<title>"

    Examples:
      | language | title         |
      | Korean   | 접근 거부     |
      | English  | Access Denied |

  Scenario Outline: A track is renamed from the musician profile
    Given a musician who reads Cue Connect in <language>
    When the musician edits their first track from the musician profile
    And the musician renames it "<title>" and saves
    Then the musician is back on the musician profile
    And their first track is titled "<title>"

    Examples:
      | language | title         |
      | Korean   | 고쳐 쓴 테마  |
      | English  | Revised Theme |

  Scenario Outline: A new cover cannot be sent
    Given a musician who reads Cue Connect in <language>
    And the server refuses to receive covers
    When the musician edits their first track from the musician profile
    And the musician replaces the cover with "cover.png" and saves
    Then the page says "<message>"

    Examples:
      | language | message                           |
      | Korean   | 앨범 커버 업로드에 실패했습니다.  |
      | English  | Failed to upload the album cover. |
