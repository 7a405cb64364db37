import { defineUsVariable } from '../../../../../us-variable.js';

/** California nonrefundable credits: the exemption credits and the renter credit (their sum, before the limit at the tax). */
export const ca_non_refundable_credits = defineUsVariable({
  id: 'ca_non_refundable_credits',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California nonrefundable credits',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17054',
  formula: (f) => {
    const exemption = f.get('ca_exemption_credits');
    const renter = f.get('ca_renter_credit');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = exemption[i]! + renter[i]!;
    return out;
  },
});
