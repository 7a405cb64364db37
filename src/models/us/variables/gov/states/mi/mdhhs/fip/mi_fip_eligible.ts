import { defineUsVariable } from '../../../../../us-variable.js';
import { hasMinorChild } from '../../../../hhs/tanf/tanf-common.js';
import { fipCountableIncome } from './mi-fip-income.js';

/**
 * Michigan FIP eligibility of an applicant group: a Michigan family with a dependent child whose
 * income after the qualifying disregard ($200 and 20% of the rest of each person's earnings) is
 * below the payment standard, the qualifying deficit test (BEM 520). Assets are not an input of
 * this model, so the $15,000 asset test (BEM 400) passes; time limits are not modelled.
 */
export const mi_fip_eligible = defineUsVariable({
  id: 'mi_fip_eligible',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Eligible for Michigan FIP',
  definedFor: { variable: 'state_code', values: ['MI'] },
  reference: [
    'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/BP/Public/BEM/520.pdf',
    'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/BP/Public/BEM/210.pdf',
  ],
  formula: (f) => {
    const p = f.p.gov.states.mi.mdhhs.fip;
    const child = hasMinorChild(f, p.eligibility.minor_child_age);
    const income = fipCountableIncome(f, p.income.earned_income_disregard.qualifying_rate);
    const standard = f.get('mi_fip_payment_standard');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = child[i] && income[i]! < standard[i]! ? 1 : 0;
    return out;
  },
});
