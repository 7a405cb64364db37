import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../us-states.js';
import {
  CENSUS_STATE_INCOME_TAX,
  CensusStateCodeError,
  compareStateIncomeTax,
  formatStateIncomeTaxTable,
  largestShareByState,
  parseCensusStateIncomeTax,
  totalsByState,
} from './state-income-tax-revenue.js';

const NO_WAGE_TAX = ['AK', 'FL', 'NH', 'NV', 'SD', 'TN', 'TX', 'WA', 'WY'];

describe('the Census state income tax collections', () => {
  it('are the 41 states and DC that tax wages, each a positive figure, cited to the Census table', () => {
    const states = Object.keys(CENSUS_STATE_INCOME_TAX.values).sort();
    expect(states).toEqual(US_STATE_CODES.filter((s) => !NO_WAGE_TAX.includes(s)));
    expect(CENSUS_STATE_INCOME_TAX.fiscalYear).toBe(2023);
    expect(CENSUS_STATE_INCOME_TAX.url).toBe(
      'https://www.census.gov/data/tables/2023/econ/stc/2023-annual.html',
    );
    // FY2023 individual income taxes (T40) as transcribed, dollars rounded to the million.
    expect(CENSUS_STATE_INCOME_TAX.values.CA).toBe(115_845_000_000);
    expect(CENSUS_STATE_INCOME_TAX.values.NY).toBe(63_247_000_000);
    expect(CENSUS_STATE_INCOME_TAX.values.OH).toBe(9_520_000_000);
    expect(CENSUS_STATE_INCOME_TAX.values.ND).toBe(534_000_000);
    const total = Object.values(CENSUS_STATE_INCOME_TAX.values).reduce((a, b) => a + b, 0);
    expect(total).toBe(494_884_000_000);
  });

  it('refuses a key that is not a state code, naming it', () => {
    const raw = { ...CENSUS_STATE_INCOME_TAX, values: { CA: 1, XX: 2 } };
    expect(() => parseCensusStateIncomeTax(raw)).toThrow(CensusStateCodeError);
    expect(() => parseCensusStateIncomeTax(raw)).toThrow(/values\.XX is not a state code/);
  });
});

describe('compareStateIncomeTax', () => {
  const census = CENSUS_STATE_INCOME_TAX.values;
  const factor = 1.1;
  const comparison = compareStateIncomeTax({
    year: 2025,
    factor,
    // CA 10% over its carried figure, NY half of it; TX (no wage tax) has a little modelled tax.
    fiscus: { CA: census.CA! * factor * 1.1, NY: census.NY! * factor * 0.5, TX: 1e6 },
    modelledStates: new Set(['CA', 'NY']),
  });
  const byState = new Map(comparison.rows.map((r) => [r.state, r]));

  it('gives each modelled state its gap and marks the others not modelled with 0', () => {
    expect(byState.get('CA')!.gap).toBeCloseTo(0.1, 12);
    expect(byState.get('CA')!.within).toBe(true);
    expect(byState.get('NY')!.gap).toBeCloseTo(-0.5, 12);
    expect(byState.get('NY')!.within).toBe(false);
    const pa = byState.get('PA')!;
    expect(pa).toMatchObject({ modelled: false, fiscus: 0, gap: undefined, within: undefined });
    expect(pa.carried).toBeCloseTo(census.PA! * factor, 3);
    expect(comparison.rows).toHaveLength(42);
  });

  it('totals the nation (every Census state, all modelled revenue) and the modelled states apart', () => {
    const fiscus = census.CA! * factor * 1.1 + census.NY! * factor * 0.5 + 1e6;
    expect(comparison.national.fiscus).toBeCloseTo(fiscus, 0);
    expect(comparison.national.carried).toBeCloseTo(494_884_000_000 * factor, 0);
    expect(comparison.national.within).toBe(false);
    expect(comparison.modelledTotal.census).toBe(census.CA! + census.NY!);
    expect(comparison.modelledTotal.gap).toBeCloseTo(
      (census.CA! * 1.1 + census.NY! * 0.5) / (census.CA! + census.NY!) - 1,
      12,
    );
  });

  it('prints the table: a line per state with the gap or "not modelled", the totals and the source', () => {
    const table = formatStateIncomeTaxTable(comparison);
    const lines = table.split('\n');
    expect(lines.find((l) => l.startsWith('| CA '))).toMatch(
      /\$140\.17B \| +\$115\.84B \| +\$127\.43B \| +\+10\.0% \|$/,
    );
    expect(lines.find((l) => l.startsWith('| NY '))).toMatch(/-50\.0% \* \|$/);
    expect(lines.find((l) => l.startsWith('| PA '))).toMatch(/\$0\.00B .*not modelled \|$/);
    expect(lines.filter((l) => / not modelled \|$/.test(l))).toHaveLength(40);
    expect(lines.find((l) => l.startsWith('| US '))).toMatch(/\$494\.88B/);
    expect(table).toContain('2 of 42 states modelled; 1 within ±15%; outside: NY.');
    expect(table).toContain(CENSUS_STATE_INCOME_TAX.url);
    expect(table).not.toContain('top 10 units');
  });

  it('adds the share of the largest units when measured, for modelled states only', () => {
    const measured = compareStateIncomeTax({
      year: 2025,
      factor,
      fiscus: { CA: census.CA! },
      modelledStates: new Set(['CA']),
      concentration: { CA: 0.47, PA: 0.2 },
      concentrationUnits: 10,
    });
    const rows = new Map(measured.rows.map((r) => [r.state, r]));
    expect(rows.get('CA')!.concentration).toBe(0.47);
    expect(rows.get('PA')!.concentration).toBeUndefined();
    const lines = formatStateIncomeTaxTable(measured).split('\n');
    expect(lines.find((l) => l.startsWith('| state '))).toMatch(/\| top 10 units \|$/);
    expect(lines.find((l) => l.startsWith('| CA '))).toMatch(/ 47% \|$/);
    expect(lines.find((l) => l.startsWith('| PA '))).toMatch(/not modelled \| +\|$/);
  });
});

describe('totalsByState', () => {
  const stateCode = { values: Int32Array.from([0, 1, 1]), categories: ['CA', 'NY'] };

  it('sums weighted values onto their households’ states', () => {
    const totals = totalsByState({
      values: [100, 200, 300, -50],
      household: [0, 1, 2, 2],
      weight: [2, 3, 1, 4],
      stateCode,
    });
    expect(totals).toEqual({ CA: 200, NY: 600 + 300 - 200 });
  });

  it('gives the share of each state’s total held by its largest contributions', () => {
    const shares = largestShareByState(
      { values: [100, 200, 300, 50], household: [0, 1, 2, 2], weight: [2, 3, 1, 4], stateCode },
      1,
    );
    // CA: one unit, all of it; NY: 600 of 600 + 300 + 200.
    expect(shares.CA).toBe(1);
    expect(shares.NY).toBeCloseTo(600 / 1100, 12);
  });

  it('refuses a state index outside the column’s categories', () => {
    expect(() =>
      totalsByState({
        values: [1],
        household: [0],
        weight: [1],
        stateCode: { values: [5], categories: ['CA'] },
      }),
    ).toThrow(/state_code of household row 0 is not one of the column's 1 categories/);
  });
});
