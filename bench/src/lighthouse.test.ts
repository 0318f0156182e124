import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor, missedTargets } from './lighthouse.ts';

describe('cpuSlowdownFor', () => {
  it("gives the slowdowns of Lighthouse's calculator", () => {
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4, 1);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
    expect(cpuSlowdownFor(1000)).toBeCloseTo(2.4, 1);
    expect(cpuSlowdownFor(800)).toBe(2);
  });

  it('never speeds a slow machine up', () => {
    expect(cpuSlowdownFor(100)).toBe(1);
  });
});

describe('missedTargets', () => {
  const met = {
    performance: 95,
    largestContentfulPaintMs: 2000,
    totalBlockingTimeMs: 150,
    cumulativeLayoutShift: 0.05,
  };

  it('counts a figure on its target as met', () => {
    expect(missedTargets(met)).toEqual([]);
  });

  it('names each figure past its target', () => {
    expect(
      missedTargets({
        performance: 94,
        largestContentfulPaintMs: 2001,
        totalBlockingTimeMs: 151,
        cumulativeLayoutShift: 0.051,
      }),
    ).toEqual(['performance', 'LCP', 'TBT', 'CLS']);
    expect(missedTargets({ ...met, totalBlockingTimeMs: 331 })).toEqual(['TBT']);
  });
});
