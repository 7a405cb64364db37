import { defineUsVariable } from '../../../../../us-variable.js';

/** A filer's part of Maryland AGI before the subtractions of the whole return: their part of federal AGI less the taxable Social Security (Form 502 line 15; Tax-General 10-207) and the pension exclusion in it; the two-income subtraction compares the spouses' amounts. 0 for dependents. */
export const md_income_person = defineUsVariable({
  id: 'md_income_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Maryland income of each filer',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference:
    'https://mgaleg.maryland.gov/mgawebsite/Laws/StatuteText?article=gtg&enactments=false&section=10-208',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income_person');
    const socialSecurity = f.get('taxable_social_security');
    const pension = f.get('md_pension_exclusion');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (filer[i]) out[i] = agi[i]! - socialSecurity[i]! - pension[i]!;
    return out;
  },
});
