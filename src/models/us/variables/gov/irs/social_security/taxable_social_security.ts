import { defineUsVariable } from '../../../us-variable.js';

/** A head's or spouse's share of the tax unit's taxable Social Security, in proportion to their benefits; a dependent's is 0. */
export const taxable_social_security = defineUsVariable({
  id: 'taxable_social_security',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'Taxable Social Security benefits',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/86',
  formula: (f) => {
    const own = f.get('social_security');
    const filer = f.get('is_tax_unit_head_or_spouse');
    const unitTaxable = f.get('tax_unit_taxable_social_security');
    const unitTotal = f.get('tax_unit_social_security');
    const out = new Float64Array(f.size);
    for (let i = 0, n = f.size; i < n; i += 1)
      if (filer[i] && unitTotal[i]! > 0) out[i] = (unitTaxable[i]! * own[i]!) / unitTotal[i]!;
    return out;
  },
});
