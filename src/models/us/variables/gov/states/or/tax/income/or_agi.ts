import { defineUsVariable } from '../../../../../us-variable.js';

/** Oregon adjusted gross income: income after subtractions (no Oregon additions are modelled). */
export const or_agi = defineUsVariable({
  id: 'or_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Oregon adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://www.oregon.gov/dor/forms/FormsPubs/form-or-40-inst_101-040-1_2024.pdf',
  formula: (f) => Float64Array.from(f.get('or_income_after_subtractions')),
});
