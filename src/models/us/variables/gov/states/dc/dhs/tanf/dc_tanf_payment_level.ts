import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * District of Columbia TANF payment level for the month, by the number of people in the unit (D.C.
 * Code 4-205.52(a), (c), (d-1)). The whole SPM unit is the assistance unit; ineligible members
 * (SSI recipients, non-qualified aliens, a parent who opts out, 4-205.15) are not modelled.
 */
export const dc_tanf_payment_level = defineUsVariable({
  id: 'dc_tanf_payment_level',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'District of Columbia TANF payment level',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DC'] },
  reference: 'https://code.dccouncil.gov/us/dc/council/code/sections/4-205.52',
  formula: (f) => bySize(f.p.gov.states.dc.dhs.tanf.payment_level, f.get('spm_unit_size')),
});
