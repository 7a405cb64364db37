import { ctScheduleTax } from './ct-rate-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Connecticut initial tax (Tax Calculation Schedule line 4): the filing status's rate schedule on Connecticut taxable income. */
export const ct_income_tax_main_rates = defineUsVariable({
  id: 'ct_income_tax_main_rates',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Connecticut income tax at the main rates',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CT'] },
  reference: 'https://www.cga.ct.gov/current/pub/chap_229.htm#sec_12-700',
  formula: (f) => {
    return ctScheduleTax(f, f.get('ct_taxable_income'));
  },
});
