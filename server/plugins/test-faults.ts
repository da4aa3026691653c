/**
 * A test-only fault switch (config.testFaults, TEST_FAULTS=1, never in production): the e2e
 * tests reach the product page's internal-error states (spec §8) through the real server. A
 * request carrying the cookie `test-fault=offers,available` gets a 500 in the house error body
 * for those calls. A cookie, not a global switch: each browser context (each test) has its
 * own, so tests running side by side don't see each other's faults.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';

const FAULTS: Record<string, RegExp> = {
  product: /^\/api\/products\/[^/?]+(?:\?|$)/,
  offers: /^\/api\/products\/offers\//,
  available: /^\/api\/products\/avalibleoffers\//,
  feature: /^\/api\/disciplineFeature(?:\?|$)/,
  user: /^\/api\/user(?:\?|$)/,
};

function faultsOf(cookieHeader: string | undefined): string[] {
  const match = /(?:^|;\s*)test-fault=([^;]*)/.exec(cookieHeader ?? '');
  return match ? decodeURIComponent(match[1] ?? '').split(',') : [];
}

/**
 * Whether a page request comes from a test that breaks some calls: its page is not drawn here
 * (nor kept) with answers the browser's calls will not get.
 */
export function carriesTestFaults(app: FastifyInstance, cookieHeader: string | undefined): boolean {
  return app.config.testFaults && faultsOf(cookieHeader).length > 0;
}

export function registerTestFaults(app: FastifyInstance): void {
  if (!app.config.testFaults) return;
  app.addHook('onRequest', async (request) => {
    for (const fault of faultsOf(request.headers.cookie)) {
      if (FAULTS[fault]?.test(request.url)) {
        throw new HttpError(500, `Test fault: ${fault}`);
      }
    }
  });
}
