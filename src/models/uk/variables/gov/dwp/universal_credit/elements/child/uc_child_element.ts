import { defineUkVariable } from '../../../../../uk-variable.js';

/**
 * Annual child elements of the unit. Children are taken eldest first: the eldest gets the higher
 * amount if born before 2017; beyond the limit's count only children born before 2017 (6 April
 * 2017 in law; the birth year is the period year less the age) get an element.
 */
export const uc_child_element = defineUkVariable({
  id: 'uc_child_element',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'UC child element',
  unit: 'currency-GBP',
  reference: 'https://www.legislation.gov.uk/uksi/2013/376/regulation/24A',
  formula: (f) => {
    const child = f.members('is_child');
    const age = f.members('age');
    const born = f.members('birth_year');
    const unit = f.memberIndex();
    const c = f.p.gov.dwp.universal_credit.elements.child;
    const byUnit = new Map<number, number[]>();
    for (let j = 0; j < unit.length; j += 1) {
      if (!child[j]) continue;
      const list = byUnit.get(unit[j]!) ?? [];
      list.push(j);
      byUnit.set(unit[j]!, list);
    }
    const out = f.zeros();
    for (const [row, members] of byUnit) {
      members.sort((a, b) => age[b]! - age[a]! || a - b);
      members.forEach((j, rank) => {
        const exempt = born[j]! < c.limit.exempt_birth_year;
        if (c.limit.applies && !exempt && rank >= c.limit.child_count) return;
        out[row] = out[row]! + 12 * (rank === 0 && exempt ? c.first.higher_amount : c.amount);
      });
    }
    return out;
  },
});
