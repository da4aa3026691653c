import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header, HEADER_VERSION, type HeaderHandlers } from '../../src/features/header/header';

const origin = window.location.origin;
const jane = { firstName: 'Jane', lastName: 'Doe' };

async function renderSignedIn(options: { isAdmin?: boolean; handlers?: HeaderHandlers } = {}) {
  const handlers = {
    onAccountSettings: vi.fn(),
    onLogout: vi.fn(),
    onMenuToggle: vi.fn(),
    onNavigate: vi.fn(),
    ...options.handlers,
  };
  render(
    <>
      <Header signedIn user={jane} isAdmin={options.isAdmin ?? false} handlers={handlers} />
      <button type="button">after header</button>
    </>,
  );
  // The menu's code loads for a signed-in visitor only (a lazy chunk).
  return { handlers, profile: await screen.findByRole('button', { name: 'JD Jane Doe Account settings' }) };
}

describe('Header', () => {
  it('exports its version (spec §9)', () => {
    expect(HEADER_VERSION).toBe('1.2.2');
  });

  describe('signed out', () => {
    it('shows a Sign in button that calls the sign-in handler, and no account controls', async () => {
      const onSignIn = vi.fn();
      render(<Header signedIn={false} handlers={{ onSignIn }} />);
      await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(onSignIn).toHaveBeenCalledOnce();
      expect(screen.queryByRole('button', { name: /Account settings/ })).not.toBeInTheDocument();
      expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
    });

    it('is a 90px banner, static by default and fixed when asked', () => {
      const { container, rerender } = render(<Header signedIn={false} />);
      expect(screen.getByRole('banner')).toHaveClass('site-header--static');
      rerender(<Header signedIn={false} position="fixed" />);
      expect(screen.getByRole('banner')).toHaveClass('site-header--fixed');
      expect(container.querySelector('.site-header__spacer')).not.toBeNull();
    });
  });

  describe('logo', () => {
    it('links to the console home of the environment (dev by default)', () => {
      const { rerender } = render(<Header signedIn={false} />);
      expect(screen.getByRole('link', { name: 'Exchange' })).toHaveAttribute('href', `${origin}/console`);
      rerender(<Header signedIn={false} env="prd" />);
      expect(screen.getByRole('link', { name: 'Exchange' })).toHaveAttribute(
        'href',
        'https://console.exchange.example.com',
      );
    });

    it('goes nowhere and calls the handler when one is given; Space activates it (spec §4)', async () => {
      const onLogoClick = vi.fn();
      render(<Header signedIn={false} handlers={{ onLogoClick }} />);
      const logo = screen.getByRole('link', { name: 'Exchange' });
      expect(logo).toHaveAttribute('href', '#');
      await userEvent.click(logo);
      expect(onLogoClick).toHaveBeenCalledTimes(1);
      logo.focus();
      await userEvent.keyboard(' ');
      expect(onLogoClick).toHaveBeenCalledTimes(2);
    });
  });

  describe('signed in', () => {
    it('shows the bell placeholder, then the profile button with initials and the spec label', async () => {
      const { profile } = await renderSignedIn();
      expect(profile).toHaveTextContent('JD');
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      const banner = screen.getByRole('banner');
      const bell = within(banner).getByTestId('notification-bell');
      // right-hand order: bell, (help), profile
      expect(bell.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    });

    it('shows the help button only when help is visible, between the bell and the profile', async () => {
      const onHelp = vi.fn();
      const { rerender } = render(<Header signedIn user={jane} />);
      expect(screen.queryByRole('button', { name: 'Help' })).not.toBeInTheDocument();
      rerender(<Header signedIn user={jane} isHelpVisible handlers={{ onHelp }} />);
      const help = screen.getByRole('button', { name: 'Help' });
      const profile = await screen.findByRole('button', { name: /Account settings$/ });
      expect(
        screen.getByTestId('notification-bell').compareDocumentPosition(help) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      expect(help.compareDocumentPosition(profile) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      await userEvent.click(help);
      expect(onHelp).toHaveBeenCalled();
    });

    it('opens the My account menu on click, reports it, and closes on a second click', async () => {
      const { profile, handlers } = await renderSignedIn();
      await userEvent.click(profile);
      expect(profile).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('heading', { name: 'My account' })).toBeVisible();
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(true);
      await userEvent.click(profile);
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(false);
    });

    it('lists Administrative Dashboard only for admins, linking to the admin dashboard address', async () => {
      const { profile } = await renderSignedIn({ isAdmin: true });
      await userEvent.click(profile);
      expect(screen.getByRole('link', { name: 'Administrative Dashboard' })).toHaveAttribute(
        'href',
        `${origin}/console/admin`,
      );
    });

    it('has no Administrative Dashboard and no Insights for other users', async () => {
      const { profile } = await renderSignedIn({ isAdmin: false });
      await userEvent.click(profile);
      expect(screen.queryByRole('link', { name: 'Administrative Dashboard' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Insights' })).not.toBeInTheDocument();
    });

    it('admins also get Insights, after the admin entry, navigating in the app', async () => {
      const { profile, handlers } = await renderSignedIn({ isAdmin: true });
      await userEvent.click(profile);
      const links = screen.getAllByRole('link').filter((l) => l.classList.contains('account-menu__entry'));
      expect(links.map((l) => l.textContent)).toEqual(['Administrative Dashboard', 'Insights']);
      expect(links[1]).toHaveAttribute('href', '/insights');
      await userEvent.click(links[1]!);
      expect(handlers.onNavigate).toHaveBeenCalledWith('/insights');
      expect(profile).toHaveAttribute('aria-expanded', 'false');
    });

    it('account settings calls its handler with the account settings address and closes', async () => {
      const { profile, handlers } = await renderSignedIn();
      await userEvent.click(profile);
      await userEvent.click(screen.getByRole('button', { name: 'Account settings' }));
      expect(handlers.onAccountSettings).toHaveBeenCalledWith(`${origin}/console/account`);
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(false);
    });

    it('Sign out calls the logout handler and closes', async () => {
      const { profile, handlers } = await renderSignedIn();
      await userEvent.click(profile);
      await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(handlers.onLogout).toHaveBeenCalledOnce();
      expect(profile).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes on an outside click and reports closed', async () => {
      const { profile, handlers } = await renderSignedIn();
      await userEvent.click(profile);
      await userEvent.click(document.body);
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(false);
    });
  });

  describe('keyboard walk (spec §4)', () => {
    it('admin: Down opens to the admin entry; Tab/Down next; Up previous; Sign out returns to the button; Escape closes', async () => {
      const user = userEvent.setup();
      const { profile, handlers } = await renderSignedIn({ isAdmin: true });
      const admin = () => screen.getByRole('link', { name: 'Administrative Dashboard' });
      const insights = () => screen.getByRole('link', { name: 'Insights' });
      const settings = () => screen.getByRole('button', { name: 'Account settings' });
      const signOut = () => screen.getByRole('button', { name: 'Sign out' });

      profile.focus();
      await user.keyboard('{ArrowDown}');
      expect(profile).toHaveAttribute('aria-expanded', 'true');
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(true);
      expect(admin()).toHaveFocus();

      await user.tab();
      expect(insights()).toHaveFocus();
      await user.tab();
      expect(settings()).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(signOut()).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(settings()).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(insights()).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(admin()).toHaveFocus();
      await user.keyboard('{ArrowUp}');
      expect(profile).toHaveFocus();

      // from Sign out, Down returns to the profile button …
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      expect(signOut()).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(profile).toHaveFocus();
      expect(profile).toHaveAttribute('aria-expanded', 'true');

      // … and so does Tab
      await user.keyboard('{ArrowDown}');
      await user.tab();
      await user.tab();
      await user.tab();
      expect(signOut()).toHaveFocus();
      await user.tab();
      expect(profile).toHaveFocus();

      // Escape closes, reports closed and keeps focus on the button
      await user.keyboard('{ArrowDown}');
      expect(admin()).toHaveFocus();
      await user.keyboard('{Escape}');
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(false);
      expect(profile).toHaveFocus();
    });

    it('non-admin: Down focuses account settings first', async () => {
      const user = userEvent.setup();
      const { profile } = await renderSignedIn({ isAdmin: false });
      profile.focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('button', { name: 'Account settings' })).toHaveFocus();
    });

    it('Escape on the open button closes and reports closed', async () => {
      const user = userEvent.setup();
      const { profile, handlers } = await renderSignedIn();
      await user.click(profile);
      await user.keyboard('{Escape}');
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(false);
    });

    it('Tab on the profile button with the menu open closes it and moves on (no keyboard trap)', async () => {
      const user = userEvent.setup();
      const { profile, handlers } = await renderSignedIn();
      profile.focus();
      await user.keyboard('{ArrowDown}');
      await user.tab(); // account settings -> sign out
      await user.tab(); // sign out -> profile button
      expect(profile).toHaveFocus();
      await user.tab();
      expect(profile).toHaveAttribute('aria-expanded', 'false');
      expect(handlers.onMenuToggle).toHaveBeenLastCalledWith(false);
      expect(screen.getByRole('button', { name: 'after header' })).toHaveFocus();
    });

    it('Enter on an entry chooses it and closes the menu', async () => {
      const user = userEvent.setup();
      const { profile, handlers } = await renderSignedIn();
      profile.focus();
      await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
      expect(handlers.onLogout).toHaveBeenCalledOnce();
      expect(profile).toHaveAttribute('aria-expanded', 'false');
    });
  });

  describe('search and subjects', () => {
    it('shows the search slot and a mobile search button that opens the mobile search view', async () => {
      const onMobileSearchOpen = vi.fn();
      render(
        <Header
          signedIn={false}
          searchBar={<form role="search" aria-label="slot" />}
          handlers={{ onMobileSearchOpen }}
        />,
      );
      expect(screen.getByRole('search', { name: 'slot' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(onMobileSearchOpen).toHaveBeenCalled();
    });

    it('has no search slot or button when no search bar is given', () => {
      render(<Header signedIn={false} />);
      expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    });

    it("opens the 'Browse your subject' menu with category and discipline links; Escape closes it", async () => {
      const onNavigate = vi.fn();
      render(
        <Header
          signedIn={false}
          handlers={{ onNavigate }}
          subjectCategories={[
            {
              code: 'SCI',
              name: 'Science',
              href: '/search?cat=SCI',
              disciplines: [{ code: 'BIO', name: 'Biology', href: '/search?disc=BIO' }],
            },
          ]}
        />,
      );
      // its code loads with its data (a chunk of its own)
      const toggle = await screen.findByRole('button', { name: 'Browse your subject' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      // closed, its links are not drawn at all (they cost the first render)
      expect(screen.queryByRole('link', { name: 'Science', hidden: true })).not.toBeInTheDocument();
      await userEvent.click(toggle);
      const panel = screen.getByRole('region', { name: 'Browse your subject' });
      expect(within(panel).getByRole('link', { name: 'Science' })).toHaveAttribute('href', '/search?cat=SCI');
      await userEvent.click(within(panel).getByRole('link', { name: 'Biology' }));
      expect(onNavigate).toHaveBeenCalledWith('/search?disc=BIO');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(toggle);
      await userEvent.keyboard('{Escape}');
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle).toHaveFocus();
    });
  });
});
