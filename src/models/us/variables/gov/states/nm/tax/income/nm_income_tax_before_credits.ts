import { nmScheduleTax } from './nm-schedules.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico income tax (PIT-1 line 18): the rate table for the filing status on taxable income. */
export const nm_income_tax_before_credits = defineUsVariable({
  id: 'nm_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => nmScheduleTax(f, f.get('nm_taxable_income')),
});
