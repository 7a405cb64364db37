import { defineUsVariable } from '../../../../../us-variable.js';

/** California income tax: the tax before refundable credits less refundable credits. */
export const ca_income_tax = defineUsVariable({
  id: 'ca_income_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California income tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17041',
  formula: (f) => {
    const tax = f.get('ca_income_tax_before_refundable_credits');
    const credits = f.get('ca_refundable_credits');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = tax[i]! - credits[i]!;
    return out;
  },
});
