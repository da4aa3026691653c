// The subject tree as the pages draw it: categories and their primary disciplines (home's list
// and boxes, the header's subject menu, the Subject facet). The secondary disciplines, three
// quarters of the tree's bytes, are read only to name a chosen one and by the offline search by
// subject names; a server-drawn page carries the outline, and the whole tree only where it names
// a chosen secondary discipline.
import type { DisciplineCategory } from '../../../contract/wire';

export interface OutlineDiscipline {
  code: string;
  name: string;
}

export interface OutlineCategory {
  code: string;
  name: string;
  /** Which of the three home-page box images the category shows (spec §2 Home). */
  image: number;
  primaryDisciplines: OutlineDiscipline[];
}

/** The tree without its secondary disciplines. */
export function subjectOutline(tree: readonly DisciplineCategory[]): OutlineCategory[] {
  return tree.map(({ code, name, image, primaryDisciplines }) => ({
    code,
    name,
    image,
    primaryDisciplines: primaryDisciplines.map((d) => ({ code: d.code, name: d.name })),
  }));
}

/**
 * Whether naming the chosen disciplines (`disc`, from the address) needs the whole tree: one of
 * them is not a primary discipline of the outline (a secondary one, or a code the outline lacks).
 * False while the outline is not known.
 */
export function needsWholeTree(outline: readonly OutlineCategory[] | undefined, disc: readonly string[]): boolean {
  if (!outline || disc.length === 0) return false;
  const primaries = new Set(outline.flatMap((c) => c.primaryDisciplines.map((d) => d.code)));
  return disc.some((code) => !primaries.has(code));
}
