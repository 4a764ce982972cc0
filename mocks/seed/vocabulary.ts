/** Our own bilingual film-music vocabulary for the seed (faker has names and places, not film cues). */

export interface Pair {
  ko: string;
  en: string;
}

const pairs = (list: Array<[string, string]>): Pair[] => list.map(([ko, en]) => ({ ko, en }));

/** 12 genres, in id order. */
export const GENRES = pairs([
  ['오케스트라', 'Orchestral'],
  ['앰비언트', 'Ambient'],
  ['일렉트로닉', 'Electronic'],
  ['피아노 솔로', 'Solo Piano'],
  ['재즈', 'Jazz'],
  ['국악 퓨전', 'Korean Traditional Fusion'],
  ['스릴러', 'Thriller'],
  ['드라마', 'Drama'],
  ['미니멀', 'Minimal'],
  ['어쿠스틱', 'Acoustic'],
  ['다큐멘터리', 'Documentary'],
  ['판타지', 'Fantasy'],
]);

/** 40 keywords (moods, scenes, places, cue types), in id order. */
export const KEYWORDS = pairs([
  ['긴장감', 'Tension'],
  ['그리움', 'Longing'],
  ['추격', 'Chase'],
  ['새벽', 'Dawn'],
  ['비', 'Rain'],
  ['희망', 'Hope'],
  ['슬픔', 'Sorrow'],
  ['설렘', 'Anticipation'],
  ['고독', 'Solitude'],
  ['평화', 'Peace'],
  ['공포', 'Fear'],
  ['미스터리', 'Mystery'],
  ['로맨스', 'Romance'],
  ['향수', 'Nostalgia'],
  ['승리', 'Triumph'],
  ['이별', 'Farewell'],
  ['재회', 'Reunion'],
  ['모험', 'Adventure'],
  ['꿈', 'Dream'],
  ['밤', 'Night'],
  ['바다', 'Sea'],
  ['도시', 'City'],
  ['숲', 'Forest'],
  ['겨울', 'Winter'],
  ['여름', 'Summer'],
  ['눈', 'Snow'],
  ['우주', 'Space'],
  ['기억', 'Memory'],
  ['가족', 'Family'],
  ['어린 시절', 'Childhood'],
  ['영웅', 'Heroic'],
  ['서정적', 'Lyrical'],
  ['웅장함', 'Epic'],
  ['따뜻함', 'Warmth'],
  ['몽환적', 'Dreamy'],
  ['불안', 'Unease'],
  ['잔잔함', 'Calm'],
  ['역동적', 'Dynamic'],
  ['엔딩 크레딧', 'End Credits'],
  ['몽타주', 'Montage'],
]);

/** Keyword labels (by English label) that suit each genre (by English label), so tracks read coherently. */
export const GENRE_KEYWORDS: Record<string, string[]> = {
  Orchestral: ['Epic', 'Heroic', 'Triumph', 'Adventure', 'Hope', 'End Credits', 'Reunion', 'Dynamic'],
  Ambient: ['Dawn', 'Calm', 'Dreamy', 'Solitude', 'Space', 'Sea', 'Night', 'Snow'],
  Electronic: ['City', 'Chase', 'Night', 'Dynamic', 'Tension', 'Space', 'Montage'],
  'Solo Piano': ['Longing', 'Memory', 'Rain', 'Lyrical', 'Sorrow', 'Childhood', 'Warmth'],
  Jazz: ['City', 'Night', 'Romance', 'Nostalgia', 'Rain', 'Montage'],
  'Korean Traditional Fusion': ['Longing', 'Dawn', 'Forest', 'Memory', 'Heroic', 'Nostalgia', 'Family'],
  Thriller: ['Tension', 'Fear', 'Mystery', 'Unease', 'Chase', 'Night'],
  Drama: ['Farewell', 'Reunion', 'Family', 'Sorrow', 'Hope', 'Longing', 'Warmth'],
  Minimal: ['Calm', 'Solitude', 'Unease', 'Memory', 'Winter', 'Dawn'],
  Acoustic: ['Summer', 'Warmth', 'Childhood', 'Nostalgia', 'Romance', 'Anticipation'],
  Documentary: ['Sea', 'Forest', 'Dawn', 'Hope', 'Montage', 'Calm', 'Space'],
  Fantasy: ['Dream', 'Adventure', 'Forest', 'Dreamy', 'Snow', 'Heroic', 'Anticipation'],
};

