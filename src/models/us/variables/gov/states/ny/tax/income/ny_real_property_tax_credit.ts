import { defineUsVariable } from '../../../../../us-variable.js';

/** New York real property tax credit (IT-214), refundable, for filers under 65 with household gross income up to 18,000 dollars: half of the property tax (or 25% of rent, for rent of at most 450 dollars a month) above a share of household gross income, at most 75 dollars less 2 dollars for each 1,000 of income above the first (Tax Law 606(e)). The senior table is not modelled. */
export const ny_real_property_tax_credit = defineUsVariable({
  id: 'ny_real_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New York real property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NY'] },
  reference: 'https://www.nysenate.gov/legislation/laws/TAX/606',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_social_security');
    const taxable = f.get('tax_unit_taxable_social_security');
    const propertyTax = f.sum('real_estate_taxes');
    const rent = f.sum('rent');
    const oldest = f.max('age', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const income = Math.max(0, agi[i]! + socialSecurity[i]! - taxable[i]!);
      if (income > 18_000 || oldest[i]! >= 65) continue;
      // rent counts only where it averages at most 450 dollars a month
      const rentTax = rent[i]! <= 12 * 450 ? 0.25 * rent[i]! : 0;
      const tax = propertyTax[i]! + rentTax;
      const share =
        income <= 3_000
          ? 0.035
          : income <= 5_000
            ? 0.04
            : income <= 7_000
              ? 0.045
              : income <= 9_000
                ? 0.05
                : income <= 11_000
                  ? 0.055
                  : income <= 14_000
                    ? 0.06
                    : 0.065;
      const cap = 75 - 2 * Math.max(0, Math.ceil(income / 1_000) - 1);
      out[i] = Math.max(0, Math.min(cap, 0.5 * (tax - share * income)));
    }
    return out;
  },
});
