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
