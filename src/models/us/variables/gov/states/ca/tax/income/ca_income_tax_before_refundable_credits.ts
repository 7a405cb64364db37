import { defineUsVariable } from '../../../../../us-variable.js';

/** California tax after nonrefundable credits (not below 0) plus the Mental Health Services Tax (Form 540 lines 48–64). */
export const ca_income_tax_before_refundable_credits = defineUsVariable({
  id: 'ca_income_tax_before_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California income tax before refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17043',
  formula: (f) => {
    const tax = f.get('ca_income_tax_before_credits');
    const credits = f.get('ca_non_refundable_credits');
    const mental = f.get('ca_mental_health_services_tax');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, tax[i]! - credits[i]!) + mental[i]!;
    return out;
  },
});
