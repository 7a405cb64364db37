import { defineUsVariable } from '../../../../us-variable.js';

/** Alaska Permanent Fund Dividend: paid to every resident of Alaska, taxable federal income. */
export const ak_permanent_fund_dividend = defineUsVariable({
  id: 'ak_permanent_fund_dividend',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Alaska Permanent Fund Dividend',
  unit: 'currency-USD',
  reference: 'https://pfd.alaska.gov/Division-Info/Summary-of-Applications-and-Payments',
  definedFor: { variable: 'state_code', values: ['AK'] },
  formula: (f) => f.zeros().fill(f.p.gov.states.ak.pfd.amount),
});
