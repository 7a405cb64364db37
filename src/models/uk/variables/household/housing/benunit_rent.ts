import { defineUkVariable, perRow } from '../../uk-variable.js';

/**
 * The household's rent that this benefit unit is liable for: all of it for the unit holding the
 * household head, none for the other units of the household (a lodger or a grown-up child living
 * with their parents does not claim the parents' rent), as PolicyEngine-UK assigns rent.
 */
export const benunit_rent = defineUkVariable({
  id: 'benunit_rent',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Rent the benefit unit is liable for',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/2',
  formula: (f) => {
    const rent = f.get('rent');
    const liable = f.get('is_household_head_benunit');
    return perRow(f, (i) => (liable[i] ? rent[i]! : 0));
  },
});
