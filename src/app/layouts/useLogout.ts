import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../lib/auth/auth';
import { withGlobalLoading } from '../globalLoading';

/**
 * Logs out (docs/product.md sections 2 and 4): the auth flow tells the provider under the global loading overlay,
 * then always clears both tokens and the user, even when the call fails (the user asked to leave), and
 * the app goes home.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await withGlobalLoading(() => logout());
    await navigate('/');
  }, [navigate]);
}
