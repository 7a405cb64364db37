/**
 * Fidelity of the US model against PolicyEngine-US (`npm run fidelity`). Runs every case of
 * ../shared/oracle/us_households_dev.json (baseline and reform cases), one batched simulation per
 * (year, reform) group, and prints per variable the share of cases within $1, the count and the
 * worst cases. Skipped (exit 0) when the oracle is absent.
 *
 * With `--oracle state` it runs ../shared/oracle/us_state_tax_dev.json instead (600 households in
 * the 16 largest income-tax states; `state2`: us_state_tax_dev2.json) and prints, per state, the
 * share of (case, variable) pairs within $1 for every state variable, each state's own
 * `{st}_…` variables, income_tax, taxable_income, household_net_income and spm_unit_net_income.
 *
 * Options: `--vars a,b` only these variables; `--case ID` print every variable of one case;
 * `--worst N` worst cases shown per variable (default 3); `--baseline` skip reform cases;
 * `--where-ok VAR` count only cases where VAR is within $1 (to see differences with other causes).
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { simulateSituations, type TaxSystem } from '../src/engine/index.js';
import { createUsSystem } from '../src/models/us/index.js';

interface OracleCase {
  readonly id: string;
  readonly year: number;
  readonly state_code?: string;
  readonly expected_state_specific?: Record<string, number>;
  readonly person_ids: readonly string[];
  readonly situation: Record<string, Record<string, Record<string, unknown>>>;
  readonly expected: Record<string, number | boolean | string>;
  readonly reform_name?: string;
  readonly reform?: Record<string, Record<string, number>>;
}

interface Oracle {
  readonly variables: {
    readonly core: string[];
    readonly supporting: string[];
    readonly state?: string[];
  };
  readonly cases: OracleCase[];
  readonly reform_cases?: OracleCase[];
}

/** Oracle files by `--oracle` name. */
const ORACLES: Readonly<Record<string, string>> = {
  households: 'us_households_dev.json',
  state: 'us_state_tax_dev.json',
  state2: 'us_state_tax_dev2.json',
};

/** Variables the state-tax gate counts besides the state ones. */
const STATE_GATE_VARIABLES = [
  'income_tax',
  'taxable_income',
  'household_net_income',
  'spm_unit_net_income',
];

/**
 * Shown beside the gate, not counted in it: the tax side of the net incomes, which tells a tax
 * difference from a benefit one (state TANF programs move household_net_income too).
 */
const STATE_TAX_SIDE_VARIABLES = ['household_tax', 'spm_unit_taxes'];
const NET_INCOME = new Set(['household_net_income', 'spm_unit_net_income']);

/** Variables of the taxes slice (the rest belong to the benefits slice). */
const TAX_VARIABLES = new Set([
  'filing_status',
  'adjusted_gross_income',
  'taxable_income',
  'standard_deduction',
  'basic_standard_deduction',
  'additional_standard_deduction',
  'additional_senior_deduction',
  'qualified_business_income_deduction',
  'tax_unit_itemizes',
  'taxable_income_deductions',
  'taxable_social_security',
  'income_tax_before_credits',
  'income_tax_non_refundable_credits',
  'income_tax_before_refundable_credits',
  'income_tax_refundable_credits',
  'income_tax',
  'ctc',
  'ctc_value',
  'non_refundable_ctc',
  'refundable_ctc',
  'eitc',
  'net_investment_income_tax',
  'additional_medicare_tax',
  'alternative_minimum_tax',
  'self_employment_tax',
  'employee_social_security_tax',
  'employee_medicare_tax',
  'employee_payroll_tax',
  'irs_gross_income',
  'above_the_line_deductions',
  'self_employment_tax_ald',
  'earned_income',
  'tax_unit_earned_income',
  'dividend_income',
  'net_capital_gain',
  'loss_limited_net_capital_gains',
  'taxable_pension_income',
  'pension_income',
  'unemployment_compensation',
  'taxable_unemployment_compensation',
  'ak_permanent_fund_dividend',
  'tip_income_deduction',
  'overtime_income_deduction',
  'itemized_taxable_income_deductions',
  'total_itemized_taxable_income_deductions',
  'itemized_taxable_income_deductions_reduction',
  'salt_deduction',
  'salt_cap',
  'state_and_local_sales_or_income_tax',
  'real_estate_taxes',
  'itemized_medical_expenses',
  'medical_expense_deduction',
  'medical_expense_health_insurance_premiums',
  'other_medical_expenses',
  'interest_deduction',
  'home_mortgage_interest',
  'charitable_deduction',
  'charitable_deduction_for_non_itemizers',
  'income_tax_main_rates',
  'capital_gains_tax',
  'income_tax_capped_non_refundable_credits',
  'income_tax_unavailable_non_refundable_credits',
  'elderly_disabled_credit',
  'cdcc',
  'cdcc_potential',
  'cdcc_relevant_expenses',
  'cdcc_rate',
  'tax_unit_childcare_expenses',
  'ctc_qualifying_children',
  'ctc_maximum_with_arpa_addition',
  'ctc_phase_out',
  'ctc_limiting_tax_liability',
  'ctc_refundable_maximum',
  'ctc_phase_in',
  'eitc_child_count',
  'eitc_maximum',
  'eitc_phased_in',
  'eitc_reduction',
  'is_tax_unit_dependent',
  'social_security',
]);

