import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Oregon TANF monthly adjusted income: countable income less the earned income deduction of 50
 * percent of earned income (OAR 461-001-0000 "adjusted income"; OAR 461-160-0160). TANF has no
 * dependent care deduction (child care is paid through Employment Related Day Care instead).
 */
export const or_tanf_adjusted_income = defineUsVariable({
  id: 'or_tanf_adjusted_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oregon TANF adjusted income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/rules/oar_461-160-0160',
  formula: (f) => {
    const rate = f.p.gov.states.or.odhs.tanf.income.earned_income_deduction_rate;
    const countable = f.get('or_tanf_countable_income');
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    return countable.map((c, i) => Math.max(c - Math.max(earned[i]!, 0) * rate, 0));
  },
});
