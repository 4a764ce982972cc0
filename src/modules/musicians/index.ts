/** The musician screens: the paged list and one musician's page. */
export { MusicianListPage } from './list/MusicianListPage';
export { MusicianDetailsPage } from './details/MusicianDetailsPage';
