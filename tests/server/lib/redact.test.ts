// The request log never shows a credential (server/lib/redact.ts).
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../../../server/lib/redact.ts';

describe('redactUrl', () => {
  it('replaces every token parameter, whatever its case, and keeps the rest', () => {
    expect(redactUrl('/api/search?q=bio&token=lms1.abc.def&limit=24')).toBe('/api/search?q=bio&token=[redacted]&limit=24');
    expect(redactUrl('/?integration_context_token=SECRET')).toBe('/?integration_context_token=[redacted]');
    expect(redactUrl('/api/products/P1?lmsIntegrationToken=S&getRelated=true')).toBe(
      '/api/products/P1?lmsIntegrationToken=[redacted]&getRelated=true',
    );
    expect(redactUrl('/x?PITOKEN=S')).toBe('/x?PITOKEN=[redacted]');
    expect(redactUrl('/x?%74oken=S')).toBe('/x?%74oken=[redacted]'); // percent-encoded name
  });
  it('leaves URLs without secrets alone, broken encoding included', () => {
    expect(redactUrl('/api/search?q=token')).toBe('/api/search?q=token');
    expect(redactUrl('/api/discipline')).toBe('/api/discipline');
    expect(redactUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
