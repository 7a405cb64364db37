import { byFilingStatus } from '../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../us-variable.js';

/**
 * Additional Medicare tax: 0.9% of wages above the threshold, plus 0.9% of net self-employment
 * earnings above the threshold left after wages.
 */
export const additional_medicare_tax = defineUsVariable({
  id: 'additional_medicare_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Additional Medicare tax',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/3101#b_2',
    'https://www.law.cornell.edu/uscode/text/26/1401#b_2',
  ],
  formula: (f) => {
    const p = f.p.gov.irs.payroll.medicare.additional;
    const threshold = byFilingStatus(f, p.exclusion);
    const wages = f.sum('employment_income');
    const se = f.sum('self_employment_net_earnings');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) {
      const w = Math.max(0, wages[i]!);
      const t = threshold[i]!;
      out[i] = p.rate * (Math.max(0, w - t) + Math.max(0, se[i]! - Math.max(0, t - w)));
    }
    return out;
  },
});
