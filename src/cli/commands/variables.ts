/**
 * `fiscus variables [--search TEXT] [--json]`: the model's variables — the ids situations, YAML
 * tests, datasets and reports use — with label, entity, value type, period, unit, default, whether
 * a formula computes it, and references.
 */
import type { Command } from 'commander';
import type { TaxSystem } from '../../engine/index.js';
import { countryPack } from '../../countries/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { countryOption } from './country.js';
import { matchesSearch } from './search-text.js';

/** Options of `fiscus variables`. */
export interface VariablesOptions {
  /** Only variables whose id, label or documentation hold every word of this (any case). */
  readonly search?: string;
  readonly json?: boolean;
}

/** One variable as `fiscus variables` lists it. */
export interface VariableRow {
  readonly id: string;
  readonly label: string;
  readonly entity: string;
  readonly valueType: string;
  /** `year`, `month` or `eternity`: the period its values are defined for. */
  readonly period: string;
  readonly unit: string | null;
  readonly default: number | boolean | string;
  /** The enum's names, for an enum variable. */
  readonly values: readonly string[] | null;
  /** True when a formula computes it (it may still be given as an input), false for a pure input. */
  readonly computed: boolean;
  readonly documentation: string | null;
  readonly references: readonly string[];
}

/** The model's variables that match the search words, by id. */
export function listVariables(system: TaxSystem, search?: string): VariableRow[] {
  return [...system.variables.values()]
    .filter((v) => search === undefined || matchesSearch(search, [v.id, v.label, v.documentation]))
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .map((v) => ({
      id: v.id,
      label: v.label,
      entity: v.entity,
      valueType: v.valueType,
      period: v.period,
      unit: v.unit ?? null,
      default:
        v.valueType === 'bool'
          ? v.default !== 0
          : v.valueType === 'enum'
            ? (v.enum?.names[v.default] ?? v.default)
            : v.default,
      values: v.enum === undefined ? null : [...v.enum.names],
      computed: v.formulas.some((f) => f.formula !== null),
      documentation: v.documentation ?? null,
      references: [...v.reference],
    }));
}

/** Most results whose documentation and references are printed under each line. */
const MAX_DETAILED = 20;

/** The text (or JSON) `fiscus variables` prints. */
export function runVariables(options: VariablesOptions, system: TaxSystem): string {
  const rows = listVariables(system, options.search);
  if (options.json === true) return JSON.stringify(rows, null, 2);
  if (rows.length === 0)
    return `no variable matches ${JSON.stringify(options.search ?? '')}; try fewer or shorter words`;
  const width = Math.max(...rows.map((r) => r.id.length));
  const detailed = rows.length <= MAX_DETAILED;
  return [
    `${rows.length} variable${rows.length === 1 ? '' : 's'}:`,
    ...rows.flatMap((r) => {
      const kind = `${r.entity}, ${r.valueType}${r.unit === null ? '' : ` ${r.unit}`} per ${r.period}${r.computed ? '' : ', input'}`;
      const line = `${r.id.padEnd(width)}  ${r.label}  [${kind}]`;
      if (!detailed) return [line];
      return [
        line,
        ...(r.values === null ? [] : [`    one of ${r.values.join(', ')}`]),
        ...(r.documentation === null ? [] : [`    ${r.documentation}`]),
        ...r.references.map((ref) => `    ${ref}`),
      ];
    }),
  ].join('\n');
}

/** Registers `fiscus variables`. */
export function registerVariablesCommand(program: Command): void {
  program
    .command('variables')
    .description(COMMAND_SUMMARIES.variables)
    .option('--search <text>', 'only variables whose id, label or documentation hold every word')
    .option(
      '--json',
      'print [{id, label, entity, valueType, period, unit, default, values, computed, documentation, references}] as JSON',
    )
    .addOption(countryOption())
    .action(async (options: VariablesOptions & { country: string }) => {
      const { system } = await countryPack(options.country).loadModel();
      process.stdout.write(`${runVariables(options, system)}\n`);
    });
}
