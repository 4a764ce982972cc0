Feature: Links that look right where they are shared (Open Graph)
  A track, a musician, a shortlist or the site goes to colleagues through KakaoTalk, Slack, mail and messengers,
  which build a preview from the page's Open Graph tags: the page's title names what it shows, in the page's
  language, with a description, an absolute image address on the site's public origin and a large-image card.
  The image (1200x630 PNG) shows the cover, the title, the musician and the waveform. A revoked or unknown share
  link's preview says so and names nothing of the list or its owner.

  Scenario Outline: The home page's preview names the site
    When a messenger reads the link preview of "/" for a person who reads Cue Connect in <language>
    Then the preview reads:
      | title          | <title>       |
      | og:title       | Cue Connect   |
      | og:description | <description> |
      | og:locale      | <locale>      |
      | twitter:card   | summary_large_image |
    And the preview's address is "/" on the site's public origin
    And the preview's image is a 1200x630 PNG on the site's public origin

    Examples:
      | language | title              | locale | description                                                                                                     |
      | Korean   | 홈 · Cue Connect   | ko_KR  | 영화음악 작곡가의 곡을 듣고, 좋아요하고, 숏리스트로 모아 감독·제작자와 나누는 곳.                              |
      | English  | Home · Cue Connect | en_US  | Listen to film composers' music, like it, gather it in shortlists and share them with directors and producers. |

  Scenario: A link copied in English previews in English for a messenger, which sends no cookie
    When a messenger without cookies reads the link preview of "/music-details/1?lang=en"
    Then the preview reads:
      | title     | Chase at Dawn · Cue Connect |
      | og:title  | Chase at Dawn · Doyun Han   |
      | og:locale | en_US                       |
    And the preview's address is "/music-details/1?lang=en" on the site's public origin

  Scenario Outline: A track's preview names the track and its musician
    When a messenger reads the link preview of "/music-details/1" for a person who reads Cue Connect in <language>
    Then the preview reads:
      | title        | <title>             |
      | og:title     | <og title>          |
      | og:locale    | <locale>            |
      | twitter:card | summary_large_image |
    And the preview's address is "/music-details/1" on the site's public origin
    And the preview's image is a 1200x630 PNG on the site's public origin

    Examples:
      | language | title                       | og title                  | locale |
      | Korean   | 새벽의 추격 · Cue Connect   | 새벽의 추격 · 한도윤      | ko_KR  |
      | English  | Chase at Dawn · Cue Connect | Chase at Dawn · Doyun Han | en_US  |

  Scenario Outline: A musician's preview names the musician
    When a messenger reads the link preview of "/musician-details/1" for a person who reads Cue Connect in <language>
    Then the preview reads:
      | title          | <title>             |
      | og:title       | <name>              |
      | og:description | <intro>             |
      | og:locale      | <locale>            |
      | twitter:card   | summary_large_image |
    And the preview's address is "/musician-details/1" on the site's public origin
    And the preview's image is a 1200x630 PNG on the site's public origin

    Examples:
      | language | title                   | name      | intro                                               | locale |
      | Korean   | 한도윤 · Cue Connect    | 한도윤    | 새벽과 도시의 소리를 그리는 영화음악 작곡가         | ko_KR  |
      | English  | Doyun Han · Cue Connect | Doyun Han | Film composer drawing the sounds of the city at dawn | en_US  |

  Scenario Outline: A shared shortlist's preview names the list, its owner's nickname and its length
    Given the listener "user@cue.test" shared the shortlist "Night chase temp" for 7 days
    When a messenger reads the link preview of the share link for a person who reads Cue Connect in <language>
    Then the preview reads:
      | title          | Night chase temp · Cue Connect |
      | og:title       | Night chase temp               |
      | og:description | <description>                  |
      | og:locale      | <locale>                       |
      | twitter:card   | summary_large_image            |
    And the preview's image is a 1200x630 PNG on the site's public origin

    Examples:
      | language | description                             | locale |
      | Korean   | 영화좋아 님이 공유한 숏리스트 · 1곡     | ko_KR  |
      | English  | A shortlist shared by 영화좋아 · 1 track | en_US  |

  Scenario Outline: A revoked share link's preview says so and names nothing of the list
    Given the listener "user@cue.test" shared the shortlist "Night chase temp" for 7 days
    And the owner revoked the link
    When a messenger reads the link preview of the share link for a person who reads Cue Connect in <language>
    Then the preview reads:
      | title          | <title>             |
      | og:title       | <og title>          |
      | og:description | <description>       |
      | og:locale      | <locale>            |
      | twitter:card   | summary_large_image |
    And nothing in the preview tells "Night chase temp", "영화좋아" or "새벽의 추격"
    And the preview's image is a 1200x630 PNG on the site's public origin

    Examples:
      | language | title                                | og title               | description                                                  | locale |
      | Korean   | 열 수 없는 공유 링크 · Cue Connect   | 열 수 없는 공유 링크   | 이 공유 링크는 취소되었거나 만료되었거나, 없는 링크입니다.   | ko_KR  |
      | English  | Share link unavailable · Cue Connect | Share link unavailable | This share link was revoked, has expired or does not exist. | en_US  |
