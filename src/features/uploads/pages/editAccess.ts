/** The router state the musician profile page navigates to music edit with. */
export const MUSIC_EDIT_FROM_PROFILE = { from: 'musician-profile' } as const;

/** Whether music edit was opened from the musician profile page (a direct visit has no such state). */
export function cameFromProfile(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { from?: unknown }).from === MUSIC_EDIT_FROM_PROFILE.from;
}
