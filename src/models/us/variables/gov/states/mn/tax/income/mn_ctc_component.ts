import { defineUsVariable } from '../../../../../us-variable.js';

/** The child tax credit part of the Minnesota child and working family credits, as PolicyEngine reports it (state_ctc): the combined credit less the pre-2023 working family credit. */
export const mn_ctc_component = defineUsVariable({
  id: 'mn_ctc_component',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota child tax credit part of the combined credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => {
    const combined = f.get('mn_child_and_working_families_credits');
    const wfc = f.get('mn_wfc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(0, combined[i]! - wfc[i]!);
    return out;
  },
});
