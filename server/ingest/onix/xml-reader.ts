/**
 * A streaming reader of an ONIX 3.0 message on saxes: yields the header, then one small tree
 * per <Product>, never the document. Reference or short tags (short ones are renamed as they
 * are opened, tags.ts), any namespace prefix.
 *
 * Hostile input is refused with one line before it can cost memory (docs/catalog-import.md
 * "Bad input"): saxes never reads external entities nor expands entities declared in a DTD,
 * and a DOCTYPE with an internal subset (where "billion laughs" declares its entities) or
 * naming any file or URL but EDItEUR's own DTD is refused at the DOCTYPE; a text run longer
 * than MAX_TEXT_RUN characters is refused before saxes has buffered it (the run is counted on
 * the raw chunks, between two `<`); a record is capped in characters and elements.
 */
import { SaxesParser } from 'saxes';
import type { Readable } from 'node:stream';
import { referenceName } from './tags.ts';

/** One element of a record: reference name, attributes, text, children, the line it opens on. */
export interface XNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XNode[];
  line: number;
  /** Mixed content, in order (only inside <Text>, whose XHTML is serialised as it came). */
  parts?: (XNode | string)[];
}

export interface OnixHeader {
  sender: string | null;
  sentDateTime: string | null;
  /** `SentDateTime`'s line (for the "older message" refusal). */
  line: number;
  short: boolean;
}

/** `chars`: the record's size in the file, for the import's batch limit on text. */
export type OnixEvent = { kind: 'header'; header: OnixHeader } | { kind: 'product'; node: XNode; chars: number };

/** A document refused as a whole: one line, nothing written. */
export class OnixDocumentError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'OnixDocumentError';
  }
}

export const MAX_TEXT_RUN = 1 << 20;
export const MAX_RECORD_CHARS = 8 << 20;
export const MAX_RECORD_ELEMENTS = 50_000;
const MAX_DEPTH = 64;

/** The DTD identifiers EDItEUR publishes for ONIX 3.0: named by real feeds, never fetched by saxes. */
const EDITEUR_DTD = /^https?:\/\/www\.editeur\.org\/onix\/3\.0\/(?:reference|short)\/onix-international\.dtd$/;

function checkDoctype(doctype: string): string | null {
  if (doctype.includes('[')) return 'a DOCTYPE with an internal subset (entity declarations) is not accepted';
  const ids = [...doctype.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2] ?? '');
  const system = /\b(?:SYSTEM|PUBLIC)\b/.test(doctype) ? ids.at(-1) : undefined;
  if (system !== undefined && !EDITEUR_DTD.test(system))
    return `a DOCTYPE naming ${JSON.stringify(system.slice(0, 100))} is not accepted (external entities are never read)`;
  return null;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * The same text, in a string of its own. saxes hands text out as slices of the chunk it is
 * parsing (64k characters, 128 kB once one of them is not Latin-1), and V8 keeps the whole chunk
 * of a slice alive: a 13-character RecordReference kept to the end of the import kept its chunk,
 * so the import held the whole file (a 10,000-product message did not fit in a 192 MB heap).
 * The concatenation is flattened into a new string by the slice; V8 copies shorter ones anyway.
 */
export const ownString = (s: string): string => (s.length < 13 ? s : (' ' + s).slice(1));

