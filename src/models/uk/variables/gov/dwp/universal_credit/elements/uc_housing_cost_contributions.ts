import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/**
 * The housing cost contributions taken off this benefit unit's housing costs element: for the unit
 * liable for the rent, the contributions of the household's non-dependants, unless a claimant gets
 * a disability benefit (Schedule 4 paragraph 15; blindness, also an exception, is not an input).
 */
export const uc_housing_cost_contributions = defineUkVariable({
  id: 'uc_housing_cost_contributions',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC housing cost contributions',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/4',
  formula: (f) => {
    const liable = f.get('is_household_head_benunit');
    const contributions = f.get('household_uc_non_dependant_contributions');
    const disabled = f.any('is_disabled_for_benefits', { mask: 'is_adult' });
    const severely = f.any('is_severely_disabled_for_benefits', { mask: 'is_adult' });
    return perRow(f, (i) => (liable[i] && !disabled[i] && !severely[i] ? contributions[i]! : 0));
  },
});
