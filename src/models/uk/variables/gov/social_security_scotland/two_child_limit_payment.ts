import { REGION } from '../../enums.js';
import { defineUkVariable } from '../../uk-variable.js';

/**
 * Scotland's two-child limit payment: for a Scottish family receiving Universal Credit, the child
 * elements the two-child limit withholds (each child beyond the limit born after 2016 at the
 * ordinary child element), while the payment is in force and the limit applies.
 */
export const two_child_limit_payment = defineUkVariable({
  id: 'two_child_limit_payment',
  entity: 'benunit',
  valueType: 'float',
  period: 'year',
  label: 'Scottish two-child limit payment',
  unit: 'currency-GBP',
  reference: 'https://www.gov.scot/publications/scottish-budget-2025-2026/',
  formula: (f) => {
    const region = f.get('region');
    const uc = f.get('universal_credit');
    const child = f.members('is_child');
    const born = f.members('birth_year');
    const age = f.members('age');
    const unit = f.memberIndex();
    const c = f.p.gov.dwp.universal_credit.elements.child;
    const inEffect = f.p.gov.social_security_scotland.two_child_limit_payment.in_effect;
    const out = f.zeros();
    if (!inEffect || !c.limit.applies) return out;
    const byUnit = new Map<number, number[]>();
    for (let j = 0; j < unit.length; j += 1) {
      if (!child[j]) continue;
      const list = byUnit.get(unit[j]!) ?? [];
      list.push(j);
      byUnit.set(unit[j]!, list);
    }
    for (const [row, members] of byUnit) {
      if (region[row] !== REGION.codes.SCOTLAND || uc[row]! <= 0) continue;
      members.sort((a, b) => age[b]! - age[a]! || a - b);
      members.forEach((j, rank) => {
        if (rank >= c.limit.child_count && born[j]! >= c.limit.exempt_birth_year)
          out[row] = out[row]! + 12 * c.amount;
      });
    }
    return out;
  },
});
