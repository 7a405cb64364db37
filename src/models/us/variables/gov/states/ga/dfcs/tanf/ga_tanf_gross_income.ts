import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * Georgia TANF gross countable income for the month: the unit's earnings and unearned income before
 * any deduction, which the gross income ceiling test compares (TANF Policy Manual 1605). Deemed and
 * allocated income is not modelled.
 */
export const ga_tanf_gross_income = defineUsVariable({
  id: 'ga_tanf_gross_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Georgia TANF gross countable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['GA'] },
  reference: 'https://pamms.dhs.ga.gov/dfcs/tanf/1605/',
  formula: (f) => {
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return earned.map((e, i) => Math.max(e, 0) + unearned[i]!);
  },
});
