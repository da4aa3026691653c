/**
 * V8's explicit compile hint (Chromium 136+; other engines read a comment): `//# allFunctionsCalledOnLoad`
 * as a script's first line has every function of it compiled as the file streams in, off the main
 * thread, instead of each on its first call, on the main thread, in the middle of the start's tasks.
 * The start calls most of what its chunks hold (React DOM's hydration, the app, the screen); chunks
 * loaded later are few and small beside them. V8 reads it only as the first line: below any code it is an ordinary comment (measured in
 * Chromium: a module of 300 functions called once each compiled 365 of them lazily with no hint or
 * the hint on its second line, 64 with it on the first). Rolldown's `postBanner` put it first, and
 * then Vite put its preload map (`const __vite__mapDeps=…`) above it in every chunk that imports
 * another lazily: the app's own chunk and the screens'. This plugin puts the hint first in every
 * JavaScript chunk once the others are done, and shifts the chunk's source map by its line.
 */
import type { OutputAsset, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * `code` with the hint as its first line, and where its line was (0-based; -1 when it had none, so
 * every line moved down one). A hint below is moved, not repeated.
 */
export function withCompileHintFirst(code: string): { code: string; from: number } {
  const lines = code.split('\n');
  const from = lines.indexOf(COMPILE_HINT);
  if (from === 0) return { code, from };
  if (from > 0) lines.splice(from, 1);
  return { code: [COMPILE_HINT, ...lines].join('\n'), from };
}

/** A source map's `mappings` after the line at `from` (or a new line, from -1) became the first. */
export function mappingsWithLineFirst(mappings: string, from: number): string {
  const lines = mappings.split(';');
  // The hint's own line maps to nothing: an empty group, which carries no relative offsets.
  if (from > 0) lines.splice(from, 1);
  return ['', ...lines].join(';');
}

export function compileHintFirst(): Plugin {
  return {
    name: 'compile-hint-first',
    apply: 'build',
    // After Vite's own (its preload map goes above everything when it is added).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const chunk = item as OutputChunk;
          const { code, from } = withCompileHintFirst(chunk.code);
          if (from === 0) continue;
          chunk.code = code;
          if (chunk.map) chunk.map.mappings = mappingsWithLineFirst(chunk.map.mappings, from);
          const mapAsset = bundle[`${chunk.fileName}.map`] as OutputAsset | undefined;
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source)) as { mappings: string };
            map.mappings = mappingsWithLineFirst(map.mappings, from);
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
