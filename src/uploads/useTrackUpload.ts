import type { TrackTarget, TrackUploadControls } from './types';

/** Placeholder until the upload machine lands: the screen can be built against these controls. */
export function useTrackUpload(target: TrackTarget): TrackUploadControls {
  void target;
  return {
    view: { phase: 'editing', fieldErrors: {} },
    submit: () => undefined,
    pause: () => undefined,
    resume: () => undefined,
    cancel: () => undefined,
    retry: () => undefined,
    checkFile: async () => undefined,
  };
}
