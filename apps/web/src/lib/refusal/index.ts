// One way from a failed call to what the person sees. See docs/ARCHITECTURE.md.
export type { Refusal, RefusalAction, RefusalKind } from './refusal.ts';
export { reasonOr } from './refusal.ts';
export { describeRefusal, type RefusalWords } from './describe-refusal.ts';
export { apiErrorOf, isNetworkFailure } from './read-api-error.ts';
export { placeFieldErrors } from './field-errors.ts';
export { refusalWords } from './i18n/refusal-words.ts';
export { useDescribeRefusal, useRefusal, useRefusalWords, type FormRefusal } from './use-refusal.ts';
export { RefusalNotice } from './refusal-notice.tsx';
export { RefusalPage } from './refusal-page.tsx';
export { RefusalActions } from './refusal-actions.tsx';
export { routeRefusal } from './route-refusal.ts';
