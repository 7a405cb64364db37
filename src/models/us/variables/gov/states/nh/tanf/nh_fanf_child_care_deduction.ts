import { defineUsVariable } from '../../../../us-variable.js';
import { TANF_EARNED_SOURCES } from '../../../hhs/tanf/tanf-common.js';
import { sumVariables } from '../../../../sum-variables.js';

/**
 * New Hampshire FANF monthly child care deduction: actual child care costs up to a limit per child
 * by age, with higher limits when an earner works full-time (FAM 603.05).
 */
export const nh_fanf_child_care_deduction = defineUsVariable({
  id: 'nh_fanf_child_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'New Hampshire FANF child care deduction',
  unit: 'currency-USD',
  reference:
    'https://www.dhhs.nh.gov/famar_htm/html/603_05_child_dependent_care_deduction_sr_12-04_07_12_fam_a.htm',
  formula: (f) => {
    const p = f.p.gov.states.nh.tanf;
    const care = p.income.child_care_deduction;
    const earned = sumVariables(f, TANF_EARNED_SOURCES, 'people');
    const fullTimeEarner = new Uint8Array(earned.length);
    for (let j = 0; j < earned.length; j += 1)
      fullTimeEarner[j] = earned[j]! >= care.full_time_threshold ? 1 : 0;
    const fullTime = f.aggregate(fullTimeEarner, 'person', 'any');
    const unitOf = f.memberIndex();
    const age = f.members('age');
    const perChild = new Float64Array(age.length);
    for (let j = 0; j < age.length; j += 1) {
      if (!(age[j]! < p.minor_child_age)) continue;
      const young = age[j]! < care.age_threshold;
      perChild[j] = fullTime[unitOf[j]!]
        ? young
          ? care.full_time_young_child
          : care.full_time_other
        : young
          ? care.part_time_young_child
          : care.part_time_other;
    }
    const cap = f.aggregate(perChild, 'person', 'sum');
    const expenses = f.get('childcare_expenses');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(Math.max(expenses[i]!, 0), cap[i]!);
    return out;
  },
});
