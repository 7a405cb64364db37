import { defineUsVariable } from '../../../us-variable.js';
import { byState } from '../../benefit-vectors.js';

/**
 * A person's monthly earned income counted by SNAP: wages, and self-employment income less the
 * state's simplified cost-of-doing-business share. An excluded member's income counts only for the
 * share of the unit that remains eligible (7 CFR 273.11(c)).
 */
export const snap_earned_income_person = defineUsVariable({
  id: 'snap_earned_income_person',
  entity: 'person',
  valueType: 'float',
  period: 'month',
  label: 'SNAP earned income (person)',
  unit: 'currency-USD',
  reference: [
    'https://www.law.cornell.edu/cfr/text/7/273.9#b_1',
    'https://www.law.cornell.edu/cfr/text/7/273.11#b',
  ],
  formula: (f) => {
    const wages = f.get('employment_income');
    const self = f.get('self_employment_income');
    const rate = byState(f, f.p.gov.usda.snap.income.deductions.self_employment.rate);
    const eligible = f.get('is_snap_unit_eligible_person');
    const excluded = f.get('snap_ineligible_members_fraction');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const income = wages[i]! + Math.max(self[i]!, 0) * (1 - rate[i]!);
      out[i] = eligible[i] ? income : income * (1 - excluded[i]!);
    }
    return out;
  },
});
