import type { VariableDef } from '../../../../../engine/index.js';
import { defineUsVariable } from '../../us-variable.js';

/**
 * TANF cash assistance: the sum of the state programs (each is zero outside its state). States
 * whose program is not modelled contribute nothing.
 */
export function defineTanf(stateProgramIds: readonly string[]): VariableDef {
  return defineUsVariable({
    id: 'tanf',
    entity: 'spm_unit',
    valueType: 'float',
    period: 'year',
    label: 'TANF',
    unit: 'currency-USD',
    formula: (f) => {
      const total = f.zeros();
      for (const id of stateProgramIds) {
        const amount = f.get(id);
        for (let i = 0; i < total.length; i++) total[i] = (total[i] ?? 0) + (amount[i] ?? 0);
      }
      return total;
    },
  });
}
