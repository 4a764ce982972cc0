Feature: Sharing a shortlist (owner's side)
  The owner of a shortlist creates a link to it that expires in 7 days, in 30 days or never, copies it,
  revokes it, or replaces it with a new one (the old one stops working at once). The list of shortlists
  shows each list's share state.

  Scenario Outline: The owner creates a share link with an expiry, and the lists show it
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    And the window is <width> pixels wide
    When the listener opens the shortlist "Night chase"
    And the listener presses "<share>" on the shortlist page
    And the listener chooses "<expiry>" in the share dialog
    And the listener presses "<create>" in the share dialog
    Then the share dialog shows a link to the shared list
    And the share dialog says "<expiry text>"
    And the share dialog's buttons keep clear of the window's sides
    When the listener presses "<close>" in the share dialog
    Then the shortlist page shows the share state "<state>"
    When the listener opens their shortlists
    Then the shortlists list "Night chase" with "<count>" and "<state>"

    Examples:
      | language | width | share | expiry     | create      | close | expiry text                          | state                          | count    |
      | Korean   | 1440  | 공유  | 7일 후     | 링크 만들기 | 닫기  | 이 링크는 {today+7:ko}에 만료됩니다.    | 공유 중, {today+7:ko} 만료        | 2곡      |
      | English  | 1440  | Share | In 7 days  | Create link | Close | This link expires on {today+7:en}.      | Shared, expires {today+7:en}      | 2 tracks |
      | Korean   | 1440  | 공유  | 30일 후    | 링크 만들기 | 닫기  | 이 링크는 {today+30:ko}에 만료됩니다.   | 공유 중, {today+30:ko} 만료       | 2곡      |
      | English  | 1440  | Share | In 30 days | Create link | Close | This link expires on {today+30:en}.     | Shared, expires {today+30:en}     | 2 tracks |
      | Korean   | 1440  | 공유  | 만료 없음  | 링크 만들기 | 닫기  | 이 링크는 만료되지 않습니다.         | 공유 중, 만료 없음             | 2곡      |
      | English  | 1440  | Share | Never      | Create link | Close | This link does not expire.           | Shared, no expiry              | 2 tracks |
      | Korean   | 390   | 공유  | 7일 후     | 링크 만들기 | 닫기  | 이 링크는 {today+7:ko}에 만료됩니다.    | 공유 중, {today+7:ko} 만료        | 2곡      |
      | English  | 390   | Share | Never      | Create link | Close | This link does not expire.           | Shared, no expiry              | 2 tracks |

  Scenario Outline: The owner copies the link
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener may use the clipboard
    And the listener presses "<share>" on the shortlist page
    And the listener presses "<create>" in the share dialog
    Then the share dialog shows a link to the shared list
    When the listener presses "<copy>" in the share dialog
    Then the clipboard holds the shown link
    And the shown link opens the list in "<code>", the listener's language
    And the shortlist page alerts "<copied>"

    Examples:
      | language | share | create      | copy      | copied              | code |
      | Korean   | 공유  | 링크 만들기 | 링크 복사 | 링크를 복사했습니다. | ko   |
      | English  | Share | Create link | Copy link | Link copied.        | en   |

  Scenario Outline: The owner revokes the link after a question, and it stops working
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener presses "<share>" on the shortlist page
    And the listener presses "<create>" in the share dialog
    Then the share dialog shows a link to the shared list
    When the listener presses "<revoke>" in the share dialog
    And the listener answers "<confirm>"
    Then the share dialog offers "<create>" again
    And the old link is no longer available
    When the listener presses "<close>" in the share dialog
    Then the shortlist page shows the share state "<not shared>"

    Examples:
      | language | share | create      | revoke      | confirm  | close | not shared |
      | Korean   | 공유  | 링크 만들기 | 링크 취소   | 취소하기 | 닫기  | 공유 안 함 |
      | English  | Share | Create link | Revoke link | Revoke   | Close | Not shared |

  Scenario Outline: The owner replaces the link with a new one, and the old one stops working
    Given a listener in <language> with a shortlist "Night chase" holding "Chase at Dawn" and "Glass Garden (Main Theme)"
    When the listener opens the shortlist "Night chase"
    And the listener presses "<share>" on the shortlist page
    And the listener chooses "<seven days>" in the share dialog
    And the listener presses "<create>" in the share dialog
    Then the share dialog shows a link to the shared list
    And the share dialog says "<warning>"
    When the listener chooses "<never>" in the share dialog
    And the listener presses "<replace>" in the share dialog
    Then the share dialog shows a different link
    And the share dialog says "<no expiry>"
    And the old link is no longer available

    Examples:
      | language | share | seven days | create      | warning                                                              | never     | replace      | no expiry                    |
      | Korean   | 공유  | 7일 후     | 링크 만들기 | 새 링크를 만들면 지금 링크는 바로 열리지 않게 됩니다.                | 만료 없음 | 링크 바꾸기  | 이 링크는 만료되지 않습니다. |
      | English  | Share | In 7 days  | Create link | The current link stops working as soon as the new one is created.   | Never     | Replace link | This link does not expire.   |
