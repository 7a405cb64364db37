import { defineUkVariable, perRow } from '../../../../uk-variable.js';

/** The benefit unit is responsible for a child under 5: its adults bring no housing cost contribution as non-dependants. */
export const uc_non_dependant_young_child = defineUkVariable({
  id: 'uc_non_dependant_young_child',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Responsible for a child under the UC non-dependant age limit',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/schedule/4',
  formula: (f) => {
    const limit =
      f.p.gov.dwp.universal_credit.elements.housing.non_dependant_contribution.child_age_limit;
    const age = f.members('age');
    const child = f.members('is_child');
    const young = new Uint8Array(age.length);
    for (let i = 0; i < age.length; i += 1) young[i] = child[i] && age[i]! < limit ? 1 : 0;
    const any = f.aggregate(young, 'person', 'any');
    return perRow(f, (i) => any[i]!);
  },
});
