import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Nebraska Aid to Dependent Children payment maximum for the month, by the unit's size: the most
 * a unit is paid, 55 percent of the standard of need as the Department tabulates it (Neb. Rev.
 * Stat. 43-512(3); 468 NAC 3-001(B)(vi)).
 */
export const ne_adc_payment_maximum = defineUsVariable({
  id: 'ne_adc_payment_maximum',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Nebraska ADC payment maximum',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=43-512',
  formula: (f) => {
    const p = f.p.gov.states.ne.dhhs.adc.payment_maximum;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
