/** The catalogue: the home gallery of album covers and the music search. */
export { HomePage } from './home/HomePage';
export { SearchPage } from './search/SearchPage';
