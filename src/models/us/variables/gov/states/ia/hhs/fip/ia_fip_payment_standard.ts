import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Iowa FIP payment standard (schedule of basic needs) for the unit's size, with the per-person
 * amount beyond ten (441 IAC 41.28(2)).
 */
export const ia_fip_payment_standard = defineUsVariable({
  id: 'ia_fip_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Iowa FIP payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IA'] },
  reference: 'https://www.legis.iowa.gov/docs/iac/chapter/01-07-2026.441.41.pdf#page=31',
  formula: (f) => {
    const p = f.p.gov.states.ia.hhs.fip.standards;
    return bySize(p.basic_needs, f.get('spm_unit_size'), p.basic_needs_additional);
  },
});
