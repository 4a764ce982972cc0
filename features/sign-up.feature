Feature: Signing up for Cue Connect
  A visitor creates an account with their email, a password, their name, a nickname and their phone number,
  and gives the required agreements (each agreement's rules are in sign-up-consents.feature). Every rule is
  told next to its field, in the visitor's language. A general account can log in at once; a musician's
  account waits for an administrator's approval.

  Scenario Outline: An email must have a valid format
    Given a visitor opens the sign-up page in <language>
    When they enter "user@cue" as their email
    Then the email field says "<message>"

    Examples:
      | language | message                           |
      | Korean   | 올바르지 않은 이메일 형식입니다.  |
      | English  | Invalid email format.             |

  Scenario Outline: The email duplicate check must be passed before signing up
    Given a visitor opens the sign-up page in <language>
    When they fill in the form without checking the email
    And they sign up
    Then the email field says "<message>"

    Examples:
      | language | message                                 |
      | Korean   | 이메일 중복 확인을 통과해야 합니다.     |
      | English  | Email duplicate check must be passed.   |

  Scenario Outline: An email already in use is refused by the duplicate check
    Given a visitor opens the sign-up page in <language>
    When they check whether the email "user@cue.test" is free
    Then the email field says "<message>"

    Examples:
      | language | message                         |
      | Korean   | 이미 사용 중인 이메일입니다.    |
      | English  | This email is already in use.   |

  Scenario Outline: A free email passes the duplicate check
    Given a visitor opens the sign-up page in <language>
    When they check whether the email "newcomer@cue.test" is free
    Then the email field says "<message>"

    Examples:
      | language | message                      |
      | Korean   | 사용 가능한 이메일입니다.    |
      | English  | This email is available.     |

  Scenario Outline: A password breaking a rule is refused with the rule
    Given a visitor opens the sign-up page in <language>
    When they enter "<password>" as their password
    Then the password field says "<message>"

    Examples:
      | language | password    | message                                                        |
      | Korean   | abc123      | 비밀번호는 8자 이상이어야 합니다.                              |
      | English  | abc123      | The password must be at least 8 characters.                    |
      | Korean   | abcdefghij  | 비밀번호는 영문과 숫자를 모두 포함해야 합니다.                 |
      | English  | abcdefghij  | The password must contain both English letters and digits.     |
      | Korean   | abcd1234#   | 특수문자는 !?@_- 만 사용할 수 있습니다.                        |
      | English  | abcd1234#   | Only these special characters are allowed: !?@_-               |

  Scenario Outline: The password confirmation must match
    Given a visitor opens the sign-up page in <language>
    When they enter "cueTest2025!" as their password
    And they enter "cueTest2025?" as their password confirmation
    Then the confirmation field says "<message>"

    Examples:
      | language | message                      |
      | Korean   | 비밀번호가 일치하지 않습니다. |
      | English  | Passwords do not match.      |

  Scenario Outline: The name is required
    Given a visitor opens the sign-up page in <language>
    When they enter "" as their name
    Then the name field says "<message>"

    Examples:
      | language | message                 |
      | Korean   | 이름을 입력해 주세요.   |
      | English  | Please enter your name. |

  Scenario Outline: A nickname has 2 to 10 characters
    Given a visitor opens the sign-up page in <language>
    When they enter "<nickname>" as their nickname
    Then the nickname field says "<message>"

    Examples:
      | language | nickname     | message                                       |
      | Korean   | 큐           | 닉네임은 2자 이상이어야 합니다.               |
      | English  | Q            | The nickname must be at least 2 characters.   |

  Scenario Outline: Typing a nickname stops at 10 characters
    Given a visitor opens the sign-up page in <language>
    When they type "<typed>" as their nickname
    Then the nickname field holds "<kept>"

    Examples:
      | language | typed        | kept       |
      | Korean   | 영화음악작곡가친구들이 | 영화음악작곡가친구들 |
      | English  | filmcomposer | filmcompos |

  Scenario Outline: A longer nickname pasted is cut to 10 characters and the rule is told
    Given a visitor opens the sign-up page in <language>
    When they paste "<pasted>" as their nickname
    Then the nickname field holds "<kept>"
    And the nickname field says "<message>"

    Examples:
      | language | pasted                 | kept                 | message                                     |
      | Korean   | 영화음악작곡가친구들이 | 영화음악작곡가친구들 | 닉네임은 10자 이하여야 합니다.              |
      | English  | filmcomposer           | filmcompos           | The nickname must be 10 characters or less. |

  Scenario Outline: Leaving the email and nickname fields checks them by themselves
    Given a visitor opens the sign-up page in <language>
    When they enter "<email>" as their email
    And they enter "<nickname>" as their nickname
    Then the email field says "<email message>"
    And the nickname field says "<nickname message>"
    And the email and nickname can still be checked with their buttons

    Examples:
      | language | email             | email message                | nickname | nickname message                 |
      | Korean   | user@cue.test     | 이미 사용 중인 이메일입니다. | 새얼굴   | 사용 가능한 닉네임입니다.        |
      | English  | newcomer@cue.test | This email is available.     | 영화좋아 | This nickname is already in use. |

  Scenario Outline: The nickname duplicate check tells whether a nickname is free
    Given a visitor opens the sign-up page in <language>
    When they check whether the nickname "<nickname>" is free
    Then the nickname field says "<message>"

    Examples:
      | language | nickname | message                              |
      | Korean   | 영화좋아 | 이미 사용 중인 닉네임입니다.         |
      | English  | 영화좋아 | This nickname is already in use.     |
      | Korean   | 새얼굴   | 사용 가능한 닉네임입니다.            |
      | English  | newface  | Nickname is available.               |

  Scenario Outline: A nickname that only looks like a taken one is already in use
    Given a visitor opens the sign-up page in <language>
    When they check whether the nickname "한도윤" typed in decomposed Hangul is free
    Then the nickname field says "<message>"

    Examples:
      | language | message                          |
      | Korean   | 이미 사용 중인 닉네임입니다.     |
      | English  | This nickname is already in use. |

  Scenario Outline: A nickname or name with an invisible character is refused under its field
    Given a visitor opens the sign-up page in <language>
    When they enter "한도윤" with <character> added as their <field>
    Then the <field> field says "<message>"

    Examples:
      | language | field    | character | message                                                                                  |
      | Korean   | nickname | U+200B    | 닉네임에 쓸 수 없는 문자(보이지 않는 문자나 제어 문자)가 들어 있습니다.                  |
      | English  | nickname | U+3164    | The nickname contains characters that cannot be used (invisible or control characters). |
      | Korean   | name     | U+202E    | 이름에 쓸 수 없는 문자(보이지 않는 문자나 제어 문자)가 들어 있습니다.                    |
      | English  | name     | U+FE0F    | The name contains characters that cannot be used (invisible or control characters).     |

  Scenario Outline: A phone number has exactly 11 digits
    Given a visitor opens the sign-up page in <language>
    When they enter "0101234567" as their phone
    Then the phone field says "<message>"

    Examples:
      | language | message                                      |
      | Korean   | 휴대폰 번호는 숫자 11자리여야 합니다. 해외 번호는 +와 국가 번호부터 입력해 주세요.              |
      | English  | The phone number must be exactly 11 digits. A number abroad starts with + and its country code. |

  Scenario Outline: A phone number pasted with separators keeps all 11 digits
    Given a visitor opens the sign-up page in <language>
    And the window is <width> pixels wide
    When they paste "<pasted>" as their phone
    Then the phone field holds "01012345678"
    And the phone field says "<hint>"

    Examples:
      | language | width | pasted           | hint                                                                                 |
      | Korean   | 1440  | 010-1234-5678    | 숫자 11자리 (예: 010-1234-5678). 해외 번호는 +와 국가 번호부터 입력해 주세요.        |
      | English  | 1440  | 010-1234-5678    | 11 digits, for example 010-1234-5678. A number abroad starts with + and its country code. |
      | Korean   | 390   | 010 1234 5678    | 숫자 11자리 (예: 010-1234-5678). 해외 번호는 +와 국가 번호부터 입력해 주세요.        |
      | English  | 390   | +82 10-1234-5678 | 11 digits, for example 010-1234-5678. A number abroad starts with + and its country code. |

  Scenario Outline: A number abroad keeps its country code and is told as it will be saved (<language>, <width> px)
    Given a visitor opens the sign-up page in <language>
    And the window is <width> pixels wide
    When they paste "<pasted>" as their phone
    Then the phone field holds "<pasted>"
    And the phone field says "<hint>"

    Examples:
      | language | width | pasted           | hint                                                       |
      | Korean   | 1440  | +1 310 555 0147  | 해외 번호(미국): +1 310 555 0147(으)로 저장됩니다.         |
      | English  | 390   | +44 20 7946 0958 | Number abroad (United Kingdom): saved as +44 20 7946 0958. |

  Scenario Outline: A number abroad that its country does not have is refused, never cut (<language>)
    Given a visitor opens the sign-up page in <language>
    When they enter "+1 555 0147" as their phone
    Then the phone field says "<message>"
    And the phone field holds "+1 555 0147"

    Examples:
      | language | message                                                                                                            |
      | Korean   | 확인할 수 없는 해외 번호입니다. + 다음에 국가 번호와 전체 번호를 입력해 주세요. (예: +1 310 555 0147)              |
      | English  | This is not a valid number abroad. Type + and the country code, then the whole number (for example +1 310 555 0147). |

  Scenario Outline: Twelve digits are told, not cut to eleven (<language>)
    Given a visitor opens the sign-up page in <language>
    When they paste "010-1234-56789" as their phone
    Then the phone field holds "010123456789"
    And the phone field says "<message>"

    Examples:
      | language | message                                                                                         |
      | Korean   | 휴대폰 번호는 숫자 11자리여야 합니다. 해외 번호는 +와 국가 번호부터 입력해 주세요.              |
      | English  | The phone number must be exactly 11 digits. A number abroad starts with + and its country code. |

  Scenario Outline: A failed sign-up keeps everything typed
    Given the server fails with an internal error whenever someone signs up
    And a visitor opens the sign-up page in <language>
    When they fill in the form and sign up
    Then the sign-up form says "<title>"
    And everything they typed is still there

    Examples:
      | language | title          |
      | Korean   | 회원가입 실패  |
      | English  | Sign Up Failed |

  Scenario Outline: A general user signs up and can log in at once
    Given a visitor opens the sign-up page in <language>
    When they sign up as a "general user" with every field filled in
    Then they are taken to the login page and can log in with their new account

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: A musician's account waits for an administrator's approval
    Given a visitor opens the sign-up page in <language>
    When they sign up as a "musician" with every field filled in
    Then they see "<title>" and "<text>"

    Examples:
      | language | title            | text                                                                                       |
      | Korean   | 승인 대기 중     | 뮤지션 계정이 만들어졌습니다. 관리자의 승인 후에 로그인할 수 있습니다.                     |
      | English  | Awaiting approval | Your musician account has been created. An administrator must approve it before you can log in. |

  Scenario Outline: A musician is told how long the review takes and that a mail follows (<language>)
    Given a visitor opens the sign-up page in <language>
    When they sign up as a "musician" with every field filled in
    Then they see "<title>" and "<review>"

    Examples:
      | language | title             | review                                         |
      | Korean   | 승인 대기 중      | 검토에는 보통 영업일 기준 3일이 걸립니다.      |
      | English  | Awaiting approval | Review usually takes 3 days (working days only). |

  Scenario Outline: The terms of service have 12 articles, special terms for musicians and an effective date
    Given a visitor opens the sign-up page in <language>
    When they open the terms of service
    Then the dialog "<title>" lists 12 articles
    And article 9 is "<article 9>"
    And the terms read "<effective>"

    Examples:
      | language | title            | article 9                            | effective                       |
      | Korean   | 이용약관         | 제9조 (뮤지션 특별 약관)             | 시행일: 2025년 8월 18일         |
      | English  | Terms of Service | Article 9 (Special Terms for Musicians) | Effective date: 18 August 2025 |

  Scenario Outline: Leaving the sign-up with typed values asks first
    Given a visitor opens the sign-up page in <language>
    When they enter "new.member@cue.test" as their email
    And they follow the link "<login>" below the form
    Then the page asks "<question>"
    When the visitor answers "<stay>"
    Then the address is "/sign-up"
    When they follow the link "<login>" below the form
    And the visitor answers "<leave>"
    Then the address is "/login"

    Examples:
      | language | login  | question                                                                   | stay         | leave                |
      | Korean   | 로그인 | 저장하지 않은 변경 사항이 있습니다. 지금 나가면 입력한 내용이 사라집니다.  | 계속 편집    | 저장하지 않고 나가기 |
      | English  | Log in | You have unsaved changes. If you leave now, what you entered will be lost. | Keep editing | Leave without saving |
