import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload, whenIdle } from '../lib/ui/lazyWithPreload';
import { useGlobalLoading } from './globalLoading';

const LoadingOverlayView = lazyWithPreload(() => import('./LoadingOverlayView').then((module) => module.LoadingOverlayView));

/**
 * The global loading overlay (./LoadingOverlayView.tsx). Blueprint's overlay code is not in the first load:
 * it is fetched when the browser is first idle, and mounted the first time the flag turns on.
 */
export function GlobalLoadingOverlay() {
  const loading = useGlobalLoading();
  const [used, setUsed] = useState(loading);
  if (loading && !used) setUsed(true);
  useEffect(() => whenIdle(() => void LoadingOverlayView.preload()), []);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoadingOverlayView loading={loading} />
    </Suspense>
  );
}
