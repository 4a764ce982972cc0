Feature: Keyboard shortcuts of the player
  While the player shows a track, a few keys work anywhere on the page except in text fields: Space plays
  or pauses (not on a button or link, where Space presses it), the Left and Right arrows move 5 seconds
  (not in a field or on a slider), M mutes and unmutes, and "?" lists them. The list also opens from the
  player's "Keyboard shortcuts" button, and each shortcut can be switched off there (WCAG 2.1.4): the
  choice is remembered in the browser.

  Scenario Outline: Space plays and pauses
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener presses the key "Space" on the page
    Then the player plays, offering "<pause>", and its elapsed time advances
    When the listener presses the key "Space" on the page
    Then nothing plays: the player offers "<play>"

    Examples:
      | language | play | pause    |
      | Korean   | 재생 | 일시정지 |
      | English  | Play | Pause    |

  Scenario Outline: Space in a text field types a space and does not play
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/search-details?track=1"
    When the listener types "dawn chase" in the search box
    Then the search box holds "dawn chase"
    And nothing plays: the player offers "<play>"

    Examples:
      | language | play |
      | Korean   | 재생 |
      | English  | Play |

  Scenario Outline: The arrow keys move 5 seconds
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1&t=10"
    When the listener presses the key "<key>" on the page
    Then the player's elapsed time reads "<elapsed>"
    And the track's audio is at <at> seconds

    Examples:
      | language | key        | elapsed | at |
      | Korean   | ArrowRight | 0:15    | 15 |
      | English  | ArrowLeft  | 0:05    | 5  |

  Scenario Outline: M mutes and unmutes
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener presses the key "m" on the page
    Then the player offers "<unmute>" and its sound is off
    When the listener presses the key "m" on the page
    Then the player offers "<mute>" and its sound is on

    Examples:
      | language | mute   | unmute      |
      | Korean   | 음소거 | 음소거 해제 |
      | English  | Mute   | Unmute      |

  Scenario Outline: "?" lists the shortcuts
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener presses the key "?" on the page
    Then the dialog "<title>" says "<intro>"
    And it lists the shortcuts "<shortcuts>", each switched on

    Examples:
      | language | title         | intro                                                                                  | shortcuts                                                                                                 |
      | Korean   | 단축키        | 입력란 밖에서는 페이지 어디서나 이 키를 쓸 수 있습니다. 원하지 않는 단축키는 끌 수 있습니다. | 스페이스: 재생 또는 일시정지 / ← →: 5초 뒤로 또는 앞으로 / M: 음소거 또는 해제 / ?: 단축키 목록 보기 |
      | English  | Keyboard shortcuts | These keys work anywhere on the page outside text fields. Switch off any you do not want. | Space: Play or pause / ← →: Back or forward 5 seconds / M: Mute or unmute / ?: Show the keyboard shortcuts |

  Scenario Outline: A shortcut switched off does nothing, and stays off after a reload
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener presses "<shortcuts>" in the player
    And the listener switches off "<mute shortcut>" and closes the dialog
    And the listener presses the key "m" on the page
    Then the player offers "<mute>" and its sound is on
    When the visitor reloads the page and presses the key "m"
    Then the player offers "<mute>" and its sound is on

    Examples:
      | language | shortcuts          | mute shortcut   | mute   |
      | Korean   | 단축키             | 음소거 또는 해제 | 음소거 |
      | English  | Keyboard shortcuts | Mute or unmute  | Mute   |
