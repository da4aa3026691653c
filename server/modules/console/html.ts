/** Plain, accessible HTML pages for the stand-in course console (no scripts). */

export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Marks a string as already-escaped HTML. */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Tagged template: interpolated values are escaped unless they are Html (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new Html(out);
}

function render(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

const STYLE = `
  :root { color-scheme: light dark; --fg: #1b1f24; --bg: #fff; --muted: #57606a; --line: #d0d7de; --accent: #0a5cc2; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9da7b3; --line: #30363d; --accent: #6cb6ff; } }
  * { box-sizing: border-box; }
  body { margin: 0; font: 1rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--fg); background: var(--bg); }
  header, main, footer { max-width: 52rem; margin: 0 auto; padding: 1rem 1.25rem; }
  header { border-bottom: 1px solid var(--line); }
  header a { font-weight: 600; }
  a { color: var(--accent); }
  a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  h1 { font-size: 1.6rem; line-height: 1.25; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  pre { overflow: auto; padding: .75rem; border: 1px solid var(--line); border-radius: 6px; max-height: 24rem; }
  .note { color: var(--muted); }
  .error { border-left: 4px solid #cf222e; padding-left: .75rem; }
  ul.links { padding-left: 1.25rem; }
  ul.links li { margin: .4rem 0; }
`;

/** The catalogue's own icon (public/): without a link the browser asks for /favicon.ico, a 404. */
export const CONSOLE_ICON = '/favicon.svg';

export function page(title: string, content: Html): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(title)} - Course console</title>
<link rel="icon" href="${CONSOLE_ICON}" type="image/svg+xml">
<style>${STYLE}</style>
</head>
<body>
<header><a href="/console">Course console</a> <span class="note">(demo stand-in)</span></header>
<main id="main">
<h1>${escapeHtml(title)}</h1>
${content.value}
</main>
<footer class="note"><a href="/">Back to the catalogue</a></footer>
</body>
</html>
`;
}
