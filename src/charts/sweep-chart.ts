/** One point of an earnings sweep: the varied amount, net income, and the marginal rate with its parts. */
export interface SweepPoint {
  readonly x: number;
  readonly net: number;
  /** The marginal rate (a share), or null where there is none. */
  readonly rate: number | null;
  /** The named parts of the rate (shares), by part name. */
  readonly parts: Readonly<Record<string, number | null>>;
  /** Net income falls when earnings rise here. */
  readonly onCliff: boolean;
}

/** The labels of a sweep chart. */
export interface SweepLabels {
  readonly title: string;
  /** The varied variable (`employment_income`), for the x axis. */
  readonly x: string;
  /** The net income variable, for the upper chart's y axis. */
  readonly net: string;
}

/** Marginal rates are drawn between these shares: a cliff's rate (often thousands of percent) is clipped. */
const RATE_DOMAIN = [-0.5, 1.5] as const;

/**
 * A Vega-Lite chart of an earnings sweep: net income (above) and the marginal rate with its parts
 * (below) across the varied amount, each cliff (net income falls when earnings rise) marked by a
 * red rule on both and a red dot on net income. Data inline; width 640 px.
 */
export function sweepChartSpec(points: readonly SweepPoint[], labels: SweepLabels): unknown {
  const partNames = Object.keys(points[0]?.parts ?? {});
  const values = points.map((p) => ({
    x: p.x,
    net: p.net,
    rate: p.rate,
    cliff: p.onCliff,
    ...Object.fromEntries(partNames.map((name) => [`part:${name}`, p.parts[name] ?? null])),
  }));
  const x = { field: 'x', type: 'quantitative', title: labels.x, axis: { format: '~s' } };
  const cliffs = {
    transform: [{ filter: 'datum.cliff' }],
    mark: { type: 'rule', color: '#d62728', opacity: 0.35 },
    encoding: { x },
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: labels.title,
    data: { values },
    config: { font: 'DejaVu Sans', view: { stroke: null } },
    vconcat: [
      {
        width: 640,
        height: 240,
        layer: [
          cliffs,
          {
            mark: { type: 'line', color: '#1f77b4' },
            encoding: {
              x,
              y: { field: 'net', type: 'quantitative', title: labels.net, axis: { format: '~s' } },
            },
          },
          {
            transform: [{ filter: 'datum.cliff' }],
            mark: { type: 'point', color: '#d62728', filled: true, size: 30 },
            encoding: { x, y: { field: 'net', type: 'quantitative' } },
          },
        ],
      },
      {
        width: 640,
        height: 200,
        layer: [
          cliffs,
          {
            transform: [
              { fold: ['rate', ...partNames.map((n) => `part:${n}`)], as: ['measure', 'value'] },
              {
                calculate:
                  "datum.measure === 'rate' ? 'marginal rate' : replace(datum.measure, 'part:', '')",
                as: 'measure',
              },
              { filter: 'isValid(datum.value)' },
            ],
            mark: { type: 'line', clip: true, interpolate: 'step-after' },
            encoding: {
              x,
              y: {
                field: 'value',
                type: 'quantitative',
                title: 'marginal rate',
                axis: { format: '.0%' },
                scale: { domain: RATE_DOMAIN, clamp: true },
              },
              color: {
                field: 'measure',
                type: 'nominal',
                title: null,
                legend: { orient: 'bottom' },
              },
              strokeWidth: {
                condition: { test: "datum.measure === 'marginal rate'", value: 2.5 },
                value: 1.2,
              },
            },
          },
        ],
      },
    ],
  };
}
