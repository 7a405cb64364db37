import { defineUsVariable } from '../../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * New Mexico Works countable gross income for the month: the gross earnings of the group's members
 * who are not dependent children, plus its unearned income (8.102.500.8(B), 8.102.520.9 NMAC).
 * A child's own earnings are exempt income (8.102.520.9(I)); SSI is exempt and not counted.
 */
export const nm_works_gross_income = defineUsVariable({
  id: 'nm_works_gross_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Mexico Works countable gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://www.srca.nm.gov/parts/title08/08.102.0520.html',
  formula: (f) => {
    const minorAge = f.p.gov.states.nm.hca.nm_works.eligibility.minor_child_age;
    const age = f.members('age');
    const earnings = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const counted = earnings.map((e, j) => (age[j]! < minorAge ? 0 : Math.max(e, 0)));
    const earned = f.aggregate(counted, 'person', 'sum');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    return unearned.map((u, i) => earned[i]! + u);
  },
});
