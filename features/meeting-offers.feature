Feature: A production asks a selected composer for a 1:1 meeting where it comes across them
  Besides a brief's answers, a production whose project is selected meets the round's selected composers on their
  pages and in its shortlists. There, a "1:1 meetings" part shows each selected composer with the production's open
  requests and, while one of its selected projects has not asked them, the way to ask (the request dialog on the
  meetings page). Nobody else sees the part. The seed's pilot round (round 2): user@cue.test's project "The Lighthouse
  Keeper's Winter" waits for the demo musician (Doyun Han, musician 1, musician@cue.test) to answer its request; its
  shortlist "단편 〈마지막 기차〉 오프닝 후보" holds two of Doyun Han's tracks.

  Background:
    Given it is "2027-01-15 12:00" in Seoul

  Scenario Outline: After a decline, the production asks the composer again from their page
    Given "musician@cue.test" has declined the pilot production's request
    And a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the visitor opens the page of musician 1
    Then the "<meetings>" part offers "<ask>"
    When the member follows "<ask>" and sends the request with the note "<note>"
    Then the request about "<composer>" shows "<pending>"
    When the visitor opens the page of musician 1
    Then the "<meetings>" part says "<asked>" and offers no request

    Examples:
      | language | meetings     | ask                            | note                                 | composer  | pending               | asked                                                              |
      | Korean   | 1:1 미팅     | 한도윤 미팅 요청               | 새 예고편 음악을 함께 이야기하고 싶어요. | 한도윤    | 응답 대기             | 「등대지기의 겨울」 요청: 응답 대기                                 |
      | English  | 1:1 meetings | Request a meeting with Doyun Han | We would love to talk about the trailer. | Doyun Han | Waiting for an answer | Your request for The Lighthouse Keeper's Winter: Waiting for an answer |

  Scenario Outline: A production's shortlist shows where its requests with the list's selected composers stand
    Given a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the member opens their shortlist "단편 〈마지막 기차〉 오프닝 후보"
    Then the "<meetings>" part says "<asked>" and offers no request

    Examples:
      | language | meetings     | asked                                                                  |
      | Korean   | 1:1 미팅     | 「등대지기의 겨울」 요청: 응답 대기                                     |
      | English  | 1:1 meetings | Your request for The Lighthouse Keeper's Winter: Waiting for an answer |

  Scenario Outline: Someone who is not a production in the meetings sees no meetings part on a composer's page
    Given a member who is logged in as "<account>" and reads Cue Connect in <language>
    When the visitor opens the page of musician 1
    Then the page has no "<meetings>" part

    Examples:
      | language | account              | meetings     |
      | Korean   | newmusician@cue.test | 1:1 미팅     |
      | English  | ujin.yoo@example.com | 1:1 meetings |
