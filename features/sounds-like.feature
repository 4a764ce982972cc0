Feature: Sounds like: find the tracks closest to a temp track
  A director drops the temp track her cut runs on and gets the catalogue tracks that sound closest to it. The file
  goes through the resumable upload, is listened to once and deleted: it is never kept, listed or counted as a track.
  Only logged-in users send a file; a visitor is offered the login and comes back to the search.

  Scenario Outline: A director finds the tracks that sound like her temp track, then puts them away
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener opens "<panel>" on the music search
    And the listener chooses the file "temp-track.wav" as a temp track
    Then the panel lists "<heading>"
    And the tracks that sound most like it are "<titles>"
    And the server kept no upload of the temp track
    When the listener presses "<clear>" beside the tracks that sound like it
    Then the panel shows no tracks

    Examples:
      | language | panel                                      | heading                             | titles                                               | clear |
      | Korean   | 임시 음악과 비슷한 곡 찾기                 | temp-track.wav와(과) 비슷한 곡      | 새벽의 추격, 첫눈의 행진, 항구에서                   | 지우기 |
      | English  | Find tracks that sound like your temp track | Tracks that sound like temp-track.wav | Chase at Dawn, March in the First Snow, At the Harbour | Clear |

  Scenario Outline: A file that is not music is refused before anything is sent
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener opens "<panel>" on the music search by keyboard
    And the listener chooses the file "text-renamed.mp3" as a temp track
    Then the panel warns "<message>"
    And the server kept no upload of the temp track

    Examples:
      | language | panel                                      | message                                              |
      | Korean   | 임시 음악과 비슷한 곡 찾기                 | 음악 파일은 WAV 또는 MP3만 업로드할 수 있습니다.    |
      | English  | Find tracks that sound like your temp track | Only WAV or MP3 files can be uploaded as music.     |

  Scenario Outline: A visitor is offered the login and comes back to the search
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens "<panel>" on the music search
    Then the sounds-like panel says "<offer>"
    When the visitor follows "<login>" in the panel
    Then the login page opens, to come back to "/search-details"

    Examples:
      | language | panel                                      | offer                                                        | login  |
      | Korean   | 임시 음악과 비슷한 곡 찾기                 | 로그인 하면 임시 음악과 비슷한 곡을 찾을 수 있습니다.       | 로그인 |
      | English  | Find tracks that sound like your temp track | Log in to find music that sounds like your temp track.      | Log in |
