Feature: Attempt limits
  Nobody can guess a password or find out which accounts exist by trying again and again. After 5 wrong
  passwords for one account within 15 minutes, that account cannot log in, not even with the right password,
  until the 15 minutes have passed; the login page says how many minutes are left. Password reset requests
  (5 per email) are limited in the same window. Each visitor (one network address) has a budget of its own
  for the emails and the nicknames the sign-up asks about (150 of each in 15 minutes, 200 in an hour; each
  distinct email or nickname counts once, however often it is checked, so a festival venue signs as many
  people up as the budget) and for wrong passwords across all accounts (100 in 15 minutes, 200 in an hour).
  Every refusal says for how long, at the field and when the form is sent. (Offline, the limits are settings of the mock provider, which its developer
  panel and mock control change.)

  Scenario Outline: After 5 wrong passwords the right one is refused too, with the minutes left (<language>)
    Given a visitor who reads Cue Connect in <language>
    And someone has typed a wrong password for "user@cue.test" 5 times
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the login page says "<message>"
    And the login form still holds "user@cue.test" and "cue-connect-1"

    Examples:
      | language | message                                                  |
      | Korean   | 시도 횟수가 너무 많습니다. 15분 후에 다시 시도해 주세요. |
      | English  | Too many attempts. Please try again in 15 minutes.       |

  Scenario Outline: The fifth wrong password is still told as wrong, the sixth attempt is refused (<language>)
    Given a visitor who reads Cue Connect in <language>
    And someone has typed a wrong password for "user@cue.test" 4 times
    When the visitor logs in as "user@cue.test" with the password "wrong-password-1"
    Then the login page says "<wrong>"
    When the visitor logs in as "user@cue.test" with the password "wrong-password-2"
    Then the login page says "<refused>"

    Examples:
      | language | wrong                                                                 | refused                                                  |
      | Korean   | 아이디 또는 비밀번호가 일치하지 않습니다. 확인 후 다시 시도해 주세요. | 시도 횟수가 너무 많습니다. 15분 후에 다시 시도해 주세요. |
      | English  | ID or password does not match. Please check and try again.           | Too many attempts. Please try again in 15 minutes.       |

  Scenario Outline: Once the window has passed, the member logs in (<language>)
    Given a visitor who reads Cue Connect in <language>
    And someone has typed a wrong password for "user@cue.test" 5 times
    And the 15 minutes have passed
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the address is "/"
    And the header offers "<logout>"

    Examples:
      | language | logout   |
      | Korean   | 로그아웃 |
      | English  | Logout   |

  Scenario Outline: Other accounts are not held back (<language>)
    Given a visitor who reads Cue Connect in <language>
    And someone has typed a wrong password for "user@cue.test" 5 times
    When the visitor logs in as "musician@cue.test" with the password "cue-connect-1"
    Then the address is "/"
    And the header offers "<logout>"

    Examples:
      | language | logout   |
      | Korean   | 로그아웃 |
      | English  | Logout   |

  Scenario Outline: The limits are settings: 2 attempts in 1 minute (<language>)
    Given a visitor who reads Cue Connect in <language>
    And the mock allows 2 attempts per 1 minute
    And someone has typed a wrong password for "user@cue.test" 2 times
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the login page says "<message>"

    Examples:
      | language | message                                                 |
      | Korean   | 시도 횟수가 너무 많습니다. 1분 후에 다시 시도해 주세요. |
      | English  | Too many attempts. Please try again in 1 minute.        |

  Scenario Outline: Too many reset requests for one email are told (<language>)
    Given a visitor who reads Cue Connect in <language> at 1440 px
    And someone has asked for a reset link for "user@cue.test" 5 times
    When the visitor follows "<link>" on the login page
    And asks for a reset link for "user@cue.test"
    Then the reset request is refused with "<message>"
    And the outbox holds 5 emails to "user@cue.test"

    Examples:
      | language | link                   | message                                                  |
      | Korean   | 비밀번호를 잊으셨나요? | 시도 횟수가 너무 많습니다. 15분 후에 다시 시도해 주세요. |
      | English  | Forgot your password?  | Too many attempts. Please try again in 15 minutes.       |

  Scenario Outline: Too many email and nickname checks are told under the field (<language>)
    Given a visitor opens the sign-up page in <language>
    And the mock allows each visitor 5 email or nickname checks per 15 minutes
    And someone has checked 5 emails
    When they check whether the email "newcomer@cue.test" is free
    Then the email field says "<message>"
    And the email field holds "newcomer@cue.test"

    Examples:
      | language | message                                                  |
      | Korean   | 시도 횟수가 너무 많습니다. 15분 후에 다시 시도해 주세요. |
      | English  | Too many attempts. Please try again in 15 minutes.       |

  Scenario Outline: A venue's third sign-up from one network goes through (<language>)
    Given a visitor opens the sign-up page in <language>
    And the mock allows each visitor 5 email or nickname checks per 15 minutes
    And 2 people have signed up from the same network
    When they sign up as a "general user" with every field filled in
    Then they are taken to the login page and can log in with their new account

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: A nickname check refused for too many attempts says how long to wait, also when the form is sent (<language>)
    Given a visitor opens the sign-up page in <language>
    And the mock allows each visitor 5 email or nickname checks per 15 minutes
    And someone has checked 5 nicknames
    When they fill in the form and sign up
    Then the nickname field says "<message>"

    Examples:
      | language | message                                                  |
      | Korean   | 시도 횟수가 너무 많습니다. 15분 후에 다시 시도해 주세요. |
      | English  | Too many attempts. Please try again in 15 minutes.       |
