import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Alabama Family Assistance payment standard for the month by family size, a family of more than
 * sixteen taking the sixteen-person amount, the table's end (DHR-FAD-595; the 2024 TANF State
 * Plan). The whole SPM unit is the assistance unit: members excluded from it (SSI or foster care
 * recipients, ineligible aliens; Ala. Admin. Code 660-2-2-.36(3)) are not modelled.
 */
export const al_tanf_payment_standard = defineUsVariable({
  id: 'al_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Alabama Family Assistance payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AL'] },
  reference: 'https://dhr.alabama.gov/wp-content/uploads/2023/10/DHR-FAD-595-Oct.23.pdf#page=2',
  formula: (f) => bySize(f.p.gov.states.al.dhr.tanf.payment_standard, f.get('spm_unit_size')),
});
