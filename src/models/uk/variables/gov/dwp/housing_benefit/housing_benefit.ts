import { defineUkVariable } from '../../../uk-variable.js';

/** Housing Benefit (input: reported legacy awards only; new claims go to Universal Credit). */
export const housing_benefit = defineUkVariable({
  id: 'housing_benefit',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Housing Benefit',
  unit: 'currency-GBP',
});
