import { defineUsVariable } from '../../../../us-variable.js';
import { TANF_EARNED_SOURCES, TANF_UNEARNED_SOURCES } from '../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * New Hampshire FANF monthly countable income of an applicant: earnings less the 20% disregard and
 * the child care deduction (not below 0), plus unearned income (FAM 603.01, 603.05). The
 * recipients' higher disregard is not modelled: everyone applies.
 */
export const nh_fanf_countable_income = defineUsVariable({
  id: 'nh_fanf_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Hampshire FANF countable income',
  unit: 'currency-USD',
  reference: [
    'https://www.dhhs.nh.gov/famar_htm/html/603_01_earned_income_disregards_eid_sr_97-03_02_97_fam_a.htm',
    'https://www.dhhs.nh.gov/sr_htm/html/sr_97-03_dated_02_97.htm',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.nh.tanf.income.applicant_earned_income_disregard;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'members');
    const unearned = sumVariables(f, TANF_UNEARNED_SOURCES, 'members');
    const care = f.get('nh_fanf_child_care_deduction');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(earned[i]! * (1 - rate) - care[i]!, 0) + unearned[i]!;
    return out;
  },
});
