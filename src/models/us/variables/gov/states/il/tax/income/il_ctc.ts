import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Illinois child tax credit (Schedule IL-E/EIC Step 5), refundable: a share of the Illinois earned
 * income credit for a filer with a qualifying child under 12 (35 ILCS 5/244), from 2024.
 */
export const il_ctc = defineUsVariable({
  id: 'il_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Illinois child tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IL'] },
  reference: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=003500050K244',
  formulas: {
    '2024-01-01': (f) => {
      const p = f.p.gov.states.il.tax.income.credits;
      const eitc = f.get('il_eitc');
      const young = f.any('il_ctc_child');
      const out = f.zeros();
      for (let i = 0; i < f.size; i += 1) if (young[i]) out[i] = eitc[i]! * p.ctc_rate;
      return out;
    },
  },
});
