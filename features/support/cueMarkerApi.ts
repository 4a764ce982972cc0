import { currentEnvironment } from './environment';
import { mockApi } from './pages/MockApi';

interface Marker {
  seconds: number;
  label: { ko: string; en: string };
}

interface OwnTrack {
  musicFileId: number;
  title: { ko: string; en: string };
  description: { ko: string; en: string };
  genre: { genreId: number };
  keywords: Array<{ keywordId: number }>;
}

/**
 * Gives a musician's track (found by its Korean or English title) these cue markers, through the public
 * `updateMusic` as the musician would save the edit form (every other field kept).
 */
export async function setCueMarkers(login: string, title: string, cueMarkers: Marker[]): Promise<void> {
  const base = currentEnvironment().server.url;
  const { accessToken } = await mockApi.login(login);
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const profile = (await (await fetch(`${base}/api/v1/musician/profile`, { headers })).json()) as { data: { tracks: OwnTrack[] } };
  const track = profile.data.tracks.find((candidate) => candidate.title.ko === title || candidate.title.en === title);
  if (!track) throw new Error(`${login} has no track ${title}`);
  const body = {
    title: track.title,
    description: track.description,
    genreId: track.genre.genreId,
    keywordIds: track.keywords.map((keyword) => keyword.keywordId),
    cueMarkers,
  };
  const response = await fetch(`${base}/api/v1/music/${track.musicFileId}`, { method: 'PUT', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`updateMusic answered ${response.status}: ${await response.text()}`);
  const saved = (await response.json()) as { data: { cueMarkers?: Marker[] } };
  if (JSON.stringify(saved.data.cueMarkers) !== JSON.stringify(cueMarkers)) {
    throw new Error(`updateMusic kept other cue markers: ${JSON.stringify(saved.data.cueMarkers)}`);
  }
}
