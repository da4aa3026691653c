/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />
/// <reference types="vite-plugin-pwa/info" />

interface ImportMetaEnv {
  /** dev (default), qa, stg, prd, perf or nft: selects the console addresses. */
  readonly VITE_APP_ENV?: string;
  /** 'find' selects the 'Find course materials' home variant. */
  readonly VITE_HOME_VARIANT?: string;
  /** A configured exchange host for /api calls; empty means the page's own origin. */
  readonly VITE_API_BASE?: string;
  /** 'off' turns our cookie consent banner and settings off. */
  readonly VITE_COOKIE_CONSENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
