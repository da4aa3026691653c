/**
 * The e2e server's settings, one list for Playwright's webServer (playwright.config.ts) and for
 * the cross-engine journeys (e2e-engines/), so every engine meets the same server and catalogue.
 */
export function e2eServerEnv(port: number, baseURL: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: 'memory://',
    DATABASE_URL: '',
    DEMO_PRODUCTS: process.env.E2E_DEMO_PRODUCTS ?? '600',
    // No demo search history: e2e/insights.spec.ts finds its own events on the
    // insights page, and sends a generated week itself for the screenshots.
    DEMO_EVENTS: '0',
    LOG_LEVEL: 'warn',
    CONSOLE_BASE_URL: `${baseURL}/console`,
    TEST_FAULTS: '1',
    // Every test signs in from 127.0.0.1: room for a whole run (the default is 30 per 15 min).
    LOGIN_ATTEMPTS_PER_ADDRESS: '1000',
    // e2e/search-learning.spec.ts sends click evidence from several addresses (X-Forwarded-For),
    // as genuine evidence comes: one address moves nothing. Without the header, the socket's.
    TRUST_PROXY: '1',
    // A product whose description holds hostile HTML (e2e/product.spec.ts).
    IMPORT_ON_START: 'e2e/fixtures/hostile-product.jsonl',
    // Fixed for the e2e run only, so the tests can sign LMS integration tokens.
    LMS_TOKEN_SECRET: 'e2e-only-lms-token-secret-never-used-in-production',
  };
}
