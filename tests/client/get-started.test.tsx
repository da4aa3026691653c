import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goToExternal } from '../../src/lib/config/external-navigation';
import { disciplineFixture, jsonResponse, renderApp, resetAppState, stubFetch, testQueryClient } from './test-utils';

vi.mock('../../src/lib/config/external-navigation', () => ({ goToExternal: vi.fn() }));

const origin = window.location.origin;
const validLink = `${origin}/console/enrollment/ABC123`;

function field() {
  return screen.getByRole('textbox', { name: 'Invitation link' });
}
function join() {
  return screen.getByRole('button', { name: 'Join' });
}

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  resetAppState();
  vi.mocked(goToExternal).mockClear();
  fetchMock = stubFetch({
    '/api/discipline': () => jsonResponse(disciplineFixture),
    '/api/products/': (url) =>
      url.pathname === '/api/products/p-42'
        ? jsonResponse({
            productId: 'p-42',
            name: 'Campbell Biology',
            authors: [{ givenName: 'Lisa', familyName: 'Urry' }],
            bookEdition: '12e',
          })
        : jsonResponse({ message: 'no' }, 404),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('Get started', () => {
  it("shows the spec's texts", async () => {
    renderApp('/getstarted');
    expect(await screen.findByRole('heading', { level: 1, name: 'Here to join?' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'To find and join your course, enter the invitation link that you recieved in your syllabus or email.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Don't have your invitation link?" })).toBeInTheDocument();
    expect(screen.getByText('Sorry about that. You will need to contact your instructor.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Exchange Search'));
  });

  it('disables Join and shows the error for a link without {consoleBase}/enrollment/', async () => {
    renderApp('/getstarted');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Invitation link' }),
      'https://elsewhere.example.com/enrollment/ABC',
    );
    expect(screen.getByText('Sorry, course not found. Please check the link.')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(join()).toBeDisabled();
    await userEvent.type(field(), '{Enter}');
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it('rejects a javascript: address even when it contains the console path', async () => {
    renderApp('/getstarted');
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Invitation link' }),
      `javascript:alert(1)//${validLink}`,
    );
    expect(join()).toBeDisabled();
    expect(screen.getByText('Sorry, course not found. Please check the link.')).toBeInTheDocument();
  });

  it('enables Join for a valid link; Join navigates to it', async () => {
    renderApp('/getstarted');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Invitation link' }), validLink);
    expect(screen.queryByText('Sorry, course not found. Please check the link.')).not.toBeInTheDocument();
    expect(join()).toBeEnabled();
    await userEvent.click(join());
    expect(goToExternal).toHaveBeenCalledWith(validLink);
  });

  it('Enter in the field navigates to a valid link', async () => {
    renderApp('/getstarted');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Invitation link' }), `  ${validLink}{Enter}`);
    expect(goToExternal).toHaveBeenCalledWith(validLink);
  });

  it('does nothing for an empty link: no error, no navigation', async () => {
    renderApp('/getstarted');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Invitation link' }), 'x{Backspace}{Enter}');
    expect(screen.queryByText('Sorry, course not found. Please check the link.')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
    expect(join()).toBeDisabled();
    expect(goToExternal).not.toHaveBeenCalled();
  });

  it("links 'Back to course detail' to the return parameter and loads that product", async () => {
    const back = '/products/p-42/campbell-biology?uuid=p-42&ref=revel';
    renderApp(`/getstarted?return=${encodeURIComponent(back)}`);
    expect(await screen.findByRole('link', { name: 'Back to course detail' })).toHaveAttribute('href', back);
    expect(await screen.findByText('Campbell Biology')).toBeInTheDocument();
    expect(screen.getByText('by Lisa Urry')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cover of Campbell Biology' })).toHaveAttribute(
      'src',
      '/api/covers/p-42.svg',
    );
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/products/p-42'))).toBe(true);
  });

  it('uses an already loaded product instead of fetching it again', async () => {
    const client = testQueryClient();
    client.setQueryData(['products', 'detail', 'p-7', null], { productId: 'p-7', name: 'Loaded Already' });
    renderApp(`/getstarted?return=${encodeURIComponent('/products/p-7/x')}`, client);
    expect(await screen.findByText('Loaded Already')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/products/'))).toBe(false));
  });

  it('ignores a return address on another site', async () => {
    renderApp(`/getstarted?return=${encodeURIComponent('https://evil.example.com/products/p-42/x')}`);
    await screen.findByRole('heading', { level: 1, name: 'Here to join?' });
    expect(screen.queryByRole('link', { name: 'Back to course detail' })).not.toBeInTheDocument();
  });
});
