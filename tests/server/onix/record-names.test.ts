// The import's RecordReferences by line, kept compact to the end of a long feed.
import { expect, test } from 'vitest';
import { RecordNames } from '../../../server/ingest/onix/record-names.ts';

test('names each record line as added, across chunks of 4,096, and nothing for other lines', () => {
  const names = new RecordNames();
  // Records start every 40 lines from line 3: 10,000 of them, so two joined chunks and an open one.
  for (let i = 0; i < 10_000; i++) names.set(3 + 40 * i, `REF-${i}`);
  expect(names.get(3)).toBe('REF-0');
  expect(names.get(3 + 40 * 4095)).toBe('REF-4095'); // the last of the first chunk
  expect(names.get(3 + 40 * 4096)).toBe('REF-4096'); // the first of the second
  expect(names.get(3 + 40 * 8191)).toBe('REF-8191');
  expect(names.get(3 + 40 * 8192)).toBe('REF-8192'); // in the open chunk
  expect(names.get(3 + 40 * 9999)).toBe('REF-9999');
  expect(names.get(4)).toBeUndefined();
  expect(names.get(2)).toBeUndefined();
  expect(names.get(3 + 40 * 10_000)).toBeUndefined();
});

test('keeps empty and non-ASCII references, and refuses a line out of order', () => {
  const names = new RecordNames();
  names.set(10, 'Çağrı-1').set(20, '').set(30, 'B');
  expect(names.get(10)).toBe('Çağrı-1');
  expect(names.get(20)).toBe('');
  expect(names.get(30)).toBe('B');
  expect(() => names.set(25, 'late')).toThrow('record lines must increase: 25 after 30');
  // A second pass over the same file names the same lines the same way.
  names.set(10, 'Çağrı-1').set(20, '').set(30, 'B');
  expect(names.get(10)).toBe('Çağrı-1');
  expect(() => names.set(20, 'other')).toThrow('record lines must increase: 20 after 30');
});
