import type { UploadKind } from '../../lib/api/generated/types.gen';
import type { CueMarkerDraft, TrackDraft } from './types';

/** An upload the server was receiving when the page went away: which file, how far, and where (tus URL). */
export interface UnfinishedUpload {
  name: string;
  size: number;
  lastModified: number;
  bytesUploaded: number;
  uploadUrl: string;
}

/** A new track's form as kept in the browser: what was typed (files cannot be kept) and the unfinished uploads. */
export interface StoredTrackDraft {
  musicianId: number;
  title: { ko: string; en: string };
  description: { ko: string; en: string };
  genreId: number | undefined;
  keywordIds: number[];
  cueMarkers: CueMarkerDraft[];
  uploads: Partial<Record<UploadKind, UnfinishedUpload>>;
}

/** localStorage key of a user's new-track draft (one per user id, so a shared browser keeps them apart). */
export const trackDraftKey = (userId: number) => `cue-track-draft:${userId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const pair = (value: unknown) => (isRecord(value) ? { ko: text(value.ko), en: text(value.en) } : { ko: '', en: '' });
const count = (value: unknown) => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined);

function markerOf(value: unknown): CueMarkerDraft | undefined {
  if (!isRecord(value) || typeof value.id !== 'string') return undefined;
  return { id: value.id, time: text(value.time), label: pair(value.label) };
}

function uploadOf(value: unknown): UnfinishedUpload | undefined {
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.uploadUrl !== 'string') return undefined;
  const size = count(value.size);
  const bytesUploaded = count(value.bytesUploaded);
  const lastModified = count(value.lastModified);
  if (size === undefined || bytesUploaded === undefined || lastModified === undefined) return undefined;
  return { name: value.name, size, lastModified, bytesUploaded: Math.min(bytesUploaded, size), uploadUrl: value.uploadUrl };
}

/** The user's draft for a new track of this musician, or undefined when there is none, it is unreadable or it is another musician's. */
export function loadTrackDraft(userId: number, musicianId: number): StoredTrackDraft | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(trackDraftKey(userId));
    if (!raw) return undefined;
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || stored.musicianId !== musicianId) return undefined;
    const uploads: StoredTrackDraft['uploads'] = {};
    if (isRecord(stored.uploads)) {
      for (const kind of ['audio', 'cover'] as const) {
        const upload = uploadOf(stored.uploads[kind]);
        if (upload) uploads[kind] = upload;
      }
    }
    const genreId = count(stored.genreId);
    return {
      musicianId,
      title: pair(stored.title),
      description: pair(stored.description),
      genreId: genreId && genreId > 0 ? genreId : undefined,
      keywordIds: Array.isArray(stored.keywordIds) ? stored.keywordIds.filter((id): id is number => count(id) !== undefined) : [],
      cueMarkers: Array.isArray(stored.cueMarkers) ? stored.cueMarkers.map(markerOf).filter((marker) => marker !== undefined) : [],
      uploads,
    };
  } catch {
    return undefined;
  }
}

/** Keeps the draft (storage full or blocked: it is simply not kept, the form still holds it). */
export function saveTrackDraft(userId: number, draft: StoredTrackDraft): void {
  try {
    globalThis.localStorage?.setItem(trackDraftKey(userId), JSON.stringify(draft));
  } catch {
    // Nothing to do.
  }
}

/** Forgets the draft (the track was saved, or the user discarded it). */
export function clearTrackDraft(userId: number): void {
  try {
    globalThis.localStorage?.removeItem(trackDraftKey(userId));
  } catch {
    // Blocked storage holds no draft.
  }
}

/** The typed part of a form's draft, as stored. */
export function storedFields(draft: TrackDraft): Omit<StoredTrackDraft, 'musicianId' | 'uploads'> {
  return { title: draft.title, description: draft.description, genreId: draft.genreId, keywordIds: draft.keywordIds, cueMarkers: draft.cueMarkers };
}

/** Whether a chosen file is the one an unfinished upload was sending (the tus resume key depends on the same three). */
export function isSameFile(file: File | undefined, upload: UnfinishedUpload | undefined): boolean {
  return file !== undefined && upload !== undefined && file.name === upload.name && file.size === upload.size && file.lastModified === upload.lastModified;
}
