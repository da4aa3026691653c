// The CSV of the import reports (contract/csv.ts): RFC 4180 quoting, CRLF, and no formulas.
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../contract/csv.ts';

describe('CSV', () => {
  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell('')).toBe('');
    expect(csvCell(null)).toBe('');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('keeps text a spreadsheet would run as a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['record', 'field', 'message'])).toBe('record,field,message\r\n');
    expect(csvLine(['line 2', 'isbn[0]', '"978" has a wrong check digit'])).toBe('line 2,isbn[0],"""978"" has a wrong check digit"\r\n');
  });
});
