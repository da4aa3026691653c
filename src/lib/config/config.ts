// Build-time configuration (Vite env variables), read once and validated.
import { DEFAULT_ENVIRONMENT, isEnvironmentName, type EnvironmentName } from './environments';

export type HomeVariant = 'subjects' | 'find';

export interface AppConfig {
  env: EnvironmentName;
  /** spec §2 "Home": the 'Browse your subject' page or the 'Find course materials' variant. */
  homeVariant: HomeVariant;
  /** spec §7: calls go to the page's host or a configured exchange host. Empty = same origin. */
  apiBase: string;
  /** Our own cookie consent (spec §3 footer input oneTrustEnabled). */
  cookieConsentEnabled: boolean;
}

const env = import.meta.env;

export const appConfig: AppConfig = {
  env: isEnvironmentName(env.VITE_APP_ENV) ? env.VITE_APP_ENV : DEFAULT_ENVIRONMENT,
  homeVariant: env.VITE_HOME_VARIANT === 'find' ? 'find' : 'subjects',
  apiBase: typeof env.VITE_API_BASE === 'string' ? env.VITE_API_BASE.replace(/\/$/, '') : '',
  cookieConsentEnabled: env.VITE_COOKIE_CONSENT !== 'off',
};
