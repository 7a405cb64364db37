import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * North Carolina Work First eligibility: a family with a child under 18 whose countable income
 * falls short of its need standard by at least the $25 minimum (Work First Manual WF-114). The
 * $3,000 resource limit is taken as met (resources are not an input); time limits, work
 * requirements and the electing counties' own rules are not modelled.
 */
export const nc_tanf_eligible = defineUsVariable({
  id: 'nc_tanf_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for North Carolina Work First',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference: 'https://policies.ncdhhs.gov/wp-content/uploads/wf-114_1-2-2024.pdf#page=5',
  formula: (f) => {
    const p = f.p.gov.states.nc.ncdhhs.tanf;
    const child = hasMinorChild(f, p.minor_child_age);
    const need = f.get('nc_tanf_need_standard');
    const countable = f.get('nc_tanf_countable_income');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      out[i] = child[i] && need[i]! - countable[i]! >= p.minimum_deficit ? 1 : 0;
    }
    return out;
  },
});
