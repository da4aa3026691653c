/**
 * Textbook titles. A work's title comes either from its subject's own stems
 * (subjects.ts: "Calculus: Early Transcendentals", "{A} Biology") or from generic
 * publisher templates ("Principles of Microeconomics"); K-12 works, learning
 * applications and collections get the naming those product lines use.
 */
import type { Random } from './random.ts';
import type { PrimarySubject } from './subjects.ts';

/** The noun the generic templates use when the discipline name is not one ("Introductory Psychology" → "Psychology"). */
const TITLE_NOUN: Record<string, string> = {
  'intro-psychology': 'Psychology',
  'intro-statistics': 'Statistics',
  'principles-economics': 'Economics',
  'engineering-intro': 'Engineering',
  'computer-science-intro': 'Computer Science',
  art: 'Art',
  'developmental-math': 'Mathematics',
  'developmental-english': 'College Reading and Writing',
  'math-liberal-arts': 'Mathematical Thinking',
  'health-science': 'Health',
  'business-communication': 'Business Communication',
  'english-language-learning': 'English',
  'foundations-education': 'Education',
  'us-history': 'American History',
  literacy: 'Literacy',
  'curriculum-instruction': 'Teaching',
};

export function titleNoun(subject: PrimarySubject): string {
  return TITLE_NOUN[subject.code] ?? subject.name;
}

const PROPER_WORDS = new Set([
  'American',
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Chinese',
  'Japanese',
  'Arabic',
]);

/**
 * A subject name inside a sentence: "has taught organic chemistry", but proper nouns
 * and abbreviations keep their capitals ("Spanish", "American history", "U.S.").
 */
export function inSentence(name: string): string {
  return name
    .split(' ')
    .map((word) => (PROPER_WORDS.has(word) || /\.|^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
}

const GENERIC = [
  'Principles of {S}',
  'Introduction to {S}',
  'Essentials of {S}',
  'Fundamentals of {S}',
  '{S}: A Brief Introduction',
  '{S}: Concepts and Applications',
  '{S} Today',
  '{S}: An Applied Approach',
  'Foundations of {S}',
  '{S}: A Global Perspective',
  'Exploring {S}',
  'Contemporary {S}',
  '{S}: Theory and Practice',
  'Understanding {S}',
  '{S} in Action',
  'Survey of {S}',
  '{S}: The Core',
  'Experiencing {S}',
  '{S}: A Practical Introduction',
  '{S}: Making Connections',
];

const K12 = [
  '{A} & {B} {S}',
  'Interactive {S}',
  '{S}: Foundations for High School',
  'Advanced Placement {S}',
  '{S} for the AP\u00ae Course',
  'Pathways in {S}',
  '{S}: Student Edition',
];

function fill(template: string, noun: string, authors: readonly string[]): string | null {
  if (template.includes('{A}') && !authors[0]) return null;
  if (template.includes('{B}') && !authors[1]) return null;
  return template
    .replace('{S}', noun)
    .replace('{A}', authors[0] ?? '')
    .replace('{B}', authors[1] ?? '');
}

/** The title of a textbook work; `authors` are the family names of its author team, in order. */
export function workTitle(subject: PrimarySubject, authors: readonly string[], k12: boolean, rng: Random): string {
  const noun = titleNoun(subject);
  for (let attempt = 0; attempt < 8; attempt++) {
    let template: string;
    if (k12 && subject.genericTitles && rng.chance(0.5)) template = rng.pick(K12);
    else if (!subject.genericTitles || rng.chance(0.6)) template = rng.pick(subject.titles);
    else template = rng.pick(GENERIC);
    const title = fill(template, noun, authors);
    if (title) return title;
  }
  return `Introduction to ${noun}`;
}

/** Learning applications are named after the application (spec §3 models LEARNING_CATALYTICS, MEDIA_SHARE, PEARSON_WRITER). */
export function applicationTitle(model: string, subject: PrimarySubject): string {
  const noun = titleNoun(subject);
  switch (model) {
    case 'LEARNING_CATALYTICS':
      return `Learning Catalytics for ${noun}`;
    case 'MEDIA_SHARE':
      return `MediaShare for ${noun}`;
    default:
      return `Pearson Writer for ${noun}`;
  }
}

/** Collections are named after the textbook they are cut from (spec §2 "source textbook"). */
export function collectionTitle(
  model: string,
  sourceTitle: string,
  subject: PrimarySubject,
  orgDisplayName: string | null,
): string {
  if (model === 'CUSTOM_COLLECTIONS') {
    return `${sourceTitle}, Custom Edition${orgDisplayName ? ` for ${orgDisplayName}` : ''}`;
  }
  return `${titleNoun(subject)} Collection: Selected Chapters from ${sourceTitle}`;
}

/** URL slug of a title: "Calculus: Early Transcendentals" → "calculus-early-transcendentals". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2019']/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
  return slug || 'product';
}
