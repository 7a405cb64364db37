import { defineUsVariable } from '../../../../us-variable.js';
import { byTxCaseType } from './tx-case-type.js';

/** Texas TANF monthly budgetary needs for the certified group's size and case type (1 TAC 372.2). */
export const tx_tanf_budgetary_needs = defineUsVariable({
  id: 'tx_tanf_budgetary_needs',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Texas TANF budgetary needs',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/regulations/texas/1-Tex-Admin-Code-SS-372-2',
  formula: (f) => byTxCaseType(f, f.p.gov.states.tx.tanf.budgetary_needs),
});
