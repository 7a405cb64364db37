import { STATE_CODE } from '../enums.js';
import { defineUsVariable } from '../us-variable.js';

/** Alaska Permanent Fund Dividend: paid to every resident of Alaska, taxable federal income. */
export const ak_permanent_fund_dividend = defineUsVariable({
  id: 'ak_permanent_fund_dividend',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Alaska Permanent Fund Dividend',
  unit: 'currency-USD',
  reference: 'https://pfd.alaska.gov/Division-Info/Summary-of-Applications-and-Payments',
  formula: (f) => {
    const state = f.get('state_code');
    const amount = f.p.gov.states.ak.pfd.amount;
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      if (state[i] === STATE_CODE.codes.AK) out[i] = amount;
    return out;
  },
});
