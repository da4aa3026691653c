// isPlainHtml lets the server's renderer pass a description without DOMPurify. It may say no to
// safe markup; it must never say yes to markup DOMPurify would change beyond the HTML parser's
// own tidying (closing a paragraph, decoding an entity).
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import createDOMPurify, { type WindowLike } from 'dompurify';
import { describe, expect, it } from 'vitest';
import { catalogueSanitizer, isPlainHtml } from '../../contract/html-rules.ts';
import { createCatalogueSanitizer } from '../../server/lib/catalogue-html.ts';

const window = new JSDOM('').window;
const purify = catalogueSanitizer(createDOMPurify(window as unknown as WindowLike));
/**
 * The markup as the HTML parser leaves it, with nothing removed (the same tree, written alike).
 * Two parser artefacts are set aside: DOMPurify parses the markup as a document and the page as
 * an element's content, so a stray `</p>` may become an empty paragraph in one and not the
 * other, and whitespace at the edges may go. Anything removed (an element, an attribute, text)
 * still shows.
 */
const tidied = (html: string) => {
  const body = window.document.createElement('body');
  body.innerHTML = html;
  return body.innerHTML.replaceAll('<p></p>', '').replace(/\s+/g, ' ').trim();
};

describe('isPlainHtml', () => {
  it('takes a usual description: paragraphs, a heading, a list, emphasis, links to http(s) and the site', () => {
    expect(
      isPlainHtml(
        '<p><em>Biology</em> for <strong>all</strong> &amp; more&#8230;</p><h3>Features</h3><ul><li>One</li><li>Two &gt; one</li></ul>' +
          '<p>See <a href="/search?disc=biology&amp;sort=title">more</a> or <a href="https://www.example.com/r/1">resources</a>.<br></p>',
      ),
    ).toBe(true);
    expect(isPlainHtml('')).toBe(true);
    expect(isPlainHtml('Just text, 2 > 1.')).toBe(true);
  });

  it.each([
    ['a script', '<p>x</p><script>alert(1)</script>'],
    ['a handler', '<p onclick="alert(1)">x</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['a link hidden by spaces', '<a href=" javascript:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html,x">x</a>'],
    ['a link with a target', '<a href="/x" target="_blank">x</a>'],
    ['a class', '<p class="x">x</p>'],
    ['a style element', '<style>p{}</style>'],
    ['an image', '<img src="/x.png">'],
    ['svg', '<svg><p>x</p></svg>'],
    ['a comment', '<!-- x --><p>x</p>'],
    ['a lone <', '<p>1 < 2</p>'],
    ['a bare &', 'A & B'],
    ['an unquoted address', '<a href=/x>x</a>'],
    ['a closing tag with an address', '<a href="/x">x</a href="/y">'],
    ['a form', '<form><p>x</p></form>'],
    ['a noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>'],
    // Markup the parser rebuilds, which DOMPurify's copy can write back otherwise (a case fast-check found).
    ['a heading opened in a link', '<h3><a href="/x?a=1&amp;b=2"><h3><a href="/x?a=1&amp;b=2">'],
    ['a paragraph in a paragraph', '<p>a<p>b</p></p>'],
    ['a tag left open', '<p>x'],
    ['a tag closed that was not open', '<p>x</em></p>'],
    ['a link in a link', '<p><a href="/x"><a href="/y">y</a></a></p>'],
    ['a list item outside a list', '<li>x</li>'],
    ['a list in emphasis', '<em><ul><li>x</li></ul></em>'],
  ])('refuses %s', (_what, html) => {
    expect(isPlainHtml(html)).toBe(false);
  });

  it('never takes markup DOMPurify would change beyond the parser’s tidying', () => {
    const part = fc.constantFrom(
      '<p>',
      '</p>',
      '<li>',
      '</li>',
      '<ul>',
      '</ul>',
      '<h3>',
      '</h3>',
      '<em>',
      '</em>',
      '<br>',
      '<b>',
      '</b>',
      '<a href="/x?a=1&amp;b=2">',
      '<a href="https://e.example/p">',
      '<a href="//e.example">',
      '</a>',
      '<a href="javascript:x">',
      '<a href="/x" target="_blank">',
      '<p onclick="x">',
      '<script>',
      '</script>',
      '<style>',
      '<svg>',
      '<math>',
      '<noscript>',
      '<template>',
      '<textarea>',
      '<img src=x>',
      '<form>',
      '<!--',
      '-->',
      '&amp;',
      '&lt;',
      '&#60;',
      '&#x3c;',
      '&nbsp;',
      '&',
      '<',
      '>',
      '"',
      "'",
      '=',
      ' ',
      'text',
    );
    fc.assert(
      fc.property(
        fc.array(part, { maxLength: 24 }).map((parts) => parts.join('')),
        (html) => {
          if (isPlainHtml(html)) expect(tidied(purify(html))).toBe(tidied(html));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('the server’s sanitiser', () => {
  it('passes plain markup as it is and cleans the rest, across new windows', () => {
    const sanitize = createCatalogueSanitizer();
    const plain = '<p>Plain <a href="/search?q=x">text</a></p>';
    expect(sanitize(plain)).toBe(plain);
    // More calls than one window serves: the next window cleans by the same rules.
    for (let i = 0; i < 450; i++) {
      expect(sanitize(`<p onclick="x">${i}</p><script>alert(1)</script><a href="/x" target="_blank">y</a>`)).toBe(
        `<p>${i}</p><a href="/x" target="_blank" rel="noopener noreferrer">y</a>`,
      );
    }
  });
});
