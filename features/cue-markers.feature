Feature: Cue markers
  A musician points listeners to the moments of a track that matter: up to 8 cue markers per track, each a
  time typed as m:ss inside the track and a label in Korean and in English (1 to 40 characters each), no two
  at the same second. Listeners see them as a list under the track: a marker plays the track from there, and
  "copy link" gives the track's link starting at the marker.

  Scenario Outline: Every marker rule is named under its field in the upload form
    Given a musician on the music upload page in <language> on a <screen>
    When the musician fills in a track with the music file "ninety-seconds.wav"
    And the musician adds these cue markers:
      | time | ko        | en                                        |
      | 1:5  | 도입      | Intro                                     |
      | 1:30 | 끝        | The end                                   |
      | 0:42 | 메인 테마 | Main theme                                |
      | 0:42 |           | Again                                     |
      | 0:50 | 긴 이름   | xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx |
    And the musician sends the form
    Then the cue marker fields say:
      | marker | field         | message    |
      | 1      | time          | <format>   |
      | 2      | time          | <outside>  |
      | 4      | time          | <same>     |
      | 4      | Korean label  | <required> |
      | 5      | English label | <tooLong>  |
    And nothing is being uploaded

    Examples:
      | language | screen  | format                                     | outside                                              | same                                          | required                | tooLong                                                 |
      | Korean   | desktop | 시간을 분:초 형식으로 입력해 주세요. 예: 0:42 | 시간은 트랙 길이 안(1:30 전)이어야 합니다.           | 같은 시간(초)에 큐 마커를 두 개 둘 수 없습니다. | 이름을 입력해 주세요.   | 이름은 최대 40자까지 입력할 수 있습니다. (현재 41자)    |
      | English  | desktop | Type the time as m:ss, for example 0:42.   | The time must be inside the track (before 1:30).     | Two cue markers cannot be at the same second. | Please enter a label.   | A label can be at most 40 characters (now 41).          |
      | Korean   | phone   | 시간을 분:초 형식으로 입력해 주세요. 예: 0:42 | 시간은 트랙 길이 안(1:30 전)이어야 합니다.           | 같은 시간(초)에 큐 마커를 두 개 둘 수 없습니다. | 이름을 입력해 주세요.   | 이름은 최대 40자까지 입력할 수 있습니다. (현재 41자)    |
      | English  | phone   | Type the time as m:ss, for example 0:42.   | The time must be inside the track (before 1:30).     | Two cue markers cannot be at the same second. | Please enter a label.   | A label can be at most 40 characters (now 41).          |

  Scenario Outline: A ninth marker cannot be added, and the form says why until one is removed
    Given a musician on the music upload page in <language>
    When the musician adds 8 cue markers
    Then "Add marker" is disabled and the form says "<reason>"
    When the musician removes cue marker 3
    Then "Add marker" can be pressed again
    And the focus is on the time of cue marker 3

    Examples:
      | language | reason                                            |
      | Korean   | 큐 마커는 트랙당 최대 8개까지 추가할 수 있습니다. |
      | English  | A track can have at most 8 cue markers.           |

  Scenario Outline: The edit form shows the track's markers and checks every rule against the track's length
    Given a musician who reads Cue Connect in <language>
    When the musician edits their first track from the musician profile
    Then the cue marker fields hold:
      | time | ko        | en               |
      | 0:04 | 긴장 고조 | Tension builds   |
      | 0:12 | 추격 시작 | The chase begins |
      | 0:24 | 클라이맥스 | Climax          |
    When the musician changes cue marker 2 to:
      | time | ko        | en                                        |
      | 0:04 | 추격 시작 | xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx |
    And the musician changes cue marker 3 to:
      | time | ko | en     |
      | 0:2  |    | Climax |
    And the musician adds these cue markers:
      | time | ko | en      |
      | 0:32 | 끝 | The end |
    And the musician sends the form
    Then the cue marker fields say:
      | marker | field         | message    |
      | 2      | time          | <same>     |
      | 2      | English label | <tooLong>  |
      | 3      | time          | <format>   |
      | 3      | Korean label  | <required> |
      | 4      | time          | <outside>  |
    When the musician adds cue markers until there are 8
    Then "Add marker" is disabled and the form says "<limit>"

    Examples:
      | language | format                                     | outside                                    | same                                          | required              | tooLong                                              | limit                                             |
      | Korean   | 시간을 분:초 형식으로 입력해 주세요. 예: 0:42 | 시간은 트랙 길이 안(0:32 전)이어야 합니다. | 같은 시간(초)에 큐 마커를 두 개 둘 수 없습니다. | 이름을 입력해 주세요. | 이름은 최대 40자까지 입력할 수 있습니다. (현재 41자) | 큐 마커는 트랙당 최대 8개까지 추가할 수 있습니다. |
      | English  | Type the time as m:ss, for example 0:42.   | The time must be inside the track (before 0:32). | Two cue markers cannot be at the same second. | Please enter a label. | A label can be at most 40 characters (now 41).       | A track can have at most 8 cue markers.           |

  Scenario Outline: A saved marker is listed under the track, on its page and on the musician's page
    Given a musician on the music upload page in <language> on a <screen>
    When the musician fills in a track with the music file "ninety-seconds.wav"
    And the musician adds these cue markers:
      | time | ko        | en         |
      | 0:42 | 메인 테마 | Main theme |
      | 0:05 | 도입      | Intro      |
    And the musician sends the form
    And the musician opens the new track's page
    Then the track's cue markers read "<listed>"
    When the musician opens their musician page
    Then the new track's row lists the cue markers "<listed>"

    Examples:
      | language | screen  | listed                          |
      | Korean   | desktop | 0:05 도입, 0:42 메인 테마       |
      | English  | desktop | 0:05 Intro, 0:42 Main theme     |
      | Korean   | phone   | 0:05 도입, 0:42 메인 테마       |
      | English  | phone   | 0:05 Intro, 0:42 Main theme     |

  Scenario Outline: Removing every marker in the edit form removes the list
    Given a musician who reads Cue Connect in <language>
    When the musician edits their first track from the musician profile
    And the musician removes cue marker 1
    And the musician removes cue marker 1
    And the musician removes cue marker 1
    Then the focus is on "<add>"
    When the musician sends the form
    And the musician is back on the musician profile
    And the listener opens the page of the musician's first track
    Then no cue markers are listed

    Examples:
      | language | add        |
      | Korean   | 마커 추가  |
      | English  | Add marker |

  Scenario Outline: A marker plays the track from its time, by click or with the keyboard
    Given a visitor who reads Cue Connect in <language> on a <screen>
    When the listener opens the page of the musician's first track
    Then the track's cue markers read "<listed>"
    When the listener <action> the cue marker "<marker>"
    Then the player plays from <time>

    Examples:
      | language | screen  | listed                                                | action          | marker              | time |
      | Korean   | desktop | 0:04 긴장 고조, 0:12 추격 시작, 0:24 클라이맥스       | clicks          | 0:12 추격 시작      | 0:12 |
      | English  | desktop | 0:04 Tension builds, 0:12 The chase begins, 0:24 Climax | clicks        | 0:12 The chase begins | 0:12 |
      | Korean   | phone   | 0:04 긴장 고조, 0:12 추격 시작, 0:24 클라이맥스       | presses Enter on | 0:24 클라이맥스    | 0:24 |
      | English  | phone   | 0:04 Tension builds, 0:12 The chase begins, 0:24 Climax | presses Enter on | 0:24 Climax     | 0:24 |
      | English  | desktop | 0:04 Tension builds, 0:12 The chase begins, 0:24 Climax | presses Space on | 0:04 Tension builds | 0:04 |

  Scenario Outline: Copy link gives the track link at the marker, and opening it starts there
    Given a visitor who reads Cue Connect in <language> on a desktop
    When the listener opens the page of the musician's first track
    And the listener may use the clipboard
    And the listener copies the link of the cue marker "<marker>"
    Then the marker list says "<copied>"
    And the clipboard holds the musician's first track's link with "t=24"
    When the listener opens the copied link
    Then the player is paused at 0:24

    Examples:
      | language | marker          | copied                       |
      | Korean   | 0:24 클라이맥스 | 0:24 링크를 복사했습니다.    |
      | English  | 0:24 Climax     | Link to 0:24 copied.         |

  Scenario Outline: Registration step 2 takes cue markers too
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    And the musician fills in a track with the music file "ninety-seconds.wav"
    And the musician adds these cue markers:
      | time | ko        | en         |
      | 0:42 | 메인 테마 | Main theme |
    And the musician sends the form
    Then step 2 lists the saved track "큐 마커 테마"
    And the new musician's track "큐 마커 테마" has the cue marker 0:42 "메인 테마" / "Main theme"

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: Markers typed are kept when the save fails, and the next try saves them
    Given a musician on the music upload page in <language>
    And the server fails to save the music information once
    When the musician fills in a track with the music file "ninety-seconds.wav"
    And the musician adds these cue markers:
      | time | ko        | en         |
      | 0:42 | 메인 테마 | Main theme |
    And the musician sends the form
    Then the page says "<failure>"
    And the cue marker fields hold:
      | time | ko        | en         |
      | 0:42 | 메인 테마 | Main theme |
    When the musician sends the form
    And the musician opens the new track's page
    Then the track's cue markers read "<listed>"

    Examples:
      | language | failure                               | listed         |
      | Korean   | 음악 정보 저장에 실패했습니다.        | 0:42 메인 테마 |
      | English  | Failed to save the music information. | 0:42 Main theme |
