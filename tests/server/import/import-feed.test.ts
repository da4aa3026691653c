// The feed format is read from the file's first bytes (server/ingest/import-feed.ts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { detectFeedFormat } from '../../../server/ingest/import-feed.ts';

const folder = mkdtempSync(join(tmpdir(), 'feed-format-'));
const file = (name: string, content: string | Buffer) => {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
};

describe('detectFeedFormat', () => {
  it.each([
    ['JSON lines', '{"productId":"x"}\n', 'json-lines'],
    ['an empty file', '', 'json-lines'],
    ['an XML declaration', '<?xml version="1.0"?><ONIXMessage/>', 'onix'],
    ['a byte-order mark and white space before the element', '\uFEFF\n  <ONIXMessage release="3.0"/>', 'onix'],
    ['gzip JSON lines', gzipSync('{"productId":"x"}\n'), 'json-lines'],
    ['gzip ONIX', gzipSync(`<ONIXMessage>${'<Product/>'.repeat(5000)}</ONIXMessage>`), 'onix'],
  ] as const)('%s', async (_what, content, format) => {
    expect(await detectFeedFormat(file(`f${Math.random()}`, content))).toBe(format);
  });
});
