import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Oregon TANF monthly countable income of the financial group: earned income (wages and
 * self-employment income, no costs subtracted) plus unearned income, before any deduction (OAR
 * 461-001-0000 "countable"; OAR 461-145-0920). The child support disregard (OAR 461-145-0080) has
 * no input here (child support is not among the income sources); earnings of students are not
 * excluded.
 */
export const or_tanf_countable_income = defineUsVariable({
  id: 'or_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oregon TANF countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/rules/oar_461-160-0100',
  formula: (f) => {
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e, 0) + Math.max(unearned[i]!, 0));
  },
});
