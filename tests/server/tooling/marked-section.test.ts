// bench:lighthouse --device writes its dated section into docs/performance.md between markers:
// the next run replaces it, the prose around it (and prose naming the marker) stays.
import { describe, expect, it } from 'vitest';
import { withMarkedSection } from '../../../scripts/lib/marked-section';

const M = 'bench:lighthouse --device low';

describe('withMarkedSection', () => {
  it('adds the section at the end the first time', () => {
    expect(withMarkedSection('# Doc\n\nprose\n\n', M, 'run 1')).toBe(
      `# Doc\n\nprose\n\n<!-- ${M} -->\nrun 1\n<!-- /${M} -->\n`,
    );
  });

  it('replaces only its own section, even when the prose names the marker', () => {
    const doc = `# Doc\nWritten between \`<!-- ${M} -->\` markers.\n\n<!-- ${M} -->\nrun 1 $&\n<!-- /${M} -->\n\n## After\n`;
    const next = withMarkedSection(doc, M, 'run 2 $1');
    expect(next).toBe(
      `# Doc\nWritten between \`<!-- ${M} -->\` markers.\n\n<!-- ${M} -->\nrun 2 $1\n<!-- /${M} -->\n\n## After\n`,
    );
    expect(withMarkedSection(next, 'bench:lighthouse --device mid', 'mid')).toContain(
      `run 2 $1\n<!-- /${M} -->\n\n## After\n\n<!-- bench:lighthouse --device mid -->\nmid\n`,
    );
  });
});