interface Row {
  readonly id: string;
  readonly expected: number | boolean | string;
  readonly got: number | boolean | string;
  readonly error: number;
}

function parseArgs(argv: readonly string[]): {
  vars?: Set<string>;
  caseId?: string;
  worst: number;
  baseline: boolean;
  whereOk?: string;
  oracle: string;
} {
  const get = (flag: string): string | undefined => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const vars = get('--vars');
  return {
    vars: vars ? new Set(vars.split(',')) : undefined,
    caseId: get('--case'),
    worst: Number(get('--worst') ?? 3),
    baseline: argv.includes('--baseline'),
    whereOk: get('--where-ok'),
    oracle: get('--oracle') ?? 'households',
  };
}

function groupCases(cases: readonly OracleCase[]): Map<string, OracleCase[]> {
  const groups = new Map<string, OracleCase[]>();
  for (const c of cases) {
    const key = `${c.year}|${c.reform_name ?? 'baseline'}`;
    const list = groups.get(key) ?? [];
    list.push(c);
    groups.set(key, list);
  }
  return groups;
}

/** Computes every compared variable for a group of cases in one batched simulation. */
function runGroup(
  system: TaxSystem,
  cases: readonly OracleCase[],
  variables: readonly string[],
): Map<string, Map<string, number | boolean | string>> {
  const { simulation, batch } = simulateSituations(
    system,
    cases.map((c) => c.situation),
  );
  const out = new Map<string, Map<string, number | boolean | string>>();
  cases.forEach((c) => out.set(c.id, new Map()));
  for (const id of variables) {
    const variable = system.variable(id);
    const values = simulation.calculate(id, String(cases[0]!.year));
    const entity = system.entity(variable.entity)!;
    cases.forEach((c, i) => {
      const rows = batch.layouts[i]!.rows[entity.key]!;
      let value: number | boolean | string;
      if (entity.isPerson) {
        let total = 0;
        let any = false;
        for (const row of rows.values()) {
          total += values[row]!;
          any = any || values[row] !== 0;
        }
        value = variable.valueType === 'bool' ? any : total;
      } else {
        const row = [...rows.values()][0]!;
        const raw = values[row]!;
        value =
          variable.valueType === 'bool'
            ? raw !== 0
            : variable.valueType === 'enum'
              ? (variable.enum?.names[raw] ?? raw)
              : raw;
      }
      out.get(c.id)!.set(id, value);
    });
  }
  return out;
}

