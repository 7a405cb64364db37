import { defineUsVariable } from '../../../../../us-variable.js';

/** South Carolina tax (SC1040 line 6; SC Code 12-6-510): the rate schedule on taxable income. */
export const sc_income_tax_before_credits = defineUsVariable({
  id: 'sc_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'South Carolina income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['SC'] },
  reference: 'https://www.scstatehouse.gov/code/t12c006.php',
  formula: (f) => f.p.gov.states.sc.tax.income.rates.calc(f.get('sc_taxable_income')),
});
