/**
 * National benchmark of the US model: 10^5 synthetic households (seeded, generated here) through
 * the model on one core; prints households per second. Run: `npx tsx bench/national/run.ts [n]`.
 */
import { performance } from 'node:perf_hooks';
import {
  createPopulation,
  precomputeInChunks,
  Simulation,
  type GroupMembership,
} from '../../src/engine/index.js';
import { createUsSystem, STATE_CODE } from '../../src/models/us/index.js';
import { asRawPasses, rawPassMs } from '../machine.js';
import { recordResult } from '../results.js';
import { ALL_OUTPUTS, TAX_OUTPUTS } from '../us-outputs.js';

const households = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 100_000);
const YEAR = '2025';

/** mulberry32: a small seeded PRNG, so every run builds the same population. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function build(n: number) {
  const rand = prng(20251130);
  const lognormal = (median: number, sigma: number): number =>
    median *
    Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand()));
  const person: {
    hh: number;
    marital: number;
    age: number;
    wages: number;
    se: number;
    ss: number;
    interest: number;
    ltcg: number;
    adult: boolean;
  }[] = [];
  const householdState: number[] = [];
  const childcare: number[] = [];
  let marital = 0;
  for (let h = 0; h < n; h += 1) {
    const adults = rand() < 0.5 ? 2 : 1;
    const children = rand() < 0.6 ? 0 : 1 + Math.floor(rand() * 3);
    const senior = rand() < 0.25;
    for (let a = 0; a < adults; a += 1) {
      const age = senior ? 65 + Math.floor(rand() * 25) : 22 + Math.floor(rand() * 40);
      const works = !senior ? rand() < 0.85 : rand() < 0.2;
      person.push({
        hh: h,
        marital,
        age,
        adult: true,
        wages: works ? Math.round(lognormal(45_000, 0.8)) : 0,
        se: rand() < 0.1 ? Math.round(lognormal(20_000, 1)) : 0,
        ss: senior ? Math.round(lognormal(20_000, 0.3)) : 0,
        interest: rand() < 0.3 ? Math.round(lognormal(500, 1.5)) : 0,
        ltcg: rand() < 0.1 ? Math.round(lognormal(10_000, 1.5)) : 0,
      });
    }
    marital += 1;
    for (let c = 0; c < children; c += 1) {
      person.push({
        hh: h,
        marital,
        age: Math.floor(rand() * 18),
        adult: false,
        wages: 0,
        se: 0,
        ss: 0,
        interest: 0,
        ltcg: 0,
      });
      marital += 1;
    }
    householdState.push(Math.floor(rand() * STATE_CODE.names.length));
    childcare.push(children > 0 && rand() < 0.3 ? Math.round(lognormal(5_000, 0.5)) : 0);
  }
  // Fiscus stores datasets state by state (region-group order), so household chunks hold one or a
  // few states and state programs are skipped where no row is theirs; `--random-states` keeps the
  // drawn order (every chunk then holds every state).
  if (!process.argv.includes('--random-states')) householdState.sort((a, b) => a - b);
  const membership = Int32Array.from(person, (p) => p.hh);
  const group = (count: number, m: Int32Array): GroupMembership => ({ count, membership: m });
  return { person, householdState, childcare, membership, maritalCount: marital, group };
}

const t0 = performance.now();
const data = build(households);
const t1 = performance.now();
const system = createUsSystem();
const population = createPopulation(system.entities, data.person.length, {
  tax_unit: data.group(households, data.membership),
  spm_unit: data.group(households, data.membership),
  family: data.group(households, data.membership),
  household: data.group(households, data.membership),
  marital_unit: data.group(
    data.maritalCount,
    Int32Array.from(data.person, (p) => p.marital),
  ),
});

const chunked = !process.argv.includes('--whole');
console.log(
  `households ordered ${process.argv.includes('--random-states') ? 'at random across states (--random-states)' : 'by state, as Fiscus stores datasets'}`,
);

function run(outputs: readonly string[]): number {
  const sim = new Simulation({ system, population });
  const col = (f: (p: (typeof data.person)[number]) => number): Float64Array =>
    Float64Array.from(data.person, f);
  sim.setInput(
    'age',
    YEAR,
    Int32Array.from(data.person, (p) => p.age),
  );
  const personInputs: readonly [string, (p: (typeof data.person)[number]) => number][] = [
    ['employment_income', (p) => p.wages],
    ['self_employment_income', (p) => p.se],
    ['social_security_retirement', (p) => p.ss],
    ['taxable_interest_income', (p) => p.interest],
    ['long_term_capital_gains', (p) => p.ltcg],
  ];
  for (const [variable, value] of personInputs) sim.setInput(variable, YEAR, col(value));
  sim.setInput('state_code', YEAR, Int32Array.from(data.householdState));
  if (system.variables.has('childcare_expenses'))
    sim.setInput('childcare_expenses', YEAR, Float64Array.from(data.childcare));
  const start = performance.now();
  let check = 0;
  const ids = outputs.filter((v) => system.variables.has(v));
  // As the executor does: household chunks of cache size, then the outputs are read back.
  if (chunked) precomputeInChunks(sim, ids, YEAR, 'household');
  for (const id of ids) {
    const values = sim.calculate(id, YEAR);
    for (let i = 0; i < values.length; i += 1) check += values[i]!;
  }
  const seconds = (performance.now() - start) / 1000;
  if (!Number.isFinite(check)) throw new Error('non-finite output');
  return seconds;
}

run(TAX_OUTPUTS); // warm-up: JIT and parameter trees
const tax = Math.min(run(TAX_OUTPUTS), run(TAX_OUTPUTS));
const all = process.argv.includes('--tax-only')
  ? NaN
  : Math.min(run(ALL_OUTPUTS), run(ALL_OUTPUTS));
console.log(
  `evaluation: ${chunked ? 'household chunks (default; --whole for one pass)' : 'one pass over the whole population'}`,
);
console.log(
  `${households.toLocaleString('en-US')} households, ${data.person.length.toLocaleString('en-US')} people (generated in ${((t1 - t0) / 1000).toFixed(2)} s)`,
);
console.log(
  `federal tax outputs (${TAX_OUTPUTS.join(', ')}): ${tax.toFixed(3)} s, ${Math.round(households / tax).toLocaleString('en-US')} households/s`,
);
console.log(
  `all outputs (+ snap, ssi, household_net_income): ${all.toFixed(3)} s, ${Math.round(households / all).toLocaleString('en-US')} households/s`,
);
console.log(`peak rss ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`);
const pass = rawPassMs();
console.log(asRawPasses('all outputs', all * 1000, pass));
recordResult(`national engine ${households} households`, {
  'tax outputs (s)': tax.toFixed(3),
  'all outputs (s)': all.toFixed(3),
  'raw pass (ms)': pass.toFixed(3),
  'all outputs (raw passes)': ((all * 1000) / pass).toFixed(0),
});
