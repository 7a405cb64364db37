/** The relative poverty line helper of the UK model's poverty flags. */
import type { UkFormulaContext } from './uk-variable.js';

/**
 * For each person, 1 when their household's (projected) equivalised income is below `share` of
 * the person-weighted median over the whole simulated population — the relative low-income line
 * of the Child Poverty Act 2010 s3(2). A national run's population is the country; a single
 * household's median is its own income, so the flag says little there.
 */
export function belowShareOfMedian(
  f: UkFormulaContext,
  income: ArrayLike<number>,
  share: number,
): Float64Array {
  const weight = f.get('person_weight');
  const order = Array.from({ length: f.size }, (_, i) => i).sort((a, b) => income[a]! - income[b]!);
  let total = 0;
  for (let i = 0; i < f.size; i += 1) total += weight[i]!;
  let running = 0;
  let median = 0;
  for (const i of order) {
    running += weight[i]!;
    if (running >= total / 2) {
      median = income[i]!;
      break;
    }
  }
  const line = share * median;
  const out = new Float64Array(f.size);
  for (let i = 0; i < f.size; i += 1) out[i] = income[i]! < line ? 1 : 0;
  return out;
}
