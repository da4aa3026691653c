/** SQL for the subject tree (categories → primary → secondary disciplines). */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.ts';
import type { DisciplineCategory } from '../../../contract/schemas/discipline.ts';
import type { Locale } from '../../../contract/locales.ts';

/**
 * The tree with each subject's name in `locale` where the catalogue has one
 * (discipline_name), else the catalogue's own name.
 */
export async function listDisciplineTree(db: Kysely<DB>, locale: Locale): Promise<DisciplineCategory[]> {
  const [categories, primaries, secondaries] = await Promise.all([
    db
      .selectFrom('discipline_category as s')
      .leftJoin('discipline_name as n', (join) => join.onRef('n.code', '=', 's.code').on('n.locale', '=', locale))
      .select((eb) => ['s.code', eb.fn.coalesce('n.name', 's.name').as('name'), 's.image'])
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('primary_discipline as s')
      .leftJoin('discipline_name as n', (join) => join.onRef('n.code', '=', 's.code').on('n.locale', '=', locale))
      .select((eb) => ['s.code', eb.fn.coalesce('n.name', 's.name').as('name'), 's.category_code'])
      .orderBy('s.position')
      .execute(),
    db
      .selectFrom('secondary_discipline as s')
      .leftJoin('discipline_name as n', (join) => join.onRef('n.code', '=', 's.code').on('n.locale', '=', locale))
      .select((eb) => ['s.code', eb.fn.coalesce('n.name', 's.name').as('name'), 's.primary_code'])
      .orderBy('s.position')
      .execute(),
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
