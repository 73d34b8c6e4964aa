// The whole schema, one file per table group; drizzle-kit reads this file.
export * from './schema/feedback.ts';
export * from './schema/accounts.ts';
export * from './schema/progress.ts';
export * from './schema/mail.ts';
export * from './schema/creative.ts';
export * from './schema/staff.ts';
export * from './schema/sessions.ts';
export * from './schema/payments.ts';
export * from './schema/learning.ts';
export * from './schema/verification.ts';
export * from './schema/challenges.ts';
export * from './schema/schools.ts';
export * from './schema/offline.ts';
export * from './schema/picture-logins.ts';
