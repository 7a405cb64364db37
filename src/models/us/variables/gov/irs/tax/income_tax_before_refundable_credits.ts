import { defineUsVariable } from '../../../us-variable.js';

/** Income tax before refundable credits: tax before credits plus NIIT less the non-refundable credits used. */
export const income_tax_before_refundable_credits = defineUsVariable({
  id: 'income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Income tax before refundable credits',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/26',
  formula: (f) => {
    const tax = f.get('income_tax_before_credits');
    const niit = f.get('net_investment_income_tax');
    const credits = f.get('income_tax_capped_non_refundable_credits');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = tax[i]! + niit[i]! - credits[i]!;
    return out;
  },
});
