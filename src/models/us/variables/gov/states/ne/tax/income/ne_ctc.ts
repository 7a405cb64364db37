import { defineUsVariable } from '../../../../../us-variable.js';

/** Nebraska child care tax credit (Child Care Tax Credit Act, Neb. Rev. Stat. 77-7201 to 77-7205): for each dependent under 6, $2,000 up to $75,000 of federal AGI and $1,000 up to $150,000; refundable. */
export const ne_ctc = defineUsVariable({
  id: 'ne_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Nebraska child care tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NE'] },
  reference: 'https://nebraskalegislature.gov/laws/statutes.php?statute=77-7203',
  formula: (f) => {
    const p = f.p.gov.states.ne.tax.income.credits;
    const age = f.members('age');
    const dependent = f.members('is_tax_unit_dependent');
    const young = new Float64Array(age.length);
    for (let j = 0; j < age.length; j += 1)
      young[j] = dependent[j] && age[j]! < p.ctc_age_limit ? 1 : 0;
    const children = f.aggregate(young, 'person', 'sum');
    const amount = p.ctc_amount.calc(f.get('adjusted_gross_income'));
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = children[i]! * amount[i]!;
    return out;
  },
});
