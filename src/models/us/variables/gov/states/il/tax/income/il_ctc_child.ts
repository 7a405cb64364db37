import { defineUsVariable } from '../../../../../us-variable.js';

/** An EITC qualifying child under the Illinois child tax credit's age limit. */
export const il_ctc_child = defineUsVariable({
  id: 'il_ctc_child',
  entity: 'person',
  valueType: 'bool',
  period: 'year',
  label: 'Illinois child tax credit child',
  definedFor: { variable: 'state_code', values: ['IL'] },
  formula: (f) => {
    const limit = f.p.gov.states.il.tax.income.credits.ctc_age_limit;
    const qualifying = f.get('is_eitc_qualifying_child');
    const age = f.get('age');
    const out = new Uint8Array(f.size);
    for (let i = 0; i < f.size; i += 1) out[i] = qualifying[i] && age[i]! < limit ? 1 : 0;
    return out;
  },
});
