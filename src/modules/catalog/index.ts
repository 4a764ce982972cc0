/** The catalogue: the home gallery of album covers and the music search. */
export { HomePage } from './home/HomePage';
export { prefetchHomeCovers } from './home/homeCoversPrefetch';
export { SearchPage } from './search/SearchPage';
