import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Utah Family Employment Program (TANF) monthly financial assistance payment: the maximum
 * payment for the household's size less its net countable income, for an eligible household
 * (Utah Admin. Code R986-200-239). The rule sets no minimum payment and no rounding.
 */
export const ut_fep = defineUsVariable({
  id: 'ut_fep',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Utah Family Employment Program',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference: [
    'https://www.law.cornell.edu/regulations/utah/Utah-Admin-Code-R986-200-239',
    'https://jobs.utah.gov/Infosource/eligibilitymanual/Tables,_Appendicies,_and_Charts/Tables,_Appendicies,_and_Charts/Table_1_-_Financial_Monthly_Income_Limits_and_Assistance_Amounts.htm',
  ],
  formula: (f) => {
    const eligible = f.get('ut_fep_eligible');
    const maximum = f.get('ut_fep_payment_standard');
    const countable = f.get('ut_fep_countable_income');
    return tanfGrant(f, eligible, (i) => maximum[i]! - countable[i]!);
  },
});
