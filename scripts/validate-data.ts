/**
 * `npm run validate-data [-- --year 2025] [--households 60000] [--seed 1] [--rebuild]
 * [--data-dir DIR] [--model-only] [--model-targets LIST] [--snap-take-up RATE] [--json FILE]`
 *
 * Runs the US model's baseline over the default synthetic dataset and prints national figures next
 * to the official ones in `validate-data-official.json` (carried to the dataset year by Fiscus's
 * uprating indices), with the gap. The default build calibrates the generated population to the
 * published totals and to the model's SNAP, SSI and EITC (`buildUsDataset({ extraColumns })`, full
 * take-up); the table is also printed for the build without model outputs (what `buildUsDataset`
 * gives when no model is wired in) unless `--model-only`. Datasets are loaded from
 * `<data-dir>/<name>` when saved there (built and saved otherwise). State income tax revenue by
 * state is printed next to the Census survey of state tax collections; the modelled states are
 * the model's register (`STATE_INCOME_TAXES`), read at run time. The model wiring lives here:
 * `data` must not import `models`.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Command } from 'commander';
import {
  datasetTable,
  formatCalibrationReport,
  getColumn,
  IdIndex,
  loadDataset,
  saveDataset,
  type CalibrationReport,
  type Dataset,
} from '../src/data/index.js';
import {
  buildUsDataset,
  CENSUS_STATE_INCOME_TAX,
  compareStateIncomeTax,
  createUsModelColumns,
  formatStateIncomeTaxTable,
  largestShareByState,
  totalsByState,
  usUpratingFactor as upratingFactor,
  type ExtraColumns,
  type StateIncomeTaxComparison,
} from '../src/countries/us/data/index.js';
import { STATE_INCOME_TAXES } from '../src/models/us/index.js';
import { yearPeriod, type TaxSystem } from '../src/engine/index.js';
import { COUNTRY_PACKS } from '../src/countries/index.js';
import { simulationFromDataset } from '../src/executor/index.js';
import { canonicalSha256 } from '../src/contract/index.js';

interface Official {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly unit: 'usd' | 'count' | 'rate';
  readonly year: number;
  readonly index?: string;
  readonly confidence: 'high' | 'medium' | 'low';
  readonly source: string;
  /** How the figure was verified against its publication. */
  readonly check?: string;
  readonly fiscus: string;
}

/** Model outputs over the dataset's rows, with each row's household row and weight. */
interface Run {
  readonly get: (id: string) => Float64Array;
  readonly weight: Record<string, Float64Array>;
  readonly householdRow: Record<string, Int32Array>;
}

const ENTITIES = ['person', 'tax_unit', 'spm_unit', 'family', 'marital_unit'] as const;

/** Each entity row's household row (through its members) and household weight. */
function householdLinks(dataset: Dataset): Pick<Run, 'weight' | 'householdRow'> {
  const household = datasetTable(dataset, 'household');
  const hIndex = new IdIndex(getColumn(household, 'household_id').values, 'household');
  const hWeight = getColumn(household, 'household_weight').values;
  const person = datasetTable(dataset, 'person');
  const personHousehold = getColumn(person, 'household_id').values;
  const householdRow: Record<string, Int32Array> = {
    household: Int32Array.from({ length: household.rowCount }, (_, i) => i),
  };
  for (const entity of ENTITIES) {
    const rows = new Int32Array(datasetTable(dataset, entity).rowCount);
    const ids = getColumn(person, `${entity}_id`).values;
    const index = new IdIndex(
      getColumn(datasetTable(dataset, entity), `${entity}_id`).values,
      entity,
    );
    for (let p = 0; p < person.rowCount; p++)
      rows[index.rowOf(ids[p]!)] = hIndex.rowOf(personHousehold[p]!);
    householdRow[entity] = rows;
  }
  const weight: Record<string, Float64Array> = {};
  for (const [entity, rows] of Object.entries(householdRow))
    weight[entity] = Float64Array.from(rows, (h) => hWeight[h]!);
  return { weight, householdRow };
}

/** Simulates the dataset for its year; outputs are computed lazily and kept as Float64Array. */
function runModel(system: TaxSystem, dataset: Dataset): Run {
  const { simulation, unknownColumns } = simulationFromDataset(system, dataset, dataset.year);
  if (unknownColumns.length > 0)
    console.warn(
      `columns the model does not know: ${unknownColumns.map((c) => `${c.entity}.${c.column}`).join(', ')}`,
    );
  const period = yearPeriod(dataset.year);
  const cache = new Map<string, Float64Array>();
  const get = (id: string): Float64Array => {
    let v = cache.get(id);
    if (v === undefined) {
      v = Float64Array.from(simulation.calculate(id, period) as ArrayLike<number>);
      cache.set(id, v);
    }
    return v;
  };
  return { get, ...householdLinks(dataset) };
}

