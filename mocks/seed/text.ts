import type { Faker } from '@faker-js/faker';
import { particle, withParticle } from './korean';
import {
  AWARDS,
  CITIES,
  FESTIVALS,
  FILM_FORMATS,
  FILMS,
  INSTRUMENTS,
  SCENES,
  SCHOOLS,
  TITLE_ADJECTIVES,
  TITLE_NOUNS,
  TITLE_PLACES,
  TITLE_SUFFIXES,
  TITLE_TIMES,
  type Pair,
} from './vocabulary';

/** Bilingual texts from templates: titles, descriptions, intros and biographies. */

const PLACE_PREPOSITIONS: Record<string, string> = {
  'the Island': 'On',
  'the Forest': 'In',
  'the Desert': 'In',
  'the Alley': 'In',
  'the Rooftop': 'On',
  'the Riverside': 'By',
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const lower = (label: string) => label.toLowerCase();

/** Two different entries of a list. */
function two<T>(faker: Faker, list: readonly T[]): [T, T] {
  const [a, b] = faker.helpers.arrayElements(list, 2);
  return [a!, b!];
}

export function trackTitle(faker: Faker): Pair {
  const noun = faker.helpers.arrayElement(TITLE_NOUNS);
  switch (
    faker.helpers.weightedArrayElement([
      { value: 'time', weight: 4 },
      { value: 'adjective', weight: 4 },
      { value: 'place', weight: 2 },
      { value: 'at', weight: 1 },
      { value: 'film', weight: 2 },
    ] as const)
  ) {
    case 'time': {
      const time = faker.helpers.arrayElement(TITLE_TIMES);
      return { ko: `${time.ko}의 ${noun.ko}`, en: `${noun.en} ${time.en}` };
    }
    case 'adjective': {
      const adjective = faker.helpers.arrayElement(TITLE_ADJECTIVES);
      return { ko: `${adjective.ko} ${noun.ko}`, en: `The ${adjective.en} ${noun.en}` };
    }
    case 'place': {
      const place = faker.helpers.arrayElement(TITLE_PLACES);
      return { ko: `${place.ko}의 ${noun.ko}`, en: `${noun.en} of ${place.en}` };
    }
    case 'at': {
      const place = faker.helpers.arrayElement(TITLE_PLACES);
      return { ko: `${place.ko}에서`, en: `${PLACE_PREPOSITIONS[place.en] ?? 'At'} ${place.en}` };
    }
    case 'film': {
      const film = faker.helpers.arrayElement(FILMS);
      const suffix = faker.helpers.arrayElement(TITLE_SUFFIXES);
      return { ko: `${film.ko} - ${suffix.ko}`, en: `${film.en} (${suffix.en})` };
    }
  }
}

export function trackDescription(faker: Faker, genre: Pair, keywords: Pair[], seconds: number): Pair {
  const [first, second] = [keywords[0]!, keywords[1]];
  const [drawn, other] = two(faker, INSTRUMENTS);
  // A solo-piano cue is led by the piano.
  const piano = INSTRUMENTS.find((candidate) => candidate.en === 'piano')!;
  const instrument = genre.en === 'Solo Piano' && other !== piano ? piano : drawn;
  const scene = faker.helpers.arrayElement(SCENES);
  const mood = {
    ko: second ? `${withParticle(first.ko, '과', '와')} ${second.ko}` : first.ko,
    en: keywords
      .slice(0, 3)
      .map((keyword) => lower(keyword.en))
      .join(', '),
  };
  switch (faker.number.int({ min: 0, max: 2 })) {
    case 0:
      return {
        ko: `${withParticle(scene.ko, '을', '를')} 위해 쓴 ${genre.ko} 큐입니다. ${withParticle(instrument.ko, '과', '와')} ${withParticle(other.ko, '이', '가')} ${mood.ko}의 정서를 그립니다.`,
        en: `${capitalize(article(genre.en))} ${genre.en} cue written for ${scene.en}. ${capitalize(instrument.en)} and ${other.en} carry its mood (${mood.en}).`,
      };
    case 1: {
      const film = faker.helpers.arrayElement(FILMS);
      return {
        ko: `영화 〈${film.ko}〉에서 ${withParticle(scene.ko, '을', '를')} 위해 만든 곡입니다. ${withParticle(instrument.ko, '으로', '로')} 시작해 ${withParticle(other.ko, '이', '가')} 더해지며 점점 고조됩니다.`,
        en: `Written for ${scene.en} in “${film.en}”. It opens with ${instrument.en} and grows as ${other.en} joins.`,
      };
    }
    default:
      return {
        ko: `${withParticle(first.ko, '을', '를')} 주제로 한 ${genre.ko} 소품입니다. ${seconds}초 길이의 데모 버전으로, ${withParticle(instrument.ko, '이', '가')} 선율을 이끕니다.`,
        en: `A short ${genre.en} piece built around “${first.en}”. This ${seconds}-second demo version is led by ${instrument.en}.`,
      };
  }
}

export function musicianIntro(faker: Faker, genre: Pair): Pair {
  const instrument = faker.helpers.arrayElement(INSTRUMENTS);
  switch (faker.number.int({ min: 0, max: 6 })) {
    case 0:
      return { ko: `${genre.ko} 중심으로 활동하는 영화음악 작곡가`, en: `Film composer focused on ${genre.en} scores` };
    case 1:
      return {
        ko: `${withParticle(instrument.ko, '으로', '로')} 장면의 온도를 그리는 작곡가`,
        en: `Composer painting the temperature of each scene with ${instrument.en}`,
      };
    case 2: {
      const festival = faker.helpers.arrayElement(FESTIVALS);
      const award = faker.helpers.arrayElement(AWARDS);
      return { ko: `${festival.ko} ${award.ko} 수상 작곡가`, en: `Composer, winner of ${award.en} at the ${festival.en}` };
    }
    case 3: {
      const count = faker.number.int({ min: 3, max: 24 });
      return { ko: `단편영화 ${count}편의 음악을 맡은 작곡가`, en: `Composer of the scores for ${count} short films` };
    }
    case 4: {
      const city = faker.helpers.arrayElement(CITIES);
      const soloist = instrument.en === 'string ensemble' ? INSTRUMENTS[0]! : instrument;
      return { ko: `${city.ko}에서 활동하는 ${soloist.ko} 연주자 겸 작곡가`, en: `${capitalize(soloist.en)} player and composer based in ${city.en}` };
    }
    case 5:
      return { ko: '다큐멘터리와 애니메이션을 오가는 작곡가', en: 'Composer moving between documentary and animation' };
    default:
      return { ko: '소리로 이야기를 만드는 사람', en: 'Telling stories with sound' };
  }
}

export function musicianBio(faker: Faker, genre: Pair): Pair {
  const ko: string[] = [];
  const en: string[] = [];
  const add = (sentence: Pair) => {
    ko.push(sentence.ko);
    en.push(sentence.en);
  };
  const school = faker.helpers.arrayElement(SCHOOLS);
  const city = faker.helpers.arrayElement(CITIES);
  add({ ko: `${school.ko}에서 작곡을 공부했고 지금은 ${city.ko}에서 활동하고 있습니다.`, en: `Studied composition at ${school.en} and now works in ${city.en}.` });

  const [film, otherFilm] = two(faker, FILMS);
  const [format, otherFormat] = two(faker, FILM_FORMATS);
  add({
    ko: `${format.ko} 〈${film.ko}〉${particle(film.ko, '과', '와')} ${otherFormat.ko} 〈${otherFilm.ko}〉의 음악을 작곡했습니다.`,
    en: `Scored the ${format.en} “${film.en}” and the ${otherFormat.en} “${otherFilm.en}”.`,
  });

  if (faker.datatype.boolean({ probability: 0.6 })) {
    const festival = faker.helpers.arrayElement(FESTIVALS);
    const award = faker.helpers.arrayElement(AWARDS);
    const year = faker.number.int({ min: 2019, max: 2025 });
    add({ ko: `${year}년 ${festival.ko}에서 ${withParticle(award.ko, '을', '를')} 받았습니다.`, en: `Received ${award.en} at the ${year} ${festival.en}.` });
  }

  const [instrument, other] = two(faker, INSTRUMENTS);
  add({
    ko: `${genre.ko} 음악을 중심으로 ${withParticle(instrument.ko, '과', '와')} ${withParticle(other.ko, '을', '를')} 즐겨 씁니다.`,
    en: `Works mainly in ${genre.en}, often writing for ${instrument.en} and ${other.en}.`,
  });

  if (faker.datatype.boolean({ probability: 0.4 })) {
    const festival = faker.helpers.arrayElement(FESTIVALS);
    add({ ko: `${festival.ko} 영화음악 워크숍에 멘토로 참여했습니다.`, en: `Mentored at the ${festival.en} film music workshop.` });
  }
  if (faker.datatype.boolean({ probability: 0.5 })) {
    const upcoming = faker.helpers.arrayElement(FILM_FORMATS);
    add({
      ko: `현재 2027년 공개 예정인 ${upcoming.ko}의 음악을 작업하고 있습니다.`,
      en: `Currently scoring ${article(upcoming.en)} ${upcoming.en} due for release in 2027.`,
    });
  }
  return { ko: ko.join(' '), en: en.join(' ') };
}
