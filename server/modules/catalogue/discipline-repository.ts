/** SQL for the subject tree (categories → primary → secondary disciplines). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { DisciplineCategory } from '../../schemas/discipline.ts';

export async function listDisciplineTree(db: Kysely<DB>): Promise<DisciplineCategory[]> {
  const [categories, primaries, secondaries] = await Promise.all([
    db.selectFrom('discipline_category').select(['code', 'name', 'image']).orderBy('position').execute(),
    db.selectFrom('primary_discipline').select(['code', 'name', 'category_code']).orderBy('position').execute(),
    db.selectFrom('secondary_discipline').select(['code', 'name', 'primary_code']).orderBy('position').execute(),
  ]);
  const secondaryByPrimary = new Map<string, { code: string; name: string }[]>();
  for (const s of secondaries) {
    const list = secondaryByPrimary.get(s.primary_code) ?? [];
    list.push({ code: s.code, name: s.name });
    secondaryByPrimary.set(s.primary_code, list);
  }
  const primaryByCategory = new Map<string, DisciplineCategory['primaryDisciplines']>();
  for (const p of primaries) {
    const list = primaryByCategory.get(p.category_code) ?? [];
    list.push({ code: p.code, name: p.name, secondaryDisciplines: secondaryByPrimary.get(p.code) ?? [] });
    primaryByCategory.set(p.category_code, list);
  }
  return categories.map((c) => ({
    code: c.code,
    name: c.name,
    image: c.image,
    primaryDisciplines: primaryByCategory.get(c.code) ?? [],
  }));
}
