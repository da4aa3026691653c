// A fixed device, not a host: the CPU slowdown is the host's benchmarkIndex ÷ the phone's
// (DevTools' calibration: 264 for a Moto G Power, 1,000 for a Pixel 5), and the options that
// choose it stop the script when they are wrong rather than measuring something else.
import { describe, expect, it } from 'vitest';
import {
  calibrate,
  cpuSlowdownFor,
  deviceLine,
  driftNote,
  parseDeviceArgs,
} from '../../../scripts/lib/device-slowdown';

describe('cpuSlowdownFor', () => {
  it("divides the host's index by the device's, to two decimals", () => {
    expect(cpuSlowdownFor(2300, 'low')).toBe(8.71);
    expect(cpuSlowdownFor(2300, 'mid')).toBe(2.3);
    expect(cpuSlowdownFor(3600, 'low')).toBe(13.64);
    expect(cpuSlowdownFor(264, 'low')).toBe(1);
  });

  it('never speeds a host up: a host slower than the device runs at 1×', () => {
    expect(cpuSlowdownFor(800, 'mid')).toBe(1);
    expect(deviceLine('mid', 800, 1)).toMatch(/slower than the device/);
  });

  it('refuses an index that is not a positive number', () => {
    expect(() => cpuSlowdownFor(0, 'low')).toThrow(/positive/);
    expect(() => cpuSlowdownFor(Number.NaN, 'low')).toThrow(/positive/);
  });
});

describe('parseDeviceArgs', () => {
  it('reads --device and --benchmark-index, spaced or with =, among the script’s own options', () => {
    expect(parseDeviceArgs(['--runs', '2', '--device', 'low', '--no-write'])).toEqual({
      device: 'low',
      benchmarkIndex: null,
    });
    expect(parseDeviceArgs(['--device=mid', '--benchmark-index=1800'])).toEqual({
      device: 'mid',
      benchmarkIndex: 1800,
    });
    expect(parseDeviceArgs(['--url', 'http://127.0.0.1:8092'])).toEqual({ device: null, benchmarkIndex: null });
  });

  it('stops on a device it does not know, a missing value or an index without a device', () => {
    expect(() => parseDeviceArgs(['--device', 'high'])).toThrow(/low or mid/);
    expect(() => parseDeviceArgs(['--device'])).toThrow(/low or mid/);
    expect(() => parseDeviceArgs(['--device', 'low', '--benchmark-index', 'fast'])).toThrow(/positive number/);
    expect(() => parseDeviceArgs(['--benchmark-index', '2000'])).toThrow(/needs --device/);
  });
});

describe('calibrate', () => {
  it("takes the median of the host's measurements, not the best one", async () => {
    const readings = [2400, 900, 2300];
    const result = await calibrate(async () => readings.shift()!, 3);
    expect(result).toEqual({ index: 2300, runs: [2400, 900, 2300] });
  });
});

describe('driftNote', () => {
  it('says nothing while the host stays within 20 % of its calibration', () => {
    expect(driftNote('low', 2000, 2300)).toBeNull();
    expect(driftNote('low', 2000, 1700)).toBeNull();
  });

  it('flags a host whose load changed: which phone the runs really emulated, and the multiplier that would match', () => {
    const note = driftNote('low', 761, 1300);
    expect(note).toMatch(/moved from 761 \(calibration\) to 1,300/);
    expect(note).toMatch(/\+71 %/);
    expect(note).toMatch(/index 451 rather than 264/);
    expect(note).toMatch(/4\.92×/);
  });
});
