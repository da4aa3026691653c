// The search bar's autocomplete dropdown (spec §2 "Search bar", §4 search flow, §9): a
// WAI-ARIA 1.2 combobox with a listbox of grouped options, driven by GET /api/autoComplete.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AutoCompleteResponse } from '../../contract/wire';
import { appStore } from '../../src/lib/state/app-jotai';
import { sessionAtom } from '../../src/lib/session/session-store';
import { mobileSearchOpenAtom } from '../../src/lib/state/ui-state';
import { SearchBox } from '../../src/widgets/search-box/search-box';
import {
  disciplineFixture,
  jsonResponse,
  organisation,
  pause,
  renderApp,
  renderWithProviders,
  testQueryClient,
  resetAppState,
  sessionUser,
  stubFetch,
} from './test-utils';

const LABEL = 'Enter Title, Author, ISBN, or Subject keywords';

function product(n: number, overrides: Partial<AutoCompleteResponse['searchResults'][number]['source']> = {}) {
  return {
    productId: `p-${n}`,
    uuid: `uuid-${n}`,
    matchedFields: ['name' as const],
    source: {
      name: `Biology volume ${n}`,
      slug: `biology-volume-${n}`,
      isbn13: `978000000000${n}`,
      images: [{ type: 'thumbnail' as const, url: `/api/covers/p-${n}.svg` }],
      auxiliaryFields: {
        productPlatform: 'etext' as const,
        authors: [{ givenName: 'Lisa', familyName: 'Urry' }],
      },
      productModel: { name: 'ETEXT2_PXE' as const },
      orgId: null,
      ...overrides,
    },
  };
}

const answer: AutoCompleteResponse = {
  authors: ['Bianca Lee', 'Bill Biondi', 'Bo Bixby', 'Bea Bishop', 'Ben Bigelow', 'Bix Beiderbecke', 'Biff Tannen'].map(
    (name, i) => {
      const [givenName = '', familyName = ''] = name.split(' ');
      return { name, givenName, familyName, count: 7 - i };
    },
  ),
  searchResults: [product(1), product(2, { images: [], auxiliaryFields: { productPlatform: 'revel', authors: [] } })],
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderBox(path = '/getstarted?ref=revel', onSearch = vi.fn(), initialValue?: string) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <SearchBox onSearch={onSearch} initialValue={initialValue} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...view, onSearch, field: screen.getByRole('combobox', { name: LABEL }) };
}

function stubAutocomplete(body: AutoCompleteResponse | (() => Response) = answer) {
  return stubFetch({ '/api/autoComplete': () => (typeof body === 'function' ? body() : jsonResponse(body)) });
}

const autocompleteCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/autoComplete');

beforeEach(() => resetAppState());
afterEach(() => vi.unstubAllGlobals());

