// A publisher's own cover (ONIX), asked for at a width of the pages (cover-png.ts storedCoverAt).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedCoverAt } from '../../../server/modules/catalogue/cover-png.ts';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } });

describe('a publisher cover at a page width', () => {
  it('a large JPEG comes back as a JPEG that width wide, its height in proportion', async () => {
    const bytes = await picture(1200, 1600).jpeg().toBuffer();
    const shown = await storedCoverAt({ contentType: 'image/jpeg', bytes }, 320);
    expect(shown.contentType).toBe('image/jpeg');
    expect(await sharp(shown.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 427 });
    expect(shown.bytes.length).toBeLessThan(bytes.length);
  });

  it('a PNG stays a PNG; a picture narrower than asked is not enlarged', async () => {
    const bytes = await picture(200, 260).png().toBuffer();
    const shown = await storedCoverAt({ contentType: 'image/png', bytes }, 480);
    expect(shown.contentType).toBe('image/png');
    expect(await sharp(shown.bytes).metadata()).toMatchObject({ format: 'png', width: 200, height: 260 });
  });

  it('bytes that are no picture are answered as they were stored', async () => {
    const stored = { contentType: 'image/png', bytes: Buffer.from('not a picture') };
    expect(await storedCoverAt(stored, 160)).toEqual(stored);
  });
});
