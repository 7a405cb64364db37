import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico working families tax credit (PIT-RC; NMSA 7-2-18.15): 25% of the federal earned income credit, refundable. */
export const nm_working_families_tax_credit = defineUsVariable({
  id: 'nm_working_families_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico working families tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const match = f.p.gov.states.nm.tax.income.credits.wftc_match;
    const federal = f.get('eitc');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) out[i] = match * federal[i]!;
    return out;
  },
});
