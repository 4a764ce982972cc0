import type { Music, UploadKind } from '../../lib/api/generated/types.gen';
import type { TransferSample } from './transferRate';

/**
 * A message to show, as an i18n key with its values: `{ key: 'uploads:rule.audioType' }`,
 * `{ key: 'uploads:rule.tooLarge', values: { size: '151.2 MB' } }`, or an `errors:` key for a server failure.
 */
export interface UploadMessage {
  key: string;
  values?: Record<string, string | number>;
}

/** One file's transfer as the screen shows it. */
export interface FileProgress {
  kind: UploadKind;
  name: string;
  /** Bytes. */
  size: number;
  bytesUploaded: number;
  /** The server's upload id once the transfer is complete. */
  uploadId?: string;
  /** The tus upload's URL once the server created it. */
  uploadUrl?: string;
  /** Recent progress readings (the speed and time left come from them); emptied on pause. */
  samples?: TransferSample[];
}

/** One cue marker row of the form, as typed: the time as `m:ss` text, the label in both languages. */
export interface CueMarkerDraft {
  /** Stable id of the row (React key, field ids, focus). */
  id: string;
  time: string;
  label: { ko: string; en: string };
}

/** What the user filled in for one track (new or edited). Files are optional on edit (they replace). */
export interface TrackDraft {
  title: { ko: string; en: string };
  description: { ko: string; en: string };
  genreId: number | undefined;
  keywordIds: number[];
  audioFile: File | undefined;
  coverFile: File | undefined;
  /** On edit: the track's cover is to be removed on save (no new cover chosen). */
  removeCover?: boolean;
  /** Cue markers (optional, at most 8). */
  cueMarkers: CueMarkerDraft[];
  /** On edit, the saved track's duration: markers must fit in it while no new music file is chosen. */
  currentDurationSeconds?: number | undefined;
}

/** Fields a rule can point at. */
export type TrackField = 'title' | 'genre' | 'keywords' | 'audioFile' | 'coverFile';

/**
 * The per-track upload, as the screen shows it: `editing` (nothing sent), `validating` (rules and the files'
 * first bytes), `uploading` (tus, with progress; `paused` when the user paused; automatic retries on a cut
 * connection happen inside `uploading`), `saving` (the music information), `done` (saved), `failed` (with a
 * message and a retry that keeps every upload already finished).
 */
export interface TrackUploadView {
  phase: 'editing' | 'validating' | 'uploading' | 'paused' | 'saving' | 'done' | 'failed';
  /** Rule violations by field, shown under each field (validating -> editing). */
  fieldErrors: Partial<Record<TrackField, UploadMessage>>;
  audio?: FileProgress;
  cover?: FileProgress;
  /** Why the upload or the save failed (phase `failed`). */
  failure?: UploadMessage;
  /** The saved track (phase `done`). */
  saved?: Music;
}

/** Where a track goes: a new track of the musician, or an edit of one of theirs. */
export type TrackTarget = { mode: 'create'; musicianId: number } | { mode: 'edit'; musicFileId: number };

/** The controls of one track's upload. */
export interface TrackUploadControls {
  view: TrackUploadView;
  /** Checks the rules and the files, uploads what is new (resuming a matching earlier upload), then saves. */
  submit: (draft: TrackDraft) => void;
  pause: () => void;
  resume: () => void;
  /** Stops, deletes the unfinished uploads on the server and forgets their resume keys; back to `editing`. */
  cancel: () => void;
  /** After `failed`: tries again from where it stopped. */
  retry: () => void;
  /** Deletes unfinished uploads left by an earlier visit (a reload, a crash) on the server. */
  terminate: (uploadUrls: readonly string[]) => Promise<void>;
  /** Checks one chosen file at once (type by first bytes, size) so the field can say what is wrong before submit. */
  checkFile: (field: 'audioFile' | 'coverFile', file: File) => Promise<UploadMessage | undefined>;
}
