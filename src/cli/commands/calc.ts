/**
 * `fiscus calc situation.json`: computes a household situation (or an array of them, as one batch)
 * with the US model and prints the results readably, as PolicyEngine household-API JSON
 * (`--json --vars a,b`), or with the trace of one variable (`--explain VAR`).
 */
import { readFileSync, statSync } from 'node:fs';
import type { Command } from 'commander';
import {
  EngineError,
  createTraceRecorder,
  fillSituation,
  simulateSituations,
  type ParameterReform,
  type Situation,
  type SituationBatch,
  type Simulation,
  type TaxSystem,
  type TraceNode,
} from '../../engine/index.js';
import { createUsSystem } from '../../models/us/index.js';
import { CalcLineError, DEFAULT_CALC_CHUNK, runCalcLines } from './calc-lines.js';

/** Options of the calc command. */
export interface CalcOptions {
  readonly year?: string;
  readonly explain?: string;
  readonly json?: boolean;
  readonly vars?: string;
  readonly reform?: string;
  readonly jsonl?: boolean;
  readonly chunkSize?: string;
}

/**
 * Largest whole-JSON situation file `calc` reads, in bytes: 64 MiB. A parsed batch takes many
 * times its file size in memory (a 200 MB batch exhausts V8's heap); larger batches go as JSON
 * Lines (`--jsonl`), computed in chunks.
 */
export const MAX_CALC_JSON_BYTES = 64 * 1024 * 1024;

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

function readJson(path: string, what: string): unknown {
  let text: string;
  try {
    const bytes = statSync(path).size;
    if (bytes > MAX_CALC_JSON_BYTES)
      throw new CalcInputError(
        `${what} ${path} is ${(bytes / 1e6).toFixed(0)} MB; whole-JSON input is limited to ${MAX_CALC_JSON_BYTES / 1024 / 1024} MiB. Give large batches as JSON Lines (one situation per line) with --jsonl: they are computed in chunks with bounded memory`,
        path,
      );
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if (error instanceof CalcInputError) throw error;
    throw new CalcInputError(
      `cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
      path,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new CalcInputError(
      `${what} ${path} is not valid JSON: ${error instanceof Error ? error.message : String(error)}`,
      path,
    );
  }
}

function formatValue(value: number | boolean | string): string {
  if (typeof value !== 'number') return String(value);
  return Number.isInteger(value)
    ? value.toLocaleString('en-US')
    : value.toLocaleString('en-US', { maximumFractionDigits: 2 });
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
        lines.push(`  ${id.padEnd(width)}  ${formatValue(value)}   (${system.variable(id).label})`);
      }
    }
  }
  return lines;
}

/** The trace of a node as indented lines: value, source, parameters with references, inputs. */
function describeTrace(system: TaxSystem, node: TraceNode, depth: number, lines: string[]): void {
  const pad = '  '.repeat(depth);
  const values = (node.values ?? []).map((v) => decode(system, node.variable, v));
  const shown =
    values.length === 1
      ? formatValue(values[0]!)
      : `[${values.map((v) => formatValue(v)).join(', ')}]`;
  const how =
    node.source === 'formula' ? `formula in force from ${node.formulaStart}` : (node.source ?? '');
  lines.push(`${pad}${node.variable} (${node.period}) = ${shown}  [${how}]`);
  for (const p of node.parameters) {
    lines.push(
      `${pad}  · ${p.path} @ ${p.instant} = ${String(p.value)}${p.reference.length ? `  — ${p.reference.join('; ')}` : ''}`,
    );
  }
  for (const dep of node.dependencies) describeTrace(system, dep, depth + 1, lines);
}

/** Runs the command for parsed arguments; returns the text to print. */
export function runCalc(
  file: string,
  options: CalcOptions,
  system: TaxSystem = createUsSystem(),
): string {
  const document = readJson(file, 'situation file');
  const isArray = Array.isArray(document);
  const situations = (isArray ? document : [document]) as Situation[];
  if (situations.length === 0) throw new CalcInputError('the situation array is empty', file);
  let sys = system;
  if (options.reform)
    sys = sys.withReform(readJson(options.reform, 'reform file') as ParameterReform);
  const vars = options.vars
    ? options.vars
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
    : undefined;
  for (const id of [...(vars ?? []), ...(options.explain ? [options.explain] : [])]) {
    if (!sys.variables.has(id))
      throw new CalcInputError(`unknown variable ${id}; check the id`, id);
  }
  const recorder = options.explain ? createTraceRecorder(sys) : undefined;
  const { simulation, batch } = simulateSituations(sys, situations, recorder);
  const period = options.year ?? batch.defaultPeriod;
  if (!period) throw new CalcInputError('no period: give --year or inputs with a year', '--year');
  if (options.explain && recorder) {
    simulation.calculate(options.explain, period);
    const node = recorder.find(options.explain, period);
    const lines: string[] = [];
    if (node) describeTrace(sys, node, 0, lines);
    return lines.join('\n');
  }
  if (options.json) {
    const filled = situations.map((s, i) =>
      fillSituation(simulation, batch, i, s, vars ?? [], period),
    );
    return JSON.stringify(isArray ? filled : filled[0], null, 2);
  }
  return situations
    .map((_, i) =>
      [
        ...(isArray ? [`# situation ${i}`] : []),
        ...describeSituation(simulation, batch, i, period, vars),
      ].join('\n'),
    )
    .join('\n\n');
}

/** Registers `fiscus calc` on a commander program. */
export function registerCalcCommand(program: Command): void {
  program
    .command('calc')
    .description(
      'Compute a household situation (PolicyEngine situation JSON; an array is one batch) with the US model',
    )
    .argument('<situation>', 'situation JSON file')
    .option('--year <year>', "period of the outputs (default: the inputs' year)")
    .option(
      '--explain <variable>',
      'print how a variable was computed: formulas, inputs, parameters and references',
    )
    .option(
      '--json',
      "print the situation with the variables filled in, as PolicyEngine's household API does",
    )
    .option('--vars <list>', 'comma-separated variables to compute')
    .option('--reform <file>', 'reform JSON: {"parameter.path": {"YYYY-MM-DD.YYYY-MM-DD": value}}')
    .option(
      '--jsonl',
      'the file is JSON Lines (one situation per line); print one filled situation per line, computed in chunks with bounded memory',
    )
    .option('--chunk-size <n>', 'situations per chunk with --jsonl', String(DEFAULT_CALC_CHUNK))
    .action(async (file: string, options: CalcOptions) => {
      try {
        if (options.jsonl === true) {
          await runCalcLinesCommand(file, options);
          return;
        }
        process.stdout.write(`${runCalc(file, options)}\n`);
      } catch (error) {
        if (error instanceof EngineError) {
          for (const issue of error.issues)
            process.stderr.write(`error [${issue.code}] ${issue.path}: ${issue.message}\n`);
        } else if (error instanceof CalcInputError || error instanceof CalcLineError) {
          process.stderr.write(`error [${error.code}] ${error.path}: ${error.message}\n`);
        } else throw error;
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
  const system = createUsSystem();
  for (const id of vars ?? [])
    if (!system.variables.has(id))
      throw new CalcInputError(`unknown variable ${id}; check the id`, id);
  const showProgress = process.stderr.isTTY === true;
  const began = Date.now();
  const count = await runCalcLines(file, system, {
    ...(options.year === undefined ? {} : { year: options.year }),
    ...(vars === undefined ? {} : { vars }),
    ...(options.reform === undefined
      ? {}
      : { reform: readJson(options.reform, 'reform file') as ParameterReform }),
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
