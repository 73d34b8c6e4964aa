/** Product constants of spec/platform.md §9 and the few links the app points at. */

/** Where users vote on the next features; set VITE_FEATURE_VOTING_URL to point elsewhere. */
export const FEATURE_VOTING_URL: string =
  import.meta.env.VITE_FEATURE_VOTING_URL ?? 'https://vote.codehop.app';
export const SUPPORT_EMAIL = 'support@codehop.app';
export const PRODUCT_NAME = 'Codehop';
export const COPYRIGHT_YEAR = 2024;
export const SIDEBAR_WIDTH = 300;
export const SNACKBAR_MS = 3000;
export const MIN_AGE = 7;
export const MAX_AGE = 16;
