/**
 * The address rule (contract/addresses.ts: a hostile link must not reach a page) on every URL field catalogue
 * data carries: the import schema's fields are found by walking the schema itself, so a URL
 * field added later fails here until the import checks it; each refuses hostile addresses
 * naming the field and accepts a good one. Discipline features (written by the seed, not the
 * import) are held to the same rule. Description HTML is not an address: it is stored as
 * given and rendered only through DOMPurify (xss-corpus tests).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestApp } from '../../support/test-app.ts';
import { CatalogImportError, importCatalog } from '../../../server/ingest/catalog-import.ts';
import { isbn13CheckDigit } from '../../../server/ingest/generator/isbn.ts';
import { checkFeatureAddresses, type FeatureContent } from '../../../server/ingest/generator/features.ts';
import { ProductImport } from '../../../contract/schemas/product.ts';
import { isSafeAddress } from '../../../contract/addresses.ts';

/** Field names that hold an address (or a template of one). */
const ADDRESS_NAME = /url|uri|href|src|link/i;

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
}

/** Paths of the string fields whose name says address (arrays as `[0]`). */
function addressPaths(node: SchemaNode, path = '', name = ''): string[] {
  const found: string[] = [];
  if (node.type === 'string' && ADDRESS_NAME.test(name)) found.push(path);
  for (const [key, inner] of Object.entries(node.properties ?? {}))
    found.push(...addressPaths(inner, path ? `${path}.${key}` : key, key));
  if (node.items) found.push(...addressPaths(node.items, `${path}[0]`, name));
  for (const inner of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])])
    found.push(...addressPaths(inner, path, name));
  return [...new Set(found)];
}

function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key, i) => {
    const nextIsIndex = /^\d+$/.test(keys[i + 1]!);
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = nextIsIndex ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys.at(-1)!] = value;
}

const SAMPLE = readFileSync(new URL('../../../examples/catalog-sample.jsonl', import.meta.url), 'utf8');
function productWith(path: string, value: string): string {
  const first12 = '978199950001';
  const isbn = first12 + isbn13CheckDigit(first12);
  const { offers: _o, isRelatedTo: _r, ...base } = JSON.parse(SAMPLE.split('\n')[0]!) as Record<string, unknown>;
  const product = structuredClone({ ...base, productId: isbn, isbn: [isbn], name: 'Address rule' });
  // The use action needs its name wherever the test puts an address into it.
  if (path.startsWith('potentialAction.useAction[0].target.'))
    setAt(product, 'potentialAction.useAction[0]', { name: 'Open', target: {} });
  setAt(product, path, value);
  return JSON.stringify(product);
}

const EXPECTED_PATHS = [
  'potentialAction.previewAction.target.url',
  'potentialAction.useAction[0].target.url',
  'potentialAction.useAction[0].target.urlTemplate',
  'video.embedUrl',
  'image.url',
];

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '//evil.example/x',
  '/\\evil.example/x',
  '/\t/evil.example',
  'data:text/html,<script>alert(1)</script>',
  'http://plain.example/x',
  'vbscript:msgbox(1)',
  'https://user:pass@evil.example/',
];

describe('the import schema’s address fields', () => {
  it('are exactly the fields the import checks (a new one fails here until it is checked)', () => {
    expect(addressPaths(ProductImport as unknown as SchemaNode).sort()).toEqual([...EXPECTED_PATHS].sort());
  });
});

describe.each(databaseKinds)('the address rule on every URL field of the import on %s', (kind) => {
  const t = useTestApp(kind, { seed: { products: 10 } });

  const issuesOf = async (line: string) => {
    try {
      await importCatalog(t.database.db, line, { dryRun: true });
      return [];
    } catch (error) {
      if (error instanceof CatalogImportError) return error.issues.map((i) => i.field);
      throw error;
    }
  };

  it.each(EXPECTED_PATHS)('%s refuses hostile addresses naming the field, and takes a good one', async (path) => {
    for (const value of [...HOSTILE, ...(path.endsWith('urlTemplate') ? ['{base}/x', '{x}'] : [])]) {
      expect(await issuesOf(productWith(path, value)), `${path} = ${value}`).toContain(path);
    }
    const good = path === 'video.embedUrl' ? 'https://media.example.com/embed/1' : '/console/courses/create';
    expect(await issuesOf(productWith(path, good))).toEqual([]);
    if (path !== 'video.embedUrl')
      expect(await issuesOf(productWith(path, 'https://www.example.com/a?b=c#d'))).toEqual([]);
  });

  it('serves discipline features whose every address passes the rule', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/disciplineFeature' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      contents: { resourceUrl: string | null; ctaUrl: string | null }[];
      potentialActions: { url: string | null };
      mobileFeature: { resourceUrl: string; ctaUrl: string; appCTAs: { ctaUrl: string; ctaImageUrl: string }[] } | null;
    };
    const addresses = [
      ...body.contents.flatMap((c) => [c.resourceUrl, c.ctaUrl]),
      body.potentialActions.url,
      ...(body.mobileFeature
        ? [
            body.mobileFeature.resourceUrl,
            body.mobileFeature.ctaUrl,
            ...body.mobileFeature.appCTAs.flatMap((a) => [a.ctaUrl, a.ctaImageUrl]),
          ]
        : []),
    ].filter((a): a is string => a !== null);
    expect(addresses.length).toBeGreaterThan(3);
    expect(addresses.filter((a) => !isSafeAddress(a))).toEqual([]);
  });
});

describe('discipline features the seed writes', () => {
  const feature = (over: Partial<FeatureContent>): FeatureContent => ({
    resourceUrl: '/images/features/x.svg',
    primaryTitle: 'Feature',
    secondaryTitle: '',
    description: '',
    studentDescription: '',
    ctaText: 'Learn more',
    ctaUrl: 'https://www.example.com/features/x',
    ...over,
  });

  it('are refused, naming the field, when an address breaks the rule', () => {
    expect(() => checkFeatureAddresses(feature({}))).not.toThrow();
    expect(() => checkFeatureAddresses(feature({ ctaUrl: 'javascript:alert(1)' }))).toThrow(/ctaUrl/);
    expect(() => checkFeatureAddresses(feature({ resourceUrl: '//evil.example/x.svg' }))).toThrow(/resourceUrl/);
    expect(() =>
      checkFeatureAddresses(
        feature({
          appCTAs: [
            { platformType: 'android', ctaUrl: 'https://play.example.com/x', ctaImageUrl: 'data:image/svg+xml,x' },
          ],
        }),
      ),
    ).toThrow(/appCTAs\[0\]\.ctaImageUrl/);
  });
});
