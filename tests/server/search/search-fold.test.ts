// The search reads text through one fold (contract/search-text.ts foldSearchText) on the query
// side and its SQL twin (search_key / search_fold, migrations 0002 and 0011) on the documents'
// side. Both run here on the same texts, on each database kind: a title and its query only
// meet when the two agree.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../../contract/search-text.ts';
import { databaseKinds } from '../../support/test-db.ts';
import { useTestDatabase } from '../../support/test-app.ts';

/** What a reader expects each text to match as, written by hand. */
const CASES: Array<[string, string]> = [
  ['Calculus: Early Transcendentals', 'calculus early transcendentals'],
  ['I, ROBOT', 'i robot'],
  ['INTRODUCTION TO BIOLOGY', 'introduction to biology'],
  ['Gödel, Escher & Bach', 'godel escher bach'],
  ['Économie générale', 'economie generale'],
  // Turkish: dotted and dotless i are one letter for matching, as accents are.
  ['İstanbul', 'istanbul'],
  ['İSTANBUL', 'istanbul'],
  ['ISTANBUL', 'istanbul'],
  ['Istanbul', 'istanbul'],
  ['ıstanbul', 'istanbul'],
  ['istanbul', 'istanbul'],
  ['Işık ve Ağaç', 'isik ve agac'],
  ['IŞIK', 'isik'],
  ['Türkçe Dil Bilgisi', 'turkce dil bilgisi'],
  ['ÇOCUK GELİŞİMİ', 'cocuk gelisimi'],
  ['Öğretmenliğe Giriş', 'ogretmenlige giris'],
  ['Kimya 101 — Genel', 'kimya 101 genel'],
  ['Ελληνικά', 'ελληνικα'],
];

/** Every accented Latin letter the map folds, alone and in capitals. */
const LETTERS = [...'áàâäãåāăąçćčďéèêëēėęěíìîïīįñńňóòôöõōőŕřśšşťúùûüūůűųýÿźżžğĝĥĵŝŭĩũŏĕĭȁȅȉȍȕșțẽỳỹạảấầẩẫậắằẳẵặẹẻếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỵỷάέήίόύώϊϋΐΰйёїὰἀ'];

describe('foldSearchText', () => {
  it.each(CASES)('%s → %s', (text, folded) => {
    expect(foldSearchText(text)).toBe(folded);
  });

  it('gives every spelling of a Turkish word one key, and keeps English words as they were', () => {
    const keys = new Set(['istanbul', 'İSTANBUL', 'ıstanbul', 'Istanbul', 'İstanbul', 'ISTANBUL'].map(foldSearchText));
    expect([...keys]).toEqual(['istanbul']);
    expect(foldSearchText('Illustrated Physics')).toBe('illustrated physics');
  });
});

describe.each(databaseKinds)('search_key on %s agrees with foldSearchText', (kind) => {
  const test = useTestDatabase(kind, false);

  it('on the hand-written cases', async () => {
    const texts = CASES.map(([text]) => text);
    const { rows } = await sql<{ t: string; key: string }>`
      select t, search_key(t) as key from unnest(${texts}::text[]) as t`.execute(test.database.db);
    for (const { t, key } of rows) expect(key, t).toBe(foldSearchText(t));
  });

  it('on every accented letter, small and capital, inside a word', async () => {
    // Capitals only where one letter is one letter: 'ΐ'.toUpperCase() is Ι plus two combining
    // marks, which no text reaches the database as (the server composes text to NFC, and SQL
    // folds letters, not loose marks).
    const texts = LETTERS.flatMap((ch) => [`x${ch}y`, ...(ch.toUpperCase().length === 1 ? [`X${ch.toUpperCase()}Y`] : [])]);
    const { rows } = await sql<{ t: string; key: string }>`
      select t, search_key(t) as key from unnest(${texts}::text[]) as t`.execute(test.database.db);
    const disagreements = rows.filter(({ t, key }) => key !== foldSearchText(t)).map(({ t, key }) => `${t}: ${key} ≠ ${foldSearchText(t)}`);
    expect(disagreements).toEqual([]);
  });
});
