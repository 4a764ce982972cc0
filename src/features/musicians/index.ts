/**
 * Musicians: the musician list and a musician's public page.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { MusicianDetailsPage } from './details/MusicianDetailsPage';
export { loadMusician } from './details/loadMusician';
export { musicianReads } from './details/useMusician';
export { MusicianListPage } from './list/MusicianListPage';
export { listSearchParams, readListQuery } from './list/listQuery';
export { loadMusicianListPage } from './list/loadMusicianListPage';
export { musicianListReads } from './list/useMusicianPage';
