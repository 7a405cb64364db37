/**
 * `fiscus calc situation.json`: computes a household situation (or an array of them, as one batch)
 * with a country's model (`--country`, default the first served) and prints the results readably, as PolicyEngine household-API JSON
 * (`--json --vars a,b`), or with the trace of one variable (`--explain VAR`).
 */
import { InvalidArgumentError, type Command } from 'commander';
import {
  EngineError,
  createTraceRecorder,
  didYouMean,
  fillSituation,
  simulateSituations,
  type Situation,
  type SituationBatch,
  type Simulation,
  type TaxSystem,
  type TraceNode,
} from '../../engine/index.js';
import { countryOfSituation, countryPack, DEFAULT_COUNTRY } from '../../countries/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import {
  InputFileError,
  MAX_JSON_INPUT_BYTES,
  readJsonInput,
  readPolicyFile,
  systemUnderPolicy,
} from '../input-files.js';
import { countryOption } from './country.js';
import { CalcLineError, DEFAULT_CALC_CHUNK, runCalcLines } from './calc-lines.js';
import { parseAxisOption, runCalcSweep, SweepInputError } from './calc-sweep.js';
import { ChartLibraryError } from '../../charts/index.js';

/** Options of the calc command. */
export interface CalcOptions {
  readonly country?: string;
  readonly year?: string;
  readonly explain?: string;
  readonly json?: boolean;
  readonly vars?: string;
  readonly reform?: string;
  /** Levels of inputs `--explain` shows below the variable (default {@link DEFAULT_EXPLAIN_DEPTH}). */
  readonly depth?: number;
  /** `--explain` leaves out inputs whose value is zero (or false) or a default. */
  readonly hideZeros?: boolean;
  readonly jsonl?: boolean;
  readonly chunkSize?: string;
  /** Axes `name:min:max:count`, one dimension each (at most two). */
  readonly axes?: readonly string[];
  /** Measure each adult's marginal rate, its parts and benefit cliffs. */
  readonly mtr?: boolean;
  /** Draw the sweep to this file (`.svg` or `.png`). */
  readonly plot?: string;
}

/** Largest whole-JSON situation file `calc` reads (64 MiB); larger batches go as JSON Lines (`--jsonl`). */
export const MAX_CALC_JSON_BYTES = MAX_JSON_INPUT_BYTES;

/** Levels of inputs `--explain` shows below the variable unless `--depth` says otherwise. */
export const DEFAULT_EXPLAIN_DEPTH = 3;

/** Variables printed by default, by entity, when they exist in the model. */
const DEFAULT_VARIABLES: Readonly<Record<string, readonly string[]>> = {
  person: ['employee_social_security_tax', 'employee_medicare_tax', 'self_employment_tax', 'ssi'],
  tax_unit: [
    'filing_status',
    'adjusted_gross_income',
    'standard_deduction',
    'tax_unit_itemizes',
    'taxable_income_deductions',
    'taxable_income',
    'income_tax_before_credits',
    'ctc',
    'refundable_ctc',
    'eitc',
    'cdcc',
    'net_investment_income_tax',
    'income_tax',
    'employee_payroll_tax',
  ],
  spm_unit: ['snap', 'free_school_meals', 'reduced_price_school_meals', 'spm_unit_net_income'],
  household: [
    'household_market_income',
    'household_benefits',
    'household_tax',
    'household_net_income',
  ],
};

/** A problem with the command's input, reported with the field or file it concerns. */
export class CalcInputError extends Error {
  readonly code = 'invalid_calc_input';
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
    this.name = 'CalcInputError';
  }
}

/** The error for an unknown variable id: the nearest ids, and the command that lists them. */
function unknownVariable(system: TaxSystem, id: string): CalcInputError {
  return new CalcInputError(
    `unknown variable ${id}${didYouMean(id, system.variables.keys())} (\`fiscus variables --search WORD\` lists them)`,
    id,
  );
}

/**
 * `1234567.891` as `1,234,567.89`: en-US grouping, at most two decimals (without loading ICU); a
 * rate (unit `/1`) keeps four, so Maryland's 0.032 is not shown as 0.03.
 */
