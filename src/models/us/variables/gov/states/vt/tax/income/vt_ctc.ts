import { defineUsVariable } from '../../../../../us-variable.js';

/** Vermont child tax credit (32 V.S.A. 5830f): $1,000 for each child under 6 for whom the filer may claim the federal child tax credit, less $20 for each $1,000 or part of federal AGI over $125,000; refundable. */
export const vt_ctc = defineUsVariable({
  id: 'vt_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Vermont child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VT'] },
  reference: 'https://legislature.vermont.gov/statutes/section/32/151/05830f',
  formula: (f) => {
    const p = f.p.gov.states.vt.tax.income.credits;
    const age = f.members('age');
    const qualifying = f.members('ctc_qualifying_child');
    const young = new Float64Array(age.length);
    for (let j = 0; j < age.length; j += 1)
      young[j] = qualifying[j] && age[j]! < p.ctc_age_limit ? 1 : 0;
    const children = f.aggregate(young, 'person', 'sum');
    const agi = f.get('adjusted_gross_income');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const steps = Math.ceil(Math.max(0, agi[i]! - p.ctc_reduction_start) / 1_000);
      out[i] = Math.max(0, children[i]! * p.ctc_amount - 20 * steps);
    }
    return out;
  },
});
