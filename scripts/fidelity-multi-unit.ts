/**
 * Fidelity of the US model on the multi-unit oracle set (../shared/oracle/us_multi_unit_dev.json):
 * per variable, the share of units (tax units, SPM units, households, people) within $1 of
 * PolicyEngine-US, by shape: every value belongs to one unit or person, never summed over units.
 * One batched simulation per year. Skipped (exit 0) when the oracle is absent.
 *
 * Usage: tsx scripts/fidelity-multi-unit.ts [--vars a,b] [--worst N] [--shape S]
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { simulateSituations } from '../src/engine/index.js';
import { createUsSystem } from '../src/models/us/index.js';

interface Case {
  id: string;
  shape: string;
  year: number;
  person_ids: string[];
  situation: unknown;
  expected_by_unit: Record<string, Record<string, Record<string, number | boolean | string>>>;
  expected_person: Record<string, Record<string, number | boolean | string>>;
}

const argv = process.argv.slice(2);
const get = (flag: string): string | undefined => {
  const i = argv.indexOf(flag);
  return i >= 0 ? argv[i + 1] : undefined;
};
const onlyVars = get('--vars') ? new Set(get('--vars')!.split(',')) : undefined;
const worstN = Number(get('--worst') ?? 2);
const onlyShape = get('--shape');

const path = resolve(process.cwd(), '../shared/oracle/us_multi_unit_dev.json');
if (!existsSync(path)) {
  console.log(`fidelity-multi-unit: skipped (${path} not found)`);
  process.exit(0);
}
const oracle = JSON.parse(readFileSync(path, 'utf8')) as { cases: Case[] };
const system = createUsSystem();
const plural: Record<string, string> = {
  tax_units: 'tax_unit',
  spm_units: 'spm_unit',
  households: 'household',
};
type Row = { id: string; shape: string; expected: unknown; got: unknown; err: number };
const rows = new Map<string, Row[]>();
const errorOf = (e: unknown, g: unknown): number =>
  typeof e === 'number' && typeof g === 'number' ? Math.abs(e - g) : e === g ? 0 : Infinity;
const push = (v: string, r: Row): void => {
  const l = rows.get(v) ?? [];
  l.push(r);
  rows.set(v, l);
};
const cases = oracle.cases.filter((c) => !onlyShape || c.shape === onlyShape);
const byYear = new Map<number, Case[]>();
for (const c of cases) byYear.set(c.year, [...(byYear.get(c.year) ?? []), c]);
const decode = (id: string, raw: number): number | boolean | string => {
  const v = system.variable(id);
  return v.valueType === 'bool' ? raw !== 0 : v.valueType === 'enum' ? v.enum!.names[raw]! : raw;
};
for (const [year, group] of byYear) {
  const { simulation, batch } = simulateSituations(
    system,
    group.map((c) => c.situation),
  );
  const cache = new Map<string, ArrayLike<number>>();
  const calc = (id: string): ArrayLike<number> | undefined => {
    if (!system.variables.has(id)) return undefined;
    if (!cache.has(id)) cache.set(id, simulation.calculate(id, String(year)));
    return cache.get(id);
  };
  group.forEach((c, i) => {
    const layout = batch.layouts[i]!;
    for (const [pl, units] of Object.entries(c.expected_by_unit)) {
      const entity = plural[pl]!;
      for (const [unit, vars] of Object.entries(units)) {
        for (const [v, expected] of Object.entries(vars)) {
          if (onlyVars && !onlyVars.has(v)) continue;
          const values = calc(v);
          if (!values) continue;
          // A variable of another entity than the one it is reported under is not compared.
          if (system.variable(v).entity !== entity) continue;
          const row = layout.rows[entity]!.get(unit)!;
          const got = decode(v, values[row]!);
          push(`${v}@${entity}`, {
            id: `${c.id}/${unit}`,
            shape: c.shape,
            expected,
            got,
            err: errorOf(expected, got),
          });
        }
      }
    }
    for (const [person, vars] of Object.entries(c.expected_person)) {
      for (const [v, expected] of Object.entries(vars)) {
        if (onlyVars && !onlyVars.has(v)) continue;
        const values = calc(v);
        if (!values) continue;
        if (!system.entity(system.variable(v).entity)!.isPerson) continue;
        const row = layout.rows['person']!.get(person)!;
        const got = decode(v, values[row]!);
        push(`${v}@person`, {
          id: `${c.id}/${person}`,
          shape: c.shape,
          expected,
          got,
          err: errorOf(expected, got),
        });
      }
    }
  });
}
const shapes = [
  'adult_child',
  'cohabiting',
  'three_generation',
  'roommates',
  'qualifying_relative',
];
console.log(`| variable | all | ${shapes.join(' | ')} | worst |`);
console.log(`|---|---|${shapes.map(() => '---').join('|')}|---|`);
let total = 0;
let ok = 0;
for (const [v, list] of [...rows].sort()) {
  const pct = (l: Row[]): string =>
    l.length ? `${((100 * l.filter((r) => r.err <= 1).length) / l.length).toFixed(1)}%` : '-';
  total += list.length;
  ok += list.filter((r) => r.err <= 1).length;
  const worst = [...list]
    .filter((r) => r.err > 1)
    .sort((a, b) => b.err - a.err)
    .slice(0, worstN)
    .map(
      (r) =>
        `${r.id}: ${String(r.expected)} → ${typeof r.got === 'number' ? r.got.toFixed(2) : String(r.got)}`,
    )
    .join('; ');
  console.log(
    `| ${v} | ${pct(list)} | ${shapes.map((s) => pct(list.filter((r) => r.shape === s))).join(' | ')} | ${worst} |`,
  );
}
console.log(`\noverall ${ok}/${total} values within $1 (${((100 * ok) / total).toFixed(2)}%)`);
