import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Maryland TCA grant standard for the month: the allowable amount paid to an assistance unit of
 * its size with no income, which is also the ceiling on its net countable income (COMAR
 * 07.03.03.17).
 */
export const md_tca_maximum_benefit = defineUsVariable({
  id: 'md_tca_maximum_benefit',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Maryland TCA grant standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MD'] },
  reference: 'https://dsd.maryland.gov/regulations/Pages/07.03.03.17.aspx',
  formula: (f) => {
    const p = f.p.gov.states.md.dhs.tca.maximum_benefit;
    return bySize(p.amount, f.get('spm_unit_size'), p.additional_person);
  },
});
