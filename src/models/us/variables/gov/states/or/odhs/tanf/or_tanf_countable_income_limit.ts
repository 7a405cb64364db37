import { defineUsVariable } from '../../../../../us-variable.js';
import { orTanfNeedGroupStandard } from './need-group-standard.js';

/**
 * Oregon TANF monthly countable income limit for the need group (OAR 461-155-0030(2): countable income must be below it (OAR 461-160-0100(2)(a))). The
 * need group is the SPM unit; one with no adult gets the per-person share rounded down.
 */
export const or_tanf_countable_income_limit = defineUsVariable({
  id: 'or_tanf_countable_income_limit',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Oregon TANF countable income limit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['OR'] },
  reference: 'https://oregon.public.law/rules/oar_461-155-0030',
  formula: (f) => {
    const p = f.p.gov.states.or.odhs.tanf.standards.countable_income_limit;
    return orTanfNeedGroupStandard(f, p.amount, p.additional_person);
  },
});
