Feature: A production takes part in the Film Music Matching Program
  A logged-in general user who works in film asks the program office to verify an industry profile on My Page
  (company, role, filmography link, an optional note); it waits for the office until it is verified or rejected.
  The production brings film projects to the open round while its project window is open: a draft needs only its
  titles in both languages, and submitting names each field still missing, under the field.

  Scenario Outline: A producer asks the office to verify an industry profile
    Given a producer without an industry profile is logged in and reads Cue Connect in <language>
    When the producer opens My Page
    And the producer sends an industry profile for "Harbour Films" as "<producer>" without a filmography link
    Then the industry profile's "filmographyUrl" field says "<link needed>"
    When the producer adds the filmography link "https://harbour-films.example.com/films" and sends it again
    Then the industry profile shows "<waiting>"

    Examples:
      | language | producer | link needed                                 | waiting                |
      | Korean   | 프로듀서 | 필모그래피 링크를 입력해 주세요.            | 사무국 확인 대기       |
      | English  | Producer | Please enter a link to your filmography.    | Waiting for the office |

  Scenario Outline: A producer starts a project, is told what is missing to submit it, completes it and submits it
    Given it is "2027-01-15 12:00" in Seoul
    And a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the producer starts a new film project from the program page titled "봄의 소리" and "Sound of Spring"
    And the producer submits the project
    Then the project form says "<needed>" under each of "loglineKo, loglineEn, genre, stage, runtimeMinutes, director, producer, company, cueCount, musicDeadline"
    And the project's title "titleEn" still reads "Sound of Spring"
    When the producer completes the project and submits it
    Then the project shows the status "<submitted>"

    Examples:
      | language | needed                        | submitted |
      | Korean   | 제출하려면 입력해야 합니다.   | 제출됨    |
      | English  | Needed to submit the project. | Submitted |
