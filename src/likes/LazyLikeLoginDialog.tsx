import { Suspense, useEffect, useState } from 'react';
import { lazyWithPreload, whenIdle } from '../components/lazyWithPreload';
import type { LikeLoginDialogProps } from './LikeLoginDialog';

/** The dialog with Blueprint's overlay code, loaded apart from the first screen (fetched when the browser is idle). */
const Dialog = lazyWithPreload<LikeLoginDialogProps>(() => import('./LikeLoginDialog').then((module) => module.LikeLoginDialog));

/**
 * The "Log in to like music" dialog as the lists use it: nothing is rendered (nor loaded) before it is first
 * opened; it then stays mounted, so closing it plays its transition.
 */
export function LikeLoginDialog(props: LikeLoginDialogProps) {
  const [everOpen, setEverOpen] = useState(false);
  if (props.isOpen && !everOpen) setEverOpen(true);
  useEffect(() => whenIdle(() => void Dialog.preload()), []);
  if (!everOpen) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
