import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** Someone aged 75 or over in a household receiving Pension Credit. */
export const is_tv_licence_free = defineUkVariable({
  id: 'is_tv_licence_free',
  entity: 'household',
  valueType: 'bool',
  period: 'year',
  label: 'Free TV licence',
  formula: (f) => {
    const age = f.max('age');
    const pc = f.sum('pension_credit');
    const limit = f.p.gov.dcms.bbc.tv_licence.free_age;
    return perRow(f, (i) => (age[i]! >= limit && pc[i]! > 0 ? 1 : 0));
  },
});
