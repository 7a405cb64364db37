import { defineUkVariable } from '../../../uk-variable.js';

/** Child Tax Credit (input: tax credits ended in April 2025). */
export const child_tax_credit = defineUkVariable({
  id: 'child_tax_credit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Child Tax Credit',
  unit: 'currency-GBP',
});
