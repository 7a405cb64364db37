import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Colorado child tax credit, refundable (C.R.S. 39-22-129, DR 0104CN Section B): a fixed amount by
 * federal AGI (joint returns on their own schedule) for each child of the return under 6.
 */
export const co_ctc = defineUsVariable({
  id: 'co_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Colorado child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['CO'] },
  reference: 'https://tax.colorado.gov/sites/tax/files/documents/DR0104CN_2024.pdf#page=2',
  formula: (f) => {
    const p = f.p.gov.states.co.tax.income.credits.ctc;
    const agi = f.get('adjusted_gross_income');
    const status = f.get('filing_status');
    const single = p.amount_single.calc(agi);
    const joint = p.amount_joint.calc(agi);
    const dependent = f.members('is_tax_unit_dependent');
    const age = f.members('age');
    const young = new Float64Array(age.length);
    for (let i = 0; i < age.length; i += 1)
      young[i] = dependent[i] && age[i]! < p.age_limit ? 1 : 0;
    const children = f.aggregate(young, 'person', 'sum');
    const { JOINT } = FILING_STATUS.codes;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const amount = status[i] === JOINT ? joint[i]! : single[i]!;
      out[i] = amount * children[i]!;
    }
    return out;
  },
});
