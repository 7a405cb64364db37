import { defineUkVariable, perRow } from '../../../uk-variable.js';

/** A unit in England of working parents (`childcare_working_parents`) has the working-parent entitlement. */
export const extended_childcare_entitlement_eligible = defineUkVariable({
  id: 'extended_childcare_entitlement_eligible',
  entity: 'benunit',
  valueType: 'bool',
  period: 'year',
  label: 'Eligible for the working-parent childcare entitlement',
  reference: 'https://www.legislation.gov.uk/uksi/2022/1205/contents',
  formula: (f) => {
    const england = f.get('in_england');
    const working = f.get('childcare_working_parents');
    return perRow(f, (i) => (england[i] && working[i] ? 1 : 0));
  },
});
