import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild, tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Alabama Family Assistance for the month: a unit with a dependent child whose countable income is
 * below the payment standard for its size ("a family with income that is equal to or more than the
 * payment standard … is not eligible") receives the standard less that income, unrounded, if at
 * least the $10 minimum (DHR-FAD-595; Ala. Admin. Code 660-2-2-.30). Alabama has no resource limit
 * and no gross income test. The five-year time limit is not modelled.
 */
export const al_tanf = defineUsVariable({
  id: 'al_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Alabama Family Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: [
    'https://dhr.alabama.gov/wp-content/uploads/2023/10/DHR-FAD-595-Oct.23.pdf',
    'https://admincode.legislature.state.al.us/api/chapter/660-2-2',
  ],
  formula: (f) => {
    const p = f.p.gov.states.al.dhr.tanf;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const income = f.get('al_tanf_countable_income');
    const standard = f.get('al_tanf_payment_standard');
    const eligible = child.map((c, i) => (c && income[i]! < standard[i]! ? 1 : 0));
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!, p.minimum_payment);
  },
});
