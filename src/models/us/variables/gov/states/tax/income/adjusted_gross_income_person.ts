import { defineUsVariable } from '../../../../us-variable.js';

/**
 * A head's or spouse's part of the tax unit's federal AGI: their own gross income less their own
 * half of self-employment tax, less an equal share of the unit's other above-the-line deductions
 * (the allowed capital loss). 0 for dependents, whose income is on their own return. The heads'
 * and spouses' parts add up to `adjusted_gross_income`; state withholding estimates read it.
 */
export const adjusted_gross_income_person = defineUsVariable({
  id: 'adjusted_gross_income_person',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Federal adjusted gross income of each filer',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/62',
  formula: (f) => {
    const gross = f.get('irs_gross_income');
    const seAld = f.get('self_employment_tax_ald_person');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const allAld = f.get('above_the_line_deductions');
    const unitSeAld = f.get('self_employment_tax_ald');
    const filers = f.get('tax_unit_filer_count');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (!filer[i]) continue;
      const shared = (allAld[i]! - unitSeAld[i]!) / Math.max(1, filers[i]!);
      out[i] = gross[i]! - seAld[i]! - shared;
    }
    return out;
  },
});
