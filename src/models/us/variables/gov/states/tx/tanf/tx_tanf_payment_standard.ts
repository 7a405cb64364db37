import { defineUsVariable } from '../../../../us-variable.js';
import { byTxCaseType } from './tx-case-type.js';

/** Texas TANF maximum monthly grant for the certified group's size and case type (1 TAC 372.1505(a)). */
export const tx_tanf_payment_standard = defineUsVariable({
  id: 'tx_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF maximum grant',
  unit: 'currency-USD',
  reference: 'https://www.hhs.texas.gov/handbooks/texas-works-handbook/c-110-tanf',
  formula: (f) => byTxCaseType(f, f.p.gov.states.tx.tanf.maximum_grant),
});
