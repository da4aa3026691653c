/**
 * `npm run draw:pictures`: draws the shipped pictures of scripts/lib/raster-pictures.ts from their
 * SVG sources into public/. Run it after changing one of the sources, and commit both.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { RASTER_PICTURES, drawPicture } from './lib/raster-pictures';

for (const picture of RASTER_PICTURES) {
  const png = await drawPicture(picture);
  writeFileSync(path.join(process.cwd(), picture.target), png);
  console.log(`${picture.source} → ${picture.target}: ${picture.width} px wide, ${png.length.toLocaleString('en')} B`);
}
