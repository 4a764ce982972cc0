Feature: FAQ
  Everyone can read the frequently asked questions. Each question opens and closes its answer; several
  answers can be open at once.

  Scenario Outline: Opening a question shows its answer, closing it hides the answer
    Given a visitor who reads Cue Connect in <language>
    When the visitor opens the FAQ question "<question>"
    Then the FAQ shows the answer "<answer>"
    When the visitor closes the FAQ question "<question>"
    Then the FAQ no longer shows the answer "<answer>"

    Examples:
      | language | question                        | answer                                                                               |
      | Korean   | 곡은 몇 개까지 등록할 수 있나요? | 뮤지션 한 명당 최대 3곡까지 등록할 수 있습니다. 새 곡을 올리려면 기존 곡을 수정하거나 삭제하세요. |
      | English  | How many tracks can I register? | Up to 3 tracks per musician. To add a new one, edit or delete an existing track.     |

  Scenario Outline: An FAQ that fails to load can be tried again
    Given a visitor in <language> for whom the FAQ fails to load once
    When the visitor opens the FAQ
    Then the FAQ says "<message>"
    When the visitor presses "<retry>" on the FAQ
    Then the FAQ lists the question "<question>"

    Examples:
      | language | message                                | retry     | question                        |
      | Korean   | 자주 묻는 질문을 불러오지 못했습니다.  | 다시 시도 | 곡은 몇 개까지 등록할 수 있나요? |
      | English  | Failed to load the FAQ.                | Retry     | How many tracks can I register? |

  Scenario Outline: The FAQ names the language buttons as they read
    Given a visitor who reads Cue Connect in <language>
    And the visitor's window is <width> px wide
    When the visitor opens the FAQ question "<question>"
    Then the FAQ shows the answer '<answer>'
    And the language buttons read "한국어" and "English"

    Examples:
      | language | width | question                                 | answer                                                                                                                           |
      | Korean   | 1440  | 한국어와 영어를 바꿀 수 있나요?          | 화면 위쪽의 언어 버튼 "한국어"와 "English"를 누르면 바로 바뀌며, 선택한 언어는 다음 방문 때도 유지됩니다.                        |
      | English  | 1440  | Can I switch between Korean and English? | Press the language buttons "한국어" or "English" at the top of the screen to switch at once; your choice is remembered for your next visit. |
      | Korean   | 390   | 한국어와 영어를 바꿀 수 있나요?          | 화면 위쪽의 언어 버튼 "한국어"와 "English"를 누르면 바로 바뀌며, 선택한 언어는 다음 방문 때도 유지됩니다.                        |
      | English  | 390   | Can I switch between Korean and English? | Press the language buttons "한국어" or "English" at the top of the screen to switch at once; your choice is remembered for your next visit. |

  Scenario Outline: The FAQ names the buttons of My Page as they read
    Given a general user has logged in and reads Cue Connect in <language>
    When the visitor opens the FAQ question "<question>"
    Then the FAQ shows the answer '<answer>'
    When the member opens the my page
    Then the my page offers the button "<button>"

    Examples:
      | language | question                     | answer                                                                                                                               | button          |
      | Korean   | 비밀번호를 바꾸고 싶어요.    | 마이페이지에서 "비밀번호 변경"을 누르고 현재 비밀번호와 새 비밀번호를 입력하세요. 새 비밀번호는 현재 비밀번호와 달라야 합니다.      | 비밀번호 변경   |
      | English  | How do I change my password? | On My Page choose "Change password" and enter your current and new passwords. The new password must differ from the current one.    | Change password |
      | Korean   | 회원 탈퇴는 어떻게 하나요?   | 마이페이지에서 "회원 탈퇴"를 선택하세요. 탈퇴하면 뮤지션 프로필과 등록한 음악, 좋아요 기록이 삭제되며 되돌릴 수 없습니다.          | 회원 탈퇴       |
      | English  | How do I leave Cue Connect?  | Choose "Leave account" on My Page. Your musician profile, your tracks and your likes are removed, and this cannot be undone.         | Leave account   |
