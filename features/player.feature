Feature: Player
  Every page of Cue Connect shares one player at the bottom of the screen. A shared track link opens its
  track in the player, paused at the shared time: sound only starts when the listener presses Play. The
  music keeps playing while the listener moves between pages; the seek slider works with the keyboard and
  reads its position in the listener's language. A play counts once per listener and track in a session,
  after 30 seconds or half the track, whichever comes first. The player's like button is the one of every
  list (same state and count; a visitor is offered the login), and after a reload the queue, the track and
  its position come back, paused, without the tracks deleted meanwhile.

  Scenario Outline: A shared track link opens the track paused at the shared time
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the shared track link "/musician-details/1?track=1&t=12"
    Then the player shows "<title>" by "<musician>" at "0:12" of "0:32"
    And nothing plays yet: the player offers "<play>"

    Examples:
      | language | title         | musician  | play |
      | Korean   | 새벽의 추격   | 한도윤    | 재생 |
      | English  | Chase at Dawn | Doyun Han | Play |

  Scenario Outline: Pressing Play plays the shared track
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1&t=3"
    When the listener presses "<play>" in the player
    Then the player plays, offering "<pause>", and its elapsed time advances

    Examples:
      | language | play | pause    |
      | Korean   | 재생 | 일시정지 |
      | English  | Play | Pause    |

  Scenario Outline: The keyboard moves the playback position, which is read in the listener's language
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1&t=<start>"
    When the listener presses "<key>" on the player's "<seek>" slider
    Then the player's elapsed time reads "<elapsed>"
    And the player's "<seek>" slider reads "<spoken>"
    And the track's audio is at <at> seconds

    Examples:
      | language | seek      | start | key        | elapsed | spoken                   | at |
      | Korean   | 재생 위치 | 10    | ArrowRight | 0:15    | 15초 / 32초              | 15 |
      | English  | Seek      | 10    | ArrowLeft  | 0:05    | 5 seconds of 32 seconds  | 5  |
      | Korean   | 재생 위치 | 1     | PageUp     | 0:31    | 31초 / 32초              | 31 |
      | English  | Seek      | 20    | PageDown   | 0:00    | 0 seconds of 32 seconds  | 0  |
      | English  | Seek      | 20    | End        | 0:32    | 32 seconds of 32 seconds | 32 |
      | Korean   | 재생 위치 | 20    | Home       | 0:00    | 0초 / 32초               | 0  |

  Scenario Outline: Playing from a later point fetches only that part of the audio
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener presses "PageUp" on the player's "<seek>" slider
    And the listener presses "<play>" in the player
    Then the player asked the server for the audio from that point, and got only that part

    Examples:
      | language | seek      | play |
      | Korean   | 재생 위치 | 재생 |
      | English  | Seek      | Play |

  Scenario Outline: The music keeps playing on another page
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener presses "<play>" in the player
    And the visitor chooses "<notices>" in the side navigation
    Then the address is "/notice-list"
    And the player plays, offering "<pause>", and its elapsed time advances

    Examples:
      | language | play | pause    | notices |
      | Korean   | 재생 | 일시정지 | 공지사항 |
      | English  | Play | Pause    | Notice  |

  Scenario Outline: Listening to half a track counts one play; a replay, even as a new listener on the same computer that day, does not
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/9?track=14" of a 20-second track
    When the listener plays it in the player for 11 seconds
    Then the track's play count has gone up by 1
    When the visitor reloads the page and plays the track in the player for 11 seconds again
    Then the track's play count has still gone up by only 1
    When the visitor reloads the page as a new listener and plays the track in the player for 11 seconds again
    Then the track's play count has still gone up by only 1

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: A shared link to a track that does not exist says so
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the shared track link to a missing track "/musician-details/1?track=99999"
    Then a toast says "<message>"

    Examples:
      | language | message                                |
      | Korean   | 공유된 곡을 찾을 수 없습니다.          |
      | English  | The shared track could not be found.   |

  Scenario Outline: "Play all" on a musician's page queues their tracks in the player
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/musician-details/1"
    And the listener presses "<play all>" above the musician's track list
    Then the player plays "<first>", offering "<pause>"
    When the listener presses "<next>" in the player
    Then the player plays "<second>", offering "<pause>"
    And the player's queue lists "<first>" then "<second>", marking "<second>" as playing

    Examples:
      | language | play all | pause    | next    | first         | second                    |
      | Korean   | 전체 재생 | 일시정지 | 다음 곡 | 새벽의 추격   | 유리 정원 - 메인 테마     |
      | English  | Play all | Pause    | Next    | Chase at Dawn | Glass Garden (Main Theme) |

  Scenario Outline: A listener likes the playing track in the player, and its row agrees
    Given a listener who is logged in and reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=2"
    When the listener presses "<like>" in the player
    Then the player's like "<like>" is on with the count 1
    And the like "<like>" is on with the count 1

    Examples:
      | language | like                           |
      | Korean   | 유리 정원 - 메인 테마 좋아요   |
      | English  | Like Glass Garden (Main Theme) |

  Scenario Outline: A visitor who presses like in the player is offered the login
    Given a visitor who reads Cue Connect in <language>
    And the visitor opened the shared track link "/musician-details/1?track=2"
    When the listener presses "<like>" in the player
    Then the track list offers "<offer>" with "<login>"

    Examples:
      | language | like                           | offer                        | login  |
      | Korean   | 유리 정원 - 메인 테마 좋아요   | 로그인하고 좋아요를 누르세요 | 로그인 |
      | English  | Like Glass Garden (Main Theme) | Log in to like music         | Log in |

  Scenario Outline: After a reload the queue, the track and the position come back, paused
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/musician-details/1"
    And the listener presses "<play all>" above the musician's track list
    And the listener presses "<next>" in the player
    And the listener presses "<pause>" in the player
    And the listener presses "Home" on the player's "<seek>" slider
    And the listener presses "PageUp" on the player's "<seek>" slider
    And the visitor reloads the page
    Then the player shows "<second>" by "<musician>" at "0:30" of "0:40"
    And nothing plays yet: the player offers "<play>"
    And the player's queue lists "<first>" then "<second>", marking "<second>" as playing

    Examples:
      | language | play all  | next    | pause    | play | seek      | first         | second                    | musician  |
      | Korean   | 전체 재생 | 다음 곡 | 일시정지 | 재생 | 재생 위치 | 새벽의 추격   | 유리 정원 - 메인 테마     | 한도윤    |
      | English  | Play all  | Next    | Pause    | Play | Seek      | Chase at Dawn | Glass Garden (Main Theme) | Doyun Han |

  Scenario Outline: A track deleted since is left out of the queue that comes back
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/musician-details/1"
    And the listener presses "<play all>" above the musician's track list
    And the listener presses "<pause>" in the player
    And the musician deletes the track "Chase at Dawn"
    And the visitor reloads the page
    Then the player shows "<second>" by "<musician>" at "0:00" of "0:40"
    And nothing plays yet: the player offers "<play>"
    And the player's queue lists only "<second>"

    Examples:
      | language | play all  | pause    | play | second                    | musician  |
      | Korean   | 전체 재생 | 일시정지 | 재생 | 유리 정원 - 메인 테마     | 한도윤    |
      | English  | Play all  | Pause    | Play | Glass Garden (Main Theme) | Doyun Han |
