// The host's benchmarkIndex as Lighthouse computes it (its own page function, run in a blank
// page of the browser under test), so scripts that emulate a device through Playwright use the
// same figure bench:lighthouse reads from lhr.environment.
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

export async function hostIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  } finally {
    await page.close();
  }
}
