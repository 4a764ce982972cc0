Feature: The embeddable player
  A composer puts a track's player on their own site with an <iframe> of /embed/track/{id}: a small page with
  the cover, the title in the page's language (?lang=ko|en), the musician, play and pause, the waveform with the
  seek slider and the time, the cue markers, and "Listen on Cue Connect" (a new tab). Only this page may be
  framed by another site; every other page of Cue Connect refuses. The composer copies the snippet from their
  own profile.

  Background:
    Given the composer of "Chase at Dawn" marked its cues at "0:05" "긴장의 시작" / "Tension starts" and "0:20" "추격" / "The chase"

  Scenario Outline: The embed page shows the track, its musician and its cue markers, and fits a small frame
    Given a site shows the embed page of track 1 in <language> in a frame <width> pixels wide and 180 high
    Then the embed page is headed "<title>", by "<musician>", with the cover "<cover>"
    And the embed page offers "<play>" and the seek slider "<seek>" at "0:00 / 0:32"
    And the embed page lists the cue markers "<markers>"
    And the embed page links "<link>" to "/music-details/1" in a new tab
    And everything on the embed page fits in the frame
    And the embed page's tab reads "<title> · Cue Connect"

    Examples:
      | language | width | title         | musician     | cover                     | play | seek      | markers                                  | link                  |
      | Korean   | 640   | 새벽의 추격   | 한도윤       | 새벽의 추격 앨범 커버     | 재생 | 재생 위치 | 0:05 긴장의 시작, 0:20 추격              | Cue Connect에서 듣기  |
      | English  | 640   | Chase at Dawn | by Doyun Han | Cover of Chase at Dawn    | Play | Seek      | 0:05 Tension starts, 0:20 The chase      | Listen on Cue Connect |
      | Korean   | 300   | 새벽의 추격   | 한도윤       | 새벽의 추격 앨범 커버     | 재생 | 재생 위치 | 0:05 긴장의 시작, 0:20 추격              | Cue Connect에서 듣기  |
      | English  | 300   | Chase at Dawn | by Doyun Han | Cover of Chase at Dawn    | Play | Seek      | 0:05 Tension starts, 0:20 The chase      | Listen on Cue Connect |

  Scenario Outline: Play and pause
    Given a site shows the embed page of track 1 in <language> in a frame 640 pixels wide and 180 high
    When the listener presses "<play>" on the embed page
    Then the embed page plays, offering "<pause>"
    When the listener presses "<pause>" on the embed page
    Then the embed page is paused, offering "<play>"

    Examples:
      | language | play | pause    |
      | Korean   | 재생 | 일시정지 |
      | English  | Play | Pause    |

  Scenario Outline: A cue marker plays the track from its time
    Given a site shows the embed page of track 1 in <language> in a frame <width> pixels wide and 180 high
    When the listener presses the cue marker "<marker>" on the embed page
    Then the embed page plays from "0:20", offering "<pause>"

    Examples:
      | language | width | marker          | pause    |
      | Korean   | 640   | 0:20 추격       | 일시정지 |
      | English  | 640   | 0:20 The chase  | Pause    |
      | Korean   | 300   | 0:20 추격       | 일시정지 |
      | English  | 300   | 0:20 The chase  | Pause    |

  # The new tab is Cue Connect itself, in the language chosen there (Korean for a first visit), whatever the
  # language of the site that framed the player.
  Scenario Outline: "Listen on Cue Connect" opens the track's page in a new tab
    Given a site shows the embed page of track 1 in <language> in a frame 640 pixels wide and 180 high
    When the listener follows "<link>" on the embed page
    Then a new tab opens "/music-details/1", headed "새벽의 추격"

    Examples:
      | language | link                  |
      | Korean   | Cue Connect에서 듣기  |
      | English  | Listen on Cue Connect |

  Scenario Outline: A track that does not exist, or no longer does
    Given a site shows the embed page of track <track> in <language> in a frame 300 pixels wide and 180 high
    Then the embed page says "<message>"
    And the embed page links "<home>" to "/" in a new tab

    Examples:
      | language | track | message                    | home              |
      | Korean   | 9999  | 이 곡은 들을 수 없습니다   | Cue Connect로 가기 |
      | English  | 9999  | This track is not available | Go to Cue Connect |

  Scenario Outline: Another site may frame the embed page, and nothing else of Cue Connect
    Given a page on another site frames the embed page of track 1 in <language> and the home page of Cue Connect
    When the listener presses "<play>" in the framed player
    Then the framed player plays "<title>", offering "<pause>"
    And the framed home page was refused

    Examples:
      | language | play | pause    | title         |
      | Korean   | 재생 | 일시정지 | 새벽의 추격   |
      | English  | Play | Pause    | Chase at Dawn |

  Scenario Outline: The framed player plays after the other site's page is reloaded, and in two frames on one page
    Given a page on another site frames the embed page of track 1 in <language> twice
    When the other site's page is reloaded twice
    Then each framed player plays "<title>" when "<play>" is pressed, offering "<pause>"

    Examples:
      | language | play | pause    | title         |
      | Korean   | 재생 | 일시정지 | 새벽의 추격   |
      | English  | Play | Pause    | Chase at Dawn |

  Scenario Outline: The composer copies the snippet from their profile
    Given the musician reads Cue Connect in <language> on a <screen>, logged in, on their profile
    When the musician presses "<embed>" and then "<copy>" in the dialog titled <dialog>
    Then the dialog says "<copied>"
    And the clipboard holds the iframe of "/embed/track/1?lang=<lang>" titled "<frame title>", 100% wide and 180 high, loaded lazily
    And the dialog previews the player of "<title>"

    Examples:
      | language | screen  | lang | embed                 | copy      | dialog                    | copied                                        | frame title                          | title         |
      | Korean   | desktop | ko   | 새벽의 추격 퍼가기    | HTML 복사 | "새벽의 추격" 퍼가기      | HTML을 복사했습니다. 내 사이트에 붙여 넣으세요. | 새벽의 추격 · Cue Connect 플레이어   | 새벽의 추격   |
      | English  | desktop | en   | Embed Chase at Dawn   | Copy HTML | Embed "Chase at Dawn"     | The HTML was copied. Paste it into your site. | Chase at Dawn · Cue Connect player   | Chase at Dawn |
      | Korean   | phone   | ko   | 새벽의 추격 퍼가기    | HTML 복사 | "새벽의 추격" 퍼가기      | HTML을 복사했습니다. 내 사이트에 붙여 넣으세요. | 새벽의 추격 · Cue Connect 플레이어   | 새벽의 추격   |
      | English  | phone   | en   | Embed Chase at Dawn   | Copy HTML | Embed "Chase at Dawn"     | The HTML was copied. Paste it into your site. | Chase at Dawn · Cue Connect player   | Chase at Dawn |

  Scenario Outline: The composer chooses the player's language, theme and start time
    Given the musician reads Cue Connect in <language> on a <screen>, logged in, on their profile
    When the musician presses "<embed>" on their profile
    And the musician chooses "<english>" and "<dark>" in the embed dialog
    And the musician types "0:12" into "<start>" in the embed dialog
    And the musician presses "<copy>" in the embed dialog
    Then the dialog says "<copied>"
    And the clipboard holds the iframe of "/embed/track/1?lang=en&theme=dark&t=12" titled "<frame title>", 100% wide and 180 high, loaded lazily

    Examples:
      | language | screen  | embed               | english | dark  | start                        | copy      | copied                                          | frame title                        |
      | Korean   | desktop | 새벽의 추격 퍼가기  | English | 어둡게 | 시작 시간 (m:ss, 선택)       | HTML 복사 | HTML을 복사했습니다. 내 사이트에 붙여 넣으세요. | 새벽의 추격 · Cue Connect 플레이어 |
      | English  | phone   | Embed Chase at Dawn | English | Dark  | Start at (m:ss, optional)    | Copy HTML | The HTML was copied. Paste it into your site.   | Chase at Dawn · Cue Connect player |

  Scenario Outline: A start time beyond the track is refused, and nothing typed is lost
    Given the musician reads Cue Connect in <language> on a desktop, logged in, on their profile
    When the musician presses "<embed>" on their profile
    And the musician types "<typed>" into "<start>" in the embed dialog
    Then the embed dialog's "<start>" says "<message>" and still holds "<typed>"
    And the embed code does not ask for a start time

    Examples:
      | language | embed               | start                     | typed | message                                            |
      | Korean   | 새벽의 추격 퍼가기  | 시작 시간 (m:ss, 선택)    | 0:40  | 시작 시간은 곡 길이 안이어야 합니다. 최대 0:32.    |
      | English  | Embed Chase at Dawn | Start at (m:ss, optional) | 0:40  | The start must be within the track, at most 0:32.  |
      | Korean   | 새벽의 추격 퍼가기  | 시작 시간 (m:ss, 선택)    | 1:5   | 시간은 m:ss 형식으로 입력하세요. 예: 0:16          |
      | English  | Embed Chase at Dawn | Start at (m:ss, optional) | 1:5   | Type the time as m:ss, for example 0:16.           |

  Scenario Outline: The embed page starts where the snippet asks
    Given a site shows the embed page of track 1 in <language>, starting at 0:20, in a frame 640 pixels wide and 180 high
    Then the embed page offers "<play>" and the seek slider "<seek>" at "0:20 / 0:32"
    When the listener presses "<play>" on the embed page
    Then the embed page plays from "0:20", offering "<pause>"

    Examples:
      | language | play | seek      | pause    |
      | Korean   | 재생 | 재생 위치 | 일시정지 |
      | English  | Play | Seek      | Pause    |
