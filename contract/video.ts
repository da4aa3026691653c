/**
 * Video embeds of the product page's Overview tab (spec §2 "video plus sanitized description",
 * §8 third-party content): the client shows only `https:` addresses on the default embed
 * allow-list of contract/addresses.ts (the import already refused others; an operator's
 * VIDEO_EMBED_HOSTS narrows or widens what the import and the CSP frame-src accept).
 */
import { DEFAULT_VIDEO_EMBED_HOSTS } from './addresses.ts';

/** The host of an embed address we may show, or null (not https, or not on the list). */
export function allowedVideoHost(
  embedUrl: string | null | undefined,
  hosts: readonly string[] = DEFAULT_VIDEO_EMBED_HOSTS,
): string | null {
  if (!embedUrl) return null;
  try {
    const url = new URL(embedUrl);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    return hosts.includes(url.hostname) ? url.hostname : null;
  } catch {
    return null;
  }
}
