import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Monthly dependent care expenses Arizona Cash Assistance deducts from earnings: the unit's child
 * care expenses up to $200 for each child under two and $175 for each older child when a member
 * works 86 hours a month or more, and $100 and $88 otherwise (A.A.C. R6-12-703(3); DES manual
 * FAA6). The hours are those of the member who works the most; care of an incapacitated adult is
 * not modelled.
 */
export const az_tanf_dependent_care_deduction = defineUsVariable({
  id: 'az_tanf_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Arizona Cash Assistance dependent care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: 'https://dbmefaapolicy.azdes.gov/FAA6/Dependent_Care_Amount_for_CA.html',
  formula: (f) => {
    const p = f.p.gov.states.az.des.tanf;
    const care = p.income.dependent_care;
    const minorAge = p.eligibility.minor_child_age;
    const age = f.members('age');
    const young = Uint8Array.from(age, (a) => (a < care.young_child_age ? 1 : 0));
    const older = Uint8Array.from(age, (a) => (a >= care.young_child_age && a < minorAge ? 1 : 0));
    const youngCount = f.aggregate(young, 'person', 'sum');
    const olderCount = f.aggregate(older, 'person', 'sum');
    const weeklyHours = f.aggregate(f.members('weekly_hours_worked'), 'person', 'max');
    const expenses = f.get('childcare_expenses');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const fullTime = (weeklyHours[i]! * 52) / 12 >= care.full_time_hours;
      const cap = fullTime
        ? youngCount[i]! * care.full_time_young + olderCount[i]! * care.full_time_older
        : youngCount[i]! * care.part_time_young + olderCount[i]! * care.part_time_older;
      out[i] = Math.min(Math.max(expenses[i]!, 0), cap);
    }
    return out;
  },
});
