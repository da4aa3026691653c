// The product page's self-contained pieces (src/features/product: alternate formats, Compare
// formats, Share, mobile feature, Features tab), rendered alone with fetch stubbed at the edge.
// Spec §2 "Right side", §3 (mobile feature, storage), §6, §8.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DisciplineFeatureResponse,
  MobileFeature as MobileFeatureData,
  Offer,
  OffersResponse,
  Product,
  RelatedProduct,
} from '../../contract/wire';
import { AlternateFormats } from '../../src/features/product/alternate-formats';
import type { OfferCaller } from '../../src/features/product/api/product-parts';
import { FeaturesTab } from '../../src/features/product/features-tab';
import { MobileFeature } from '../../src/features/product/mobile-feature';
import { OfferPanel } from '../../src/features/product/offer-panel';
import type { ProductViewer } from '../../src/features/product/use-product-viewer';
import { ShareButton, ShareDialog } from '../../src/features/product/share-dialog';
import {
  cancelDialog,
  jsonResponse,
  renderWithProviders,
  resetAppState,
  stubFetch,
  testQueryClient,
} from './test-utils';
import { productQueryOptions } from '../../src/lib/api/product';

// --- fixtures ---------------------------------------------------------------------------

function product(productId: string, overrides: Partial<Product> = {}): Product {
  return {
    productId,
    uuid: `00000000-0000-4000-8000-0000000000${productId.slice(-2)}`,
    slug: `biology-${productId}`,
    name: `Biology ${productId}`,
    authors: [],
    productPlatform: 'etext',
    productModel: { name: 'ETEXT2_PXE', features: ['Flashcards', 'Audio read-aloud'] },
    productType: 'other',
    productStage: 'live',
    audience: 'highered',
    k12: { availableForLicense: false },
    bookEdition: '12e',
    isbn: ['0134093410', `97801340934${productId.slice(-2)}`],
    brand: { name: null },
    description: { html: '' },
    comingSoon: false,
    offerType: 'national',
    potentialAction: { useAction: [] },
    disciplines: [],
    ...overrides,
  };
}

function related(p: Product): RelatedProduct {
  return {
    productId: p.productId,
    slug: p.slug,
    name: p.name,
    productPlatform: p.productPlatform,
    productModel: { name: p.productModel.name },
    sourceIsbn: { isbn13: p.isbn[1] ?? null },
    brand: p.brand,
  };
}

function offer(kind: Offer['offerType']['offerTypeCode'], price: number | null, days: number): Offer {
  return {
    offerId: `${kind}-${days}`,
    licenseId: null,
    orgId: null,
    title: kind,
    description: null,
    offerType: {
      offerTypeCode: kind,
      definition: { subscriptionDuration: days, currency: 'USD', price, isbn: { isbn13: null } },
    },
  };
}

function offersOf(productId: string, offers: Offer[], priced = true): OffersResponse {
  return { productId, offerType: 'national', orgId: null, country: 'US', priced, offers };
}

const current = product('p-01');
const revel = product('p-02', {
  productPlatform: 'revel',
  productModel: { name: 'REVEL', features: ['Interactive readings'] },
  bookEdition: '3e',
});
const pdf = product('p-03', { productModel: { name: 'ETEXT1_PDF', features: [] }, bookEdition: null });
const products: Record<string, Product> = {
  [current.productId]: current,
  [revel.productId]: revel,
  [pdf.productId]: pdf,
};

const signedIn: OfferCaller = { userId: 'u-1', orgId: 'org-1', country: 'US', token: null };
const anonymous: OfferCaller = { userId: null, orgId: null, country: null, token: null };

function wrap(ui: ReactNode) {
  return renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);
}

let fetchMock: ReturnType<typeof stubFetch>;
function stubCatalogue(offers: Record<string, OffersResponse>) {
  fetchMock = stubFetch({
    '/api/products/offers/': (url) => {
      const id = url.pathname.split('/').pop()!;
      return offers[id] ? jsonResponse(offers[id]) : jsonResponse({ message: 'no' }, 500);
    },
    '/api/products/': (url) => {
      const id = decodeURIComponent(url.pathname.split('/').pop()!);
      return products[id] ? jsonResponse(products[id]) : jsonResponse({ message: 'not found' }, 404);
    },
  });
}

beforeEach(() => {
  resetAppState();
  stubCatalogue({});
});
afterEach(() => vi.unstubAllGlobals());

// --- alternate formats --------------------------------------------------------------------

