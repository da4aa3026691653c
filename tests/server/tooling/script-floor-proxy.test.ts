import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorModuleList, startScriptFloorProxy } from '../../../scripts/lib/script-floor-proxy';

const PAGE =
  '<!doctype html><html><head><title>Biology - Exchange</title></head><body><main><h1>Biology</h1></main>' +
  '<script type="application/json" id="app-modules">{"app":"/assets/main-1.js","stages":["/assets/react-dom-2.js"],"modules":["/assets/search-page-3.js"]}</script>' +
  '</body></html>';

describe('floorModuleList', () => {
  it('keeps React DOM only, with an empty module for the app', () => {
    expect(floorModuleList(PAGE, 'react-dom')).toContain(
      '<script type="application/json" id="app-modules">{"app":"/__bench/noop.js","stages":["/assets/react-dom-2.js"],"modules":[]}</script>',
    );
  });

  it('starts no module at all for none, and leaves the rest of the page as it was', () => {
    const html = floorModuleList(PAGE, 'none');
    expect(html).toContain('id="app-modules">{"app":"/__bench/noop.js","stages":[],"modules":[]}</script>');
    expect(
      html.startsWith(
        '<!doctype html><html><head><title>Biology - Exchange</title></head><body><main><h1>Biology</h1></main>',
      ),
    ).toBe(true);
    expect(html).not.toContain('main-1.js');
  });
});

describe('startScriptFloorProxy', () => {
  let upstream: http.Server;
  let proxy: { base: string; stop: () => void };
  beforeAll(async () => {
    upstream = http.createServer((request, response) => {
      if (request.url === '/api/covers/1.svg') {
        response.writeHead(200, { 'content-type': 'image/svg+xml' });
        response.end('<svg/>');
        return;
      }
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8', etag: '"abc"' });
      response.end(PAGE);
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    proxy = await startScriptFloorProxy(`http://127.0.0.1:${port}`, 'none');
  });
  afterAll(() => {
    proxy.stop();
    upstream.close();
  });

  it('answers a page with its status, rewritten and compressed, without the upstream ETag', async () => {
    const answer = await fetch(`${proxy.base}/en-us/no/such/page`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(404);
    expect(answer.headers.get('etag')).toBeNull();
    expect(await answer.text()).toContain('{"app":"/__bench/noop.js","stages":[],"modules":[]}');
  });

  it('passes other files through and serves the empty app module', async () => {
    expect(await (await fetch(`${proxy.base}/api/covers/1.svg`)).text()).toBe('<svg/>');
    const noop = await fetch(`${proxy.base}/__bench/noop.js`);
    expect(noop.headers.get('content-type')).toBe('text/javascript');
    expect(await noop.text()).toBe('export {};\n');
  });

  it('compresses only for a client that asks', async () => {
    const raw = await new Promise<Buffer>((resolve) =>
      http.get(`${proxy.base}/en-us`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(gunzipSync(raw).toString('utf8')).toContain('<h1>Biology</h1>');
    const plain = await new Promise<string>((resolve) =>
      http.get(`${proxy.base}/en-us`, (response) => {
        expect(response.headers['content-encoding']).toBeUndefined();
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve(text));
      }),
    );
    expect(plain).toContain('<h1>Biology</h1>');
  });
});
