/**
 * Cover colours, one per primary discipline ("a colour per discipline"):
 * the category's hue, shifted a little per primary so neighbouring subjects differ,
 * dark enough for white cover text (WCAG contrast ≥ 4.5:1 at these lightness values).
 */
import { hashString } from './random.ts';
import { SUBJECTS } from './subjects.ts';

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

const BY_PRIMARY = new Map<string, string>();
for (const category of SUBJECTS) {
  category.primaries.forEach((primary, i) => {
    const hue = (category.hue + ((i * 7) % 36) - 18 + 360) % 360;
    BY_PRIMARY.set(primary.code, hslToHex(hue, 0.55, 0.3 + (i % 3) * 0.03));
  });
}

/** The cover colour of a primary discipline; codes outside the demo tree get a stable colour from their hash. */
export function coverColor(primaryCode: string): string {
  return BY_PRIMARY.get(primaryCode) ?? hslToHex(hashString(primaryCode) % 360, 0.5, 0.32);
}
