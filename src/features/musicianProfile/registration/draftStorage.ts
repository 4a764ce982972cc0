import { emptyDraft, profileTextFields, type ProfileDraft } from '../form/profileDraft';

/** localStorage key of a user's registration draft (one per user id, so a shared browser keeps them apart). */
export const draftKey = (userId: number) => `cue-musician-registration-draft:${userId}`;

/** The draft a user left (typed fields and the uploaded photo's id), or undefined when there is none or it is unreadable. */
export function loadDraft(userId: number): ProfileDraft | undefined {
  try {
    const raw = globalThis.localStorage?.getItem(draftKey(userId));
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Record<string, unknown>;
    const draft = emptyDraft();
    for (const field of profileTextFields) if (typeof stored[field] === 'string') draft[field] = stored[field];
    if (typeof stored.photoFileId === 'string') draft.photoFileId = stored.photoFileId;
    if (typeof stored.photoUrl === 'string') draft.photoUrl = stored.photoUrl;
    return draft;
  } catch {
    return undefined;
  }
}

/** Keeps what the user typed so a reload does not lose it (storage full or blocked: the draft is simply not kept). */
export function saveDraft(userId: number, draft: ProfileDraft): void {
  try {
    globalThis.localStorage?.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Nothing to do: the form still holds the draft.
  }
}

/** Forgets the draft (registration completed). */
export function clearDraft(userId: number): void {
  try {
    globalThis.localStorage?.removeItem(draftKey(userId));
  } catch {
    // Blocked storage holds no draft.
  }
}
