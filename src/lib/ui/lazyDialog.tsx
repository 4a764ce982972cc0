import { Suspense, useEffect, useState, type ComponentType } from 'react';
import { lazyWithPreload, whenIdle } from './lazyWithPreload';

/**
 * A dialog whose code (with Blueprint's Dialog, Overlay2 and react-transition-group) stays out of the page's first
 * load: nothing is rendered before the dialog is first opened, its chunk is fetched when the browser is idle, and
 * once opened it stays mounted, so closing it plays its transition.
 */
export function lazyDialog<Props extends object>(load: () => Promise<ComponentType<Props>>, isOpen: (props: Props) => boolean): ComponentType<Props> {
  const Dialog = lazyWithPreload(load);
  return function LazyDialog(props: Props) {
    const [everOpen, setEverOpen] = useState(false);
    if (isOpen(props) && !everOpen) setEverOpen(true);
    useEffect(() => whenIdle(() => void Dialog.preload()), []);
    if (!everOpen) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