/** The events of the message read from `text` (a UTF-8 stream), as they complete. */
export async function* readOnix(text: Readable): AsyncGenerator<OnixEvent> {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const out: OnixEvent[] = [];
  let failure: OnixDocumentError | null = null;
  const fail = (message: string, line = parser.line) => {
    failure ??= new OnixDocumentError(line, message);
  };
  let root: string | null = null;
  let short = false;
  const path: string[] = [];
  const header: OnixHeader = { sender: null, sentDateTime: null, line: 0, short: false };
  let headerSent = false;
  const stack: XNode[] = [];
  let record: XNode | null = null;
  let recordStart = 0;
  let elements = 0;
  let textDepth = 0;

  const sendHeader = () => {
    if (headerSent) return;
    headerSent = true;
    const own = (s: string | null) => (s === null ? null : ownString(s));
    out.push({
      kind: 'header',
      header: { ...header, sender: own(header.sender), sentDateTime: own(header.sentDateTime), short },
    });
  };

  parser.on('doctype', (doctype) => {
    const problem = checkDoctype(doctype);
    if (problem) fail(problem);
  });
  parser.on('opentag', (tag) => {
    if (failure) return;
    if (root === null) {
      const local = tag.name.slice(tag.name.indexOf(':') + 1);
      if (local !== 'ONIXMessage' && local !== 'ONIXmessage')
        return fail(`not an ONIX message: the root element is <${tag.name}>, not <ONIXMessage>`);
      const release = Object.entries(tag.attributes).find(([k]) => k.endsWith('release'))?.[1];
      if (release !== undefined && !String(release).startsWith('3.'))
        return fail(`ONIX release ${String(release)} is not supported: send ONIX for Books 3.0`);
      short = local === 'ONIXmessage';
      root = 'ONIXMessage';
    }
    // Inside <Text> the elements are XHTML: their own names, never short tags.
    const name = textDepth > 0 ? tag.name.slice(tag.name.indexOf(':') + 1) : referenceName(tag.name, short);
    path.push(name);
    if (path.length > MAX_DEPTH) return fail(`elements nested more than ${MAX_DEPTH} deep`);
    if (name === 'Product' && path.length === 2) {
      sendHeader();
      record = { name, attrs: {}, text: '', children: [], line: parser.line };
      stack.push(record);
      recordStart = parser.position;
      elements = 0;
      return;
    }
    if (!record) return;
    if (++elements > MAX_RECORD_ELEMENTS)
      return fail(`a <Product> with more than ${fmt(MAX_RECORD_ELEMENTS)} elements`);
    const attrs: Record<string, string> = {};
    for (const [k, v] of Object.entries(tag.attributes)) {
      if (k !== 'xmlns' && !k.startsWith('xmlns:')) attrs[k.slice(k.indexOf(':') + 1)] = ownString(String(v));
    }
    const node: XNode = { name, attrs, text: '', children: [], line: parser.line };
    const parent = stack[stack.length - 1]!;
    parent.children.push(node);
    if (textDepth > 0) (parent.parts ??= []).push(node);
    if (name === 'Text' || textDepth > 0) {
      textDepth++;
      node.parts = [];
    }
    stack.push(node);
  });
  parser.on('text', (value) => {
    if (failure) return;
    if (record) {
      const node = stack[stack.length - 1]!;
      node.text += value;
      if (textDepth > 0) node.parts!.push(value);
    } else if (path.length === 3 && path[1] === 'Header' && path[2] === 'SentDateTime') {
      header.sentDateTime = (header.sentDateTime ?? '') + value;
      header.line = parser.line;
    } else if (path.length === 4 && path[1] === 'Header' && path[2] === 'Sender' && path[3] === 'SenderName') {
      header.sender = (header.sender ?? '') + value;
    }
  });
  parser.on('closetag', () => {
    if (failure) return;
    const name = path.pop();
    if (!record) {
      if (name === 'Header') sendHeader();
      return;
    }
    const node = stack.pop()!;
    // Its text no longer holds the chunks it came in (ownString): the record alone stays in memory.
    node.text = ownString(node.text);
    if (node.parts) node.parts = node.parts.map((p) => (typeof p === 'string' ? ownString(p) : p));
    if (textDepth > 0) textDepth--;
    if (node === record) {
      out.push({ kind: 'product', node: record, chars: parser.position - recordStart });
      record = null;
    }
  });
  parser.on('error', (error) => {
    // saxes prefixes its messages with "line:column: "; the line is told separately.
    fail(`malformed XML: ${error.message.replace(/^\d+:\d+:\s*/, '')}`);
  });

  let sinceTag = 0;
  for await (const chunk of text) {
    const s = chunk as string;
    const lastTag = s.lastIndexOf('<');
    if (lastTag < 0) sinceTag += s.length;
    else {
      const firstTag = s.indexOf('<');
      if (sinceTag + firstTag > MAX_TEXT_RUN) fail(`a text of more than ${fmt(MAX_TEXT_RUN)} characters`);
      sinceTag = s.length - lastTag - 1;
      // Runs inside one chunk are bounded by the chunk (64 kB); only the ones across chunks count.
    }
    if (sinceTag > MAX_TEXT_RUN) fail(`a text of more than ${fmt(MAX_TEXT_RUN)} characters`);
    if (!failure) parser.write(s);
    if (!failure && record && parser.position - recordStart > MAX_RECORD_CHARS)
      fail(`a <Product> of more than ${fmt(MAX_RECORD_CHARS)} characters`);
    if (failure) {
      text.destroy();
      throw failure;
    }
    while (out.length) yield out.shift()!;
  }
  if (!failure) parser.close();
  if (!failure && root === null) fail('not an ONIX message: no root element');
  if (failure) throw failure;
  sendHeader();
  while (out.length) yield out.shift()!;
}

/** The first child named `name`. */
export const child = (node: XNode | undefined, name: string): XNode | undefined =>
  node?.children.find((c) => c.name === name);
/** Every child named `name`. */
export const children = (node: XNode | undefined, name: string): XNode[] =>
  node ? node.children.filter((c) => c.name === name) : [];
/** The trimmed text of the first child named `name`, or undefined. */
export const textOf = (node: XNode | undefined, name: string): string | undefined => {
  const c = child(node, name);
  return c ? c.text.trim() : undefined;
};
