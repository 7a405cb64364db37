import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Whether a Virginia TANF unit is budgeted under TANF-UP: two parents (tax unit head and spouse),
 * neither disabled, in the unit (Virginia TANF Manual 700).
 */
export const va_tanf_unemployed_parent = defineUsVariable({
  id: 'va_tanf_unemployed_parent',
  entity: 'spm_unit',
  valueType: 'bool',
  period: 'month',
  label: 'Virginia TANF-UP unit',
  reference: 'https://www.dss.virginia.gov/files/division/bp/tanf/manual/700_07-20.pdf#page=2',
  formula: (f) => {
    const parent = f.members('is_tax_unit_head_or_spouse');
    const disabled = f.members('is_disabled');
    const able = Uint8Array.from(parent, (p, j) => (p && !disabled[j] ? 1 : 0));
    const count = f.aggregate(able, 'person', 'sum');
    return Uint8Array.from(count, (c) => (c >= 2 ? 1 : 0));
  },
});
