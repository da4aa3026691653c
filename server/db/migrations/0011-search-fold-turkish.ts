/**
 * `search_fold` folds every accented Latin letter the client's fold does (contract/search-text.ts
 * `foldSearchText`: NFKD, marks dropped), and Turkish dotless and dotted i as i. 0002's map held
 * the common Western letters only, so a Turkish title ('Ağaç', 'Işık', 'İstanbul') had one key
 * in SQL and another in the query: 'ğ', 'ı' and 'İ' did not fold.
 *
 * The map is the letters of Latin-1 Supplement, Latin Extended-A and B, Greek, Cyrillic, Latin
 * Extended Additional and Greek Extended whose fold is one other letter, computed here once (a migration does not follow
 * later changes of the rule: a change is a new migration). tests/server/search/search-fold.test.ts
 * runs both folds on the same texts.
 *
 * Documents written before keep their keys until the catalogue is refreshed again (the next
 * import or seed rebuilds them): titles with the newly folded letters are found by their
 * other words meanwhile.
 */
import { sql, type Kysely } from 'kysely';

function foldMap(): { from: string; to: string } {
  let from = '';
  let to = '';
  const ranges: Array<[number, number]> = [
    [0x00c0, 0x024f],
    [0x0370, 0x04ff],
    [0x1e00, 0x1fff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const ch = String.fromCodePoint(code);
      const folded = ch.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replaceAll('ı', 'i');
      if (folded.length === 1 && folded !== ch.toLowerCase() && /\p{L}/u.test(folded)) {
        from += ch;
        to += folded;
      }
    }
  }
  return { from, to };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const { from, to } = foldMap();
  // Quotes cannot occur in the map (letters only): it is written into the function's body.
  await sql
    .raw(
      `create or replace function search_fold(t text) returns text
         language sql immutable parallel safe
         as $$ select case when octet_length(t) = char_length(t) then lower(t)
                            else lower(translate(t, '${from}', '${to}')) end $$`,
    )
    .execute(db);
}

const ACCENTED_0002 = 'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõōőŕřśšşťúùûüūůűųýÿźżž';
const PLAIN_0002 = 'aaaaaaaaacccdeeeeeeeeiiiiiinnnooooooorrssstuuuuuuuuyyzzz';

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create or replace function search_fold(t text) returns text
         language sql immutable parallel safe
         as $$ select case when octet_length(t) = char_length(t) then lower(t)
                            else lower(translate(t, '${ACCENTED_0002}${ACCENTED_0002.toUpperCase()}', '${PLAIN_0002}${PLAIN_0002}')) end $$`,
    )
    .execute(db);
}
