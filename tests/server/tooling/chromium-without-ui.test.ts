// scripts/chromium-without-ui.sh: the system's Chromium for the browser tests, its address
// bar's popup pages (two renderers for every test's context) turned off, Playwright's own
// --disable-features kept: Chromium reads only the last one given.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_WITHOUT_UI, QUIET_CHROMIUM_ARGS, chromiumLaunchOptions, findChromium } from '../../../scripts/chromium.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'chromium-without-ui-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('scripts/chromium-without-ui.sh', () => {
  it('runs the Chromium it is given with one --disable-features holding every list and its own', () => {
    // A stand-in Chromium that prints the arguments it was given, one a line.
    const echo = path.join(folder, 'echo-args.sh');
    writeFileSync(echo, '#!/usr/bin/env bash\nprintf "%s\\n" "$@"\n');
    chmodSync(echo, 0o755);
    const run = spawnSync(
      CHROMIUM_WITHOUT_UI,
      ['--headless', '--disable-features=PaintHolding,MediaRouter', '--no-sandbox', '--disable-features=Translate', 'about:blank'],
      { env: { ...process.env, CHROMIUM_REAL: echo }, encoding: 'utf8' },
    );
    expect(run.status).toBe(0);
    expect(run.stdout.trim().split('\n')).toEqual([
      '--headless',
      '--no-sandbox',
      'about:blank',
      '--disable-features=Translate,PaintHolding,MediaRouter,WebUIOmniboxPopup,WebUIOmniboxAimPopup',
    ]);
  });

  it('refuses to start without the Chromium to run', () => {
    const env = { ...process.env };
    delete env.CHROMIUM_REAL;
    const run = spawnSync(CHROMIUM_WITHOUT_UI, ['--headless'], { env, encoding: 'utf8' });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CHROMIUM_REAL names the Chromium to run');
  });

  const system = findChromium();
  it.skipIf(!system?.executablePath)("leaves a context of the system's Chromium without the popup pages", async () => {
    const browser = await chromium.launch({ ...chromiumLaunchOptions(system), args: QUIET_CHROMIUM_ARGS });
    try {
      const page = await (await browser.newContext()).newPage();
      await page.goto('about:blank');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.map((t) => t.url)).toEqual(['about:blank']);
    } finally {
      await browser.close();
    }
  });
});
