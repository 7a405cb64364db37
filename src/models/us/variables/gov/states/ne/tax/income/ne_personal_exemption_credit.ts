import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska personal exemption credit (Form 1040N line 18): the credit amount for each member of the tax unit, non-refundable. */
export const ne_personal_exemption_credit = defineUsVariable({
  id: 'ne_personal_exemption_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska personal exemption credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-2716.01',
  formula: (f) => {
    const amount = f.p.gov.states.ne.tax.income.credits.personal_exemption;
    const size = f.get('tax_unit_size');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = size[i]! * amount;
    return out;
  },
});
