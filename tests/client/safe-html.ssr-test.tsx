// The server's renderer draws a product's description sanitised by the page's own rules
// (contract/html-rules.ts), DOMPurify on a jsdom window as server/lib/catalogue-html.ts sets it
// up; a crawler or a visitor without script reads the description, never its scripts. Run by
// the server project (vitest.config.ts), in Node as on the server: Vite's SSR flag is true there,
// so the server's branch is kept; type-checked with the client's code (tsconfig.json).
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml, setServerSanitizer } from '../../src/ui/safe-html';
import { catalogueSanitizer } from '../../contract/html-rules';

afterEach(() => setServerSanitizer(null));

describe("a description in the server's page", () => {
  it('is the sanitised HTML: scripts, handlers and javascript: links gone, new-tab links given rel', () => {
    setServerSanitizer(catalogueSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike)));
    const html = renderToString(
      <SafeHtml
        className="desc"
        html={'<p>Intro <strong>bold</strong></p><script>x()</script><img src="c.png" onerror="y()"><a href="javascript:z()">J</a><a href="https://e.org" target="_blank">Out</a>'}
      />,
    );
    expect(html).toBe(
      '<div class="desc"><p>Intro <strong>bold</strong></p><img src="c.png"><a>J</a><a href="https://e.org" target="_blank" rel="noopener noreferrer">Out</a></div>',
    );
  });

  it('is left out (an empty element) when the server has no sanitiser', () => {
    const html = renderToString(<SafeHtml className="desc" html="<p>Text</p>" />);
    expect(html).toBe('<div class="desc"></div>');
  });
});
