import { defineUsVariable } from '../../../../../us-variable.js';

/** Rhode Island income tax (RI-1040 line 8): the rate schedule, the same for every filing status, on taxable income. */
export const ri_income_tax_before_credits = defineUsVariable({
  id: 'ri_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Rhode Island income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'http://webserver.rilegislature.gov/Statutes/TITLE44/44-30/44-30-2.6.htm',
  formula: (f) => f.p.gov.states.ri.tax.income.rates.calc(f.get('ri_taxable_income')),
});
