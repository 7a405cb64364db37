import { defineUsVariable } from '../../../../../us-variable.js';
import { orTanfNeedGroupStandard } from './need-group-standard.js';

/**
 * Oregon TANF monthly payment standard for the need group (OAR 461-155-0030(5): the amount from which adjusted income is subtracted to give the benefit). The
 * need group is the SPM unit; one with no adult gets the per-person share rounded down.
 */
export const or_tanf_payment_standard = defineUsVariable({
  id: 'or_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oregon TANF payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/rules/oar_461-155-0030',
  formula: (f) => {
    const p = f.p.gov.states.or.odhs.tanf.standards.payment_standard;
    return orTanfNeedGroupStandard(f, p.amount, p.additional_person);
  },
});
