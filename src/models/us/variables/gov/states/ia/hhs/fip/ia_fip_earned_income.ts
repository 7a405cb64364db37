import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Iowa FIP gross nonexempt earned income of the unit for the month: wages and net
 * self-employment income, a net loss counting as nothing (441 IAC 41.27(1), 41.27(2)).
 */
export const ia_fip_earned_income = defineUsVariable({
  id: 'ia_fip_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Iowa FIP gross earned income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=20',
  formula: (f) => sumVariables(f, TANF_EARNED_SOURCES, 'members').map((v) => Math.max(v, 0)),
});
