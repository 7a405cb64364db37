import { vtScheduleTax } from './vt-rate-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont income tax (IN-111 line 8): the filing status schedule on taxable income. */
export const vt_income_tax_before_credits = defineUsVariable({
  id: 'vt_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05822',
  formula: (f) => {
    return vtScheduleTax(f, f.get('vt_taxable_income'));
  },
});
