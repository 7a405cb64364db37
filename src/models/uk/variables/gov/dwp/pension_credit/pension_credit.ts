import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Guarantee credit plus savings credit. */
export const pension_credit = defineUkVariable({
  id: 'pension_credit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Pension Credit',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2002/16/section/1',
  formula: (f) => {
    const gc = f.get('guarantee_credit');
    const sc = f.get('savings_credit');
    return perRow(f, (i) => gc[i]! + sc[i]!);
  },
});
