Feature: Privacy policy
  Cue Connect publishes its privacy policy (개인정보처리방침) in Korean and English at /privacy, open to everyone
  without logging in. It says which personal information is collected and why, how long it is kept and what
  leaving erases, that none of it goes to a third party, which rights users have and where on My Page they use
  them, whom to ask, and since when the policy applies. Every page leads to it: the foot of the side
  navigation, and the line under the card of the login and sign-up pages. A screen reader walks it heading by
  heading, and the keyboard alone reaches it and moves through it.

  Scenario Outline: The foot of the side navigation leads to the policy
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "/"
    And the visitor follows "<link>" at the foot of the side navigation
    Then the page "<link>" is shown
    And the address is "/privacy"
    And the browser tab reads "<tab>"

    Examples:
      | language | link           | tab                          |
      | Korean   | 개인정보처리방침       | 개인정보처리방침 · Cue Connect       |
      | English  | Privacy Policy | Privacy Policy · Cue Connect |

  Scenario Outline: The login and sign-up pages lead to the policy from under their card
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "<page>"
    And the visitor follows "<link>" under the card
    Then the page "<link>" is shown
    And the address is "/privacy"

    Examples:
      | language | page     | link           |
      | Korean   | /login   | 개인정보처리방침       |
      | English  | /login   | Privacy Policy |
      | Korean   | /sign-up | 개인정보처리방침       |
      | English  | /sign-up | Privacy Policy |

  Scenario Outline: The policy shows every section and the date it took effect
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the privacy policy
    Then the policy is headed "<title>" with the sections "<sections>"
    And the policy says "<effective>"
    And the policy says "<applies>"
    And the policy says "<third parties>"
    And the policy gives the privacy contact "privacy@cueconnect.kr" as text

    Examples:
      | language | title          | sections                                                                                                                                                                   | effective                        | applies                                               | third parties                                                                                                         |
      | Korean   | 개인정보처리방침       | 수집하는 개인정보 항목, 개인정보의 처리 목적, 보유 기간 및 파기, 개인정보의 제3자 제공 및 처리 위탁, 이용자의 권리와 행사 방법, 개인정보 보호 문의처, 시행일                                                                              | 시행일: 2026년 11월 26일               | 이 개인정보처리방침은 2026년 11월 26일부터 시행합니다.                    | 운영자는 이용자의 개인정보를 제3자에게 제공하지 않으며, 개인정보 처리 업무를 외부에 위탁하지 않습니다.                                                            |
      | English  | Privacy Policy | Personal information we collect, Why we use it, Retention and destruction, Third parties and outsourcing, Your rights and how to use them, Privacy contact, Effective date | Effective date: 26 November 2026 | This Privacy Policy takes effect on 26 November 2026. | The Operator does not provide your personal information to third parties and does not outsource any processing of it. |

  Scenario Outline: The policy is reached and read with the keyboard alone, from <page>
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "<page>"
    And the visitor tabs to the link "<link>"
    Then the keyboard focus is clearly visible on "<link>"
    When the visitor presses Enter
    Then the page "<link>" is shown
    When the visitor tabs to "<section>" in the policy's contents and presses Enter
    Then the section "<section>" is in view
    And the next Tab reaches "<my page>" in the section "<section>"

    Examples:
      | language | page   | link           | section                         | my page |
      | Korean   | /login | 개인정보처리방침       | 이용자의 권리와 행사 방법                  | 마이페이지   |
      | English  | /      | Privacy Policy | Your rights and how to use them | My Page |
