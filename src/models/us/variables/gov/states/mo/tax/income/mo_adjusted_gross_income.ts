import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * A person's Missouri adjusted gross income (RSMo 143.121; MO-1040 line 6, Form MO-A Part 1): the
 * person's part of federal AGI less, from 2025, the capital gain in it (143.121.3(12)). The other
 * MO-A additions and subtractions have no input.
 */
export const mo_adjusted_gross_income = defineUsVariable({
  id: 'mo_adjusted_gross_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Missouri adjusted gross income (person)',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.121',
  formula: (f) => {
    const rate = f.p.gov.states.mo.tax.income.capital_gains_subtraction_rate;
    const agi = f.get('adjusted_gross_income_person');
    const lt = f.get('long_term_capital_gains');
    const st = f.get('short_term_capital_gains');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - rate * Math.max(0, lt[i]! + st[i]!);
    return out;
  },
});
