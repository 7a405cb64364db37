/**
 * Fidelity of the UK model against PolicyEngine-UK (`npm run fidelity:uk`). Runs every case of
 * ../shared/oracle/uk_households_dev.json, one batched simulation per year, and prints per
 * variable the share of cases within £1, the count and the worst cases. Person-level variables
 * are summed over the household, as the oracle's `expected` holds them. Skipped (exit 0) when the
 * oracle is absent.
 *
 * Options: `--vars a,b` only these variables; `--case ID` print every variable of one case;
 * `--worst N` worst cases shown per variable (default 3).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { simulateSituations, type TaxSystem } from '../src/engine/index.js';
import { createUkSystem } from '../src/models/uk/index.js';

interface UkOracleCase {
  readonly id: string;
  readonly year: number;
  readonly situation: Record<string, unknown>;
  readonly expected: Record<string, number | boolean>;
}

interface UkOracle {
  readonly variables: readonly string[];
  readonly cases: readonly UkOracleCase[];
}

interface Args {
  readonly vars?: readonly string[];
  readonly caseId?: string;
  readonly worst: number;
}

function parseArgs(argv: readonly string[]): Args {
  let vars: string[] | undefined;
  let caseId: string | undefined;
  let worst = 3;
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--vars') vars = (argv[++i] ?? '').split(',').filter(Boolean);
    else if (a === '--case') caseId = argv[++i];
    else if (a === '--worst') worst = Number(argv[++i] ?? 3);
    else throw new Error(`unknown option ${a}: use --vars a,b, --case ID or --worst N`);
  }
  return { vars, caseId, worst };
}

/** Every compared variable of a group of cases (one year) in one batched simulation. */
function runYear(
  system: TaxSystem,
  cases: readonly UkOracleCase[],
  variables: readonly string[],
): Map<string, Map<string, number | boolean>> {
  const { simulation, batch } = simulateSituations(
    system,
    cases.map((c) => c.situation),
  );
  const out = new Map<string, Map<string, number | boolean>>();
  cases.forEach((c) => out.set(c.id, new Map()));
  for (const id of variables) {
    const variable = system.variable(id);
    const values = simulation.calculate(id, String(cases[0]!.year));
    const entity = system.entity(variable.entity)!;
    cases.forEach((c, i) => {
      const rows = [...batch.layouts[i]!.rows[entity.key]!.values()];
      const total = entity.isPerson
        ? rows.reduce((sum, row) => sum + values[row]!, 0)
        : values[rows[0]!]!;
      out.get(c.id)!.set(id, variable.valueType === 'bool' ? total !== 0 : total);
    });
  }
  return out;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const file = resolve('../shared/oracle/uk_households_dev.json');
  if (!existsSync(file)) {
    console.log(`fidelity:uk skipped: ${file} is absent`);
    return;
  }
  const oracle = JSON.parse(readFileSync(file, 'utf8')) as UkOracle;
  const system = createUkSystem();
  const known = new Set(system.variables.keys());
  const wanted = (args.vars ?? oracle.variables).filter((v) => oracle.variables.includes(v));
  const missing = wanted.filter((v) => !known.has(v));
  const variables = wanted.filter((v) => known.has(v));
  const cases = args.caseId ? oracle.cases.filter((c) => c.id === args.caseId) : oracle.cases;
  const got = new Map<string, Map<string, number | boolean>>();
  for (const year of [...new Set(cases.map((c) => c.year))].sort()) {
    const group = cases.filter((c) => c.year === year);
    for (const [id, values] of runYear(system, group, variables)) got.set(id, values);
  }
  if (args.caseId) {
    for (const v of variables) {
      const e = cases[0]!.expected[v]!;
      const g = got.get(args.caseId)!.get(v)!;
      const flag = typeof e === 'number' && Math.abs(e - Number(g)) > 1 ? '  <<' : '';
      console.log(`${v.padEnd(34)} expected ${String(e).padStart(12)}  got ${String(g)}${flag}`);
    }
    return;
  }
  console.log(`UK fidelity: ${cases.length} cases, PolicyEngine-UK oracle; within £1 per variable`);
  let pairs = 0;
  let ok = 0;
  for (const v of variables) {
    const errors = cases.map((c) => {
      const e = c.expected[v]!;
      const g = got.get(c.id)!.get(v)!;
      const error = typeof e === 'boolean' ? (e === g ? 0 : Infinity) : Math.abs(e - Number(g));
      return { id: c.id, e, g, error };
    });
    const within = errors.filter((x) => x.error <= 1).length;
    pairs += errors.length;
    ok += within;
    const worst = errors
      .filter((x) => x.error > 1)
      .sort((a, b) => b.error - a.error)
      .slice(0, args.worst)
      .map((x) => `${x.id} ${Number(x.e).toFixed(2)}/${Number(x.g).toFixed(2)}`);
    const share = ((100 * within) / errors.length).toFixed(1).padStart(5);
    console.log(`${v.padEnd(34)} ${share}%  ${within}/${errors.length}  ${worst.join('; ')}`);
  }
  for (const v of missing) console.log(`${v.padEnd(34)}   —    not modelled`);
  console.log(`all pairs: ${((100 * ok) / pairs).toFixed(2)}% (${ok}/${pairs})`);
}

main();
