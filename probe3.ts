import { chromium } from '@playwright/test';
import { collectTrace, pageNavigation } from './scripts/lib/chromium-trace';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
const ev = await collectTrace(cdp, ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing','v8.execute'], async () => { await p.goto(url); await p.waitForTimeout(5000); });
const nav = pageNavigation(ev);
const on = ev.filter(e => e.pid === nav.pid && e.tid === nav.tid && e.dur);
const fcp = ev.find(e => e.name === 'firstContentfulPaint' && e.pid === nav.pid)!.ts;
console.log('fcp', ((fcp - nav.ts)/1000).toFixed(0));
for (const t of on.filter(e => e.name === 'RunTask' && e.dur! > 4000 && e.ts > nav.ts).sort((a,b)=>a.ts-b.ts)) {
  const kids = new Map<string, number>();
  for (const e of on) if (e !== t && e.ts >= t.ts && e.ts < t.ts + t.dur! && e.name !== 'RunTask') kids.set(e.name, (kids.get(e.name) ?? 0) + e.dur!);
  const top = [...kids].sort((a,b)=>b[1]-a[1]).slice(0,6).map(([n,d])=>`${n} ${(d/1000).toFixed(1)}`).join(', ');
  const fn = on.find(e => e.ts >= t.ts && e.ts < t.ts + t.dur! && (e.name === 'FunctionCall' || e.name==='EvaluateScript' || e.name==='v8.evaluateModule' || e.name==='TimerFire'));
  console.log(((t.ts - nav.ts)/1000).toFixed(0), (t.dur!/1000).toFixed(1), top, JSON.stringify(fn?.args?.data ?? {}).slice(0,150));
}
await b.close();
