import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Nevada TANF benefit for the month: the payment allowance less countable income, in whole dollars
 * rounded down; amounts under the $10 minimum are not issued (DWSS manual ).
 */
export const nv_tanf = defineUsVariable({
  id: 'nv_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nevada TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NV'] },
  reference:
    'https://dwss.nv.gov/siteassets/dwss.nv.gov/ep-manual-section-a/chapter-a-600-budgeting-ada-8.2025.pdf#page=38',
  formula: (f) => {
    const minimum = f.p.gov.states.nv.dwss.tanf.minimum_payment;
    const eligible = f.get('nv_tanf_eligible');
    const standard = f.get('nv_tanf_payment_standard');
    const countable = f.get('nv_tanf_countable_income');
    return tanfGrant(
      f,
      eligible,
      (i) => Math.floor(Math.min(standard[i]! - countable[i]!, standard[i]!)),
      minimum,
    );
  },
});
