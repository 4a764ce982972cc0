/** A track's own page (`/music-details/{musicFileId}`): cover, both titles, description, facts and actions. */
export function trackDetailsPath(musicFileId: number): string {
  return `/music-details/${musicFileId}`;
}

/** The music search narrowed to one genre (the search page's `?genre=` parameter). */
export function genreSearchPath(genreId: number): string {
  return `/search-details?genre=${genreId}`;
}

/** The music search narrowed to one keyword (the search page's `?keyword=` parameter). */
export function keywordSearchPath(keywordId: number): string {
  return `/search-details?keyword=${keywordId}`;
}

/** The music search narrowed to one key (the search page's `?tonic=&mode=` parameters). */
export function keySearchPath(tonic: number, mode: 'major' | 'minor'): string {
  return `/search-details?tonic=${tonic}&mode=${mode}`;
}
