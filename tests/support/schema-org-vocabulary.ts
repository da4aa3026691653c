/**
 * schema.org's vocabulary as the `schema-dts` package ships it (its typings are generated from
 * schema.org's own definitions): every type, and the properties each type has with those it
 * inherits. Read from the package's .d.ts text, so a test checks JSON-LD against the vocabulary
 * without a network and without our own copy of it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface Vocabulary {
  types: ReadonlySet<string>;
  /** Whether `property` (a local name: 'isbn') belongs to `type` ('Book') or a type it extends. */
  hasProperty(type: string, property: string): boolean;
}

let loaded: Vocabulary | undefined;

export function schemaOrgVocabulary(): Vocabulary {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('schema-dts/package.json')), 'dist', 'schema.d.ts');
  const text = readFileSync(file, 'utf8');
  // interface BookBase extends CreativeWorkBase { "bookEdition"?: …; … }
  const bases = new Map<string, { parents: string[]; properties: Set<string> }>();
  for (const m of text.matchAll(/^interface (\w+Base) extends ([^{]+)\{([\s\S]*?)^\}/gm)) {
    const parents = [...m[2]!.matchAll(/(\w+Base)\b/g)].map((p) => p[1]!);
    const properties = new Set([...m[3]!.matchAll(/^\s+"([\w-]+)"\??:/gm)].map((p) => p[1]!));
    bases.set(m[1]!, { parents, properties });
  }
  // export interface BookLeaf extends BookBase { "@type": "Book"; }
  const typeBase = new Map<string, string>();
  for (const m of text.matchAll(/^export interface \w+Leaf extends (\w+Base) \{\s*"@type": "(\w+)";/gm)) {
    typeBase.set(m[2]!, m[1]!);
  }
  const has = (base: string, property: string, seen = new Set<string>()): boolean => {
    if (seen.has(base)) return false;
    seen.add(base);
    const b = bases.get(base);
    return !!b && (b.properties.has(property) || b.parents.some((p) => has(p, property, seen)));
  };
  loaded = {
    types: new Set(typeBase.keys()),
    hasProperty: (type, property) => {
      const base = typeBase.get(type);
      return !!base && has(base, property);
    },
  };
  return loaded;
}
