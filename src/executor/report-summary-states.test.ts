import { describe, expect, it } from 'vitest';
import type { MacroOutput, RegionImpact } from '../contract/index.js';
import { formatReportSummary, largestStateChanges } from './report-summary.js';

const US_LABELS = {
  currency: '$',
  nationalTax: 'federal tax',
  regionalTax: 'state income tax',
  poverty: 'SPM',
  regions: 'States',
  region: 'state',
};

const provenance: MacroOutput['provenance'] = {
  country: 'us',
  year: 2026,
  region: 'us',
  dataset: 'default',
  datasetDigest: 'a'.repeat(64),
  modelVersion: 'test',
  baselineSystemHash: 'b',
  reformSystemHash: 'c',
  outputPlanSha256: 'd'.repeat(64),
};

function region(netIncomeChange: number): RegionImpact {
  return {
    state_income_tax: { baseline: 1e9, reform: 1e9 - netIncomeChange / 4 },
    federal_tax_change: -netIncomeChange / 2,
    other_state_tax_change: 0,
    households: 1e6,
    net_income_change: netIncomeChange,
    average_net_income_change: netIncomeChange / 1e6,
    people: {
      'Gain more than 5%': 0,
      'Gain less than 5%': 0.25,
      'No change': 0.7,
      'Lose less than 5%': 0.05,
      'Lose more than 5%': 0,
    },
    share_gaining: 0.25,
    share_losing: 0.05,
    poverty_rate: { baseline: 0.12, reform: 0.115 },
    poverty_rate_change: -0.005,
  };
}

// Twelve states; total changes 1m … 12m, every other one negative.
const states: Record<string, RegionImpact> = Object.fromEntries(
  ['ak', 'al', 'ar', 'az', 'ca', 'co', 'ct', 'dc', 'de', 'fl', 'ga', 'hi'].map((name, i) => [
    name,
    region((i % 2 === 0 ? 1 : -1) * (i + 1) * 1e6),
  ]),
);

describe('formatReportSummary: states', () => {
  it('ranks states by the magnitude of their total change, ties by name', () => {
    const top = largestStateChanges(states).map(([name]) => name);
    expect(top).toEqual(['hi', 'ga', 'fl', 'de', 'dc', 'ct', 'co', 'ca', 'az', 'ar']);
    expect(largestStateChanges({ b: region(5), a: region(-5), c: region(1) }, 2)).toEqual([
      ['a', region(-5)],
      ['b', region(5)],
    ]);
  });

  it('prints the ten states with the largest total change, and nothing without the section', () => {
    const text = formatReportSummary(
      {
        model_version: 'm',
        data_version: 'd',
        provenance,
        states,
      },
      US_LABELS,
    );
    const rows = text.split('\n').filter((line) => /^ {2}[a-z]{2} /.test(line));
    expect(rows.map((line) => line.trim().slice(0, 2))).toEqual([
      'hi',
      'ga',
      'fl',
      'de',
      'dc',
      'ct',
      'co',
      'ca',
      'az',
      'ar',
    ]);
    // hi: −12m in total, −$12 a household, state tax +3m, federal tax +6m, 25% gain, 5% lose, −0.50pp.
    expect(rows[0]).toMatch(/-\$12\.0m +-\$12 +\+\$3\.0m +\+\$6\.0m +25\.0% +5\.0% +-0\.50pp/);
    expect(text).toContain('States: the 10 largest total changes in household net income');
    // The tax columns say which tax they are, in the country's words.
    expect(text).toMatch(
      /state +total change +per household +state income tax +federal tax +gaining/,
    );
    expect(
      formatReportSummary({ model_version: 'm', data_version: 'd', provenance }, US_LABELS),
    ).toBe('');
  });

  it("words a UK summary by the UK's labels: pounds, its taxes, HBAI, and aligned region names", () => {
    const uk = {
      currency: '£',
      nationalTax: 'income tax / NI',
      regionalTax: 'Scottish income tax',
      poverty: 'HBAI absolute, BHC',
      regions: 'Regions',
      region: 'region',
    };
    const text = formatReportSummary(
      {
        model_version: 'm',
        data_version: 'd',
        provenance,
        states: { scotland: region(-2e6), east_of_england: region(4e6), wales: region(1e6) },
      },
      uk,
    );
    expect(text).not.toContain('$');
    expect(text).toContain('Regions: the 3 largest total changes in household net income');
    const rows = text.split('\n').filter((line) => /^ {2}[a-z_]+ +[+-]£/.test(line));
    expect(rows.map((line) => line.trim().split(' ')[0])).toEqual([
      'east_of_england',
      'scotland',
      'wales',
    ]);
    // Every row's columns start where the longest name's do.
    expect(new Set(rows.map((line) => line.length)).size).toBe(1);
    expect(rows[1]).toMatch(/^ {2}scotland +-£2\.0m /);
  });
});
