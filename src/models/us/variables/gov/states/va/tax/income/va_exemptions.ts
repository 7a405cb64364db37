import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia exemptions (Form 760 line 12, Va. Code 58.1-322.03(2)): $930 for each filer and dependent and $800 more for each filer aged 65 or more (blindness is not an input). */
export const va_exemptions = defineUsVariable({
  id: 'va_exemptions',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia exemptions',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference: 'https://law.lis.virginia.gov/vacode/title58.1/chapter3/section58.1-322.03/',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income.exemptions;
    const people = f.get('tax_unit_size');
    const aged = f.get('va_aged_filers');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = people[i]! * p.personal + aged[i]! * p.aged;
    return out;
  },
});
