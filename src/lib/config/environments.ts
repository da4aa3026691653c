// Per-environment console addresses (spec §2 "Shared header": dev (default), qa, stg, prd,
// perf, nft; each selects its own console home, admin dashboard and account settings; the
// spec does not show the addresses). dev is the stand-in console that our own server serves
// under /console on the same origin (/console, /console/admin, /console/account). The other hosts are made up (example.com, reserved for
// documentation) until the publisher gives the real ones: change them here and only here.

import { standInConsoleBase } from '../../../contract/console';

export const ENVIRONMENTS = ['dev', 'qa', 'stg', 'prd', 'perf', 'nft'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];
export const DEFAULT_ENVIRONMENT: EnvironmentName = 'dev';

export interface EnvironmentAddresses {
  /** Base of the console: invitation links are `{consoleBase}/enrollment/{code}` (spec §5). */
  consoleBase: string;
  consoleHome: string;
  adminDashboard: string;
  accountSettings: string;
  /** Where the header's help button (instructors) leads; not in the spec, ours. */
  help: string;
  /** spec §6 verification form ('Verify your account', 'Go to form'); address not shown, ours. */
  verifyForm: string;
  /** spec §2 contact-sales block ('Contact your sales rep'); address not shown, ours. */
  salesContact: string;
}

const REMOTE_CONSOLE_HOSTS: Record<Exclude<EnvironmentName, 'dev'>, string> = {
  qa: 'https://console-qa.exchange.example.com',
  stg: 'https://console-stg.exchange.example.com',
  prd: 'https://console.exchange.example.com',
  perf: 'https://console-perf.exchange.example.com',
  nft: 'https://console-nft.exchange.example.com',
};

export function isEnvironmentName(value: unknown): value is EnvironmentName {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

/**
 * The console addresses of one environment; unknown names fall back to dev, whose stand-in
 * console is on the page's own origin (`usePageOrigin` while drawing: the server's renderer has
 * no window).
 */
export function environmentAddresses(env: EnvironmentName, origin: string): EnvironmentAddresses {
  const consoleBase = env !== 'dev' && isEnvironmentName(env) ? REMOTE_CONSOLE_HOSTS[env] : standInConsoleBase(origin);
  return {
    consoleBase,
    consoleHome: consoleBase,
    adminDashboard: `${consoleBase}/admin`,
    accountSettings: `${consoleBase}/account`,
    help: `${consoleBase}/help`,
    verifyForm: `${consoleBase}/verify`,
    salesContact: `${consoleBase}/contact-sales`,
  };
}
