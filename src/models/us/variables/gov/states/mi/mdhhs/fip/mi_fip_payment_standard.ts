import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Michigan FIP monthly payment standard by group size, for a group whose grantee is in the
 * eligible group (RFT 210). The group is the whole unit: child-only groups with an ineligible
 * grantee are not modelled.
 */
export const mi_fip_payment_standard = defineUsVariable({
  id: 'mi_fip_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Michigan FIP payment standard',
  unit: 'currency-USD',
  reference: 'https://mdhhs-pres-prod.michigan.gov/olmweb/ex/RF/Public/RFT/210.pdf',
  formula: (f) => {
    const p = f.p.gov.states.mi.mdhhs.fip.payment_standard;
    return bySize(p.eligible_grantee, f.get('spm_unit_size'), p.additional_person);
  },
});
