/**
 * Board: the notice list and notice pages, and the FAQ.
 *
 * The feature's public face: the app and the features allowed to depend on it (docs/architecture.md) import
 * only what is exported here; everything else in this folder is its own.
 */
export { FaqPage } from './faq/FaqPage';
export { NoticeDetailPage } from './notices/NoticeDetailPage';
export { NoticeListPage } from './notices/NoticeListPage';
export { faqReads } from './faq/useFaqs';
export { noticeDetailReads } from './notices/useNotice';
export { noticeListReads } from './notices/useNoticePage';
