import { DECILE_KEYS, type MacroOutput } from '../contract/index.js';
import type { ReportLabels } from '../report/index.js';

const moneyIn =
  (currency: string) =>
  (x: number): string => {
    const abs = Math.abs(x);
    const sign = x < 0 ? '-' : '+';
    if (abs >= 1e9) return `${sign}${currency}${(abs / 1e9).toFixed(1)}bn`;
    if (abs >= 1e6) return `${sign}${currency}${(abs / 1e6).toFixed(1)}m`;
    return `${sign}${currency}${abs.toFixed(0)}`;
  };
const pct = (x: number, digits = 1): string => `${(x * 100).toFixed(digits)}%`;
const pad = (text: string, width: number): string => text.padStart(width);
const points = (x: number): string => `${(x * 100).toFixed(2)}pp`;

/** How many regions of the `states` section the summary lists. */
export const SUMMARY_STATE_COUNT = 10;

/**
 * The regions of a `states` section with the largest total change in household net income (in
 * magnitude), largest first, ties by name; at most `count`.
 */
export function largestStateChanges(
  states: NonNullable<MacroOutput['states']>,
  count: number = SUMMARY_STATE_COUNT,
): [string, NonNullable<MacroOutput['states']>[string]][] {
  return Object.entries(states)
    .sort(
      ([a, x], [b, y]) =>
        Math.abs(y.net_income_change) - Math.abs(x.net_income_change) || (a < b ? -1 : 1),
    )
    .slice(0, count);
}

/** A poverty table: the rates of each age group and of deep poverty, under both policies. */
function povertyLines(measure: string, p: NonNullable<MacroOutput['poverty']>): string[] {
  const lines: string[] = [];
  // The column heads follow the title, or go on a line of their own when the measure's name is long.
  const title = `Poverty rate (${measure})`;
  const heads = ' baseline    reform    change';
  if (title.length <= 23) lines.push(`${title.padEnd(23)}${heads}`);
  else lines.push(title, `${''.padEnd(23)}${heads}`);
  const row = (name: string, x: { baseline: number; reform: number }): string =>
    `  ${name.padEnd(20)} ${pad(pct(x.baseline), 8)} ${pad(pct(x.reform), 9)} ${pad(`${((x.reform - x.baseline) * 100).toFixed(2)}pp`, 9)}`;
  for (const group of ['child', 'adult', 'senior', 'all'] as const)
    lines.push(row(group, p.poverty[group]));
  lines.push(row('deep poverty (all)', p.deep_poverty.all));
  return lines;
}

/**
 * A readable summary of a MacroOutput for a terminal, worded by the country's labels (currency,
 * taxes, poverty measure, regions): the budget line, the decile table, poverty and inequality,
 * the detailed budget, and the ten regions with the largest total change in household net income.
 * Sections absent from the output are skipped.
 */
export function formatReportSummary(output: MacroOutput, labels: ReportLabels): string {
  const money = moneyIn(labels.currency);
  const lines: string[] = [];
  const b = output.budget;
  if (b !== undefined) {
    lines.push('Budget (per year)');
    lines.push(
      `  budgetary impact     ${money(b.budgetary_impact)}   (tax revenue ${money(b.tax_revenue_impact)}, benefit spending ${money(b.benefit_spending_impact)})`,
    );
    lines.push(
      `  ${labels.nationalTax.padEnd(20)} ${money(b.tax_revenue_impact - b.state_tax_revenue_impact)}   ${labels.regionalTax} ${money(b.state_tax_revenue_impact)}`,
    );
    lines.push(
      `  households           ${(b.households / 1e6).toFixed(1)}m; baseline net income ${labels.currency}${(b.baseline_net_income / 1e12).toFixed(2)}tn`,
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
  if (p !== undefined) lines.push('', ...povertyLines(labels.poverty, p));
  for (const m of Object.values(output.poverty_measures ?? {}))
    lines.push('', ...povertyLines(m.label, m));
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
  const states = output.states;
  if (states !== undefined && Object.keys(states).length > 0) {
    const top = largestStateChanges(states);
    // The name column is as wide as the longest region name (US states: 5; UK regions: longer).
    const width = Math.max(5, labels.region.length, ...top.map(([name]) => name.length));
    // The tax columns are headed by the country's own words (state income tax, federal tax).
    const regional = Math.max(11, labels.regionalTax.length);
    const national = Math.max(14, labels.nationalTax.length);
    lines.push(
      '',
      `${labels.regions}: the ${top.length} largest total changes in household net income`,
      `  ${labels.region.padEnd(width)} ${pad('total change', 14)} ${pad('per household', 15)} ${pad(labels.regionalTax, regional)} ${pad(labels.nationalTax, national)} ${pad('gaining', 9)} ${pad('losing', 8)} ${pad('poverty', 9)}`,
    );
    for (const [name, x] of top) {
      lines.push(
        `  ${name.padEnd(width)} ${pad(money(x.net_income_change), 14)} ${pad(money(x.average_net_income_change), 15)} ${pad(money(x.state_income_tax.reform - x.state_income_tax.baseline), regional)} ${pad(money(x.federal_tax_change), national)} ${pad(pct(x.share_gaining), 9)} ${pad(pct(x.share_losing), 8)} ${pad(points(x.poverty_rate_change), 9)}`,
      );
    }
  }
  return lines.join('\n');
}
