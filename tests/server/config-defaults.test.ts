// Defaults an operator relies on (docs/configuration.md).
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

describe('load shedding default', () => {
  it('sheds at 1000 ms of event-loop lag on PostgreSQL, and is off on the embedded PGlite', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', DATABASE_URL: 'postgres://x@127.0.0.1/db', LMS_TOKEN_SECRET: 'a'.repeat(40) }).loadShedEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: 'memory://' }).loadShedEventLoopDelayMs).toBe(0);
    expect(loadConfig({ DATA_DIR: 'memory://', LOAD_SHED_EVENT_LOOP_DELAY_MS: '250' }).loadShedEventLoopDelayMs).toBe(250);
  });
});

describe('page rendering default', () => {
  it("draws pages with React's server renderer unless told PAGE_RENDERING=browser", () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).pageRendering).toBe('server');
    expect(loadConfig({ DATA_DIR: 'memory://', PAGE_RENDERING: 'browser' }).pageRendering).toBe('browser');
    // Anything else is the default, not the shells.
    expect(loadConfig({ DATA_DIR: 'memory://', PAGE_RENDERING: 'Browser ' }).pageRendering).toBe('server');
  });
});
