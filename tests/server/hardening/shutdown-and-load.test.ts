/**
 * Stopping and overload (a deploy or a crowd must not cost a user an answer). SIGTERM on a real server process: the request
 * in flight finishes, a new one gets 503 with `Connection: close` (not a reset), and the
 * process exits 0 within 10 s. Load shedding: a lagging event loop turns new requests into
 * 503 with Retry-After in the house body, and service returns when the lag is gone.
 */
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';
import { createTestApp } from '../../support/test-db.ts';

/** Sends raw bytes on a new socket; resolves with everything received once the server closes it. */
function openSocket(port: number): { socket: net.Socket; received: Promise<string> } {
  const socket = net.connect(port, '127.0.0.1');
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk) => (data += chunk));
  const received = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(data));
    socket.on('error', reject);
  });
  return { socket, received };
}

describe('SIGTERM on a real server process', () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop('SIGKILL'));

  it('finishes the request in flight, answers new ones 503 with Connection: close, and exits 0 within 10 s', async () => {
    // Load shedding stays off (startServerProcess): start-up lag would shed the first requests; tested below.
    server = await startServerProcess({ DATABASE_URL: '', DATA_DIR: 'memory://', DEMO_PRODUCTS: '10' });
    expect(server.output()).toContain('ready in');
    const port = Number(new URL(server.url).port);

    // In flight: the headers of a sign-in are in, its body is still on its way.
    const payload = JSON.stringify({ email: 'nobody@example.edu', password: 'not-it' });
    const inFlight = openSocket(port);
    inFlight.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n${payload.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));

    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    // A new request while draining: 503, Connection: close, the house body.
    const late = openSocket(port);
    late.socket.write('GET /api/discipline HTTP/1.1\r\nHost: x\r\n\r\n');
    const lateAnswer = await late.received;
    expect(lateAnswer).toMatch(/^HTTP\/1\.1 503/);
    expect(lateAnswer).toMatch(/\r\nconnection: close\r\n/i);
    expect(lateAnswer).toMatch(/\r\nretry-after: 1\r\n/i);
    expect(JSON.parse(lateAnswer.split('\r\n\r\n')[1]!)).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
    });

    // The request in flight completes with its own answer.
    inFlight.socket.write(payload.slice(10));
    const answer = await inFlight.received;
    expect(answer).toMatch(/^HTTP\/1\.1 401/);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toMatchObject({ statusCode: 401 });

    expect(await server.exited).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    // A real server process (tsx, its migrations) took more than 90 s to start on a loaded CI
    // machine; the 10 s the test asserts is measured inside it.
  }, 240_000);
});

describe('load shedding', () => {
  it('answers 503 with Retry-After in the house body while the event loop lags, and serves again after', async () => {
    const t = await createTestApp('pglite', { seed: false, env: { LOAD_SHED_EVENT_LOOP_DELAY_MS: '200' } });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const until = Date.now() + 1200;
      while (Date.now() < until) {
        // a request handler that never yields, as an overloaded process would
      }
      await new Promise((r) => setTimeout(r, 20));
      const shed = await t.app.inject({ method: 'GET', url: '/api/discipline' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('2');
      expect(shed.json()).toEqual({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The server is busy. Please try again shortly.',
      });

      let status = 503;
      for (let i = 0; i < 40 && status === 503; i++) {
        await new Promise((r) => setTimeout(r, 100));
        status = (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode;
      }
      expect(status).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});
