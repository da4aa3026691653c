// contract/ imports nothing of server/ or src/ (eslint.config.js, architecture "One picture"): the
// rule is run on small texts placed at contract/ paths, so a config change that silently drops it
// (a moved block, a renamed folder) fails here rather than letting the arrow run up again.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error eslint.config.js is plain JavaScript without declarations
import { CONTRACT_IMPORTS_NOTHING_ABOVE } from '../../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;
/** import-x prefixes the zone's message with the path it refused. */
const firesZone = { ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining(CONTRACT_IMPORTS_NOTHING_ABOVE) };

/** The messages ESLint gives a text as if it were the file at `file` (relative to the root). */
async function lintAt(file: string, text: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('lint: contract/ imports nothing of server/ or src/', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it('fires on a type-only re-export from server/, the arrow contract/wire.ts once had', async () => {
    const messages = await lintAt('contract/lint-fixture.ts', "export type { FastifyInstance } from '../server/app.ts';\n");
    expect(messages).toContainEqual(firesZone);
  });

  it('fires on an import from src/, from a file in a contract subfolder too', async () => {
    const messages = await lintAt(
      'contract/schemas/lint-fixture.ts',
      "import { cut } from '../../src/domain/search/text.ts';\nexport const x = cut;\n",
    );
    expect(messages).toContainEqual(firesZone);
  });

  it('lets contract/ import itself and typebox', async () => {
    const messages = await lintAt(
      'contract/schemas/lint-fixture.ts',
      "import { Type } from 'typebox';\nimport { Text } from './common.ts';\nimport { LOCALES } from '../locales.ts';\n" +
        'export const X = Type.Object({ t: Text(), l: Type.Enum([...LOCALES]) });\n',
    );
    expect(messages).toEqual([]);
  });

  it('keeps schema values out of the client: src/ may import contract/schemas only as types', async () => {
    const value = await lintAt('src/lib/lint-fixture.ts', "import { SearchQuery } from '../../contract/schemas/search.ts';\nexport const q = SearchQuery;\n");
    expect(value.map((m) => m.ruleId)).toContain('@typescript-eslint/no-restricted-imports');
    const types = await lintAt('src/lib/lint-fixture.ts', "import type { SearchQuery } from '../../contract/schemas/search.ts';\nexport type Q = SearchQuery;\n");
    expect(types).toEqual([]);
  });

  it('keeps the schemas out of server/db and server/lib, as when they lived in server/schemas', async () => {
    const text = "import { ProductId } from '../../contract/schemas/common.ts';\nexport const p = ProductId;\n";
    for (const file of ['server/db/lint-fixture.ts', 'server/lib/lint-fixture.ts']) {
      const messages = await lintAt(file, text);
      expect(messages.map((m) => m.ruleId), file).toContain('import-x/no-restricted-paths');
    }
  });
});
