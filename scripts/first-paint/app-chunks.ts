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
