import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';
import {
  hasMinorChild,
  TANF_EARNED_SOURCES,
  TANF_UNEARNED_SOURCES,
} from '../../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../../sum-variables.js';

/**
 * West Virginia WV WORKS eligibility for the month: a family with a child under 18 whose gross
 * earned and unearned income does not exceed the standard of need for its size (the gross income
 * test, IMM 4.5.2; the Bureau's WV WORKS page says gross income "must be below" it, which differs
 * only at equality). The $2,000 asset limit is taken as met (resources are not an input);
 * orientation, the personal responsibility contract and the 60-month limit are not modelled.
 */
export const wv_works_eligible = defineUsVariable({
  id: 'wv_works_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for West Virginia WV WORKS',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: [
    'https://bfa.wv.gov/media/2766/download?inline#page=586',
    'https://dhhr.wv.gov/bcf/Services/familyassistance/Pages/WV-WORKS.aspx',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wv.dohs.wv_works;
    const child = hasMinorChild(f, p.minor_child_age);
    const need = bySize(p.standard_of_need, f.get('spm_unit_size'));
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const gross = Math.max(earned[i]!, 0) + Math.max(unearned[i]!, 0);
      out[i] = child[i] && gross <= need[i]! ? 1 : 0;
    }
    return out;
  },
});
