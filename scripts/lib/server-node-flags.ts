// Node's flags for the server process (server/node-flags.json): the tests', benchmarks' and
// local topology's servers run with the flags `npm start`, `npm run serve` and the image use.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SERVER_NODE_FLAGS: readonly string[] = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../server/node-flags.json'), 'utf8')) as {
    flags: string[];
  }
).flags;
