import type { Pair } from './vocabulary';

/** Notices and FAQ entries of the seed: fixed bilingual texts (plain text; line breaks are `\n`). */

export interface SeedNotice {
  title: Pair;
  body: Pair;
  pinned: boolean;
  /** Days before the seed's reference date (2026-11-01T09:00:00Z). */
  daysAgo: number;
}

/** A test payload: clients must show it as inert text (the contract says bodies are plain text). */
export const NOTICE_MARKUP_PAYLOAD = `<script>alert('x')</script> and <img src=x onerror=alert(1)>`;

export const NOTICES: SeedNotice[] = [
  {
    pinned: true,
    daysAgo: 455,
    title: { ko: 'Cue Connect 이용 안내', en: 'Welcome to Cue Connect: how it works' },
    body: {
      ko: 'Cue Connect는 영화음악 작곡가와 영화 산업 관계자를 잇는 음악 연결 플랫폼입니다.\n작곡가는 프로필과 최대 3곡의 음악을 등록하고, 관계자와 일반 이용자는 장르와 키워드로 음악을 검색하고 감상할 수 있습니다.\n로그인하면 마음에 드는 곡에 좋아요를 남길 수 있습니다.',
      en: 'Cue Connect links film-music composers with people who make films.\nComposers present a profile and up to 3 tracks; industry staff and listeners search by genre and keyword and play the music.\nLog in to like the tracks you want to remember.',
    },
  },
  {
    pinned: true,
    daysAgo: 40,
    title: { ko: '2026 영화음악 매칭 프로그램 참가 작곡가 모집', en: 'Call for composers: 2026 Film Music Matching Program' },
    body: {
      ko: '올해 영화제 산업 프로그램의 영화음악 매칭에 참여할 작곡가를 모집합니다.\n모집 기간: 11월 1일부터 11월 30일까지\n참가 방법: 뮤지션으로 가입한 뒤 승인을 받고 프로필과 대표곡을 등록해 주세요.\n선정된 작곡가는 제작사와 1:1 미팅 기회를 얻습니다.',
      en: "We are looking for composers for this year's film music matching in the festival's industry program.\nOpen from 1 to 30 November.\nHow to apply: sign up as a musician, wait for approval, then register your profile and your best tracks.\nSelected composers get one-to-one meetings with production companies.",
    },
  },
  {
    pinned: false,
    daysAgo: 450,
    title: { ko: '서비스 정식 오픈 안내', en: 'Cue Connect is officially open' },
    body: {
      ko: '베타 기간 동안 의견을 보내 주신 모든 분께 감사드립니다. 오늘부터 Cue Connect를 정식으로 운영합니다.',
      en: 'Thank you to everyone who sent feedback during the beta. From today Cue Connect is officially open.',
    },
  },
  {
    pinned: false,
    daysAgo: 430,
    title: { ko: '음원 업로드 가이드 (WAV/MP3, 최대 150MB)', en: 'Upload guide: WAV or MP3, up to 150 MB' },
    body: {
      ko: '음원은 WAV 또는 MP3 파일만 올릴 수 있으며 파일 하나의 크기는 150MB 이하여야 합니다.\n뮤지션 한 명당 최대 3곡까지 등록할 수 있고, 곡마다 장르 1개와 키워드를 최대 5개까지 선택할 수 있습니다.\n업로드가 중간에 끊겨도 같은 파일을 다시 선택하면 이어서 올라갑니다.',
      en: 'Music files must be WAV or MP3 and at most 150 MB each.\nEach musician can register up to 3 tracks, each with one genre and up to 5 keywords.\nIf an upload is interrupted, choose the same file again and it resumes where it stopped.',
    },
  },
  {
    pinned: false,
    daysAgo: 410,
    title: { ko: '앨범 커버 이미지 권장 규격', en: 'Recommended album cover format' },
    body: {
      ko: '앨범 커버는 JPG 또는 PNG 이미지로 올려 주세요. 정사각형(1:1) 비율을 권장하며 파일 크기는 150MB 이하여야 합니다.\n커버가 없는 곡은 홈 화면 갤러리에 표시되지 않습니다.',
      en: 'Upload album covers as JPG or PNG images. A square (1:1) image is recommended; the file must be 150 MB or less.\nTracks without a cover do not appear in the home gallery.',
    },
  },
  {
    pinned: false,
    daysAgo: 390,
    title: { ko: '이용약관 개정 안내 (시행일 2025년 8월 18일)', en: 'Terms of service update (effective 18 August 2025)' },
    body: {
      ko: '이용약관이 개정되어 2025년 8월 18일부터 시행됩니다. 제9조에 뮤지션 회원에 관한 특약이 추가되었습니다.\n약관 변경은 시행 7일 전에, 이용자에게 불리한 변경은 30일 전에 공지합니다.',
      en: 'The terms of service have been revised, effective 18 August 2025. Article 9 now holds special terms for musician members.\nChanges are announced 7 days before they take effect, or 30 days before when they are unfavourable to users.',
    },
  },
  {
    pinned: false,
    daysAgo: 360,
    title: { ko: '개인정보 처리방침 변경 안내', en: 'Privacy policy update' },
    body: {
      ko: '마케팅 정보 수신 동의 항목을 선택 사항으로 분리했습니다. 마이페이지에서 언제든지 동의 여부를 바꿀 수 있습니다.',
      en: 'Marketing consent is now a separate, optional item. You can change it at any time on My Page.',
    },
  },
  {
    pinned: false,
    daysAgo: 330,
    title: { ko: '정기 점검 안내 (새벽 2시~4시)', en: 'Scheduled maintenance (2-4 a.m. KST)' },
    body: {
      ko: '서비스 안정화를 위해 매월 첫째 주 화요일 새벽 2시부터 4시까지 정기 점검을 진행합니다. 점검 중에는 업로드와 로그인이 일시적으로 제한될 수 있습니다.',
      en: 'Regular maintenance takes place on the first Tuesday of each month from 2 to 4 a.m. KST. Uploads and logins may be briefly unavailable during that time.',
    },
  },
  {
    pinned: false,
    daysAgo: 300,
    title: { ko: '영화음악 피칭 세션 참가 신청', en: 'Sign up for the film music pitching session' },
    body: {
      ko: '영화제 기간 중 작곡가가 제작자와 감독 앞에서 대표곡을 소개하는 피칭 세션이 열립니다.\n프로필과 음악을 등록한 뮤지션이라면 누구나 신청할 수 있습니다.',
      en: 'During the festival, composers present their best cues to producers and directors in a pitching session.\nEvery musician with a registered profile and music can apply.',
    },
  },
  {
    pinned: false,
    daysAgo: 270,
    title: { ko: '산업 관계자 네트워킹 나이트', en: 'Industry networking night' },
    body: {
      ko: '작곡가, 음악감독, 제작사 관계자가 한자리에 모이는 네트워킹 나이트를 엽니다. 참석을 원하시면 프로필의 연락처 정보를 최신으로 유지해 주세요.',
      en: 'Composers, music supervisors and producers meet at our networking night. If you plan to attend, please keep the contact details in your profile up to date.',
    },
  },
  {
    pinned: false,
    daysAgo: 240,
    title: { ko: '검색 기능 개선: 초성 검색 지원', en: 'Search update: Korean initial-consonant search' },
    body: {
      ko: '이제 음악 검색에서 초성만 입력해도 결과를 찾을 수 있습니다. 예를 들어 "ㅅㅂ"으로 "새벽"이 들어간 곡을 찾을 수 있습니다.\n제목, 키워드, 뮤지션 이름을 한국어와 영어로 모두 검색합니다.',
      en: 'Music search now understands Korean initial consonants: typing "ㅅㅂ" finds tracks with "새벽" (dawn).\nTitles, keywords and musician names are searched in both Korean and English.',
    },
  },
  {
    pinned: false,
    daysAgo: 210,
    title: { ko: '영문 프로필 작성 팁', en: 'Tips for writing your English profile' },
    body: {
      ko: '해외 관계자도 Cue Connect를 이용합니다. 한 줄 소개와 약력을 영어로도 작성하면 더 많은 기회를 만날 수 있습니다.\n참여 작품은 제목과 연도를 함께 적어 주세요.',
      en: 'International guests use Cue Connect too. Writing your one-line intro and biography in English opens more doors.\nList your credits with titles and years.',
    },
  },
  {
    pinned: false,
    daysAgo: 180,
    title: { ko: '좋아요 기능 안내', en: 'About likes' },
    body: {
      ko: '로그인한 이용자는 곡마다 좋아요를 남길 수 있고, 좋아요한 곡은 사이드 메뉴의 사용자 > 좋아요한 음악에서 다시 볼 수 있습니다.',
      en: 'Logged-in users can like any track; the tracks you like are listed under User > Liked Music in the side menu.',
    },
  },
  {
    pinned: false,
    daysAgo: 150,
    title: { ko: '음악감독 마스터클래스 개최', en: 'Masterclass with a film music supervisor' },
    body: {
      ko: '장면에 맞는 음악을 고르는 기준과 음악감독이 작곡가에게 바라는 점을 나누는 마스터클래스가 열립니다. 선착순 40명.',
      en: 'A masterclass on how music supervisors choose music for a scene and what they look for in composers. First come, first served: 40 seats.',
    },
  },
  {
    pinned: false,
    daysAgo: 120,
    title: { ko: '뮤지션 승인 절차 안내', en: 'How musician approval works' },
    body: {
      ko: '뮤지션으로 가입하면 관리자가 신청 내용을 확인한 뒤 승인합니다. 승인 전에는 로그인할 수 없으며, 승인되면 프로필 등록 안내가 표시됩니다.\n보통 영업일 기준 3일 이내에 처리됩니다.',
      en: 'When you sign up as a musician, an administrator reviews and approves the account. You cannot log in before approval; once approved you are invited to register your profile.\nApproval usually takes up to 3 working days.',
    },
  },
  {
    pinned: false,
    daysAgo: 95,
    title: { ko: '보안 점검 안내', en: 'Security check notice' },
    body: {
      ko: `게시판 본문은 항상 일반 텍스트로 표시됩니다. 아래 문자열은 실행되지 않고 글자 그대로 보여야 합니다.\n${NOTICE_MARKUP_PAYLOAD}`,
      en: `Notice bodies are always shown as plain text. The following must appear literally and never run:\n${NOTICE_MARKUP_PAYLOAD}`,
    },
  },
  {
    pinned: false,
    daysAgo: 70,
    title: { ko: '모바일 화면 개선', en: 'Improved mobile layout' },
    body: {
      ko: '모바일에서 메뉴와 음악 플레이어를 더 쉽게 쓸 수 있도록 화면을 개선했습니다.',
      en: 'The menu and the music player are now easier to use on mobile.',
    },
  },
  {
    pinned: false,
    daysAgo: 50,
    title: { ko: '추석 연휴 문의 응답 안내', en: 'Support hours over the Chuseok holiday' },
    body: {
      ko: '추석 연휴 기간에 접수된 문의는 연휴가 끝난 뒤 순서대로 답변드립니다.',
      en: 'Questions sent during the Chuseok holiday will be answered in order after the holiday.',
    },
  },
  {
    pinned: false,
    daysAgo: 20,
    title: { ko: '이달의 추천 큐 선정 결과', en: 'Featured cues of the month' },
    body: {
      ko: '산업 프로그램 심사위원이 고른 이달의 추천 큐가 홈 화면에 소개됩니다. 선정된 작곡가 여러분 축하드립니다.',
      en: 'The featured cues of the month, chosen by the industry program jury, are now on the home page. Congratulations to the selected composers.',
    },
  },
  {
    pinned: false,
    daysAgo: 5,
    title: { ko: '연말 쇼케이스 공연 안내', en: 'Year-end showcase concert' },
    body: {
      ko: '올해 Cue Connect에 참여한 작곡가들의 음악을 실연으로 듣는 연말 쇼케이스가 열립니다. 자세한 일정은 추후 공지합니다.',
      en: 'A year-end showcase will perform music by this year’s Cue Connect composers live. Dates will be announced soon.',
    },
  },
];

