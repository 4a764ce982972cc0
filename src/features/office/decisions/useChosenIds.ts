import { useState } from 'react';

/**
 * The items the office has ticked for a decision together. Only the ones shown count (a filter may hide some
 * that stay ticked), so a decision never reaches an item the office cannot see.
 */
export function useChosenIds(shownIds: readonly number[]) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const chosenShown = shownIds.filter((id) => chosen.has(id));
  const all = shownIds.length > 0 && chosenShown.length === shownIds.length;
  return {
    chosenShown,
    all,
    isChosen: (id: number) => chosen.has(id),
    choose: (id: number, on: boolean) =>
      setChosen((before) => {
        const next = new Set(before);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    toggleAll: () => setChosen(all ? new Set() : new Set(shownIds)),
    clear: () => setChosen(new Set()),
  };
}
