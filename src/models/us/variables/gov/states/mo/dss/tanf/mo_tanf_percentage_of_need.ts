import { defineUsVariable } from '../../../../../us-variable.js';
import { bySize } from '../../../../benefit-vectors.js';

/**
 * Missouri Temporary Assistance percentage of need standard for the month, by unit size: 34.526
 * percent of the consolidated standard as published in whole dollars, the grant before income
 * (RSMo 208.150(1)(a); Temporary Assistance Manual 0210.010.15, Appendix B).
 */
export const mo_tanf_percentage_of_need = defineUsVariable({
  id: 'mo_tanf_percentage_of_need',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Missouri Temporary Assistance percentage of need standard',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MO'] },
  reference: 'https://dssmanuals.mo.gov/temporary-assistance-case-management/0210-010-15/',
  formula: (f) => {
    const p = f.p.gov.states.mo.dss.tanf;
    return bySize(
      p.percentage_of_need,
      f.get('spm_unit_size'),
      p.percentage_of_need_additional_person,
    );
  },
});
