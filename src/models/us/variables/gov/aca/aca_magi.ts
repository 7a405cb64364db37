import { defineUsVariable } from '../../us-variable.js';

/**
 * Modified adjusted gross income of the tax unit for the premium tax credit and MAGI-based Medicaid
 * and CHIP: AGI plus tax-exempt interest and the Social Security benefits left out of gross income
 * (foreign earned income is not modelled).
 */
export const aca_magi = defineUsVariable({
  id: 'aca_magi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'ACA modified adjusted gross income',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/36B#d_2_B',
    'https://www.law.cornell.edu/cfr/text/42/435.603#e',
  ],
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const exempt = f.sum('tax_exempt_interest_income');
    const benefits = f.sum('social_security');
    const taxable = f.sum('taxable_social_security');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! + exempt[i]! + benefits[i]! - taxable[i]!;
    return out;
  },
});
