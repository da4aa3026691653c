/**
 * Generated book covers ("a generated image, e.g. SVG from title, edition
 * and a colour per discipline, so nothing depends on outside hosts"). Pure: facts in,
 * SVG text out. Every catalogue string goes through escapeXml — titles contain `&`
 * ("Anatomy & Physiology") and imports may contain anything.
 */
import type { Platform } from '../../db/types.ts';
import type { CoverFacts } from './cover-repository.ts';

const WIDTH = 300;
const HEIGHT = 400;
const MARGIN = 24;
const FONT = "'Helvetica Neue', Helvetica, Arial, sans-serif";

/** Escapes text for SVG/XML content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- naming the allowed control characters is the point
      .replace(/[^\u0009\u000a\u000d\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Platform band label (spec §2: "TM after the courseware platform name"). */
const PLATFORM_LABEL: Record<Platform, string> = {
  etext: 'eText',
  revel: 'Revel\u2122',
  collection: 'Collection',
  learning_applications: 'Application',
  print: 'Print',
  glp: 'Courseware',
};

/**
 * Greedy word wrap to at most `maxLines` lines of `width` characters; an over-long word
 * is cut, and text that does not fit ends with an ellipsis.
 */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const raw of words) {
    const word = raw.length > width ? `${raw.slice(0, width - 1)}\u2026` : raw;
    if (!line) line = word;
    else if (line.length + 1 + word.length <= width) line += ` ${word}`;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  const last = kept[maxLines - 1]!;
  kept[maxLines - 1] = `${last.length >= width ? last.slice(0, width - 1) : last}\u2026`;
  return kept;
}

/** A small stable number from the id, so covers of one subject still differ in pattern. */
function variant(productId: string): number {
  let h = 0;
  for (let i = 0; i < productId.length; i++) h = (h * 31 + productId.charCodeAt(i)) >>> 0;
  return h;
}

function titleLayout(title: string): { size: number; lines: string[] } {
  // Average glyph width of a sans-serif bold is about 0.58 em.
  for (const size of [30, 26, 22, 19]) {
    const perLine = Math.floor((WIDTH - 2 * MARGIN) / (size * 0.58));
    const lines = wrapText(title, perLine, 6);
    if (lines.length <= (size >= 26 ? 4 : 6) && !lines.at(-1)!.endsWith('\u2026')) return { size, lines };
  }
  const size = 19;
  return { size, lines: wrapText(title, Math.floor((WIDTH - 2 * MARGIN) / (size * 0.58)), 6) };
}

const SAFE_COLOR = /^#[0-9a-fA-F]{6}$/;

export function renderCoverSvg(facts: Omit<CoverFacts, 'hasCover'>): string {
  const color = facts.color && SAFE_COLOR.test(facts.color) ? facts.color : '#2f4f6f';
  const v = variant(facts.productId);
  const { size, lines } = titleLayout(facts.name);
  const titleTop = 112;
  const lineHeight = Math.round(size * 1.18);
  const title = lines
    .map((l, i) => `<tspan x="${MARGIN}" y="${titleTop + i * lineHeight}">${escapeXml(l)}</tspan>`)
    .join('');
  const brand = facts.brand || PLATFORM_LABEL[facts.platform];
  const band = escapeXml(facts.platform === 'revel' && !brand.includes('\u2122') ? `${brand}\u2122` : brand);
  const authors = escapeXml(wrapText(facts.authors.join(' \u00b7 '), 30, 1)[0] ?? '');
  const edition = facts.edition && /^\d+[eE]$/.test(facts.edition) ? facts.edition.toLowerCase() : null;
  // Decoration: two translucent circles whose place depends on the id.
  const cx1 = 40 + (v % 220);
  const cy1 = 250 + ((v >>> 8) % 90);
  const r1 = 70 + ((v >>> 16) % 60);
  const cx2 = WIDTH - ((v >>> 4) % 120);
  const cy2 = 300 + ((v >>> 12) % 80);
  const label = `Cover of ${facts.name}${edition ? `, ${edition}` : ''}`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${color}"/>`,
    `<circle cx="${cx1}" cy="${cy1}" r="${r1}" fill="#ffffff" fill-opacity="0.08"/>`,
    `<circle cx="${cx2}" cy="${cy2}" r="${r1 + 40}" fill="#000000" fill-opacity="0.10"/>`,
    `<rect width="${WIDTH}" height="48" fill="#000000" fill-opacity="0.35"/>`,
    `<text x="${MARGIN}" y="31" font-family="${FONT}" font-size="16" font-weight="600" fill="#ffffff">${band}</text>`,
    `<rect x="${MARGIN}" y="72" width="48" height="4" fill="#ffffff" fill-opacity="0.85"/>`,
    `<text font-family="${FONT}" font-size="${size}" font-weight="700" fill="#ffffff">${title}</text>`,
    authors
      ? `<text x="${MARGIN}" y="${HEIGHT - 56}" font-family="${FONT}" font-size="15" fill="#ffffff" fill-opacity="0.92">${authors}</text>`
      : '',
    `<text x="${MARGIN}" y="${HEIGHT - 26}" font-family="${FONT}" font-size="12" letter-spacing="2" fill="#ffffff" fill-opacity="0.75">PEARSON</text>`,
    edition
      ? `<circle cx="${WIDTH - 48}" cy="${HEIGHT - 52}" r="26" fill="#ffffff"/><text x="${WIDTH - 48}" y="${HEIGHT - 45}" text-anchor="middle" font-family="${FONT}" font-size="19" font-weight="700" fill="${color}">${escapeXml(edition)}</text>`
      : '',
    '</svg>',
  ].join('');
}
