import { defineUsVariable } from '../../../../../us-variable.js';

/** Dependent children for Tax Forgiveness: the unit's dependents under 19 (IRC 152(c)(3)). */
export const pa_forgiveness_dependent_children = defineUsVariable({
  id: 'pa_forgiveness_dependent_children',
  entity: 'tax_unit',
  valueType: 'int',
  period: 'year',
  label: 'Pennsylvania Tax Forgiveness dependent children',
  definedFor: { variable: 'state_code', values: ['PA'] },
  reference: 'https://www.law.cornell.edu/uscode/text/26/152#c_3',
  formula: (f) => f.sum('pa_forgiveness_dependent_child'),
});
