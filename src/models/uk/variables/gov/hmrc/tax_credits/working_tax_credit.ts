import { defineUkVariable } from '../../../uk-variable.js';

/** Working Tax Credit (input: tax credits ended in April 2025). */
export const working_tax_credit = defineUkVariable({
  id: 'working_tax_credit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Working Tax Credit',
  unit: 'currency-GBP',
});
