import { defineUsVariable } from '../../../../us-variable.js';
import { bySize } from '../../../benefit-vectors.js';

/** Tennessee Families First Consolidated Need Standard for the unit's size, monthly (Tenn. Comp. R. & Regs. 1240-01-50-.20). */
export const tn_ff_consolidated_need_standard = defineUsVariable({
  id: 'tn_ff_consolidated_need_standard',
  entity: 'spm_unit',
  valueType: 'float',
  period: 'month',
  label: 'Tennessee Families First consolidated need standard',
  unit: 'currency-USD',
  reference:
    'https://publications.tnsosfiles.com/rules/1240/1240-01/1240-01-50.20210701.pdf#page=26',
  formula: (f) => bySize(f.p.gov.states.tn.tanf.consolidated_need_standard, f.get('spm_unit_size')),
});
