import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../api/generated/sdk.gen';
import { clearTokens, getStoredSession } from '../../auth/sessionStore';
import { withGlobalLoading } from '../globalLoading';

/**
 * Logs out (spec sections 2 and 4): tells the provider under the global loading overlay, then always
 * clears both tokens, even when the call fails (the user asked to leave), and goes home.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const { refreshToken } = getStoredSession();
    try {
      if (refreshToken) await withGlobalLoading(() => logout({ body: { refreshToken } }));
    } catch {
      // Offline or a server failure: the tokens are dropped here all the same.
    } finally {
      clearTokens();
    }
    await navigate('/');
  }, [navigate]);
}
