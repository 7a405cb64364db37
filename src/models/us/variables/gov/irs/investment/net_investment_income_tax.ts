import { byFilingStatus } from '../../../tax-vectors.js';
import { defineUsVariable } from '../../../us-variable.js';

/** Net investment income tax: 3.8% of the lesser of net investment income and MAGI above the threshold. */
export const net_investment_income_tax = defineUsVariable({
  id: 'net_investment_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Net investment income tax',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/1411',
  formula: (f) => {
    const p = f.p.gov.irs.investment.net_investment_income_tax;
    const threshold = byFilingStatus(f, p.threshold);
    const nii = f.get('net_investment_income');
    const agi = f.get('adjusted_gross_income');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      out[i] = p.rate * Math.min(nii[i]!, Math.max(0, agi[i]! - threshold[i]!));
    return out;
  },
});
