import { neScheduleTax } from './ne-rate-schedule.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska income tax (Form 1040N line 15): the filing status schedule on taxable income. */
export const ne_income_tax_before_credits = defineUsVariable({
  id: 'ne_income_tax_before_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska income tax before credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2715.03',
  formula: (f) => {
    return neScheduleTax(f, f.get('ne_taxable_income'));
  },
});
