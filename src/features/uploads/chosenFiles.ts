/** The files a user chose for a new track, kept while the page lives (a File cannot be stored in localStorage). */
export interface ChosenFiles {
  audioFile?: File | undefined;
  coverFile?: File | undefined;
}

const chosen = new Map<number, ChosenFiles>();

/**
 * Remembers the files of a user's unsaved new track, so a form that is closed and opened again in the same page
 * (registration step 2 after going back to step 1) still holds them. A reload forgets them.
 */
export function rememberFiles(userId: number, files: ChosenFiles): void {
  if (files.audioFile || files.coverFile) chosen.set(userId, { ...files });
  else chosen.delete(userId);
}

export function recallFiles(userId: number): ChosenFiles {
  return chosen.get(userId) ?? {};
}

export function forgetFiles(userId: number): void {
  chosen.delete(userId);
}
