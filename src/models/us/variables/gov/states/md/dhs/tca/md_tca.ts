import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Maryland Temporary Cash Assistance for the month: a Maryland unit with a dependent child whose
 * net countable income does not exceed the grant standard for its size receives the grant standard
 * less that income (Md. Code, Human Services 5-310; COMAR 07.03.03.13 and .17). Every unit is
 * budgeted as an applicant (20 percent earned income disregard). TCA has no resource test for most
 * units, and resources are not an input here, so none is applied.
 */
export const md_tca = defineUsVariable({
  id: 'md_tca',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maryland Temporary Cash Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference: [
    'https://dsd.maryland.gov/regulations/Pages/07.03.03.13.aspx',
    'https://dsd.maryland.gov/regulations/Pages/07.03.03.17.aspx',
  ],
  formula: (f) => {
    const p = f.p.gov.states.md.dhs.tca;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const income = f.get('md_tca_countable_income');
    const standard = f.get('md_tca_maximum_benefit');
    const eligible = child.map((c, i) => (c && income[i]! <= standard[i]! ? 1 : 0));
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!);
  },
});
