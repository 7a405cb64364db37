import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Rhode Island Works monthly countable income: each earner's gross earnings less the flat
 * disregard ($525 from September 2024) and half of the rest, summed over the family, less the
 * dependent care deduction (which cannot take earnings below zero), plus unearned income counted
 * in full (218-RICR-20-00-2.15). The $50 child support disregard is not modelled: the model has no
 * child support received input.
 */
export const ri_works_countable_income = defineUsVariable({
  id: 'ri_works_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Rhode Island Works countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: 'https://www.law.cornell.edu/regulations/rhode-island/218-RICR-20-00-2.15',
  formula: (f) => {
    const p = f.p.gov.states.ri.dhs.works.income;
    // The disregard is allowed to each earner, so it is applied person by person.
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const afterDisregard = earned.map(
      (e) => Math.max(e - p.earned_income_disregard, 0) * (1 - p.earned_income_disregard_rate),
    );
    const countableEarned = f.aggregate(afterDisregard, 'person', 'sum');
    const care = f.get('ri_works_dependent_care_deduction');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      out[i] = Math.max(countableEarned[i]! - care[i]!, 0) + unearned[i]!;
    }
    return out;
  },
});
