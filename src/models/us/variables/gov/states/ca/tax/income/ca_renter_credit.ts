import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** California nonrefundable renter's credit (Form 540 line 46): 60 dollars (120 joint, head of household or surviving spouse) for a filer who paid rent on a California home, with California AGI up to the limit (R\&TC 17053.5). */
export const ca_renter_credit = defineUsVariable({
  id: 'ca_renter_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California renter credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17053.5',
  formula: (f) => {
    const c = f.p.gov.states.ca.tax.income.credits;
    const status = f.get('filing_status');
    const amount = f.lookup(c.renter_amount, status, FILING_STATUS);
    const limit = f.lookup(c.renter_income_limit, status, FILING_STATUS);
    const agi = f.get('ca_agi');
    const rent = f.sum('rent');
    const dependent = f.get('head_is_dependent_elsewhere');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      if (rent[i]! > 0 && agi[i]! <= limit[i]! && !dependent[i]) out[i] = amount[i]!;
    return out;
  },
});