/** Title parts. */
export const TITLE_TIMES = pairs([
  ['새벽', 'at Dawn'],
  ['한밤', 'at Midnight'],
  ['황혼', 'at Dusk'],
  ['겨울', 'in Winter'],
  ['장마', 'in the Monsoon'],
  ['여름밤', 'on a Summer Night'],
  ['첫눈', 'in the First Snow'],
  ['마지막 날', 'on the Last Day'],
  ['안개', 'in the Fog'],
  ['빗속', 'in the Rain'],
]);

export const TITLE_NOUNS = pairs([
  ['추격', 'Chase'],
  ['고백', 'Confession'],
  ['기억', 'Memory'],
  ['편지', 'Letter'],
  ['항해', 'Voyage'],
  ['비밀', 'Secret'],
  ['정원', 'Garden'],
  ['귀환', 'Return'],
  ['그림자', 'Shadow'],
  ['약속', 'Promise'],
  ['여정', 'Journey'],
  ['왈츠', 'Waltz'],
  ['자장가', 'Lullaby'],
  ['행진', 'March'],
  ['탈출', 'Escape'],
  ['기도', 'Prayer'],
  ['불꽃', 'Flame'],
  ['등대', 'Lighthouse'],
  ['숨바꼭질', 'Hide and Seek'],
  ['춤', 'Dance'],
  ['노래', 'Song'],
  ['꿈', 'Dream'],
  ['발자국', 'Footsteps'],
  ['심장', 'Heartbeat'],
]);

export const TITLE_ADJECTIVES = pairs([
  ['잊혀진', 'Forgotten'],
  ['푸른', 'Blue'],
  ['조용한', 'Quiet'],
  ['끝없는', 'Endless'],
  ['낯선', 'Strange'],
  ['붉은', 'Crimson'],
  ['마지막', 'Last'],
  ['작은', 'Little'],
  ['부서진', 'Broken'],
  ['먼', 'Distant'],
  ['하얀', 'White'],
  ['깊은', 'Deep'],
]);

export const TITLE_PLACES = pairs([
  ['항구', 'the Harbour'],
  ['기차역', 'the Station'],
  ['골목', 'the Alley'],
  ['섬', 'the Island'],
  ['숲', 'the Forest'],
  ['사막', 'the Desert'],
  ['옥상', 'the Rooftop'],
  ['강가', 'the Riverside'],
  ['극장', 'the Cinema'],
  ['국경', 'the Border'],
]);

export const TITLE_SUFFIXES = pairs([
  ['메인 테마', 'Main Theme'],
  ['엔딩 크레딧', 'End Credits'],
  ['오프닝', 'Opening'],
  ['두 번째 장면', 'Scene 2'],
  ['피아노 버전', 'Piano Version'],
  ['조곡', 'Suite'],
]);

/** Fictional films the seeded composers have scored. */
export const FILMS = pairs([
  ['바람의 언덕', 'Hill of Wind'],
  ['유리 정원', 'Glass Garden'],
  ['마지막 기차', 'The Last Train'],
  ['여름의 끝', 'End of Summer'],
  ['회색 도시', 'Grey City'],
  ['등대지기', 'The Lighthouse Keeper'],
  ['안개 속으로', 'Into the Fog'],
  ['푸른 밤', 'Blue Night'],
  ['철새', 'Migrant Birds'],
  ['낮은 목소리로', 'In a Low Voice'],
  ['소금꽃', 'Salt Flower'],
  ['두 번째 겨울', 'The Second Winter'],
  ['달리는 소녀', 'The Running Girl'],
  ['붉은 지붕', 'Red Roof'],
  ['조용한 이웃', 'Quiet Neighbours'],
  ['별의 지도', 'Map of Stars'],
  ['강 건너 불빛', 'Lights Across the River'],
  ['열두 번째 방', 'The Twelfth Room'],
  ['파도의 시간', 'Time of Waves'],
  ['종이 비행기', 'Paper Plane'],
]);

export const FILM_FORMATS = pairs([
  ['장편', 'feature'],
  ['단편', 'short film'],
  ['다큐멘터리', 'documentary'],
  ['애니메이션', 'animated film'],
  ['웹드라마', 'web series'],
]);

/** Fictional festivals. */
export const FESTIVALS = pairs([
  ['한강 단편영화제', 'Han River Short Film Festival'],
  ['남해 국제영화음악제', 'Namhae International Film Music Festival'],
  ['청풍 음악영화제', 'Cheongpung Music & Film Festival'],
  ['서울 인디필름 페스티벌', 'Seoul Indie Film Festival'],
  ['동해 다큐멘터리 영화제', 'East Sea Documentary Film Festival'],
  ['빛고을 애니메이션 영화제', 'Bitgoeul Animation Film Festival'],
  ['제주 바람 영화제', 'Jeju Wind Film Festival'],
]);

