/**
 * A proxy in front of the real server that passes everything through but the page's list of
 * modules (`#app-modules`, read by src/boot.ts), so the same server HTML can be measured with
 * less of the app: `none` starts no module at all (what the browser alone spends on the page:
 * its layout, paint and cover pictures), `react-dom` evaluates React DOM's chunk and nothing
 * else. Against `app` (the page as served) it splits a page's blocking time into the page, React
 * DOM, and the app's own start (bench:lighthouse `--script`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { APP_MODULES_LIST } from '../../server/plugins/locale-words.ts';

export type ScriptFloor = 'none' | 'react-dom';

const NOOP_PATH = '/__bench/noop.js';

/** The page's module list with only what `floor` keeps; the app becomes an empty module. */
export function floorModuleList(html: string, floor: ScriptFloor): string {
  return html.replace(APP_MODULES_LIST, (_, open: string, json: string, close: string) => {
    const list = JSON.parse(json) as { stages: string[] };
    const kept = { app: NOOP_PATH, stages: floor === 'react-dom' ? list.stages : [], modules: [] };
    return open + JSON.stringify(kept) + close;
  });
}

export async function startScriptFloorProxy(
  upstream: string,
  floor: ScriptFloor,
): Promise<{ base: string; stop: () => void }> {
  const server = http.createServer((request, response) => {
    if (request.url === NOOP_PATH) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      response.end('export {};\n');
      return;
    }
    // Asked uncompressed, so the page can be rewritten; compressed again below as the server would.
    const headers = { ...request.headers };
    delete headers['accept-encoding'];
    const forward = http.request(`${upstream}${request.url}`, { method: request.method, headers }, (answer) => {
      if (!String(answer.headers['content-type'] ?? '').startsWith('text/html')) {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body = Buffer.from(floorModuleList(Buffer.concat(chunks).toString('utf8'), floor));
        const out = { ...answer.headers };
        delete out['etag'];
        delete out['content-encoding'];
        // Sent whole, with its length: a streamed (chunked) page is gathered above.
        delete out['transfer-encoding'];
        if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
          body = gzipSync(body);
          out['content-encoding'] = 'gzip';
        }
        out['content-length'] = String(body.length);
        response.writeHead(answer.statusCode ?? 502, out);
        response.end(body);
      });
    });
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
