// Where installing is done by hand: on iPhone and iPad every browser is WebKit, which never
// fires `beforeinstallprompt`; the way in is Safari's Share menu, 'Add to Home Screen'. iPadOS
// presents itself as a Mac, told apart by its touch screen.

export function installsFromShareMenu(userAgent: string, maxTouchPoints: number): boolean {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return true;
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}
