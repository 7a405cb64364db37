import { defineUsVariable } from '../../../../../us-variable.js';
import { arFiling } from './ar-filing.js';

/** Arkansas additional tax credit for qualified individuals (A.C.A. 26-51-501): per return filed jointly, or per spouse filing separately on the same return. */
export const ar_additional_tax_credit = defineUsVariable({
  id: 'ar_additional_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Arkansas additional tax credit for qualified individuals',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference:
    'https://www.dfa.arkansas.gov/wp-content/uploads/2024_AR1000F_and_AR1000NR_Instructions.pdf',
  formula: (f) => arFiling(f).additionalCredit,
});
