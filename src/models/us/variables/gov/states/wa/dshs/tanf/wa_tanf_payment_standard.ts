import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Washington TANF payment standard for the month, by assistance unit size (WAC 388-478-0020; ten
 * or more take the last amount). The assistance unit is the SPM unit; members excluded from it
 * (SSI recipients, ineligible immigrants) are not modelled. The family-of-eight grant maximum of
 * WAC 388-478-0005 is not applied: DSHS's clarifying text for that rule stated it through 2020
 * but no longer does (April 2024), and the rule's current text was not readable here.
 */
export const wa_tanf_payment_standard = defineUsVariable({
  id: 'wa_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Washington TANF payment standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['WA'] },
  reference: 'https://app.leg.wa.gov/wac/default.aspx?cite=388-478-0020',
  formula: (f) => bySize(f.p.gov.states.wa.dshs.tanf.payment_standard, f.get('spm_unit_size')),
});
