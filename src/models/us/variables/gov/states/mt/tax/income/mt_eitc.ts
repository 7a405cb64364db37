import { defineUsVariable } from '../../../../../us-variable.js';

/** Montana earned income tax credit (MCA 15-30-2318), refundable: 10% of the federal credit. */
export const mt_eitc = defineUsVariable({
  id: 'mt_eitc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Montana earned income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference:
    'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0230/section_0180/0150-0300-0230-0180.html',
  formula: (f) => {
    const match = f.p.gov.states.mt.tax.income.eitc_match;
    const eitc = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = eitc[i]! * match;
    return out;
  },
});
