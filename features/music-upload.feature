Feature: Music upload
  A musician uploads up to 3 tracks, each a WAV or MP3 music file with an optional JPG or PNG album cover,
  a title, a genre and 1 to 5 keywords. Files are judged by what they contain, not by their names, and may
  be 150 MB at most. Uploads survive a dropped connection and carry on by themselves.

  Scenario Outline: Anonymous visitors are asked to log in
    Given a visitor on the music upload page in <language>
    Then the page is headed "<title>"
    And the page says "<message>"

    Examples:
      | language | title          | message                         |
      | Korean   | 로그인 필요    | 음악을 업로드하려면 로그인해 주세요. |
      | English  | Login Required | Please log in to upload music.  |

  Scenario Outline: Members who are not musicians cannot upload
    Given a general user on the music upload page in <language>
    Then the page says "<message>"

    Examples:
      | language | message                                |
      | Korean   | 뮤지션만 음악을 업로드할 수 있습니다.  |
      | English  | Only musicians can upload music.       |

  Scenario Outline: A third track is uploaded, then the musician has reached the limit
    Given a musician on the music upload page in <language>
    When the musician uploads a track with the music file "track.wav" and the cover "cover.jpg"
    Then the page says "<uploaded>"
    And the page links "<open>" to the new track's page
    And the page says "<limit>"
    And no warning box is shown

    Examples:
      | language | uploaded                   | open           | limit                                     |
      | Korean   | 음악이 업로드되었습니다.   | 올린 음악 보기 | 음악은 최대 3곡까지 업로드할 수 있습니다. |
      | English  | The track was uploaded.    | Open the track | You can upload up to 3 tracks.            |

  Scenario Outline: Title, genre, keyword and music file are required
    Given a musician on the music upload page in <language>
    When the musician sends the form empty
    Then the page says "<title>"
    And the page says "<genre>"
    And the page says "<keyword>"
    And the page says "<music>"

    Examples:
      | language | title                 | genre                  | keyword                               | music                        |
      | Korean   | 제목을 입력해 주세요. | 장르를 선택해 주세요.  | 키워드를 하나 이상 선택해 주세요.     | 음악 파일을 선택해 주세요.   |
      | English  | Please enter a title. | Please choose a genre. | Please choose at least one keyword.   | Please choose a music file.  |

  Scenario Outline: A sixth keyword cannot be ticked, and the page says why until one is removed
    Given a musician on the music upload page in <language>
    When the musician ticks 5 keywords
    Then the other keywords cannot be ticked
    And the page says "<message>"
    When the musician removes one of the chosen keywords
    Then the page no longer says "<message>"
    And the other keywords can be ticked again

    Examples:
      | language | message                                  |
      | Korean   | 키워드는 최대 5개까지 선택할 수 있습니다. |
      | English  | You can choose up to 5 keywords.         |

  Scenario Outline: The missing-keyword message follows the selection after the form was sent
    Given a musician on the music upload page in <language>
    When the musician sends the form empty
    Then the page says "<message>"
    When the musician ticks 1 keywords
    Then the page no longer says "<message>"
    When the musician removes one of the chosen keywords
    Then the page says "<message>"

    Examples:
      | language | message                           |
      | Korean   | 키워드를 하나 이상 선택해 주세요. |
      | English  | Please choose at least one keyword. |

  Scenario Outline: Keywords are found by typing in Korean or English and chosen with the keyboard
    Given a musician on the music upload page in <language> on a <screen>
    When the musician types "<query>" in the keyword field
    Then the keyword list offers only "<keyword>"
    When the musician presses Enter in the keyword field
    Then "<keyword>" is a chosen keyword with the button "<remove>"
    And the keyword field reads "<count>"

    Examples:
      | language | screen  | query | keyword | remove         | count                       |
      | Korean   | desktop | tens  | 긴장감  | 긴장감 빼기    | 최대 5개 (1개 선택됨)       |
      | English  | desktop | 그리  | Longing | Remove Longing | Up to 5 keywords (1 chosen) |
      | Korean   | phone   | DAWN  | 새벽    | 새벽 빼기      | 최대 5개 (1개 선택됨)       |
      | English  | phone   | 비    | Rain    | Remove Rain    | Up to 5 keywords (1 chosen) |

  Scenario Outline: The music file is marked required and says what it accepts
    Given a musician on the music upload page in <language>
    Then the field "<field>" is marked "<required>" and hints "<hint>"

    Examples:
      | language | field     | required | hint                     |
      | Korean   | 음악 파일 | (필수)   | WAV 또는 MP3, 최대 150MB |
      | English  | Music file | (required) | WAV or MP3, up to 150 MB |

  Scenario Outline: A musician without a profile is led to registration step 1
    Given a musician without a profile on the music upload page in <language>
    Then the page is headed "<title>"
    And the page says "<message>"
    When the visitor follows the link "<action>"
    Then the page "<registration>" is shown

    Examples:
      | language | title                            | message                                                                  | action                  | registration      |
      | Korean   | 먼저 뮤지션으로 등록해 주세요    | 뮤지션 등록 1단계에서 뮤지션 정보를 먼저 입력하면 2단계에서 음악을 업로드할 수 있습니다. | 뮤지션 등록 1단계로 가기 | 뮤지션 등록       |
      | English  | Register as a musician first     | Start with step 1 of the musician registration, your musician information | Go to registration step 1 | Musician Registration |

  Scenario Outline: Music must really be WAV or MP3, whatever its name
    Given a musician on the music upload page in <language>
    When the musician uploads a track with the music file "<file>"
    Then the page says "<message>"

    Examples:
      | language | file             | message                                           |
      | Korean   | text-renamed.mp3 | 음악 파일은 WAV 또는 MP3만 업로드할 수 있습니다.  |
      | English  | text-renamed.mp3 | Only WAV or MP3 files can be uploaded as music.   |
      | Korean   | cover-as.wav     | 음악 파일은 WAV 또는 MP3만 업로드할 수 있습니다.  |
      | English  | cover-as.wav     | Only WAV or MP3 files can be uploaded as music.   |

  Scenario Outline: Covers must really be JPG or PNG, whatever their name
    Given a musician on the music upload page in <language>
    When the musician uploads a track with the music file "track.mp3" and the cover "text-renamed.png"
    Then the page says "<message>"

    Examples:
      | language | message                                                 |
      | Korean   | 앨범 커버는 JPG 또는 PNG 이미지만 사용할 수 있습니다.    |
      | English  | Only JPG or PNG images can be used as the album cover.  |

  Scenario Outline: Music files and images are 150 MB at most, and the message tells the current size
    Given a musician on the music upload page in <language>
    When the musician uploads a track with the music file "too-large.wav" and the cover "too-large.png"
    Then the page says "<music>"
    And the page says "<image>"

    Examples:
      | language | music                                                          | image                                                      |
      | Korean   | 음악 파일은 150MB 이하여야 합니다. (현재 크기: 160.0 MB)       | 이미지는 150MB 이하여야 합니다. (현재 크기: 160.0 MB)      |
      | English  | The music file must be 150 MB or less (current size: 160.0 MB). | The image must be 150 MB or less (current size: 160.0 MB). |

  Scenario Outline: The music file cannot be sent
    Given a musician on the music upload page in <language>
    And the server refuses to receive music files
    When the musician uploads a track with the music file "track.wav"
    Then the page says "<message>"

    Examples:
      | language | message                              |
      | Korean   | 음악 파일 업로드에 실패했습니다.     |
      | English  | Failed to upload the music file.     |

  Scenario Outline: A musician with too many unfinished uploads is told to finish or cancel one
    Given a musician on the music upload page in <language>
    And the musician already has 10 unfinished uploads
    When the musician uploads a track with the music file "track.wav"
    Then the page says "<message>"

    Examples:
      | language | message                                                                                   |
      | Korean   | 끝나지 않은 업로드가 너무 많습니다. 진행 중인 업로드를 마치거나 취소한 뒤 다시 시도해 주세요. |
      | English  | You have too many unfinished uploads. Finish or cancel one, then try again.               |

  Scenario Outline: The music information cannot be saved
    Given a musician on the music upload page in <language>
    And the server fails to save music information
    When the musician uploads a track with the music file "track.mp3"
    Then the page says "<message>"

    Examples:
      | language | message                                 |
      | Korean   | 음악 정보 저장에 실패했습니다.          |
      | English  | Failed to save the music information.   |

  Scenario Outline: The musician's id is not found
    Given a musician on the music upload page in <language>
    And the server no longer knows the musician's id
    When the musician uploads a track with the music file "track.mp3"
    Then the page says "<message>"

    Examples:
      | language | message                          |
      | Korean   | 뮤지션 ID를 찾을 수 없습니다. 뮤지션 정보(1단계)를 다시 저장해 주세요.       |
      | English  | The musician ID was not found. Please save the musician information (step 1) again. |

  Scenario Outline: A dropped connection does not stop the upload
    Given a musician on the music upload page in <language>
    And the connection drops halfway through the next music file
    When the musician uploads a track with the music file "track.wav" and the cover "cover.png"
    Then the page says "<uploaded>"
    And nothing is left to resume in the browser
    And the server keeps no unfinished upload

    Examples:
      | language | uploaded                 |
      | Korean   | 음악이 업로드되었습니다. |
      | English  | The track was uploaded.  |

  Scenario Outline: An upload can be paused and resumed
    Given a musician on the music upload page in <language>
    And the server is slow to receive music files
    When the musician uploads a track with the music file "track.wav"
    And the musician presses "<pause>"
    Then the page says "<paused>"
    When the musician presses "<resume>"
    Then the page says "<uploaded>"
    And the server keeps no unfinished upload

    Examples:
      | language | pause     | paused      | resume | uploaded                 |
      | Korean   | 일시 정지 | 일시 정지됨 | 계속   | 음악이 업로드되었습니다. |
      | English  | Pause     | Paused      | Resume | The track was uploaded.  |

  Scenario Outline: Cancelling an upload leaves nothing behind
    Given a musician on the music upload page in <language>
    And the server is slow to receive music files
    When the musician uploads a track with the music file "track.wav"
    And the musician presses "<cancel>"
    Then the form is ready for a new upload and nothing is left to resume
    And the server has deleted the upload

    Examples:
      | language | cancel |
      | Korean   | 취소   |
      | English  | Cancel |

  Scenario Outline: Leaving the form with unsaved changes asks first
    Given a musician on the music upload page in <language>
    When the musician types the title "새벽의 테마"
    And the musician chooses "<home>" in the side navigation
    Then the page asks "<question>"
    When the musician answers "<stay>"
    Then the page "<upload>" is shown
    And the title still reads "새벽의 테마"
    When the musician chooses "<home>" in the side navigation
    And the musician answers "<leave>"
    Then the page "<home>" is shown

    Examples:
      | language | home | question                                                                  | stay      | leave                 | upload       |
      | Korean   | 홈   | 저장하지 않은 변경 사항이 있습니다. 지금 나가면 입력한 내용이 사라집니다.  | 계속 편집 | 저장하지 않고 나가기 | 음악 업로드  |
      | English  | Home | You have unsaved changes. If you leave now, what you entered will be lost. | Keep editing | Leave without saving | Music Upload |

  Scenario Outline: Closing the tab with unsaved changes asks first
    Given a musician on the music upload page in <language>
    When the musician types the title "Dawn Theme"
    And the musician closes the tab
    Then the browser asks before the tab closes

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: A refused cover's message goes as soon as another cover is chosen or the cover is removed
    Given a musician on the music upload page in <language>
    When the musician uploads a track with the music file "track.mp3" and the cover "text-renamed.png"
    Then the page says "<message>"
    When the musician chooses the cover "cover.png"
    Then the page no longer says "<message>"
    When the musician chooses the cover "text-renamed.png"
    Then the page says "<message>"
    When the musician presses "<remove>" in the track form
    Then the page no longer says "<message>"
    And no cover is chosen

    Examples:
      | language | message                                                | remove |
      | Korean   | 앨범 커버는 JPG 또는 PNG 이미지만 사용할 수 있습니다.   | 빼기   |
      | English  | Only JPG or PNG images can be used as the album cover. | Remove |

  Scenario Outline: The file pickers offer only the allowed types, and the English title says what happens when empty
    Given a musician on the music upload page in <language>
    Then the music file picker offers ".wav,.mp3" files and the cover picker ".jpg,.jpeg,.png" files
    And the field "<title>" hints "<hint>"

    Examples:
      | language | title           | hint                                                               |
      | Korean   | 제목 (영어)     | 선택 사항입니다. 비워 두면 영어 화면에는 한국어 제목이 보입니다.   |
      | English  | Title (English) | Optional. While it is empty, English pages show the Korean title. |

  Scenario Outline: A reload in the middle of an upload keeps the form and offers to resume or discard the upload
    Given a musician on the music upload page in <language>
    And the server is slow to receive music files
    When the musician fills in a track with the music file "track.wav" and a description, and uploads it
    And the musician reloads the page while the music file is being sent
    Then the page says "<unfinished>"
    And the form still holds the title "새벽의 테마", the description and the keywords
    When the musician presses "<discard>"
    Then the server has deleted the upload
    And the form is empty again

    Examples:
      | language | unfinished                              | discard |
      | Korean   | 끝나지 않은 업로드가 있습니다: track.wav | 버리기  |
      | English  | You have an unfinished upload: track.wav | Discard |

  Scenario Outline: After a reload, choosing the same file again resumes the upload
    Given a musician on the music upload page in <language>
    And the server is slow to receive music files
    When the musician fills in a track with the music file "track.wav" and a description, and uploads it
    And the musician reloads the page while the music file is being sent
    And the musician presses "<resume>" and chooses "track.wav" again
    Then the page says "<uploaded>"
    And the server keeps no unfinished upload

    Examples:
      | language | resume         | uploaded                 |
      | Korean   | 이어서 올리기  | 음악이 업로드되었습니다. |
      | English  | Resume         | The track was uploaded.  |
