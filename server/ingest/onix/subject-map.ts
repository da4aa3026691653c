/**
 * The publisher's subject map (catalog/subject-map.json, docs/catalog-import.md "Subject map"):
 * BISAC, Thema and BIC codes → this catalogue's disciplines. Keys are codes or prefixes; the
 * longest matching prefix wins, so `EDU` covers every education heading a longer key does not.
 * Values are a primary discipline code or `primary/secondary`; whether they exist is checked by
 * the import like any line's subjects.
 */
import { readFile } from 'node:fs/promises';

export type SubjectScheme = 'BISAC' | 'THEMA' | 'BIC';
export type SubjectMap = Record<SubjectScheme, Map<string, string>>;

/** ONIX code list 26 (subject scheme identifier) → the map's section. */
export const SCHEME_BY_ID: Readonly<Record<string, SubjectScheme>> = { '10': 'BISAC', '12': 'BIC', '93': 'THEMA' };
/** Our own disciplines as a proprietary scheme (24): what the export writes, read back as they are. */
export const OWN_SCHEME_NAME = 'Exchange discipline';

export const DEFAULT_SUBJECT_MAP_FILE = new URL('../../../catalog/subject-map.json', import.meta.url);

export async function loadSubjectMap(file: string | URL = DEFAULT_SUBJECT_MAP_FILE): Promise<SubjectMap> {
  const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  const section = (name: SubjectScheme) => {
    const entries = raw[name];
    if (entries !== undefined && (typeof entries !== 'object' || entries === null))
      throw new Error(`${String(file)}: "${name}" must be an object of code → discipline`);
    return new Map(
      Object.entries((entries ?? {}) as Record<string, unknown>).map(([code, value]) => {
        if (typeof value !== 'string' || !/^[a-z0-9-]+(?:\/[a-z0-9-]+)?$/.test(value))
          throw new Error(`${String(file)}: ${name}.${code}: must be "primary" or "primary/secondary"`);
        return [code.toUpperCase(), value];
      }),
    );
  };
  return { BISAC: section('BISAC'), THEMA: section('THEMA'), BIC: section('BIC') };
}

/** The discipline a code maps to (`primary` or `primary/secondary`), or undefined. */
export function mapSubject(map: SubjectMap, scheme: SubjectScheme, code: string): string | undefined {
  const entries = map[scheme];
  for (let n = code.length; n > 0; n--) {
    const found = entries.get(code.slice(0, n).toUpperCase());
    if (found) return found;
  }
  return undefined;
}

/** A code of `scheme` for a discipline (the export's retail subjects): an exact entry naming it. */
export function codeForDiscipline(map: SubjectMap, scheme: SubjectScheme, primary: string): string | undefined {
  for (const [code, value] of map[scheme]) if (value.split('/')[0] === primary) return code;
  return undefined;
}
