/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Address of the feature-voting site linked from the top bar. */
  readonly VITE_FEATURE_VOTING_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
