/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the feature-voting site linked from the top bar. */
  readonly VITE_FEATURE_VOTING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:python-snapshot' {
  /** URL of the build's Python memory snapshot (build/python-snapshot.ts), null in dev. */
  const url: string | null;
  export default url;
}

declare module 'virtual:pyodide-path' {
  /** Where the server serves Pyodide, its version in the path (build/pyodide-files.ts). */
  const path: string;
  export default path;
}
