import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadKind } from '../../lib/api/generated/types.gen';
import { forgetFiles, recallFiles, rememberFiles } from './chosenFiles';
import { draftFrom } from './draftFrom';
import { clearTrackDraft, loadTrackDraft, saveTrackDraft, storedFields, type StoredTrackDraft, type UnfinishedUpload } from './trackDraftStorage';
import type { TrackDraft, TrackTarget, TrackUploadControls } from './types';

export type UnfinishedUploads = StoredTrackDraft['uploads'];

export interface KeptTrackDraft {
  /** The form's first draft: the kept one (typed fields, and the files while the page lives), or an empty one. */
  restored: TrackDraft;
  /** Uploads left unfinished by an earlier visit (a reload, a crash, going back a step). */
  unfinished: UnfinishedUploads;
  /** Keeps the draft as it is now. */
  keep: (draft: TrackDraft) => void;
  /** The track was saved, or the user left or discarded it: nothing is kept. */
  forget: () => void;
  /** The user cancelled the running upload (the transport deleted it on the server). */
  forgetUploads: () => void;
}

const KINDS: readonly Exclude<UploadKind, 'reference'>[] = ['audio', 'cover'];

/**
 * A new track's form kept per user in the browser while it is unsaved: what was typed (localStorage, per user
 * id), the chosen files (memory, while the page lives) and the unfinished uploads (which file, how far, its tus
 * URL), so a reload or a crash shows what can be resumed or discarded. Edits of a saved track are not kept.
 */
export function useKeptTrackDraft(target: TrackTarget, userId: number | undefined, controls: TrackUploadControls): KeptTrackDraft {
  const owner = target.mode === 'create' && userId !== undefined ? { userId, musicianId: target.musicianId } : undefined;
  const [initialStored] = useState(() => (owner ? loadTrackDraft(owner.userId, owner.musicianId) : undefined));
  const [restored] = useState<TrackDraft>(() => {
    const empty = draftFrom(undefined);
    if (!owner) return empty;
    const files = recallFiles(owner.userId);
    return { ...empty, ...(initialStored ? storedFields({ ...empty, ...initialStored }) : {}), audioFile: files.audioFile, coverFile: files.coverFile };
  });
  const [unfinished, setUnfinished] = useState<UnfinishedUploads>(initialStored?.uploads ?? {});
  const stored = useRef<StoredTrackDraft | undefined>(initialStored);
  const draftRef = useRef<TrackDraft>(restored);
  const { view, terminate } = controls;

  const write = useCallback(
    (next: StoredTrackDraft) => {
      if (!owner) return;
      stored.current = next;
      saveTrackDraft(owner.userId, next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the owner is fixed for the form's life
    [owner?.userId, owner?.musicianId],
  );

  const keep = useCallback(
    (draft: TrackDraft) => {
      draftRef.current = draft;
      if (!owner) return;
      rememberFiles(owner.userId, { audioFile: draft.audioFile, coverFile: draft.coverFile });
      write({ musicianId: owner.musicianId, uploads: stored.current?.uploads ?? {}, ...storedFields(draft) });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the owner is fixed for the form's life
    [write],
  );

  // Each running transfer is noted with its tus URL and how far it got; an earlier unfinished upload of the same
  // kind that this one replaces (another file was chosen) is deleted on the server.
  useEffect(() => {
    if (!owner || (view.phase !== 'uploading' && view.phase !== 'paused')) return;
    const uploads: UnfinishedUploads = { ...stored.current?.uploads };
    let changed = false;
    for (const kind of KINDS) {
      const progress = view[kind];
      const file = kind === 'audio' ? draftRef.current.audioFile : draftRef.current.coverFile;
      if (!progress?.uploadUrl || !file) continue;
      const earlier = uploads[kind];
      if (earlier && earlier.uploadUrl !== progress.uploadUrl) void terminate([earlier.uploadUrl]);
      const next: UnfinishedUpload = {
        name: file.name,
        size: file.size,
        lastModified: file.lastModified,
        bytesUploaded: progress.bytesUploaded,
        uploadUrl: progress.uploadUrl,
      };
      uploads[kind] = next;
      changed = true;
    }
    if (!changed) return;
    write({ musicianId: owner.musicianId, ...storedFields(draftRef.current), uploads });
    setUnfinished(uploads);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follows the transfers only
  }, [view.phase, view.audio, view.cover]);

  const forget = useCallback(() => {
    if (!owner) return;
    stored.current = undefined;
    clearTrackDraft(owner.userId);
    forgetFiles(owner.userId);
    setUnfinished({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the owner is fixed for the form's life
  }, [owner?.userId]);

  const forgetUploads = useCallback(() => {
    if (!owner) return;
    write({ musicianId: owner.musicianId, ...storedFields(draftRef.current), uploads: {} });
    setUnfinished({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the owner is fixed for the form's life
  }, [write]);

  return { restored, unfinished, keep, forget, forgetUploads };
}
