import { defineUsVariable } from '../../../us-variable.js';

/** Number of the tax unit's dependents young enough to make its head and spouse parents or caretaker relatives for Medicaid. */
export const medicaid_parent_dependent_children = defineUsVariable({
  id: 'medicaid_parent_dependent_children',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Dependent children for the Medicaid parent group',
  reference: 'https://www.law.cornell.edu/cfr/text/42/435.4',
  formula: (f) => {
    const limit = f.p.gov.hhs.medicaid.eligibility.categories.parent.child_age_limit;
    const age = f.members('age');
    const dependent = f.members('is_tax_unit_dependent');
    const child = new Uint8Array(age.length);
    for (let i = 0; i < age.length; i += 1) child[i] = dependent[i] && age[i]! < limit ? 1 : 0;
    return f.aggregate(child, 'person', 'sum');
  },
});
