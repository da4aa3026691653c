/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />
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
  /** Set by vite.config.ts: this build's id (the persisted cache's buster). */
  readonly VITE_BUILD_ID?: string;
  /** '1' builds a kiosk; `?kiosk=1` turns it on for one session otherwise. */
  readonly VITE_KIOSK?: string;
  /** The kiosk's idle time before it starts over, seconds (default 120). */
  readonly VITE_KIOSK_IDLE_S?: string;
  /** A kiosk's cookie consent: `all` allows analytics (C0002), else essential only (src/domain/session/kiosk.ts). */
  readonly VITE_KIOSK_CONSENT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
