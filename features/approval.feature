Feature: Approval dialogs
  Musician accounts are approved by an administrator. Until then, logging in explains that the account is
  waiting for approval. Once approved, a musician without a musician profile is invited, once, to register it.

  Scenario Outline: An account waiting for approval is told so, and confirming goes home
    Given a visitor who reads Cue Connect in <language>
    When the visitor logs in as "pending@cue.test" with the password "cue-connect-1"
    Then the dialog "<title>" says "<explanation>"
    And the login page says "<message>"
    When the visitor presses "<confirm>" in the dialog "<title>"
    Then the address is "/"
    And the header offers "<login>"

    Examples:
      | language | title            | explanation                                                                                        | message                                                            | confirm | login  |
      | Korean   | 승인 대기        | 관리자 승인 후 로그인할 수 있습니다. 승인이 완료되면 다시 로그인해 주세요.                         | 승인 대기 중입니다. 승인 후 서비스를 이용하실 수 있습니다.         | 확인    | 로그인 |
      | English  | Approval Pending | You can log in after administrator approval. Please log in again once your account is approved. | Your approval is pending. You can use the service after approval. | OK      | Login  |

  Scenario Outline: A newly approved musician is invited to register, once
    Given a visitor who reads Cue Connect in <language>
    When the visitor logs in as "newmusician@cue.test" with the password "cue-connect-1"
    Then the dialog "<title>" says "<message>" and "<hint>"
    When the visitor presses "<close>" in the dialog "<title>"
    And the visitor reloads the page
    Then no dialog is shown

    Examples:
      | language | title                          | message                                                                                            | hint                                                                                  | close |
      | Korean   | 뮤지션 등록 승인               | 뮤지션 가입이 승인되었습니다. 지금 뮤지션 프로필을 등록하고 음악을 올려 보세요.                    | 나중에 사용자 > 내 뮤지션 프로필에서 등록하고 수정할 수도 있습니다.                   | 닫기  |
      | English  | Musician Registration Approved | Your musician sign-up has been approved. Register your musician profile and upload your music now. | You can also do this later, and edit your profile, under User > My Musician Profile. | Close |

  Scenario Outline: The invitation leads to the musician registration
    Given a visitor who reads Cue Connect in <language>
    When the visitor logs in as "newmusician@cue.test" with the password "cue-connect-1"
    And the visitor presses "<register>" in the dialog "<title>"
    Then the address is "/musician-registration"

    Examples:
      | language | title                          | register           |
      | Korean   | 뮤지션 등록 승인               | 등록하러 가기      |
      | English  | Musician Registration Approved | Go to Registration |

  Scenario Outline: A musician who already has a profile is not invited
    Given a visitor who reads Cue Connect in <language>
    When the visitor logs in as "musician@cue.test" with the password "cue-connect-1"
    Then the address is "/"
    And no dialog is shown

    Examples:
      | language |
      | Korean   |
      | English  |
