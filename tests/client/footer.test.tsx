import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Footer, FOOTER_VERSION } from '../../src/features/footer/footer';
import type { LinkOverride } from '../../src/domain/shell/link-overrides';

const MAIN = ['Terms of Use', 'Privacy', 'Permissions', 'Accessibility', 'Support'];
const SOCIAL = ['Facebook', 'Twitter', 'Youtube', 'Linkedin', 'Instagram'];

function mainNav() {
  return screen.getByRole('navigation', { name: 'Legal and support' });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Footer', () => {
  it('exports its version (spec §9)', () => {
    expect(FOOTER_VERSION).toBe('1.2.1');
  });

  it('has five social and five main links, all opening in a new tab with noopener noreferrer', () => {
    render(<Footer />);
    for (const name of MAIN) {
      const link = within(mainNav()).getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const social = screen.getByRole('navigation', { name: 'Follow us' });
    expect(within(social).getAllByRole('link')).toHaveLength(5);
    for (const name of SOCIAL) {
      const link = within(social).getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(mainNav()).getAllByRole('link')).toHaveLength(5);
  });

  it('overrides main link targets per key and keeps the others', () => {
    render(
      <Footer
        mainLinks={[
          { key: 'privacy', href: 'https://example.com/privacy' },
          { key: 'support', href: '/help' },
        ]}
      />,
    );
    expect(within(mainNav()).getByRole('link', { name: /^Privacy/ })).toHaveAttribute(
      'href',
      'https://example.com/privacy',
    );
    expect(within(mainNav()).getByRole('link', { name: /^Support/ })).toHaveAttribute('href', '/help');
    expect(
      within(mainNav())
        .getByRole('link', { name: /^Terms of Use/ })
        .getAttribute('href'),
    ).toMatch(/^https:\/\//);
  });

  it('overrides social link targets per key', () => {
    render(<Footer socialLinks={[{ key: 'youtube', href: 'https://example.com/yt' }]} />);
    expect(screen.getByRole('link', { name: 'Youtube (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://example.com/yt',
    );
  });

  it('rejects invalid override items with a console warning, without crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const defaults = render(<Footer />);
    const defaultPrivacy = within(mainNav())
      .getByRole('link', { name: /^Privacy/ })
      .getAttribute('href');
    defaults.unmount();

    const bad = [
      { key: 'privacy' },
      null,
      { href: 'https://example.com' },
      { key: 'nope', href: 'https://example.com' },
      { key: 'privacy', href: 'javascript:alert(1)' },
      'privacy',
    ] as unknown as LinkOverride[];
    render(<Footer mainLinks={bad} />);
    expect(within(mainNav()).getByRole('link', { name: /^Privacy/ })).toHaveAttribute('href', defaultPrivacy);
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls[0]?.[0]).toMatch(/mainLinks\[0\].*href/);
  });

  it('reads the copyright line with the current year and links the provider', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    render(<Footer provider={{ name: 'Example Publishing', href: 'https://publisher.example.com/' }} />);
    const line = screen.getByText(/^Copyright \(c\)/);
    expect(line.textContent?.replace(/\s+/g, ' ')).toBe(
      'Copyright (c) 1996 - 2031 Example Publishing (opens in a new tab) All rights reserved.',
    );
    expect(within(line).getByRole('link', { name: /Example Publishing/ })).toHaveAttribute(
      'href',
      'https://publisher.example.com/',
    );
  });

  it('shows the Cookies entry only with consent enabled, and it opens the settings', async () => {
    const { rerender } = render(<Footer />);
    expect(screen.queryByRole('button', { name: 'Cookies' })).not.toBeInTheDocument();
    const onCookieSettings = vi.fn();
    rerender(<Footer oneTrustEnabled handlers={{ onCookieSettings }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cookies' }));
    expect(onCookieSettings).toHaveBeenCalledOnce();
  });

  it('activates its links with Space (spec §4)', async () => {
    render(<Footer />);
    const link = within(mainNav()).getByRole('link', { name: /^Support/ });
    const onClick = vi.fn((e: Event) => e.preventDefault());
    link.addEventListener('click', onClick);
    link.focus();
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledOnce();
  });
});
