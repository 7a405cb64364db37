import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's New York pension and annuity exclusion: the pensions in federal AGI up to 20,000 dollars from age 59½ (taken as 60 at the year's end) (Tax Law 612(c)(3-a)). */
export const ny_pension_exclusion = defineUsVariable({
  id: 'ny_pension_exclusion',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'New York pension and annuity exclusion',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/612',
  formula: (f) => {
    const cap = f.p.gov.states.ny.tax.income.deductions.pension_exclusion;
    const filer = f.get('is_tax_unit_head_or_spouse');
    const age = f.get('age');
    const pension = f.get('taxable_pension_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i] && age[i]! >= 60) out[i] = Math.min(cap, Math.max(0, pension[i]!));
    return out;
  },
});
