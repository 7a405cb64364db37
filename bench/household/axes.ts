/**
 * Axes benchmark of the US model: one household (a single parent of two in Texas) with an axis of
 * 1,001 employment-income points from $0 to $200,000, read as one batch and computed with marginal
 * rates (the batch and one copy per adult rank with raised earnings, in one simulation), warm
 * median and p90. Target: ≤ 50 ms.
 * Run: `npx tsx bench/household/axes.ts`.
 */
import { performance } from 'node:perf_hooks';
import { parseSituations, simulateMarginalRates } from '../../src/engine/index.js';
import { countryPack } from '../../src/countries/index.js';

const pack = countryPack('us');
const { system } = await pack.loadModel();
const spec = pack.marginalRates!;
const members = ['parent', 'child1', 'child2'];
const situation = {
  people: {
    parent: { age: { 2026: 32 } },
    child1: { age: { 2026: 4 } },
    child2: { age: { 2026: 9 } },
  },
  tax_units: { tu: { members } },
  spm_units: { spm: { members } },
  households: { hh: { members, state_code: { 2026: 'TX' } } },
  axes: [[{ name: 'employment_income', min: 0, max: 200_000, count: 1_001 }]],
};

/** One sweep: read the axes, then compute net income with the marginal rates (one batch). */
function once(): { read: number; rates: number } {
  const t0 = performance.now();
  const batch = parseSituations(system, [situation], { axes: true });
  const t1 = performance.now();
  simulateMarginalRates(system, batch, '2026', spec);
  return { read: t1 - t0, rates: performance.now() - t1 };
}

for (let i = 0; i < 5; i += 1) once();
const runs = Array.from({ length: 15 }, once);
const pick = (key: 'read' | 'rates' | 'total', q: number): number => {
  const values = runs
    .map((r) => (key === 'total' ? r.read + r.rates : r[key]))
    .sort((a, b) => a - b);
  return values[Math.floor(values.length * q)]!;
};
for (const key of ['read', 'rates', 'total'] as const)
  console.log(
    `axes sweep of 1,001 points, ${key}: median ${pick(key, 0.5).toFixed(1)} ms, p90 ${pick(key, 0.9).toFixed(1)} ms`,
  );
console.log('target: total ≤ 50 ms');
