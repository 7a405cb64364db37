import { defineUsVariable } from '../../../../../us-variable.js';

/** Income for Maine's property and sales tax fairness credits (Schedule PTFC/STFC line 2; 36 MRSA 5219-KK(1)(D)): federal total income plus the Social Security benefits it leaves out. */
export const me_fairness_credit_income = defineUsVariable({
  id: 'me_fairness_credit_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Maine fairness credit income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ME'] },
  reference: 'https://legislature.maine.gov/statutes/36/title36sec5219-KK.html',
  formula: (f) => {
    const total = f.sum('irs_gross_income');
    const ss = f.sum('social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = total[i]! + ss[i]! - taxable[i]!;
    return out;
  },
});
