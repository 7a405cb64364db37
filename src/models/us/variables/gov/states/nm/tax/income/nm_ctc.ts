import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** New Mexico child income tax credit, refundable (PIT-RC; NMSA 7-2-18.34): the amount for the AGI (a negative AGI taking the first) for each qualifying child (IRC 152(c)); half for a separate return. */
export const nm_ctc = defineUsVariable({
  id: 'nm_ctc',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico child income tax credit',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const agi = f.get('adjusted_gross_income');
    const floored = f.zeros();
    for (let i = 0; i < f.size; i += 1) floored[i] = Math.max(0, agi[i]!);
    const perChild = f.p.gov.states.nm.tax.income.credits.ctc.amount.calc(floored);
    const children = f.sum('is_eitc_qualifying_child');
    const status = f.get('filing_status');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const credit = perChild[i]! * children[i]!;
      out[i] = status[i] === FILING_STATUS.codes.SEPARATE ? credit / 2 : credit;
    }
    return out;
  },
});
