import { defineUsVariable } from '../../../us-variable.js';

/** Earned income counted by SSI: wages and net earnings from self-employment (20 CFR 416.1110). */
export const ssi_earned_income = defineUsVariable({
  id: 'ssi_earned_income',
  entity: 'person',
  valueType: 'float',
  period: 'year',
  label: 'SSI earned income',
  unit: 'currency-USD',
  reference: 'https://www.law.cornell.edu/cfr/text/20/416.1110',
  formula: (f) => {
    const wages = f.get('employment_income');
    const self = f.get('self_employment_income');
    const out = new Float64Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = Math.max(wages[i]!, 0) + Math.max(self[i]!, 0);
    return out;
  },
});
