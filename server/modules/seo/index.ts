/**
 * What the rest of the server may use of the SEO module: the head and status of a page
 * (plugins/static-pwa.ts writes them into the HTML it sends); its routes register themselves.
 */
export { pageAnswerFor, type PageAnswer } from './page-heads.ts';
export { withPageHead } from './page-head.ts';
