import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's DC adjusted gross income (D-40 lines 4-6, Schedule I): their part of federal AGI less the taxable Social Security and the taxable unemployment compensation in it, as PolicyEngine-US subtracts them (D.C. Code 47-1803.02). 0 for dependents. */
export const dc_agi_person = defineUsVariable({
  id: 'dc_agi_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'DC adjusted gross income of each filer',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1803.02',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income_person');
    const socialSecurity = f.get('taxable_social_security');
    const unemployment = f.get('taxable_unemployment_compensation');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = agi[i]! - socialSecurity[i]! - unemployment[i]!;
    return out;
  },
});
