/**
 * A table of contents (TextContent type 04) as the catalogue's { toc, tocString }: nested XHTML
 * lists (ul/ol → li) give the levels; plain text gives them by indentation, two spaces a level
 * (the tocString convention). Three levels at most (contract/schemas/product.ts): deeper entries
 * join their third-level parent's list.
 */
import type { ProductToc, TocNode } from '../../../contract/schemas/product.ts';
import type { XNode } from './xml-reader.ts';

interface Entry {
  label: string;
  level: number;
}

function entriesOfList(list: XNode, level: number, out: Entry[]): void {
  for (const item of list.children.filter((c) => c.name.toLowerCase() === 'li')) {
    const own = (item.parts ?? [])
      .map((p) => (typeof p === 'string' ? p : /^(?:ul|ol)$/i.test(p.name) ? '' : plain(p)))
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (own) out.push({ label: own, level: Math.min(level, 2) });
    for (const sub of item.children.filter((c) => /^(?:ul|ol)$/i.test(c.name))) entriesOfList(sub, level + 1, out);
  }
}

const plain = (node: XNode): string => (node.parts ?? []).map((p) => (typeof p === 'string' ? p : plain(p))).join('');

function listsIn(node: XNode): XNode[] {
  return node.children.flatMap((c) => (/^(?:ul|ol)$/i.test(c.name) ? [c] : listsIn(c)));
}

export function tocFromText(text: XNode): ProductToc {
  const entries: Entry[] = [];
  const lists = listsIn(text);
  if (lists.length) for (const list of lists) entriesOfList(list, 0, entries);
  else
    for (const line of text.text.split(/\r?\n/)) {
      if (!line.trim()) continue;
      const indent = line.match(/^ */)![0].length;
      entries.push({ label: line.trim(), level: Math.min(Math.floor(indent / 2), 2) });
    }
  const toc: TocNode[] = [];
  for (const { label, level } of entries) {
    const top = toc.at(-1);
    if (level === 0 || !top) toc.push({ label });
    else if (level === 1 || !top.children?.length) (top.children ??= []).push({ label });
    else (top.children.at(-1)!.children ??= []).push({ label });
  }
  const tocString = toc
    .flatMap((n) => [
      n.label,
      ...(n.children ?? []).flatMap((s) => [`  ${s.label}`, ...(s.children ?? []).map((l) => `    ${l.label}`)]),
    ])
    .join('\n');
  return { toc, tocString };
}
