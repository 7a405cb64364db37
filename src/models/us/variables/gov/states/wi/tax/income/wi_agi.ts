import { defineUsVariable } from '../../../../../us-variable.js';

/** Wisconsin adjusted gross income (Form 1 line 5): federal AGI less federally taxed Social Security and 30% of the net long-term capital gain (after
 * short-term losses; qualified dividends do not count) (Wis. Stat. 71.05(6)(b)). */
export const wi_agi = defineUsVariable({
  id: 'wi_agi',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin adjusted gross income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/i/05/6/b',
  formula: (f) => {
    const share = f.p.gov.states.wi.tax.income.subtractions.capital_gain_share;
    const agi = f.get('adjusted_gross_income');
    const social = f.get('tax_unit_taxable_social_security');
    const longTerm = f.sum('long_term_capital_gains');
    const shortTerm = f.sum('short_term_capital_gains');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const gain = Math.max(0, Math.min(longTerm[i]!, longTerm[i]! + shortTerm[i]!));
      out[i] = agi[i]! - social[i]! - share * gain;
    }
    return out;
  },
});
