import { rankBy } from './rank-by.js';
import { CompensatedSum } from './summation.js';

/**
 * Equivalised household net income: net income ÷ √(household size), the OECD square-root scale.
 * A household of no people counts as one.
 */
export function equivalise(netIncome: Float64Array, countPeople: Float64Array): Float64Array {
  const out = new Float64Array(netIncome.length);
  for (let i = 0; i < out.length; i++)
    out[i] = netIncome[i]! / Math.sqrt(Math.max(countPeople[i]!, 1));
  return out;
}

/**
 * Income deciles of people. Households are ranked by baseline equivalised household net income
 * (ties by household id); each household is placed in the decile that holds the midpoint of its
 * people on the cumulative people-weight scale (`household_weight × household_count_people`), so
 * every decile holds about a tenth of people. Returns each household's decile, 1–10, in id order.
 */
export function assignDeciles(
  equivalisedBaseline: Float64Array,
  peopleWeight: Float64Array,
): Uint8Array {
  const order = rankBy(equivalisedBaseline);
  const totalSum = new CompensatedSum();
  for (const i of order) totalSum.add(peopleWeight[i]!);
  const total = totalSum.value;
  const decile = new Uint8Array(order.length);
  const before = new CompensatedSum();
  for (const i of order) {
    const midpoint = before.value + peopleWeight[i]! / 2;
    const d = total > 0 ? Math.floor((10 * midpoint) / total) + 1 : 1;
    decile[i] = Math.min(10, Math.max(1, d));
    before.add(peopleWeight[i]!);
  }
  return decile;
}
