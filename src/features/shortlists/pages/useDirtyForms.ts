import { useCallback, useState } from 'react';

/** Which of a page's forms hold unsaved changes (the header, each open note); one guard watches them all. */
export function useDirtyForms() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((key: string, isDirty: boolean) => {
    setDirty((old) => {
      if (old.has(key) === isDirty) return old;
      const next = new Set(old);
      if (isDirty) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  return { dirty: dirty.size > 0, report };
}
