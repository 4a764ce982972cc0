Feature: A composer applies to the Film Music Matching Program
  An approved musician with a musician profile applies to the open round while its composer window is open: a
  statement in Korean and/or English (up to 1,000 characters each), 1 to 3 of their own tracks in the order they
  want them heard, and up to 5 of the round's film projects they are drawn to. While the window is open they may
  edit or withdraw the application, and submit a withdrawn one again; the decision and its reason show once the
  program office announces the round's decisions. A general user is told composers apply with a musician account.

  Scenario Outline: A composer applies from the program page
    Given it is "2027-01-15 12:00" in Seoul
    And a composer who has not applied is logged in and reads Cue Connect in <language>
    When the composer opens the application page from the program page
    And the composer writes the statement "<statement>" in <language>
    And the composer adds the track "<track>" and the film project "<project>"
    And the composer sends the application
    Then the application page says "<submitted>"
    And the application page says "<statement>"

    Examples:
      | language | statement                                | track        | project       | submitted                                          |
      | Korean   | 숲의 소리로 영화의 공기를 만듭니다.      | 숲에서       | 빗소리 정류장 | 지원서를 사무국에 제출했습니다.                    |
      | English  | I make a film's air from forest sounds.  | In the Forest | The Rain Stop | Your application is submitted to the program office. |

  Scenario Outline: An application needs a statement and a track
    Given it is "2027-01-15 12:00" in Seoul
    And a composer who has not applied is logged in and reads Cue Connect in <language>
    When the composer opens the application page
    And the composer sends the application
    Then the application's "statementKo" field says "<statement needed>"
    And the application's "trackIds" field says "<track needed>"
    When the composer writes the statement "<statement>" in <language>
    And the composer sends the application
    Then the application's "trackIds" field says "<track needed>"
    And the application's statement in <language> still reads "<statement>"

    Examples:
      | language | statement              | statement needed                                  | track needed                                |
      | Korean   | 숲의 소리를 씁니다.    | 지원 동기를 한국어나 영어로 적어 주세요.          | 내 곡을 한 곡 이상 골라 주세요.             |
      | English  | I write forest sounds. | Please write your statement in Korean or English. | Please choose at least one of your tracks. |

  Scenario Outline: A composer edits the application
    Given it is "2027-01-15 12:00" in Seoul
    And a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the composer opens the application page
    And the composer edits the application
    And the composer writes the statement "<statement>" in <language>
    And the composer sends the application
    Then the application page says "<saved>"
    And the application page says "<statement>"

    Examples:
      | language | statement                              | saved                      |
      | Korean   | 스릴러의 속도를 음악으로 만듭니다.     | 변경 내용을 저장했습니다.  |
      | English  | I build a thriller's pace with music.  | Your changes are saved.    |

  Scenario Outline: A composer withdraws the application, then submits it again
    Given it is "2027-01-15 12:00" in Seoul
    And a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the composer opens the application page
    And the composer withdraws the application and confirms
    Then the application page says "<withdrawn>"
    When the composer submits the application again
    Then the application page says "<resubmitted>"

    Examples:
      | language | withdrawn                                                                       | resubmitted                          |
      | Korean   | 지원을 철회했습니다. 지원 기간에는 다시 제출할 수 있습니다.                     | 지원서를 다시 제출했습니다.          |
      | English  | Your application is withdrawn. You can submit it again while the window is open. | Your application is submitted again. |

  Scenario Outline: Nobody applies once the composer window has closed
    Given the open round's windows have closed
    And a composer who has not applied is logged in and reads Cue Connect in <language>
    When the composer opens the application page
    Then the application page says "<closed>"

    Examples:
      | language | closed                       |
      | Korean   | (영화제 시간)에 마감되었습니다. |
      | English  | Composer applications closed |

  Scenario Outline: A general user is told composers apply with a musician account
    Given a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the composer opens the application page
    Then the application page says "<message>"

    Examples:
      | language | message                                 |
      | Korean   | 작곡가 지원은 뮤지션 계정으로 합니다    |
      | English  | Composers apply with a musician account |

  Scenario Outline: The composer reads the decision and its reason once the office announces it
    Given the office has announced its decisions, not selecting the demo musician's application for "GENRE_FIT" with the note "<note>"
    And a member who is logged in as "musician@cue.test" and reads Cue Connect in <language>
    When the composer opens the application page
    Then the application page says "<not selected>"
    And the application page says "<reason>"
    And the application page says "<note>"

    Examples:
      | language | not selected | reason                                   | note                      |
      | Korean   | 미선정       | 이번 회차의 장르와 맞지 않습니다.        | 다음 회차에 다시 지원해 주세요. |
      | English  | Not selected | It is not a fit for this round's genres. | Please apply again next round. |
