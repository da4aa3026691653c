import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../contract/csv';

describe('CSV for the insights tables', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
  });
  it('guards against formula injection: text starting with = + - @ gets an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1+2')).toBe("'+1+2");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
  it('writes numbers as numbers, negative ones too', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0.25)).toBe('0.25');
  });
  it('joins a header and rows with CRLF', () => {
    expect(toCsv(['query', 'searches'], [['biology', 4], ['a,b', 1]])).toBe('query,searches\r\nbiology,4\r\n"a,b",1\r\n');
  });
});
