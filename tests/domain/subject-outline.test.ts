import { describe, expect, it } from 'vitest';
import { needsWholeTree, subjectOutline } from '../../src/domain/search/subject-outline';
import { subjectNames } from '../../src/domain/search/search-results';

const TREE = [
  {
    code: 'SCI',
    name: 'Science',
    image: 2,
    primaryDisciplines: [
      { code: 'BIO', name: 'Biology', secondaryDisciplines: [{ code: 'BIO-CELL', name: 'Cell Biology' }] },
      { code: 'CHEM', name: 'Chemistry', secondaryDisciplines: [] },
    ],
  },
  { code: 'ART', name: 'Arts', image: 1, primaryDisciplines: [] },
];

describe('the subject outline', () => {
  it('keeps categories and primary disciplines, in order, without secondary ones', () => {
    expect(subjectOutline(TREE)).toEqual([
      {
        code: 'SCI',
        name: 'Science',
        image: 2,
        primaryDisciplines: [
          { code: 'BIO', name: 'Biology' },
          { code: 'CHEM', name: 'Chemistry' },
        ],
      },
      { code: 'ART', name: 'Arts', image: 1, primaryDisciplines: [] },
    ]);
  });

  it('needs the whole tree only when a chosen discipline is not a primary one', () => {
    const outline = subjectOutline(TREE);
    expect(needsWholeTree(outline, [])).toBe(false);
    expect(needsWholeTree(outline, ['BIO', 'CHEM'])).toBe(false);
    expect(needsWholeTree(outline, ['BIO', 'BIO-CELL'])).toBe(true);
    // An unknown code: the whole tree is the only place its name could be.
    expect(needsWholeTree(outline, ['NOPE'])).toBe(true);
    // The outline itself not known yet: nothing to decide from.
    expect(needsWholeTree(undefined, ['BIO-CELL'])).toBe(false);
  });

  it('names a chosen category and primary discipline from the outline, a secondary one from the whole tree only', () => {
    const outline = subjectOutline(TREE);
    expect(subjectNames(outline, 'SCI', ['BIO', 'BIO-CELL'])).toEqual({
      category: 'Science',
      disciplines: [
        { code: 'BIO', name: 'Biology' },
        { code: 'BIO-CELL', name: null },
      ],
    });
    expect(subjectNames(TREE, 'SCI', ['BIO', 'BIO-CELL']).disciplines[1]).toEqual({
      code: 'BIO-CELL',
      name: 'Cell Biology',
    });
  });
});
