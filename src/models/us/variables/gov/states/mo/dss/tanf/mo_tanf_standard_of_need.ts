import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Missouri Temporary Assistance consolidated standard (standard of need) for the month, by unit
 * size: the base of the 185 percent gross income test (Temporary Assistance Manual 0210.010.00 and
 * 0210.010.05).
 */
export const mo_tanf_standard_of_need = defineUsVariable({
  id: 'mo_tanf_standard_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Missouri Temporary Assistance consolidated standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://dssmanuals.mo.gov/temporary-assistance-case-management/0210-010-05-185/',
  formula: (f) => {
    const p = f.p.gov.states.mo.dss.tanf;
    return bySize(p.standard_of_need, f.get('spm_unit_size'), p.standard_of_need_additional_person);
  },
});
