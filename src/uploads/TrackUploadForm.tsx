import type { Music } from '../api/generated/types.gen';
import type { TrackTarget } from './types';

/** Props of the one track form used by music upload, registration step 2 and music edit. */
export interface TrackUploadFormProps {
  /** A new track of the musician, or an edit of one of theirs. */
  target: TrackTarget;
  /** The track being edited (fields start from it; files then only replace). */
  initial?: Music;
  /** The track was saved (created or edited). */
  onSaved?: (music: Music) => void;
  /** The user left the form without saving (after any running upload was cancelled). */
  onCancel?: () => void;
  className?: string;
}

/** Placeholder until the upload machine lands: renders nothing. */
export function TrackUploadForm(props: TrackUploadFormProps) {
  void props;
  return null;
}
