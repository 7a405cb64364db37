import { defineUsVariable } from '../../../../../us-variable.js';
import { ndScheduleTax } from './nd-rate-schedule.js';

/** North Dakota tax (ND-1 line 19): the filing status's rate schedule on North Dakota taxable income. */
export const nd_income_tax_before_credits = defineUsVariable({
  id: 'nd_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Dakota income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['ND'] },
  reference: 'https://ndlegis.gov/cencode/t57c38.pdf',
  formula: (f) => ndScheduleTax(f, f.get('nd_taxable_income')),
});
