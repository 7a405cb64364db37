import { ksScheduleTax } from './ks-rate-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Kansas income tax (K-40 line 8): the schedule for the filing status on taxable income. */
export const ks_income_tax_before_credits = defineUsVariable({
  id: 'ks_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Kansas income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KS'] },
  reference: 'https://www.ksrevenue.gov/taxlaws.html',
  formula: (f) => {
    return ksScheduleTax(f, f.get('ks_taxable_income'));
  },
});
