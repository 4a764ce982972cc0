import { currentEnvironment } from './environment';
import { mockApi } from './pages/MockApi';
import { MOCK_CONTROL_HEADERS } from '../../mocks/control/client';

/** What a step says about a track in a shortlist: its id, and a note with an optional time (`m:ss`). */
export interface ShortlistEntryPlan {
  musicFileId: number;
  note: string;
  time: string;
}

async function call<T>(method: string, path: string, accessToken: string | undefined, body?: unknown): Promise<T> {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  if (accessToken !== undefined) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(`${currentEnvironment().server.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/** `1:05` -> 65; empty -> null. */
function seconds(time: string): number | null {
  if (time.trim() === '') return null;
  const [minutes, rest] = time.split(':');
  return Number(minutes) * 60 + Number(rest);
}

/**
 * Shortlists and share links made through the contract's operations, as their owner would from the owner pages
 * (which these steps do not depend on), and the composer's feedback read the same way.
 */
export const shortlistApi = {
  /** Creates a list for `login` with these tracks and notes, and shares it; answers its id and the link's token. */
  async share(login: string, name: string, description: string, entries: ShortlistEntryPlan[], expiry = 'NEVER'): Promise<{ shortlistId: number; token: string }> {
    const { accessToken } = await mockApi.login(login);
    const { shortlistId } = await call<{ shortlistId: number }>('POST', '/api/v1/shortlists', accessToken, { name, description });
    for (const entry of entries) {
      await call('POST', `/api/v1/shortlists/${shortlistId}/tracks`, accessToken, { musicFileId: entry.musicFileId });
      const noteSeconds = seconds(entry.time);
      if (entry.note !== '' || noteSeconds !== null) {
        await call('PATCH', `/api/v1/shortlists/${shortlistId}/tracks/${entry.musicFileId}`, accessToken, { note: entry.note, noteSeconds });
      }
    }
    const { token } = await call<{ token: string }>('PUT', `/api/v1/shortlists/${shortlistId}/share`, accessToken, { expiry });
    return { shortlistId, token };
  },

  /** Every live link with an expiry expires now (mock control: as if its time had passed). */
  async expireLinks(): Promise<void> {
    const response = await fetch(`${currentEnvironment().server.url}/__mock/share-links/expire`, { method: 'POST', headers: MOCK_CONTROL_HEADERS });
    if (!response.ok) throw new Error(`POST /__mock/share-links/expire answered ${response.status}: ${await response.text()}`);
  },

  /** The owner revokes the list's link. */
  async revoke(login: string, shortlistId: number): Promise<void> {
    const { accessToken } = await mockApi.login(login);
    await call('DELETE', `/api/v1/shortlists/${shortlistId}/share`, accessToken);
  },

  /** `login` adds a track to a new list of theirs (a shortlist add for the track's composer). */
  async addToNewList(login: string, name: string, musicFileId: number): Promise<void> {
    const { accessToken } = await mockApi.login(login);
    await call('POST', '/api/v1/shortlists', accessToken, { name, musicFileId });
  },

  /** The composer's own feedback totals, per track id. */
  async feedbackTotals(login: string): Promise<Map<number, { plays: number; likes: number; shortlistAdds: number; sharedPlays: number }>> {
    const { accessToken } = await mockApi.login(login);
    const feedback = await call<Array<{ musicFileId: number; totals: { plays: number; likes: number; shortlistAdds: number; sharedPlays: number } }>>(
      'GET',
      '/api/v1/musician/music/feedback',
      accessToken,
    );
    return new Map(feedback.map((track) => [track.musicFileId, track.totals]));
  },
};
