import { defineUsVariable } from '../../../../../us-variable.js';

/** Minnesota charitable contribution subtraction for a return that does not itemize in Minnesota: half of the cash gifts above $500 (Minn. Stat. 290.0132 subd. 7); from 2026 only the gifts above 0.5%
 * of AGI count, as for the federal deduction. */
export const mn_charity_subtraction = defineUsVariable({
  id: 'mn_charity_subtraction',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota charitable contribution subtraction',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  reference: 'https://www.revisor.mn.gov/statutes/cite/290.0132',
  formula: (f) => {
    const p = f.p.gov.states.mn.tax.income.subtractions;
    const itemizing = f.get('mn_itemizing');
    const gifts = f.sum('charitable_cash_donations');
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (itemizing[i]) continue;
      const counted = Math.max(0, gifts[i]! - p.charity_agi_floor * Math.max(0, agi[i]!));
      out[i] = p.charity_share * Math.max(0, counted - p.charity_floor);
    }
    return out;
  },
});
