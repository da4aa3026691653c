/**
 * The environment's numeric variables (server/config.ts): defaults when unset or empty, and a
 * start refused with a message naming the variable when one is not a whole number in bounds.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';

const base = { DATA_DIR: 'memory://' };

describe('numeric environment variables', () => {
  it('take their defaults when unset or empty', () => {
    const config = loadConfig({ ...base, PORT: '', SEARCH_CACHE_SECONDS: '' });
    expect(config.port).toBe(8080);
    expect(config.searchCacheSeconds).toBe(60);
    expect(config.demoProducts).toBe(3000);
    expect(config.lmsTokenMaxSeconds).toBe(8 * 3600);
    expect(config.webConcurrency).toBe(1);
  });

  it('read whole numbers', () => {
    const config = loadConfig({ ...base, PORT: '7100', SEARCH_CACHE_SECONDS: '30', LMS_TOKEN_MAX_HOURS: '2' });
    expect(config.port).toBe(7100);
    expect(config.searchCacheSeconds).toBe(30);
    expect(config.lmsTokenMaxSeconds).toBe(7200);
  });

  it('refuse anything else, naming the variable and the value', () => {
    expect(() => loadConfig({ ...base, PORT: '80a' })).toThrow('PORT must be a non-negative integer, got "80a"');
    expect(() => loadConfig({ ...base, DEMO_PRODUCTS: '-1' })).toThrow('DEMO_PRODUCTS must be a non-negative integer, got "-1"');
    expect(() => loadConfig({ ...base, DB_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(
      'DB_STATEMENT_TIMEOUT_MS must be a non-negative integer, got "1.5"',
    );
    expect(() => loadConfig({ ...base, SEARCH_CACHE_SECONDS: '61' })).toThrow('SEARCH_CACHE_SECONDS must be at most 60, got "61"');
  });
});