export function formatValue(value: number | boolean | string, unit?: string): string {
  if (typeof value !== 'number') return String(value);
  if (!Number.isFinite(value)) return String(value);
  const scale = unit === '/1' ? 10_000 : 100;
  const rounded = Math.round(value * scale) / scale;
  const [whole = '0', fraction] = Math.abs(rounded).toString().split('.');
  if (whole.includes('e')) return rounded.toString();
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

function decode(system: TaxSystem, id: string, raw: number): number | boolean | string {
  const v = system.variable(id);
  if (v.valueType === 'bool') return raw !== 0;
  if (v.valueType === 'enum') return v.enum?.names[raw] ?? raw;
  return raw;
}

/** Readable lines for one situation: each entity instance with its variables. */
function describeSituation(
  simulation: Simulation,
  batch: SituationBatch,
  index: number,
  period: string,
  vars: readonly string[] | undefined,
): string[] {
  const system = simulation.system;
  const lines: string[] = [];
  const layout = batch.layouts[index]!;
  for (const entity of system.entities) {
    const ids = (vars ?? DEFAULT_VARIABLES[entity.key] ?? []).filter(
      (id) => system.variables.get(id)?.entity === entity.key,
    );
    if (ids.length === 0) continue;
    for (const [name, row] of layout.rows[entity.key]!) {
      lines.push(`${entity.label} ${name}:`);
      const width = Math.max(...ids.map((id) => id.length));
      for (const id of ids) {
        const value = decode(system, id, simulation.calculate(id, period)[row]!);
        const { label, unit } = system.variable(id);
        lines.push(`  ${id.padEnd(width)}  ${formatValue(value, unit)}   (${label})`);
      }
    }
  }
  return lines;
}

/** How much of a trace {@link describeTrace} shows. */
export interface TraceView {
  /** Levels of inputs below the root that are shown. */
  readonly depth: number;
  /** Leave out inputs whose values are all zero (or false), or that are defaults. */
  readonly hideZeros: boolean;
}

function isZeroOrDefault(node: TraceNode): boolean {
  return node.source === 'default' || (node.values ?? []).every((v) => v === 0);
}

/** The trace of a node as indented lines: value, source, parameters with references, inputs. */
export function describeTrace(
  system: TaxSystem,
  node: TraceNode,
  view: TraceView,
  lines: string[] = [],
  depth = 0,
): string[] {
  const pad = '  '.repeat(depth);
  const values = (node.values ?? []).map((v) => decode(system, node.variable, v));
  const unit = system.variable(node.variable).unit;
  const shown =
    values.length === 1
      ? formatValue(values[0]!, unit)
      : `[${values.map((v) => formatValue(v, unit)).join(', ')}]`;
  const how =
    node.source === 'formula' ? `formula in force from ${node.formulaStart}` : (node.source ?? '');
  lines.push(`${pad}${node.variable} (${node.period}) = ${shown}  [${how}]`);
  for (const p of node.parameters) {
    lines.push(
      `${pad}  · ${p.path} @ ${p.instant} = ${String(p.value)}${p.reference.length ? `  — ${p.reference.join('; ')}` : ''}`,
    );
  }
  const inputs = view.hideZeros
    ? node.dependencies.filter((dep) => !isZeroOrDefault(dep))
    : node.dependencies;
  const hidden = node.dependencies.length - inputs.length;
  if (inputs.length > 0 && depth >= view.depth) {
    lines.push(
      `${pad}  … ${inputs.length} input${inputs.length === 1 ? '' : 's'} below (raise --depth to see them)`,
    );
  } else {
    for (const dep of inputs) describeTrace(system, dep, view, lines, depth + 1);
  }
  if (hidden > 0)
    lines.push(`${pad}  (${hidden} zero or default input${hidden === 1 ? '' : 's'} hidden)`);
  return lines;
}

/**
 * Runs the command for parsed arguments; returns the text to print. `file` is a situation JSON
 * file, or `-` for standard input.
 */
export async function runCalc(
  file: string,
  options: CalcOptions,
  system?: TaxSystem,
): Promise<string> {
  const document = readJsonInput(file, 'situation file');
  const isArray = Array.isArray(document);
  const situations = (isArray ? document : [document]) as Situation[];
  if (situations.length === 0) throw new CalcInputError('the situation array is empty', file);
  const policy = options.reform === undefined ? undefined : await readPolicyFile(options.reform);
  const pack = countryPack(options.country ?? countryOfSituation(document) ?? DEFAULT_COUNTRY);
  const current = system ?? (await pack.loadModel()).system;
  const sys = policy === undefined ? current : systemUnderPolicy(current, policy);
  const vars = options.vars
    ? options.vars
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : undefined;
  for (const id of [...(vars ?? []), ...(options.explain ? [options.explain] : [])]) {
    if (!sys.variables.has(id)) throw unknownVariable(sys, id);
  }
  const axes = (options.axes ?? []).map(parseAxisOption);
  const sweep =
    axes.length > 0 ||
    options.mtr === true ||
    options.plot !== undefined ||
    situations.some((s) => 'axes' in s);
  if (sweep && options.explain === undefined) {
    if ((options.mtr === true || options.plot !== undefined) && pack.marginalRates === undefined)
      throw new CalcInputError(`${pack.label} measures no marginal rates`, '--mtr');
    return runCalcSweep(document, {
      system: sys,
      axes,
      ...(pack.marginalRates === undefined ? {} : { marginalRates: pack.marginalRates }),
      ...(options.year === undefined ? {} : { year: options.year }),
      ...(vars === undefined ? {} : { vars }),
      json: options.json === true,
      ...(options.plot === undefined ? {} : { plot: options.plot }),
    });
  }
  const recorder = options.explain ? createTraceRecorder(sys) : undefined;
  const { simulation, batch } = simulateSituations(sys, situations, recorder);
  // Each situation is answered at its own period (its inputs' year) unless --year says otherwise.
  const periods = batch.layouts.map((layout) => options.year ?? layout.defaultPeriod);
  const missing = periods.findIndex((p) => p === undefined);
  if (missing >= 0)
    throw new CalcInputError(
      'no period: give --year or inputs with a year',
      isArray ? `[${missing}]` : '--year',
    );
  const period = periods[0]!;
  if (options.explain && recorder) {
    simulation.calculate(options.explain, period);
    const node = recorder.find(options.explain, period);
    if (!node) return '';
    const view = {
      depth: options.depth ?? DEFAULT_EXPLAIN_DEPTH,
      hideZeros: options.hideZeros === true,
    };
    return describeTrace(sys, node, view).join('\n');
  }
  if (options.json) {
    const filled = situations.map((s, i) =>
      fillSituation(simulation, batch, i, s, vars ?? [], periods[i]),
    );
    return JSON.stringify(isArray ? filled : filled[0], null, 2);
  }
  return situations
    .map((_, i) =>
      [
        ...(isArray ? [`# situation ${i}`] : []),
        ...describeSituation(simulation, batch, i, periods[i]!, vars),
      ].join('\n'),
    )
    .join('\n\n');
}

const depthOption = (text: string): number => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError('expected a whole number ≥ 0');
  return n;
};

