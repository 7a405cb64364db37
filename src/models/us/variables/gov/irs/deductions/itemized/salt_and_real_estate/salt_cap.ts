import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Cap on the state and local tax deduction; from 2025 reduced by 30% of modified AGI above the
 * threshold, but not below the floor.
 */
export const salt_cap = defineUsVariable({
  id: 'salt_cap',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'SALT deduction cap',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/164#b_6',
  formula: (f) => {
    const p = f.p.gov.irs.deductions.itemized.salt_and_real_estate;
    const cap = byFilingStatus(f, p.cap);
    if (p.phase_out.rate === 0) return cap;
    const threshold = byFilingStatus(f, p.phase_out.threshold);
    const floor = byFilingStatus(f, p.phase_out.floor);
    const agi = f.get('adjusted_gross_income');
    for (let i = 0, n = f.size; i < n; i += 1) {
      const reduced = cap[i]! - p.phase_out.rate * Math.max(0, agi[i]! - threshold[i]!);
      cap[i] = Math.max(Math.min(floor[i]!, cap[i]!), reduced);
    }
    return cap;
  },
});
