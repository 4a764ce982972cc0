Feature: Shortlists
  A listener keeps candidate tracks in shortlists: creates, renames, describes and deletes them, orders the
  tracks by dragging or with the keyboard, writes a note with a time on each track, removes tracks, plays the
  whole list, and plays a track from a note's time in the persistent player.

  Scenario Outline: A listener with no shortlists is told so and creates one
    Given a listener in <language> with no shortlists
    And the window is <width> pixels wide
    When the listener opens their shortlists
    Then the shortlist page says "<empty>"
    When the listener types "Night chase" into "<name>"
    And the listener types "Cues for the chase" into "<description>"
    And the listener presses "<create>" on the shortlist page
    Then the shortlists list "Night chase" with "<count>" and "<not shared>"
    And the page does not scroll sideways

    Examples:
      | language | width | empty                                                                                                 | name  | description        | create              | count    | not shared |
      | Korean   | 1440  | 아직 숏리스트가 없습니다. 아래에서 만들거나, 곡 목록에서 곡을 새 목록에 추가하세요.                         | 이름  | 설명 (선택)        | 숏리스트 만들기     | 0곡      | 공유 안 함 |
      | English  | 1440  | You have no shortlists yet. Create one below, or add a track to a new list from any track list.     | Name  | Description (optional) | Create shortlist | 0 tracks | Not shared |
      | Korean   | 390   | 아직 숏리스트가 없습니다. 아래에서 만들거나, 곡 목록에서 곡을 새 목록에 추가하세요.                         | 이름  | 설명 (선택)        | 숏리스트 만들기     | 0곡      | 공유 안 함 |
      | English  | 390   | You have no shortlists yet. Create one below, or add a track to a new list from any track list.     | Name  | Description (optional) | Create shortlist | 0 tracks | Not shared |

  Scenario Outline: A shortlist's name and description follow the rules
    Given a listener in <language> with no shortlists
    When the listener opens their shortlists
    And the listener types "<name value>" into "<name>"
    And the listener types <description length> letters into "<description>"
    And the listener presses "<create>" on the shortlist page
    Then the field says "<message>"

    Examples:
      | language | name  | description            | create           | name value                                                    | description length | message                                         |
      | Korean   | 이름  | 설명 (선택)            | 숏리스트 만들기  |                                                               | 0                  | 숏리스트 이름을 입력하세요.                     |
      | English  | Name  | Description (optional) | Create shortlist |                                                               | 0                  | Enter a name for the shortlist.                 |
      | Korean   | 이름  | 설명 (선택)            | 숏리스트 만들기  | aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa | 0                  | 이름은 60자까지 입력할 수 있습니다.             |
      | English  | Name  | Description (optional) | Create shortlist | aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa | 0                  | The name can be at most 60 characters.          |
      | Korean   | 이름  | 설명 (선택)            | 숏리스트 만들기  | Night chase                                                   | 501                | 설명은 500자까지 입력할 수 있습니다.            |
      | English  | Name  | Description (optional) | Create shortlist | Night chase                                                   | 501                | The description can be at most 500 characters.  |

  Scenario Outline: A name counts characters as people see them: 31 emoji make a list, as the menu and the server say
    Given a listener in <language> with no shortlists
    When the listener opens their shortlists
    And the listener types "🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬" into "<name>"
    And the listener presses "<create>" on the shortlist page
    Then the shortlists list "🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬🎬" with "<count>" and "<not shared>"

    Examples:
      | language | name | create           | count    | not shared |
      | Korean   | 이름 | 숏리스트 만들기  | 0곡      | 공유 안 함 |
      | English  | Name | Create shortlist | 0 tracks | Not shared |

  Scenario Outline: The 51st shortlist is refused with the limit's message
    Given a listener in <language> who already has 50 shortlists
    When the listener opens their shortlists
    And the listener types "One more" into "<name>"
    And the listener presses "<create>" on the shortlist page
    Then the shortlist page alerts "<message>"
    And the shortlists do not list "One more"

    Examples:
      | language | name | create           | message                              |
      | Korean   | 이름 | 숏리스트 만들기  | 숏리스트는 최대 50개까지 만들 수 있습니다. |
      | English  | Name | Create shortlist | You can have at most 50 shortlists.  |

  Scenario Outline: A shortlist is deleted after a question
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens their shortlists
    Then the shortlists list "Night chase" with "<count>" and "<not shared>"
    When the listener presses "<delete>" on the shortlist page
    And the listener answers "<confirm>"
    Then the shortlists do not list "Night chase"
    And the shortlist page says "<empty>"

    Examples:
      | language | count    | not shared | delete           | confirm | empty                                                                                             |
      | Korean   | 2곡      | 공유 안 함 | Night chase 삭제 | 삭제    | 아직 숏리스트가 없습니다. 아래에서 만들거나, 곡 목록에서 곡을 새 목록에 추가하세요.                     |
      | English  | 2 tracks | Not shared | Delete Night chase | Delete | You have no shortlists yet. Create one below, or add a track to a new list from any track list. |

  Scenario Outline: A shortlist is renamed and described in place
    Given a listener in <language> with an empty shortlist "Night chase"
    When the listener opens the shortlist "Night chase"
    And the listener presses "<edit>" on the shortlist page
    And the listener types "" into "<name>"
    And the listener presses "<save>" on the shortlist page
    Then the field says "<required>"
    When the listener types "Chase candidates" into "<name>"
    And the listener types "For reel 3" into "<description>"
    And the listener presses "<save>" on the shortlist page
    Then the shortlist page heading reads "Chase candidates"
    And the shortlist page says "For reel 3"
    When the listener opens their shortlists
    Then the shortlists list "Chase candidates" with "<count>" and "<not shared>"

    Examples:
      | language | edit                      | name | description            | save | required                        | count    | not shared |
      | Korean   | 이름과 설명 편집          | 이름 | 설명 (선택)            | 저장 | 숏리스트 이름을 입력하세요.     | 0곡      | 공유 안 함 |
      | English  | Edit name and description | Name | Description (optional) | Save | Enter a name for the shortlist. | 0 tracks | Not shared |

  Scenario Outline: Another user's shortlist is not yours, and a missing one is not found
    Given a listener in <language> and a shortlist "Their list" of another user
    When the listener opens the shortlist "Their list"
    Then the shortlist page heading reads "<not yours>"
    When the listener opens the address of a shortlist that does not exist
    Then the shortlist page heading reads "<not found>"

    Examples:
      | language | not yours                 | not found                          |
      | Korean   | 내 숏리스트가 아닙니다.   | 숏리스트를 찾을 수 없습니다.       |
      | English  | This shortlist is not yours. | This shortlist could not be found. |

  Scenario Outline: Tracks are reordered with the keyboard, the new position announced and saved
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    And the window is <width> pixels wide
    When the listener opens the shortlist "Night chase"
    Then the tracks read "<first>" then "<second>"
    When the listener presses the Enter key on "<move up>"
    Then the tracks read "<second>" then "<first>"
    And the page announces "<announcement>"
    When the listener reloads the page
    Then the tracks read "<second>" then "<first>"

    Examples:
      | language | width | first         | second                    | move up                                 | announcement                                                  |
      | Korean   | 1440  | 새벽의 추격   | 유리 정원 - 메인 테마     | 유리 정원 - 메인 테마 위로 이동         | 유리 정원 - 메인 테마을(를) 2곡 중 1번째로 옮겼습니다.        |
      | English  | 1440  | Chase at Dawn | Glass Garden (Main Theme) | Move Glass Garden (Main Theme) up       | Glass Garden (Main Theme) moved to position 1 of 2.           |
      | Korean   | 390   | 새벽의 추격   | 유리 정원 - 메인 테마     | 유리 정원 - 메인 테마 위로 이동         | 유리 정원 - 메인 테마을(를) 2곡 중 1번째로 옮겼습니다.        |
      | English  | 390   | Chase at Dawn | Glass Garden (Main Theme) | Move Glass Garden (Main Theme) up       | Glass Garden (Main Theme) moved to position 1 of 2.           |

  Scenario Outline: Tracks are reordered by dragging, and the order is saved
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener drags "<second>" onto "<first>"
    Then the tracks read "<second>" then "<first>"
    When the listener reloads the page
    Then the tracks read "<second>" then "<first>"

    Examples:
      | language | first         | second                    |
      | Korean   | 새벽의 추격   | 유리 정원 - 메인 테마     |
      | English  | Chase at Dawn | Glass Garden (Main Theme) |

  Scenario Outline: A note with a time is written on a track and plays the track from that time
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    And the window is <width> pixels wide
    When the listener opens the shortlist "Night chase"
    And the listener presses "<edit note>" on the track "<title>"
    And the listener types "Strings at the cut" into "<note>" of the track "<title>"
    And the listener types "0:20" into "<time>" of the track "<title>"
    And the listener presses "<save note>" on the track "<title>"
    Then the track "<title>" shows "Strings at the cut"
    When the listener presses "<play from>" on the track "<title>"
    Then the player shows "<title>" at 20 seconds or a little later
    And the page does not scroll sideways

    Examples:
      | language | width | title                     | edit note | note | time                               | save note | play from       |
      | Korean   | 1440  | 유리 정원 - 메인 테마     | 메모 편집 | 메모 | 곡 안의 시간 (m:ss, 선택)          | 메모 저장 | 0:20부터 재생   |
      | English  | 1440  | Glass Garden (Main Theme) | Edit note | Note | Time in the track (m:ss, optional) | Save note | Play from 0:20  |
      | Korean   | 390   | 유리 정원 - 메인 테마     | 메모 편집 | 메모 | 곡 안의 시간 (m:ss, 선택)          | 메모 저장 | 0:20부터 재생   |
      | English  | 390   | Glass Garden (Main Theme) | Edit note | Note | Time in the track (m:ss, optional) | Save note | Play from 0:20  |

  Scenario Outline: The note's time gives an example within the track, and can be taken from the player
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener presses "<edit note>" on the track "<title>"
    Then "<time>" of the track "<title>" gives the example "0:16"
    And the track "<title>" offers no "<use position>"
    When the listener presses "<play all>" on the shortlist page
    Then the player plays, offering "<pause>", and its elapsed time advances
    When the listener presses "<pause>" in the player
    And the listener presses "<use position>" on the track "<title>"
    Then "<time>" of the track "<title>" holds the player's elapsed time

    Examples:
      | language | title         | edit note | time                               | use position        | play all  | pause    |
      | Korean   | 새벽의 추격   | 메모 편집 | 곡 안의 시간 (m:ss, 선택)          | 플레이어 위치 사용  | 전체 재생 | 일시정지 |
      | English  | Chase at Dawn | Edit note | Time in the track (m:ss, optional) | Use player position | Play all  | Pause    |

  Scenario Outline: A note's time and length follow the rules
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener presses "<edit note>" on the track "<title>"
    And the listener types <note length> letters into "<note>" of the track "<title>"
    And the listener types "<typed>" into "<time>" of the track "<title>"
    And the listener presses "<save note>" on the track "<title>"
    Then the field says "<message>"

    Examples:
      | language | title                     | edit note | note | time                               | save note | note length | typed | message                                          |
      | Korean   | 새벽의 추격               | 메모 편집 | 메모 | 곡 안의 시간 (m:ss, 선택)          | 메모 저장 | 5           | 1:5   | 시간은 m:ss 형식으로 입력하세요. 예: 0:16        |
      | English  | Chase at Dawn             | Edit note | Note | Time in the track (m:ss, optional) | Save note | 5           | 1:5   | Type the time as m:ss, for example 0:16.         |
      | Korean   | 새벽의 추격               | 메모 편집 | 메모 | 곡 안의 시간 (m:ss, 선택)          | 메모 저장 | 5           | 5:00  | 시간은 곡 길이 안이어야 합니다. 최대 0:32.       |
      | English  | Chase at Dawn             | Edit note | Note | Time in the track (m:ss, optional) | Save note | 5           | 5:00  | The time must be within the track, at most 0:32. |
      | Korean   | 새벽의 추격               | 메모 편집 | 메모 | 곡 안의 시간 (m:ss, 선택)          | 메모 저장 | 501         |       | 메모는 500자까지 입력할 수 있습니다.             |
      | English  | Chase at Dawn             | Edit note | Note | Time in the track (m:ss, optional) | Save note | 501         |       | The note can be at most 500 characters.          |

  Scenario Outline: A track is removed from a shortlist after a question
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener presses "<remove>" on the shortlist page
    And the listener answers "<confirm>"
    Then the tracks read "<kept>" only
    When the listener opens their shortlists
    Then the shortlists list "Night chase" with "<count>" and "<not shared>"

    Examples:
      | language | remove              | confirm | kept                      | count   | not shared |
      | Korean   | 새벽의 추격 빼기    | 빼기    | 유리 정원 - 메인 테마     | 1곡     | 공유 안 함 |
      | English  | Remove Chase at Dawn | Remove | Glass Garden (Main Theme) | 1 track | Not shared |

  Scenario Outline: Play all puts the whole shortlist in the player, in order
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener presses "<play all>" on the shortlist page
    Then the player shows "<first>" at 0 seconds or a little later

    Examples:
      | language | play all  | first         |
      | Korean   | 전체 재생 | 새벽의 추격   |
      | English  | Play all  | Chase at Dawn |
