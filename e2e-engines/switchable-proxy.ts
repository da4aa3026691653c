/**
 * "Offline" that every engine understands: the browsers reach the server through this proxy,
 * and cutting it refuses every connection, as a dropped network does. WebDriver has no offline
 * switch (classic WebDriver none at all; BiDi's network emulation is not in firefox-esr), and
 * a cut link is what the service worker must survive anyway. The server keeps running, so
 * the journeys after an offline one need no new seed.
 */
import { createServer, request, type Server } from 'node:http';
import type { Socket } from 'node:net';

export interface SwitchableProxy {
  url: string;
  setOnline(online: boolean): void;
  /** Serves `pathname` as the server's answer changed by `change` (a new deploy of one file); null undoes it. */
  rewrite(pathname: string, change: ((body: string) => string) | null): void;
  close(): Promise<void>;
}

export async function switchableProxy(port: number, target: string): Promise<SwitchableProxy> {
  const upstream = new URL(target);
  let online = true;
  const sockets = new Set<Socket>();
  const rewrites = new Map<string, (body: string) => string>();
  const server: Server = createServer((req, res) => {
    if (!online) {
      req.socket.destroy();
      return;
    }
    const change = rewrites.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (change) {
      // Asked uncompressed, so the text can be changed; sent without validators, so it is new.
      fetch(new URL(req.url ?? '/', target))
        .then(async (answer) => {
          const body = change(await answer.text());
          res.writeHead(answer.status, {
            'content-type': answer.headers.get('content-type') ?? 'text/plain',
            'cache-control': 'no-cache',
          });
          res.end(body);
        })
        .catch(() => res.destroy());
      return;
    }
    const forwarded = request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    if (!online) {
      socket.destroy();
      return;
    }
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    setOnline(next) {
      online = next;
      // Kept-alive connections too: a browser would otherwise carry on over an open one.
      if (!online) for (const socket of sockets) socket.destroy();
    },
    rewrite(pathname, change) {
      if (change) rewrites.set(pathname, change);
      else rewrites.delete(pathname);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
