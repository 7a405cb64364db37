import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Monthly child care costs Maryland TCA deducts from earnings: the unit's child care expenses, up
 * to $200 for each dependent child when a member works 100 hours a month or more and $100 otherwise
 * (COMAR 07.03.03.13). The hours are those of the unit's member who works the most; care of an
 * incapacitated adult is not modelled.
 */
export const md_tca_dependent_care_deduction = defineUsVariable({
  id: 'md_tca_dependent_care_deduction',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maryland TCA child care deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference: 'https://dsd.maryland.gov/regulations/Pages/07.03.03.13.aspx',
  formula: (f) => {
    const p = f.p.gov.states.md.dhs.tca;
    const care = p.income.dependent_care;
    const minorAge = p.eligibility.minor_child_age;
    const child = Uint8Array.from(f.members('age'), (a) => (a < minorAge ? 1 : 0));
    const children = f.aggregate(child, 'person', 'sum');
    const weeklyHours = f.aggregate(f.members('weekly_hours_worked'), 'person', 'max');
    const expenses = f.get('childcare_expenses');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) {
      const fullTime = (weeklyHours[i]! * 52) / 12 >= care.full_time_hours;
      const cap = children[i]! * (fullTime ? care.full_time : care.part_time);
      out[i] = Math.min(Math.max(expenses[i]!, 0), cap);
    }
    return out;
  },
});
