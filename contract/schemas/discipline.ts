/** GET /api/discipline — spec §3 "Discipline list". */
import { Type, type Static } from 'typebox';
import { LOCALES } from '../locales.ts';

export const DisciplineListQuery = Type.Object({
  locale: Type.Optional(
    Type.Enum(LOCALES, {
      description:
        'The reader\'s locale: subjects are named in it where the catalogue has their names in it, else by the catalogue\'s own name. Absent: en-us.',
    }),
  ),
});
export type DisciplineListQuery = Static<typeof DisciplineListQuery>;

export const SecondaryDiscipline = Type.Object({ code: Type.String(), name: Type.String() });

export const PrimaryDiscipline = Type.Object({
  code: Type.String(),
  name: Type.String(),
  secondaryDisciplines: Type.Array(SecondaryDiscipline),
});

export const DisciplineCategory = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** Which of the three home-page box images this category shows (spec §2 Home). */
  image: Type.Integer({ minimum: 1, maximum: 3 }),
  primaryDisciplines: Type.Array(PrimaryDiscipline),
});

export const DisciplineListResponse = Type.Object({
  _embedded: Type.Object({ disciplineCategories: Type.Array(DisciplineCategory) }),
});

export type DisciplineCategory = Static<typeof DisciplineCategory>;
export type DisciplineListResponse = Static<typeof DisciplineListResponse>;
