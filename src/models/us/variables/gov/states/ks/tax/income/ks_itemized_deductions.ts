import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas itemized deductions (Schedule A of the K-40; K.S.A. 79-32,120): the federal itemized deductions with the state and local tax deduction (which includes the state income tax) replaced by the real estate taxes, as PolicyEngine-US computes them. */
export const ks_itemized_deductions = defineUsVariable({
  id: 'ks_itemized_deductions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas itemized deductions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    const federal = f.get('itemized_taxable_income_deductions');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, federal[i]! - salt[i]! + realEstate[i]!);
    return out;
  },
});
