import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Arkansas TEA eligibility: a family with a child under 18 whose countable income does not exceed
 * the Income Eligibility Standard, the same for every family size (TEA State Plan section 3.1; TEA
 * Manual 2300, 2351). The $3,000 resource limit is taken as met (resources are not an input);
 * time limits and work requirements are not modelled.
 */
export const ar_tea_eligible = defineUsVariable({
  id: 'ar_tea_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Arkansas TEA',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference:
    'https://regulations.justia.com/states/arkansas/agency-016/division-28/rule-016-28-22-007',
  formula: (f) => {
    const p = f.p.gov.states.ar.dhs.tea;
    const child = hasMinorChild(f, p.minor_child_age);
    const countable = f.get('ar_tea_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] = child[i] && countable[i]! <= p.income.eligibility_standard ? 1 : 0;
    }
    return out;
  },
});
