import MiniSearch from 'minisearch';
import { toSearchDocument, type SearchDocument } from '../../src/lib/domain/search/matchText';
import type { Database, LabelRecord, MusicRecord } from '../db/database';

type KeywordRecord = ReturnType<Database['keywords']['all']>[number];
import { recordsMemo, type RecordsMemo } from '../db/recordsMemo';
import { compileVocabulary, type CompiledVocabulary } from './searchVocabulary';
import type { TextAnalyzer } from './textAnalyzer';

/** A track's texts by field, in both languages. */
export interface TrackTexts {
  titles: string[];
  names: string[];
  /** Keyword and genre labels. */
  labels: string[];
  markers: string[];
  descriptions: string[];
}

/** Field weights of `relevance` (the contract's order): titles, names, labels, cue-marker labels, descriptions. */
export const FIELD_BOOSTS: Record<keyof TrackTexts, number> = { titles: 5, names: 3, labels: 2.5, markers: 1.5, descriptions: 1 };
const FIELDS = Object.keys(FIELD_BOOSTS) as Array<keyof TrackTexts>;

type IndexedTrack = { id: number } & Record<keyof TrackTexts, string>;

type MusicianRecord = ReturnType<Database['musicians']['all']>[number];

/** The records a track's texts come from: when none of them was replaced, its entry is still right. */
interface Sources {
  music: MusicRecord;
  musician: MusicianRecord | undefined;
  genre: LabelRecord | undefined;
  keywords: Array<KeywordRecord | undefined>;
}

/** The index of one store, read with one analyser, kept in step with the store's records. */
export interface TrackIndex {
  /** MiniSearch (BM25+) over each track's terms and concept tokens, by field. */
  readonly search: MiniSearch<IndexedTrack>;
  readonly vocabulary: CompiledVocabulary;
  /** Each track's titles, names and labels as typed, for initials and unfinished syllables. */
  readonly asTyped: ReadonlyMap<number, SearchDocument>;
  /** Counts the updates that added, read again or dropped a track: the same generation finds the same tracks. */
  readonly generation: number;
}

interface IndexState extends TrackIndex {
  readonly asTyped: Map<number, SearchDocument>;
  generation: number;
  sources: Map<number, Sources>;
  /** Runs `update` only when a track, musician, genre or keyword was added, replaced or removed since the last run. */
  readonly checked: RecordsMemo<void>;
}

const states = new WeakMap<Database, WeakMap<TextAnalyzer, IndexState>>();
const vocabularies = new WeakMap<TextAnalyzer, CompiledVocabulary>();

function vocabularyOf(analyzer: TextAnalyzer): CompiledVocabulary {
  let vocabulary = vocabularies.get(analyzer);
  if (!vocabulary) vocabularies.set(analyzer, (vocabulary = compileVocabulary(analyzer)));
  return vocabulary;
}

function textsOf({ music, musician, genre, keywords }: Sources): TrackTexts {
  const labels = keywords.flatMap((keyword) => (keyword ? [keyword.label.ko, keyword.label.en] : []));
  if (genre) labels.push(genre.label.ko, genre.label.en);
  return {
    titles: [music.title.ko, music.title.en],
    names: musician ? [musician.name.ko, musician.name.en] : [],
    labels,
    markers: music.cueMarkers.flatMap((marker) => [marker.label.ko, marker.label.en]),
    descriptions: [music.description.ko, music.description.en],
  };
}

const sameLabel = (a: { ko: string; en: string }, b: { ko: string; en: string }) => a.ko === b.ko && a.en === b.en;

/**
 * Whether a replaced track record still says the same words: a like or a play replaces the record for its count,
 * many times a second under load, and reading its texts again would cost the analyser's time each time.
 */
const sameOwnTexts = (a: MusicRecord, b: MusicRecord) =>
  sameLabel(a.title, b.title) &&
  sameLabel(a.description, b.description) &&
  a.cueMarkers.length === b.cueMarkers.length &&
  a.cueMarkers.every((marker, position) => sameLabel(marker.label, b.cueMarkers[position]!.label));

