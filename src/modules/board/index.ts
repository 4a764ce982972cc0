/** The board: notices (list and detail) and the FAQ. */
export { NoticeListPage } from './notices/NoticeListPage';
export { NoticeDetailPage } from './notices/NoticeDetailPage';
export { FaqPage } from './faq/FaqPage';
