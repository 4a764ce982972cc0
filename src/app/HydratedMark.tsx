import { useEffect } from 'react';
import { useHydrated } from '../lib/ui/useHydrated';

/**
 * Renders nothing; calls `onHydrated` once a prerendered page's hydration has committed, together with the render
 * that follows it, in which the parts kept inert until hydration (`useHydrated`: a form's fields) come alive.
 * Hydration runs in a transition and yields meanwhile: the call says when the whole page answers.
 */
export function HydratedMark({ onHydrated }: { onHydrated: () => void }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onHydrated();
  }, [hydrated, onHydrated]);
  return null;
}
