import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

/** Where the guide's files live (Node only: the web app imports them through Vite's glob). */
export const guideDirectory = fileURLToPath(new URL('../../guide', import.meta.url));

/** A guide file's parsed JSON, or undefined when the language has no such file. */
export async function readGuideFile(relativePath: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(`${guideDirectory}/${relativePath}`, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
