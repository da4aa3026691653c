/**
 * ONIX text (TextContent/Text, BiographicalNote) as this catalogue's HTML. XHTML (textformat
 * 05, or a <Text> holding elements) is serialised element by element under the page's own
 * sanitising rules (contract/html-rules.ts): forbidden elements go with their content, handler,
 * style and data-* attributes and javascript:/vbscript:/data: addresses go. Escaped HTML
 * (textformat 02) is stored as given, as a JSON-lines description is: the page sanitises it
 * when it renders it. Plain text becomes paragraphs.
 */
import { FORBID_TAGS, keepsAttribute } from '../../../contract/html-rules.ts';
import type { XNode } from './xml-reader.ts';

const VOID = new Set(['br', 'hr', 'img', 'col', 'area', 'wbr']);
const FORBIDDEN = new Set(FORBID_TAGS);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

function serialise(parts: (XNode | string)[]): string {
  let html = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      html += escapeText(part);
      continue;
    }
    const name = part.name.toLowerCase();
    if (FORBIDDEN.has(name)) continue;
    const attrs = Object.entries(part.attrs)
      .filter(([k, v]) => keepsAttribute(k, v))
      .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
      .join('');
    if (VOID.has(name)) html += `<${name}${attrs}>`;
    else html += `<${name}${attrs}>${serialise(part.parts ?? [])}</${name}>`;
  }
  return html;
}

/** Plain text as paragraphs (a blank line separates them). */
export function textToHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeText(p)}</p>`)
    .join('');
}

/** The HTML of an ONIX text element. */
export function onixTextToHtml(node: XNode): string {
  const format = node.attrs.textformat;
  const hasElements = (node.parts ?? []).some((p) => typeof p !== 'string');
  if (format === '05' || hasElements) return serialise(node.parts ?? []).trim();
  if (format === '02') return node.text.trim();
  return textToHtml(node.text);
}

/** The plain text of an ONIX text element (XHTML tags dropped, paragraphs on lines). */
export function onixTextToPlain(node: XNode): string {
  const walk = (parts: (XNode | string)[]): string =>
    parts
      .map((p) => (typeof p === 'string' ? p : FORBIDDEN.has(p.name.toLowerCase()) ? '' : walk(p.parts ?? [])))
      .join('');
  return (node.parts ? walk(node.parts) : node.text).trim();
}
