import type { Music } from '../../lib/api/generated/types.gen';
import { cueRow } from './cueMarkerRules';
import type { TrackDraft } from './types';

/** A form's starting draft: empty for a new track, the track's own fields on edit (files then only replace), its cue markers as rows. */
export function draftFrom(initial: Music | undefined): TrackDraft {
  return {
    title: { ko: initial?.title.ko ?? '', en: initial?.title.en ?? '' },
    description: { ko: initial?.description.ko ?? '', en: initial?.description.en ?? '' },
    genreId: initial?.genre.genreId,
    keywordIds: initial?.keywords.map((keyword) => keyword.keywordId) ?? [],
    audioFile: undefined,
    coverFile: undefined,
    cueMarkers: initial?.cueMarkers?.map((marker) => cueRow(marker)) ?? [],
    currentDurationSeconds: initial?.durationSeconds,
  };
}
