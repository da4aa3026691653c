/** The id of the page's <main>: the skip link's target and where focus goes after navigation. */
export const MAIN_ID = 'main';
