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

  Scenario Outline: Cancelling an edit with unsaved changes asks first
    Given a musician who reads Cue Connect in <language>
    When the musician edits their first track from the musician profile
    And the musician types the title "<title>"
    And the musician presses "<cancel>" in the track form
    Then the page asks "<question>"
    When the musician answers "<stay>"
    Then the title still reads "<title>"
    When the musician presses "<cancel>" in the track form
    And the musician answers "<leave>"
    Then the musician is back on the musician profile

    Examples:
      | language | title         | cancel | question                                                                   | stay         | leave                |
      | Korean   | 고쳐 쓴 테마  | 취소   | 저장하지 않은 변경 사항이 있습니다. 지금 나가면 입력한 내용이 사라집니다.  | 계속 편집    | 저장하지 않고 나가기 |
      | English  | Revised Theme | Cancel | You have unsaved changes. If you leave now, what you entered will be lost. | Keep editing | Leave without saving |

  Scenario Outline: Cancelling an edit without changes goes straight back
    Given a musician who reads Cue Connect in <language>
    When the musician edits their first track from the musician profile
    And the musician presses "<cancel>" in the track form
    Then the musician is back on the musician profile

    Examples:
      | language | cancel |
      | Korean   | 취소   |
      | English  | Cancel |

  Scenario Outline: On edit the music file may stay as it is
    Given a musician who reads Cue Connect in <language>
    When the musician edits their first track from the musician profile
    Then the field "<field>" is marked "<optional>" and hints "<hint>"

    Examples:
      | language | field      | optional   | hint                                                          |
      | Korean   | 음악 파일  | (선택)     | WAV 또는 MP3, 최대 150MB. 비워 두면 지금 파일을 그대로 씁니다. |
      | English  | Music file | (optional) | WAV or MP3, up to 150 MB. Leave empty to keep the current file. |
