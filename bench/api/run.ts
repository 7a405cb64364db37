/**
 * API benchmark: `POST /us/calculate` for one household over loopback, driven by autocannon
 * (latency p50 and p99, requests per second), beside the same calculation in-process (the raw
 * cost the HTTP layer adds to). Run: `npx tsx bench/api/run.ts [--seconds 10] [--connections 10]`.
 * Prints figures; never fails on time.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { calculateHouseholds, createApiServer, parseTokens } from '../../src/api/index.js';
import { createUsSystem } from '../../src/models/us/index.js';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? fallback : Number(process.argv[i + 1]);
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 10);

const TOKEN = 'bench-token-0123456789abcdef';
const household = {
  people: {
    adult1: { age: { 2026: 38 }, employment_income: { 2026: 52_000 } },
    adult2: { age: { 2026: 36 }, employment_income: { 2026: 18_000 } },
    child1: { age: { 2026: 4 } },
  },
  tax_units: { tax_unit: { members: ['adult1', 'adult2', 'child1'], income_tax: { 2026: null } } },
  households: {
    household: {
      members: ['adult1', 'adult2', 'child1'],
      state_code: { 2026: 'TX' },
      household_net_income: { 2026: null },
    },
  },
};
const body = JSON.stringify({ household });

// The machine's own speed and load, for reading the figures (the same loop as bench/engine).
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
    `machine: ${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}; a trivial typed-array loop costs ${best.toFixed(2)} ns per element (best of 5)`,
  );
}

const system = createUsSystem();
// In-process: the same validated body, no HTTP.
for (let i = 0; i < 2_000; i += 1) calculateHouseholds(system, { household });
const samples: number[] = [];
for (let i = 0; i < 5_000; i += 1) {
  const t = performance.now();
  calculateHouseholds(system, { household });
  samples.push((performance.now() - t) * 1000);
}
samples.sort((a, b) => a - b);
const rawP50 = samples[Math.floor(samples.length / 2)]!;
console.log(
  `in-process calculateHouseholds: p50 ${rawP50.toFixed(1)} µs, p99 ${samples[Math.floor(samples.length * 0.99)]!.toFixed(1)} µs`,
);

const app = await createApiServer({
  countries: { us: system },
  tokens: parseTokens({ tokens: [{ name: 'bench', scopes: ['calculate'], token: TOKEN }] }),
  rateLimit: { max: 1e9, windowMs: 60_000 },
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const request = {
  url: `${url}/us/calculate`,
  method: 'POST',
  headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
  body,
};
await autocannon({ ...request, connections: 1, duration: 2 }); // warm-up
console.log(`loopback, ${seconds} s per run, one household per request (autocannon)`);
console.log('connections | p50 ms | p99 ms | requests/s | non-2xx');
for (const c of [1, connections]) {
  const r = await autocannon({ ...request, connections: c, duration: seconds });
  console.log(
    `${String(c).padStart(11)} | ${r.latency.p50.toFixed(2).padStart(6)} | ${r.latency.p99.toFixed(2).padStart(6)} | ${r.requests.average.toFixed(0).padStart(10)} | ${r.non2xx}`,
  );
  if (c === 1)
    console.log(
      `  one connection: ${((r.latency.p50 * 1000) / rawP50).toFixed(1)}× the in-process p50`,
    );
}
await app.close();
