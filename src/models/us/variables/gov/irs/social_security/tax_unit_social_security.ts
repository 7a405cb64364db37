import { defineUsVariable } from '../../../us-variable.js';

/**
 * Social Security benefits of the tax unit's head and spouse. A dependent's benefits are the
 * dependent's own (26 U.S.C. 86(a) taxes the benefits the taxpayer receives; a dependent who must
 * file reports them on their own return), so they never enter the filer's taxable benefits.
 */
export const tax_unit_social_security = defineUsVariable({
  id: 'tax_unit_social_security',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Tax unit Social Security benefits',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/uscode/text/26/86#a',
  formula: (f) => f.sum('social_security', { mask: 'is_tax_unit_head_or_spouse' }),
});
