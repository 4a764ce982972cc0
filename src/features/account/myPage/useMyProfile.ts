import { useCallback, useEffect, useState } from 'react';
import { getMyProfile } from '../../../lib/api/generated/sdk.gen';
import type { UserProfile } from '../../../lib/api/generated/types.gen';

export type MyProfileState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; profile: UserProfile };

/** The logged-in user's profile, loaded fresh when the page opens; `retry` loads again, `replace` shows a saved one. */
export function useMyProfile() {
  const [state, setState] = useState<MyProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getMyProfile().then(
      ({ data }) => {
        if (current) setState(data?.data ? { status: 'ready', profile: data.data } : { status: 'failed' });
      },
      () => {
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // The first load starts in `loading`; a retry shows it again while it loads.
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  const replace = useCallback((profile: UserProfile) => setState({ status: 'ready', profile }), []);
  return { state, retry, replace };
}
