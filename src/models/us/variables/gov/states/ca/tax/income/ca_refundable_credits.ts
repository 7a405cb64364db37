import { defineUsVariable } from '../../../../../us-variable.js';

/** California refundable credits. The California EITC and the Young Child Tax Credit (R\&TC 17052, 17052.1) are not modelled yet (0; see docs/us-model.md). */
export const ca_refundable_credits = defineUsVariable({
  id: 'ca_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California refundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17052',
  formula: (f) => {
    return f.zeros();
  },
});
