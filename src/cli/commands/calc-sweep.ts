/**
 * `fiscus calc --axes name:min:max:count [--mtr] [--plot out.svg|out.png]`: a situation swept
 * along one or two axes (PolicyEngine's `axes`, in the file or given here) as one batch, with each
 * adult's marginal rate, its parts and benefit cliffs measured by the country's perturbation;
 * printed as a table, as PolicyEngine household-API JSON (`--json`), or drawn.
 */
import { writeFileSync } from 'node:fs';
import {
  fillMarginalRates,
  fillSituation,
  parseSituations,
  simulateMarginalRates,
  simulateSituations,
  type Axis,
  type MarginalRateSpec,
  type MarginalRates,
  type Simulation,
  type Situation,
  type SituationBatch,
  type TaxSystem,
} from '../../engine/index.js';
import { chartFormatOf, renderChart, sweepChartSpec, type SweepPoint } from '../../charts/index.js';

/** A problem with the sweep's options, naming the option and the fix. */
export class SweepInputError extends Error {
  readonly code = 'invalid_calc_input';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'SweepInputError';
  }
}

/** Reads one `--axes name:min:max:count` into an axis of the first instance (index 0). */
export function parseAxisOption(text: string): Axis {
  const parts = text.split(':');
  const [name, ...numbers] = parts;
  const values = numbers.map(Number);
  if (parts.length !== 4 || !name || values.some((v) => !Number.isFinite(v)))
    throw new SweepInputError(
      `expected name:min:max:count, e.g. employment_income:0:200000:201; got ${JSON.stringify(text)}`,
      '--axes',
    );
  const [min, max, count] = values as [number, number, number];
  return { name, min, max, count, index: 0 };
}

/** What a sweep needs besides the situations. */
export interface SweepOptions {
  readonly system: TaxSystem;
  /** Axes given on the command line: one dimension each. */
  readonly axes: readonly Axis[];
  /** The country's marginal-rate measure; rates are measured when given. */
  readonly marginalRates?: MarginalRateSpec;
  readonly year?: string;
  readonly vars?: readonly string[];
  readonly json: boolean;
  readonly plot?: string;
}

/** A computed sweep: the simulation holding the batch's rows, and the rates if measured. */
interface SweepRun {
  readonly simulation: Simulation;
  readonly batch: SituationBatch;
  readonly period: string;
  readonly rates?: MarginalRates;
}

/** The situations with the command line's axes set on each (a file's own axes stay unless both are given). */
function withAxes(situations: readonly Situation[], axes: readonly Axis[]): unknown[] {
  if (axes.length === 0) return [...situations];
  return situations.map((s, i) => {
    if ('axes' in s)
      throw new SweepInputError(
        'the situation has axes of its own; drop them or --axes',
        situations.length > 1 ? `[${i}].axes` : 'axes',
      );
    return { ...s, axes: axes.map((axis) => [axis]) };
  });
}

/** Reads the batch and computes it, with marginal rates when the country measures them. */
function runSweep(situations: readonly unknown[], options: SweepOptions): SweepRun {
  const batch = parseSituations(options.system, situations, { axes: true });
  const periods = new Set(batch.layouts.map((l) => options.year ?? l.defaultPeriod));
  if (periods.has(undefined))
    throw new SweepInputError('no period: give --year or inputs with a year', '--year');
  if (periods.size > 1)
    throw new SweepInputError(
      `the situations are of different years (${[...periods].join(', ')}); give --year`,
      '--year',
    );
  const period = [...periods][0]!;
  if (options.marginalRates === undefined) {
    const { simulation } = simulateSituations(options.system, situations, undefined, {
      axes: true,
    });
    return { simulation, batch, period };
  }
  const { simulation, rates } = simulateMarginalRates(
    options.system,
    batch,
    period,
    options.marginalRates,
  );
  return { simulation, batch, period, rates };
}

/** A share as a percentage with two decimals (`29.65%`), or `—` where there is none. */
function percent(value: number): string {
  return Number.isNaN(value) ? '—' : `${(value * 100).toFixed(2)}%`;
}

