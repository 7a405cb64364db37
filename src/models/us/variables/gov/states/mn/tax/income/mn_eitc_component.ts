import { defineUsVariable } from '../../../../../us-variable.js';

/** The earned income part of the Minnesota child and working family credits, as PolicyEngine reports it (state_eitc): the pre-2023 working family credit, at most the combined credit. */
export const mn_eitc_component = defineUsVariable({
  id: 'mn_eitc_component',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Minnesota working family credit part of the combined credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MN'] },
  formula: (f) => {
    const combined = f.get('mn_child_and_working_families_credits');
    const wfc = f.get('mn_wfc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = Math.min(combined[i]!, wfc[i]!);
    return out;
  },
});
