/**
 * What the request log may show of a URL: the query parameters that carry a credential
 * (spec §7: the LMS integration token travels in `token`, `integration_context_token` and
 * `lmsIntegrationToken`; the course hand-off's `piToken`) are replaced by `[redacted]`.
 */
import { API_TOKEN_PARAMS, LMS_TOKEN_PARAM } from '../../contract/params.ts';

export const SECRET_PARAMS = [
  API_TOKEN_PARAMS.lmsToken,
  LMS_TOKEN_PARAM,
  API_TOKEN_PARAMS.productLmsToken,
  API_TOKEN_PARAMS.handOffSessionToken,
] as const;
const SECRET = new Set<string>(SECRET_PARAMS.map((p) => p.toLowerCase()));

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // broken percent-encoding: compare the raw name
      }
      return SECRET.has(name.toLowerCase()) && eq >= 0 ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}
