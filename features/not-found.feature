Feature: Addresses that lead nowhere
  A visitor who follows a broken link or mistypes an address sees the page-not-found screen in their
  language, with a way back to the home page. An address whose id cannot exist (a word or zero where
  a number belongs) leads there too.

  Scenario Outline: An unknown address shows the page-not-found screen with a way home
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the address "<address>"
    Then the page-not-found screen says "<title>"
    And the browser tab reads "<title> · Cue Connect"
    When the visitor follows "<way home>"
    Then the page "<home>" is shown

    Examples:
      | language | address             | title                     | way home    | home |
      | Korean   | /no-such-page       | 페이지를 찾을 수 없습니다 | 홈으로 가기 | 홈   |
      | English  | /no-such-page       | Page not found            | Go to home  | Home |
      | Korean   | /404                | 페이지를 찾을 수 없습니다 | 홈으로 가기 | 홈   |
      | English  | /404                | Page not found            | Go to home  | Home |
      | Korean   | /notice-detail/abc  | 페이지를 찾을 수 없습니다 | 홈으로 가기 | 홈   |
      | English  | /musician-details/0 | Page not found            | Go to home  | Home |
