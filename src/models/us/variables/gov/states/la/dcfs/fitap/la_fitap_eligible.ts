import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Louisiana FITAP eligibility: a unit with a child under 18 whose total countable income does not
 * exceed the flat grant for its size (LAC 67:III.1229; DCFS Economic Stability Manual
 * B-641-1-FITAP). FITAP counts no resources, so there is no resource test; time limits and work
 * requirements are not modelled.
 */
export const la_fitap_eligible = defineUsVariable({
  id: 'la_fitap_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Louisiana FITAP',
  definedFor: { variable: 'state_code', values: ['LA'] },
  reference: [
    'https://www.law.cornell.edu/regulations/louisiana/La-Admin-Code-tit-67-SS-III-1229',
    'https://public.powerdms.com/LADCFS/documents/398921',
  ],
  formula: (f) => {
    const p = f.p.gov.states.la.dcfs.fitap;
    const child = hasMinorChild(f, p.minor_child_age);
    const income = f.get('la_fitap_countable_income');
    const grant = f.get('la_fitap_flat_grant');
    return child.map((c, i) => (c && income[i]! <= grant[i]! ? 1 : 0));
  },
});
