import { useEffect, useState, useSyncExternalStore } from 'react';
import { getMyProfile } from '../api/generated/sdk.gen';
import type { UserProfile } from '../api/generated/types.gen';
import { getStoredSession, subscribeToSession } from './sessionStore';

/**
 * The logged-in user's profile, loaded once per access token; undefined while anonymous or loading.
 * Shared by every component through a module cache, so the header, navigation and panels ask once.
 */
let cached: { token: string; profile: Promise<UserProfile | undefined> } | undefined;

function profileFor(token: string): Promise<UserProfile | undefined> {
  if (cached?.token !== token) {
    cached = { token, profile: getMyProfile().then((result) => result.data?.data, () => undefined) };
  }
  return cached.profile;
}

export function useCurrentUser(): UserProfile | undefined {
  const token = useSyncExternalStore(subscribeToSession, () => getStoredSession().accessToken);
  const [user, setUser] = useState<{ token: string; profile: UserProfile | undefined }>();
  useEffect(() => {
    if (!token) return;
    let current = true;
    void profileFor(token).then((profile) => {
      if (current) setUser({ token, profile });
    });
    return () => {
      current = false;
    };
  }, [token]);
  return token && user?.token === token ? user.profile : undefined;
}
