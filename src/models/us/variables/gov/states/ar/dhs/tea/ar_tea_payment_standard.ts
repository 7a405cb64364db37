import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Arkansas TEA monthly payment amount for the family's size; families above nine get the
 * nine-person amount (TEA State Plan section 6.1.1; TEA Manual 2361).
 */
export const ar_tea_payment_standard = defineUsVariable({
  id: 'ar_tea_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Arkansas TEA payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['AR'] },
  reference: 'https://www.law.cornell.edu/regulations/arkansas/208-00-13-Ark-Code-R-SS-001',
  formula: (f) => bySize(f.p.gov.states.ar.dhs.tea.payment_standard.amount, f.get('spm_unit_size')),
});