describe('Alternate formats (spec §2 right side)', () => {
  it('lists the formats under the heading, each linking to its page with uuid and the carried parameters', async () => {
    wrap(
      <AlternateFormats
        product={current}
        related={[related(revel), related(pdf)]}
        caller={signedIn}
        search="?uuid=x&q=bio&ref=etext&organizationId=org-1"
      />,
    );
    const section = screen.getByRole('region', { name: 'Alternate formats' });
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Biology p-02', 'Biology p-03']);
    expect(within(section).getByText(/REVEL · ISBN-13: 9780134093402/)).toBeInTheDocument();
    // Until the page is idle (jsdom has no requestIdleCallback: a timer of 1 s), the link finds
    // the product by its id alone.
    expect(within(section).getByRole('link', { name: 'Biology p-02' })).toHaveAttribute(
      'href',
      '/products/p-02/biology-p-02?ref=etext&organizationId=org-1',
    );
    // The uuid comes with the format's own detail, asked once the page is idle.
    await waitFor(
      () =>
        expect(within(section).getByRole('link', { name: 'Biology p-02' })).toHaveAttribute(
          'href',
          '/products/p-02/biology-p-02?uuid=00000000-0000-4000-8000-000000000002&ref=etext&organizationId=org-1',
        ),
      { timeout: 4000 },
    );
  });

  it("asks for the formats' details one per idle moment once the page has loaded, none before", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    wrap(<AlternateFormats product={current} related={[related(revel), related(pdf)]} caller={signedIn} search="" />);
    const asked = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/products/p-'));
    expect(asked()).toEqual([]);
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    await waitFor(() => expect(asked()).toEqual([expect.stringContaining('/api/products/p-02?')]));
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toContain('/api/products/p-03?');
    // The last one asked, no more idle moments are taken.
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(idle).toHaveLength(0);
    expect(asked()).toHaveLength(2);
  });

  it('does not ask again for a format whose 404 it holds, fresh; it goes on to the next one', async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    // Withdrawn since the list was made: the catalogue answers 404 for it.
    const withdrawn = product('p-07', { productPlatform: 'revel', productModel: { name: 'REVEL', features: [] } });
    const queryClient = testQueryClient();
    await queryClient.prefetchQuery(productQueryOptions('p-07'));
    const asked = () =>
      fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/products/p-'));
    expect(asked()).toEqual([expect.stringContaining('/api/products/p-07?')]);
    renderWithProviders(
      <MemoryRouter>
        <AlternateFormats product={current} related={[related(withdrawn), related(pdf)]} caller={signedIn} search="" />
      </MemoryRouter>,
      queryClient,
    );
    await waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(asked()).toHaveLength(1);
    idle.shift()!();
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]).toContain('/api/products/p-03?');
    // Its link still goes to its page (without a uuid), where the visitor meets the 'not found'.
    expect(screen.getByRole('link', { name: 'Biology p-07' })).toHaveAttribute(
      'href',
      expect.stringContaining('/products/p-07/'),
    );
  });

  it('is hidden for learning applications', () => {
    const { container } = wrap(
      <AlternateFormats
        product={product('p-09', { productPlatform: 'learning_applications', productModel: { name: 'MEDIA_SHARE' } })}
        related={[related(revel)]}
        caller={signedIn}
        search=""
      />,
    );
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is hidden when an integration context token is in the URL', () => {
    wrap(
      <AlternateFormats
        product={current}
        related={[related(revel)]}
        caller={signedIn}
        search="?integration_context_token=t1"
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Alternate formats' })).not.toBeInTheDocument();
  });

  it('falls back to the formats stored in the session when the server answers none', async () => {
    const first = wrap(<AlternateFormats product={current} related={[related(revel)]} caller={signedIn} search="" />);
    await waitFor(() => expect(window.sessionStorage.getItem('exchange.product.relatedProducts')).toContain('p-02'));
    first.unmount();

    wrap(<AlternateFormats product={current} related={[]} caller={signedIn} search="" />);
    expect(screen.getByRole('link', { name: 'Biology p-02' })).toBeInTheDocument();
  });

  it("does not use another product's stored formats", async () => {
    const first = wrap(<AlternateFormats product={pdf} related={[related(revel)]} caller={signedIn} search="" />);
    await waitFor(() => expect(window.sessionStorage.getItem('exchange.product.relatedProducts')).toContain('p-03'));
    first.unmount();

    const { container } = wrap(<AlternateFormats product={current} related={[]} caller={signedIn} search="" />);
    expect(container).toBeEmptyDOMElement();
  });
});

