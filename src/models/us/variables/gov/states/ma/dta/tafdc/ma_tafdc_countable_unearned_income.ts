import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Massachusetts TAFDC countable unearned income for the month: the unit's unearned income, counted
 * in full (106 CMR 704.210 and 704.220). Child support and its $50 disregard are not inputs.
 */
export const ma_tafdc_countable_unearned_income = defineUsVariable({
  id: 'ma_tafdc_countable_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Massachusetts TAFDC countable unearned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MA'] },
  reference: 'https://www.law.cornell.edu/regulations/massachusetts/106-CMR-704-210',
  formula: (f) => sumVariables(f, TANF_UNEARNED_SOURCES, 'members'),
});
