import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates.ts';

/** Migrates once per run; each server test file then copies the result (test-database.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await makeDatabaseTemplates(process.env.TEST_DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
