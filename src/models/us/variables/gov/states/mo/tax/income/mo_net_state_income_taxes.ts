import { byFilingStatus } from '../../../../../tax-vectors.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * State and local income taxes to take out of Missouri itemized deductions (RSMo
 * 143.141; Form MO-A Part 2 line 8 worksheet), the income taxes being the year's withholding
 * estimate (not a sales tax taken instead): all of them when income and real estate taxes
 * together are within the federal SALT cap, else the cap times their share of the two.
 */
export const mo_net_state_income_taxes = defineUsVariable({
  id: 'mo_net_state_income_taxes',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Missouri net state income taxes',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://revisor.mo.gov/main/OneSection.aspx?section=143.141',
  formula: (f) => {
    const cap = byFilingStatus(f, f.p.gov.irs.deductions.itemized.salt_and_real_estate.cap);
    const income = f.sum('mo_withheld_income_tax');
    const property = f.sum('real_estate_taxes');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const total = income[i]! + property[i]!;
      out[i] = total > cap[i]! ? (cap[i]! * income[i]!) / total : income[i]!;
    }
    return out;
  },
});
