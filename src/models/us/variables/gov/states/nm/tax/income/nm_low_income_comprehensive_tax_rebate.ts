import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * New Mexico low-income comprehensive tax rebate, refundable (PIT-RC; NMSA 7-2-14): the table amount
 * for the modified gross income and the number of exemptions (each member of the tax unit, two more
 * for each member aged 65 or more and one more for each blind member; six or more share a table);
 * half for a separate return, none for a filer claimed as another's dependent.
 */
export const nm_low_income_comprehensive_tax_rebate = defineUsVariable({
  id: 'nm_low_income_comprehensive_tax_rebate',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'New Mexico low-income comprehensive tax rebate',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['NM'] },
  reference: 'https://nmonesource.com/nmos/nmsa/en/item/4340/index.do',
  formula: (f) => {
    const p = f.p.gov.states.nm.tax.income;
    const ages = f.members('age');
    const blind = f.members('is_blind');
    const extra = new Float64Array(ages.length);
    for (let i = 0; i < ages.length; i += 1)
      extra[i] = (ages[i]! >= p.exemptions.aged.age ? 2 : 0) + (blind[i] ? 1 : 0);
    const additional = f.aggregate(extra, 'person', 'sum');
    const size = f.get('tax_unit_size');
    const income = f.get('nm_modified_gross_income');
    const floored = f.zeros();
    for (let i = 0; i < f.size; i += 1) floored[i] = Math.max(0, income[i]!);
    const t = p.credits.rebate;
    const byCount = [t.one, t.two, t.three, t.four, t.five, t.six].map((table) =>
      table.calc(floored),
    );
    const status = f.get('filing_status');
    const dependent = f.get('head_is_dependent_elsewhere');
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (dependent[i]) continue;
      const count = Math.min(6, size[i]! + additional[i]!);
      const rebate = byCount[count - 1]![i]!;
      out[i] = status[i] === FILING_STATUS.codes.SEPARATE ? rebate / 2 : rebate;
    }
    return out;
  },
});
