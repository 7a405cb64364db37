import { defineUsVariable } from '../../../../../us-variable.js';

/** California Mental Health Services Tax (Form 540 line 62): 1% of taxable income above 1,000,000 (R\&TC 17043). */
export const ca_mental_health_services_tax = defineUsVariable({
  id: 'ca_mental_health_services_tax',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California Mental Health Services Tax',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17043',
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income;
    return p.mental_health_services.calc(f.get('ca_taxable_income'));
  },
});
