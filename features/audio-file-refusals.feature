Feature: Music files the provider cannot read
  A music file can look like a WAV by its first bytes and still be damaged, or cut off before its end (a copy
  that stopped halfway). The provider reads every music file it receives; when it cannot, the upload is
  refused with the reason under the music file field, everything else typed stays, and another file can be
  chosen and sent.

  Scenario Outline: A <kind> WAV is refused with its reason, and another file then uploads
    Given a musician on the music upload page in <language>
    When the musician fills in a track with the music file "<file>"
    And the musician adds these cue markers:
      | time | ko   | en    |
      | 0:01 | 도입 | Intro |
    And the musician sends the form
    Then the music file field says "<message>"
    And the title still reads "큐 마커 테마"
    And the cue marker fields hold:
      | time | ko   | en    |
      | 0:01 | 도입 | Intro |
    When the musician chooses the music file "ninety-seconds.wav" instead
    Then the music file field says nothing
    When the musician sends the form
    Then the page says "<uploaded>"

    Examples:
      | language | kind      | file          | message                                                                  | uploaded                 |
      | Korean   | corrupt   | corrupt.wav   | 음악 파일이 손상되어 읽을 수 없습니다. 다른 파일을 선택해 주세요.        | 음악이 업로드되었습니다. |
      | English  | corrupt   | corrupt.wav   | The music file is damaged and cannot be read. Please choose another file. | The track was uploaded.  |
      | Korean   | truncated | truncated.wav | 음악 파일이 중간에 끊겨 있습니다. 파일 전체를 다시 선택해 주세요.        | 음악이 업로드되었습니다. |
      | English  | truncated | truncated.wav | The music file is cut off before its end. Please choose the whole file again. | The track was uploaded. |

  Scenario Outline: A music file changed on disk after it was chosen is asked for again, and then uploads
    Given a musician on the music upload page in <language>
    When the musician fills in a track with a music file that changes on disk after it is chosen
    And the musician sends the form
    Then the music file field says "<message>"
    And the title still reads "큐 마커 테마"
    When the musician chooses the music file "ninety-seconds.wav" instead
    Then the music file field says nothing
    When the musician sends the form
    Then the page says "<uploaded>"

    Examples:
      | language | message                                                                                                    | uploaded                 |
      | Korean   | 파일을 읽을 수 없습니다(선택한 뒤 옮겨졌거나 바뀌었거나 더 이상 열 수 없습니다). 파일을 다시 선택해 주세요. | 음악이 업로드되었습니다. |
      | English  | The file could not be read (moved, changed or no longer available since it was chosen). Please choose it again. | The track was uploaded.  |
