/**
 * Product descriptions: the HTML of spec §3 `description.html` (paragraphs, headings,
 * lists, links — the client sanitises it, spec §5) and its plain text for the search
 * document (`description_text`) and the result cards (spec §2: cut at 145 characters).
 *
 * Links are relative (our own search) or to example.com: the demo never depends on, or
 * sends visitors to, a real outside host.
 */
import type { Platform } from '../../db/types.ts';
import type { Random } from './random.ts';
import type { PrimarySubject } from './subjects.ts';
import { inSentence, titleNoun } from './titles.ts';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * Plain text of catalogue HTML: tags dropped, entities decoded, spaces collapsed. Each
 * block (paragraph, heading, list item) becomes a sentence, so list items and headings
 * do not run into each other in result cards (spec §2: description cut at 145 characters).
 */
/**
 * A numeric reference's character; U+FFFD for what is not one (0, surrogates, beyond
 * U+10FFFF), as browsers do: `&#x110000;` threw and `&#0;` put a NUL that PostgreSQL
 * refuses into the text, failing an import on hostile HTML.
 */
function character(code: number): string {
  if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|div|li|ul|ol|h[1-6]|br|tr|td|th|table|section|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (/^#x/i.test(name)) return character(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return character(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;\u2026"\u201d)]$/.test(line) ? line : `${line}.`))
    .join(' ');
}

const OPENINGS = [
  '{T} gives students a clear, engaging introduction to {s}, built around the questions students actually ask.',
  'Trusted by instructors for its accuracy and readability, {T} helps students master the core ideas of {s} and apply them with confidence.',
  '{T} combines rigorous coverage of {s} with a friendly, conversational voice and a wealth of real-world examples.',
  'Written for the way today\u2019s students learn, {T} connects the concepts of {s} to careers, current events and everyday decisions.',
  'With a focus on conceptual understanding and problem solving, {T} prepares students for success in {s} and beyond.',
  '{T} presents {s} as a living discipline, showing students how ideas are discovered, tested and used.',
];

const PLATFORM_PARAGRAPHS: Record<Platform, string[]> = {
  etext: [
    'Pearson eText is an easy-to-use digital textbook. It lets students customise how they study and learn with enhanced search and the ability to create flashcards, highlight and add notes all in one place.',
    'The eText edition reads on any device, online or offline in the mobile app, with audio playback, adjustable text size and a full glossary one tap away.',
  ],
  revel: [
    'Revel\u2122 is an interactive learning environment that engages students with the course material. Videos, interactive figures and short quizzes appear right where students read, so they practise as they learn.',
    'In Revel\u2122, assignments, journal prompts and shared writing activities keep students on track, while the performance dashboard shows instructors who needs help before the exam.',
  ],
  collection: [
    'This collection lets instructors build a course from exactly the chapters they teach. Students pay only for the content their course uses, delivered as one digital reading list.',
    'Collections combine chapters, readings and media into a single, affordable resource that instructors can reorder and extend every term.',
  ],
  learning_applications: [
    'This learning application works alongside any textbook. Instructors set it up in minutes and students join with their course invitation link.',
    'Designed for active learning, the application turns every class session into a conversation, with results instructors can act on immediately.',
  ],
  print: [
    'The print edition is bound in full colour and includes access instructions for the accompanying digital resources.',
    'This loose-leaf print edition is three-hole punched so students can bring only the chapters they need to class.',
  ],
  glp: [
    'This course combines the textbook with personalised homework, adaptive study modules and automatic grading, so students get help the moment they need it.',
    'Homework, quizzes and tests are graded automatically and feed a gradebook that syncs with the campus learning management system.',
  ],
};

const FEATURES = [
  'Learning objectives open every chapter and are revisited in the end-of-chapter summary',
  'Worked examples model the problem-solving process step by step',
  '\u201cCommon misconception\u201d boxes address the mistakes students make most often',
  'Data-rich figures and tables have been redrawn for clarity and accessibility',
  'Case studies drawn from {s} careers show the relevance of each topic',
  'End-of-chapter review questions range from recall to synthesis',
  'Key terms are defined in the margin and collected in a comprehensive glossary',
  'Concept checks at the end of every section let students test their understanding',
  'Chapter on \u201c{t}\u201d has been rewritten with current research and examples',
  'Dynamic study modules adapt to each student\u2019s performance',
  'Accessibility: alternative text for every figure and screen-reader friendly equations',
  'Videos show experts explaining the hardest ideas of {s}',
];

const NEW_IN_EDITION = [
  'A new chapter on \u201c{t}\u201d',
  'Updated statistics and examples throughout, reflecting the latest data',
  'Expanded coverage of diversity, equity and inclusion in {s}',
  'More than {n} new end-of-chapter problems',
  'Reorganised coverage of \u201c{t}\u201d for a more logical flow',
];

export interface DescriptionInput {
  title: string;
  edition: string | null;
  platform: Platform;
  subject: PrimarySubject;
  topics: readonly string[];
  productId: string;
  k12: boolean;
}

/** Returns `{ html, text }` for one product. */
export function productDescription(input: DescriptionInput, rng: Random): { html: string; text: string } {
  const s = inSentence(titleNoun(input.subject));
  const t = escapeHtml(input.title);
  const topic = () => escapeHtml(rng.pick(input.topics.length ? input.topics : [input.subject.name]));
  const fillIn = (text: string) =>
    text
      .replace('{T}', `<em>${t}</em>`)
      .replace(/\{s\}/g, escapeHtml(s))
      .replace('{t}', topic())
      .replace('{n}', String(rng.int(3, 20) * 10));

  const parts: string[] = [];
  parts.push(`<p>${fillIn(rng.pick(OPENINGS))}</p>`);
  if (input.k12) {
    parts.push(
      '<p>Aligned to state standards, with teacher resources, differentiated reading supports and classroom-ready assessments.</p>',
    );
  }
  parts.push(`<p>${escapeHtml(rng.pick(PLATFORM_PARAGRAPHS[input.platform]))}</p>`);
  parts.push('<h3>Hallmark features</h3>');
  parts.push(
    `<ul>${rng
      .sample(FEATURES, rng.int(3, 5))
      .map((f) => `<li>${fillIn(f)}</li>`)
      .join('')}</ul>`,
  );
  if (input.edition && input.edition !== '1e' && rng.chance(0.6)) {
    parts.push(`<h3>New to the ${editionWords(input.edition)} edition</h3>`);
    parts.push(
      `<ul>${rng
        .sample(NEW_IN_EDITION, rng.int(2, 3))
        .map((f) => `<li>${fillIn(f)}</li>`)
        .join('')}</ul>`,
    );
  }
  const more = `<a href="/search?disc=${encodeURIComponent(input.subject.code)}">more ${escapeHtml(input.subject.name)} titles</a>`;
  const resources = `<a href="https://www.example.com/instructor-resources/${input.productId}">instructor resources</a>`;
  parts.push(
    rng.chance(0.5)
      ? `<p>Browse ${more}, or download the ${resources}.</p>`
      : `<p>Instructors can request ${resources}; students can find ${more}.</p>`,
  );
  const html = parts.join('');
  return { html, text: htmlToText(html) };
}

const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

function editionWords(edition: string): string {
  const n = parseInt(edition, 10);
  if (ORDINALS[n]) return ORDINALS[n]!;
  const suffix =
    n % 100 >= 11 && n % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
