Feature: My musician profile
  An approved musician sees their own profile (photo, names, intro, biography, contact, Instagram and
  portfolio links) with their tracks, edits or deletes a track (after confirming), uploads more music while
  they have fewer than 3 tracks, and edits the profile with the registration's step-1 form.

  Scenario Outline: The profile shows the musician's tracks
    Given the demo musician opens the musician profile in <language>
    Then the profile lists 2 tracks, saying "<count>"
    And the profile offers "<upload>"

    Examples:
      | language | count         | upload       |
      | Korean   | 3곡 중 2곡    | 음악 업로드  |
      | English  | 2 of 3 tracks | Upload music |

  Scenario Outline: A track is deleted after confirming
    Given the demo musician opens the musician profile in <language>
    When the musician deletes the first track and confirms
    Then the profile lists 1 tracks, saying "<count>"

    Examples:
      | language | count         |
      | Korean   | 3곡 중 1곡    |
      | English  | 1 of 3 tracks |

  Scenario Outline: A failed delete says so and keeps the track
    Given the demo musician opens the musician profile in <language>
    And the server fails every deleteMusic call
    When the musician deletes the first track and confirms
    Then the profile says "<message>"
    And the profile lists 2 tracks, saying "<count>"

    Examples:
      | language | message                      | count         |
      | Korean   | 음악을 삭제하지 못했습니다.  | 3곡 중 2곡    |
      | English  | Failed to delete the track.  | 2 of 3 tracks |

  Scenario Outline: Editing a track opens its edit page from the profile
    Given the demo musician opens the musician profile in <language>
    When the musician edits the first track
    Then the music edit page of that track opens

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: The profile is edited with the step-1 form
    Given the demo musician opens the musician profile in <language>
    When the musician edits the profile, types "<intro>" as the "<field>" and saves
    Then the musician is on the page "/musician-profile"
    And the profile shows the intro "<intro>"

    Examples:
      | language | field         | intro                     |
      | Korean   | Korean intro  | 고요한 장면을 위한 음악   |
      | English  | English intro | Music for quiet scenes    |

  Scenario Outline: A failed profile edit says so and keeps what was typed
    Given the demo musician opens the musician profile in <language>
    And the server fails every updateMusicianProfile call
    When the musician edits the profile, types "Music for quiet scenes" as the "English intro" and saves
    Then the musician information form says "<message>"
    And the musician information "English intro" holds "Music for quiet scenes"

    Examples:
      | language | message                              |
      | Korean   | 뮤지션 프로필 저장에 실패했습니다.   |
      | English  | Failed to save the musician profile. |

  Scenario Outline: A musician without a profile is asked to register
    Given the musician has no profile yet
    And an approved musician without a profile opens the musician profile in <language>
    Then the profile page says "<title>" and offers "<link>"

    Examples:
      | language | title                       | link                        |
      | Korean   | 아직 뮤지션 프로필이 없습니다 | 뮤지션 등록하기             |
      | English  | No musician profile yet     | Go to musician registration |

  Scenario Outline: The profile is for musicians only
    Given a general user opens the musician profile in <language>
    Then the page says it is for musicians only: "<message>"

    Examples:
      | language | message                                                              |
      | Korean   | 승인된 뮤지션만 뮤지션 프로필을 등록하고 관리할 수 있습니다.         |
      | English  | Only approved musicians can register and manage a musician profile. |

  Scenario Outline: The profile links to the musician's public page
    Given the demo musician opens the musician profile in <language>
    When the musician follows "<public page>" on the profile
    Then the musician is on the page "/musician-details/1"
    And the page "<name>" is shown

    Examples:
      | language | public page         | name      |
      | Korean   | 내 공개 페이지 보기 | 한도윤    |
      | English  | View my public page | Doyun Han |

  Scenario Outline: The musician plays their own tracks from the profile
    Given the demo musician opens the musician profile in <language>
    When the musician presses "<play all>" on the profile
    Then the player plays "<first>", offering "<pause>"
    And the player's queue lists "<first>" then "<second>", marking "<first>" as playing
    When the musician presses "<play second>" on the profile
    Then the player plays "<second>", offering "<pause>"

    Examples:
      | language | play all  | first         | second                    | play second                      | pause    |
      | Korean   | 전체 재생 | 새벽의 추격   | 유리 정원 - 메인 테마     | 유리 정원 - 메인 테마 재생       | 일시정지 |
      | English  | Play all  | Chase at Dawn | Glass Garden (Main Theme) | Play Glass Garden (Main Theme)   | Pause    |

  Scenario Outline: Leaving the profile edit with unsaved changes asks first
    Given the demo musician opens the musician profile in <language>
    When the musician edits the profile and types "Music for quiet scenes" as the "English intro"
    And the musician presses "<cancel>" on the form
    Then the page asks "<question>"
    When the musician answers "<stay>"
    Then the musician information "English intro" holds "Music for quiet scenes"
    When the musician presses "<cancel>" on the form
    And the musician answers "<leave>"
    Then the musician is on the page "/musician-profile"

    Examples:
      | language | cancel | question                                                                   | stay         | leave                 |
      | Korean   | 취소   | 저장하지 않은 변경 사항이 있습니다. 지금 나가면 입력한 내용이 사라집니다.  | 계속 편집    | 저장하지 않고 나가기  |
      | English  | Cancel | You have unsaved changes. If you leave now, what you entered will be lost. | Keep editing | Leave without saving  |

  Scenario Outline: Leaving the profile edit without changes does not ask
    Given the demo musician opens the musician profile in <language>
    When the musician opens the profile edit and presses "<cancel>" on the form
    Then the musician is on the page "/musician-profile"

    Examples:
      | language | cancel |
      | Korean   | 취소   |
      | English  | Cancel |
