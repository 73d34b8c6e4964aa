// Browser-safe: course metadata, quizzes and the art catalogue (keep its export). Reading level files from disk is
// Node-only and lives behind '@codehop/content/loader'.
export * from './courses/index.ts';
export * from './quizzes/index.ts';
export * from './catalogue/index.ts';
export * from './badges/index.ts';
export * from './guide/guide-schema.ts';
