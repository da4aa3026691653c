// Which addresses catalogue data may carry (it comes from outside; contract/addresses.ts):
// https: absolute or a /-rooted path on our own origin; nothing a browser could read as
// another scheme or another host.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VIDEO_EMBED_HOSTS,
  isAllowedVideoEmbed,
  isSafeAddress,
  isSafeAddressTemplate,
  videoEmbedHostsFrom,
} from '../../contract/addresses';

describe('isSafeAddress', () => {
  it.each([
    '/console/courses/create',
    '/console/demo/9781999000011?x=1#top',
    '/',
    'https://media.example.com/embed/1',
    'HTTPS://Example.com/a',
    'https://example.com:8443/a?b=c',
  ])('accepts %s', (value) => {
    expect(isSafeAddress(value)).toBe(true);
  });

  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    [' javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['vbscript:msgbox(1)'],
    ['http://example.com/'],
    ['//evil.example/'],
    ['/\\evil.example/'],
    ['\\\\evil.example\\'],
    ['/\t/evil.example/'],
    ['/\n/evil.example/'],
    ['/a b'],
    ['/a\u0000b'],
    ['/a\u007fb'],
    ['https:evil.example'],
    ['https:/evil.example'],
    ['https://user:pass@example.com/'],
    ['https://'],
    ['console/courses'],
    ['?q=1'],
    ['#top'],
    [''],
    [`/${'a'.repeat(2000)}`],
  ])('refuses %j', (value) => {
    expect(isSafeAddress(value)).toBe(false);
  });
});

describe('isSafeAddressTemplate', () => {
  it('accepts the console templates of the demo catalogue', () => {
    expect(isSafeAddressTemplate('/console/courses/create?productId={productId}&type=collection')).toBe(true);
    expect(isSafeAddressTemplate('https://console.example.com/c/{productId}')).toBe(true);
  });
  it.each(['{productId}', '{scheme}://evil.example/', '/{x}/\\evil', 'javascript:{productId}', '//{host}/a'])(
    'refuses %j',
    (template) => {
      expect(isSafeAddressTemplate(template)).toBe(false);
    },
  );
});

describe('video embeds', () => {
  it('come only from allowed hosts, over https, by exact host', () => {
    expect(DEFAULT_VIDEO_EMBED_HOSTS).toContain('media.example.com');
    expect(isAllowedVideoEmbed('https://media.example.com/embed/x')).toBe(true);
    expect(isAllowedVideoEmbed('https://MEDIA.example.com/embed/x')).toBe(true);
    expect(isAllowedVideoEmbed('https://evil.example/embed/x')).toBe(false);
    expect(isAllowedVideoEmbed('https://media.example.com.evil.example/x')).toBe(false);
    expect(isAllowedVideoEmbed('https://evil.example/?media.example.com')).toBe(false);
    expect(isAllowedVideoEmbed('http://media.example.com/embed/x')).toBe(false);
    expect(isAllowedVideoEmbed('/embed/x')).toBe(false);
    expect(isAllowedVideoEmbed('https://player.example/x', ['player.example'])).toBe(true);
    expect(isAllowedVideoEmbed('https://media.example.com/x', ['player.example'])).toBe(false);
  });
  it('VIDEO_EMBED_HOSTS replaces the list; unset or blank keeps the default', () => {
    expect(videoEmbedHostsFrom(' Player.example , ,video.example ')).toEqual(['player.example', 'video.example']);
    expect(videoEmbedHostsFrom(undefined)).toBe(DEFAULT_VIDEO_EMBED_HOSTS);
    expect(videoEmbedHostsFrom('  ')).toBe(DEFAULT_VIDEO_EMBED_HOSTS);
  });
});