export const AWARDS = pairs([
  ['음악상', 'the Best Music Award'],
  ['관객상', 'the Audience Award'],
  ['심사위원 특별상', 'a Special Jury Mention'],
  ['신인 작곡가상', 'the New Composer Award'],
]);

/** Fictional schools. */
export const SCHOOLS = pairs([
  ['한빛예술대학교', 'Hanbit University of the Arts'],
  ['서해음악원', 'Seohae Conservatory'],
  ['누리영상원', 'Nuri Film School'],
  ['가온대학교 실용음악과', 'the Contemporary Music department of Gaon University'],
  ['새봄음악대학', 'Saebom College of Music'],
]);

export const CITIES = pairs([
  ['서울', 'Seoul'],
  ['부산', 'Busan'],
  ['전주', 'Jeonju'],
  ['광주', 'Gwangju'],
  ['대전', 'Daejeon'],
  ['인천', 'Incheon'],
  ['강릉', 'Gangneung'],
  ['제주', 'Jeju'],
  ['베를린', 'Berlin'],
  ['런던', 'London'],
]);

export const INSTRUMENTS = pairs([
  ['첼로', 'cello'],
  ['피아노', 'piano'],
  ['현악 앙상블', 'string ensemble'],
  ['가야금', 'gayageum'],
  ['대금', 'daegeum'],
  ['해금', 'haegeum'],
  ['신시사이저', 'synthesiser'],
  ['어쿠스틱 기타', 'acoustic guitar'],
  ['호른', 'French horn'],
  ['클라리넷', 'clarinet'],
  ['바이올린', 'violin'],
  ['첼레스타', 'celesta'],
  ['타악기', 'percussion'],
  ['모듈러 신스', 'modular synth'],
  ['콘트라베이스', 'double bass'],
  ['하프', 'harp'],
  ['장구', 'janggu'],
  ['비브라폰', 'vibraphone'],
]);

/** Scenes a cue was written for. */
export const SCENES = pairs([
  ['비 내리는 정류장에서 헤어지는 장면', 'a farewell at a rainy bus stop'],
  ['새벽 도시를 가로지르는 추격 장면', 'a chase across the city at dawn'],
  ['주인공이 고향으로 돌아오는 장면', "the hero's return to her hometown"],
  ['오래된 편지를 발견하는 장면', 'the discovery of an old letter'],
  ['폭풍 전야의 항구 장면', 'a harbour on the eve of a storm'],
  ['아이들이 눈밭을 달리는 장면', 'children running through the snow'],
  ['닫힌 문 너머를 엿보는 장면', 'a glimpse behind a locked door'],
  ['엔딩 크레딧이 올라가는 마지막 장면', 'the final scene as the credits roll'],
  ['두 사람이 처음 만나는 장면', 'the moment two people first meet'],
  ['숲속에서 길을 잃는 장면', 'getting lost in the forest'],
  ['기차가 국경을 넘는 장면', 'a train crossing the border'],
  ['옥상에서 불꽃놀이를 보는 장면', 'watching fireworks from a rooftop'],
  ['가족이 한자리에 모이는 장면', 'a family gathering at last'],
  ['우주선이 궤도를 도는 장면', 'a spacecraft drifting in orbit'],
]);

/** Instagram-style handle parts (ASCII only). */
export const HANDLE_SUFFIXES = ['music', 'score', 'sound', 'composer', 'cue', 'notes', 'film', 'studio'];

/** Affiliation suffixes for film companies. */
export const COMPANY_SUFFIXES = ['필름', '픽처스', '스튜디오', '사운드', '엔터테인먼트', '프로덕션'];

/** Listener nickname stems (at most 8 characters: a 2-digit number is appended, nicknames allow 10). */
export const LISTENER_NICK_STEMS = ['시네필', '영화광', '필름러버', '새벽관객', '엔딩크레딧', '팝콘', '극장지기', '사운드덕', 'reel', 'cinefan', 'ost_fan', 'scorefan'];

/** Suffixes for musician nicknames made from a given name (서연 -> 서연사운드). */
export const MUSICIAN_NICK_SUFFIXES = ['뮤직', '사운드', '스코어', '노트'];
