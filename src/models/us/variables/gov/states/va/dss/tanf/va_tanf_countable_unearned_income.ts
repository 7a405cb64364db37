import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Virginia TANF countable unearned income for the month: the unit's unearned income less the first
 * $10 of interest (Virginia TANF Manual 305).
 */
export const va_tanf_countable_unearned_income = defineUsVariable({
  id: 'va_tanf_countable_unearned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Virginia TANF countable unearned income',
  unit: 'currency-USD',
  reference: 'https://www.dss.virginia.gov/files/division/bp/tanf/manual/300_11-20.pdf#page=58',
  formula: (f) => {
    const disregard = f.p.gov.states.va.dss.tanf.income.interest_disregard;
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const interest = sumVariables(f, ['interest_income'], 'members');
    return unearned.map((u, i) => u - Math.min(Math.max(interest[i]!, 0), disregard));
  },
});
