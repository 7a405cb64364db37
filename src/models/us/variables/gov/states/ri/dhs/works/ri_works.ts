import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Rhode Island Works monthly cash assistance: the payment standard less the family's countable
 * income (R.I. Gen. Laws 40-5.2-11(c)), not paid when below the $10 minimum payment (40-5.2-16).
 */
export const ri_works = defineUsVariable({
  id: 'ri_works',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Rhode Island Works',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['RI'] },
  reference: [
    'http://webserver.rilegislature.gov/Statutes/TITLE40/40-5.2/40-5.2-11.htm',
    'https://rules.sos.ri.gov/Regulations/part/218-20-00-2',
  ],
  formula: (f) => {
    const p = f.p.gov.states.ri.dhs.works;
    const eligible = f.get('ri_works_eligible');
    const standard = f.get('ri_works_payment_standard');
    const countable = f.get('ri_works_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!, p.minimum_payment);
  },
});
