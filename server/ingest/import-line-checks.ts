/**
 * The checks of one catalogue-import line (docs/catalog-import.md): JSON, the text rule, the
 * TypeBox schema, ISBN check digits, addresses, and the subjects and organisations it names.
 * Checks that need other lines or the database's products (ids used twice, related products)
 * are the import's (catalog-import.ts), against its staging tables.
 */
import { Compile } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { ProductImport } from '../../contract/schemas/product.ts';
import { isAllowedVideoEmbed, isSafeAddress, isSafeAddressTemplate } from '../../contract/addresses.ts';
import { isValidIsbn } from './generator/isbn.ts';
import { findTextProblem, normaliseTextDeep, TEXT_PROBLEM_MESSAGES } from '../../contract/text.ts';
import type { Reference } from './import-rows.ts';

export interface ImportIssue {
  /** 1-based line number in the file. */
  line: number;
  /** The offending field as a path (`authors[0].familyName`), or `(line)` for the whole line. */
  field: string;
  message: string;
  /** The record the line belongs to, when the source names its records (an ONIX RecordReference). */
  record?: string;
}

const validator = Compile(ProductImport);

/** At most this many schema errors are reported per line: the first ones say enough. */
const MAX_ERRORS_PER_LINE = 5;

/** `/authors/0/familyName` → `authors[0].familyName`. */
function fieldPath(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part), '');
}

/** Schema errors → issues. One per field; a union's "anyOf" is dropped when a branch said more. */
function schemaIssues(line: number, errors: TLocalizedValidationError[]): ImportIssue[] {
  const byField = new Map<string, ImportIssue>();
  for (const error of errors) {
    if (error.keyword === 'required') {
      const missing = (error.params as { requiredProperties?: string[] }).requiredProperties ?? [];
      for (const name of missing) {
        const field = fieldPath(`${error.instancePath}/${name}`);
        if (!byField.has(field)) byField.set(field, { line, field, message: 'is required' });
      }
      continue;
    }
    const field = fieldPath(error.instancePath) || '(line)';
    if (byField.has(field)) continue;
    if (error.keyword === 'anyOf' && [...byField.keys()].some((f) => f.startsWith(field))) continue;
    byField.set(field, { line, field, message: error.message });
  }
  return [...byField.values()].slice(0, MAX_ERRORS_PER_LINE);
}

const ADDRESS_RULE =
  'must be an https: address or a path starting with a single "/" (no other scheme, no "//host", no backslash or control character)';

/** Every address a product carries (contract/addresses.ts), as issues naming the field. */
function addressIssues(line: number, product: ProductImport, videoHosts: readonly string[]): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const check = (field: string, value: string | undefined, safe: (v: string) => boolean, rule = ADDRESS_RULE) => {
    if (value !== undefined && !safe(value))
      issues.push({ line, field, message: `${JSON.stringify(value.slice(0, 80))} ${rule}` });
  };
  const preview = product.potentialAction.previewAction?.target.url;
  check('potentialAction.previewAction.target.url', preview, isSafeAddress);
  product.potentialAction.useAction.forEach((action, i) => {
    check(`potentialAction.useAction[${i}].target.url`, action.target.url, isSafeAddress);
    check(`potentialAction.useAction[${i}].target.urlTemplate`, action.target.urlTemplate, isSafeAddressTemplate);
  });
  check('image.url', product.image?.url, isSafeAddress);
  check(
    'video.embedUrl',
    product.video?.embedUrl,
    (v) => isAllowedVideoEmbed(v, videoHosts),
    `must be an https: address on an allowed video host (${videoHosts.join(', ') || 'none allowed'}; VIDEO_EMBED_HOSTS)`,
  );
  return issues;
}

/** Import fields whose text may run over several lines (contract/text.ts allows line breaks there). */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'html',
  'biography',
  'tocString',
  'description',
  'studentDescription',
  'offerDescription',
]);

/** `a.b.0.c` (contract/text.ts's path) as the import's field path `a.b[0].c`. */
const importPath = (path: string) => path.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

