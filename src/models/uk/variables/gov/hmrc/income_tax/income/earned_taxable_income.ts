import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Non-savings income less the personal allowance (set against it first). */
export const earned_taxable_income = defineUkVariable({
  id: 'earned_taxable_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable non-savings income',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2007/3/section/25',
  formula: (f) => {
    const earned = f.get('earned_income');
    const pa = f.get('personal_allowance');
    return perRow(f, (i) => Math.max(0, earned[i]! - pa[i]!));
  },
});
