/**
 * The machine's raw typed-array speed, measured in the same run as a benchmark so its figures can
 * be read against what the hardware does at that moment (the machine is shared and its speed
 * varies): one "raw pass" is `out[i] = a[i] * b[i] + c[i]` over 10^6 float64 rows, the kind of
 * pass a vectorised formula makes. A benchmark prints its time as a number of raw passes.
 */
import { performance } from 'node:perf_hooks';

const ROWS = 1_000_000;

/** Milliseconds of one raw pass over 10^6 rows: the median of 15, after a warm-up. */
export function rawPassMs(): number {
  const a = new Float64Array(ROWS).map((_, i) => i % 97);
  const b = new Float64Array(ROWS).map((_, i) => (i % 13) / 7);
  const c = new Float64Array(ROWS).map((_, i) => i % 5);
  const out = new Float64Array(ROWS);
  const pass = (): number => {
    const t = performance.now();
    for (let i = 0; i < ROWS; i += 1) out[i] = a[i]! * b[i]! + c[i]!;
    return performance.now() - t;
  };
  for (let i = 0; i < 5; i += 1) pass();
  const samples = Array.from({ length: 15 }, pass).sort((x, y) => x - y);
  if (!Number.isFinite(out[ROWS - 1]!)) throw new Error('raw pass produced a non-finite value');
  return samples[7]!;
}

/** A time as raw passes: `label: 12.3 ms = 45 raw passes (raw pass 0.27 ms)`. */
export function asRawPasses(label: string, ms: number, passMs: number): string {
  return `${label}: ${ms.toFixed(ms < 10 ? 3 : 1)} ms = ${(ms / passMs).toFixed(ms / passMs < 10 ? 2 : 0)} raw passes (raw pass ${passMs.toFixed(3)} ms over 10^6 float64 rows)`;
}
