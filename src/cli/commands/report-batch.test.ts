import { describe, expect, it } from 'vitest';
import type { MacroOutput } from '../../contract/index.js';
import {
  comparisonFigures,
  formatComparison,
  SweepOptionError,
  sweepReforms,
} from './report-batch.js';

describe('--sweep', () => {
  it('makes one reform per value from lo to hi, from January of the year', () => {
    const reforms = sweepReforms('gov.x.y=2000:4000:500', 2027);
    expect(reforms.map((r) => r.label)).toEqual([
      'gov.x.y=2000',
      'gov.x.y=2500',
      'gov.x.y=3000',
      'gov.x.y=3500',
      'gov.x.y=4000',
    ]);
    expect(reforms[0]!.policy).toEqual({
      reform: { 'gov.x.y': { '2027-01-01.2100-12-31': 2000 } },
    });
  });

  it('rounds to the step and stops before hi when a step passes it', () => {
    expect(sweepReforms('a.b=0.1:0.35:0.1', 2026).map((r) => r.label)).toEqual([
      'a.b=0.1',
      'a.b=0.2',
      'a.b=0.3',
    ]);
  });

  it('refuses a malformed or too large sweep', () => {
    for (const bad of ['a.b', 'a.b=1:2', 'a.b=2:1:1', 'a.b=0:1:0', 'a.b=0:1000:1'])
      expect(() => sweepReforms(bad, 2026)).toThrow(SweepOptionError);
  });
});

describe('the comparison table', () => {
  const output = {
    budget: {
      budgetary_impact: -12.5e9,
      tax_revenue_impact: -10e9,
      benefit_spending_impact: 2.5e9,
    },
    poverty: {
      poverty: {
        all: { baseline: 0.12, reform: 0.115 },
        child: { baseline: 0.14, reform: 0.13 },
      },
    },
    inequality: { gini: { baseline: 0.4, reform: 0.398 } },
    intra_decile: {
      all: {
        'Gain more than 5%': 0.1,
        'Gain less than 5%': 0.15,
        'No change': 0.7,
        'Lose less than 5%': 0.05,
        'Lose more than 5%': 0,
      },
    },
  } as unknown as MacroOutput;

  it("shows each reform's budget, poverty, Gini and winners and losers", () => {
    const figures = comparisonFigures(output);
    expect(figures.poverty_change_pp).toBeCloseTo(-0.5, 9);
    expect(figures.share_gaining).toBeCloseTo(0.25, 9);
    const table = formatComparison([
      { label: 'a.json', reportId: 'r1', digest: 'abcdef0123456789', macroOutput: output },
    ]).split('\n');
    expect(table[0]).toMatch(/^reform\s+budget \(\$bn\)\s+tax \(\$bn\)/);
    expect(table[1]!.split(/\s+/)).toEqual([
      'a.json',
      '-12.50',
      '-10.00',
      '2.50',
      '-0.50',
      '-1.00',
      '-0.0020',
      '25.0%',
      '5.0%',
      'abcdef012345',
    ]);
  });
});
