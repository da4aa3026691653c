import { describe, expect, it } from 'vitest';
import { installsFromShareMenu } from '../../src/domain/shell/home-screen';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.7204.119 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36';
const LINUX_FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:153.0) Gecko/20100101 Firefox/153.0';

describe('installsFromShareMenu', () => {
  it('is true on an iPhone, in Safari and in any other iOS browser (all WebKit)', () => {
    expect(installsFromShareMenu(IPHONE, 5)).toBe(true);
    expect(installsFromShareMenu(IPHONE_CHROME, 5)).toBe(true);
  });

  it('is true on an iPad that presents itself as a Mac, and false on a real Mac', () => {
    expect(installsFromShareMenu(IPAD_AS_MAC, 5)).toBe(true);
    expect(installsFromShareMenu(IPAD_AS_MAC, 0)).toBe(false);
  });

  it('is false where the browser offers installing itself or not at all', () => {
    expect(installsFromShareMenu(ANDROID_CHROME, 5)).toBe(false);
    expect(installsFromShareMenu(LINUX_FIREFOX, 0)).toBe(false);
  });
});
