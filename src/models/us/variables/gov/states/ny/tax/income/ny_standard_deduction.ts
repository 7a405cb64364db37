import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New York standard deduction by filing status (Tax Law 614). */
export const ny_standard_deduction = defineUsVariable({
  id: 'ny_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/614',
  formula: (f) => {
    const p = f.p.gov.states.ny.tax.income.deductions;
    return f.lookup(p.standard, f.get('filing_status'), FILING_STATUS);
  },
});
