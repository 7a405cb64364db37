/**
 * The report page: runs a report of the built reform (POST /reports), shows its progress from the
 * server-sent events, then the budget, the decile chart, winners and losers, poverty, inequality,
 * every state's changes, a CSV download and the digest, model and data versions.
 */
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { api, currentToken, describeFailure } from './client.js';
import { reformJson } from './reform-state.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

interface ReportView {
  readonly reportId: string;
  readonly status: string;
  readonly reportAggregateSha256?: string;
  readonly macroOutput?: MacroOutput;
}
type MacroOutput = Record<string, unknown> & {
  budget?: Record<string, number>;
  decile?: { average: Record<string, number>; relative: Record<string, number> };
  intra_decile?: { all: Record<string, number> };
  poverty?: Record<string, Record<string, { baseline: number; reform: number }>>;
  inequality?: Record<string, { baseline: number; reform: number }>;
  states?: Record<string, StateImpact>;
  model_version: string;
  data_version: string;
  provenance: Record<string, unknown>;
};

/** What the page shows of one state of the report's `states` section. */
interface StateImpact {
  readonly state_income_tax: { baseline: number; reform: number };
  readonly federal_tax_change: number;
  readonly net_income_change: number;
  readonly average_net_income_change: number;
  readonly share_gaining: number;
  readonly share_losing: number;
  readonly poverty_rate_change: number;
}

/** The states, largest total change in household net income first (ties by code), as the CLI lists them. */
function statesByChange(m: MacroOutput): [string, StateImpact][] {
  return Object.entries(m.states ?? {}).sort(
    ([a, x], [b, y]) =>
      Math.abs(y.net_income_change) - Math.abs(x.net_income_change) || (a < b ? -1 : 1),
  );
}

interface StreamEvent {
  readonly event: string;
  readonly data: Record<string, unknown>;
}

/** Reads a server-sent event stream (fetch, so the bearer token can be sent), event by event. */
async function followEvents(path: string, onEvent: (e: StreamEvent) => void): Promise<void> {
  const response = await fetch(path, { headers: { authorization: `Bearer ${currentToken()}` } });
  if (!response.ok || response.body === null)
    throw new Error(describeFailure(await response.json().catch(() => response.statusText)));
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event !== undefined && data !== undefined)
        onEvent({ event, data: JSON.parse(data) as Record<string, unknown> });
      cut = buffer.indexOf('\n\n');
    }
  }
}

const usd = (v: number): string =>
  v.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const pct = (v: number): string => `${(v * 100).toFixed(2)}%`;

function fillTable(table: HTMLTableElement, header: string[], rows: (string | number)[][]): void {
  table.replaceChildren();
  const head = table.createTHead().insertRow();
  for (const h of header)
    head.append(Object.assign(document.createElement('th'), { textContent: h }));
  const body = table.createTBody();
  for (const r of rows) {
    const row = body.insertRow();
    r.forEach((cell, i) => {
      const td = row.insertCell();
      td.textContent = String(cell);
      if (i > 0) td.className = 'num';
    });
  }
}

