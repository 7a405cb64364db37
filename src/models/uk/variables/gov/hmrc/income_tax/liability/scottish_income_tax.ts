import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** Income tax at the Scottish rates (the non-savings income tax of a Scottish taxpayer), which the Scottish Government receives. */
export const scottish_income_tax = defineUkVariable({
  id: 'scottish_income_tax',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Scottish income tax',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/ukpga/2016/11/part/1',
  formula: (f) => {
    const tax = f.get('earned_income_tax');
    const scottish = f.get('is_scottish_taxpayer');
    return perRow(f, (i) => (scottish[i] ? tax[i]! : 0));
  },
});
