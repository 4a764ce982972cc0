Feature: Forgot password
  A member who forgot their password asks for a reset link from the login page. The link arrives by email,
  works once and for 30 minutes, and sets a new password that follows the same rules as at sign-up. The
  page never tells whether an account exists. Setting a new password ends every session of the account, on
  every device. (Offline, the mock provider keeps the emails it sends in an outbox.)

  Scenario Outline: A reset link is asked for from the login page (<language>, <width> px)
    Given a visitor who reads Cue Connect in <language> at <width> px
    When the visitor follows "<link>" on the login page
    Then the page is titled "<link>"
    When asks for a reset link for "user@cue.test"
    Then the page confirms "<confirmation>"
    And nothing of the page sticks out sideways
    And the outbox holds one email to "user@cue.test", titled "[Cue Connect] 비밀번호 재설정 안내" and "[Cue Connect] Reset your password", with a link to "/reset-password"

    Examples:
      | language | width | link                   | confirmation                                                                     |
      | Korean   | 1440  | 비밀번호를 잊으셨나요? | 이 이메일로 가입된 계정이 있다면 30분 동안 유효한 링크를 보냈습니다.            |
      | English  | 1440  | Forgot your password?  | If an account exists for this email, we have sent a link valid for 30 minutes. |
      | Korean   | 390   | 비밀번호를 잊으셨나요? | 이 이메일로 가입된 계정이 있다면 30분 동안 유효한 링크를 보냈습니다.            |
      | English  | 390   | Forgot your password?  | If an account exists for this email, we have sent a link valid for 30 minutes. |

  Scenario Outline: The answer does not tell whether an account exists (<language>)
    Given a visitor who reads Cue Connect in <language> at 1440 px
    When the visitor follows "<link>" on the login page
    And asks for a reset link for "nobody@cue.test"
    Then the page confirms "<confirmation>"
    And the outbox holds no email to "nobody@cue.test"

    Examples:
      | language | link                   | confirmation                                                                     |
      | Korean   | 비밀번호를 잊으셨나요? | 이 이메일로 가입된 계정이 있다면 30분 동안 유효한 링크를 보냈습니다.            |
      | English  | Forgot your password?  | If an account exists for this email, we have sent a link valid for 30 minutes. |

  Scenario Outline: The email is checked before anything is sent (<language>)
    Given a visitor who reads Cue Connect in <language> at 1440 px
    When the visitor follows "<link>" on the login page
    And asks for a reset link for "user-at-cue.test"
    Then the page says "<message>" under the email

    Examples:
      | language | link                   | message                          |
      | Korean   | 비밀번호를 잊으셨나요? | 올바르지 않은 이메일 형식입니다. |
      | English  | Forgot your password?  | Invalid email format.            |

  Scenario Outline: The new password follows the sign-up rules (<language>: <rule>)
    Given "user@cue.test" asked for a password reset link
    And a visitor who reads Cue Connect in <language> at 1440 px
    When the visitor opens the link from the email
    Then the page is titled "<title>"
    When types the new password "<password>" and the confirmation "<confirmation>" and presses the button
    Then the page says "<message>" under the <field>

    Examples:
      | language | rule              | title            | password     | confirmation | field        | message                                          |
      | Korean   | too short         | 새 비밀번호 설정 | abc12        | abc12        | password     | 비밀번호는 8자 이상이어야 합니다.                |
      | Korean   | letters and digits | 새 비밀번호 설정 | abcdefgh     | abcdefgh     | password     | 비밀번호는 영문과 숫자를 모두 포함해야 합니다.   |
      | Korean   | special characters | 새 비밀번호 설정 | abcd1234#    | abcd1234#    | password     | 특수문자는 !?@_- 만 사용할 수 있습니다.          |
      | Korean   | confirmation      | 새 비밀번호 설정 | new-secret-42 | new-secret-24 | confirmation | 비밀번호가 일치하지 않습니다.                    |
      | English  | too short         | Set a new password | abc12      | abc12        | password     | The password must be at least 8 characters.      |
      | English  | letters and digits | Set a new password | abcdefgh   | abcdefgh     | password     | The password must contain both English letters and digits. |
      | English  | special characters | Set a new password | abcd1234#  | abcd1234#    | password     | Only these special characters are allowed: !?@_- |
      | English  | confirmation      | Set a new password | new-secret-42 | new-secret-24 | confirmation | Passwords do not match.                       |

  Scenario Outline: The link sets a new password: the old one is refused, the new one works (<language>, <width> px)
    Given "user@cue.test" asked for a password reset link
    And a visitor who reads Cue Connect in <language> at <width> px
    When the visitor opens the link from the email
    And sets the new password "new-secret-42"
    Then the page is titled "<done title>"
    And the page tells "<done>"
    When the visitor presses "<log in>" on the page
    Then the login form holds the login id "user@cue.test"
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the login page says "<refused>"
    When the visitor logs in as "user@cue.test" with the password "new-secret-42"
    Then the address is "/"
    And the header offers "<logout>"

    Examples:
      | language | width | done title               | done                                                                                                              | log in | refused                                                              | logout   |
      | Korean   | 1440  | 비밀번호가 변경되었습니다 | 비밀번호가 변경되었고 이 계정의 모든 로그인이 종료되었습니다. 새 비밀번호로 로그인하세요.                         | 로그인 | 아이디 또는 비밀번호가 일치하지 않습니다. 확인 후 다시 시도해 주세요. | 로그아웃 |
      | English  | 1440  | Password changed         | Your password has been changed and every session of this account has been logged out. Log in with your new password. | Log in | ID or password does not match. Please check and try again.           | Logout   |
      | Korean   | 390   | 비밀번호가 변경되었습니다 | 비밀번호가 변경되었고 이 계정의 모든 로그인이 종료되었습니다. 새 비밀번호로 로그인하세요.                         | 로그인 | 아이디 또는 비밀번호가 일치하지 않습니다. 확인 후 다시 시도해 주세요. | 로그아웃 |
      | English  | 390   | Password changed         | Your password has been changed and every session of this account has been logged out. Log in with your new password. | Log in | ID or password does not match. Please check and try again.           | Logout   |

  Scenario Outline: The link cannot be used twice (<language>)
    Given "user@cue.test" asked for a password reset link
    And a visitor who reads Cue Connect in <language> at 1440 px
    When the visitor opens the link from the email
    And sets the new password "new-secret-42"
    And the visitor opens the link from the email
    Then the page warns "<used>"
    When the visitor follows "<ask again>" on the page
    Then the page is titled "<forgot title>"

    Examples:
      | language | used                                                                        | ask again         | forgot title           |
      | Korean   | 이미 사용된 비밀번호 재설정 링크입니다. 새 링크를 요청해 주세요.            | 새 링크 요청하기  | 비밀번호를 잊으셨나요? |
      | English  | This password reset link has already been used. Please ask for a new one. | Ask for a new link | Forgot your password?  |

  Scenario Outline: A link older than 30 minutes has expired (<language>)
    Given "user@cue.test" asked for a password reset link
    And the link has expired
    And a visitor who reads Cue Connect in <language> at 1440 px
    When the visitor opens the link from the email
    Then the page warns "<expired>"
    When the visitor follows "<ask again>" on the page
    Then the page is titled "<forgot title>"

    Examples:
      | language | expired                                                                                          | ask again          | forgot title           |
      | Korean   | 비밀번호 재설정 링크가 만료되었습니다(링크는 30분 동안 유효합니다). 새 링크를 요청해 주세요.     | 새 링크 요청하기   | 비밀번호를 잊으셨나요? |
      | English  | This password reset link has expired (links are valid for 30 minutes). Please ask for a new one. | Ask for a new link | Forgot your password?  |

  Scenario Outline: A link that was never sent is not valid (<language>)
    Given a visitor who reads Cue Connect in <language> at 1440 px
    When the visitor opens the address "/reset-password?token=not-a-real-token" from an email
    Then the page warns "<invalid>"

    Examples:
      | language | invalid                                                             |
      | Korean   | 유효하지 않은 비밀번호 재설정 링크입니다. 새 링크를 요청해 주세요.  |
      | English  | This password reset link is not valid. Please ask for a new one.    |

  Scenario Outline: Setting a new password ends the session on another device (<language>)
    Given "user@cue.test" is logged in on another device, on the my page
    And "user@cue.test" asked for a password reset link
    And a visitor who reads Cue Connect in <language> at 1440 px
    When the visitor opens the link from the email
    And sets the new password "new-secret-42"
    Then the page is titled "<done title>"
    And the other device is sent to the login page when it reloads

    Examples:
      | language | done title                |
      | Korean   | 비밀번호가 변경되었습니다 |
      | English  | Password changed          |
