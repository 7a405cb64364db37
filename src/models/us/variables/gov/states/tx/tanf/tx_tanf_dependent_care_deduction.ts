import { defineUsVariable } from '../../../../us-variable.js';
import { dependentCareDeduction } from '../../../hhs/tanf/tanf-common.js';

/**
 * Monthly dependent care costs deducted from Texas TANF earnings: the actual cost, up to $200 for
 * each dependent child under two and $175 for each dependent child two or older or incapacitated
 * adult (1 TAC 372.409(a)(3)). A dependent child is a minor child of the unit, whoever heads its
 * tax unit (with no adult, a child heads it and is no tax dependent, yet is still cared for).
 */
export const tx_tanf_dependent_care_deduction = defineUsVariable({
  id: 'tx_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF dependent care deduction',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-409',
  formula: (f) => {
    const p = f.p.gov.states.tx.tanf.income.dependent_care;
    const minorAge = f.p.gov.states.tx.tanf.minor_child_age;
    const age = f.members('age');
    const incapable = f.members('is_incapable_of_self_care');
    const cared = Uint8Array.from(age, (a, j) => (a < minorAge || incapable[j] ? 1 : 0));
    return dependentCareDeduction(f, cared, p.age_threshold, p.young_child, p.other);
  },
});
