Feature: Waveforms
  Film people skim: every track shows its shape, in the player and on the track's and the musician's pages.
  The part already played is highlighted; a click or a tap on the waveform moves the audio there (the seek
  slider follows, and stays the way to seek with the keyboard). On a track that is not playing, a click plays
  it from that time. The cue markers a composer set are flags on the waveform: clicking one plays from it.
  For listeners who ask their system for reduced motion, nothing on the waveform animates.

  Scenario Outline: Clicking the player's waveform moves the audio there, and the slider follows
    Given a visitor who reads Cue Connect in <language> on a <screen>
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener clicks the player's waveform at about half its width
    Then the player's "<seek>" slider reads "<spoken>"
    And the track's audio is at 16 seconds
    And the player's waveform shows about half of it as played

    Examples:
      | language | screen  | seek      | spoken                   |
      | Korean   | desktop | 재생 위치 | 16초 / 32초              |
      | English  | desktop | Seek      | 16 seconds of 32 seconds |
      | Korean   | phone   | 재생 위치 | 16초 / 32초              |
      | English  | phone   | Seek      | 16 seconds of 32 seconds |

  Scenario Outline: Clicking a track page's waveform when nothing plays starts that track near the clicked time
    Given a visitor who reads Cue Connect in <language> on a <screen>
    And the visitor opened the track page "/music-details/1"
    When the visitor clicks the track page's waveform at about half its width
    Then the player plays "<title>", offering "<pause>"
    And the track plays from about 16 seconds

    Examples:
      | language | screen  | title         | pause    |
      | Korean   | desktop | 새벽의 추격   | 일시정지 |
      | English  | desktop | Chase at Dawn | Pause    |
      | Korean   | phone   | 새벽의 추격   | 일시정지 |
      | English  | phone   | Chase at Dawn | Pause    |

  Scenario Outline: A cue marker on the waveform plays the track from its time
    Given a visitor who reads Cue Connect in <language> on a <screen>
    And the visitor opened the track page "/music-details/1"
    When the visitor clicks the marker "<marker>" on the track page's waveform
    Then the player plays "<title>", offering "<pause>"
    And the track plays from about 24 seconds

    Examples:
      | language | screen  | marker     | title         | pause    |
      | Korean   | desktop | 클라이맥스 | 새벽의 추격   | 일시정지 |
      | English  | phone   | Climax     | Chase at Dawn | Pause    |

  Scenario Outline: On the musician's page, each track's waveform plays it from the clicked time
    Given a visitor who reads Cue Connect in <language> on a <screen>
    And the visitor opened the musician page "/musician-details/1"
    When the visitor clicks the waveform of "<title>" at about half its width
    Then the player plays "<title>", offering "<pause>"
    And the track plays from about 16 seconds

    Examples:
      | language | screen  | title         | pause    |
      | Korean   | desktop | 새벽의 추격   | 일시정지 |
      | English  | phone   | Chase at Dawn | Pause    |

  Scenario Outline: With reduced motion, nothing on the waveform animates
    Given a visitor who reads Cue Connect in <language> on a desktop, whose system asks for reduced motion
    And the visitor opened the shared track link "/musician-details/1?track=1"
    When the listener presses "<play>" in the player
    Then the player plays, offering "<pause>", and its elapsed time advances
    And the played part of the waveform moves only when the audio reports its time, without animation

    Examples:
      | language | play | pause    |
      | Korean   | 재생 | 일시정지 |
      | English  | Play | Pause    |
