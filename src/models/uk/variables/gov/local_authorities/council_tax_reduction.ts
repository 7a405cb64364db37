import { defineUkVariable } from '../../uk-variable.js';

/** Council Tax Reduction (input, as Council Tax is). */
export const council_tax_reduction = defineUkVariable({
  id: 'council_tax_reduction',
  entity: 'household',
  valueType: 'float',
  period: 'year',
  label: 'Council Tax Reduction',
  unit: 'currency-GBP',
});
