/**
 * Tables of contents (spec §3 "Table of contents: toc (label, children), tocString"),
 * two or three levels deep: chapters with sections, and for longer books parts that
 * group the chapters. Collections take their modules from the same chapters.
 */
import type { TocNode } from '../../db/types.ts';
import type { Random } from './random.ts';

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];
const PART_NAMES = ['Foundations', 'Core Concepts', 'Applications', 'Extensions and Special Topics', 'Frontiers'];

const SECTION_PATTERNS = [
  'Introduction to {t}',
  'Key Concepts',
  '{t} in Practice',
  'Case Study',
  'Thinking Critically about {t}',
  'Connecting to Careers',
  'Chapter Summary',
  'Review Questions',
  'Problems and Exercises',
];

/** The chapter list of a work: 8–14 of its subject's topics, in teaching order. */
export function chooseChapters(topics: readonly string[], rng: Random): string[] {
  const count = Math.min(topics.length, rng.int(8, 14));
  const keep = new Set(
    rng.sample(
      topics.map((_, i) => i),
      count,
    ),
  );
  return topics.filter((_, i) => keep.has(i));
}

function sections(chapterNumber: number, topic: string, rng: Random): TocNode[] {
  const body = SECTION_PATTERNS.slice(0, 6);
  const chosen = new Set(rng.sample(body, rng.int(2, 3)));
  const list = [...body.filter((s) => chosen.has(s)), rng.pick(SECTION_PATTERNS.slice(6))];
  // "Introduction to the Chemistry of Life", not "… to The Chemistry of Life".
  const inner = topic.replace(/^The /, 'the ');
  return list.map((pattern, i) => ({
    label: `${chapterNumber}.${i + 1} ${pattern.startsWith('{t}') ? pattern.replace('{t}', topic) : pattern.replace('{t}', inner)}`,
  }));
}

/** The tree: with parts (3 levels) for about half the works, chapters → sections (2 levels) otherwise. */
export function buildToc(chapters: readonly string[], rng: Random): TocNode[] {
  const chapterNodes: TocNode[] = chapters.map((topic, i) => ({
    label: `Chapter ${i + 1}: ${topic}`,
    children: sections(i + 1, topic, rng),
  }));
  if (chapters.length < 9 || rng.chance(0.5)) return chapterNodes;
  const partCount = chapters.length >= 12 ? 4 : 3;
  const perPart = Math.ceil(chapterNodes.length / partCount);
  const parts: TocNode[] = [];
  for (let p = 0; p < partCount; p++) {
    const children = chapterNodes.slice(p * perPart, (p + 1) * perPart);
    if (children.length) parts.push({ label: `Part ${ROMAN[p]}: ${PART_NAMES[p]}`, children });
  }
  return parts;
}

/** Plain-text contents: one entry a line, two spaces of indent per level. */
export function tocToString(toc: readonly TocNode[], depth = 0): string {
  return toc
    .map((node) => {
      const line = `${'  '.repeat(depth)}${node.label}`;
      return node.children?.length ? `${line}\n${tocToString(node.children, depth + 1)}` : line;
    })
    .join('\n');
}
