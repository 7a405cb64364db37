import { defineUsVariable } from '../../../us-variable.js';

/** Gross income of a head or spouse, including the taxable part of Social Security benefits. */
export const irs_gross_income = defineUsVariable({
  id: 'irs_gross_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Gross income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/61',
  formula: (f) => {
    const other = f.get('irs_gross_income_excluding_social_security');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const taxable = f.get('taxable_social_security');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1) out[i] = other[i]! + (filer[i] ? taxable[i]! : 0);
    return out;
  },
});
