import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Delaware TANF monthly cash grant ("fill the gap"): the standard of need less countable income is
 * the deficit; half the deficit is the remainder, and the grant is the remainder or the payment
 * standard, whichever is less (16 Del. Admin. Code 4000-4008.1.1, Step 3). No minimum payment or
 * rounding of the grant is applied.
 */
export const de_tanf = defineUsVariable({
  id: 'de_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Delaware TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: [
    'https://www.law.cornell.edu/regulations/delaware/16-Del-Admin-Code-SS-4000-4008',
    'https://dhss.delaware.gov/wp-content/uploads/sites/11/dss/pdf/detanfstateplan2017.pdf#page=7',
  ],
  formula: (f) => {
    const rate = f.p.gov.states.de.dhss.tanf.benefit.deficit_rate;
    const eligible = f.get('de_tanf_eligible');
    const need = f.get('de_tanf_standard_of_need');
    const income = f.get('de_tanf_countable_income');
    const standard = f.get('de_tanf_payment_standard');
    return tanfGrant(f, eligible, (i) =>
      Math.min(Math.max(need[i]! - income[i]!, 0) * rate, standard[i]!),
    );
  },
});
