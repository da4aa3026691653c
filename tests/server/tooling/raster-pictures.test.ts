import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { RASTER_PICTURES, drawPicture } from '../../../scripts/lib/raster-pictures';

const root = new URL('../../../', import.meta.url).pathname;

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe('shipped pictures drawn from their SVG', () => {
  it('are the sizes the pages ask for', async () => {
    const sizes = await Promise.all(
      RASTER_PICTURES.map(async ({ target }) => {
        const { width, height, format } = await sharp(readFileSync(root + target)).metadata();
        return `${target} ${format} ${width}x${height}`;
      }),
    );
    expect(sizes).toEqual([
      'public/images/subject-1.png png 640x240',
      'public/images/subject-2.png png 640x240',
      'public/images/subject-3.png png 640x240',
      'public/icons/favicon-48.png png 48x48',
    ]);
  });

  it.each(RASTER_PICTURES.map((p) => [p.target, p] as const))(
    '%s shows what its source draws (run `npm run draw:pictures` after changing a source)',
    async (_target, picture) => {
      const shipped = await pixels(readFileSync(root + picture.target));
      const drawn = await pixels(await drawPicture(picture, root));
      expect([shipped.width, shipped.height]).toEqual([drawn.width, drawn.height]);
      let difference = 0;
      for (let i = 0; i < drawn.data.length; i += 1) difference += Math.abs(drawn.data[i]! - shipped.data[i]!);
      // Mean difference per channel, out of 255: a changed shape or colour moves it by whole units.
      expect(difference / drawn.data.length).toBeLessThan(0.5);
    },
  );

  it('a changed source is seen', async () => {
    const picture = RASTER_PICTURES[0]!;
    const shipped = await pixels(readFileSync(root + picture.target));
    const other = await pixels(await drawPicture({ ...picture, source: 'public/images/subject-2.svg' }, root));
    let difference = 0;
    for (let i = 0; i < other.data.length; i += 1) difference += Math.abs(other.data[i]! - shipped.data[i]!);
    expect(difference / other.data.length).toBeGreaterThan(0.5);
  });
});
