import { defineUsVariable } from '../../../../../us-variable.js';
import { tanfGrant } from '../../../../hhs/tanf/tanf-common.js';

/**
 * Arizona Cash Assistance (TANF) for the month: an eligible unit receives its payment standard
 * less its net countable income, rounded down to the whole dollar; a benefit under $10 is not paid
 * (A.R.S. 46-207.01; A.A.C. R6-12-705).
 */
export const az_tanf = defineUsVariable({
  id: 'az_tanf',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Arizona Cash Assistance',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AZ'] },
  reference: [
    'https://www.azleg.gov/ars/46/00207-01.htm',
    'https://casetext.com/regulation/arizona-administrative-code/title-6-economic-security/chapter-12-department-of-economic-security-cash-assistance-program/article-7-determining-eligibility-and-benefit-payment-amount/section-r6-12-705-determining-benefit-payment-amount',
  ],
  formula: (f) => {
    const p = f.p.gov.states.az.des.tanf.payment_standard;
    const eligible = f.get('az_tanf_eligible');
    const standard = f.get('az_tanf_payment_standard');
    const income = f.get('az_tanf_countable_income');
    // Rounded to the cent first so that float noise cannot drop a whole dollar.
    return tanfGrant(
      f,
      eligible,
      (i) => Math.floor(Math.round((standard[i]! - income[i]!) * 100) / 100),
      p.minimum_payment,
    );
  },
});
