/**
 * `fiscus parameters [--search TEXT] [--at DATE] [--json]` (and its older form `fiscus params
 * [prefix]`): the model's parameter paths (the paths reforms change), each with its label, unit,
 * references, uprating and the value in force on the date (uprated past its last dated value, as
 * the engine computes it) — so a reform's `unknown_parameter` can be checked against the real
 * paths.
 */
import type { Command } from 'commander';
import {
  EngineError,
  leafValueAt,
  listLeaves,
  type ParameterLeaf,
  type TaxSystem,
} from '../../engine/index.js';
import { countryPack } from '../../countries/index.js';
import { COMMAND_SUMMARIES } from '../command-summaries.js';
import { countryOption } from './country.js';
import { matchesSearch } from './search-text.js';

/** Options of `fiscus parameters` and `fiscus params`. */
export interface ParamsOptions {
  /** `YYYY-MM-DD` (default: 1 January of the current year). */
  readonly at?: string;
  /** Only parameters whose path, label or description hold every word of this (any case). */
  readonly search?: string;
  readonly json?: boolean;
}

/** One parameter as `fiscus parameters` lists it. */
export interface ParameterRow {
  /** The path as reforms write it (`gov.irs.credits.ctc.amount.base[0].amount`). */
  readonly path: string;
  readonly label: string | null;
  readonly description: string;
  readonly unit: string | null;
  /** The value in force on the date (null where none is, or the history does not reach it). */
  readonly value: unknown;
  /** The date the value in force was set from (its last dated entry on or before the date). */
  readonly since: string | null;
  /** The index that uprates the value past its last dated entry, if any. */
  readonly uprating: string | null;
  readonly references: readonly { readonly title: string; readonly href?: string }[];
}

/** The value of a leaf on `date`, and the date of the entry it comes from. */
function valueOn(
  system: TaxSystem,
  leaf: ParameterLeaf,
  date: string,
): { value: unknown; since: string | null } {
  let since: string | null = null;
  for (const v of leaf.values)
    if (v.date <= date && (since === null || v.date > since)) since = v.date;
  try {
    return { value: leafValueAt(system.parameters, leaf, date) ?? null, since };
  } catch (error) {
    // Before the first value or past the uprating index's last year: nothing is in force.
    if (error instanceof EngineError) return { value: null, since };
    throw error;
  }
}

/** The model's parameters, filtered by a path prefix and search words, with values on `date`. */
export function listParameters(
  system: TaxSystem,
  filter: { readonly prefix?: string; readonly search?: string; readonly at: string },
): ParameterRow[] {
  return listLeaves(system.parameters)
    .map((leaf) => ({ leaf, path: leaf.path.replace(/\.brackets\[/g, '[') }))
    .filter(({ path }) => filter.prefix === undefined || path.startsWith(filter.prefix))
    .filter(
      ({ leaf, path }) =>
        filter.search === undefined ||
        matchesSearch(filter.search, [path, leaf.metadata.label, leaf.description]),
    )
    .map(({ leaf, path }) => ({
      path,
      label: leaf.metadata.label ?? null,
      description: leaf.description ?? '',
      unit: leaf.metadata.unit ?? null,
      ...valueOn(system, leaf, filter.at),
      uprating: leaf.metadata.uprating ?? null,
      references: leaf.metadata.reference.map((r) => ({ ...r })),
    }));
}

/** Most results whose references are printed under each line. */
const MAX_DETAILED = 20;

/** The text (or JSON) `fiscus parameters` prints for a prefix of paths and search words. */
export function runParams(
  prefix: string | undefined,
  options: ParamsOptions,
  system: TaxSystem,
): string {
  const date = options.at ?? `${new Date().getUTCFullYear()}-01-01`;
  const rows = listParameters(system, {
    ...(prefix === undefined ? {} : { prefix }),
    ...(options.search === undefined ? {} : { search: options.search }),
    at: date,
  });
  if (options.json === true) return JSON.stringify(rows, null, 2);
  if (rows.length === 0)
    return options.search === undefined
      ? `no parameter path starts with ${prefix ?? ''}; try a shorter prefix such as gov.irs`
      : `no parameter matches ${JSON.stringify(options.search)}; try fewer or shorter words`;
  const width = Math.max(...rows.map((r) => r.path.length));
  const detailed = rows.length <= MAX_DETAILED;
  return [
    `${rows.length} parameter${rows.length === 1 ? '' : 's'}, values in force on ${date}:`,
    ...rows.flatMap((r) => {
      const text = r.label ?? r.description;
      const line = `${r.path.padEnd(width)}  ${JSON.stringify(r.value)}${r.unit === null ? '' : ` ${r.unit}`}${text === '' ? '' : `  (${text})`}`;
      if (!detailed) return [line];
      return [
        line,
        ...(r.since === null
          ? []
          : [`    since ${r.since}${r.uprating === null ? '' : `, uprated by ${r.uprating}`}`]),
        ...r.references.map(
          (ref) => `    ${ref.title}${ref.href === undefined ? '' : ` — ${ref.href}`}`,
        ),
      ];
    }),
  ].join('\n');
}

/** Registers `fiscus parameters` and its older form `fiscus params [prefix]`. */
export function registerParamsCommand(program: Command, name: 'params' | 'parameters'): void {
  const command = program
    .command(name)
    .description(COMMAND_SUMMARIES[name])
    .argument('[prefix]', 'only paths that start with this, e.g. gov.irs.credits.ctc')
    .option('--search <text>', 'only parameters whose path, label or description hold every word')
    .option('--at <date>', 'the date of the values shown (YYYY-MM-DD; default 1 January this year)')
    .option(
      '--json',
      'print [{path, label, description, unit, value, since, uprating, references}] as JSON',
    )
    .addOption(countryOption());
  command.action(
    async (prefix: string | undefined, options: ParamsOptions & { country: string }) => {
      const { system } = await countryPack(options.country).loadModel();
      process.stdout.write(`${runParams(prefix, options, system)}\n`);
    },
  );
}
