import { describe, expect, it } from 'vitest';
import { mappingsWithLineFirst, withCompileHintFirst } from '../../../scripts/first-paint/compile-hint-plugin';

describe("V8's compile hint as every chunk's first line", () => {
  it('moves it above the preload map Vite puts first (V8 ignores it below code)', () => {
    const chunk = 'const __vite__mapDeps=(i)=>i;\n//# allFunctionsCalledOnLoad\nimport{a}from"./a.js";export{a};';
    expect(withCompileHintFirst(chunk)).toEqual({
      code: '//# allFunctionsCalledOnLoad\nconst __vite__mapDeps=(i)=>i;\nimport{a}from"./a.js";export{a};',
      from: 1,
    });
  });

  it('adds it to a chunk without one, and leaves a chunk that has it first as it is', () => {
    expect(withCompileHintFirst('export const a=1;')).toEqual({
      code: '//# allFunctionsCalledOnLoad\nexport const a=1;',
      from: -1,
    });
    const first = '//# allFunctionsCalledOnLoad\nexport const a=1;';
    expect(withCompileHintFirst(first)).toEqual({ code: first, from: 0 });
  });

  it('keeps the source map on the lines it described', () => {
    // Lines: the preload map (no mappings), the hint (none), then code mapped by "AAAA,CAAC".
    expect(mappingsWithLineFirst(';;AAAA,CAAC', 1)).toBe(';;AAAA,CAAC');
    // A hint added above: every line moves down one.
    expect(mappingsWithLineFirst('AAAA;AACA', -1)).toBe(';AAAA;AACA');
  });
});
