Feature: My page
  A logged-in member sees their own account on the my page: nickname, email, phone, status, member type,
  the dates they joined and last logged in (written the way their language writes dates) and their
  affiliation. There they edit their details, change their password and can leave Cue Connect with their current
  password, so a stolen session alone cannot close the account (what leaving erases, the consents and "download my
  data" are in my-data.feature).
  A new nickname must pass a duplicate check first; whatever fails is told in the member's language and
  nothing they typed is lost.

  Scenario Outline: The member sees their account, with dates in their language
    Given a general user has logged in and reads Cue Connect in <language>
    When the member opens the my page
    Then the account shows "<nickname label>" as "영화좋아"
    And the account shows "<role label>" as "<role>"
    And the account shows "<joined label>" as "<joined>"

    Examples:
      | language | nickname label | role label  | role    | joined label | joined         |
      | Korean   | 닉네임         | 회원 유형   | 일반 회원      | 가입일       | 2025년 8월 17일 |
      | English  | Nickname       | Member type | General member | Joined       | August 17, 2025 |

  Scenario Outline: Status and member type are named in the member's language
    Given a <member> has logged in and reads Cue Connect in <language>
    And the window is <width> pixels wide
    When the member opens the my page
    Then the account shows "<status label>" as "<status>"
    And the account shows "<role label>" as "<role>"

    Examples:
      | language | member       | width | status label | status    | role label  | role           |
      | Korean   | general user | 1440  | 상태         | 승인 완료 | 회원 유형   | 일반 회원      |
      | English  | general user | 1440  | Status       | Approved  | Member type | General member |
      | Korean   | musician     | 390   | 상태         | 승인 완료 | 회원 유형   | 뮤지션         |
      | English  | musician     | 390   | Status       | Approved  | Member type | Musician       |

  Scenario Outline: Editing the account is named apart from editing the musician profile
    Given a general user is on the my page in <language>
    Then the my page offers "<edit>"
    When the member edits the profile
    Then the form is headed "<edit>"

    Examples:
      | language | edit           |
      | Korean   | 회원 정보 수정 |
      | English  | Edit account   |

  Scenario Outline: A phone number pasted with separators is saved and shown formatted
    Given a general user is on the my page in <language>
    And the window is <width> pixels wide
    When the member edits the profile and pastes the phone "<pasted>"
    Then the phone field still holds "01098765432"
    When the member saves the profile
    Then the my page says "<saved>"
    And the account shows "<phone label>" as "010-9876-5432"

    Examples:
      | language | width | pasted           | saved                                 | phone label |
      | Korean   | 1440  | 010-9876-5432    | 회원 정보가 수정되었습니다.           | 휴대폰 번호 |
      | English  | 1440  | 010 9876 5432    | Your account information was updated. | Phone       |
      | Korean   | 390   | +82 10-9876-5432 | 회원 정보가 수정되었습니다.           | 휴대폰 번호 |

  Scenario Outline: A number abroad is saved with its country code and shown in its international format (<language>, <width> px)
    Given a general user is on the my page in <language>
    And the window is <width> pixels wide
    When the member edits the profile and pastes the phone "<pasted>"
    Then the phone field still holds "<pasted>"
    When the member saves the profile
    Then the my page says "<saved>"
    And the account shows "<phone label>" as "<shown>"

    Examples:
      | language | width | pasted            | shown            | saved                                 | phone label |
      | Korean   | 1440  | +1 310 555 0147   | +1 310 555 0147  | 회원 정보가 수정되었습니다.           | 휴대폰 번호 |
      | English  | 390   | +44 20 7946 0958  | +44 20 7946 0958 | Your account information was updated. | Phone       |

  Scenario Outline: The nickname stops at 10 characters when editing the account
    Given a general user is on the my page in <language>
    When the member edits the profile and pastes the nickname "<pasted>"
    Then the nickname field of the account holds "<kept>"
    And the nickname check says "<message>"

    Examples:
      | language | pasted                 | kept                 | message                                     |
      | Korean   | 영화음악작곡가친구들이 | 영화음악작곡가친구들 | 닉네임은 10자 이하여야 합니다.              |
      | English  | filmcomposer           | filmcompos           | The nickname must be 10 characters or less. |

  Scenario Outline: The name is required when editing the account, as at sign-up
    Given a general user is on the my page in <language>
    When the member edits the profile, clears the name and saves it
    Then the my page says "<message>"
    And the account is still being edited

    Examples:
      | language | message                 |
      | Korean   | 이름을 입력해 주세요.   |
      | English  | Please enter your name. |

  Scenario Outline: Checking the unchanged nickname says it is the member's own
    Given a general user is on the my page in <language>
    When the member edits the profile and checks the nickname
    Then the nickname check says "<message>"

    Examples:
      | language | message                        |
      | Korean   | 현재 사용 중인 닉네임입니다.   |
      | English  | This is your current nickname. |

  Scenario Outline: A nickname another member uses is refused
    Given a general user is on the my page in <language>
    When the member edits the profile, types the nickname of the demo musician and checks it
    Then the nickname check says "<message>"

    Examples:
      | language | message                          |
      | Korean   | 이미 사용 중인 닉네임입니다.     |
      | English  | This nickname is already in use. |

  Scenario Outline: A free nickname is available and saved
    Given a general user is on the my page in <language>
    When the member edits the profile, types the nickname "새닉네임" and checks it
    Then the nickname check says "<available>"
    When the member saves the profile
    Then the my page says "<saved>"
    And the account shows "<nickname label>" as "새닉네임"

    Examples:
      | language | available              | saved                                 | nickname label |
      | Korean   | 사용 가능한 닉네임입니다. | 회원 정보가 수정되었습니다.           | 닉네임         |
      | English  | Nickname is available. | Your account information was updated. | Nickname       |

  Scenario Outline: A failed update says so and keeps what was typed
    Given a general user is on the my page in <language>
    And the server fails whenever a profile is updated
    When the member edits the profile, types the phone "01098765432" and saves it
    Then the my page says "<message>"
    And the phone field still holds "01098765432"

    Examples:
      | language | message                                 |
      | Korean   | 회원 정보 수정에 실패했습니다.          |
      | English  | Failed to update your user information. |

  Scenario Outline: Changing the password needs the current and a new password
    Given a general user is on the my page in <language>
    When the member asks to change the password without typing anything
    Then the password dialog says "<current required>"
    And the password dialog says "<new required>"

    Examples:
      | language | current required                    | new required                 |
      | Korean   | 현재 비밀번호를 입력해 주세요.      | 새 비밀번호를 입력해 주세요. |
      | English  | Please enter your current password. | Please enter a new password. |

  Scenario Outline: The new password must differ from the current one and be confirmed
    Given a general user is on the my page in <language>
    When the member changes the password from "<current>" to "<new>" confirmed as "<confirmation>"
    Then the password dialog says "<message>"

    Examples:
      | language | current       | new           | confirmation  | message                                                         |
      | Korean   | cue-connect-1 | cue-connect-1 | cue-connect-1 | 새 비밀번호는 현재 비밀번호와 달라야 합니다.                    |
      | English  | cue-connect-1 | cue-connect-1 | cue-connect-1 | The new password must be different from the current password. |
      | Korean   | cue-connect-1 | new-secret-2  | new-secret-3  | 비밀번호가 일치하지 않습니다.                                   |
      | English  | cue-connect-1 | new-secret-2  | new-secret-3  | Passwords do not match.                                         |
      | Korean   | wrong-pass-9  | new-secret-2  | new-secret-2  | 현재 비밀번호가 올바르지 않습니다.                              |
      | English  | wrong-pass-9  | new-secret-2  | new-secret-2  | The current password is incorrect.                              |

  Scenario Outline: A password change the server refuses as unauthenticated asks to log in again
    Given a general user is on the my page in <language>
    And the server answers every password change as unauthenticated
    When the member changes the password from "cue-connect-1" to "new-secret-2" confirmed as "new-secret-2"
    Then the password dialog says "<message>"

    Examples:
      | language | message                                        |
      | Korean   | 인증이 필요합니다. 다시 로그인해 주세요.       |
      | English  | Authentication required. Please log in again. |

  Scenario Outline: A changed password is confirmed
    Given a general user is on the my page in <language>
    When the member changes the password from "cue-connect-1" to "new-secret-2" confirmed as "new-secret-2"
    Then the password dialog is closed
    And the my page says "<message>"

    Examples:
      | language | message                    |
      | Korean   | 비밀번호가 변경되었습니다. |
      | English  | Your password was changed. |

  Scenario Outline: A failed leave says so
    Given a general user is on the my page in <language>
    And the server fails whenever an account leaves
    When the member leaves the account
    Then the leave dialog says "<message>"

    Examples:
      | language | message                  |
      | Korean   | 회원 탈퇴에 실패했습니다. |
      | English  | Failed to leave account. |

  Scenario Outline: Leaving with the right password closes the account and logs the member out
    Given a general user is on the my page in <language>
    When the member leaves the account with the password "cue-connect-1"
    Then the address is "/"
    And the header offers "<login>"

    Examples:
      | language | login  |
      | Korean   | 로그인 |
      | English  | Login  |

  Scenario Outline: Leaving with a wrong password says so under the field and keeps the account
    Given a general user is on the my page in <language>
    When the member leaves the account with the password "wrong-pass-9"
    Then the leave password field says "<message>"
    And the address is "/my-page"
    And the general user still has the account

    Examples:
      | language | message                            |
      | Korean   | 현재 비밀번호가 올바르지 않습니다. |
      | English  | The current password is incorrect. |

  Scenario Outline: Leaving without the password asks for it
    Given a general user is on the my page in <language>
    When the member leaves the account with the password ""
    Then the leave password field says "<message>"
    And the general user still has the account

    Examples:
      | language | message                           |
      | Korean   | 현재 비밀번호를 입력해 주세요.    |
      | English  | Please enter your current password. |

  Scenario Outline: Leaving the account edit with unsaved changes asks first
    Given a general user is on the my page in <language>
    When the member edits the profile and types the phone "01055556666"
    And the member presses "<cancel>" in the account form
    Then the page asks "<question>"
    When the member answers "<stay>"
    Then the phone field still holds "01055556666"
    When the member presses "<cancel>" in the account form
    And the member answers "<leave>"
    Then the account form is closed

    Examples:
      | language | cancel | question                                                                   | stay         | leave                |
      | Korean   | 취소   | 저장하지 않은 변경 사항이 있습니다. 지금 나가면 입력한 내용이 사라집니다.  | 계속 편집    | 저장하지 않고 나가기 |
      | English  | Cancel | You have unsaved changes. If you leave now, what you entered will be lost. | Keep editing | Leave without saving |

  Scenario Outline: Leaving the account edit without changes does not ask
    Given a general user is on the my page in <language>
    When the member edits the profile
    And the member presses "<cancel>" in the account form
    Then the account form is closed

    Examples:
      | language | cancel |
      | Korean   | 취소   |
      | English  | Cancel |
