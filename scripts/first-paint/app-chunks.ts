/**
 * The build's shape that the build config, the route shells (shell-plugin.ts) and the size
 * budgets (check-budgets.ts) must agree on: which module is the app the boot starts, and which
 * chunks a chunk pulls in statically.
 */

/** The app's module: the build's second entry, which the boot (src/boot.ts) imports by address. */
export const APP_MODULE = 'src/main.tsx';

/**
 * The libraries' chunks (vite.config.ts's groups), in the order the boot starts them, one task
 * each, before the app: evaluating all of the app's code at once was one long task (~36 ms
 * unslowed, 150 ms on a slow phone) that no input could cut; shorter ones leave gaps.
 */
export const STAGED_CHUNKS = ['react-dom'] as const;
export type StagedChunk = (typeof STAGED_CHUNKS)[number];

/**
 * The app's small modules that its entry and the screens both import, as one chunk
 * (vite.config.ts's `app-shared` group) with what they import. Rolldown cannot know that the
 * entry always runs before a screen, so each such module shared with a screen was a chunk of its
 * own, most under 1 kB: the search page loaded 28 files and a product page 27, and each is one
 * more request and module response on the phone's main thread (bench:page-work, 375 px at 10.98×:
 * the main thread after first paint, search 367 → 291 ms, product 362 → 318, home 214 → 184).
 * The group takes what they import too (45 kB in all, mostly the entry's own code). Every page
 * loads the chunk, so a module listed here joins every page's start: home's grew by 0.5 kB gzip
 * (the search and product pages' helpers it does not use); a large module only a screen needs
 * does not belong here.
 */
export const APP_SHARED_MODULES = [
  'contract/params.ts',
  'contract/text.ts',
  'contract/search-events.ts',
  'src/lib/storage/storage.ts',
  'src/lib/config/config.ts',
  'src/lib/hooks/use-document-title.ts',
  'src/lib/hooks/use-media-query.ts',
  'src/lib/session/current-organisation.ts',
  'src/ui/app-link.tsx',
  'src/ui/default-cover.ts',
  'src/ui/load-error-notice.tsx',
  'src/domain/product/product-link.ts',
  'src/domain/product/cover.ts',
  'src/domain/product/institution-edition.ts',
  'src/domain/session/roles.ts',
  'src/domain/search/search-events.ts',
  'src/domain/search/text.ts',
] as const;

/** Whether a module id (an absolute path) is one of APP_SHARED_MODULES. */
export function isAppSharedModule(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  return APP_SHARED_MODULES.some((module) => file.endsWith(`/${module}`));
}

/** The chunks in `start` and every chunk they import statically, each once; `lookup` finds a file's chunk. */
export function staticClosure<C extends { fileName: string; imports: readonly string[] }>(
  start: readonly C[],
  lookup: (file: string) => C | undefined,
): C[] {
  const seen = new Map<string, C>();
  const todo = [...start];
  while (todo.length) {
    const chunk = todo.pop()!;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = lookup(file);
      if (next) todo.push(next);
    }
  }
  return [...seen.values()];
}

/**
 * Whether a module holds the strings of catalogue `words` (src/lib/messages/catalogues.ts `WORDS`:
 * 'en-us', 'en-gb', 'tr-tr'): the app's (`catalogue-tr-tr.ts`; en-us's `messages-en-us.ts`) or a
 * screen's (`catalogue-product-tr-tr.ts`). Each is a chunk the app imports lazily and awaits
 * before it draws; a page in that locale lists it beside the app's (shell-plugin.ts), and the
 * budgets count it (check-budgets.ts).
 */
export function holdsWords(module: string, words: string): boolean {
  const name = module.replaceAll('\\', '/').split('/').at(-1) ?? '';
  return new RegExp(`^(?:catalogue|messages)(?:-[a-z]+)*-${words}\\.tsx?$`).test(name);
}

/**
 * The chunks a page loads its words from before its first render, given what it starts
 * (`start`: the boot, the app, the route's screen, with their static imports): the chunks of
 * catalogue `words` that those import lazily, with what they import statically (en-gb's imports
 * en-us's), less what the start already holds.
 */
export function wordsClosure<
  C extends { fileName: string; imports: readonly string[]; dynamicImports?: readonly string[] },
>(
  start: readonly C[],
  words: string,
  lookup: (file: string) => C | undefined,
  moduleOf: (chunk: C) => string | null | undefined,
): C[] {
  const have = new Set(start.map((c) => c.fileName));
  const lazy = [...new Set(start.flatMap((c) => c.dynamicImports ?? []))]
    .map(lookup)
    .filter((c): c is C => c !== undefined && holdsWords(moduleOf(c) ?? '', words));
  return staticClosure(lazy, lookup).filter((c) => !have.has(c.fileName));
}
