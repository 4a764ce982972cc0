Feature: Finding the way with the side navigation
  The side navigation lists the places of Cue Connect: Home, then the Music and Board groups. Logged-in
  users also find their own pages in a User group, third in the list; only musicians have a musician
  profile there. Visitors can close a group and find it as they left it on their next visit. The page
  they are on is highlighted, the navigation works with the keyboard alone, and on a phone it slides in
  from the menu button.

  Scenario Outline: A visitor who is not logged in sees Home, Music and Board
    Given a visitor is reading the home page in <language>
    Then the side navigation reads "<side navigation>"
    And the side navigation is 300 pixels wide

    Examples:
      | language | side navigation                                              |
      | Korean   | 홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ      |
      | English  | Home, Music, Search Music, Musician List, Board, Notice, FAQ |

  Scenario Outline: A logged-in musician finds the User group third, with their musician profile
    Given a musician is logged in and reading the home page in <language>
    Then the side navigation reads "<side navigation>"

    Examples:
      | language | side navigation                                                                                                           |
      | Korean   | 홈, 음악, 음악 검색, 뮤지션 목록, 사용자, 마이페이지, 내 뮤지션 프로필, 좋아요한 음악, 숏리스트, 게시판, 공지사항, FAQ        |
      | English  | Home, Music, Search Music, Musician List, User, My Page, My Musician Profile, Liked Music, Shortlists, Board, Notice, FAQ |

  Scenario Outline: A logged-in general user has no musician profile in the User group
    Given a general user is logged in and reading the home page in <language>
    Then the side navigation reads "<side navigation>"

    Examples:
      | language | side navigation                                                                                      |
      | Korean   | 홈, 음악, 음악 검색, 뮤지션 목록, 사용자, 마이페이지, 좋아요한 음악, 숏리스트, 게시판, 공지사항, FAQ     |
      | English  | Home, Music, Search Music, Musician List, User, My Page, Liked Music, Shortlists, Board, Notice, FAQ |

  Scenario Outline: Each entry of the User group opens the page of the same name
    Given a musician is logged in and reading the home page in <language>
    When the visitor chooses "<link>" in the side navigation
    Then the page "<link>" is shown

    Examples:
      | language | link                |
      | Korean   | 마이페이지          |
      | English  | My Page             |
      | Korean   | 좋아요한 음악       |
      | English  | Liked Music         |
      | Korean   | 숏리스트            |
      | English  | Shortlists          |

  Scenario Outline: On a phone the User group's entry opens the page of the same name
    Given a general user is logged in and reading the home page in <language>
    And the window is 390 pixels wide
    When the visitor presses the menu button
    And the visitor chooses "<link>" in the side navigation
    Then the page "<link>" is shown

    Examples:
      | language | link       |
      | Korean   | 마이페이지 |
      | English  | My Page    |
      | Korean   | 숏리스트   |
      | English  | Shortlists |

  Scenario Outline: A closed group stays closed on the next visit
    Given a visitor is reading the home page in <language>
    When the visitor closes the "<group>" group
    Then the side navigation reads "<side navigation>"
    And after a reload the side navigation still reads "<side navigation>"

    Examples:
      | language | group  | side navigation                          |
      | Korean   | 게시판 | 홈, 음악, 음악 검색, 뮤지션 목록, 게시판 |
      | English  | Music  | Home, Music, Board, Notice, FAQ          |

  Scenario Outline: The current page is highlighted in the navigation
    Given a visitor is reading the home page in <language>
    When the visitor chooses "<link>" in the side navigation
    Then the address is "<address>"
    And "<link>" is highlighted as the current page

    Examples:
      | language | link         | address         |
      | Korean   | 공지사항     | /notice-list    |
      | English  | Search Music | /search-details |

  Scenario Outline: The group of the current page opens by itself
    Given a visitor is reading the home page in <language>
    And the visitor closes the "<group>" group
    When the visitor later opens "<address>" directly
    Then the "<group>" group is open
    And "<link>" is highlighted as the current page

    Examples:
      | language | group  | address        | link          |
      | Korean   | 게시판 | /faq           | FAQ           |
      | English  | Music  | /musician-list | Musician List |

  Scenario Outline: The navigation works with the keyboard alone
    Given a visitor is reading the home page in <language>
    When the visitor tabs to "<link>"
    Then the keyboard focus is clearly visible on "<link>"
    When the visitor presses Enter
    Then the address is "<address>"
    And "<link>" is highlighted as the current page

    Examples:
      | language | link        | address        |
      | Korean   | 뮤지션 목록 | /musician-list |
      | English  | FAQ         | /faq           |

  Scenario Outline: A group opens and closes with the keyboard
    Given a visitor is reading the home page in <language>
    When the visitor tabs to the "<group>" group and presses Enter
    Then the "<group>" group is closed
    When the visitor presses Enter
    Then the "<group>" group is open

    Examples:
      | language | group |
      | Korean   | 음악  |
      | English  | Board |

  Scenario Outline: On a wide screen the menu button hides and shows the navigation
    Given a visitor is reading the home page in <language>
    When the visitor presses the menu button
    Then the side navigation is hidden
    When the visitor presses the menu button
    Then the side navigation reads "<side navigation>"

    Examples:
      | language | side navigation                                              |
      | Korean   | 홈, 음악, 음악 검색, 뮤지션 목록, 게시판, 공지사항, FAQ      |
      | English  | Home, Music, Search Music, Musician List, Board, Notice, FAQ |

  Scenario Outline: On a phone the navigation is a drawer opened from the menu button
    Given a visitor is reading the home page in <language> on a phone
    Then the side navigation is hidden
    When the visitor presses the menu button
    Then the navigation drawer is open, 288 pixels wide
    When the visitor chooses "<link>" in the side navigation
    Then the address is "<address>"
    And the navigation drawer is closed

    Examples:
      | language | link        | address        |
      | Korean   | 뮤지션 목록 | /musician-list |
      | English  | Notice      | /notice-list   |

  Scenario Outline: On a phone the drawer closes with Escape and on the backdrop
    Given a visitor is reading the home page in <language> on a phone
    When the visitor presses the menu button
    And the visitor presses Escape
    Then the navigation drawer is closed
    When the visitor presses the menu button
    And the visitor taps beside the drawer
    Then the navigation drawer is closed

    Examples:
      | language |
      | Korean   |
      | English  |

  Scenario Outline: On a phone the header's search button opens the music search, ready to type
    Given a visitor is reading the home page in <language> on a phone
    When the visitor presses "<search>" in the header
    Then the address is "/search-details"
    And the keyboard focus is in the music search box
    And the navigation drawer is closed

    Examples:
      | language | search       |
      | Korean   | 음악 검색    |
      | English  | Search music |
