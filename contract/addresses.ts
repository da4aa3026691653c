/**
 * Which addresses catalogue data may carry (hardening issue §4), once for both sides: the
 * import refuses a line whose address fails (server/ingest/catalog-import.ts), and the
 * client's renderer can apply the same predicate before it puts one in an `href`/`src`.
 *
 * Allowed: an absolute `https:` address, or a path rooted at `/` on our own origin.
 * Refused: every other scheme (`javascript:`, `data:`, `http:`, `vbscript:`…), the
 * protocol-relative `//host` (another site), backslashes (browsers read `/\host` as
 * `//host`), and any control character, space or DEL (browsers drop tabs and newlines
 * inside addresses, so `/\t/host` would become `//host`), and user:password@ in https.
 */

/** Characters no address of ours needs, some of which browsers strip or reinterpret. */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0020\u007f\\]/;

/** The longest address accepted (the import schema's bound). */
export const MAX_ADDRESS_LENGTH = 2000;

/** Whether `value` is an absolute `https:` address or a `/`-rooted same-origin path. */
export function isSafeAddress(value: string): boolean {
  if (value.length === 0 || value.length > MAX_ADDRESS_LENGTH) return false;
  if (FORBIDDEN_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  if (!value.toLowerCase().startsWith('https://')) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/** The `{name}` placeholders of a `urlTemplate` (spec §3 useAction), filled by the client. */
const PLACEHOLDER = /\{[A-Za-z][A-Za-z0-9_]*\}/g;

/**
 * Whether a `urlTemplate` is safe whatever its placeholders are filled with: the template
 * with every placeholder replaced by a plain letter must be a safe address, so a template
 * cannot start with a placeholder (`{productId}` → anything) nor hide a scheme.
 */
export function isSafeAddressTemplate(template: string): boolean {
  return isSafeAddress(template.replace(PLACEHOLDER, 'x'));
}

/**
 * Hosts whose players the product page may embed (spec §3 `video.embedUrl`), by default:
 * the demo catalogue's host and the privacy-enhanced players of two common vendors. An
 * operator replaces the list with `VIDEO_EMBED_HOSTS` (comma-separated host names).
 */
export const DEFAULT_VIDEO_EMBED_HOSTS: readonly string[] = [
  'media.example.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
];

/** Whether a video embed address is a safe `https:` address on an allowed host (exact host match). */
export function isAllowedVideoEmbed(value: string, hosts: readonly string[] = DEFAULT_VIDEO_EMBED_HOSTS): boolean {
  if (!isSafeAddress(value) || value.startsWith('/')) return false;
  const host = new URL(value).hostname.toLowerCase();
  return hosts.some((allowed) => allowed.toLowerCase() === host);
}

/** `VIDEO_EMBED_HOSTS` read: comma-separated host names, blanks ignored. */
export function videoEmbedHostsFrom(raw: string | undefined): readonly string[] {
  if (raw === undefined || raw.trim() === '') return DEFAULT_VIDEO_EMBED_HOSTS;
  return raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}
