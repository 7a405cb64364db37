import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Virginia TANF countable earned income for the month: the unit's gross earnings less the standard
 * disregard for its size, less 20 percent of the rest, less dependent care costs, not below zero
 * (Virginia TANF Manual 305).
 */
export const va_tanf_countable_earned_income = defineUsVariable({
  id: 'va_tanf_countable_earned_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Virginia TANF countable earned income',
  unit: 'currency-USD',
  reference: 'https://www.dss.virginia.gov/files/division/bp/tanf/manual/300_11-20.pdf#page=55',
  formula: (f) => {
    const p = f.p.gov.states.va.dss.tanf.income.earned_income_deduction;
    const gross = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const flat = bySize(p.flat, f.get('spm_unit_size'));
    const care = f.get('va_tanf_dependent_care_deduction');
    return gross.map((g, i) => Math.max(Math.max(g - flat[i]!, 0) * (1 - p.rate) - care[i]!, 0));
  },
});
