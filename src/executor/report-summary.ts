import { DECILE_KEYS, type MacroOutput } from '../contract/index.js';

const money = (x: number): string => {
  const abs = Math.abs(x);
  const sign = x < 0 ? '-' : '+';
  if (abs >= 1e9) return `${sign}$${(abs / 1e9).toFixed(1)}bn`;
  if (abs >= 1e6) return `${sign}$${(abs / 1e6).toFixed(1)}m`;
  return `${sign}$${abs.toFixed(0)}`;
};
const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;
const pad = (text: string, width: number): string => text.padStart(width);

/**
 * A readable summary of a MacroOutput for a terminal: the budget line, the decile table, poverty
 * and inequality, and the detailed budget. Sections absent from the output are skipped.
 */
export function formatReportSummary(output: MacroOutput): string {
  const lines: string[] = [];
  const b = output.budget;
  if (b !== undefined) {
    lines.push('Budget (per year)');
    lines.push(
      `  budgetary impact     ${money(b.budgetary_impact)}   (tax revenue ${money(b.tax_revenue_impact)}, benefit spending ${money(b.benefit_spending_impact)})`,
    );
    lines.push(
      `  households           ${(b.households / 1e6).toFixed(1)}m; baseline net income $${(b.baseline_net_income / 1e12).toFixed(2)}tn`,
    );
  }
  const d = output.decile;
  if (d !== undefined) {
    lines.push('', 'Change in household net income by decile', '  decile    average   relative');
    for (const key of DECILE_KEYS)
      lines.push(
        `  ${pad(key, 6)} ${pad(money(d.average[key] ?? 0), 10)} ${pad(pct(d.relative[key] ?? 0, 2), 10)}`,
      );
  }
  const p = output.poverty;
  if (p !== undefined) {
    lines.push('', 'Poverty rate (SPM)      baseline    reform    change');
    for (const group of ['child', 'adult', 'senior', 'all'] as const) {
      const x = p.poverty[group];
      lines.push(
        `  ${group.padEnd(20)} ${pad(pct(x.baseline), 8)} ${pad(pct(x.reform), 9)} ${pad(`${((x.reform - x.baseline) * 100).toFixed(2)}pp`, 9)}`,
      );
    }
    const deep = p.deep_poverty.all;
    lines.push(
      `  ${'deep poverty (all)'.padEnd(20)} ${pad(pct(deep.baseline), 8)} ${pad(pct(deep.reform), 9)} ${pad(`${((deep.reform - deep.baseline) * 100).toFixed(2)}pp`, 9)}`,
    );
  }
  const i = output.inequality;
  if (i !== undefined) {
    lines.push('', 'Inequality              baseline    reform');
    lines.push(
      `  Gini                 ${pad(i.gini.baseline.toFixed(4), 8)} ${pad(i.gini.reform.toFixed(4), 9)}`,
    );
    lines.push(
      `  top 10% share        ${pad(pct(i.top_10_pct_share.baseline), 8)} ${pad(pct(i.top_10_pct_share.reform), 9)}`,
    );
    lines.push(
      `  top 1% share         ${pad(pct(i.top_1_pct_share.baseline), 8)} ${pad(pct(i.top_1_pct_share.reform), 9)}`,
    );
  }
  const programs = output.detailed_budget;
  if (programs !== undefined) {
    // The name column is as wide as the longest program name, so long names keep the columns aligned.
    const entries = Object.entries(programs);
    const width = Math.max(22, ...entries.map(([name]) => name.length));
    const cells = (name: string, baseline: string, reform: string, difference: string): string =>
      `  ${name.padEnd(width)} ${pad(baseline, 10)} ${pad(reform, 13)} ${pad(difference, 13)}`;
    // The header starts at the margin; its columns end where the rows' do.
    lines.push('', cells('', 'baseline', 'reform', 'difference').replace(/^ {10}/, 'Programs  '));
    for (const [name, x] of entries)
      lines.push(cells(name, money(x.baseline), money(x.reform), money(x.difference)));
  }
  return lines.join('\n');
}
