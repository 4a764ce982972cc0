Feature: The agreements asked at sign-up
  Signing up asks for each agreement on its own (issue 18, the Korean Personal Information Protection Act):
  the terms of service, the collection and use of personal information, and being 14 or over are required;
  marketing by email and marketing by text message are optional, each its own box, and refusing them never
  stops anyone signing up. Before agreeing, the visitor sees what is collected, why and for how long, and can
  read the full privacy policy. "Agree to all" ticks every box and follows them. The provider records each
  agreement with the moment it was given or refused. A screen reader hears each box in its group, and the
  keyboard reaches and ticks every one.

  Scenario Outline: "Agree to all" ticks every box, and follows the boxes
    Given a visitor opens the sign-up page in <language>
    When they tick "agree to all"
    Then every box is ticked, "agree to all" too
    When they untick "marketing by email"
    Then "marketing by email" and "agree to all" are unticked, every other box is ticked
    When they tick "marketing by email"
    Then every box is ticked, "agree to all" too
    When they untick "agree to all"
    Then no box is ticked
    When they tick every box one by one
    Then every box is ticked, "agree to all" too

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: Each required agreement left out is told with its own message
    Given a visitor opens the sign-up page in <language>
    When they fill in the form without the <consent> consent
    And they sign up
    Then the <consent> consent says "<message>"
    And the <consent> consent has the keyboard focus

    Examples:
      | language | consent | message                                                                  |
      | Korean   | terms   | 이용약관에 동의해야 합니다.                                              |
      | English  | terms   | You must agree to the Terms of Service.                                  |
      | Korean   | privacy | 개인정보 수집 및 이용에 동의해야 합니다.                                 |
      | English  | privacy | You must agree to the collection and use of your personal information.   |
      | Korean   | age     | 만 14세 이상임을 확인해 주세요.                                          |
      | English  | age     | You must confirm that you are 14 or older.                               |

  Scenario Outline: Refusing both marketing agreements never stops signing up
    Given a visitor opens the sign-up page in <language>
    When they sign up giving the required agreements and refusing marketing by email and by text message
    Then they are taken to the login page and can log in with their new account

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: The provider records each agreement, and each marketing channel as chosen, when signing up
    Given a visitor opens the sign-up page in <language>
    When they sign up giving the required agreements and marketing by email, refusing marketing by text message
    Then their account records the terms, the personal information and the age as agreed when they signed up
    And their account records marketing by email as given and marketing by text message as refused, both decided when they signed up

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: The personal information agreement shows what is collected, why and for how long, and the full policy
    Given a visitor opens the sign-up page in <language>
    When they enter "new.member@cue.test" as their email
    Then the agreements "<group>" show the table "<caption>" with the rows "<rows>"
    And the row "<required>" lists "<phone>" and the row "<optional>" reads "<affiliation>"
    And the row "<kept>" reads "<retention>"
    When they follow the link "<policy>" in the agreements "<group>"
    Then the privacy policy opens in a new tab at "/privacy"
    And the email field holds "new.member@cue.test"

    Examples:
      | language | group      | caption                                 | rows                                                      | required       | phone        | optional      | affiliation                           | kept      | retention                                                 | policy                       |
      | Korean   | 약관 동의  | 수집하는 개인정보와 이용 목적           | 필수 항목 / 선택 항목 / 이용 목적 / 보유 기간             | 필수 항목      | 휴대폰 번호  | 선택 항목     | 소속(회사 또는 단체)                  | 보유 기간 | 회원 탈퇴 시까지 보유하며, 탈퇴하면 즉시 파기합니다.      | 개인정보 처리방침 전문 보기  |
      | English  | Agreements | Personal information we collect and why | Required items / Optional item / Purposes / Kept for      | Required items | phone number | Optional item | Affiliation (company or organisation) | Kept for  | Until you leave the service; erased at once when you do. | Read the full privacy policy |

  Scenario Outline: A screen reader hears each box in its group, and the keyboard reaches and ticks every one
    Given a visitor opens the sign-up page in <language>
    Then the Tab key reaches, in the agreements "<group>", the boxes "<boxes>" in that order
    When they reach "agree to all" with the Tab key and press Space
    Then every box is ticked, "agree to all" too
    When they reach "marketing by text message" with the Tab key and press Space
    Then "marketing by text message" and "agree to all" are unticked, every other box is ticked
    When they reach "marketing by text message" with the Tab key and press Space
    Then every box is ticked, "agree to all" too

    Examples:
      | language | group      | boxes                                                                                                                                                                                                                                      |
      | Korean   | 약관 동의  | 전체 동의 (선택 항목 포함) / 이용약관에 동의합니다 (필수) / 개인정보 수집 및 이용에 동의합니다 (필수) / 만 14세 이상입니다 (필수) / 마케팅 정보를 이메일로 받겠습니다 (선택) / 마케팅 정보를 문자 메시지로 받겠습니다 (선택)                 |
      | English  | Agreements | Agree to all (including optional) / I agree to the Terms of Service (required) / I agree to the collection and use of my personal information (required) / I am 14 years of age or older (required) / Send me marketing information by email (optional) / Send me marketing information by text message (optional) |