// The text rule of contract/text.ts as two patterns, for the quick walk below: what no text
// may hold (C0 controls but tab and line breaks, DEL, a lone surrogate), and that plus line breaks.
// eslint-disable-next-line no-control-regex -- matching control characters is this rule's purpose
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- as above, line breaks included
const NOT_SINGLE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F\p{Cs}]/u;
// eslint-disable-next-line no-control-regex -- "any character outside ASCII" names the range from NUL
const NON_ASCII = /[^\u0000-\u007F]/;

const nfc = (text: string) => (NON_ASCII.test(text) ? text.normalize('NFC') : text);

/**
 * normaliseTextDeep and findTextProblem (contract/text.ts) in one walk that builds no paths:
 * the NFC copy, and whether any string or key breaks the rule. Four times faster than the two
 * (measured on generated lines), which matters at a million lines; when it says "broken",
 * findTextProblem names the first broken field, so messages are the contract's own.
 */
function normaliseAndTest(value: unknown, multiline: boolean, depth: number, found: { broken: boolean }): unknown {
  if (typeof value === 'string') {
    const text = nfc(value);
    if ((multiline ? NOT_TEXT : NOT_SINGLE_LINE).test(text)) found.broken = true;
    return text;
  }
  if (depth >= 64 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    // An array element's own "key" is its index: never a long-text field (as in findTextProblem).
    for (let i = 0; i < value.length; i++) out[i] = normaliseAndTest(value[i], false, depth + 1, found);
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const name = nfc(key);
    if (NOT_SINGLE_LINE.test(name)) found.broken = true;
    out[name] = normaliseAndTest(inner, MULTILINE_FIELDS.has(name), depth + 1, found);
  }
  return out;
}

/** JSON, then the text rule (before the schema: a NUL or a lone surrogate is named as such), then the schema. */
export function parseProduct(line: number, raw: string): { product: ProductImport } | { issues: ImportIssue[] } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    return { issues: [{ line, field: '(line)', message: `not valid JSON: ${(error as Error).message}` }] };
  }
  return checkProductValue(line, parsed);
}

/** A parsed value (a JSON line's, or a record mapped from another format): the text rule, then the schema. */
export function checkProductValue(
  line: number,
  parsed: unknown,
): { product: ProductImport } | { issues: ImportIssue[] } {
  // Text is kept in NFC, like every string the API receives (contract/text.ts).
  const found = { broken: false };
  const value = normaliseAndTest(parsed, false, 0, found);
  if (found.broken) {
    const problem = findTextProblem(normaliseTextDeep(parsed), MULTILINE_FIELDS);
    if (problem)
      return {
        issues: [
          { line, field: importPath(problem.path) || '(line)', message: TEXT_PROBLEM_MESSAGES[problem.problem] },
        ],
      };
  }
  if (!validator.Check(value)) return { issues: schemaIssues(line, validator.Errors(value)) };
  return { product: value };
}

/**
 * What one line can be checked for on its own, in the order they are told: those before the
 * productId's place (`before`) and after it; whether the productId is on an earlier line is
 * known only when the line's batch meets the staging table (catalog-import.ts).
 */
export function ownIssues(
  line: number,
  product: ProductImport,
  videoHosts: readonly string[],
): { before: ImportIssue[]; after: ImportIssue[] } {
  const before: ImportIssue[] = [];
  product.isbn.forEach((isbn, i) => {
    if (!isValidIsbn(isbn)) before.push({ line, field: `isbn[${i}]`, message: `"${isbn}" has a wrong check digit` });
  });
  if (product.isbn.length >= 2 && product.isbn[1]!.length !== 13) {
    before.push({ line, field: 'isbn[1]', message: 'the second isbn entry must be the ISBN-13 (spec §2)' });
  }
  const after: ImportIssue[] = [];
  (product.isRelatedTo ?? []).forEach((r, i) => {
    if (r.productId === product.productId)
      after.push({ line, field: `isRelatedTo[${i}].productId`, message: 'a product cannot be related to itself' });
  });
  (product.offers ?? []).forEach((o, i) => {
    if (!o.orgId && !o.country)
      after.push({
        line,
        field: `offers[${i}]`,
        message: 'needs orgId (institutional offer) or country (national offer)',
      });
    if (o.orgId && o.country)
      after.push({ line, field: `offers[${i}].country`, message: 'an offer has either orgId or country, not both' });
  });
  after.push(...addressIssues(line, product, videoHosts));
  return { before, after };
}

