import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's Louisiana retirement income exemption (La. R.S. 47:44.1): taxable pension income up to the cap, from age 65. */
export const la_retirement_exemption = defineUsVariable({
  id: 'la_retirement_exemption',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Louisiana retirement income exemption',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: 'https://legis.la.gov/Legis/Law.aspx?d=101143',
  formula: (f) => {
    const p = f.p.gov.states.la.tax.income;
    const age = f.get('age');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const pension = f.get('taxable_pension_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i] && age[i]! >= p.retirement_exemption_age)
        out[i] = Math.min(p.retirement_exemption, Math.max(0, pension[i]!));
    return out;
  },
});
