import { describe, expect, it } from 'vitest';
import { drawPensionerIncome } from './draw-pensioner-income.js';
import { UkPrng } from './prng.js';

const draws = (age: number, male: boolean, partnered: boolean, year = 2026) => {
  const rng = new UkPrng(11);
  return Array.from({ length: 4_000 }, () => drawPensionerIncome(rng, age, male, partnered, year));
};
const share = <T>(xs: readonly T[], test: (x: T) => boolean): number =>
  xs.filter(test).length / xs.length;

describe('pensioner incomes', () => {
  it('gives the new State Pension from the 2016 cohorts, about half at the full rate', () => {
    const full = Math.round(52 * 241.3);
    // Born 1956: new State Pension, never above the full rate, a tail far below it.
    const young = draws(70, false, false);
    expect(Math.max(...young.map((d) => d.statePension))).toBe(full);
    expect(share(young, (d) => d.statePension === full)).toBeCloseTo(0.5, 1);
    expect(share(young, (d) => d.statePension < full / 2)).toBeGreaterThan(0.02);
    // The 2025 rate for a 2025 dataset.
    expect(Math.max(...draws(70, false, false, 2025).map((d) => d.statePension))).toBe(
      Math.round(52 * 230.25),
    );
  });

  it('gives the basic State Pension before, partial mostly for married women', () => {
    const basic = 52 * 184.9;
    // A woman born 1952 reached pension age before April 2016; a man born 1952 did not.
    const wives = draws(74, false, true);
    const husbands = draws(80, true, true);
    const short = (d: { statePension: number }): boolean => d.statePension < 0.95 * basic;
    expect(share(wives, short)).toBeGreaterThan(0.3);
    expect(share(husbands, short)).toBeLessThan(0.1);
    // Only the basic State Pension's additional pension goes beyond the new full rate.
    const newFull = Math.round(52 * 241.3);
    expect(draws(74, true, true).every((d) => d.statePension <= newFull)).toBe(true);
    expect(share(husbands, (d) => d.statePension > newFull)).toBeGreaterThan(0.1);
  });

  it('leaves a share of pensioners without a private pension and spreads the rest', () => {
    const all = [...draws(70, true, true), ...draws(82, false, false)];
    expect(share(all, (d) => d.privatePension === 0)).toBeGreaterThan(0.2);
    expect(share(all, (d) => d.privatePension > 20_000)).toBeGreaterThan(0.03);
  });
});
