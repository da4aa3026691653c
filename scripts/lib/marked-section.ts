// A section a script keeps in a hand-written document: from `<!-- marker -->` to
// `<!-- /marker -->`, each on a line of its own (so prose that names the marker, in backticks,
// is never taken for it). Replaced in place by the next run, or added at the end the first time.

export function withMarkedSection(doc: string, marker: string, section: string): string {
  const escaped = marker.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const existing = new RegExp(`^<!-- ${escaped} -->$[\\s\\S]*?^<!-- /${escaped} -->$`, 'm');
  const body = `<!-- ${marker} -->\n${section}\n<!-- /${marker} -->`;
  return existing.test(doc) ? doc.replace(existing, () => body) : `${doc.replace(/\n*$/, '')}\n\n${body}\n`;
}
