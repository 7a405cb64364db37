import { defineUsVariable } from '../../../../us-variable.js';
import { byState } from '../../../benefit-vectors.js';

/**
 * Meets, or is exempt from, the SNAP time limit for able-bodied adults without dependents: works
 * 20 hours a week, or is outside the ABAWD ages, disabled, receiving unemployment compensation,
 * living with a household member under the dependent-child age, or in a waived area. The 3-in-36
 * month clock is not tracked: a non-exempt person who does not work enough is ineligible.
 */
export const meets_snap_abawd_work_requirements = defineUsVariable({
  id: 'meets_snap_abawd_work_requirements',
  entity: 'person',
  valueType: 'bool',
  period: 'month',
  label: 'Meets the SNAP ABAWD work requirement',
  reference: [
    'https://www.law.cornell.edu/uscode/text/7/2015#o',
    'https://www.law.cornell.edu/cfr/text/7/273.24',
  ],
  formula: (f) => {
    const p = f.p.gov.usda.snap.work_requirements.abawd;
    const age = f.get('age');
    const exemptAge = p.age_threshold.exempted.calc(age);
    const hours = f.get('weekly_hours_worked');
    const disabled = f.get('is_usda_disabled');
    const ui = f.get('unemployment_compensation');
    const hasChild = f.get('has_snap_abawd_household_child');
    const waived = byState(f, p.waived);
    const threshold = p.weekly_hours_threshold;
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1)
      out[i] =
        hours[i]! >= threshold ||
        exemptAge[i]! !== 0 ||
        disabled[i]! !== 0 ||
        ui[i]! > 0 ||
        hasChild[i]! !== 0 ||
        waived[i]! !== 0
          ? 1
          : 0;
    return out;
  },
});
