import { isApiError } from '../../lib/api/errorMessages';
import { createMusic, updateMusic } from '../../lib/api/generated/sdk.gen';
import type { Music } from '../../lib/api/generated/types.gen';
import { cueMarkersOf } from './cueMarkerRules';
import type { TrackDraft, TrackTarget, UploadMessage } from './types';

export interface SaveTrackInput {
  target: TrackTarget;
  draft: TrackDraft;
  audioUploadId?: string;
  coverUploadId?: string;
}

/**
 * What the screen says when saving the music information failed: the rule (cue markers, a music file the
 * provider could not read) or the missing musician the provider named, otherwise the music-information failure. A 404 on create can only be the musician
 * (the path's one id), a 404 on edit only the track.
 */
export function saveFailureMessage(error: unknown, target: TrackTarget): UploadMessage {
  const code = isApiError(error) ? error.code : undefined;
  const status = isApiError(error) ? error.status : undefined;
  if (code === 'MUSIC_LIMIT_EXCEEDED') return { key: 'uploads:rule.maxTracks' };
  if (code === 'KEYWORD_LIMIT_EXCEEDED') return { key: 'uploads:rule.keywordMax' };
  if (code === 'AUDIO_FILE_CORRUPT' || code === 'AUDIO_FILE_TRUNCATED') return { key: `errors:code.${code}` };
  if (code === 'CUE_MARKER_LIMIT_EXCEEDED' || code === 'CUE_MARKER_OUT_OF_RANGE' || code === 'CUE_MARKER_DUPLICATE_TIME') return { key: `errors:code.${code}` };
  if (code === 'MUSICIAN_PROFILE_NOT_REGISTERED') return { key: 'errors:code.MUSICIAN_PROFILE_NOT_REGISTERED' };
  if (code === 'MUSICIAN_NOT_FOUND' || (status === 404 && target.mode === 'create')) return { key: 'errors:failure.musicianIdNotFound' };
  if (code === 'MUSIC_NOT_FOUND' || status === 404) return { key: 'errors:code.MUSIC_NOT_FOUND' };
  return { key: 'errors:failure.musicInfoSave' };
}

/** What an edit does to the cover: a chosen cover replaces it, "remove" removes it, otherwise it is kept. */
export function coverChange(
  draft: Pick<TrackDraft, 'removeCover'>,
  coverUploadId: string | undefined,
): { coverUploadId: string } | { removeCover: true } | Record<string, never> {
  if (coverUploadId) return { coverUploadId };
  return draft.removeCover ? { removeCover: true } : {};
}

/** Saves the track's information (createMusic or updateMusic); rejects with the message to show. */
export async function saveTrack({ target, draft, audioUploadId, coverUploadId }: SaveTrackInput): Promise<Music> {
  const body = {
    title: { ko: draft.title.ko.trim(), en: draft.title.en.trim() },
    description: { ko: draft.description.ko, en: draft.description.en },
    genreId: draft.genreId!,
    keywordIds: draft.keywordIds,
    // Always sent: on edit an empty list removes every marker (omitted would keep them).
    cueMarkers: cueMarkersOf(draft.cueMarkers),
    ...(audioUploadId ? { audioUploadId } : {}),
  };
  let answer;
  try {
    answer =
      target.mode === 'create'
        ? await createMusic({ path: { musicianId: target.musicianId }, body: { ...body, ...(coverUploadId ? { coverUploadId } : {}), audioUploadId: audioUploadId! } })
        : await updateMusic({ path: { musicFileId: target.musicFileId }, body: { ...body, ...coverChange(draft, coverUploadId) } });
  } catch (error) {
    throw saveFailureMessage(error, target);
  }
  if (answer.error !== undefined || !answer.data) throw saveFailureMessage(answer.error, target);
  return answer.data.data;
}
