import { defineUkVariable } from '../../../../uk-variable.js';

/** The adults’ unused personal allowances, added up. */
export const benunit_unused_personal_allowance = defineUkVariable({
  id: 'benunit_unused_personal_allowance',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Unused personal allowances of the unit',
  unit: 'currency-GBP',
  formula: (f) => {
    return f.sum('unused_personal_allowance', { mask: 'is_adult' });
  },
});
