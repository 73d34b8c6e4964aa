import { z } from 'zod';

// The page's security policy has no 'unsafe-eval', so zod's probe for a JIT (`new Function('')`)
// is refused and every page logs a CSP violation. Run before any schema is built: zod decides on
// its compiled fast path when a schema is made, and interpreted parsing is what it falls back to
// anyway. The build puts this file in zod's own chunk (vite.config.ts), which every chunk with a
// schema imports, so it runs first. The server keeps the JIT (no such policy there).
z.config({ jitless: true });
