/**
 * The page's first element (app-layout.tsx): a page puts its skip links there through a portal,
 * so they come before the top bar in the Tab order.
 */
export const SKIP_LINKS_SLOT = 'skip-links';
