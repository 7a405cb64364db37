import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Oklahoma TANF for the month: an eligible unit receives its payment standard less its countable
 * income, a flat grant not rounded, and nothing when that is below the $10 minimum (OAC
 * 340:10-1-3(e), 340:10-3-59(b) and (c)).
 */
export const ok_tanf = defineUsVariable({
  id: 'ok_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oklahoma TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OK'] },
  reference: [
    'https://www.oklahoma.gov/okdhs/library/policy/current/oac-340/chapter-10/subchapter-3/parts-5/assistance-benefits.html',
    'https://oklahoma.gov/okdhs/library/policy/current/oac-340/chapter-10/subchapter-1/state-plan-for-temporary-assistance-for-needy-families-tanf.html',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ok.okdhs.tanf;
    const eligible = f.get('ok_tanf_eligible');
    const standard = f.get('ok_tanf_payment_standard');
    const income = f.get('ok_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - income[i]!, p.minimum_payment);
  },
});
