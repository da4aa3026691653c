// Route prefetch (src/app/routes.tsx, handle.prefetch): each screen's data starts with the route, through the
// same queryOptions the screen uses, and a failed start never errors the route.
import { productFixture } from '../fixtures/product';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../../src/lib/state/app-jotai';
import { productQueryOptions } from '../../src/lib/api/product';
import { createQueryClient } from '../../src/lib/storage/query-client';
import { sessionAtom } from '../../src/lib/session/session-store';
import {
  disciplineFixture,
  jsonResponse,
  organisation,
  pause,
  renderApp,
  resetAppState,
  sessionUser,
  stubFetch,
} from './test-utils';

const EMPTY_SEARCH = { count: 0, items: [], searchResults: [] };
const NO_COUNTS = {
  highered: { count: 0, categories: [], disciplines: [] },
  k12: { count: 0, categories: [], disciplines: [] },
  all: { count: 0, categories: [], disciplines: [] },
};

let calls: URL[] = [];
const callsTo = (path: string) => calls.filter((u) => u.pathname === path);

beforeEach(() => {
  resetAppState();
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

function stubApi() {
  const record = (body: unknown) => (url: URL) => {
    calls.push(url);
    return jsonResponse(body);
  };
  return stubFetch({
    '/api/discipline/count': record(NO_COUNTS),
    '/api/discipline': record(disciplineFixture),
    '/api/search': record(EMPTY_SEARCH),
    '/api/products/p-1': record(productFixture()),
    '/api/disciplineFeature': record({ contents: [], potentialActions: { url: null }, mobileFeature: null }),
  });
}

describe('route loaders', () => {
  it('/search asks for the results, the facet counts and the subjects once: the page reuses what the loader started', async () => {
    stubApi();
    renderApp('/search?q=biology&sort=name');
    await screen.findByRole('heading', { level: 1, name: 'Search results for “biology”' });
    await screen.findByText(/No results for/);
    expect(callsTo('/api/search')).toHaveLength(1);
    expect(callsTo('/api/search')[0]!.searchParams.get('q')).toBe('biology');
    expect(callsTo('/api/discipline/count')).toHaveLength(1);
    expect(callsTo('/api/discipline')).toHaveLength(1);
  });

  it('/search builds the request as the page does for a signed-in user: their organisation, the saved default', async () => {
    window.localStorage.setItem('exchange.user.defaultInstitute', JSON.stringify('HE-2'));
    appStore.set(sessionAtom, {
      status: 'success',
      token: 'tok',
      userId: 'u-1',
      user: sessionUser({
        isInstructor: true,
        organizations: [
          { isDefaultInstitute: true, organization: organisation('HE-1', 'higher_ed') },
          { isDefaultInstitute: false, organization: organisation('HE-2', 'higher_ed') },
        ],
      }),
    });
    stubApi();
    renderApp('/search?q=biology');
    await screen.findByRole('combobox', { name: 'Institution' });
    await screen.findByText(/No results for/);
    expect(callsTo('/api/search')).toHaveLength(1);
    expect(callsTo('/api/search')[0]!.searchParams.get('institution')).toBe('HE-2');
  });

  it("/products/{id} asks for the product once (with the app's query client: answers fresh for 5 minutes)", async () => {
    stubApi();
    renderApp('/products/p-1/campbell-biology', createQueryClient());
    await screen.findByRole('heading', { level: 1, name: 'Campbell Biology' });
    expect(callsTo('/api/products/p-1')).toHaveLength(1);
  });

  it("/products/{id} that does not exist asks once: the 404 the route start got is the page's answer, not asked again on mount", async () => {
    const missing: URL[] = [];
    stubFetch({
      '/api/discipline': (url) => jsonResponse(url.pathname === '/api/discipline' ? disciplineFixture : NO_COUNTS),
      '/api/products/missing': (url) => {
        missing.push(url);
        return jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Product missing not found' }, 404);
      },
    });
    // The route's start answered before the screen's chunk arrived (as it does in a browser).
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(productQueryOptions('missing'));
    renderApp('/products/missing', queryClient);
    expect(await screen.findByText('Well…This is awkward.')).toBeInTheDocument();
    // Long enough for a second request to leave.
    await pause(300);
    expect(missing).toHaveLength(1);
  });

  it('/products/{id} of a learning application does not ask for a table of contents (it has none)', async () => {
    stubFetch({
      '/api/discipline': (url) => jsonResponse(url.pathname === '/api/discipline' ? disciplineFixture : NO_COUNTS),
      '/api/products/p-1': (url) => {
        calls.push(url);
        return jsonResponse(
          productFixture({ productPlatform: 'learning_applications', productModel: { name: 'MEDIA_SHARE' } }),
        );
      },
      '/api/disciplineFeature': () =>
        jsonResponse({ contents: [], potentialActions: { url: null }, mobileFeature: null }),
    });
    renderApp('/products/p-1/campbell-biology', createQueryClient());
    await screen.findByRole('heading', { level: 1, name: 'Campbell Biology' });
    await screen.findByRole('tab', { name: 'Overview' });
    await pause(300);
    expect(callsTo('/api/products/p-1/toc')).toHaveLength(0);
    expect(callsTo('/api/products/p-1')).toHaveLength(1);
  });

  it('offline, a failed start does not error the route: the screen shows its own state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderApp('/search?q=biology');
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “biology”' })).toBeInTheDocument();
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse your subject' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Something went wrong/i)).not.toBeInTheDocument());
  });
});
