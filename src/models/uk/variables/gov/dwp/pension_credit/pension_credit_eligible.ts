import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Every adult of the unit is over state pension age. */
export const pension_credit_eligible = defineUkVariable({
  id: 'pension_credit_eligible',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for Pension Credit',
  reference: 'https://www.legislation.gov.uk/ukpga/2002/16/section/1',
  formula: (f) => {
    const adults = f.sum('is_adult');
    const pensioners = f.sum('is_SP_age', { mask: 'is_adult' });
    return perRow(f, (i) => (adults[i]! > 0 && pensioners[i] === adults[i] ? 1 : 0));
  },
});
