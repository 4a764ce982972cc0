import { useEffect, useRef, type ReactNode } from 'react';
import { useHydrated } from '../useHydrated';

/**
 * The fields of a form that a prerendered page shows: disabled until the page is hydrated. Before that no script
 * handles the form, so a submit would reload the page and lose what was typed, and text typed into a field would not
 * reach the form's state; a disabled field takes neither, and is enabled as soon as the app runs. The fieldset has
 * no box of its own (`display: contents`), so the form lays out its fields as before. A field asking for the focus
 * (`autoFocus`, written as `autofocus` in the prerendered markup) could not take it while disabled: it gets it once
 * enabled, unless the visitor has focused something else meanwhile.
 */
export function HydratedFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const fieldset = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (!hydrated || (document.activeElement && document.activeElement !== document.body)) return;
    fieldset.current?.querySelector<HTMLElement>('[autofocus]')?.focus();
  }, [hydrated]);
  return (
    <fieldset ref={fieldset} className="app-hydrated-fieldset" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
