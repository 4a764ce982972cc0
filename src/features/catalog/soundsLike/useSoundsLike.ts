import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { findMusicLikeReference } from '../../../lib/api/generated/sdk.gen';
import { resultData } from '../../../lib/api/resultData';
import { checkFile } from '../../uploads';
import type { UploadTransport } from '../../uploads';
import { uploadFailureMessage } from '../../uploads';
import { defaultTransport } from '../../uploads';
import { soundsLikeMachine } from './soundsLikeMachine';

/** "Sounds like" for a screen: the flow's machine over the app's tus transport (its own resume keys). */
export function useSoundsLike(createTransport: () => UploadTransport = () => defaultTransport('cue-reference')) {
  const [transport] = useState(createTransport);
  useEffect(() => () => void transport.cancel(), [transport]);
  return useMachine(soundsLikeMachine, {
    input: {
      transport,
      check: (file) => checkFile('audioFile', file),
      search: (uploadId) => resultData(findMusicLikeReference({ body: { uploadId } })),
      failureMessage: (error, stage) => (stage === 'upload' ? uploadFailureMessage('audio', error) : { key: 'catalog:soundsLike.failed' }),
    },
  });
}