/** The lines an error of the command prints, each once. */
export function calcErrorLines(error: unknown): string[] | undefined {
  let lines: string[];
  if (error instanceof EngineError) {
    lines = error.issues.map((issue) => `error [${issue.code}] ${issue.path}: ${issue.message}`);
  } else if (error instanceof InputFileError) {
    lines = [
      `error [${error.code}] ${error.file}: ${error.message}`,
      ...error.issues.map(
        (issue) => `  - ${issue.path === '' ? '' : `${issue.path}: `}${issue.message}`,
      ),
    ];
  } else if (
    error instanceof CalcInputError ||
    error instanceof CalcLineError ||
    error instanceof SweepInputError
  ) {
    lines = [`error [${error.code}] ${error.path}: ${error.message}`];
  } else if (error instanceof ChartLibraryError) {
    lines = [`error [${error.code}] --plot: ${error.message}`];
  } else return undefined;
  return [...new Set(lines)];
}

/** Registers `fiscus calc` on a commander program. */
export function registerCalcCommand(program: Command): void {
  program
    .command('calc')
    .description(COMMAND_SUMMARIES.calc)
    .addOption(countryOption({ inferred: true }))
    .argument('<situation>', 'situation JSON file, or - to read it from standard input')
    .option('--year <year>', "period of the outputs (default: the inputs' year)")
    .option(
      '--explain <variable>',
      'print how a variable was computed: formulas, inputs, parameters and references',
    )
    .option(
      '--depth <n>',
      `with --explain: levels of inputs shown below the variable (default ${DEFAULT_EXPLAIN_DEPTH})`,
      depthOption,
    )
    .option('--hide-zeros', 'with --explain: leave out inputs that are zero, false or defaults')
    .option(
      '--json',
      "print the situation with the variables filled in, as PolicyEngine's household API does",
    )
    .option('--vars <list>', 'comma-separated variables to compute')
    .option(
      '--reform <file>',
      'reform JSON, as fiscus report takes: {"reform": {"parameter.path": {"YYYY-MM-DD.YYYY-MM-DD": value}}} or the bare {"parameter.path": …}',
    )
    .option(
      '--jsonl',
      'the file is JSON Lines (one situation per line); print one filled situation per line, computed in chunks with bounded memory',
    )
    .option('--chunk-size <n>', 'situations per chunk with --jsonl', String(DEFAULT_CALC_CHUNK))
    .option(
      '--axes <name:min:max:count>',
      "vary a variable of the first instance of its entity over count evenly spaced values, as one batch (give it twice for a grid); prints a table with each adult's marginal rate",
      (value: string, previous: string[] = []) => [...previous, value],
    )
    .option(
      '--mtr',
      "measure each adult's marginal tax rate (federal income, state income and payroll parts) and benefit cliffs by raising earnings",
    )
    .option(
      '--plot <file>',
      'with --axes: draw net income and the marginal rate, cliffs marked (.svg or .png)',
    )
    .action(async (file: string, options: CalcOptions) => {
      try {
        if (options.jsonl === true) {
          await runCalcLinesCommand(file, options);
          return;
        }
        process.stdout.write(`${await runCalc(file, options)}\n`);
      } catch (error) {
        const lines = calcErrorLines(error);
        if (lines === undefined) throw error;
        process.stderr.write(`${lines.join('\n')}\n`);
        process.exitCode = 1;
      }
    });
}

