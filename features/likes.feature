Feature: Liking music
  A logged-in listener likes and unlikes a track from any track list; the count changes at once and stays
  after a reload. A visitor who is not logged in is offered the login, which brings them back. When the
  server refuses a like, it is undone and the listener is told.

  Scenario Outline: A listener likes a track
    Given a listener who is logged in and reads Cue Connect in <language>
    When the listener searches music for "유리 정원" and presses "<like>"
    Then the like "<like>" is on with the count 1
    And after a reload the like "<like>" is still on with the count 1

    Examples:
      | language | like                           |
      | Korean   | 유리 정원 - 메인 테마 좋아요   |
      | English  | Like Glass Garden (Main Theme) |

  Scenario Outline: A listener takes a like back
    Given a listener in <language> who already likes "Chase at Dawn"
    When the listener searches music for "새벽의 추격" and presses "<like>"
    Then the like "<like>" is off with the count 1
    And after a reload the like "<like>" is still off with the count 1

    Examples:
      | language | like               |
      | Korean   | 새벽의 추격 좋아요 |
      | English  | Like Chase at Dawn |

  Scenario Outline: A visitor who is not logged in is offered the login
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "새벽의 추격" and presses "<like>"
    Then the track list offers "<offer>" with "<login>"
    When the visitor presses "<login>" in the like login offer
    Then the login page opens, to come back to "/search-details?q=새벽의 추격"

    Examples:
      | language | like               | offer                          | login  |
      | Korean   | 새벽의 추격 좋아요 | 로그인하고 좋아요를 누르세요   | 로그인 |
      | English  | Like Chase at Dawn | Log in to like music           | Log in |

  Scenario Outline: A like the server refuses is undone
    Given a listener who is logged in and reads Cue Connect in <language>
    And liking music fails on the server
    When the listener searches music for "유리 정원" and presses "<like>"
    Then a toast says "<message>"
    And the like "<like>" is off with the count 0

    Examples:
      | language | like                           | message                                           |
      | Korean   | 유리 정원 - 메인 테마 좋아요   | 좋아요를 변경하지 못했습니다. 다시 시도해 주세요. |
      | English  | Like Glass Garden (Main Theme) | Could not update the like. Please try again.      |

  Scenario Outline: A like asked for before logging in is applied after the login
    Given a visitor who reads Cue Connect in <language>
    And the window is <width> pixels wide
    When the visitor searches music for "유리 정원" and presses "<like>"
    And the visitor presses "<login>" in the like login offer
    Then the login page opens, to come back to "/search-details?q=유리 정원"
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the address is "/search-details"
    And the like "<like>" is on with the count 1
    And after a reload the like "<like>" is still on with the count 1

    Examples:
      | language | width | like                           | login  |
      | Korean   | 1440  | 유리 정원 - 메인 테마 좋아요   | 로그인 |
      | English  | 1440  | Like Glass Garden (Main Theme) | Log in |
      | Korean   | 390   | 유리 정원 - 메인 테마 좋아요   | 로그인 |
      | English  | 390   | Like Glass Garden (Main Theme) | Log in |

  Scenario Outline: A like asked for before signing up is applied after the first login (<language>, <width> px)
    Given a visitor who reads Cue Connect in <language>
    And the window is <width> pixels wide
    When the visitor searches music for "유리 정원" and presses "<like>"
    And the visitor presses "<login>" in the like login offer
    And the visitor follows "<sign up>" from the login page to the sign-up page
    And they sign up as a "general user" with every field filled in
    And the new member logs in with their new account
    Then the address is "/search-details"
    And the like "<like>" is on with the count 1

    Examples:
      | language | width | like                           | login  | sign up  |
      | Korean   | 1440  | 유리 정원 - 메인 테마 좋아요   | 로그인 | 회원가입 |
      | English  | 390   | Like Glass Garden (Main Theme) | Log in | Sign Up  |

  Scenario Outline: The like login offer also offers the sign-up, and the like waits through it (<language>)
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "유리 정원" and presses "<like>"
    And the visitor presses "<sign up>" in the like login offer
    And they sign up as a "general user" with every field filled in
    And the new member logs in with their new account
    Then the address is "/search-details"
    And the like "<like>" is on with the count 1

    Examples:
      | language | like                           | sign up  |
      | Korean   | 유리 정원 - 메인 테마 좋아요   | 회원가입 |
      | English  | Like Glass Garden (Main Theme) | Sign up  |

  Scenario Outline: A like asked for a track the member already likes stays on
    Given user@cue.test already likes "Chase at Dawn"
    And a visitor who reads Cue Connect in <language>
    When the visitor searches music for "새벽의 추격" and presses "<like>"
    And the visitor presses "<login>" in the like login offer
    Then the login page opens, to come back to "/search-details?q=새벽의 추격"
    When the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    Then the like "<like>" is on with the count 2
    And after a reload the like "<like>" is still on with the count 2

    Examples:
      | language | like               | login  |
      | Korean   | 새벽의 추격 좋아요 | 로그인 |
      | English  | Like Chase at Dawn | Log in |

  Scenario Outline: A like is forgotten when the visitor leaves the login page without logging in
    Given a visitor who reads Cue Connect in <language>
    When the visitor searches music for "유리 정원" and presses "<like>"
    And the visitor presses "<login>" in the like login offer
    And the visitor goes back without logging in
    And the visitor logs in as "user@cue.test" with the password "cue-connect-1"
    And the listener searches music for "유리 정원"
    Then the like "<like>" is off with the count 0

    Examples:
      | language | like                           | login  |
      | Korean   | 유리 정원 - 메인 테마 좋아요   | 로그인 |
      | English  | Like Glass Garden (Main Theme) | Log in |
