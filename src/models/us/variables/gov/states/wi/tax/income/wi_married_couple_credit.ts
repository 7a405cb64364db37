import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin married couple credit (Wis. Stat. 71.07(6)): on a joint return, 3% of the lower earner's earned income up to $16,000. */
export const wi_married_couple_credit = defineUsVariable({
  id: 'wi_married_couple_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin married couple credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/07/6',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.credits;
    const status = f.get('filing_status');
    const lower = f.min('cdcc_filer_earnings');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] !== FILING_STATUS.codes.JOINT || !Number.isFinite(lower[i]!)) continue;
      out[i] = p.married_rate * Math.min(Math.max(0, lower[i]!), p.married_max_income);
    }
    return out;
  },
});
