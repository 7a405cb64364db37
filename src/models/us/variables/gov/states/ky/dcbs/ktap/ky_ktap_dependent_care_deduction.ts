import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Monthly dependent care Kentucky K-TAP deducts from earnings: the unit's child care expenses, up
 * to $200 for each child under two and, for each older child under 13, $175 when a member works
 * 30 hours a week or more and $150 otherwise (921 KAR 2:016 Section 5(3)(b)). The hours are those
 * of the member who works the most; care of an incapacitated adult is not modelled.
 */
export const ky_ktap_dependent_care_deduction = defineUsVariable({
  id: 'ky_ktap_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Kentucky K-TAP dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['KY'] },
  reference: 'https://apps.legislature.ky.gov/law/kar/titles/921/002/016/',
  formula: (f) => {
    const care = f.p.gov.states.ky.dcbs.ktap.income.dependent_care;
    const age = f.members('age');
    const infant = Uint8Array.from(age, (a) => (a < care.infant_age ? 1 : 0));
    const older = Uint8Array.from(age, (a) =>
      a >= care.infant_age && a < care.child_age_limit ? 1 : 0,
    );
    const infants = f.aggregate(infant, 'person', 'sum');
    const olderChildren = f.aggregate(older, 'person', 'sum');
    const weeklyHours = f.aggregate(f.members('weekly_hours_worked'), 'person', 'max');
    const expenses = f.get('childcare_expenses');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const perChild = weeklyHours[i]! >= care.full_time_hours ? care.full_time : care.part_time;
      const cap = infants[i]! * care.infant + olderChildren[i]! * perChild;
      out[i] = Math.min(Math.max(expenses[i]!, 0), cap);
    }
    return out;
  },
});
