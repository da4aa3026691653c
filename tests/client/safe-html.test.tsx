// The one sanitising component (src/ui/safe-html.tsx): hostile catalogue HTML loses its
// dangerous parts, ordinary HTML survives, and DOMPurify loads only when needed.
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from '../../src/ui/safe-html';

describe('SafeHtml', () => {
  it('shows the plain text until DOMPurify has loaded, then the sanitised HTML', async () => {
    vi.resetModules();
    const fresh = await import('../../src/ui/safe-html');
    const { container } = render(<fresh.SafeHtml html={'<p>Hello <img src=x onerror="window.__pwned=9">world</p>'} />);
    expect(container.firstElementChild!.children).toHaveLength(0);
    expect(container).toHaveTextContent('Hello world');
    await waitFor(() => expect(container.querySelector('p')).toHaveTextContent('Hello world'));
    expect(container.querySelector('img')).not.toHaveAttribute('onerror');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps ordinary HTML: paragraphs, lists, https links, strong', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p>Intro <strong>bold</strong></p><ul><li>One</li><li>Two</li></ul><a href="https://example.com/x">More</a>'
        }
      />,
    );
    const link = await screen.findByRole('link', { name: 'More' });
    expect(link).toHaveAttribute('href', 'https://example.com/x');
    expect(container.querySelector('p strong')).toHaveTextContent('bold');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
  });

  it('removes scripts, event handlers, javascript: links, iframes, svg onload and style', async () => {
    const hostile = [
      '<p id="a">A</p><script>window.__pwned = 1</script>',
      '<img id="b" src="x" onerror="window.__pwned = 2">',
      '<a id="c" href="javascript:window.__pwned=3">C</a>',
      '<a id="c2" href=" java\tscript:alert(1)">C2</a>',
      '<iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>',
      '<svg id="e" onload="window.__pwned=5"><circle r="1"></circle></svg>',
      '<style>body { display: none }</style><p id="f" style="position:fixed">F</p>',
      '<object data="x.swf"></object><embed src="x.swf"><form action="/steal"><input name="p"></form>',
      '<img id="g" src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
      '<div onclick="window.__pwned=6" id="h">H</div>',
    ].join('');
    const { container } = render(<SafeHtml html={hostile} />);
    await screen.findByText('C');
    const html = container.innerHTML;
    expect(container.querySelector('script, iframe, object, embed, style, form, input')).toBeNull();
    expect(html).not.toMatch(/onerror|onload|onclick|javascript:|srcdoc|data:/i);
    expect(container.querySelector('#a')).toHaveTextContent('A');
    expect(container.querySelector('#b')).not.toHaveAttribute('onerror');
    expect(container.querySelector('#c')).not.toHaveAttribute('href');
    expect(container.querySelector('#c2')).not.toHaveAttribute('href');
    expect(container.querySelector('#e')).not.toHaveAttribute('onload');
    expect(container.querySelector('#f')).not.toHaveAttribute('style');
    expect(container.querySelector('#g')).not.toHaveAttribute('src');
    expect(container.querySelector('#h')).not.toHaveAttribute('onclick');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('gives links that open a new tab rel="noopener noreferrer"', async () => {
    render(<SafeHtml html={'<a href="https://example.com" target="_blank" rel="opener">Out</a>'} />);
    const link = await screen.findByRole('link', { name: 'Out' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders in the element asked for, with the class', async () => {
    const { container } = render(<SafeHtml as="section" className="desc" html="<p>Text</p>" />);
    await waitFor(() => expect(container.querySelector('section.desc > p')).toHaveTextContent('Text'));
  });
});

describe('stripInlineHandlers (no parser in the page ever meets an inline handler)', () => {
  it('cuts handler attributes inside tags, quoted, unquoted or after a slash, and leaves text alone', async () => {
    const { stripInlineHandlers } = await import('../../contract/html-rules');
    expect(stripInlineHandlers('<img src=x onerror="a()"><p>onion = 3</p>')).toBe('<img src=x ><p>onion = 3</p>');
    expect(stripInlineHandlers('<img/onerror=b() src=1>')).toBe('<img/ src=1>');
    expect(stripInlineHandlers('<div a="x"onclick="c" onmouseover=d>t</div>')).toBe('<div a="x" >t</div>');
    expect(stripInlineHandlers('<p title="</noscript><img src=x onerror=window.x=1>">')).toBe('<p title="</noscript><img src=x >">');
  });

});

describe('SafeHtml on a page the server drew', () => {
  it("keeps the server's markup as the page is taken over, without loading DOMPurify; new HTML is sanitised", async () => {
    vi.resetModules();
    const fresh = await import('../../src/ui/safe-html');
    const root = document.createElement('div');
    root.innerHTML = '<div class="desc"><p>From the <strong>server</strong></p></div>';
    document.body.append(root);
    const strong = root.querySelector('strong');
    const errors: unknown[] = [];
    let app!: ReturnType<typeof hydrateRoot>;
    act(() => {
      app = hydrateRoot(root, <fresh.SafeHtml className="desc" html="<p>From the <strong>server</strong></p>" />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    // Neither replaced by the plain text nor written again: the same element, still bold, and
    // no sanitiser loaded for it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(root.querySelector('strong')).toBe(strong);
    expect(errors).toEqual([]);
    // Another description in the same place (the next product): sanitised by the page.
    act(() => app.render(<fresh.SafeHtml className="desc" html={'<p>Next <em>one</em></p><img src="x" onerror="y()">'} />));
    await waitFor(() => expect(root.querySelector('.desc > p > em')).toHaveTextContent('one'));
    expect(root.querySelector('.desc')!.innerHTML).toBe('<p>Next <em>one</em></p><img src="x">');
    act(() => app.unmount());
    root.remove();
  });
});

