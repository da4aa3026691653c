/**
 * Serves the built PWA (dist/) when there is one, and answers every unknown path: API,
 * console and non-GET paths with the house 404 body, any other path with the PWA's
 * index.html (spec §2: unknown paths show its not-found page). Registered last.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { body } from './error-handler.ts';

/**
 * Whether a missing path is one of the PWA's own routes, which index.html answers. Not: the
 * API and the console; anything under /assets/ (a stale hashed chunk must fail as a 404, not
 * as index.html with a MIME error); dotfiles (/.env, /.git/…); a last segment with a file
 * extension (/robots.txt, /favicon.png). App routes have none: product ids and slugs hold no
 * dots.
 */
export function isAppRoute(rawPathname: string): boolean {
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPathname); // '/%2eenv' is '/.env'
  } catch {
    return false;
  }
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/console')) return false;
  if (pathname.startsWith('/assets/')) return false;
  const segments = pathname.split('/');
  if (segments.some((s) => s.startsWith('.'))) return false;
  return !(segments.at(-1) ?? '').includes('.');
}

export interface RouteShell {
  /** A route's path as in the app's route table: ':x' is a segment, ':x?' an optional one. */
  path: string;
  html: string;
}

/** Whether a pathname is one of a route pattern's ('/products/:id/:slug?'). */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const required = want.filter((s) => !s.endsWith('?')).length;
  if (have.length < required || have.length > want.length) return false;
  return want.every((segment, i) => {
    if (segment.startsWith(':')) return segment.endsWith('?') || (have[i] ?? '') !== '';
    return have[i] === segment;
  });
}

/**
 * The route shells the build prerendered (scripts/prerender/shell-plugin.ts writes
 * route-shells.json): a first visit to home, a search or a product gets its route's HTML,
 * which asks for the screen's code with the page and, on home, paints its skeleton and
 * pictures before any script runs (issue #17). Missing or unreadable: index.html for all.
 */
function readRouteShells(distDir: string): RouteShell[] {
  try {
    const shells = JSON.parse(readFileSync(path.join(distDir, 'route-shells.json'), 'utf8')) as unknown;
    return Array.isArray(shells)
      ? shells.filter((s): s is RouteShell => typeof s?.path === 'string' && typeof s?.html === 'string')
      : [];
  } catch {
    return [];
  }
}

export async function registerStaticPwa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexHtml = path.join(distDir, 'index.html');
  const hasPwa = existsSync(indexHtml);
  if (hasPwa) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: false,
      // A dotfile in dist/ (an .env left by a build) is never served: the not-found handler answers.
      dotfiles: 'ignore',
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) {
          res.header('cache-control', 'no-cache');
        } else {
          res.header('cache-control', 'public, max-age=3600');
        }
      },
    });

    // The static plugin would answer a directory listing refusal (403) for `/`.
    app.get('/', { schema: { hide: true } }, (request, reply) => sendApp(request.url, reply));
  }

  const shells = hasPwa ? readRouteShells(distDir) : [];
  function sendApp(url: string, reply: FastifyReply) {
    reply.header('cache-control', 'no-cache');
    const pathname = url.split('?')[0] ?? '/';
    const shell = shells.find((s) => matchesRoute(s.path, pathname));
    return shell ? reply.type('text/html; charset=utf-8').send(shell.html) : reply.sendFile('index.html');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (!hasPwa || request.method !== 'GET' || !isAppRoute(url)) {
      return reply.code(404).send(body(404, `No route for ${request.method} ${url}`));
    }
    // The PWA routes every other path itself (spec §2: unknown paths show its not-found page).
    return sendApp(request.url, reply);
  });
}
