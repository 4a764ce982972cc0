Feature: Failures every screen shares are told in a toast
  When the server fails or the connection drops, the visitor is told so in a short message at the top
  of the page, in their language, once, whatever screen they are on.

  Scenario Outline: A server failure is told in the visitor's language
    Given the server fails with an internal error whenever a user profile is loaded
    When a listener logs in and opens Cue Connect in <language>
    Then a toast says "<message>"

    Examples:
      | language | message                                                |
      | Korean   | 서버 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.  |
      | English  | A server error occurred. Please try again later.       |

  Scenario Outline: A lost connection is told in the visitor's language
    Given the connection drops whenever a user profile is loaded
    When a listener logs in and opens Cue Connect in <language>
    Then a toast says "<message>"

    Examples:
      | language | message                                                        |
      | Korean   | 서버에 연결할 수 없습니다. 네트워크 연결을 확인해 주세요.      |
      | English  | Cannot reach the server. Please check your network connection. |
