import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Utah FEP maximum financial assistance payment for the household's size (DWS Eligibility Manual
 * Table 1); a unit larger than sixteen gets the sixteen-person amount.
 */
export const ut_fep_payment_standard = defineUsVariable({
  id: 'ut_fep_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Utah FEP maximum financial assistance payment',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['UT'] },
  reference:
    'https://jobs.utah.gov/Infosource/eligibilitymanual/Tables,_Appendicies,_and_Charts/Tables,_Appendicies,_and_Charts/Table_1_-_Financial_Monthly_Income_Limits_and_Assistance_Amounts.htm',
  formula: (f) => bySize(f.p.gov.states.ut.dws.fep.payment_standard.amount, f.get('spm_unit_size')),
});
