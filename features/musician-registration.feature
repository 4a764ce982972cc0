Feature: Musician registration
  An approved musician registers in two steps: step 1 the musician information (names, intros and
  biographies in Korean and English, contact, Instagram id, portfolio link, photo), step 2 up to 3 tracks.
  Saving without music is allowed. Going back keeps what was typed, and a reload keeps the draft.
  Every rule and failure is told in the musician's language; only approved musicians may register.

  Scenario Outline: Required fields must be filled in
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician saves the musician information without typing anything
    Then the musician information "Korean name" says "<message>"
    And the musician information "English name" says "<message>"
    And the musician information "contact email" says "<message>"

    Examples:
      | language | message                 |
      | Korean   | 필수 입력 항목입니다.   |
      | English  | This field is required. |

  Scenario Outline: The contact email must be an email address
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician types "manager@example" as the "contact email" and saves
    Then the musician information "contact email" says "<message>"

    Examples:
      | language | message                           |
      | Korean   | 이메일 형식이 올바르지 않습니다.  |
      | English  | Invalid email format.             |

  Scenario Outline: Links are taken as people type them: an Instagram ID with @ or as its address, a portfolio without https://
    Given an approved musician without a profile opens the musician registration in <language>
    Then the musician information "portfolio link" hints "<hint>"
    When the musician types "<typed>" as the "<field>" and leaves the field
    Then the musician information "<field>" holds "<kept>"
    And the musician information "<field>" shows no message

    Examples:
      | language | field          | typed                                   | kept                          | hint                                                                 |
      | Korean   | Instagram ID   | @cue.composer                           | cue.composer                  | 웹 주소 (예: portfolio.example.com, https://를 붙여 저장합니다)      |
      | English  | Instagram ID   | https://www.instagram.com/cue.composer/ | cue.composer                  | A web address, for example portfolio.example.com (saved with https://) |
      | Korean   | portfolio link | seojunpark.com                          | https://seojunpark.com        | 웹 주소 (예: portfolio.example.com, https://를 붙여 저장합니다)      |
      | English  | portfolio link | seojunpark.com/works                    | https://seojunpark.com/works  | A web address, for example portfolio.example.com (saved with https://) |

  Scenario Outline: What is no link is refused with a message that names the rule
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician types "<typed>" as the "<field>" and saves
    Then the musician information "<field>" says "<message>"

    Examples:
      | language | field          | typed         | message                                                                   |
      | Korean   | portfolio link | my portfolio  | 웹 주소를 입력해 주세요. 예: portfolio.example.com                        |
      | English  | portfolio link | my portfolio  | Enter a web address, for example portfolio.example.com.                   |
      | Korean   | Instagram ID   | cue composer  | 인스타그램 ID는 영문, 숫자, 마침표(.), 밑줄(_)로 30자 이내입니다.         |
      | English  | Instagram ID   | cue composer  | An Instagram ID has up to 30 letters, digits, periods (.) and underscores (_). |

  Scenario Outline: The photo button's label is shown whole
    Given an approved musician without a profile opens the musician registration in <language> on a <screen>
    Then the photo button reads "<button>", not cut off

    Examples:
      | language | screen  | button   |
      | Korean   | desktop | 찾아보기 |
      | English  | desktop | Browse   |
      | Korean   | phone   | 찾아보기 |
      | English  | phone   | Browse   |

  Scenario Outline: A photo is accepted by its first bytes and uploaded
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician chooses the photo "<file>"
    Then the photo is uploaded and shown

    Examples:
      | language | file      |
      | Korean   | photo.png |
      | English  | photo.jpg |

  Scenario Outline: A text file named like a picture is refused as the photo
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician chooses the photo "text-renamed.png"
    Then the musician information "photo" says "<message>"

    Examples:
      | language | message                                           |
      | Korean   | 프로필 사진은 JPG 또는 PNG 이미지만 가능합니다.   |
      | English  | The profile photo must be a JPG or PNG image.     |

  Scenario Outline: A photo over 150 MB is refused, telling its size
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician chooses the photo "too-large.png"
    Then the musician information "photo" says "<message>"

    Examples:
      | language | message                                                              |
      | Korean   | 프로필 사진은 150MB 이하만 가능합니다. (현재 파일: 160.0 MB)         |
      | English  | The profile photo must be 150 MB or less (this file is 160.0 MB).   |

  Scenario Outline: A failed photo upload says so
    Given an approved musician without a profile opens the musician registration in <language>
    And the server fails every uploadMusicianPhoto call
    When the musician chooses the photo "photo.png"
    Then the musician information "photo" says "<message>"

    Examples:
      | language | message                                 |
      | Korean   | 프로필 사진 업로드에 실패했습니다.      |
      | English  | Failed to upload the profile photo.     |

  Scenario Outline: A failed profile upload says so and keeps what was typed
    Given an approved musician without a profile opens the musician registration in <language>
    And the server fails every registerMusicianProfile call
    When the musician fills in the musician information and saves it
    Then the musician information form says "<message>"
    And the musician information "English name" holds "Han Saebyeok"

    Examples:
      | language | message                                  |
      | Korean   | 뮤지션 프로필 저장에 실패했습니다.       |
      | English  | Failed to save the musician profile.     |

  Scenario Outline: Step 2 needs the musician information saved first
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician goes to step 2 before saving step 1
    Then the registration says "<message>"

    Examples:
      | language | message                                                            |
      | Korean   | 뮤지션 정보가 등록되지 않았습니다. 1단계로 돌아가 주세요           |
      | English  | Musician information is not registered. Please go back to step 1  |

  Scenario Outline: Going back to step 1 keeps what was typed
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician types "Music for quiet films" as the "English intro"
    And the musician fills in the musician information and saves it
    And the musician goes back to step 1
    Then the musician information "English intro" holds "Music for quiet films"
    And the musician information "Korean name" holds "한새벽"

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: The draft survives a reload
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician types "한새벽" as the "Korean name"
    And the musician types "https://example.com/works" as the "portfolio link"
    And the musician reloads the registration
    Then the musician information "Korean name" holds "한새벽"
    And the musician information "portfolio link" holds "https://example.com/works"

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: Registration can be finished without music
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    And the musician finishes without music
    Then the musician is on the page "/musician-profile"
    And the page "<name>" is shown
    When the musician follows the profile's link to the music upload
    Then the music upload form is ready

    Examples:
      | language | name         |
      | Korean   | 한새벽       |
      | English  | Han Saebyeok |

  Scenario Outline: Tracks uploaded in step 2 are listed and kept on the profile
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    And the musician uploads a track with the music file "track.wav" and the cover "cover.png"
    Then step 2 lists the saved track "새벽의 테마"
    When the musician finishes the registration
    Then the musician is on the page "/musician-profile"
    And the profile lists 1 tracks, saying "<count>"

    Examples:
      | language | count          |
      | Korean   | 3곡 중 1곡     |
      | English  | 1 of 3 tracks  |

  Scenario Outline: Another track form can be closed without saving
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    And the musician uploads a track with the music file "track.mp3" and the cover "cover.jpg"
    And the musician opens the form for another track and cancels it
    Then step 2 lists the saved track "새벽의 테마"
    And another track can be added

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: Step 2 says when the server no longer knows the musician's id
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    And the server no longer knows the musician's id
    And the musician uploads a track with the music file "track.mp3" and the cover "cover.png"
    Then the page says "<message>"

    Examples:
      | language | message                                                                      |
      | Korean   | 뮤지션 ID를 찾을 수 없습니다. 뮤지션 정보(1단계)를 다시 저장해 주세요.       |
      | English  | The musician ID was not found. Please save the musician information (step 1) again. |

  Scenario Outline: A musician with a profile goes straight to step 2
    Given the demo musician opens the musician registration in <language>
    Then step 2 music upload is shown with the notice "<notice>"

    Examples:
      | language | notice                                                                                  |
      | Korean   | 뮤지션 프로필이 이미 등록되어 있습니다. 여기에서 음악을 추가하거나 프로필로 이동하세요. |
      | English  | Your musician profile is already registered. Add music here, or open your profile.     |

  Scenario Outline: Registration is for musicians only
    Given a general user opens the musician registration in <language>
    Then the page says it is for musicians only: "<message>"

    Examples:
      | language | message                                                              |
      | Korean   | 승인된 뮤지션만 뮤지션 프로필을 등록하고 관리할 수 있습니다.         |
      | English  | Only approved musicians can register and manage a musician profile. |

  Scenario Outline: Leaving step 2 with a track half filled in asks first
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    And the musician types the title "새벽의 테마"
    And the musician chooses "<home>" in the side navigation
    Then the page asks "<question>"
    When the musician answers "<stay>"
    Then the title still reads "새벽의 테마"
    When the musician chooses "<home>" in the side navigation
    And the musician answers "<leave>"
    Then the page "<home>" is shown

    Examples:
      | language | home | question                                                                   | stay         | leave                |
      | Korean   | 홈   | 저장하지 않은 변경 사항이 있습니다. 지금 나가면 입력한 내용이 사라집니다.  | 계속 편집    | 저장하지 않고 나가기 |
      | English  | Home | You have unsaved changes. If you leave now, what you entered will be lost. | Keep editing | Leave without saving |

  Scenario Outline: Going back to step 1 keeps the track typed in step 2, and each step starts at its top
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    And the musician types the title "새벽의 테마"
    And the musician goes back to step 1
    Then the page is scrolled to its top
    When the musician saves the musician information again
    Then the title still reads "새벽의 테마"
    And the page is scrolled to its top

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: Step 2 has one primary action
    Given an approved musician without a profile opens the musician registration in <language>
    When the musician fills in the musician information and saves it
    Then step 2 has one primary button, "<upload>"

    Examples:
      | language | upload |
      | Korean   | 업로드 |
      | English  | Upload |
