import { defineUsVariable } from '../../../../../us-variable.js';

/** California refundable credits: the California earned income tax credit and the Young Child Tax Credit (R\&TC 17052, 17052.1). The foster youth tax credit is not modelled (no input marks former foster youth). */
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
    const eitc = f.get('ca_eitc');
    const yctc = f.get('ca_yctc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! + yctc[i]!;
    return out;
  },
});