/** `calc --jsonl`: streams the batch through {@link runCalcLines} to standard output. */
async function runCalcLinesCommand(file: string, options: CalcOptions): Promise<void> {
  const chunkSize = Number(options.chunkSize ?? DEFAULT_CALC_CHUNK);
  if (!Number.isInteger(chunkSize) || chunkSize < 1)
    throw new CalcInputError('--chunk-size must be a positive integer', '--chunk-size');
  const vars = options.vars
    ?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const { system: current } = await countryPack(options.country ?? DEFAULT_COUNTRY).loadModel();
  const system =
    options.reform === undefined
      ? current
      : systemUnderPolicy(current, await readPolicyFile(options.reform));
  for (const id of vars ?? []) if (!system.variables.has(id)) throw unknownVariable(system, id);
  const showProgress = process.stderr.isTTY === true;
  const began = Date.now();
  const count = await runCalcLines(file, system, {
    ...(options.year === undefined ? {} : { year: options.year }),
    ...(vars === undefined ? {} : { vars }),
    chunkSize,
    // Waits for standard output to drain, so a slow reader never makes the output pile up.
    write: (line) =>
      process.stdout.write(`${line}\n`)
        ? undefined
        : new Promise<void>((resolve) => process.stdout.once('drain', () => resolve())),
    onProgress: (done) => {
      if (showProgress)
        process.stderr.write(`\r  ${done.toLocaleString('en-US')} situations computed…`);
    },
  });
  if (showProgress)
    process.stderr.write(
      `\r  ${count.toLocaleString('en-US')} situations computed in ${((Date.now() - began) / 1000).toFixed(1)} s\n`,
    );
}
