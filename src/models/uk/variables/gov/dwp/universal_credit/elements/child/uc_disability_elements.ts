import { defineUkVariable, perRow } from '../../../../../uk-variable.js';

/** Annual disabled child additions: the higher rate for a severely disabled child, the lower rate for another disabled child. */
export const uc_disability_elements = defineUkVariable({
  id: 'uc_disability_elements',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC disabled child additions',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/24',
  formula: (f) => {
    const d = f.p.gov.dwp.universal_credit.elements.child.disabled;
    const severe = f.sum('is_severely_disabled_for_benefits', { mask: 'is_child' });
    const disabled = f.sum('is_disabled_for_benefits', { mask: 'is_child' });
    return perRow(
      f,
      (i) => 12 * (severe[i]! * d.higher + Math.max(0, disabled[i]! - severe[i]!) * d.lower),
    );
  },
});
