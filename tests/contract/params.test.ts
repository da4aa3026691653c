// The parameter names both sides spell (contract/params.ts), against the spec's wording.
import { describe, expect, it } from 'vitest';
import { API_TOKEN_PARAMS, LMS_TOKEN_PARAM, PAGE_PARAMS } from '../../contract/params.ts';
import { SECRET_PARAMS } from '../../server/lib/redact.ts';

describe('parameter names', () => {
  it('spec §1: the LMS integration token arrives as integration_context_token', () => {
    expect(LMS_TOKEN_PARAM).toBe('integration_context_token');
  });

  it('spec §2: the search page parameters', () => {
    expect([PAGE_PARAMS.query, PAGE_PARAMS.category, PAGE_PARAMS.discipline, PAGE_PARAMS.uuid, PAGE_PARAMS.ref]).toEqual([
      'q',
      'cat',
      'disc',
      'uuid',
      'ref',
    ]);
    expect([PAGE_PARAMS.token, PAGE_PARAMS.organizationId, PAGE_PARAMS.returnUrl]).toEqual([
      'integration_context_token',
      'organizationId',
      'returnurl',
    ]);
  });

  it('spec §7: the product call takes lmsIntegrationToken, the hand-off form piToken, the others token', () => {
    expect(API_TOKEN_PARAMS).toEqual({ lmsToken: 'token', productLmsToken: 'lmsIntegrationToken', handOffSessionToken: 'piToken' });
  });

  it('the request log hides every one of them', () => {
    expect([...SECRET_PARAMS].sort()).toEqual(['integration_context_token', 'lmsIntegrationToken', 'piToken', 'token']);
  });
});
