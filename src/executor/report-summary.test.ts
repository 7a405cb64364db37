import { describe, expect, it } from 'vitest';
import type { MacroOutput } from '../contract/index.js';
import { formatReportSummary } from './report-summary.js';

const US_LABELS = {
  currency: '$',
  nationalTax: 'federal tax',
  regionalTax: 'state income tax',
  poverty: 'SPM',
  regions: 'States',
  region: 'state',
};

describe('formatReportSummary', () => {
  it('keeps the Programs table aligned for long program names', () => {
    const output = {
      detailed_budget: {
        snap: { baseline: 1e11, reform: 1e11, difference: 0 },
        state_supplementary_payment_for_the_aged_blind_and_disabled: {
          baseline: 2e9,
          reform: 2.5e9,
          difference: 5e8,
        },
      },
    } as unknown as MacroOutput;
    const lines = formatReportSummary(output, US_LABELS).split('\n');
    const table = lines.slice(lines.findIndex((l) => l.startsWith('Programs')));
    expect(table).toHaveLength(3);
    // Every row ends where the header ends, and the difference column starts at the same place.
    const ends = new Set(table.map((l) => l.length));
    expect(ends.size).toBe(1);
    const header = table[0]!;
    const starts = table.slice(1).map((l) => l.lastIndexOf(' ') + 1);
    for (const start of starts) expect(start).toBeGreaterThan(header.indexOf('reform') + 6);
  });
});
