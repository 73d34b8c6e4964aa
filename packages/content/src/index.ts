// Browser-safe: the art catalogue (course metadata joins it with the courses).
export * from './catalogue/index.ts';
