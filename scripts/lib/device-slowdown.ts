// A fixed device instead of the host: the CPU slowdown that makes this host run like a given
// phone. Lighthouse's default 4× slows whatever host runs it, so the same page scores 100 on a
// host of benchmarkIndex 3,600 and 73 on one of 2,300: a figure that moves with the host is not
// a figure. DevTools' own calibration puts a low-tier phone (a Moto G Power) at benchmarkIndex
// 264 and a mid-tier one (a Pixel 5) at 1,000, so the multiplier is the host's index ÷ the
// device's. One module for bench:lighthouse and bench:interactions, so both emulate the same phone.

import { median } from './lighthouse-table';

export type Device = 'low' | 'mid';

export const DEVICES: Record<Device, { name: string; benchmarkIndex: number }> = {
  low: { name: 'low-tier phone (Moto G Power)', benchmarkIndex: 264 },
  mid: { name: 'mid-tier phone (Pixel 5)', benchmarkIndex: 1000 },
};

/**
 * The host's benchmarkIndex ÷ the device's, to two decimals (what is printed is what was used).
 * A host slower than the device cannot be made faster: 1, and the caller says so.
 */
export function cpuSlowdownFor(hostIndex: number, device: Device): number {
  if (!Number.isFinite(hostIndex) || hostIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, not ${hostIndex}`);
  return Math.max(1, Math.round((hostIndex / DEVICES[device].benchmarkIndex) * 100) / 100);
}

export interface DeviceOptions {
  /** null: the script's own default (the host as it is, with its fixed multiplier). */
  device: Device | null;
  /** A host index given on the command line (`--benchmark-index`), instead of calibrating. */
  benchmarkIndex: number | null;
}

/**
 * `--device low|mid` (or `--device=low`) and `--benchmark-index N` from a script's arguments;
 * the other arguments are the script's own. A wrong value stops the script rather than
 * measuring something else.
 */
export function parseDeviceArgs(argv: readonly string[]): DeviceOptions {
  const options: DeviceOptions = { device: null, benchmarkIndex: null };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    if (flag !== '--device' && flag !== '--benchmark-index') continue;
    const value = inline ?? argv[i + 1];
    if (inline === undefined) i += 1;
    if (flag === '--device') {
      if (value !== 'low' && value !== 'mid') throw new Error(`--device takes low or mid, not ${value ?? 'nothing'}`);
      options.device = value;
    } else {
      const index = Number(value);
      if (!Number.isFinite(index) || index <= 0)
        throw new Error(`--benchmark-index takes a positive number, not ${value ?? 'nothing'}`);
      options.benchmarkIndex = index;
    }
  }
  if (options.benchmarkIndex !== null && options.device === null)
    throw new Error('--benchmark-index needs --device low|mid');
  return options;
}

/**
 * The host's benchmarkIndex: the median of `times` measurements (one measurement moves with
 * whatever else the machine is doing; the median of a few does less).
 */
export async function calibrate(measure: () => Promise<number>, times = 3): Promise<{ index: number; runs: number[] }> {
  const runs: number[] = [];
  for (let i = 0; i < times; i += 1) runs.push(await measure());
  return { index: median(runs), runs };
}

/** One line for a report: the device, the host's index and the multiplier used. */
export function deviceLine(device: Device, hostIndex: number, multiplier: number): string {
  const { name, benchmarkIndex } = DEVICES[device];
  return (
    `${name}: host benchmarkIndex ${Math.round(hostIndex).toLocaleString('en-GB')} ÷ ${benchmarkIndex.toLocaleString('en-GB')}` +
    ` = CPU slowdown ${multiplier}×` +
    (multiplier === 1 && hostIndex < benchmarkIndex
      ? ' (the host is slower than the device: no slowdown, and the figures are pessimistic)'
      : '')
  );
}

/** How far the host's index may move between calibration and measurement before the figures are flagged. */
export const DRIFT_LIMIT = 0.2;

/**
 * A warning when the host's index during the measurement (`observed`: the runs' own median, or
 * a calibration after them) is more than DRIFT_LIMIT away from the one the multiplier was
 * computed from: the host's load changed, and the phone emulated was not the one named.
 */
export function driftNote(device: Device, calibrated: number, observed: number): string | null {
  if (!Number.isFinite(observed) || Math.abs(observed / calibrated - 1) <= DRIFT_LIMIT) return null;
  const change = Math.round((observed / calibrated - 1) * 100);
  return (
    `⚠ the host's benchmarkIndex moved from ${Math.round(calibrated).toLocaleString('en-GB')} (calibration) to ` +
    `${Math.round(observed).toLocaleString('en-GB')} during the runs (${change > 0 ? '+' : ''}${change} %): its load changed, so the runs ` +
    `emulated a phone of index ${Math.round(DEVICES[device].benchmarkIndex * (observed / calibrated))} rather than ` +
    `${DEVICES[device].benchmarkIndex} (the multiplier matching the runs would be ${cpuSlowdownFor(observed, device)}×). Treat these figures as suspect.`
  );
}
