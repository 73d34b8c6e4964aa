export {
  ApiError,
  REQUEST_ABORTED,
  STATUS_LABELS,
  errorBodySchema,
  fieldErrorSchema,
  statusLabel,
} from './errors.ts';
export type { ErrorBody, FieldError } from './errors.ts';
export { apiRequest, browserCsrfToken, createApiClient, readCookie } from './client.ts';
export { startEarlyRead, takeEarlyRead } from './early-reads.ts';
export type { ApiClientConfig, ApiRequest, ApiRequestOptions } from './client.ts';
export { toQueryString } from './query-string.ts';
export type { QueryValue } from './query-string.ts';
export { healthResponseSchema } from './health.ts';
export type { HealthResponse } from './health.ts';
export { feedbackRequestSchema, feedbackResponseSchema } from './feedback.ts';
export type { FeedbackRequest, FeedbackResponse } from './feedback.ts';
export * from './languages.ts';
export * from './profile.ts';
export * from './auth.ts';
export * from './credit.ts';
export * from './level-progress.ts';
export * from './creative-slug.ts';
export * from './creative-levels.ts';
export * from './staff.ts';
export * from './locale-check.ts';
export * from './price-list.ts';
export * from './payments.ts';
export * from './learning.ts';
export * from './challenges.ts';
export * from './organization.ts';
export * from './tips.ts';
export * from './preconditions.ts';
export { entityTagForUrl, entityTagOf, rememberEntityTag, tagValue } from './entity-tags.ts';
export * from './class-rules.ts';
export { usernameFromName } from './username-from-name.ts';
export * from './guide.ts';
export * from './picture-passwords.ts';
