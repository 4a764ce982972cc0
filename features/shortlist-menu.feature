Feature: Adding a track to a shortlist
  Every track row and the player have "Add to shortlist": a menu of the listener's shortlists, each ticked
  when it holds the track (tick to add, untick to remove) with its track count, and a field that creates a
  new list with the track. Names are 1 to 60 characters; a listener has at most 50 lists and a list at most
  100 tracks; a track is at most once in a list. Failures are said in the menu in the listener's language and
  nothing typed is lost. A visitor is offered the login, which brings them back to the same menu.
  The demo listener's seeded lists: "Festival trailer – temp picks" (3 tracks) and "단편 〈마지막 기차〉 오프닝
  후보" (4 tracks, Chase at Dawn among them), most recently changed first.

  Scenario Outline: The menu shows which of my lists already hold the track
    Given a listener who is logged in and reads Cue Connect in <language>
    And the window is <width> pixels wide
    When the listener searches music for "새벽의 추격" and presses "<button>"
    Then the shortlist menu "<heading>" is open
    And it lists "Festival trailer – temp picks" unticked with "<three>", then "단편 〈마지막 기차〉 오프닝 후보" ticked with "<four>"
    And the shortlist menu is entirely on screen
    And the shortlist menu keeps clear of the window's sides

    Examples:
      | language | width | button                           | heading                          | three    | four     |
      | Korean   | 1440  | 새벽의 추격 숏리스트에 담기      | 새벽의 추격 숏리스트에 담기      | 3곡      | 4곡      |
      | English  | 1440  | Add Chase at Dawn to a shortlist | Add Chase at Dawn to a shortlist | 3 tracks | 4 tracks |
      | Korean   | 390   | 새벽의 추격 숏리스트에 담기      | 새벽의 추격 숏리스트에 담기      | 3곡      | 4곡      |
      | English  | 390   | Add Chase at Dawn to a shortlist | Add Chase at Dawn to a shortlist | 3 tracks | 4 tracks |

  Scenario Outline: Ticking a list adds the track to it
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener ticks "Festival trailer – temp picks" in the shortlist menu
    Then the shortlist menu says "<added>"
    And "Festival trailer – temp picks" is ticked with "<four>" in the shortlist menu
    And after a reload, the menu of "<button>" shows "Festival trailer – temp picks" ticked with "<four>"

    Examples:
      | language | button                           | added                                      | four     |
      | Korean   | 새벽의 추격 숏리스트에 담기      | Festival trailer – temp picks에 담았습니다. | 4곡      |
      | English  | Add Chase at Dawn to a shortlist | Added to Festival trailer – temp picks.    | 4 tracks |

  Scenario Outline: Unticking a list takes the track out of it
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener unticks "단편 〈마지막 기차〉 오프닝 후보" in the shortlist menu
    Then the shortlist menu says "<removed>"
    And "단편 〈마지막 기차〉 오프닝 후보" is unticked with "<three>" in the shortlist menu
    And after a reload, the menu of "<button>" shows "단편 〈마지막 기차〉 오프닝 후보" unticked with "<three>"

    Examples:
      | language | button                           | removed                                      | three    |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 단편 〈마지막 기차〉 오프닝 후보에서 뺐습니다. | 3곡      |
      | English  | Add Chase at Dawn to a shortlist | Removed from 단편 〈마지막 기차〉 오프닝 후보.  | 3 tracks |

  Scenario Outline: A new list is created with the track
    Given a listener who is logged in and reads Cue Connect in <language>
    And the window is <width> pixels wide
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener types "Chase cues" as the new shortlist name
    And the listener presses "<create>" in the shortlist menu
    Then the shortlist menu says "<created>"
    And "Chase cues" is ticked with "<one>" in the shortlist menu
    And the new shortlist name is empty again
    And user@cue.test has 3 shortlists

    Examples:
      | language | width | button                           | create | created                                  | one     |
      | Korean   | 1440  | 새벽의 추격 숏리스트에 담기      | 만들기 | 새 숏리스트에 이 곡을 담았습니다: Chase cues | 1곡     |
      | English  | 1440  | Add Chase at Dawn to a shortlist | Create | Created Chase cues with this track.      | 1 track |
      | Korean   | 390   | 새벽의 추격 숏리스트에 담기      | 만들기 | 새 숏리스트에 이 곡을 담았습니다: Chase cues | 1곡     |
      | English  | 390   | Add Chase at Dawn to a shortlist | Create | Created Chase cues with this track.      | 1 track |

  Scenario Outline: A new list needs a name
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener types "   " as the new shortlist name
    And the listener presses "<create>" in the shortlist menu
    Then the new shortlist name says "<message>"
    And user@cue.test has 2 shortlists

    Examples:
      | language | button                           | create | message                          |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 만들기 | 숏리스트 이름을 입력해 주세요.   |
      | English  | Add Chase at Dawn to a shortlist | Create | Enter a name for the shortlist. |

  Scenario Outline: A new list's name is at most 60 characters, and what was typed stays
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener types a new shortlist name of 61 characters
    And the listener presses "<create>" in the shortlist menu
    Then the new shortlist name says "<message>"
    And the new shortlist name still holds the 61 characters
    And user@cue.test has 2 shortlists

    Examples:
      | language | button                           | create | message                                           |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 만들기 | 숏리스트 이름은 최대 60자까지 입력할 수 있습니다. |
      | English  | Add Chase at Dawn to a shortlist | Create | A shortlist name can have at most 60 characters.  |

  Scenario Outline: A listener has at most 50 lists
    Given user@cue.test already has 50 shortlists
    And a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener types "One more" as the new shortlist name
    And the listener presses "<create>" in the shortlist menu
    Then the shortlist menu warns "<message>"
    And the new shortlist name still holds "One more"
    And user@cue.test has 50 shortlists

    Examples:
      | language | button                           | create | message                                  |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 만들기 | 숏리스트는 최대 50개까지 만들 수 있습니다. |
      | English  | Add Chase at Dawn to a shortlist | Create | You can have at most 50 shortlists.      |

  Scenario Outline: A list holds at most 100 tracks
    Given the shortlist "Festival trailer – temp picks" already holds 100 tracks, not "Chase at Dawn"
    And a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener ticks "Festival trailer – temp picks" in the shortlist menu
    Then the shortlist menu warns "<message>"
    And "Festival trailer – temp picks" is unticked with "<hundred>" in the shortlist menu

    Examples:
      | language | button                           | message                                             | hundred    |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 숏리스트 하나에는 최대 100곡까지 담을 수 있습니다. | 100곡      |
      | English  | Add Chase at Dawn to a shortlist | A shortlist can hold at most 100 tracks.            | 100 tracks |

  Scenario Outline: A track added meanwhile in another tab is not added twice
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "새벽의 추격" and presses "<button>"
    Then "Festival trailer – temp picks" is unticked with "<three>" in the shortlist menu
    When meanwhile, in another tab, the listener adds "Chase at Dawn" to "Festival trailer – temp picks"
    And the listener ticks "Festival trailer – temp picks" in the shortlist menu
    Then the shortlist menu warns "<message>"
    And "Festival trailer – temp picks" is ticked with "<four>" in the shortlist menu

    Examples:
      | language | button                           | message                                 | three    | four     |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 이미 이 숏리스트에 있는 곡입니다.       | 3곡      | 4곡      |
      | English  | Add Chase at Dawn to a shortlist | This track is already in the shortlist. | 3 tracks | 4 tracks |

  Scenario Outline: A failed connection is said, and the list stays as it was
    Given a listener who is logged in and reads Cue Connect in <language>
    And adding a track to a shortlist fails because the network is down
    When the listener searches music for "새벽의 추격" and presses "<button>"
    And the listener ticks "Festival trailer – temp picks" in the shortlist menu
    Then the shortlist menu warns "<message>"
    And "Festival trailer – temp picks" is unticked with "<three>" in the shortlist menu

    Examples:
      | language | button                           | message                                                     | three    |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 서버에 연결할 수 없습니다. 네트워크 연결을 확인해 주세요.   | 3곡      |
      | English  | Add Chase at Dawn to a shortlist | Cannot reach the server. Please check your network connection. | 3 tracks |

  Scenario Outline: A visitor logs in and comes back to the same menu
    Given a visitor who reads Cue Connect in <language>
    And the window is <width> pixels wide
    When the visitor searches music for "새벽의 추격" and presses "<button>"
    Then the track list offers "<offer>" with "<login>"
    When the visitor presses "<login>" in the like login offer
    Then the login page opens, to come back to "/search-details?q=새벽의 추격"
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the address is "/search-details"
    And the shortlist menu "<heading>" is open
    And "단편 〈마지막 기차〉 오프닝 후보" is ticked with "<four>" in the shortlist menu

    Examples:
      | language | width | button                           | offer                         | login  | heading                          | four     |
      | Korean   | 1440  | 새벽의 추격 숏리스트에 담기      | 로그인하고 숏리스트를 사용하세요 | 로그인 | 새벽의 추격 숏리스트에 담기      | 4곡      |
      | English  | 1440  | Add Chase at Dawn to a shortlist | Log in to use shortlists      | Log in | Add Chase at Dawn to a shortlist | 4 tracks |
      | Korean   | 390   | 새벽의 추격 숏리스트에 담기      | 로그인하고 숏리스트를 사용하세요 | 로그인 | 새벽의 추격 숏리스트에 담기      | 4곡      |
      | English  | 390   | Add Chase at Dawn to a shortlist | Log in to use shortlists      | Log in | Add Chase at Dawn to a shortlist | 4 tracks |

  Scenario Outline: A visitor without an account signs up from the offer, and the same menu opens after the first login (<language>)
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "새벽의 추격" and presses "<button>"
    And the visitor presses "<sign up>" in the like login offer
    And they sign up as a "general user" with every field filled in
    And the new member logs in with their new account
    Then the address is "/search-details"
    And the shortlist menu "<button>" is open

    Examples:
      | language | button                           | sign up  |
      | Korean   | 새벽의 추격 숏리스트에 담기      | 회원가입 |
      | English  | Add Chase at Dawn to a shortlist | Sign up  |

  Scenario Outline: The player adds the current track too
    Given a listener who is logged in and reads Cue Connect in <language>
    And the window is <width> pixels wide
    When the listener searches music for "새벽의 추격" and presses "<play>"
    And the listener presses "<button>" in the player
    Then the shortlist menu "<heading>" is open
    And the shortlist menu is entirely on screen
    When the listener ticks "Festival trailer – temp picks" in the shortlist menu
    Then the shortlist menu says "<added>"
    And "Festival trailer – temp picks" is ticked with "<four>" in the shortlist menu

    Examples:
      | language | width | play               | button                           | heading                          | added                                      | four     |
      | Korean   | 1440  | 새벽의 추격 재생   | 새벽의 추격 숏리스트에 담기      | 새벽의 추격 숏리스트에 담기      | Festival trailer – temp picks에 담았습니다. | 4곡      |
      | English  | 1440  | Play Chase at Dawn | Add Chase at Dawn to a shortlist | Add Chase at Dawn to a shortlist | Added to Festival trailer – temp picks.    | 4 tracks |
      | Korean   | 390   | 새벽의 추격 재생   | 새벽의 추격 숏리스트에 담기      | 새벽의 추격 숏리스트에 담기      | Festival trailer – temp picks에 담았습니다. | 4곡      |
      | English  | 390   | Play Chase at Dawn | Add Chase at Dawn to a shortlist | Add Chase at Dawn to a shortlist | Added to Festival trailer – temp picks.    | 4 tracks |
