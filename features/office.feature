Feature: The program office reviews musician accounts
  The festival's program office (the admin account) reviews the musicians who signed up, in its console at
  /office: the ones waiting, oldest first. It approves an account at once, or rejects or revokes it with a reason
  from a short list (and a note, needed with "Other"); each decision is mailed to the musician. Anyone else who
  opens the console is told it is not theirs.

  Scenario Outline: The office approves a waiting musician, who is mailed
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office approves the waiting musician "pending@cue.test"
    Then the console no longer lists "pending@cue.test" among "<waiting>"
    And "pending@cue.test" has been mailed "<subject>"

    Examples:
      | language | waiting   | subject                                          |
      | Korean   | 승인 대기 | [Cue Connect] 뮤지션 계정이 승인되었습니다       |
      | English  | Waiting for review | [Cue Connect] Your musician account is approved |

  Scenario Outline: A rejection needs a reason, which the musician reads
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens its console from the navigation
    And the office rejects "pending@cue.test" without choosing a reason
    Then the decision dialog says "<reason required>"
    When the office chooses "<other>" and sends without a note
    Then the decision dialog says "<note required>"
    When the office writes the note "Add a link to your showreel." and sends
    Then the console lists "pending@cue.test" among "<rejected>" with "<other>"
    And "pending@cue.test" has been mailed "<subject>"

    Examples:
      | language | reason required       | other                     | note required                                        | rejected | subject                                 |
      | Korean   | 사유를 선택해 주세요. | 기타 (메모에 사유 기재)   | ‘기타’를 고른 경우 사유를 메모에 적어 주세요.        | 거절됨   | [Cue Connect] 뮤지션 계정 신청 결과     |
      | English  | Please choose a reason. | Other (the note says why) | With “Other”, please write the reason in the note. | Rejected | [Cue Connect] Your musician account request |

  Scenario Outline: Only the office may open its console
    Given a member who is logged in as "user@cue.test" and reads Cue Connect in <language>
    When the visitor opens the address "/office"
    Then the page is headed "<denied>"

    Examples:
      | language | denied         |
      | Korean   | 접근 권한 없음 |
      | English  | Access Denied  |

  Scenario Outline: The office verifies a production's industry profile
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    And the office verifies the industry profile of "Northlight Films"
    Then the console lists "Northlight Films" among "<verified>" with "<verified>"

    Examples:
      | language | part               | verified           |
      | Korean   | 산업 관계자 프로필 | 산업 관계자 확인됨 |
      | English  | Industry profiles  | Verified industry  |

  Scenario Outline: Projects are not selected together, and only with a reason
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    And the office chooses the projects "<first>" and "<second>"
    And the office does not select them without choosing a reason
    Then the decision dialog says "<reason required>"
    When the office gives the reason "<places filled>" and confirms
    Then the console says "<done>"
    And the project "<first>" shows "<places filled>"

    Examples:
      | language | part            | first         | second        | reason required         | places filled          | done                              |
      | Korean   | 영화 프로젝트   | 새벽 추격     | 빗소리 정류장 | 사유를 선택해 주세요.   | 선정 인원 마감         | 프로젝트 2개를 미선정했습니다.    |
      | English  | Film projects   | Dawn Chase    | The Rain Stop | Please choose a reason. | All places are filled  | 2 projects not selected.          |

  Scenario Outline: A round's window closes after it opens
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    And the office starts a new round whose film projects close at "2027-08-01T18:00" before opening at "2027-09-01T10:00"
    Then the console says "<rule>"

    Examples:
      | language | part      | rule                                   |
      | Korean   | 회차 설정 | 마감은 시작보다 뒤여야 합니다.         |
      | English  | Rounds    | The window must close after it opens. |

  Scenario Outline: The office selects a composer
    Given the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    And the office chooses the composer "<composer>" and selects them
    Then the console says "<done>"
    And the project "<composer>" shows "<selected>"

    Examples:
      | language | part            | composer | done                          | selected |
      | Korean   | 작곡가 지원서   | 유우진   | 작곡가 1명을 선정했습니다.    | 선정     |
      | English  | Composer applications | Ujin Yoo | 1 composer selected.    | Selected |

  Scenario Outline: Decisions are not announced before both windows close
    Given it is "2027-01-05 12:00" in Seoul
    And every submitted project and composer application of the open round is decided
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    And the office announces the decisions of "<round>" at "2027-01-10T10:00"
    Then the announcement time field says "<rule>"

    Examples:
      | language | part      | round                            | rule                                                        |
      | Korean   | 회차 설정 | 2026 영화음악 매칭 프로그램      | 결과는 두 접수 기간이 모두 끝난 뒤                          |
      | English  | Rounds    | 2026 Film Music Matching Program | Decisions can be announced only once both windows have closed |

  Scenario Outline: Once both windows have closed, the office announces the decisions and the owners see them
    Given it is "2027-01-15 12:00" in Seoul
    And every submitted project and composer application of the open round is decided
    And the open round's windows have both closed
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    And the office announces the decisions of "<round>" now
    Then the round "<round>" says "<announced>"
    When the owner "user@cue.test" opens their film project 2
    Then the console says "<selected>"

    Examples:
      | language | part      | round                            | announced                | selected                   |
      | Korean   | 회차 설정 | 2026 영화음악 매칭 프로그램      | 결과를 발표했습니다      | 프로젝트가 선정되었습니다. |
      | English  | Rounds    | 2026 Film Music Matching Program | Decisions announced on   | Your project is selected.  |

  Scenario Outline: The office cancels a scheduled announcement
    Given it is "2027-01-15 12:00" in Seoul
    And every submitted project and composer application of the open round is decided
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    And the office announces the decisions of "<round>" at "2027-02-20T10:00"
    Then the round "<round>" says "<scheduled>"
    When the office cancels the scheduled announcement of "<round>"
    Then the round "<round>" says "<none>"

    Examples:
      | language | part      | round                            | scheduled                   | none                               |
      | Korean   | 회차 설정 | 2026 영화음악 매칭 프로그램      | 결과가 발표됩니다           | 아직 결과를 발표하지 않았습니다.   |
      | English  | Rounds    | 2026 Film Music Matching Program | Decisions will be announced | Decisions not announced yet.       |

  Scenario Outline: The dashboard counts the round's records by status
    Given every submitted project and composer application of the open round is decided
    And the program office is logged in and reads Cue Connect in <language>
    When the office opens the "<part>" part of its console
    Then the dashboard counts 1 "<selected>" among "<projects>"
    And the dashboard counts 1 "<not selected>" among "<projects>"
    And the dashboard counts 2 "<selected>" among "<applications>"
    And the dashboard counts 0 "<submitted>" among "<applications>"

    Examples:
      | language | part      | projects       | applications          | selected | not selected | submitted |
      | Korean   | 현황      | 영화 프로젝트  | 작곡가 지원서         | 선정     | 미선정       | 제출됨    |
      | English  | Dashboard | Film projects  | Composer applications | Selected | Not selected | Submitted |
