import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont charitable contribution credit (Schedule IN-112; 32 V.S.A. 5822(d)): 5% of the first $20,000 of charitable contributions, non-refundable. */
export const vt_charitable_credit = defineUsVariable({
  id: 'vt_charitable_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont charitable contribution credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05822',
  formula: (f) => {
    const p = f.p.gov.states.vt.tax.income.credits;
    const cash = f.sum('charitable_cash_donations');
    const nonCash = f.sum('charitable_non_cash_donations');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = p.charitable_rate * Math.min(p.charitable_cap, Math.max(0, cash[i]! + nonCash[i]!));
    return out;
  },
});
