/**
 * What the host charges for memory a process touches for the first time: the time to write one
 * byte into each 4 KiB page of 256 MB, in a fresh Node process. The benchmarkIndex (a loop
 * over arrays already in hand) does not see this cost, but a browser pays it on every page
 * load (each new renderer's heap, its style and layout data), so a host that charges much for it
 * reads front-end figures several times worse at the same index. Printed beside the index so
 * that two runs' figures can be compared: a phone does not pay it as these sandboxes can.
 */
import { spawnSync } from 'node:child_process';

const MEGABYTES = 256;
const PAGE = 4096;

/** Microseconds per 4 KiB page first written, the median of `times` fresh processes. */
export function freshPageMicroseconds(times = 3): number {
  const script =
    `const t=process.hrtime.bigint();const b=Buffer.allocUnsafeSlow(${MEGABYTES}*1048576);` +
    `for(let o=0;o<b.length;o+=${PAGE})b[o]=1;` +
    `process.stdout.write(String(Number(process.hrtime.bigint()-t)/1e3/(b.length/${PAGE})))`;
  const runs: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const out = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`host-memory: the probe failed: ${out.stderr}`);
    runs.push(Number(out.stdout));
  }
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)]!;
}

/** One clause for a report: the figure, with what it means. */
export function freshPageLine(microseconds: number): string {
  return `fresh memory ${microseconds.toFixed(1)} µs per 4 KiB page first written (scripts/lib/host-memory.ts; the benchmarkIndex does not include it)`;
}
