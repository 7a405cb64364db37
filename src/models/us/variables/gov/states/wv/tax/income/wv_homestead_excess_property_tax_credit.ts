import { povertyGuideline } from '../../../../benefit-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** West Virginia homestead excess property tax credit (Schedule HEPTC-1; W. Va. Code 11-21-23): when federal AGI is at most 300% of the poverty guideline for the tax unit's size, the real property taxes on the home beyond 4% of gross household income, at most $1,000; refundable. */
export const wv_homestead_excess_property_tax_credit = defineUsVariable({
  id: 'wv_homestead_excess_property_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'West Virginia homestead excess property tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WV'] },
  reference: [
    'https://code.wvlegislature.gov/11-21-23/',
    'https://tax.wv.gov/Documents/PIT/2024/it140.PersonalIncomeTaxFormsAndInstructions.2024.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.wv.tax.income.credits.heptc;
    const guideline = povertyGuideline(f, f.get('tax_unit_size'));
    const agi = f.get('adjusted_gross_income');
    const income = f.get('wv_gross_household_income');
    const propertyTax = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (agi[i]! > p.fpg_multiple * guideline[i]!) continue;
      const excess = propertyTax[i]! - p.income_share * Math.max(0, income[i]!);
      out[i] = Math.min(p.cap, Math.max(0, excess));
    }
    return out;
  },
});
