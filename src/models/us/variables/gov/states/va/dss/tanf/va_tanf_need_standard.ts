import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Virginia TANF standard of need for the month in a Group II locality, by unit size, with the
 * across-the-board increases since July 2020: the ceiling on countable income (Virginia TANF
 * Manual 305).
 */
export const va_tanf_need_standard = defineUsVariable({
  id: 'va_tanf_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Virginia TANF standard of need',
  unit: 'currency-USD',
  reference: 'https://www.dss.virginia.gov/files/division/bp/tanf/manual/300_11-20.pdf#page=83',
  formula: (f) => {
    const p = f.p.gov.states.va.dss.tanf;
    const need = bySize(
      p.need_standard.group_ii,
      f.get('spm_unit_size'),
      p.need_standard.group_ii_additional_person,
    );
    return need.map((n) => n * p.standards_increase);
  },
});