/** The report's sections as CSV rows: section, key, baseline/value, reform, change. */
export function reportCsv(m: MacroOutput): string {
  const rows: string[][] = [['section', 'key', 'baseline', 'reform']];
  for (const [k, v] of Object.entries(m.budget ?? {})) rows.push(['budget', k, String(v), '']);
  for (const [k, v] of Object.entries(m.decile?.average ?? {}))
    rows.push(['decile_average_change', k, String(v), '']);
  for (const [k, v] of Object.entries(m.decile?.relative ?? {}))
    rows.push(['decile_relative_change', k, String(v), '']);
  for (const [k, v] of Object.entries(m.intra_decile?.all ?? {}))
    rows.push(['winners_losers', k, String(v), '']);
  for (const [measure, groups] of Object.entries(m.poverty ?? {}))
    for (const [group, v] of Object.entries(groups))
      rows.push([measure, group, String(v.baseline), String(v.reform)]);
  for (const [k, v] of Object.entries(m.inequality ?? {}))
    rows.push(['inequality', k, String(v.baseline), String(v.reform)]);
  for (const [code, v] of statesByChange(m)) {
    rows.push([
      'state_income_tax',
      code,
      String(v.state_income_tax.baseline),
      String(v.state_income_tax.reform),
    ]);
    rows.push(['state_net_income_change', code, String(v.net_income_change), '']);
  }
  return rows
    .map((r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
    .join('\n');
}

let chart: Chart | undefined;

function renderResults(view: ReportView): void {
  const m = view.macroOutput!;
  const b = m.budget ?? {};
  fillTable(
    document.querySelector('#report-budget')!,
    ['Measure', 'Amount'],
    [
      ['Budgetary impact', usd(b['budgetary_impact'] ?? 0)],
      ['Federal tax revenue impact', usd(b['tax_revenue_impact'] ?? 0)],
      ['State tax revenue impact', usd(b['state_tax_revenue_impact'] ?? 0)],
      ['Benefit spending impact', usd(b['benefit_spending_impact'] ?? 0)],
      ['Households', Math.round(b['households'] ?? 0).toLocaleString('en-US')],
    ],
  );
  const deciles = Object.keys(m.decile?.average ?? {}).sort((a, c) => Number(a) - Number(c));
  chart?.destroy();
  chart = new Chart(document.querySelector<HTMLCanvasElement>('#decile-chart')!, {
    type: 'bar',
    data: {
      labels: deciles,
      datasets: [
        {
          label: 'Average change in net income ($)',
          data: deciles.map((d) => m.decile!.average[d]!),
          backgroundColor: deciles.map((d) => (m.decile!.average[d]! >= 0 ? '#2563a8' : '#b23b3b')),
        },
      ],
    },
    options: {
      animation: false,
      scales: { x: { title: { display: true, text: 'Income decile' } } },
    },
  });
  fillTable(
    document.querySelector('#report-winners')!,
    ['Outcome', 'Share of people'],
    Object.entries(m.intra_decile?.all ?? {}).map(([k, v]) => [k, pct(v)]),
  );
  const poverty: (string | number)[][] = [];
  for (const [measure, groups] of Object.entries(m.poverty ?? {}))
    for (const [group, v] of Object.entries(groups))
      poverty.push([`${measure.replace('_', ' ')} — ${group}`, pct(v.baseline), pct(v.reform)]);
  fillTable(document.querySelector('#report-poverty')!, ['Rate', 'Baseline', 'Reform'], poverty);
  fillTable(
    document.querySelector('#report-inequality')!,
    ['Measure', 'Baseline', 'Reform'],
    Object.entries(m.inequality ?? {}).map(([k, v]) => [
      k,
      v.baseline.toFixed(4),
      v.reform.toFixed(4),
    ]),
  );
  const states = statesByChange(m);
  document.querySelector<HTMLDivElement>('#report-states-section')!.hidden = states.length === 0;
  fillTable(
    document.querySelector('#report-states')!,
    [
      'State',
      'Total change',
      'Per household',
      'State income tax',
      'Federal tax',
      'Gaining',
      'Losing',
      'Poverty',
    ],
    states.map(([code, x]) => [
      code.toUpperCase(),
      usd(x.net_income_change),
      usd(x.average_net_income_change),
      usd(x.state_income_tax.reform - x.state_income_tax.baseline),
      usd(x.federal_tax_change),
      pct(x.share_gaining),
      pct(x.share_losing),
      `${(x.poverty_rate_change * 100).toFixed(2)}pp`,
    ]),
  );
  fillTable(
    document.querySelector('#report-versions')!,
    ['', ''],
    [
      ['Report', view.reportId],
      ['Digest (reportAggregateSha256)', view.reportAggregateSha256 ?? ''],
      ['Model version', m.model_version],
      ['Data version', m.data_version],
      ['Dataset digest', String(m.provenance['datasetDigest'] ?? '')],
    ],
  );
  const csv = document.querySelector<HTMLButtonElement>('#report-csv')!;
  csv.onclick = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([reportCsv(m)], { type: 'text/csv' }));
    link.download = `${view.reportId}.csv`;
    link.click();
  };
  document.querySelector<HTMLDivElement>('#report-results')!.hidden = false;
}

/** Wires the report form. */
export function setUpReport(): void {
  const form = document.querySelector<HTMLFormElement>('#report-form')!;
  const bar = document.querySelector<HTMLProgressElement>('#report-progress')!;
  const status = document.querySelector<HTMLParagraphElement>('#report-status')!;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    document.querySelector<HTMLDivElement>('#report-results')!.hidden = true;
    void (async () => {
      const changes = reformJson();
      const { data: accepted, error } = await api.POST('/reports', {
        body: {
          country: 'us',
          year: Number(data.get('year')),
          region: String(data.get('region')),
          reformPolicy: Object.keys(changes).length === 0 ? 'current-law' : { reform: changes },
        },
      });
      if (error !== undefined || accepted === undefined || !('links' in accepted))
        throw new Error(describeFailure(error));
      status.textContent = `Report ${accepted.reportId} running…`;
      bar.hidden = false;
      bar.value = 0;
      let failure: string | undefined;
      await followEvents(accepted.links.events, (e) => {
        if (e.event === 'progress') {
          const p = e.data['progress'] as { done: number; total: number };
          bar.max = p.total;
          bar.value = p.done;
        } else if (e.event === 'failure') failure = describeFailure(e.data['failure']);
      });
      if (failure !== undefined) throw new Error(failure);
      const { data: view, error: readError } = await api.GET('/reports/{id}', {
        params: { path: { id: accepted.reportId } },
      });
      if (readError !== undefined || view === undefined)
        throw new Error(describeFailure(readError));
      bar.value = bar.max;
      status.textContent = `Report ${view.reportId}: ${view.status}`;
      renderResults(view as unknown as ReportView);
    })().catch((error: unknown) => {
      status.textContent = `Report failed: ${error instanceof Error ? error.message : String(error)}`;
    });
  });
}