// --- compare formats ----------------------------------------------------------------------

describe('Compare formats', () => {
  async function openCompare(caller: OfferCaller) {
    wrap(<AlternateFormats product={current} related={[related(revel), related(pdf)]} caller={caller} search="" />);
    await userEvent.click(screen.getByRole('button', { name: 'Compare formats' }));
    return screen.getByRole('dialog', { name: 'Compare formats' });
  }

  /** The texts of one format's column, row by row (plain DOM: role queries on a table are slow in jsdom). */
  function column(table: HTMLElement, header: string): string[] {
    const headers = Array.from(table.querySelectorAll('thead th'));
    const index = headers.findIndex((h) => h.textContent?.includes(header));
    const rows = Array.from((table as HTMLTableElement).tBodies[0]!.rows);
    return rows.map((row) => row.cells[index + 1]?.textContent ?? '');
  }

  it('sets the formats side by side with the price this signed-in user would pay', async () => {
    stubCatalogue({
      'p-01': offersOf('p-01', [offer('INSTANT_ACCESS', 49.99, 180)]),
      'p-02': offersOf('p-02', [offer('INSTANT_ACCESS', null, 1)]),
      'p-03': offersOf('p-03', []),
    });
    const dialog = await openCompare(signedIn);
    const table = within(dialog).getByRole('table', { name: 'The formats of Biology p-01 side by side' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Platform', 'Edition', 'ISBN-13', 'Access length', 'Your price', 'Main features']);
    await waitFor(() => expect(column(table, 'Biology p-03')[4]).toBe('Not offered to you'));
    expect(column(table, 'Biology p-01')).toEqual([
      'Pearson eText',
      '12e',
      '9780134093401',
      '180 days',
      '$49.99 USD',
      'FlashcardsAudio read-aloud',
    ]);
    expect(column(table, 'Biology p-02')).toEqual([
      'REVEL',
      '3e',
      '9780134093402',
      '1 day',
      'TBD',
      'Interactive readings',
    ]);
    expect(column(table, 'Biology p-03').slice(0, 3)).toEqual(['Pearson eText', '—Not given', '9780134093403']);
    // The current product is marked as this page.
    expect(within(table).getByRole('columnheader', { name: /Biology p-01 This page/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Every format's offers were asked for with the page's caller.
    const offerCalls = fetchMock.mock.calls
      .map(([u]) => new URL(String(u), 'http://localhost'))
      .filter((u) => u.pathname.startsWith('/api/products/offers/'));
    expect(offerCalls.map((u) => u.pathname).sort()).toEqual([
      '/api/products/offers/p-01',
      '/api/products/offers/p-02',
      '/api/products/offers/p-03',
    ]);
    expect(offerCalls.every((u) => u.searchParams.get('institution') === 'org-1|US')).toBe(true);
  });

  it('anonymous users are asked to sign in to see pricing', async () => {
    stubCatalogue({
      'p-01': offersOf('p-01', [offer('INSTANT_ACCESS', null, 180)], false),
      'p-02': offersOf('p-02', [offer('INSTANT_ACCESS', null, 365)], false),
      'p-03': offersOf('p-03', [offer('INSTANT_ACCESS', null, 90)], false),
    });
    const dialog = await openCompare(anonymous);
    const table = within(dialog).getByRole('table');
    await waitFor(() => expect(within(table).getAllByText('Sign in to see pricing')).toHaveLength(3));
    expect(column(table, 'Biology p-02')[3]).toBe('365 days');
  });

  it('closes on cancel (Escape) and gives focus back to the button', async () => {
    cancelDialog(await openCompare(signedIn));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Compare formats' })).toHaveFocus();
  });
});

// --- share --------------------------------------------------------------------------------

describe('Share modal (spec §2 instructors, §8 clipboard)', () => {
  const url = 'https://exchange.example.com/products/p-01/biology?uuid=u1';

  function setNavigator(key: 'clipboard' | 'share', value: unknown) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
  afterEach(() => {
    setNavigator('share', undefined);
  });

  it('shows the address read-only and copies it, saying so politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    setNavigator('clipboard', { writeText });
    renderWithProviders(<ShareDialog open onClose={() => undefined} url={url} title="Biology" />);
    const dialog = screen.getByRole('dialog', { name: 'Share this page' });
    const field = within(dialog).getByRole('textbox', { name: 'Page address' });
    expect(field).toHaveValue(url);
    expect(field).toHaveAttribute('readonly');
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(status).toHaveTextContent(/^Contents copied to clipboard\.$/);
  });

  it('says so when the clipboard refuses', async () => {
    const user = userEvent.setup();
    setNavigator('clipboard', { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) });
    renderWithProviders(<ShareDialog open onClose={() => undefined} url={url} title="Biology" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'The link could not be copied. Select the address and copy it.',
    );
    expect(screen.queryByText('Contents copied to clipboard.')).not.toBeInTheDocument();
  });

  it('offers the device share sheet only where the Web Share API exists', async () => {
    const { unmount } = renderWithProviders(<ShareDialog open onClose={() => undefined} url={url} title="Biology" />);
    expect(screen.queryByRole('button', { name: 'Share with an app' })).not.toBeInTheDocument();
    unmount();

    const share = vi.fn(async () => undefined);
    setNavigator('share', share);
    renderWithProviders(<ShareDialog open onClose={() => undefined} url={url} title="Biology" />);
    await userEvent.click(screen.getByRole('button', { name: 'Share with an app' }));
    expect(share).toHaveBeenCalledWith({ title: 'Biology', url });
  });

  it('the Share button opens the modal; closing starts it afresh', async () => {
    const user = userEvent.setup();
    setNavigator('clipboard', { writeText: vi.fn(async () => undefined) });
    renderWithProviders(<ShareButton url={url} title="Biology" />);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByRole('status')).toHaveTextContent('Contents copied to clipboard.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

// --- mobile feature -----------------------------------------------------------------------

const mobile: MobileFeatureData = {
  resourceUrl: '/images/features/mobile-app.svg',
  primaryTitle: 'Take your eText anywhere',
  secondaryTitle: 'The free mobile app',
  description: 'Students can read offline.',
  studentDescription: 'Download the app and read offline.',
  ctaText: null,
  ctaUrl: null,
  appCTAs: [
    { platformType: 'iTunes', ctaUrl: 'https://apps.example.com/app', ctaImageUrl: '/images/badges/app-store.svg' },
    { platformType: 'android', ctaUrl: 'https://play.example.com/app', ctaImageUrl: '/images/badges/google-play.svg' },
  ],
};

describe('Mobile feature (spec §2, §3)', () => {
  it('shows the title, the description and the store badges opening in a new tab', () => {
    renderWithProviders(<MobileFeature product={current} feature={mobile} student={false} />);
    const section = screen.getByRole('region', { name: 'Take your eText anywhere' });
    expect(within(section).getByText('The free mobile app')).toBeInTheDocument();
    expect(within(section).getByText('Students can read offline.')).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      'https://play.example.com/app',
      'https://apps.example.com/app',
    ]);
    const play = within(section).getByRole('link', { name: 'Get it on Google Play (opens in a new tab)' });
    expect(play).toHaveAttribute('target', '_blank');
    expect(play).toHaveAttribute('rel', 'noopener noreferrer');
    expect(
      within(section).getByRole('link', { name: 'Download on the App Store (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('students read the student description', () => {
    renderWithProviders(<MobileFeature product={current} feature={mobile} student />);
    expect(screen.getByText('Download the app and read offline.')).toBeInTheDocument();
    expect(screen.queryByText('Students can read offline.')).not.toBeInTheDocument();
  });

  it('shows for the eText2 cite model, not for other courseware', () => {
    const { container, unmount } = renderWithProviders(
      <MobileFeature product={revel} feature={mobile} student={false} />,
    );
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderWithProviders(
      <MobileFeature
        product={product('p-05', { productPlatform: 'revel', productModel: { name: 'ETEXT2_CITE' } })}
        feature={mobile}
        student={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Take your eText anywhere' })).toBeInTheDocument();
  });

  it('a badge image that fails shows the default badge; its link keeps its name', () => {
    renderWithProviders(<MobileFeature product={current} feature={mobile} student={false} />);
    const img = screen.getByRole('img', { name: 'Get it on Google Play' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/images/badges/store.svg');
  });
});

// --- features tab -------------------------------------------------------------------------

const disciplineFeatures: DisciplineFeatureResponse = {
  contents: [
    {
      resourceUrl: '/images/features/dynamic-study-modules.svg',
      primaryTitle: 'Dynamic Study Modules',
      secondaryTitle: 'Adaptive practice for biology',
      description: 'Assign short, adaptive study modules.',
      studentDescription: 'Practise before class.',
      ctaText: 'Learn more',
      ctaUrl: 'https://www.example.com/features/dynamic-study-modules',
    },
    {
      resourceUrl: null,
      primaryTitle: 'Interactive figures',
      secondaryTitle: null,
      description: 'Figures students can manipulate.',
      studentDescription: null,
      ctaText: 'Learn more',
      ctaUrl: 'javascript:alert(1)',
    },
  ],
  potentialActions: { url: 'https://www.example.com/features' },
  mobileFeature: null,
};

describe('Features tab (spec §2 tabs, §3 discipline feature)', () => {
  it('shows the discipline features, the model features and the see-all link', () => {
    renderWithProviders(
      <FeaturesTab features={disciplineFeatures} modelFeatures={['Flashcards', 'Audio read-aloud']} student={false} />,
    );
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Dynamic Study Modules',
      'Interactive figures',
      'Included in this format',
    ]);
    expect(screen.getByText('Adaptive practice for biology')).toBeInTheDocument();
    expect(screen.getByText('Assign short, adaptive study modules.')).toBeInTheDocument();
    const learnMore = screen.getByRole('link', { name: 'Learn more (opens in a new tab)' });
    expect(learnMore).toHaveAttribute('href', 'https://www.example.com/features/dynamic-study-modules');
    expect(learnMore).toHaveAccessibleDescription('Dynamic Study Modules');
    // The javascript: call to action is not a link at all.
    expect(screen.getAllByRole('link', { name: /Learn more/ })).toHaveLength(1);
    const model = screen.getByRole('region', { name: 'Included in this format' });
    expect(
      within(model)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Flashcards', 'Audio read-aloud']);
    expect(screen.getByRole('link', { name: 'See all features (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.example.com/features',
    );
  });

  it('students read the student descriptions (the description when there is none)', () => {
    renderWithProviders(<FeaturesTab features={disciplineFeatures} modelFeatures={[]} student />);
    expect(screen.getByText('Practise before class.')).toBeInTheDocument();
    expect(screen.queryByText('Assign short, adaptive study modules.')).not.toBeInTheDocument();
    expect(screen.getByText('Figures students can manipulate.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Included in this format' })).not.toBeInTheDocument();
  });

  it('a feature without an image, or whose image fails, shows the default image', () => {
    const { container } = renderWithProviders(
      <FeaturesTab features={disciplineFeatures} modelFeatures={undefined} student={false} />,
    );
    const [first, second] = Array.from(container.querySelectorAll('img'));
    expect(second!.getAttribute('src')).toBe('/images/features/default.svg');
    expect(first!.getAttribute('src')).toBe('/images/features/dynamic-study-modules.svg');
    act(() => {
      fireEvent.error(first!);
    });
    expect(first!.getAttribute('src')).toBe('/images/features/default.svg');
  });
});

describe('Access options for a visitor while the offers load (no layout shift at 375 px)', () => {
  // OfferPanel reads the role and the flags only.
  const visitor = { role: 'anonymous', flags: {} } as unknown as ProductViewer;
  const panel = (p: Product, props: { offers?: OffersResponse; offersPending: boolean }) => (
    <OfferPanel
      product={p}
      viewer={visitor}
      offers={props.offers}
      availableToBuy={undefined}
      licences={undefined}
      billing={null}
      salesContactUrl="https://example.com/sales"
      showOffers
      offersPending={props.offersPending}
    />
  );

  it('a national product keeps an invisible block in place, hidden from assistive technology', () => {
    const { container } = wrap(panel(current, { offersPending: true }));
    const held = container.querySelector('.offer-block--pending');
    expect(held).not.toBeNull();
    expect(held!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Access options' })).toBeNull();
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('the offers replace it with the kinds they hold', () => {
    const { container } = wrap(
      panel(current, {
        offers: offersOf(current.productId, [offer('INSTANT_ACCESS', null, 365)], false),
        offersPending: false,
      }),
    );
    expect(container.querySelector('.offer-block--pending')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Access options' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('Instant access');
    expect(screen.getByText('Sign in to see the price.')).toBeTruthy();
  });

  it('an institutional product (none for a visitor) and a collection keep no place', () => {
    const institutional = product('p-04', { offerType: 'institutional' });
    const collection = product('p-05', { productPlatform: 'collection' });
    for (const p of [institutional, collection]) {
      const { container, unmount } = wrap(panel(p, { offersPending: true }));
      expect(container.querySelector('.offer-block')).toBeNull();
      unmount();
    }
  });
});
