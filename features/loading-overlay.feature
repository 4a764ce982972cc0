Feature: The loading overlay
  While the app waits for something the visitor must not interrupt (logging out, say), a dimmed overlay
  with a spinner covers the whole page until it is done.

  Scenario Outline: Logging out shows the overlay until the server has answered
    Given a listener who is logged in and reads Cue Connect in <language>
    And the server takes 1.5 seconds to answer a logout
    When the listener presses "<logout>"
    Then a dimmed overlay with a spinner covers the page
    And the overlay goes away and the header offers "<login>"

    Examples:
      | language | logout   | login  |
      | Korean   | 로그아웃 | 로그인 |
      | English  | Logout   | Login  |
