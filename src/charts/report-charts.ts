import type { MacroOutput } from '../contract/index.js';

/** A chart's Vega-Lite specification with its title (data inline). */
export interface NamedChart {
  readonly title: string;
  readonly spec: unknown;
}

const base = (title: string, values: unknown[]): Record<string, unknown> => ({
  $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
  title,
  width: 560,
  height: 220,
  data: { values },
  config: { font: 'DejaVu Sans', view: { stroke: null } },
});

/**
 * The standard charts of a report, those its MacroOutput has the sections for: the budget (tax
 * revenue, benefit spending, budgetary impact), the relative change in net income by decile,
 * winners and losers by decile, and poverty under both policies by age group.
 */
export function reportChartSpecs(output: MacroOutput): NamedChart[] {
  const charts: NamedChart[] = [];
  const b = output.budget;
  if (b !== undefined) {
    const title = 'Budget (per year, $bn)';
    const values = [
      { item: 'tax revenue', value: b.tax_revenue_impact / 1e9 },
      { item: 'benefit spending', value: b.benefit_spending_impact / 1e9 },
      { item: 'budgetary impact', value: b.budgetary_impact / 1e9 },
    ];
    charts.push({
      title,
      spec: {
        ...base(title, values),
        mark: 'bar',
        encoding: {
          x: { field: 'item', type: 'nominal', sort: null, title: null, axis: { labelAngle: 0 } },
          y: { field: 'value', type: 'quantitative', title: '$bn' },
          color: { condition: { test: 'datum.value < 0', value: '#d62728' }, value: '#2ca02c' },
        },
      },
    });
  }
  const d = output.decile;
  if (d !== undefined) {
    const title = 'Relative change in household net income by decile';
    const values = Object.entries(d.relative).map(([decile, value]) => ({
      decile: Number(decile),
      value,
    }));
    charts.push({
      title,
      spec: {
        ...base(title, values),
        mark: 'bar',
        encoding: {
          x: { field: 'decile', type: 'ordinal', title: 'income decile', axis: { labelAngle: 0 } },
          y: { field: 'value', type: 'quantitative', title: 'change', axis: { format: '.1%' } },
        },
      },
    });
  }
  const w = output.intra_decile;
  if (w !== undefined) {
    const title = 'Winners and losers by decile (share of people)';
    const values = Object.entries(w.deciles).flatMap(([bucket, shares]) =>
      shares.map((share, i) => ({ decile: String(i + 1), bucket, share })),
    );
    values.push(
      ...Object.entries(w.all).map(([bucket, share]) => ({ decile: 'all', bucket, share })),
    );
    charts.push({
      title,
      spec: {
        ...base(title, values),
        mark: 'bar',
        encoding: {
          y: { field: 'decile', type: 'ordinal', sort: null, title: 'income decile' },
          x: {
            field: 'share',
            type: 'quantitative',
            stack: 'normalize',
            title: null,
            axis: { format: '.0%' },
          },
          color: {
            field: 'bucket',
            type: 'nominal',
            title: null,
            sort: Object.keys(w.all),
            scale: { range: ['#1a9641', '#a6d96a', '#d9d9d9', '#fdae61', '#d7191c'] },
            legend: { orient: 'bottom' },
          },
        },
      },
    });
  }
  const p = output.poverty;
  if (p !== undefined) {
    const title = 'Poverty rate (SPM) by age group';
    const values = Object.entries(p.poverty).flatMap(([group, x]) => [
      { group, policy: 'baseline', rate: x.baseline },
      { group, policy: 'reform', rate: x.reform },
    ]);
    charts.push({
      title,
      spec: {
        ...base(title, values),
        mark: 'bar',
        encoding: {
          x: { field: 'group', type: 'nominal', sort: null, title: null, axis: { labelAngle: 0 } },
          xOffset: { field: 'policy' },
          y: {
            field: 'rate',
            type: 'quantitative',
            title: 'poverty rate',
            axis: { format: '.0%' },
          },
          color: { field: 'policy', type: 'nominal', title: null },
        },
      },
    });
  }
  return charts;
}
