import { fileURLToPath } from 'node:url';

/** Where the course levels live: `levels/<course>/<slug>/` with level.json, map.json, guide.md, ... */
export const levelsDirectory = fileURLToPath(new URL('../../levels', import.meta.url));
