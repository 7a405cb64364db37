import { defineUsVariable } from '../../../../../us-variable.js';

/** California taxable income (Form 540 line 19): California AGI less the larger of the standard and itemized deductions (California allows itemizing whatever the federal choice), not below 0. */
export const ca_taxable_income = defineUsVariable({
  id: 'ca_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17073',
  formula: (f) => {
    const agi = f.get('ca_agi');
    const standard = f.get('ca_standard_deduction');
    const itemized = f.get('ca_itemized_deductions');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = Math.max(0, agi[i]! - Math.max(standard[i]!, itemized[i]!));
    return out;
  },
});
