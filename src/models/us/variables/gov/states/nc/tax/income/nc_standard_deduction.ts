import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** North Carolina standard deduction by filing status (G.S. 105-153.5(a)(1)). */
export const nc_standard_deduction = defineUsVariable({
  id: 'nc_standard_deduction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'North Carolina standard deduction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NC'] },
  reference:
    'https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_105/GS_105-153.5.html',
  formula: (f) =>
    f.lookup(
      f.p.gov.states.nc.tax.income.deductions.standard,
      f.get('filing_status'),
      FILING_STATUS,
    ),
});
