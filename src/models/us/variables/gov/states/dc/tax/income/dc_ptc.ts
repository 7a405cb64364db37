import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * DC homeowner and renter property tax credit (Schedule H; D.C. Code 47-1806.06), refundable:
 * the real estate taxes plus 20% of the rent, less a share of federal AGI (3%, or 3% to 5% by
 * income for a claimant not elderly), up to the maximum; none above the income limit. A claimant
 * is elderly when the head or spouse has reached the elderly age.
 */
export const dc_ptc = defineUsVariable({
  id: 'dc_ptc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'DC property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/47-1806.06',
  formula: (f) => {
    const p = f.p.gov.states.dc.tax.income.credits.ptc;
    const rent = f.sum('rent');
    const realEstate = f.sum('real_estate_taxes');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const agi = f.get('adjusted_gross_income');
    const income = f.zeros();
    for (let i = 0; i < f.size; i += 1) income[i] = Math.max(0, agi[i]!);
    const rate = p.offset_rate_nonelderly.calc(income);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const propertyTax = realEstate[i]! + p.rent_ratio * rent[i]!;
      if (propertyTax <= 0) continue;
      const elderly = oldest[i]! >= p.elderly_age;
      const limit = elderly ? p.income_limit_elderly : p.income_limit_nonelderly;
      if (income[i]! > limit) continue;
      const offset = income[i]! * (elderly ? p.offset_rate_elderly : rate[i]!);
      out[i] = Math.min(p.max, Math.max(0, propertyTax - offset));
    }
    return out;
  },
});
