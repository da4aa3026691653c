/**
 * A whole number with its digits in groups of three, as Turkish writes counts ('3.012',
 * '1.234.567'; Intl's tr-TR gives the same). Not Intl: the first formatter a page builds costs
 * Chromium 30–70 ms of the host's CPU (ICU's set-up, once a renderer), a quarter of a second of a
 * low-tier phone's start in one task, and a Turkish page formats counts while it hydrates.
 */
export function groupDigits(count: number, separator: string): string {
  const digits = String(Math.trunc(Math.abs(count)));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += separator + digits.slice(i, i + 3);
  return count < 0 ? `-${grouped}` : grouped;
}
