import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Delaware TANF payment standard for the month: the most the unit can be paid, and the limit of an
 * applicant's net income; units of more than eight add the additional person amount for each
 * further member (16 Del. Admin. Code 4000-4008).
 */
export const de_tanf_payment_standard = defineUsVariable({
  id: 'de_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Delaware TANF payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['DE'] },
  reference: [
    'https://www.law.cornell.edu/regulations/delaware/16-Del-Admin-Code-SS-4000-4008',
    'https://dhss.delaware.gov/wp-content/uploads/sites/11/dss/pdf/detanfstateplan2017.pdf#page=8',
  ],
  formula: (f) => {
    const p = f.p.gov.states.de.dhss.tanf.payment_standard;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
