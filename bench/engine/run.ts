// Engine throughput: a synthetic model of a few hundred variables (person and household layers,
// aggregation, projection, scales, breakdown lookups) over 10^4, 10^5 and 10^6 households.
// Prints households/second and peak memory. Usage: tsx bench/engine/run.ts [--sizes 10000,100000,1000000] [--variables 300]
import {
  createPopulation,
  createTaxSystem,
  defineEntity,
  defineEnum,
  defineVariable,
  calculateInChunks,
  type Scale,
  type VariableDef,
} from '../../src/engine/index.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const sizes = option('sizes', '10000,100000,1000000').split(',').map(Number);
const variableCount = Number(option('variables', '300'));

interface P {
  readonly rates: Scale;
  readonly allowance: Readonly<Record<'A' | 'B', number>>;
  readonly factor: number;
}
const Kind = defineEnum('kind', ['A', 'B'] as const);
const entities = [
  defineEntity({ key: 'person', plural: 'people', label: 'Person', isPerson: true }),
  defineEntity({ key: 'household', plural: 'households', label: 'Household' }),
];
const parameters = {
  rates: {
    metadata: { type: 'marginal_rate', reference: ['synthetic'] },
    brackets: [0, 10_000, 40_000, 90_000].map((t, i) => ({
      threshold: { '2020-01-01': t },
      rate: { '2020-01-01': 0.1 * (i + 1) },
    })),
  },
  allowance: {
    metadata: { breakdown: 'kind', reference: ['synthetic'] },
    A: { '2020-01-01': 1_000 },
    B: { '2020-01-01': 2_000 },
  },
  factor: { values: { '2020-01-01': 0.97 }, metadata: { reference: ['synthetic'] } },
};

function buildVariables(n: number): VariableDef[] {
  const v = (spec: Parameters<typeof defineVariable<P>>[0]) => defineVariable<P>(spec);
  const out: VariableDef[] = [
    v({ id: 'income', entity: 'person', valueType: 'float', period: 'year', label: 'Income' }),
    v({ id: 'age', entity: 'person', valueType: 'int', period: 'year', label: 'Age' }),
    v({
      id: 'kind',
      entity: 'household',
      valueType: 'enum',
      enum: Kind,
      period: 'year',
      label: 'Kind',
    }),
  ];
  // Layers: person variables, household aggregates, projections back, scales and lookups.
  const person: string[] = ['income'];
  const household: string[] = [];
  /** A yearly float variable `id` of `entity` computed by `formula`; recorded in its layer. */
  const derived = (
    id: string,
    entity: 'person' | 'household',
    formula: NonNullable<Parameters<typeof defineVariable<P>>[0]['formula']>,
  ): void => {
    out.push(v({ id, entity, valueType: 'float', period: 'year', label: id, formula }));
    (entity === 'person' ? person : household).push(id);
  };
  for (let i = 0; out.length < n; i += 1) {
    const k = i % 5;
    const id = `v${i}`;
    const lastPerson = person[person.length - 1]!;
    const lastHousehold = household[household.length - 1]!;
    if (k === 0) {
      const b = person[Math.max(0, person.length - 3)]!;
      derived(id, 'person', (f) => {
        const x = f.get(lastPerson);
        const y = f.get(b);
        const age = f.get('age');
        const factor = f.p.factor;
        const r = new Float64Array(f.size);
        for (let j = 0; j < r.length; j += 1)
          r[j] = age[j]! >= 65 ? x[j]! * factor : y[j]! * 0.5 + x[j]! * 0.5;
        return r;
      });
    } else if (k === 1) {
      derived(id, 'household', (f) => f.sum(lastPerson));
    } else if (k === 2) {
      derived(id, 'household', (f) => {
        const allowance = f.lookup(f.p.allowance, f.get('kind'), Kind);
        const base = Float64Array.from(f.get(lastHousehold), (x, j) =>
          Math.max(0, x - allowance[j]!),
        );
        return f.p.rates.calc(base);
      });
    } else if (k === 3) {
      derived(id, 'person', (f) => f.get(lastHousehold));
    } else {
      const b = person[person.length - 2]!;
      derived(id, 'person', (f) => {
        const age = f.get('age');
        const y = f.get(b);
        const m = Float64Array.from(f.get(lastPerson), (x, j) => Math.min(x, y[j]!));
        for (let j = 0; j < m.length; j += 1) if (age[j]! < 18) m[j] = 0;
        return m;
      });
    }
  }
  return out;
}

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const variables = buildVariables(variableCount);
const system = createTaxSystem({ id: 'synthetic', version: '0', entities, variables, parameters });
const outputs = variables.filter((x) => x.formulas.length > 0).map((x) => x.id);
// Every formula is computed; the last 20 variables are kept as outputs (a report keeps a few dozen).
const keep = outputs.slice(-20);
const chunkSize = Number(option('chunk', '2048'));
let peakRss = process.memoryUsage().rss;
const sample = (): void => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
};
// The machine's own speed, for reading the figures: one trivial pass over typed arrays.
{
  const n = 1_000_000;
  const a = new Float64Array(n).fill(1.5);
  const b = new Float64Array(n).fill(2);
  const out = new Float64Array(n);
  let best = Infinity;
  for (let r = 0; r < 5; r += 1) {
    const t = process.hrtime.bigint();
    for (let j = 0; j < n; j += 1) out[j] = a[j]! > 1 ? a[j]! * 0.9 : b[j]! * 0.5 + a[j]! * 0.5;
    best = Math.min(best, Number(process.hrtime.bigint() - t) / n);
  }
  console.log(
    `machine: a trivial typed-array loop costs ${best.toFixed(2)} ns per element (best of 5)`,
  );
}
console.log(
  `engine benchmark: ${variables.length} variables (${outputs.length} with formulas, ${keep.length} kept), chunks of ${chunkSize} households, one thread`,
);
console.log('households | people    | seconds | households/s | peak RSS MB');
for (const households of sizes) {
  const random = rng(42);
  const people: number[] = [];
  for (let h = 0; h < households; h += 1) {
    const size = 1 + Math.floor(random() * 4);
    for (let j = 0; j < size; j += 1) people.push(h);
  }
  const population = createPopulation(entities, people.length, {
    household: { count: households, membership: Int32Array.from(people) },
  });
  const inputs = [
    {
      variable: 'income',
      period: '2025',
      values: Float64Array.from(people, () => random() * 120_000),
    },
    {
      variable: 'age',
      period: '2025',
      values: Int32Array.from(people, () => Math.floor(random() * 90)),
    },
    {
      variable: 'kind',
      period: '2025',
      values: Int32Array.from({ length: households }, () => (random() < 0.5 ? 0 : 1)),
    },
  ];
  const timer = setInterval(sample, 20);
  const start = process.hrtime.bigint();
  const results = calculateInChunks({
    system,
    population,
    inputs,
    outputs: keep,
    period: '2025',
    chunkEntity: 'household',
    chunkSize,
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (results.size !== keep.length) throw new Error('missing outputs');
  clearInterval(timer);
  sample();
  console.log(
    `${String(households).padStart(10)} | ${String(people.length).padStart(9)} | ${seconds.toFixed(3).padStart(7)} | ${Math.round(
      households / seconds,
    )
      .toLocaleString('en-US')
      .padStart(12)} | ${(peakRss / 2 ** 20).toFixed(0).padStart(11)}`,
  );
}
