// spec §2 / §3 / §5: footer main (and social) link targets can be overridden per key by a
// supplied list; every item needs a string key and a string href. Invalid items are reported
// and skipped, never thrown: a bad configuration must not take the footer down.

export interface LinkOverride {
  key: string;
  href: string;
}

export interface OverrideResult<K extends string> {
  hrefs: Record<K, string>;
  problems: Array<{ index: number; reason: string }>;
}

const SAFE_HREF = /^(https?:\/\/|mailto:|\/(?!\/))/i;

export function applyLinkOverrides<K extends string>(
  defaults: Record<K, string>,
  overrides: unknown,
): OverrideResult<K> {
  const hrefs = { ...defaults };
  const problems: OverrideResult<K>['problems'] = [];
  if (overrides === undefined || overrides === null) return { hrefs, problems };
  if (!Array.isArray(overrides)) {
    problems.push({ index: -1, reason: 'expected a list of { key, href } items' });
    return { hrefs, problems };
  }
  overrides.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) {
      problems.push({ index, reason: 'not an object' });
      return;
    }
    const { key, href } = item as Partial<Record<'key' | 'href', unknown>>;
    if (typeof key !== 'string' || key === '') problems.push({ index, reason: 'key must be a non-empty string' });
    else if (typeof href !== 'string' || href === '')
      problems.push({ index, reason: 'href must be a non-empty string' });
    else if (!Object.hasOwn(defaults, key)) problems.push({ index, reason: `unknown key "${key}"` });
    else if (!SAFE_HREF.test(href.trim())) problems.push({ index, reason: `unsafe href "${href}"` });
    else hrefs[key as K] = href.trim();
  });
  return { hrefs, problems };
}
