import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** California standard deduction by filing status (R\&TC 17073.5). */
export const ca_standard_deduction = defineUsVariable({
  id: 'ca_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'California standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CA'] },
  reference:
    'https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=RTC\&sectionNum=17073.5',
  formula: (f) => {
    const p = f.p.gov.states.ca.tax.income.deductions;
    return f.lookup(p.standard, f.get('filing_status'), FILING_STATUS);
  },
});