const weightedSum = (values: ArrayLike<number>, weight: Float64Array): number => {
  let s = 0;
  for (let i = 0; i < values.length; i++) s += values[i]! * weight[i]!;
  return s;
};
const weightedCount = (values: ArrayLike<number>, weight: Float64Array): number => {
  let s = 0;
  for (let i = 0; i < values.length; i++) if (values[i]! > 0) s += weight[i]!;
  return s;
};
const add = (a: Float64Array, b: Float64Array): Float64Array => a.map((x, i) => x + b[i]!);

/** Sums an entity's values onto its households. */
function toHouseholds(run: Run, entity: string, values: ArrayLike<number>): Float64Array {
  const rows = run.householdRow[entity]!;
  const out = new Float64Array(run.householdRow.household!.length);
  for (let i = 0; i < values.length; i++) out[rows[i]!]! += values[i]!;
  return out;
}

/** Rows ranked by value (lowest first), with the total weight and the weighted total. */
function ranked(
  values: ArrayLike<number>,
  weight: ArrayLike<number>,
): { order: number[]; totalW: number; totalX: number } {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (a, b) => values[a]! - values[b]!,
  );
  let totalW = 0;
  let totalX = 0;
  for (const i of order) {
    totalW += weight[i]!;
    totalX += weight[i]! * values[i]!;
  }
  return { order, totalW, totalX };
}

/** Weighted Gini coefficient (negative incomes kept as they are). */
function weightedGini(values: ArrayLike<number>, weight: ArrayLike<number>): number {
  const { order, totalW, totalX } = ranked(values, weight);
  let cumX = 0;
  let area = 0;
  for (const i of order) {
    const share = (weight[i]! * values[i]!) / totalX;
    area += (weight[i]! / totalW) * (2 * cumX + share);
    cumX += share;
  }
  return 1 - area;
}

/**
 * Household income closest to the Census money-income concept: market income without capital
 * gains, with Social Security, SSI, unemployment compensation and TANF.
 */
function moneyIncome(run: Run): Float64Array {
  const person = (id: string): Float64Array => toHouseholds(run, 'person', run.get(id));
  const shortGains = person('short_term_capital_gains');
  const gains = person('long_term_capital_gains').map((g, i) => -g - shortGains[i]!);
  return [
    person('social_security'),
    person('ssi'),
    person('unemployment_compensation'),
    toHouseholds(run, 'spm_unit', run.get('tanf')),
    gains,
  ].reduce(add, run.get('household_market_income'));
}

/**
 * Shares of the weighted total held by each fifth of households ranked by `values`, and by the
 * top 5% (a household straddling a boundary is split by weight).
 */
function incomeShares(values: ArrayLike<number>, weight: ArrayLike<number>): number[] {
  const { order, totalW, totalX } = ranked(values, weight);
  // Income held below each population share, by linear interpolation inside a household's weight.
  const below = (fraction: number): number => {
    const limit = fraction * totalW;
    let cumW = 0;
    let cumX = 0;
    for (const i of order) {
      const w = weight[i]!;
      if (cumW + w >= limit) return cumX + (limit - cumW) * values[i]!;
      cumW += w;
      cumX += w * values[i]!;
    }
    return cumX;
  };
  const cuts = [0, 0.2, 0.4, 0.6, 0.8, 1].map(below);
  const fifths = cuts.slice(1).map((c, k) => (c - cuts[k]!) / totalX);
  return [...fifths, (totalX - below(0.95)) / totalX];
}

/** Census Historical Income Table H-2, shares of aggregate household money income, 2020. */
const CENSUS_SHARES_2020 = [0.03, 0.081, 0.14, 0.226, 0.522, 0.235];

