Feature: Text wraps between words
  Korean text wraps between words, never inside one ("활동하/고"), on every screen and at every width. Long
  emails, addresses and links still wrap instead of running out of their box.

  Scenario Outline: A musician's page wraps Korean between words and keeps the contact email in its box
    Given a visitor who reads Cue Connect in <language>
    And the visitor's window is <width> px wide
    When the visitor opens the page of musician 57
    Then no Korean word breaks across two lines on the page showing "<biography>"
    And "contact.yunjin.moon@example.com" stays within its box and the window
    And "https://yunjin-moon.example.com/" stays within its box and the window

    Examples:
      | language | width | biography                                                       |
      | Korean   | 390   | 한빛예술대학교에서 작곡을 공부했고 지금은 강릉에서 활동하고 있습니다.  |
      | English  | 390   | Studied composition at Hanbit University of the Arts            |
      | Korean   | 1440  | 한빛예술대학교에서 작곡을 공부했고 지금은 강릉에서 활동하고 있습니다.  |
      | English  | 1440  | Studied composition at Hanbit University of the Arts            |

  Scenario Outline: On a phone a long email has the row's width under its label, and reads whole
    Given a visitor who reads Cue Connect in <language>
    And the visitor's window is 390 px wide
    When the visitor opens the page of musician 57
    Then "contact.yunjin.moon@example.com" reads on the lines "contact.yunjin.moon@example.com"

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: Notices wrap Korean between words
    Given a visitor who reads Cue Connect in <language>
    And the visitor's window is <width> px wide
    When the visitor opens the notice list
    Then no Korean word breaks across two lines on the page showing "<title>"
    When the visitor opens the notice "<title>" from the notice list
    Then no Korean word breaks across two lines on the page showing "<line>"

    Examples:
      | language | width | title                                                | line                                   |
      | Korean   | 390   | 2026 영화음악 매칭 프로그램 참가 작곡가 모집         | 모집 기간: 11월 1일부터 11월 30일까지  |
      | Korean   | 1440  | 2026 영화음악 매칭 프로그램 참가 작곡가 모집         | 모집 기간: 11월 1일부터 11월 30일까지  |
      | English  | 390   | Call for composers: 2026 Film Music Matching Program | Open from 1 to 30 November.            |
