import { describe, expect, it } from 'vitest';
import type { MacroOutput } from '../contract/index.js';
import { macroOutputTables, tableToSection } from './report-tables.js';

const output = {
  budget: { tax_revenue_impact: -1e9, budgetary_impact: -1.5e9 },
  decile: { average: { '1': 10, '2': 20 }, relative: { '1': 0.01, '2': 0.02 } },
  intra_decile: { deciles: { 'No change': [0.5, 0.6] }, all: { 'No change': 0.55 } },
  model_version: 'm1',
  data_version: 'd1',
  provenance: { country: 'us' },
} as unknown as MacroOutput;

describe('macroOutputTables', () => {
  it('makes one flat table per section, with named key columns, leaving versions out', () => {
    const tables = macroOutputTables(output);
    expect(tables.map((t) => t.name)).toEqual(['budget', 'decile', 'intra_decile']);
    expect(tables[1]).toEqual({
      name: 'decile',
      columns: ['measure', 'decile', 'value'],
      rows: [
        ['average', '1', 10],
        ['average', '2', 20],
        ['relative', '1', 0.01],
        ['relative', '2', 0.02],
      ],
    });
    expect(tables[2]!.rows).toEqual([
      ['deciles', 'No change', '1', 0.5],
      ['deciles', 'No change', '2', 0.6],
      ['all', 'No change', '', 0.55],
    ]);
  });

  it('reads back to the same sections (lists keyed 1, 2, …)', () => {
    const [budget, decile, intra] = macroOutputTables(output);
    expect(tableToSection(budget!)).toEqual(output.budget);
    expect(tableToSection(decile!)).toEqual(output.decile);
    expect(tableToSection(intra!)).toEqual({
      deciles: { 'No change': { '1': 0.5, '2': 0.6 } },
      all: { 'No change': 0.55 },
    });
  });
});
