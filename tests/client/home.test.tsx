import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, MemoryRouter, useLocation } from 'react-router';
import HomePage from '../../src/features/home/home-page';
import { appStore } from '../../src/lib/state/app-jotai';
import { mobileSearchOpenAtom } from '../../src/lib/state/ui-state';
import {
  disciplineFixture,
  jsonResponse,
  renderApp,
  renderWithProviders,
  resetAppState,
  stubFetch,
} from './test-utils';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderHome(variant: 'subjects' | 'find', path = '/') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<HomePage variant={variant} />} />
        <Route path="/search" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => resetAppState());
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('Home: Browse your subject', () => {
  it('shows a skeleton while loading, then one box per category with its links and image', async () => {
    let release!: () => void;
    stubFetch({
      '/api/discipline': () =>
        new Promise<Response>((resolve) => (release = () => resolve(jsonResponse(disciplineFixture)))),
    });
    renderHome('subjects', '/?ref=revel&uuid=abc&q=old');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse your subject' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading subjects');
    await act(async () => release());

    const science = await screen.findByRole('heading', { level: 2, name: 'Science' });
    const box = science.closest('li')!;
    // spec §2: choosing a category sets cat and removes disc, q, uuid (other parameters stay)
    expect(within(box).getByRole('link', { name: 'Science' })).toHaveAttribute('href', '/search?ref=revel&cat=SCI');
    expect(within(box).getByRole('link', { name: 'Biology' })).toHaveAttribute('href', '/search?ref=revel&disc=BIO');
    expect(within(box).getByRole('link', { name: 'Chemistry' })).toHaveAttribute('href', '/search?ref=revel&disc=CHEM');
    expect(box.querySelector('img')).toHaveAttribute('src', '/images/subject-1.png');
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the internal-error message of spec §8 on a 500 and retries', async () => {
    const fetchMock = stubFetch({ '/api/discipline': () => jsonResponse({ message: 'boom' }, 500) });
    renderHome('subjects');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Oops, something went wrong. The server encountered an internal error and was unable to complete your request.',
    );
    expect(alert).toHaveTextContent('Error information not available');
    stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Science' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('says it is offline when the server cannot be reached, instead of crashing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderHome('subjects');
    expect(await screen.findByRole('alert')).toHaveTextContent('You are offline.');
  });
});

describe('Home: Find course materials variant', () => {
  it('has the heading, a skip link to the subject list, a search box and the discipline list', async () => {
    stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
    renderHome('find');
    expect(screen.getByRole('heading', { level: 1, name: 'Find course materials' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to the subject list' })).toHaveAttribute(
      'href',
      '#home-subject-list',
    );
    expect(screen.getByRole('combobox', { name: 'Enter Title, Author, ISBN, or Subject keywords' })).toHaveAttribute(
      'placeholder',
      'Enter Title, Author, ISBN, or Subject keywords',
    );
    expect(screen.getByRole('button', { name: 'Submit the search query.' })).toHaveAttribute(
      'title',
      'Submit the search query.',
    );
    const list = screen.getByRole('region', { name: 'Subjects' });
    expect(list).toHaveAttribute('id', 'home-subject-list');
    expect(await within(list).findByRole('link', { name: 'Accounting' })).toHaveAttribute('href', '/search?disc=ACC');
    expect(within(list).getByRole('link', { name: 'Business & Economics' })).toHaveAttribute('href', '/search?cat=BUS');
  });

  it('searches: the text goes to /search?q=…; the clear button empties the field', async () => {
    stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
    renderHome('find', '/?integration_context_token=t1');
    const box = screen.getByRole('combobox', { name: 'Enter Title, Author, ISBN, or Subject keywords' });
    await userEvent.type(box, 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search query.' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    await userEvent.type(box, 'organic chemistry{Enter}');
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/search?integration_context_token=t1&q=organic+chemistry',
    );
  });

  it('asks for 2 characters at least and does not search with 1 (spec §5)', async () => {
    stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
    renderHome('find');
    await userEvent.type(screen.getByRole('combobox'), 'a{Enter}');
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });

  it('shows the scroll-to-top button only after 300 px of scrolling', async () => {
    stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
    renderHome('find');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
    act(() => void window.dispatchEvent(new Event('scroll')));
    // The button's code loads after the first render (it has nothing to draw before a scroll).
    const top = await screen.findByRole('button', { name: 'Back to top' });
    await userEvent.click(top);
    expect(window.scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    act(() => void window.dispatchEvent(new Event('scroll')));
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});

describe('Home inside the app shell', () => {
  it('the variant opens the mobile search view (with its clear button) and the footer hides', async () => {
    stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
    // the variant is chosen by configuration; here we open the view the way its trigger does
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Browse your subject' });
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    act(() => appStore.set(mobileSearchOpenAtom, true));
    const view = await screen.findByRole('dialog', { name: 'Search' });
    const field = within(view).getByRole('combobox');
    expect(field).toHaveFocus();
    await userEvent.type(field, 'bio');
    await userEvent.click(within(view).getByRole('button', { name: 'Clear the search query.' }));
    expect(field).toHaveValue('');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await userEvent.click(within(view).getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(screen.getByRole('contentinfo')).toBeInTheDocument());
  });

  it("the variant's trigger button opens the mobile search view", async () => {
    stubFetch({ '/api/discipline': () => jsonResponse(disciplineFixture) });
    renderWithProviders(
      <MemoryRouter>
        <HomePage variant="find" />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enter Title, Author, ISBN, or Subject keywords' }));
    expect(appStore.get(mobileSearchOpenAtom)).toBe(true);
  });
});
