Feature: Logging in
  Members log in with their login id (the email they signed up with) and their password. The login page
  tells them, in their language, what went wrong, keeps what they typed, and brings them back to the page
  they wanted to see.

  Scenario Outline: A member logs in and lands on the home page
    Given a visitor who reads Cue Connect in <language>
    When the visitor logs in as "musician@cue.test" with the password "cue-connect-1"
    Then the address is "/"
    And the header offers "<logout>"

    Examples:
      | language | logout   |
      | Korean   | 로그아웃 |
      | English  | Logout   |

  Scenario Outline: Pressing Enter in the form logs in
    Given a visitor who reads Cue Connect in <language>
    When the visitor types "user@cue.test" and "cue-connect-1" and presses Enter
    Then the address is "/"
    And the header offers "<logout>"

    Examples:
      | language | logout   |
      | Korean   | 로그아웃 |
      | English  | Logout   |

  Scenario Outline: The login id and the password are required
    Given a visitor who reads Cue Connect in <language>
    When the visitor presses the login button without filling in the form
    Then the login form says "<login id message>" under the login id
    And the login form says "<password message>" under the password

    Examples:
      | language | login id message                  | password message            |
      | Korean   | 아이디(이메일)를 입력해 주세요.   | 비밀번호를 입력해 주세요.   |
      | English  | Please enter your ID (email).     | Please enter your password. |

  Scenario Outline: A wrong password is told, and what was typed stays
    Given a visitor who reads Cue Connect in <language>
    When the visitor logs in as "musician@cue.test" with the password "wrong-password-1"
    Then the login page says "<message>"
    And the login form still holds "musician@cue.test" and "wrong-password-1"

    Examples:
      | language | message                                                              |
      | Korean   | 아이디 또는 비밀번호가 일치하지 않습니다. 확인 후 다시 시도해 주세요. |
      | English  | ID or password does not match. Please check and try again.           |

  Scenario Outline: An invalid request is told
    Given a visitor who reads Cue Connect in <language>
    And the server rejects the next login as invalid input
    When the visitor logs in as "musician@cue.test" with the password "cue-connect-1"
    Then the login page says "<message>"

    Examples:
      | language | message                             |
      | Korean   | 입력 정보를 확인해 주세요.          |
      | English  | Please check your input information. |

  Scenario Outline: A server failure is told, and the member can try again
    Given a visitor who reads Cue Connect in <language>
    And the server fails the next login with an internal error
    When the visitor logs in as "musician@cue.test" with the password "cue-connect-1"
    Then the login page says "<message>"
    And the login form still holds "musician@cue.test" and "cue-connect-1"

    Examples:
      | language | message                                               |
      | Korean   | 서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요. |
      | English  | A server error occurred. Please try again later.      |

  Scenario Outline: A login without a usable answer is told
    Given a visitor who reads Cue Connect in <language>
    And the connection drops whenever the visitor logs in
    When the visitor logs in as "musician@cue.test" with the password "cue-connect-1"
    Then the login page says "<message>"

    Examples:
      | language | message                                   |
      | Korean   | 로그인에 실패했습니다. 다시 시도해 주세요. |
      | English  | Login failed. Please try again.           |

  Scenario Outline: A blocked account is told why
    Given a visitor who reads Cue Connect in <language>
    When the visitor logs in as "<account>" with the password "cue-connect-1"
    Then the login page says "<message>"

    Examples:
      | language | account           | message                                                                     |
      | Korean   | rejected@cue.test | 가입이 거절된 계정입니다. 관리자에게 문의해 주세요.                         |
      | English  | rejected@cue.test | Your sign-up was rejected. Please contact the administrator.                |
      | Korean   | revoked@cue.test  | 승인이 취소된 계정입니다. 관리자에게 문의해 주세요.                         |
      | English  | left@cue.test     | This account has been closed.                                               |

  Scenario Outline: After logging in, the member is brought back to the page they wanted
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/my-page"
    Then the address is "/login"
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the address is "/my-page"
    And the header offers "<logout>"

    Examples:
      | language | logout   |
      | Korean   | 로그아웃 |
      | English  | Logout   |

  Scenario Outline: A logged-in member who opens the login page goes on at once
    Given a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the visitor opens the address "<address>"
    Then the address is "<destination>"

    Examples:
      | language | address                        | destination  |
      | Korean   | /login                         | /            |
      | English  | /login?redirect=%2Fliked-music | /liked-music |

  Scenario Outline: A redirect to another site is not followed
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/login?redirect=%2F%2Fevil.example%2Fphish"
    And the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the address is "/"

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: A general user who has just signed up finds their email filled in
    Given a visitor opens the sign-up page in <language>
    And the window is <width> pixels wide
    When they sign up as a "general user" with every field filled in
    Then the login form holds their new email, with the password to type
    When they type their password and press Enter
    Then the address is "/"
    And the header offers "<logout>"

    Examples:
      | language | width | logout   |
      | Korean   | 1440  | 로그아웃 |
      | English  | 1440  | Logout   |
      | Korean   | 390   | 로그아웃 |
