/**
 * Video embeds of the product page's Overview tab (spec §2 "video plus sanitized
 * description", §8 third-party content): only https addresses on these hosts are embedded,
 * in a sandboxed frame, and the page's Content-Security-Policy frame-src names the same list.
 * media.example.com is the demo catalogue's stand-in host.
 */
export const VIDEO_EMBED_HOSTS = [
  'media.example.com',
  'www.youtube-nocookie.com',
  'www.youtube.com',
  'player.vimeo.com',
] as const;

/** The host of an embed address we may show, or null (not https, or not on the list). */
export function allowedVideoHost(embedUrl: string | null | undefined): string | null {
  if (!embedUrl) return null;
  try {
    const url = new URL(embedUrl);
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    return (VIDEO_EMBED_HOSTS as readonly string[]).includes(url.hostname) ? url.hostname : null;
  } catch {
    return null;
  }
}
