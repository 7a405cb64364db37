import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/** Monthly gross earned income of the Illinois TANF unit: wages and net self-employment income (89 Ill. Adm. Code 112.140). */
export const il_tanf_gross_earned_income = defineUsVariable({
  id: 'il_tanf_gross_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Illinois TANF gross earned income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/illinois/Ill-Admin-Code-tit-89-SS-112.140',
  formula: (f) => sumVariables(f, TANF_EARNED_SOURCES, 'members'),
});
