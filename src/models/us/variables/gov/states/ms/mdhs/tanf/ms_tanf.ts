import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Mississippi TANF for the month: an eligible unit receives its payment standard less its
 * countable income (Miss. Code 43-17-5(1); MDHS: when income does not meet the need standard, a
 * benefit up to the state maximum for the unit's size). No rounding or minimum payment was found,
 * so none is applied.
 */
export const ms_tanf = defineUsVariable({
  id: 'ms_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Mississippi TANF',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MS'] },
  reference: [
    'https://law.justia.com/codes/mississippi/title-43/chapter-17/section-43-17-5/',
    'https://www.law.cornell.edu/regulations/mississippi/Miss-Code-tit-18-pt-19',
  ],
  formula: (f) => {
    const eligible = f.get('ms_tanf_eligible');
    const standard = f.get('ms_tanf_payment_standard');
    const countable = f.get('ms_tanf_countable_income');
    return tanfGrant(f, eligible, (i) => standard[i]! - countable[i]!);
  },
});
