import { defineUsVariable } from '../../../../../us-variable.js';
import { fipCountableIncome } from './mi-fip-income.js';

/**
 * Michigan FIP countable income for the grant, per month: each person's earnings less $200 and
 * then half of the rest, plus unearned income (BEM 518; BEM 520 issuance deficit).
 */
export const mi_fip_countable_income = defineUsVariable({
  id: 'mi_fip_countable_income',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Michigan FIP countable income',
  unit: 'currency-USD',
  reference: [
    'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/BP/Public/BEM/518.pdf',
    'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/BP/Public/BEM/520.pdf',
  ],
  formula: (f) =>
    fipCountableIncome(f, f.p.gov.states.mi.mdhhs.fip.income.earned_income_disregard.issuance_rate),
});
