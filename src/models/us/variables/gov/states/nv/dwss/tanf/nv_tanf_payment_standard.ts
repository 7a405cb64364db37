import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/** Nevada TANF payment allowance for the month, by household size (DWSS manual C-140). */
export const nv_tanf_payment_standard = defineUsVariable({
  id: 'nv_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nevada TANF payment allowance',
  unit: 'currency-USD',
  reference:
    'https://dss.nv.gov/uploadedFiles/dwssnvgov/content/Home/Features/eligibility/Chapter%20C_140.pdf',
  formula: (f) => {
    const p = f.p.gov.states.nv.dwss.tanf.payment_standard;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
