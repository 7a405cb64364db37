import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Virginia TANF standard of assistance for the month in a Group II locality, by unit size: the
 * TANF-UP standard for a two-parent unit, the TANF standard otherwise, with the across-the-board
 * increases since July 2020 (Virginia TANF Manual 302 and 304; Appropriation Act Item 341).
 */
export const va_tanf_payment_standard = defineUsVariable({
  id: 'va_tanf_payment_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Virginia TANF standard of assistance',
  unit: 'currency-USD',
  reference: 'https://www.dss.virginia.gov/files/division/bp/tanf/manual/300_11-20.pdf#page=25',
  formula: (f) => {
    const p = f.p.gov.states.va.dss.tanf;
    const size = f.get('spm_unit_size');
    const single = bySize(
      p.payment_standard.group_ii,
      size,
      p.payment_standard.group_ii_additional_person,
    );
    const up = bySize(
      p.payment_standard.up_group_ii,
      size,
      p.payment_standard.up_group_ii_additional_person,
    );
    const isUp = f.get('va_tanf_unemployed_parent');
    return single.map((s, i) => (isUp[i] ? up[i]! : s) * p.standards_increase);
  },
});