/** The Fiscus figure for each official measure, from one baseline run. */
function measure(run: Run): Record<string, number> {
  const w = run.weight;
  const tu = w.tax_unit!;
  const incomeTax = run.get('income_tax');
  const seTax = run.get('self_employment_tax');
  const seNet = run.get('self_employment_net_earnings');
  const seOasdi = seTax.map((t, i) => (t > 0 ? t - 0.029 * seNet[i]! : 0));
  const ctc = add(run.get('non_refundable_ctc'), run.get('refundable_ctc'));
  const snap = run.get('snap');
  const snapPeople = run.get('spm_unit_size').map((n, i) => (snap[i]! > 0 ? n : 0));
  const ssi = run.get('ssi');
  const pretax = moneyIncome(run);
  const people = weightedSum(new Float64Array(w.person!.length).fill(1), w.person!);
  return {
    income_tax_liability: weightedSum(run.get('income_tax_before_refundable_credits'), tu),
    income_tax_receipts: weightedSum(
      incomeTax.map((t) => Math.max(t, 0)),
      tu,
    ),
    oasdi_payroll_tax:
      2 * weightedSum(run.get('employee_social_security_tax'), w.person!) +
      weightedSum(seOasdi, w.person!),
    eitc_total: weightedSum(run.get('eitc'), tu),
    eitc_recipients: weightedCount(run.get('eitc'), tu),
    ctc_total: weightedSum(ctc, tu),
    ctc_recipients: weightedCount(ctc, tu),
    snap_total: weightedSum(snap, w.spm_unit!),
    snap_participants: weightedSum(snapPeople, w.spm_unit!),
    ssi_total: weightedSum(ssi, w.person!),
    ssi_recipients: weightedCount(ssi, w.person!),
    spm_poverty_rate: weightedSum(run.get('in_poverty'), w.person!) / people,
    gini_household_net_income: weightedGini(run.get('household_net_income'), w.household!),
    gini_household_pretax_income: weightedGini(pretax, w.household!),
    households: weightedSum(new Float64Array(w.household!.length).fill(1), w.household!),
    people,
  };
}

/** Modelled state income tax revenue against the Census survey, for the dataset's year. */
function compareStates(run: Run, dataset: Dataset): StateIncomeTaxComparison {
  const census = CENSUS_STATE_INCOME_TAX;
  // Each tax unit's state_income_tax, by its household's state_code.
  const byHousehold = {
    values: run.get('state_income_tax'),
    household: run.householdRow.tax_unit!,
    weight: run.weight.tax_unit!,
    stateCode: getColumn(datasetTable(dataset, 'household'), 'state_code'),
  };
  return compareStateIncomeTax({
    year: dataset.year,
    factor:
      census.fiscalYear === dataset.year
        ? 1
        : upratingFactor(census.index, census.fiscalYear, dataset.year),
    fiscus: totalsByState(byHousehold),
    concentration: largestShareByState(byHousehold, 10),
    concentrationUnits: 10,
    modelledStates: new Set(STATE_INCOME_TAXES.map((t) => t.state)),
  });
}

/** Which model targets to calibrate, and the SNAP take-up applied to the model's full take-up columns. */
interface ModelCalibration {
  readonly targets: readonly string[];
  readonly snapTakeUp: number;
}

/** The model-measured targets of the default build (`src/countries/us/data/calibration/targets`). */
const MODEL_TARGETS = [
  'snap',
  'snap_recipients',
  'ssi',
  'ssi_recipients',
  'eitc',
  'eitc_recipients',
];

/**
 * The calibration hook (`createUsModelColumns`): SNAP, SSI and EITC from a baseline run of the
 * dataset handed in (the generated population, uprated to the year), timed.
 */
