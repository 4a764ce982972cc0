Feature: My data: consents, downloading it, and leaving for good
  A member's personal data is theirs (issue 18, the Korean Personal Information Protection Act). On the my
  page they see when they agreed to the terms, to the collection of their personal information and that
  they are 14 or over, and they give or withdraw marketing by email and by text message at any time, each
  on its own; every change is confirmed with the day the provider recorded it. "Download my data" gives
  one JSON file of everything held about them, and nothing about anyone else. Leaving erases their
  personal data at once: the leave dialog says what goes and what stays, and afterwards the same email and
  nickname can sign up again.
  In the examples, {today} stands for today's date as the member's language writes it.

  Scenario Outline: The member sees when they agreed to the terms, the personal information collection and the age
    Given a general user is on the my page in <language>
    Then the consents show "<terms>" as "<joined>"
    And the consents show "<privacy>" as "<joined>"
    And the consents show "<age>" as "<joined>"

    Examples:
      | language | terms                   | privacy                                            | age                      | joined          |
      | Korean   | 이용약관 동의           | 개인정보 수집·이용 동의                            | 만 14세 이상 확인        | 2025년 8월 17일 |
      | English  | Terms of service agreed | Collection and use of personal information agreed | Age 14 or over confirmed | August 17, 2025 |

  Scenario Outline: The member withdraws email marketing and gives text message marketing, and it stays so
    Given a general user who gets marketing by email but not by text message is on the my page in <language>
    When the member switches off "<email>"
    Then a toast confirms "<withdrawn>"
    And the consent "<email>" is off, reading "<declined>"
    When the member switches on "<sms>"
    Then a toast confirms "<given>"
    And the consent "<sms>" is on, reading "<agreed>"
    When the member reloads the my page
    Then the consent "<email>" is off, reading "<declined>"
    And the consent "<sms>" is on, reading "<agreed>"

    Examples:
      | language | email              | sms                       | withdrawn                                                                     | given                                                                       | declined                | agreed               |
      | Korean   | 이메일로 받기      | 문자 메시지로 받기        | {today}, Cue Connect의 이메일 마케팅 정보 수신 동의를 철회했습니다.           | {today}, Cue Connect의 문자 메시지 마케팅 정보 수신에 동의했습니다.         | 수신 거부 · {today}     | 수신 동의 · {today}  |
      | English  | Marketing by email | Marketing by text message | On {today} you withdrew your consent to marketing from Cue Connect by email. | On {today} you agreed to receive marketing from Cue Connect by text message. | Declined on {today}     | Agreed on {today}    |

  Scenario Outline: The marketing consents work with the keyboard
    Given a general user who gets marketing by email but not by text message is on the my page in <language>
    When the member reaches "<sms>" with the Tab key and presses Space
    Then a toast confirms "<given>"
    And the consent "<sms>" is on, reading "<agreed>"
    And the keyboard focus is still on "<sms>"

    Examples:
      | language | sms                       | given                                                                        | agreed              |
      | Korean   | 문자 메시지로 받기        | {today}, Cue Connect의 문자 메시지 마케팅 정보 수신에 동의했습니다.         | 수신 동의 · {today} |
      | English  | Marketing by text message | On {today} you agreed to receive marketing from Cue Connect by text message. | Agreed on {today}   |

  Scenario Outline: A consent the server could not change says so and shows what is stored
    Given a general user who gets marketing by email but not by text message is on the my page in <language>
    And the server fails whenever marketing consents are changed
    When the member switches on "<sms>"
    Then the my page says "<failed>"
    And the consent "<sms>" is off, reading "<declined>"

    Examples:
      | language | sms                       | failed                                                               | declined            |
      | Korean   | 문자 메시지로 받기        | 마케팅 정보 수신 설정을 바꾸지 못했습니다. 잠시 후 다시 시도해 주세요. | 수신 거부 · {today} |
      | English  | Marketing by text message | Your marketing consent could not be changed. Please try again later. | Declined on {today} |

  Scenario Outline: The member downloads their data, and only theirs
    Given a general user is on the my page in <language>
    Then the my page says "<contents>"
    When the member presses "<download>" and saves the file
    Then the file is named "cue-connect-my-data-{today's day}.json"
    And the file holds the member's own account, consents, likes and shortlists
    And the file holds no password hash, no token and no other member's email

    Examples:
      | language | download           | contents                                                                                              |
      | Korean   | 내 데이터 다운로드 | 계정 정보, 동의 내역, 뮤지션 프로필, 음악 정보, 좋아요, 숏리스트를 JSON 파일 하나로 받습니다.         |
      | English  | Download my data   | One JSON file with your account, consents, musician profile, track information, likes and shortlists. |

  Scenario Outline: A musician's file holds their profile and tracks
    Given a musician has logged in and reads Cue Connect in <language>
    When the member opens the my page
    And the member presses "<download>" and saves the file
    Then the file holds the musician profile and the tracks of the demo musician

    Examples:
      | language | download           |
      | Korean   | 내 데이터 다운로드 |
      | English  | Download my data   |

  Scenario Outline: The download works with the keyboard
    Given a general user is on the my page in <language>
    When the member reaches "<download>" with the Tab key, presses Enter and saves the file
    Then the file holds the member's own account, consents, likes and shortlists

    Examples:
      | language | download           |
      | Korean   | 내 데이터 다운로드 |
      | English  | Download my data   |

  Scenario Outline: A failed download says so
    Given a general user is on the my page in <language>
    And the server fails whenever the member's data is exported
    When the member presses "<download>"
    Then the my page says "<failed>"

    Examples:
      | language | download           | failed                                                        |
      | Korean   | 내 데이터 다운로드 | 내 데이터를 내려받지 못했습니다. 잠시 후 다시 시도해 주세요. |
      | English  | Download my data   | Your data could not be downloaded. Please try again later.    |

  Scenario Outline: The leave dialog says what is removed and what is kept
    Given a general user is on the my page in <language>
    When the member opens the leave dialog
    Then the leave dialog lists as removed "<removed>"
    And the leave dialog lists as kept "<kept>"
    And the leave dialog links "<policy>" to the privacy policy

    Examples:
      | language | removed                                                                                                                                                                                                                                                            | kept                                                                                             | policy            |
      | Korean   | 이메일(로그인 ID)과 비밀번호 / 이름, 닉네임, 휴대폰 번호, 소속 / 뮤지션 프로필과 사진 / 올린 음악과 음원·커버 파일, 큐 마커 / 좋아요한 음악 / 숏리스트와 메모, 공유 링크 (공유 링크는 더 이상 열리지 않습니다) / 동의 내역                                  | 회원 번호와 탈퇴 상태, 탈퇴일 / 누가 들었는지 알 수 없는 재생 수                                 | 개인정보처리방침  |
      | English  | Your email (login ID) and password / Your name, nickname, phone number and affiliation / Your musician profile and photo / Your tracks with their audio and cover files and cue markers / Your likes / Your shortlists with their notes and share links (the links stop working) / Your consent records | Your account number, with the status "left" and the date you left / Play counts that do not say who listened | privacy policy    |

  Scenario Outline: After leaving, the old password logs in no more and the email and nickname are free again
    Given a general user is on the my page in <language>
    When the member leaves the account
    Then the address is "/"
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the login page says "<refused>"
    When a visitor signs up as a general user with the email "user@cue.test" and the nickname "영화좋아"
    Then the sign-up goes through to the login page
    And "user@cue.test" logs in with the new password and is called "영화좋아"

    Examples:
      | language | refused                                                           |
      | Korean   | 아이디 또는 비밀번호가 일치하지 않습니다. 확인 후 다시 시도해 주세요. |
      | English  | ID or password does not match. Please check and try again.        |
