/** The musician screens: the paged list and one musician's page. */
export { MusicianListPage } from './list/MusicianListPage';
export { loadMusicianListPage } from './list/useMusicianPage';
export { MusicianDetailsPage } from './details/MusicianDetailsPage';
export { loadMusician } from './details/useMusician';
export { listSearchParams, readListQuery } from './list/listQuery';
