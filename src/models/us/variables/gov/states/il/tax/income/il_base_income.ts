import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois base income (IL-1040 line 9): federal AGI less the retirement income Illinois exempts —
 * the taxable part of Social Security and of pensions and retirement plan distributions (35 ILCS
 * 5/203(a)(2)(F)). US bond interest is not an input.
 */
export const il_base_income = defineUsVariable({
  id: 'il_base_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois base income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K203',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const socialSecurity = f.get('tax_unit_taxable_social_security');
    const pension = f.sum('taxable_pension_income', { mask: 'is_tax_unit_head_or_spouse' });
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = agi[i]! - socialSecurity[i]! - pension[i]!;
    return out;
  },
});
