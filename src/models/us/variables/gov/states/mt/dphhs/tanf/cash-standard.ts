import type { UsFormulaContext } from '../../../../../us-variable.js';
import { povertyGuideline } from '../../../../benefit-vectors.js';

/**
 * A Montana TANF cash standard per unit: `share` of the monthly HHS poverty guideline of the
 * pinned year (2023 from July 2023, TANF 001) for the unit's size, capped at the tables' largest
 * size, to the whole dollar as the TANF 001 tables print it (a half dollar rounds up). The amount
 * is first taken to the cent, so that binary fractions (621.4999…) do not round down.
 */
export function cashStandard(f: UsFormulaContext, share: number): Float64Array {
  const p = f.p.gov.states.mt.dphhs.tanf.standards;
  const size = f.get('spm_unit_size');
  const capped = Float64Array.from(size, (n) => Math.min(n, p.max_unit_size));
  const annual = povertyGuideline(f, capped, `${p.poverty_guideline_year}-01-01`);
  return annual.map((a) => Math.round(Math.round(((a * share) / 12) * 100) / 100));
}