/** Where the ids a line uses are already taken: by another product in the database, or on an earlier line. */
export interface TakenIds {
  offerOwner: ReadonlyMap<string, string>;
  uuidOwner: ReadonlyMap<string, string>;
  /** Offer id → the last line before that used it; updated as lines are checked. */
  offerLine: Map<string, number>;
  uuidLine: Map<string, number>;
}

/** Subjects and organisations the line names, and ids it uses that are taken (`taken`, updated). */
export function referenceIssues(line: number, product: ProductImport, ref: Reference, taken: TakenIds): ImportIssue[] {
  const issues: ImportIssue[] = [];
  const at = (field: string, message: string) => issues.push({ line, field, message });
  product.disciplines.forEach((d, i) => {
    const primary = ref.primaries.get(d.primaryDiscipline.code);
    if (!primary)
      at(`disciplines[${i}].primaryDiscipline.code`, `unknown primary discipline "${d.primaryDiscipline.code}"`);
    const secondary = d.secondaryDiscipline?.code;
    if (secondary) {
      const known = ref.secondaries.get(secondary);
      if (!known) at(`disciplines[${i}].secondaryDiscipline.code`, `unknown secondary discipline "${secondary}"`);
      else if (primary && known.primary !== d.primaryDiscipline.code) {
        at(
          `disciplines[${i}].secondaryDiscipline.code`,
          `"${secondary}" belongs to "${known.primary}", not "${d.primaryDiscipline.code}"`,
        );
      }
    }
    const category = d.disciplineCategory?.code;
    if (category && primary && primary.category !== category) {
      at(
        `disciplines[${i}].disciplineCategory.code`,
        `"${d.primaryDiscipline.code}" is in category "${primary.category}", not "${category}"`,
      );
    }
  });
  const dup = product.disciplines.findIndex(
    (d, i) => product.disciplines.findIndex((e) => e.primaryDiscipline.code === d.primaryDiscipline.code) !== i,
  );
  if (dup >= 0)
    at(
      `disciplines[${dup}].primaryDiscipline.code`,
      `"${product.disciplines[dup]!.primaryDiscipline.code}" is listed twice`,
    );
  if (product.orgId && !ref.organisations.has(product.orgId)) at('orgId', `unknown organisation "${product.orgId}"`);
  (product.offers ?? []).forEach((o, i) => {
    if (o.orgId && !ref.organisations.has(o.orgId)) at(`offers[${i}].orgId`, `unknown organisation "${o.orgId}"`);
    const owner = taken.offerOwner.get(o.offerId);
    if (owner && owner !== product.productId) at(`offers[${i}].offerId`, `"${o.offerId}" belongs to product ${owner}`);
    const other = taken.offerLine.get(o.offerId);
    if (other !== undefined) at(`offers[${i}].offerId`, `"${o.offerId}" is also used on line ${other}`);
    taken.offerLine.set(o.offerId, line);
  });
  (product.availableTobuy ?? []).forEach((o, i) => {
    if (o.orgId && !ref.organisations.has(o.orgId))
      at(`availableTobuy[${i}].orgId`, `unknown organisation "${o.orgId}"`);
  });
  if (product.uuid) {
    const owner = taken.uuidOwner.get(product.uuid);
    if (owner && owner !== product.productId) at('uuid', `"${product.uuid}" belongs to product ${owner}`);
    const other = taken.uuidLine.get(product.uuid);
    if (other !== undefined) at('uuid', `"${product.uuid}" is also used on line ${other}`);
    taken.uuidLine.set(product.uuid, line);
  }
  return issues;
}