/** An amount with thousands separators and no decimals. */
function amount(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

/**
 * The person whose rate a situation's sweep shows: the one its first axis varies, when that is a
 * person variable; else its first person with a rate; else its first person.
 */
function focusPerson(run: SweepRun, index: number): string {
  const { batch, simulation } = run;
  const span = batch.spans[index]!;
  const layout = batch.layouts[span.first]!;
  const person = simulation.system.personEntity;
  const names = [...layout.rows[person.key]!.keys()];
  const axis = span.axes?.dimensions[0]?.[0];
  if (axis && simulation.system.variable(axis.name).entity === person.key)
    return names[axis.index] ?? names[0]!;
  const rated = names.find(
    (n) => !Number.isNaN(run.rates?.rate[layout.rows[person.key]!.get(n)!] ?? NaN),
  );
  return rated ?? names[0]!;
}

/** The value of variable `id` that person `name` of one layout has (their group's, for a group variable). */
function valueFor(run: SweepRun, layoutIndex: number, name: string, id: string): number {
  const { simulation, batch } = run;
  const person = simulation.system.personEntity.key;
  const row = batch.layouts[layoutIndex]!.rows[person]!.get(name)!;
  const variable = simulation.system.variable(id);
  const values = simulation.calculate(id, run.period);
  if (variable.entity === person) return values[row]!;
  return values[simulation.population.membership(variable.entity)[row]!]!;
}

/** The table of one situation's points: axis values, outputs, and the focus person's rates. */
function sweepTable(run: SweepRun, index: number, options: SweepOptions): string[] {
  const { batch, simulation } = run;
  const span = batch.spans[index]!;
  const name = focusPerson(run, index);
  const person = simulation.system.personEntity.key;
  const axes = span.axes?.dimensions.map((d) => d[0]!) ?? [];
  const net = options.marginalRates?.net ?? 'household_net_income';
  const outputs = [
    ...new Set([...(options.vars ?? []), ...(simulation.system.variables.has(net) ? [net] : [])]),
  ].filter((id) => !axes.some((a) => a.name === id));
  const partNames = Object.keys(run.rates?.parts ?? {});
  const header = [
    ...axes.map((a) => a.name),
    ...outputs,
    ...(run.rates ? ['marginal_tax_rate', ...partNames, 'cliff_gap'] : []),
  ];
  const rows: string[][] = [];
  for (let k = 0; k < span.points; k += 1) {
    const l = span.first + k;
    const layout = batch.layouts[l]!;
    const cells = [
      ...axes.map((a) => {
        const entity = simulation.system.variable(a.name).entity;
        const instance = [...layout.rows[entity]!.values()][a.index]!;
        return amount(simulation.calculate(a.name, a.period ?? run.period)[instance]!);
      }),
      ...outputs.map((id) => amount(valueFor(run, l, name, id))),
    ];
    if (run.rates) {
      const row = layout.rows[person]!.get(name)!;
      cells.push(
        percent(run.rates.rate[row]!),
        ...partNames.map((p) => percent(run.rates!.parts[p]![row]!)),
        `${amount(run.rates.cliffGap[row]!)}${run.rates.onCliff[row] === 1 ? '  ← cliff' : ''}`,
      );
    }
    rows.push(cells);
  }
  const widths = header.map((h, c) => Math.max(h.length, ...rows.map((r) => r[c]!.length)));
  const line = (cells: readonly string[]): string =>
    cells
      .map((cell, c) => (c === cells.length - 1 ? cell : cell.padStart(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [
    `# ${span.axes ? `${span.points} points` : 'one point'}, ${run.period}${run.rates ? `; rates of ${name} (earnings +${amount(options.marginalRates!.delta)})` : ''}`,
    line(header.map((h, c) => (c === header.length - 1 ? h : h.padStart(widths[c]!)))),
    ...rows.map(line),
  ];
}

/** The points of a one-axis sweep of situation `index`, for its chart. */
function sweepPoints(run: SweepRun, index: number, options: SweepOptions): SweepPoint[] {
  const { batch, simulation } = run;
  const span = batch.spans[index]!;
  const axis = span.axes!.dimensions[0]![0]!;
  const entity = simulation.system.variable(axis.name).entity;
  const person = simulation.system.personEntity.key;
  const name = focusPerson(run, index);
  const xs = simulation.calculate(axis.name, axis.period ?? run.period);
  const net = options.marginalRates!.net;
  return Array.from({ length: span.points }, (_, k) => {
    const layout = batch.layouts[span.first + k]!;
    const row = layout.rows[person]!.get(name)!;
    const value = (v: number): number | null => (Number.isNaN(v) ? null : v);
    return {
      x: xs[[...layout.rows[entity]!.values()][axis.index]!]!,
      net: valueFor(run, span.first + k, name, net),
      rate: value(run.rates!.rate[row]!),
      parts: Object.fromEntries(
        Object.entries(run.rates!.parts).map(([p, v]) => [p, value(v[row]!)]),
      ),
      onCliff: run.rates!.onCliff[row] === 1,
    };
  });
}

/** Draws the sweep of the first situation to the plot file (SVG or PNG by its extension). */
async function plotSweep(run: SweepRun, options: SweepOptions): Promise<void> {
  const file = options.plot!;
  const format = chartFormatOf(file);
  if (format === undefined)
    throw new SweepInputError('the plot file ends in .svg or .png', '--plot');
  const span = run.batch.spans[0]!;
  if (span.axes?.dimensions.length !== 1)
    throw new SweepInputError('--plot draws a sweep along one axis: give one --axes', '--plot');
  if (options.marginalRates === undefined)
    throw new SweepInputError('this country measures no marginal rates to plot', '--plot');
  const axis = span.axes.dimensions[0]![0]!;
  const spec = sweepChartSpec(sweepPoints(run, 0, options), {
    title: `Net income and marginal rate as ${axis.name} of ${focusPerson(run, 0)} varies (${run.period})`,
    x: axis.name,
    net: options.marginalRates.net,
  });
  const out = format === 'svg' ? await renderChart(spec, 'svg') : await renderChart(spec, 'png');
  writeFileSync(file, out);
}

/**
 * Runs a sweep: the situations (with the command line's axes), computed as one batch with marginal
 * rates; returns the text to print (a table per situation, or the filled JSON) and writes the plot.
 */
export async function runCalcSweep(document: unknown, options: SweepOptions): Promise<string> {
  const isArray = Array.isArray(document);
  const situations = (isArray ? document : [document]) as Situation[];
  const run = runSweep(withAxes(situations, options.axes), options);
  if (options.plot !== undefined) await plotSweep(run, options);
  if (options.json) {
    const person = run.simulation.system.personEntity;
    const filled = situations.map((s, i) => {
      const doc = fillSituation(run.simulation, run.batch, i, s, options.vars ?? [], run.period);
      return run.rates ? fillMarginalRates(doc, run.batch, i, run.rates, run.period, person) : doc;
    });
    return JSON.stringify(isArray ? filled : filled[0], null, 2);
  }
  return situations.map((_, i) => sweepTable(run, i, options).join('\n')).join('\n\n');
}
