import { useEffect } from 'react';

/** Puts `className` on `<body>` while `active` (removed on unmount). */
export function useBodyClass(className: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    document.body.classList.add(className);
    return () => document.body.classList.remove(className);
  }, [className, active]);
}