const unchanged = (
  known: Sources | undefined,
  music: MusicRecord,
  musician: MusicianRecord | undefined,
  genre: LabelRecord | undefined,
  keywordsById: Map<number, KeywordRecord>,
) =>
  known !== undefined &&
  (known.music === music || sameOwnTexts(known.music, music)) &&
  known.musician === musician &&
  known.genre === genre &&
  known.keywords.every((keyword, position) => keyword === keywordsById.get(music.keywordIds[position]!));

function newState(analyzer: TextAnalyzer): IndexState {
  return {
    search: new MiniSearch<IndexedTrack>({ fields: FIELDS, tokenize: (text) => text.split(' '), processTerm: (term) => term || null }),
    vocabulary: vocabularyOf(analyzer),
    asTyped: new Map(),
    sources: new Map(),
    generation: 0,
    checked: recordsMemo(),
  };
}

/** Reads again each track whose record, musician, genre or keywords were replaced, and drops the tracks gone. */
function update(state: IndexState, db: Database, analyzer: TextAnalyzer): void {
  const musicians = new Map(db.musicians.all().map((musician) => [musician.id, musician]));
  const genres = new Map(db.genres.all().map((genre) => [genre.id, genre]));
  const keywords = new Map(db.keywords.all().map((keyword) => [keyword.id, keyword]));
  const tracks = db.music.all();
  let changed = false;
  for (const music of tracks) {
    const musician = musicians.get(music.musicianId);
    const genre = genres.get(music.genreId);
    const known = state.sources.get(music.id);
    if (known?.keywords.length === music.keywordIds.length && unchanged(known, music, musician, genre, keywords)) {
      if (known.music !== music) state.sources.set(music.id, { ...known, music });
      continue;
    }
    const sources: Sources = { music, musician, genre, keywords: music.keywordIds.map((id) => keywords.get(id)) };
    const texts = textsOf(sources);
    const field = (values: string[]) => values.flatMap((value) => [...analyzer.terms(value), ...state.vocabulary.conceptsIn(value)]).join(' ');
    const document: IndexedTrack = {
      id: music.id,
      titles: field(texts.titles),
      names: field(texts.names),
      labels: field(texts.labels),
      markers: field(texts.markers),
      descriptions: field(texts.descriptions),
    };
    if (known) state.search.replace(document);
    else state.search.add(document);
    state.sources.set(music.id, sources);
    state.asTyped.set(music.id, toSearchDocument([...texts.titles, ...texts.names, ...texts.labels]));
    changed = true;
  }
  if (state.sources.size > tracks.length) {
    const present = new Set(tracks.map((music) => music.id));
    for (const id of [...state.sources.keys()]) {
      if (present.has(id)) continue;
      state.search.discard(id);
      state.sources.delete(id);
      state.asTyped.delete(id);
      changed = true;
    }
  }
  if (changed) state.generation += 1;
}

/**
 * The store's index, brought up to date first: a track whose texts, musician, genre or keywords were replaced
 * (records are immutable, so a change is a new object; a track record replaced for its counts alone keeps its
 * entry) is read again, a track gone is dropped. Reading a text
 * costs the analyser's time once; when no track, musician, genre or keyword was replaced since the last search,
 * the check costs one identity comparison per record.
 */
export function trackIndexOf(db: Database, analyzer: TextAnalyzer): TrackIndex {
  let byAnalyzer = states.get(db);
  if (!byAnalyzer) states.set(db, (byAnalyzer = new WeakMap()));
  let state = byAnalyzer.get(analyzer);
  if (!state) byAnalyzer.set(analyzer, (state = newState(analyzer)));
  const current = state;
  current.checked([db.music.all(), db.musicians.all(), db.genres.all(), db.keywords.all()], () => update(current, db, analyzer));
  return current;
}