function modelExtraColumns(system: TaxSystem, choice: ModelCalibration): ExtraColumns {
  const hook = createUsModelColumns((dataset) => runModel(system, dataset).get, choice);
  return (dataset) => {
    const started = Date.now();
    const columns = hook(dataset);
    console.log(
      `  model columns for ${dataset.year} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return columns;
  };
}

function compact(x: number, unit: Official['unit']): string {
  if (unit === 'rate') return x.toFixed(3);
  const prefix = unit === 'usd' ? '$' : '';
  const a = Math.abs(x);
  if (a >= 1e12) return `${prefix}${(x / 1e12).toFixed(2)}T`;
  if (a >= 1e9) return `${prefix}${(x / 1e9).toFixed(1)}B`;
  return `${prefix}${(x / 1e6).toFixed(2)}M`;
}

interface Row {
  readonly official: Official;
  readonly fiscus: number;
  readonly carried: number;
  readonly gap: number;
}

function compare(
  officials: readonly Official[],
  figures: Record<string, number>,
  year: number,
): Row[] {
  return officials.map((o) => {
    const carried =
      o.index === undefined || o.year === year
        ? o.value
        : o.value * upratingFactor(o.index, o.year, year);
    const fiscus = figures[o.id]!;
    return { official: o, fiscus, carried, gap: fiscus / carried - 1 };
  });
}

function formatTable(
  title: string,
  rows: readonly Row[],
  year: number,
  calibrated: readonly string[],
): string {
  const head = ['measure', 'Fiscus', 'official', `official→${year}`, 'gap %', 'conf.', 'src'];
  const body = rows.map((r, i) => [
    r.official.label,
    compact(r.fiscus, r.official.unit),
    `${compact(r.official.value, r.official.unit)} (${r.official.year})`,
    compact(r.carried, r.official.unit),
    `${r.gap >= 0 ? '+' : ''}${(100 * r.gap).toFixed(1)}%${Math.abs(r.gap) <= 0.05 ? '' : ' *'}${calibrated.includes(r.official.id) ? ' c' : ''}`,
    r.official.confidence,
    `[${i + 1}]`,
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...body.map((b) => b[c]!.length)));
  const line = (cells: readonly string[]): string =>
    `| ${cells.map((s, c) => (c === 0 ? s.padEnd(widths[c]!) : s.padStart(widths[c]!))).join(' | ')} |`;
  return [
    `## ${title}`,
    '',
    line(head),
    `|${widths.map((n, c) => (c === 0 ? '-'.repeat(n + 2) : `${'-'.repeat(n + 1)}:`)).join('|')}|`,
    ...body.map(line),
    '',
    '`*` outside ±5%; `c` a calibration target of this build (agreement by construction).',
  ].join('\n');
}

async function obtainDataset(options: {
  year: number;
  households: number;
  seed: number;
  dataDir: string;
  rebuild: boolean;
  extraColumns?: ExtraColumns;
  variant?: string;
  /** Tells builds of other data versions and models apart, so a stale dataset is never reused. */
  tag: string;
}): Promise<{ dataset: Dataset; reports: CalibrationReport[]; from: string }> {
  const name = `us-synthetic-${options.households}-s${options.seed}-${options.year}-${options.tag}${options.variant === undefined ? '' : `-${options.variant}`}`;
  const directory = join(options.dataDir, name);
  if (!options.rebuild && existsSync(join(directory, 'manifest.json')))
    return { dataset: await loadDataset(directory), reports: [], from: `loaded ${directory}` };
  const started = Date.now();
  const built = buildUsDataset({
    year: options.year,
    households: options.households,
    seed: options.seed,
    extraColumns: options.extraColumns,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  await saveDataset(built.dataset, directory, {
    households: options.households,
    seed: options.seed,
    modelCalibrated: options.extraColumns !== undefined,
  });
  return { ...built, from: `built in ${seconds} s, saved to ${directory}` };
}

/** Official measures that are calibration targets of a build: agreement there is by construction. */
const ALWAYS_CALIBRATED = ['households', 'people'];
const MODEL_CALIBRATED: Record<string, string> = {
  snap: 'snap_total',
  snap_recipients: 'snap_participants',
  ssi: 'ssi_total',
  ssi_recipients: 'ssi_recipients',
  eitc: 'eitc_total',
  eitc_recipients: 'eitc_recipients',
};

async function main(): Promise<void> {
  const program = new Command('validate-data')
    .option('--year <year>', 'dataset year', '2025')
    .option('--households <n>', 'sample households', '60000')
    .option('--seed <n>', 'generator seed', '1')
    .option('--data-dir <dir>', 'where datasets are saved and looked up', '.fiscus/data')
    .option('--rebuild', 'build even when a saved dataset exists', false)
    .option('--model-only', 'skip the build without model outputs', false)
    .option('--model-targets <list>', 'model targets to calibrate', MODEL_TARGETS.join(','))
    .option(
      '--snap-take-up <rate>',
      'SNAP take-up applied to the model columns before calibrating',
      '1',
    )
    .option('--json <file>', 'write the figures as JSON')
    .parse();
  const opts = program.opts<{
    year: string;
    households: string;
    seed: string;
    dataDir: string;
    rebuild: boolean;
    modelOnly: boolean;
    json?: string;
    modelTargets: string;
    snapTakeUp: string;
  }>();
  const year = Number(opts.year);
  const base = {
    year,
    households: Number(opts.households),
    seed: Number(opts.seed),
    dataDir: resolve(opts.dataDir),
    rebuild: opts.rebuild,
  };
  const officialFile = new URL('./validate-data-official.json', import.meta.url);
  const officials = (JSON.parse(await readFile(officialFile, 'utf8')) as { measures: Official[] })
    .measures;
  const { system } = await COUNTRY_PACKS.us.loadModel();
  // Named by the default dataset's identity (data version, targets, uprating, states, model,
  // how it is built), so a build from other data or another model is never reused.
  const identity = COUNTRY_PACKS.us.dataset.identity(
    { households: base.households, seed: base.seed },
    system.hash,
  );
  const tag = `${identity.dataVersion.replace(/[^a-z0-9]+/g, '')}-i${canonicalSha256(identity).slice(0, 12)}`;

  const tables: Record<string, Row[]> = {};
  const stateTables: Record<string, StateIncomeTaxComparison> = {};
  const evaluate = async (
    label: string,
    calibrated: readonly string[],
    extraColumns?: ExtraColumns,
    variant?: string,
  ): Promise<void> => {
    const { dataset, reports, from } = await obtainDataset({ ...base, extraColumns, variant, tag });
    console.log(`\n${label}: ${dataset.name}, ${from}\ndigest ${dataset.digest}`);
    const last = reports[reports.length - 1];
    if (last !== undefined) {
      const isModel = (name: string): boolean => /^(snap|ssi|eitc)_/.test(name);
      const worst = last.rows
        .filter((r) => !isModel(r.name))
        .sort((a, b) => Math.abs(b.relativeError) - Math.abs(a.relativeError))
        .slice(0, 5);
      const shown = {
        ...last,
        rows: [...last.rows.filter((r) => isModel(r.name)), ...worst],
        skipped: last.skipped,
      };
      console.log(
        `calibration (${year}): model targets and the 5 largest other errors\n${formatCalibrationReport(shown)}`,
      );
    }
    const started = Date.now();
    const run = runModel(system, dataset);
    const rows = compare(officials, measure(run), year);
    console.log(`baseline run ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    console.log(formatTable(`${label} (${year})`, rows, year, calibrated));
    const shares = incomeShares(moneyIncome(run), run.weight.household!);
    const percent = (xs: readonly number[]): string =>
      xs.map((x) => (100 * x).toFixed(1)).join(' / ');
    console.log(
      `\nShares of household money income by fifth, lowest to highest / top 5%:\n  Fiscus ${percent(shares)}\n  Census ${percent(CENSUS_SHARES_2020)} (Historical Income Table H-2, 2020)`,
    );
    const states = compareStates(run, dataset);
    console.log(`\n${formatStateIncomeTaxTable(states)}`);
    tables[label] = rows;
    stateTables[label] = states;
  };
  const choice: ModelCalibration = {
    targets: opts.modelTargets.split(',').filter((t) => t !== ''),
    snapTakeUp: Number(opts.snapTakeUp),
  };
  const isDefault =
    choice.snapTakeUp === 1 &&
    [...MODEL_TARGETS].sort().join() === [...choice.targets].sort().join();
  const variant = isDefault
    ? 'model'
    : `model-${choice.targets.map((t) => t.replace('_recipients', 'n')).join('-')}${choice.snapTakeUp === 1 ? '' : `-takeup${choice.snapTakeUp}`}`;
  const label = isDefault
    ? 'default build (published totals and model SNAP, SSI, EITC at full take-up)'
    : `calibrated to model ${choice.targets.join(', ')}${choice.snapTakeUp === 1 ? '' : `, SNAP take-up ${choice.snapTakeUp}`}`;
  await evaluate(
    label,
    [...ALWAYS_CALIBRATED, ...choice.targets.map((t) => MODEL_CALIBRATED[t] ?? t)],
    modelExtraColumns(system, choice),
    variant,
  );
  if (!opts.modelOnly)
    await evaluate('build without model outputs (published totals only)', ALWAYS_CALIBRATED);
  console.log(
    `\nSources:\n${officials.map((o, i) => `[${i + 1}] ${o.source}. Check: ${o.check ?? 'none'} Fiscus: ${o.fiscus}.`).join('\n')}`,
  );
  if (opts.json !== undefined)
    await writeFile(
      opts.json,
      `${JSON.stringify({ year, tables: Object.fromEntries(Object.entries(tables).map(([k, rows]) => [k, rows.map((r) => ({ id: r.official.id, fiscus: r.fiscus, official: r.official.value, officialYear: r.official.year, carried: r.carried, gap: r.gap }))])), stateIncomeTax: stateTables }, null, 2)}\n`,
    );
}

await main();
