import { defineUsVariable } from '../../../../../us-variable.js';
import { wiStandardDeduction } from './wi-schedules.js';

/** Wisconsin sliding-scale standard deduction (Wis. Stat. 71.05(22)): the maximum for the filing status less the phase-out schedule on Wisconsin AGI, not below 0. */
export const wi_standard_deduction = defineUsVariable({
  id: 'wi_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05/22',
  formula: (f) => wiStandardDeduction(f, f.get('wi_agi')),
});
