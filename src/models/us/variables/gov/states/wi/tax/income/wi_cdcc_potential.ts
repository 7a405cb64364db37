import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin child and dependent care credit before the tax limit (Wis. Stat. 71.07(9g)): the federal credit rate on care expenses up to $10,000 for one qualifying individual ($20,000 for more) and the lower earnings of the filers. */
export const wi_cdcc_potential = defineUsVariable({
  id: 'wi_cdcc_potential',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin child and dependent care credit (before the tax limit)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/07/9g',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.credits;
    const rate = f.get('cdcc_rate');
    const count = f.get('count_cdcc_eligible');
    const expenses = f.get('tax_unit_childcare_expenses');
    const earnings = f.min('cdcc_filer_earnings');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (count[i]! === 0) continue;
      const cap = count[i]! >= 2 ? p.cdcc_cap_more : p.cdcc_cap_one;
      out[i] = rate[i]! * Math.max(0, Math.min(expenses[i]!, cap, earnings[i]!));
    }
    return out;
  },
});
