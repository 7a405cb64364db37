import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Missouri Temporary Assistance countable income for the month: countable earnings plus the
 * unit's unearned income, counted in full (RSMo 208.150(1)(b); Temporary Assistance Manual
 * 0210.010.15).
 */
export const mo_tanf_countable_income = defineUsVariable({
  id: 'mo_tanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Missouri Temporary Assistance countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=208.150',
  formula: (f) => {
    const earned = f.get('mo_tanf_countable_earned_income');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => e + unearned[i]!);
  },
});
