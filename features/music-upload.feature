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
    And the page says "<limit>"

    Examples:
      | language | uploaded                   | limit                                     |
      | Korean   | 음악이 업로드되었습니다.   | 음악은 최대 3곡까지 업로드할 수 있습니다. |
      | English  | The track was uploaded.    | You can upload up to 3 tracks.            |

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

  Scenario Outline: At most 5 keywords
    Given a musician on the music upload page in <language>
    When the musician ticks 6 keywords and sends the form
    Then the page says "<message>"

    Examples:
      | language | message                                  |
      | Korean   | 키워드는 최대 5개까지 선택할 수 있습니다. |
      | English  | You can choose up to 5 keywords.         |

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
