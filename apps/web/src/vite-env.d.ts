/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
}

/** Where the build puts the chat client's files (build/converse-assets.ts). */
declare const __CONVERSE_BASE__: string;
