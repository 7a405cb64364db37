import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia credit for low-income individuals before the tax limit (Va. Code 58.1-339.8(A)): $300 per personal exemption when Virginia AGI is at most the HHS poverty guideline for that many people; not for a return that takes the age deduction. */
export const va_low_income_tax_credit = defineUsVariable({
  id: 'va_low_income_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia credit for low-income individuals (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-339.8/',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income.credits;
    const fpg = f.p.gov.hhs.fpg;
    const people = f.get('tax_unit_size');
    const agi = f.get('va_agi');
    const age = f.get('va_age_deduction');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const guideline =
        fpg.first_person.CONTIGUOUS_US +
        fpg.additional_person.CONTIGUOUS_US * Math.max(0, people[i]! - 1);
      if (agi[i]! <= guideline && age[i]! === 0) out[i] = p.low_income_amount * people[i]!;
    }
    return out;
  },
});
