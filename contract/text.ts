/**
 * The one rule for text on the wire and in catalogue files (hostile-text issue): what a string
 * may hold and how it is normalised. PostgreSQL refuses NUL and lone surrogates (a refused
 * multi-row INSERT once cost every good row beside it), and other control characters have no
 * place in a catalogue or a search, so both sides check text here before anything is written.
 *
 * - Valid Unicode: no lone surrogate (a UTF-16 half without its other half).
 * - No C0 control character (U+0000–U+001F) nor DEL (U+007F), except tab everywhere and line
 *   breaks (LF, CR) in multi-line fields (descriptions, biographies, tables of contents).
 * - Normalised to NFC, so 'é' typed as e + combining accent and as one character are the same
 *   text (the same search, the same insights row, the same length).
 *
 * Right-to-left marks and zero-width characters are valid text (Arabic and Hebrew use the
 * marks, emoji sequences and several scripts the joiners): they are kept, never refused.
 */

/** JSON-schema `format` names the server's schemas use (contract/schemas/common.ts). */
export const TEXT_FORMAT = 'text';
export const MULTILINE_TEXT_FORMAT = 'multiline-text';

export type TextProblem = 'lone-surrogate' | 'control-character' | 'line-break';

// With the `u` flag a lone surrogate is its own code point, and a pair is one code point.
const LONE_SURROGATE = /\p{Cs}/u;
const LINE_BREAK = /[\n\r]/;
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** What is wrong with `text` under the rule, or null when it may be stored. */
export function textProblem(text: string, options: { multiline?: boolean } = {}): TextProblem | null {
  if (LONE_SURROGATE.test(text)) return 'lone-surrogate';
  if (CONTROL.test(text)) return 'control-character';
  if (!options.multiline && LINE_BREAK.test(text)) return 'line-break';
  return null;
}

/** The end of the sentence "<field> …" for a problem. */
export const TEXT_PROBLEM_MESSAGES: Record<TextProblem, string> = {
  'lone-surrogate': 'must be valid Unicode text (it holds a lone surrogate)',
  'control-character': 'must not hold control characters (NUL and other C0 controls)',
  'line-break': 'must be a single line',
};

export const isSingleLineText = (text: string): boolean => textProblem(text) === null;
export const isMultilineText = (text: string): boolean => textProblem(text, { multiline: true }) === null;

/** Text as it is kept: NFC. */
export function normaliseText(text: string): string {
  return text.normalize('NFC');
}

/**
 * A copy of a parsed JSON value (or query object) with every string, key included, in NFC.
 * Depth is bounded by the body size limit; the walk stops at 64 levels and keeps the rest.
 */
export function normaliseTextDeep<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return normaliseText(value) as T;
  if (depth >= 64 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => normaliseTextDeep(v, depth + 1)) as T;
  const out: Record<string, unknown> = Object.getPrototypeOf(value) === null ? Object.create(null) : {};
  for (const [key, inner] of Object.entries(value)) out[normaliseText(key)] = normaliseTextDeep(inner, depth + 1);
  return out as T;
}

/** The first string in a parsed value that breaks the rule, with its dotted path, else null. */
export function findTextProblem(
  value: unknown,
  multilineKeys: ReadonlySet<string> = new Set(),
  path = '',
  depth = 0,
): { path: string; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const key = path.slice(path.lastIndexOf('.') + 1);
    const problem = textProblem(value, { multiline: multilineKeys.has(key) });
    return problem ? { path, problem } : null;
  }
  if (depth >= 64 || typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    const keyProblem = textProblem(key);
    if (keyProblem) return { path: here, problem: keyProblem };
    const found = findTextProblem(inner, multilineKeys, here, depth + 1);
    if (found) return found;
  }
  return null;
}
