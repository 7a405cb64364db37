import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/** Wisconsin Works gross income for the month: the family's earned and unearned income (DCF 101.09(3)). */
export const wi_works_gross_income = defineUsVariable({
  id: 'wi_works_gross_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Wisconsin Works gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/code/admin_code/dcf/101_199/101/09/3/a',
  formula: (f) => sumVariables(f, [...TANF_EARNED_SOURCES, ...TANF_UNEARNED_SOURCES], 'members'),
});
