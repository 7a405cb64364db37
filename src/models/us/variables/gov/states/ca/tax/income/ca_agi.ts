import { defineUsVariable } from '../../../../../us-variable.js';

/** California AGI (Form 540 line 17): federal AGI less the Schedule CA subtractions with inputs — taxable Social Security and unemployment compensation, which California does not tax (R\&TC 17087, 17083). */
export const ca_agi = defineUsVariable({
  id: 'ca_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17087',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const unemployment = f.sum('taxable_unemployment_compensation', {
      mask: 'is_tax_unit_head_or_spouse',
    });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - socialSecurity[i]! - unemployment[i]!;
    return out;
  },
});