export const FAQS: Array<{ question: Pair; answer: Pair }> = [
  {
    question: { ko: '회원가입은 어떻게 하나요?', en: 'How do I sign up?' },
    answer: {
      ko: '로그인 화면에서 "회원가입"을 누르고 이메일, 비밀번호, 이름, 닉네임, 휴대폰 번호를 입력하세요. 이메일과 닉네임은 중복 확인을 통과해야 하며 필수 약관에 동의해야 합니다.',
      en: 'Choose "Sign Up" on the login screen and enter your email, password, name, nickname and phone number. The email and nickname must pass the duplicate check, and the required terms must be agreed.',
    },
  },
  {
    question: { ko: '일반 회원과 뮤지션 회원은 무엇이 다른가요?', en: 'What is the difference between a general and a musician account?' },
    answer: {
      ko: '일반 회원은 음악을 검색하고 듣고 좋아요를 남길 수 있습니다. 뮤지션 회원은 여기에 더해 뮤지션 프로필을 등록하고 자신의 음악을 올릴 수 있습니다.',
      en: 'General members search, play and like music. Musician members can also register a musician profile and upload their own music.',
    },
  },
  {
    question: { ko: '뮤지션 가입 후 바로 로그인이 안 돼요.', en: 'I signed up as a musician but cannot log in.' },
    answer: {
      ko: '뮤지션 계정은 관리자 승인 후에 이용할 수 있습니다. 승인 전에는 "승인 대기" 안내가 표시되며, 보통 영업일 기준 3일 이내에 승인됩니다.',
      en: 'Musician accounts can be used after an administrator approves them. Until then you see "Approval Pending"; approval usually takes up to 3 working days.',
    },
  },
  {
    question: { ko: '비밀번호 규칙이 어떻게 되나요?', en: 'What are the password rules?' },
    answer: {
      ko: '8자 이상이어야 하며 영문과 숫자를 모두 포함해야 합니다. 특수문자는 ! ? @ _ - 만 사용할 수 있습니다.',
      en: 'At least 8 characters with both English letters and digits. Only the special characters ! ? @ _ - are allowed.',
    },
  },
  {
    question: { ko: '어떤 음원 파일을 올릴 수 있나요?', en: 'Which music files can I upload?' },
    answer: {
      ko: 'WAV와 MP3 파일을 올릴 수 있으며, 파일 하나의 크기는 150MB 이하여야 합니다.',
      en: 'WAV and MP3 files, each 150 MB or less.',
    },
  },
  {
    question: { ko: '곡은 몇 개까지 등록할 수 있나요?', en: 'How many tracks can I register?' },
    answer: {
      ko: '뮤지션 한 명당 최대 3곡까지 등록할 수 있습니다. 새 곡을 올리려면 기존 곡을 수정하거나 삭제하세요.',
      en: 'Up to 3 tracks per musician. To add a new one, edit or delete an existing track.',
    },
  },
  {
    question: { ko: '키워드는 몇 개까지 고를 수 있나요?', en: 'How many keywords can a track have?' },
    answer: {
      ko: '곡마다 장르 1개와 키워드를 1개 이상 최대 5개까지 선택할 수 있습니다. 키워드는 검색에 사용됩니다.',
      en: 'Each track has one genre and 1 to 5 keywords. Keywords are used by search.',
    },
  },
  {
    question: { ko: '앨범 커버는 꼭 올려야 하나요?', en: 'Is an album cover required?' },
    answer: {
      ko: '선택 사항입니다. JPG 또는 PNG 이미지(150MB 이하)를 올릴 수 있으며, 커버가 있는 곡만 홈 화면 갤러리에 표시됩니다.',
      en: 'No, it is optional. You can upload a JPG or PNG image (150 MB or less); only tracks with a cover appear in the home gallery.',
    },
  },
  {
    question: { ko: '좋아요는 어떻게 누르나요?', en: 'How do I like a track?' },
    answer: {
      ko: '로그인한 뒤 곡의 하트 버튼을 누르세요. 다시 누르면 취소됩니다. 좋아요한 곡은 "좋아요한 음악"에서 모아 볼 수 있습니다.',
      en: 'Log in and press the heart on a track; press it again to undo. Your liked tracks are collected under "Liked Music".',
    },
  },
  {
    question: { ko: '재생 수는 어떻게 집계되나요?', en: 'How are plays counted?' },
    answer: {
      ko: '한 곡을 30초 이상 또는 절반 이상 들으면 한 번 집계됩니다. 같은 청취자가 같은 곡을 반복해서 들어도 한 번만 집계됩니다.',
      en: 'A play counts once a track has been heard for 30 seconds or half its length. The same listener is counted once per track.',
    },
  },
  {
    question: { ko: '한국어와 영어를 바꿀 수 있나요?', en: 'Can I switch between Korean and English?' },
    answer: {
      ko: '화면 위쪽의 언어 버튼 "한국어"와 "English"를 누르면 바로 바뀌며, 선택한 언어는 다음 방문 때도 유지됩니다.',
      en: 'Press the language buttons "한국어" or "English" at the top of the screen to switch at once; your choice is remembered for your next visit.',
    },
  },
  {
    question: { ko: '검색은 어떤 방식으로 되나요?', en: 'How does search work?' },
    answer: {
      ko: '곡 제목, 키워드, 뮤지션 이름을 한국어와 영어로 검색합니다. 초성(예: ㅅㅂ)만 입력해도 찾을 수 있고, 장르와 키워드로 결과를 좁힐 수 있습니다.',
      en: 'Search looks at track titles, keywords and musician names in Korean and English. Korean initial consonants (such as ㅅㅂ) work too, and you can narrow results by genre and keyword.',
    },
  },
  {
    question: { ko: '뮤지션 프로필은 어디에서 수정하나요?', en: 'Where do I edit my musician profile?' },
    answer: {
      ko: '로그인 후 사이드 메뉴의 사용자 > 내 뮤지션 프로필에서 수정할 수 있습니다. 이름, 소개, 약력은 한국어와 영어로 입력할 수 있습니다.',
      en: 'After logging in, open User > My Musician Profile in the side menu. Name, intro and biography can be written in Korean and English.',
    },
  },
  {
    question: { ko: '비밀번호를 바꾸고 싶어요.', en: 'How do I change my password?' },
    answer: {
      ko: '마이페이지에서 "비밀번호 변경"을 누르고 현재 비밀번호와 새 비밀번호를 입력하세요. 새 비밀번호는 현재 비밀번호와 달라야 합니다.',
      en: 'On My Page choose "Change password" and enter your current and new passwords. The new password must differ from the current one.',
    },
  },
  {
    question: { ko: '회원 탈퇴는 어떻게 하나요?', en: 'How do I leave Cue Connect?' },
    answer: {
      ko: '마이페이지에서 "회원 탈퇴"를 선택하세요. 탈퇴하면 뮤지션 프로필과 등록한 음악, 좋아요 기록이 삭제되며 되돌릴 수 없습니다.',
      en: 'Choose "Leave account" on My Page. Your musician profile, your tracks and your likes are removed, and this cannot be undone.',
    },
  },
];
