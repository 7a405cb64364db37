import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Wisconsin homestead credit, refundable (Wis. Stat. 71.54(1)(g) and (2)(b); Schedule H lines
 * 14–19): property taxes on the homestead plus 20% of rent (heat included), at most $1,460,
 * less 8.785% of household income above $8,060, times 80%; for units `wi_homestead_eligible`.
 */
export const wi_homestead_credit = defineUsVariable({
  id: 'wi_homestead_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Wisconsin homestead credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WI'] },
  reference: 'https://docs.legis.wisconsin.gov/statutes/statutes/71/viii/54',
  formula: (f) => {
    const p = f.p.gov.states.wi.tax.income.homestead;
    const propertyTax = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const income = f.get('wi_homestead_income');
    const eligible = f.get('wi_homestead_eligible');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!eligible[i]) continue;
      const taxes = Math.max(0, propertyTax[i]!) + p.rent_share * Math.max(0, rent[i]!);
      const capped = Math.min(p.max_property_tax, taxes);
      const reduction = p.phase_out_rate * Math.max(0, income[i]! - p.income_threshold);
      out[i] = p.rate * Math.max(0, capped - reduction);
    }
    return out;
  },
});
