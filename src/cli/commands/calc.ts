/**
 * `fiscus calc situation.json`: computes a household situation (or an array of them, as one batch)
 * with a country's model (`--country`, default the first served) and prints the results readably, as PolicyEngine household-API JSON
 * (`--json --vars a,b`), or with the trace of one variable (`--explain VAR`).
 */
import { readFileSync } from 'node:fs';
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
import { countryPack } from '../../countries/index.js';
import { countryOption } from './country.js';

/** Options of the calc command. */
export interface CalcOptions {
  readonly country?: string;
  readonly year?: string;
  readonly explain?: string;
  readonly json?: boolean;
  readonly vars?: string;
  readonly reform?: string;
}

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
    text = readFileSync(path, 'utf8');
  } catch (error) {
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
export function runCalc(file: string, options: CalcOptions, system: TaxSystem): string {
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
      "Compute a household situation (PolicyEngine situation JSON; an array is one batch) with a country's model",
    )
    .addOption(countryOption())
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
    .action(async (file: string, options: CalcOptions & { country: string }) => {
      const { system } = await countryPack(options.country).loadModel();
      try {
        process.stdout.write(`${runCalc(file, options, system)}\n`);
      } catch (error) {
        if (error instanceof EngineError) {
          for (const issue of error.issues)
            process.stderr.write(`error [${issue.code}] ${issue.path}: ${issue.message}\n`);
        } else if (error instanceof CalcInputError) {
          process.stderr.write(`error [${error.code}] ${error.path}: ${error.message}\n`);
        } else throw error;
        process.exitCode = 1;
      }
    });
}
