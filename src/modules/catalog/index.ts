/** The catalogue: the home gallery of album covers and the music search. */
export { HomePage } from './home/HomePage';
export { prefetchHomeCovers } from './home/homeCoversPrefetch';
export { loadHomeCovers } from './home/useHomeCovers';
export { SearchPage } from './search/SearchPage';