describe('search bar autocomplete', () => {
  it('is a combobox that asks nothing under 3 characters and opens from 3 (spec §4, §5)', async () => {
    const fetchMock = stubAutocomplete();
    const { field } = renderBox();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await userEvent.type(field, 'bi');
    await pause(400);
    expect(autocompleteCalls(fetchMock)).toHaveLength(0);

    await userEvent.type(field, 'o');
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    // one call for the settled text (spec §7 parameters), not one per key
    const calls = autocompleteCalls(fetchMock);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({
      q: 'bio',
      type: 'all',
      cat: '',
      disc: '',
      country: '',
      institution: '',
      token: '',
      orgClassification: '',
      limit: '24',
      offset: '0',
    });
  });

  it("asks with the current organisation (spec §4) and the user's country, and only reads: nothing saved, no URL rewritten", async () => {
    appStore.set(sessionAtom, {
      status: 'success',
      token: 'tok',
      userId: 'u-1',
      user: sessionUser({
        location: { country: 'US' },
        organizations: [
          { isDefaultInstitute: true, organization: organisation('uni', 'higher_ed') },
          { isDefaultInstitute: false, organization: organisation('school-1', 'school') },
        ],
      }),
    });
    const fetchMock = stubAutocomplete();
    // the URL's organizationId, when it is one of the user's, is current
    const first = renderBox('/getstarted?organizationId=school-1');
    await userEvent.type(first.field, 'bio');
    await screen.findByRole('listbox');
    expect(Object.fromEntries(autocompleteCalls(fetchMock).at(-1)!.searchParams)).toMatchObject({
      institution: 'school-1',
      orgClassification: 'school',
      country: 'US',
    });
    expect(window.localStorage.getItem('exchange.user.defaultInstitute')).toBeNull();
    first.unmount();

    // one that is not: the default, and the URL stays as it is (the results page rewrites it)
    const second = renderBox('/getstarted?organizationId=gone');
    await userEvent.type(second.field, 'bio');
    await screen.findByRole('listbox');
    expect(Object.fromEntries(autocompleteCalls(fetchMock).at(-1)!.searchParams)).toMatchObject({
      institution: 'uni',
      orgClassification: 'higher_ed',
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/getstarted?organizationId=gone');
    expect(window.localStorage.getItem('exchange.user.defaultInstitute')).toBeNull();
  });

  it('shows at most 5 authors, the products with their details, and View all; the live region counts them', async () => {
    stubAutocomplete();
    const { field } = renderBox();
    await userEvent.type(field, 'bio');
    const listbox = await screen.findByRole('listbox');
    const authors = within(within(listbox).getByRole('group', { name: 'Authors' })).getAllByRole('option');
    expect(authors).toHaveLength(5);
    expect(authors[0]).toHaveAccessibleName('Bianca Lee, author, 7 products');
    const products = within(within(listbox).getByRole('group', { name: 'Products' })).getAllByRole('option');
    expect(products).toHaveLength(2);
    expect(products[0]).toHaveAccessibleName('Biology volume 1, by Lisa Urry, ISBN-13 9780000000001, Pearson eText');
    expect(products[0]).toHaveTextContent('ISBN-13: 9780000000001');
    expect(products[0]!.querySelector('img')).toHaveAttribute('src', '/api/covers/p-1.svg');
    expect(products[0]!.querySelector('mark')).toHaveTextContent('Bio');
    // no cover: the default image; REVEL platform label
    expect(products[1]!.querySelector('img')).toHaveAttribute('src', '/images/default-cover.svg');
    expect(products[1]).toHaveTextContent('REVEL');
    const viewAll = within(listbox).getByRole('option', { name: 'View all results for bio' });
    expect(viewAll).toHaveTextContent('View all');
    expect(viewAll).toHaveAttribute('href', '/search?ref=revel&q=bio');
    expect(
      screen.getByText('7 suggestions available. Use the up and down arrow keys to review them.'),
    ).toBeInTheDocument();
  });

  it('the arrow keys walk the options (aria-activedescendant) and back to the text', async () => {
    stubAutocomplete();
    const { field } = renderBox();
    await userEvent.type(field, 'bio');
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(field).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(options[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', options[7]!.id);
    expect(field).toHaveFocus();
  });

  it('Enter on a product goes to /products/{id}/{slug} with uuid (and ref), and closes', async () => {
    stubAutocomplete();
    const { field, onSearch } = renderBox('/getstarted?ref=revel&q=old');
    await userEvent.type(field, 'bio');
    await screen.findByRole('listbox');
    // 5 authors, then the first product
    await userEvent.keyboard('{ArrowDown>6/}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/products/p-1/biology-volume-1?uuid=uuid-1&ref=revel');
    expect(onSearch).not.toHaveBeenCalled();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it("Enter on an author searches the author's name", async () => {
    stubAutocomplete();
    const { field, onSearch } = renderBox();
    await userEvent.type(field, 'bio');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSearch).toHaveBeenCalledWith('Bill Biondi');
    expect(field).toHaveValue('Bill Biondi');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('Enter with no option active submits the text; View all searches the text too', async () => {
    stubAutocomplete();
    const { field, onSearch } = renderBox();
    await userEvent.type(field, ' bio ');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('bio');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.type(field, 'l');
    await userEvent.click(await screen.findByRole('option', { name: 'View all results for bio l' }));
    expect(onSearch).toHaveBeenLastCalledWith('bio l');
  });

  it('a click on a product goes to its page; the field keeps the focus meanwhile', async () => {
    stubAutocomplete();
    const { field } = renderBox('/?integration_context_token=tok&organizationId=o1');
    await userEvent.type(field, 'bio');
    const option = await screen.findByRole('option', { name: /^Biology volume 2/ });
    expect(option).toHaveAttribute(
      'href',
      '/products/p-2/biology-volume-2?uuid=uuid-2&integration_context_token=tok&organizationId=o1',
    );
    await userEvent.click(option);
    expect(field).toHaveFocus();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/products/p-2/biology-volume-2?uuid=uuid-2&integration_context_token=tok&organizationId=o1',
    );
  });

  it('Escape closes; a second Escape clears the field; ArrowDown reopens', async () => {
    stubAutocomplete();
    const { field } = renderBox();
    await userEvent.type(field, 'bio');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveValue('bio');

    await userEvent.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[0]!.id);

    await userEvent.keyboard('{Escape}{Escape}');
    expect(field).toHaveValue('');
  });

  it('Tab and a press outside close the list', async () => {
    stubAutocomplete();
    const { field } = renderBox();
    await userEvent.type(field, 'bio');
    await screen.findByRole('listbox');
    await userEvent.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await userEvent.click(field);
    await userEvent.type(field, 'l');
    await screen.findByRole('listbox');
    await userEvent.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('fewer than 3 characters close the list at once', async () => {
    stubAutocomplete();
    const { field } = renderBox();
    await userEvent.type(field, 'bio');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Backspace}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('a failed or offline call shows no list and no error; submitting still works', async () => {
    const fetchMock = stubAutocomplete(() => jsonResponse({ message: 'boom' }, 500));
    const { field, onSearch } = renderBox();
    await userEvent.type(field, 'bio');
    await waitFor(() => expect(autocompleteCalls(fetchMock)).toHaveLength(1));
    await pause(50);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await userEvent.type(field, 'l');
    await pause(400);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith('biol');
  });

  it('spec §9: in a prefilled box every request waits 300 ms after the last key, and asks for the text in the box', async () => {
    // Times are read, not assumed: on a loaded host a key can land more than 300 ms after the
    // one before, and then a request for the text in between is right. What must never happen
    // is a request sooner than 300 ms after a key, or for text other than the box's.
    const asked: { q: string; at: number }[] = [];
    stubFetch({
      '/api/autoComplete': (url) => {
        asked.push({ q: url.searchParams.get('q') ?? '', at: performance.now() });
        return jsonResponse(answer);
      },
    });
    const { field } = renderBox('/search?q=biology', vi.fn(), 'biology');
    const keys: { text: string; at: number }[] = [];
    field.addEventListener('input', () => keys.push({ text: (field as HTMLInputElement).value, at: performance.now() }));
    await pause(400);
    expect(asked).toEqual([]); // the prefilled text alone asks nothing (it once asked for 'biology' ~40 ms after a key)
    await userEvent.type(field, ' c');
    await pause(150);
    await userEvent.type(field, 'e');
    // wait for the last text's own request: on a loaded host the pause outlasts 300 ms, 'biology c'
    // is asked and answered, and the list it opened is already on show when 'e' is typed
    await waitFor(() => expect(asked.at(-1)?.q).toBe('biology ce'));
    await screen.findByRole('listbox');
    expect(keys.map((key) => key.text)).toEqual(['biology ', 'biology c', 'biology ce']);
    for (const request of asked) {
      // The key that typed the text asked for: the request comes 300 ms after it at the earliest.
      const key = keys.filter((k) => k.at <= request.at && k.text === request.q).at(-1);
      expect(key, `a key typed '${request.q}'`).toBeDefined();
      expect(request.at - key!.at).toBeGreaterThanOrEqual(299);
      // Asked for the text in the box: a later key may only have landed while the request, due
      // once the keys had rested 300 ms, was on its way (CI saw one 0.5 ms before the call).
      const later = keys.find((k) => k.at > key!.at);
      if (later) expect(request.at - later.at, `'${later.text}' typed before '${request.q}' was asked`).toBeLessThan(20);
    }
    // on a quiet host the two keys 150 ms apart make one request, not two
    const gaps = keys.slice(1).map((key, i) => key.at - keys[i]!.at);
    if (gaps.every((gap) => gap < 300)) expect(asked.map((request) => request.q)).toEqual(['biology ce']);
  });

  it('while the next answer loads, only the last suggestions that still match the box stay (never an answer for other text)', async () => {
    let release: (() => void) | undefined;
    stubFetch({
      '/api/autoComplete': (url) => {
        const q = url.searchParams.get('q') ?? '';
        const body: AutoCompleteResponse = {
          authors: [],
          searchResults: [product(1, { name: `Biology for ${q}` }), product(2, { name: `Bioethics for ${q}` })],
        };
        if (q === 'bio') return jsonResponse(body);
        return new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(body))));
      },
    });
    const { field } = renderBox();
    await userEvent.type(field, 'bio');
    expect(await screen.findByRole('option', { name: /^Bioethics for bio/ })).toBeInTheDocument();
    // typing on: what of the list for 'bio' still matches 'biol' stays while 'biol' loads
    await userEvent.type(field, 'l');
    expect(screen.queryByRole('option', { name: /^Bioethics/ })).not.toBeInTheDocument();
    expect(screen.getByRole('option', { name: /^Biology for bio/ })).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    await act(async () => release!());
    expect(await screen.findByRole('option', { name: /^Bioethics for biol/ })).toBeInTheDocument();
    // another text: nothing is shown until its own answer arrives
    release = undefined;
    await userEvent.clear(field);
    await userEvent.type(field, 'chem');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await act(async () => release!());
    expect(await screen.findByRole('option', { name: /^Biology for chem/ })).toBeInTheDocument();
  });

  it('a slow answer arriving after the arrow keys keeps the chosen product: Enter opens it, not a search', async () => {
    let release: (() => void) | undefined;
    stubFetch({
      '/api/autoComplete': (url) => {
        const q = url.searchParams.get('q') ?? '';
        // The longer text's answer holds the same product one place lower.
        const body: AutoCompleteResponse =
          q === 'bio'
            ? { authors: [], searchResults: [product(1), product(2)] }
            : { authors: [], searchResults: [product(3), product(1), product(2)] };
        if (q === 'bio') return jsonResponse(body);
        return new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(body))));
      },
    });
    const { field, onSearch } = renderBox();
    await userEvent.type(field, 'bio');
    expect(await screen.findByRole('option', { name: /^Biology volume 2/ })).toBeInTheDocument();
    await userEvent.type(field, 'l');
    // The 'bio' list narrowed to 'biol' stays while 'biol' loads: the reader picks volume 1.
    await userEvent.keyboard('{ArrowDown}');
    const picked = screen.getByRole('option', { name: /^Biology volume 1/ });
    expect(field).toHaveAttribute('aria-activedescendant', picked.id);
    await waitFor(() => expect(release).toBeDefined());
    await act(async () => release!());
    expect(await screen.findByRole('option', { name: /^Biology volume 3/ })).toBeInTheDocument();
    const same = screen.getByRole('option', { name: /^Biology volume 1/ });
    expect(field).toHaveAttribute('aria-activedescendant', same.id);
    expect(same).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('where').textContent).toBe('/products/p-1/biology-volume-1?uuid=uuid-1&ref=revel');
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('the platform label is drawn one way in the whole list: a tag on each title line', async () => {
    stubAutocomplete({
      authors: [],
      searchResults: [
        product(1, { name: 'Campbell Biology' }),
        product(2, { name: 'Campbell Biology', auxiliaryFields: { productPlatform: 'revel', authors: [] } }),
        product(3, { name: 'Chemistry basics' }),
      ],
    });
    const { field } = renderBox();
    await userEvent.type(field, 'bio');
    const options = await screen.findAllByRole('option', { name: /^(Campbell Biology|Chemistry basics)/ });
    expect(options).toHaveLength(3);
    const labels = options.map((option) =>
      Array.from(option.querySelectorAll('.search-suggestion__title, .search-suggestion__meta')).flatMap((line) =>
        Array.from(line.children)
          .filter((el) => /^(Pearson eText|REVEL)$/.test(el.textContent ?? ''))
          .map((el) => `${line.className} > ${el.className}: ${el.textContent}`),
      ),
    );
    // The same title in two formats and a title of its own alike.
    expect(labels).toEqual([
      ['search-suggestion__title > search-suggestion__format: Pearson eText'],
      ['search-suggestion__title > search-suggestion__format: REVEL'],
      ['search-suggestion__title > search-suggestion__format: Pearson eText'],
    ]);
  });

  it('nothing found: no list', async () => {
    const fetchMock = stubAutocomplete({ authors: [], searchResults: [] });
    const { field } = renderBox();
    await userEvent.type(field, 'zzz');
    await waitFor(() => expect(autocompleteCalls(fetchMock)).toHaveLength(1));
    await pause(50);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('one emoji is one character: the hint shows and nothing is searched', async () => {
    stubAutocomplete();
    const { field, onSearch } = renderBox();
    await userEvent.type(field, '😀{Enter}');
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('takes 100 emoji, which an input maxLength (UTF-16 units) would stop at 50', async () => {
    stubAutocomplete();
    const { field } = renderBox();
    await userEvent.click(field);
    await userEvent.paste('😀'.repeat(101));
    expect(field).toHaveValue('😀'.repeat(100));
  });

  it('keeps the 1-character hint and the clear button', async () => {
    stubAutocomplete();
    const { field, onSearch } = renderBox();
    await userEvent.type(field, 'a{Enter}');
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search query.' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });
});

describe('in the mobile search view', () => {
  it('the list follows the field; choosing a product closes the view and opens the product', async () => {
    stubFetch({
      '/api/discipline': () => jsonResponse(disciplineFixture),
      '/api/autoComplete': () => jsonResponse(answer),
      '/api/products/p-1': () => jsonResponse({ productId: 'p-1', name: 'Biology volume 1' }),
    });
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Browse your subject' });
    act(() => appStore.set(mobileSearchOpenAtom, true));
    const view = await screen.findByRole('dialog', { name: 'Search' });
    const field = within(view).getByRole('combobox', { name: LABEL });
    await userEvent.type(field, 'bio');
    await within(view).findByRole('listbox');
    // Escape closes the list first and is used up there (default prevented): the browser does
    // not turn it into the view's cancel as well
    expect(fireEvent.keyDown(field, { key: 'Escape' })).toBe(false);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown>6/}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/p-1/biology-volume-1'));
    expect(router.state.location.search).toBe('?uuid=uuid-1');
    expect(screen.queryByRole('dialog', { name: 'Search' })).not.toBeInTheDocument();
    expect(appStore.get(mobileSearchOpenAtom)).toBe(false);
  });
});

describe('recent searches in the dropdown (they work offline)', () => {
  const recent = (q: string, at: number, subject = '', cat: string | null = null) => ({
    q,
    cat,
    disc: [],
    subject,
    at,
  });

  function renderWithRecent(list: ReturnType<typeof recent>[], path = '/getstarted?ref=revel', initialValue?: string) {
    const queryClient = testQueryClient();
    queryClient.setQueryData(['device', 'recent-searches'], list);
    const onSearch = vi.fn();
    renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <SearchBox onSearch={onSearch} initialValue={initialValue} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
      queryClient,
    );
    return { queryClient, onSearch, field: screen.getByRole('combobox', { name: LABEL }) };
  }

  it('focus on the empty box lists them, each with Remove, then Clear all; the live region counts them', async () => {
    const fetchMock = stubAutocomplete();
    const { field } = renderWithRecent([recent('calculus', 2, 'Mathematics', 'MATH'), recent('cell biology', 1)]);
    await userEvent.click(field);
    const listbox = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const group = within(listbox).getByRole('group', { name: 'Recent searches' });
    expect(
      within(group)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual([
      'calculus, in Mathematics, recent search',
      'Remove calculus from recent searches',
      'cell biology, recent search',
      'Remove cell biology from recent searches',
      'Clear all recent searches',
    ]);
    expect(within(group).getByRole('option', { name: 'calculus, in Mathematics, recent search' })).toHaveAttribute(
      'href',
      '/search?ref=revel&q=calculus&cat=MATH',
    );
    expect(
      screen.getByText('2 recent searches available. Use the up and down arrow keys to review them.'),
    ).toBeInTheDocument();
    expect(autocompleteCalls(fetchMock)).toHaveLength(0); // never sent to the server
  });

  it('the keys walk them; Enter on one searches it with its subject; Enter on Remove removes it and stays open', async () => {
    stubAutocomplete();
    const { field, queryClient } = renderWithRecent([
      recent('calculus', 2, 'Mathematics', 'MATH'),
      recent('cell biology', 1),
    ]);
    await userEvent.click(field);
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('option', { name: /^calculus/ })).not.toBeInTheDocument());
    expect(queryClient.getQueryData(['device', 'recent-searches'])).toEqual([recent('cell biology', 1)]);
    expect(field).toHaveAttribute('aria-expanded', 'true');
    // the active option is now the one that took the removed one's place
    expect(field).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Remove cell biology from recent searches' }).id,
    );

    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/search?ref=revel&q=cell+biology');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('Clear all (a click) empties the list and the dropdown closes; Delete removes the active one', async () => {
    stubAutocomplete();
    const { field, queryClient } = renderWithRecent([recent('alpha', 3), recent('beta', 2), recent('gamma', 1)]);
    await userEvent.click(field);
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Delete}');
    await waitFor(() => expect(screen.queryByRole('option', { name: 'alpha, recent search' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('option', { name: 'Clear all recent searches' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    expect(queryClient.getQueryData(['device', 'recent-searches'])).toEqual([]);
    expect(field).toHaveFocus();
  });

  it('while typing, the matching ones come above the suggestions (no Clear all); Escape closes', async () => {
    stubAutocomplete();
    const { field } = renderWithRecent([recent('biology lab', 2), recent('calculus', 1)]);
    await userEvent.type(field, 'bi');
    // under 3 characters: no suggestions, but the matching recent search
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual(['biology lab, recent search', 'Remove biology lab from recent searches']);
    await userEvent.type(field, 'o');
    await within(listbox).findByRole('group', { name: 'Authors' });
    const groups = within(listbox)
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-labelledby'));
    expect(groups.map((id) => document.getElementById(id!)?.textContent)).toEqual([
      'Recent searches',
      'Authors',
      'Products',
    ]);
    expect(within(listbox).queryByRole('option', { name: 'Clear all recent searches' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });

  it('a prefilled box does not open on focus; an empty box with no recent searches stays closed', async () => {
    stubAutocomplete();
    const { field } = renderWithRecent([recent('calculus', 1)], '/search?q=bio', 'bio');
    await userEvent.click(field);
    await pause(400);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(field);
    await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'true'));
  });

  it('no recent searches: focus opens nothing', async () => {
    stubAutocomplete();
    const { field } = renderWithRecent([]);
    await userEvent.click(field);
    await pause(100);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('the dropdown is a lazy chunk (kept out of the first load): the field works before it arrives', () => {
  it('typing and Enter right away search the whole text', async () => {
    const onSearch = vi.fn();
    const { field } = renderBox('/', onSearch);
    // no await between focus and keys: the chunk may not be there yet (the focus asks for it,
    // a state update, so inside act)
    act(() => field.focus());
    await userEvent.keyboard('organic chemistry{Enter}');
    expect(onSearch).toHaveBeenCalledWith('organic chemistry');
    expect(field).toHaveValue('organic chemistry');
  });
});
