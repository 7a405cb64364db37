/**
 * Several reforms in one `fiscus report`: `--reform` given more than once and `--sweep
 * path=lo:hi:step` (one reform per value), each coordinated against the one baseline (with the
 * baseline cache, the default, it is computed once and read by every later report), and one
 * comparison table of their results.
 */
import { basename } from 'node:path';
import type { MacroOutput, Policy } from '../../contract/index.js';

/** One reform of a batch, with the name its row of the comparison takes. */
export interface ReformVariant {
  readonly label: string;
  readonly policy: Policy;
}

/** A bad `--sweep`, naming the option and the fix. */
export class SweepOptionError extends Error {
  readonly code = 'invalid_sweep';
  constructor(message: string) {
    super(message);
    this.name = 'SweepOptionError';
  }
}

/** Most reforms one sweep may make. */
export const MAX_SWEEP_REFORMS = 100;

/**
 * The reforms of `--sweep path=lo:hi:step`: the parameter at `path` set to lo, lo + step, … up to
 * hi (included when a step lands on it) from 1 January of `year` on.
 */
export function sweepReforms(spec: string, year: number): ReformVariant[] {
  const match = /^([^=\s]+)=(-?[\d.e+_]+):(-?[\d.e+_]+):([\d.e+_]+)$/i.exec(spec.trim());
  const [lo, hi, step] = (match?.slice(2) ?? []).map((t) => Number(t.replace(/_/g, '')));
  if (!match || ![lo, hi, step].every((v) => Number.isFinite(v)) || !(step! > 0) || hi! < lo!)
    throw new SweepOptionError(
      `--sweep is path=lo:hi:step with lo ≤ hi and step > 0, e.g. gov.irs.credits.ctc.amount.base[0].amount=2000:4000:500; got ${JSON.stringify(spec)}`,
    );
  const count = Math.floor((hi! - lo!) / step! + 1e-9) + 1;
  if (count > MAX_SWEEP_REFORMS)
    throw new SweepOptionError(
      `--sweep makes ${count} reforms; at most ${MAX_SWEEP_REFORMS}: raise the step`,
    );
  const path = match[1]!;
  return Array.from({ length: count }, (_, i) => {
    // Rounded to the step's decimals so 0.1 steps give 0.3, not 0.30000000000000004.
    const decimals = (String(step).split('.')[1] ?? '').length;
    const value = Number((lo! + i * step!).toFixed(decimals));
    return {
      label: `${path}=${value}`,
      policy: { reform: { [path]: { [`${year}-01-01.2100-12-31`]: value } } },
    };
  });
}

/** The label of a reform read from a file: its base name. */
export function fileVariant(file: string, policy: Policy): ReformVariant {
  return { label: basename(file), policy };
}

/** One row of the comparison: a reform's label, its report id and digest, and its MacroOutput. */
export interface ComparisonRow {
  readonly label: string;
  readonly reportId: string;
  readonly digest: string;
  readonly macroOutput: MacroOutput;
}

/** The numbers the comparison shows for one report (null where its MacroOutput lacks the section). */
export function comparisonFigures(output: MacroOutput): Record<string, number | null> {
  const b = output.budget;
  const p = output.poverty?.poverty;
  const g = output.inequality?.gini;
  const all = output.intra_decile?.all;
  const share = (keys: readonly string[]): number | null =>
    all === undefined
      ? null
      : keys.reduce((s, k) => s + ((all as Record<string, number>)[k] ?? 0), 0);
  return {
    budgetary_impact: b?.budgetary_impact ?? null,
    tax_revenue_impact: b?.tax_revenue_impact ?? null,
    benefit_spending_impact: b?.benefit_spending_impact ?? null,
    poverty_change_pp: p === undefined ? null : (p.all.reform - p.all.baseline) * 100,
    child_poverty_change_pp: p === undefined ? null : (p.child.reform - p.child.baseline) * 100,
    gini_change: g === undefined ? null : g.reform - g.baseline,
    share_gaining: share(['Gain more than 5%', 'Gain less than 5%']),
    share_losing: share(['Lose more than 5%', 'Lose less than 5%']),
  };
}

const HEADERS: Readonly<Record<string, string>> = {
  budgetary_impact: 'budget ($bn)',
  tax_revenue_impact: 'tax ($bn)',
  benefit_spending_impact: 'benefits ($bn)',
  poverty_change_pp: 'poverty (pp)',
  child_poverty_change_pp: 'child pov. (pp)',
  gini_change: 'Gini',
  share_gaining: 'gain',
  share_losing: 'lose',
};

/** A figure as the comparison prints it. */
function cell(key: string, value: number | null): string {
  if (value === null) return '—';
  if (key.endsWith('_impact')) return (value / 1e9).toFixed(2);
  if (key.endsWith('_pp')) return value.toFixed(2);
  if (key === 'gini_change') return value.toFixed(4);
  return `${(value * 100).toFixed(1)}%`;
}

/** The comparison table of several reforms against one baseline, one row per reform. */
export function formatComparison(rows: readonly ComparisonRow[]): string {
  const keys = Object.keys(HEADERS);
  const table = rows.map((r) => {
    const figures = comparisonFigures(r.macroOutput);
    return [r.label, ...keys.map((k) => cell(k, figures[k] ?? null)), r.digest.slice(0, 12)];
  });
  const header = ['reform', ...keys.map((k) => HEADERS[k]!), 'digest'];
  const widths = header.map((h, c) => Math.max(h.length, ...table.map((t) => t[c]!.length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), ...table.map(line)].join('\n');
}

/** The sum of the rows' budgetary impacts, in $bn (a budget window's total). */
export function formatWindowTotal(rows: readonly ComparisonRow[]): string {
  const total = rows.reduce((sum, r) => sum + (r.macroOutput.budget?.budgetary_impact ?? 0), 0);
  return `${total < 0 ? '-' : ''}$${(Math.abs(total) / 1e9).toFixed(2)}bn`;
}