function errorOf(expected: number | boolean | string, got: number | boolean | string): number {
  if (typeof expected === 'number' && typeof got === 'number') return Math.abs(expected - got);
  return expected === got ? 0 : Infinity;
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const file = ORACLES[args.oracle];
  if (!file) throw new Error(`--oracle ${args.oracle}: one of ${Object.keys(ORACLES).join(', ')}`);
  const path = resolve(process.cwd(), '../shared/oracle', file);
  if (!existsSync(path)) {
    console.log(`fidelity: skipped (${path} not found)`);
    return;
  }
  const oracle = JSON.parse(readFileSync(path, 'utf8')) as Oracle;
  const base = createUsSystem();
  const stateSpecific = new Set<string>();
  for (const c of oracle.cases) {
    if (!c.expected_state_specific) continue;
    for (const v of Object.keys(c.expected_state_specific)) stateSpecific.add(v);
    Object.assign(c.expected, c.expected_state_specific);
  }
  const all = [
    ...oracle.variables.core,
    ...oracle.variables.supporting,
    ...(oracle.variables.state ?? []),
    ...[...stateSpecific].sort(),
  ].filter((v, i, list) => list.indexOf(v) === i);
  const known = all.filter((v) => base.variables.has(v) && (!args.vars || args.vars.has(v)));
  const missing = all.filter((v) => !base.variables.has(v));
  const cases = args.baseline ? oracle.cases : [...oracle.cases, ...(oracle.reform_cases ?? [])];
  const rows = new Map<string, Row[]>(known.map((v) => [v, []]));
  const started = performance.now();
  for (const [key, group] of groupCases(cases)) {
    const reform = group[0]!.reform;
    const system = reform ? base.withReform(reform) : base;
    let results: Map<string, Map<string, number | boolean | string>>;
    try {
      results = runGroup(system, group, known);
    } catch (error) {
      console.log(`group ${key} failed: ${error instanceof Error ? error.stack : String(error)}`);
      continue;
    }
    for (const c of group) {
      const got = results.get(c.id)!;
      if (args.caseId === c.id) {
        for (const v of known)
          console.log(`${c.id} ${v}: expected ${String(c.expected[v])} got ${String(got.get(v))}`);
      }
      if (args.whereOk && errorOf(c.expected[args.whereOk]!, got.get(args.whereOk)!) > 1) continue;
      for (const v of known) {
        const expected = c.expected[v];
        if (expected === undefined) continue;
        const g = got.get(v)!;
        rows.get(v)!.push({ id: c.id, expected, got: g, error: errorOf(expected, g) });
      }
      // A state's own variable that is not modelled counts as a miss in the state tables.
      for (const v of missing) {
        const expected = c.expected[v];
        if (expected === undefined || !stateSpecific.has(v)) continue;
        const list = rows.get(v) ?? [];
        list.push({ id: c.id, expected, got: 'not modelled', error: Infinity });
        rows.set(v, list);
      }
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const print = (title: string, filter: (v: string) => boolean): void => {
    console.log(`\n## ${title}\n`);
    console.log('| variable | within $1 | n | worst cases (expected → got) |');
    console.log('|---|---|---|---|');
    for (const v of known.filter(filter)) {
      const list = rows.get(v)!;
      const ok = list.filter((r) => r.error <= 1).length;
      const worst = [...list]
        .sort((a, b) => b.error - a.error)
        .filter((r) => r.error > 1)
        .slice(0, args.worst);
      const shown = worst.map((r) => `${r.id}: ${fmt(r.expected)} → ${fmt(r.got)}`).join('; ');
      console.log(
        `| ${v} | ${((100 * ok) / Math.max(1, list.length)).toFixed(1)}% | ${list.length} | ${shown} |`,
      );
    }
  };
  print('Tax variables', (v) => TAX_VARIABLES.has(v));
  print('Benefit and household variables', (v) => !TAX_VARIABLES.has(v));
  if (oracle.variables.state) {
    const stateOf = new Map(cases.map((c) => [c.id, c.state_code ?? '?']));
    const gate = [
      ...oracle.variables.state,
      ...[...stateSpecific].sort(),
      ...STATE_GATE_VARIABLES,
    ].filter((v) => rows.has(v));
    const extra = STATE_TAX_SIDE_VARIABLES.filter((v) => rows.has(v));
    printStateTables(gate, extra, rows, stateOf, args.worst);
  }
  console.log(`\nnot modelled: ${missing.join(', ') || 'none'}`);
  console.log(`${cases.length} cases in ${seconds.toFixed(2)} s`);
}

/**
 * Per state: a table of the gate variables and the tax-side extras (share of that state's cases
 * within $1, worst cases), then one summary by state and overall: all gate pairs, and the gate's
 * tax pairs (net incomes replaced by household_tax and spm_unit_taxes).
 */
function printStateTables(
  gate: readonly string[],
  extra: readonly string[],
  rows: ReadonlyMap<string, readonly Row[]>,
  stateOf: ReadonlyMap<string, string>,
  worst: number,
): void {
  const states = [...new Set(stateOf.values())].sort();
  const summary: string[] = [];
  const total = { ok: 0, n: 0, taxOk: 0, taxN: 0 };
  for (const st of states) {
    console.log(`\n## ${st}\n`);
    console.log('| variable | within $1 | n | worst cases (expected → got) |');
    console.log('|---|---|---|---|');
    const count = { ok: 0, n: 0, taxOk: 0, taxN: 0 };
    for (const v of [...gate, ...extra]) {
      const list = rows.get(v)!.filter((r) => stateOf.get(r.id) === st);
      if (list.length === 0) continue;
      const good = list.filter((r) => r.error <= 1).length;
      if (gate.includes(v)) {
        count.ok += good;
        count.n += list.length;
      }
      if (!NET_INCOME.has(v)) {
        count.taxOk += good;
        count.taxN += list.length;
      }
      const shown = [...list]
        .sort((a, b) => b.error - a.error)
        .filter((r) => r.error > 1)
        .slice(0, worst)
        .map((r) => `${r.id}: ${fmt(r.expected)} → ${fmt(r.got)}`)
        .join('; ');
      console.log(`| ${v} | ${pct(good, list.length)} | ${list.length} | ${shown} |`);
    }
    for (const k of ['ok', 'n', 'taxOk', 'taxN'] as const) total[k] += count[k];
    summary.push(
      `| ${st} | ${pct(count.ok, count.n)} | ${count.n} | ${pct(count.taxOk, count.taxN)} | ${count.taxN} |`,
    );
  }
  console.log('\n## State-tax gate: (case, variable) pairs within $1\n');
  console.log('| state | gate | pairs | tax pairs | pairs |');
  console.log('|---|---|---|---|---|');
  for (const line of summary) console.log(line);
  console.log(
    `| all | ${pct(total.ok, total.n)} | ${total.n} | ${pct(total.taxOk, total.taxN)} | ${total.taxN} |`,
  );
}

function pct(ok: number, n: number): string {
  return `${((100 * ok) / Math.max(1, n)).toFixed(1)}%`;
}

function fmt(x: number | boolean | string): string {
  return typeof x === 'number' ? x.toFixed(2) : String(x);
}

main();
