// What the Dialog component decides itself: its name, how it is opened and what closes it, the
// first control and the focus given back. The modal behaviour the browser gives a <dialog>
// opened with showModal() (the page behind inert, Escape as 'cancel', Tab kept inside) is not
// in jsdom and is checked in real browsers: e2e/dialog.spec.ts, e2e-engines/journeys.test.ts.
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../src/ui/dialog';
import { cancelDialog } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A button that opens the dialog, as the screens have. */
function Opener({ onClose = () => undefined, closes = true }: { onClose?: () => void; closes?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open settings
      </button>
      <p>The page behind</p>
      <Dialog
        open={open}
        title="Settings"
        closeLabel="Close"
        onClose={() => {
          onClose();
          if (closes) setOpen(false);
        }}
      >
        <p>Inside the panel</p>
        <button type="button">Other</button>
        <button type="button" data-autofocus>
          Save
        </button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(
      <Dialog open={false} title="Settings" closeLabel="Close" onClose={() => undefined}>
        <p>Inside</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens as a modal <dialog>, named by its title, with a named close button', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Settings' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('a hidden title still names it', () => {
    render(
      <Dialog open hideTitle title="Search" closeLabel="Close search" onClose={() => undefined}>
        <input aria-label="Query" />
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('heading', { name: 'Search' })).toHaveClass('visually-hidden');
  });

  it('focuses the control marked data-autofocus on opening', async () => {
    render(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('the close button closes it and gives the focus back to the opener', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("'cancel' (Escape) goes to onClose; the dialog stays open until its caller closes it", async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} closes={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    // prevented: the browser does not close the element behind React's back
    expect(cancelDialog(dialog)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBe(dialog);
  });

  it("'cancel' closes it like the close button, the focus back on the opener", async () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    cancelDialog(screen.getByRole('dialog', { name: 'Settings' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("a nested dialog's cancel closes that dialog only", () => {
    const outerClose = vi.fn();
    const innerClose = vi.fn();
    render(
      <Dialog open title="Search" closeLabel="Close search" onClose={outerClose}>
        <Dialog open title="Scan" closeLabel="Close scan" onClose={innerClose}>
          <p>Camera</p>
        </Dialog>
      </Dialog>,
    );
    cancelDialog(screen.getByRole('dialog', { name: 'Scan' }));
    expect(innerClose).toHaveBeenCalledTimes(1);
    expect(outerClose).not.toHaveBeenCalled();
  });

  it('a press on the frame outside the panel closes it; a press inside does not', async () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} closes={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    fireEvent.mouseDown(screen.getByText('Inside the panel'));
    expect(onClose).not.toHaveBeenCalled();
    // prevented: the press does not move the focus after the dialog has given it back
    expect(fireEvent.mouseDown(dialog)).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('unmounted while open, it closes the element and gives the focus back', async () => {
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    function Screen() {
      const [shown, setShown] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setShown(true)}>
            Open
          </button>
          {shown && (
            <Dialog open title="Settings" closeLabel="Close" onClose={() => setShown(false)}>
              <button type="button">Done</button>
            </Dialog>
          )}
        </>
      );
    }
    render(<Screen />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('a full-screen dialog sets the page behind it aside while open, and puts it back with its scroll position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    function Page({ layout }: { layout: 'center' | 'fullscreen' }) {
      const [open, setOpen] = useState(false);
      return (
        <>
          <header>Header</header>
          <main>
            <h1>Results</h1>
            <section>
              <button type="button" onClick={() => setOpen(true)}>
                Filter by
              </button>
              <Dialog open={open} title="Filters" closeLabel="Close" onClose={() => setOpen(false)} layout={layout}>
                <p>Sections</p>
              </Dialog>
            </section>
            <ol>
              <li>A result</li>
            </ol>
          </main>
          <footer>Footer</footer>
        </>
      );
    }
    const aside = () =>
      [...document.querySelectorAll('[data-behind-dialog]')].map((element) => element.textContent?.slice(0, 12));
    const { unmount } = render(<Page layout="fullscreen" />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter by' }));
    // each sibling of the dialog's ancestors, the opener too; not the dialog, nor what holds it
    expect(aside()).toEqual(['Header', 'Results', 'Filter by', 'A result', 'Footer']);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(aside()).toEqual([]);
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
    expect(screen.getByRole('button', { name: 'Filter by' })).toHaveFocus();
    unmount();

    // a centred dialog leaves the page drawn: it shows, dimmed, around the panel
    render(<Page layout="center" />);
    await userEvent.click(screen.getByRole('button', { name: 'Filter by' }));
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeInTheDocument();
    expect(aside()).toEqual([]);
  });
});
