import { describe, expect, it } from 'vitest';
import { isPreparedStatement, StatementNames } from '../../server/db/prepared-statements.ts';

describe('prepared statements', () => {
  it('names a repeated lookup by key and a write with parameters', () => {
    expect(isPreparedStatement('select "name", "slug" from "product" where "product_id" = $1', ['978'])).toBe(true);
    expect(isPreparedStatement('with t as (select 1) select "x" from t where y = $1', [1])).toBe(true);
    expect(isPreparedStatement('update "catalogue_state" set "version" = $1', [2])).toBe(true);
    expect(isPreparedStatement('select count(*) from "product" where "org_id" = $1', ['ORG'])).toBe(true);
  });

  it('leaves text searches to be planned for their own values', () => {
    expect(isPreparedStatement(`select 1 from d where d.doc_vector @@ to_tsquery('simple', $1)`, ['bio'])).toBe(false);
    expect(isPreparedStatement('select term from search_term where term % $1 order by term <-> $1', ['bio'])).toBe(
      false,
    );
    expect(isPreparedStatement('select name from author where name ilike $1', ['ada%'])).toBe(false);
    expect(isPreparedStatement('select word_similarity($1, term) from search_term', ['bio'])).toBe(false);
  });

  it('leaves statements without parameters and those reading or returning every column', () => {
    expect(isPreparedStatement('select "version" from "catalogue_state"', [])).toBe(false);
    expect(isPreparedStatement('begin', [])).toBe(false);
    expect(isPreparedStatement('select * from "product" where "product_id" = $1', ['978'])).toBe(false);
    expect(isPreparedStatement('select "p".* from "product" as "p" where "p"."product_id" = $1', ['978'])).toBe(false);
    expect(isPreparedStatement('insert into "author" ("name") values ($1) returning *', ['Ada'])).toBe(false);
  });

  it('gives one text one name, another text another, and stops naming at its bound', () => {
    const names = new StatementNames(2);
    const a = names.nameOf('select "a" from "t" where "id" = $1', [1]);
    const b = names.nameOf('select "b" from "t" where "id" = $1', [1]);
    expect(a).toMatch(/^exchange_\d+$/);
    expect(b).toMatch(/^exchange_\d+$/);
    expect(b).not.toBe(a);
    expect(names.nameOf('select "a" from "t" where "id" = $1', [2])).toBe(a);
    expect(names.nameOf('select "c" from "t" where "id" = $1', [1])).toBeUndefined();
    expect(names.nameOf('select * from "t" where "id" = $1', [1])).toBeUndefined();
  });
});
