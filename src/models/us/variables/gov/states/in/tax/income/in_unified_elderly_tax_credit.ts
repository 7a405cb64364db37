import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Indiana unified tax credit for the elderly (IC 6-3-3-9; IT-40 Schedule 5), refundable: for a
 * filer 65 or more with federal AGI under $10,000, $100, $50 or $40 by AGI band ($140, $90 or
 * $80 on a joint return with both spouses 65 or more).
 */
export const in_unified_elderly_tax_credit = defineUsVariable({
  id: 'in_unified_elderly_tax_credit',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Indiana unified tax credit for the elderly',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['IN'] },
  reference: 'https://iga.in.gov/laws/2024/ic/titles/6#6-3-3-9',
  formula: (f) => {
    const p = f.p.gov.states.in.tax.income.credits;
    const ageOf = f.members('age');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const unit = f.memberIndex();
    const aged = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j] && ageOf[j]! >= p.elderly_age) aged[unit[j]!] = aged[unit[j]!]! + 1;
    const agi = f.get('adjusted_gross_income');
    const one = p.elderly_single.calc(agi);
    const two = p.elderly_two_aged.calc(agi);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1)
      out[i] = aged[i]! >= 2 ? two[i]! : aged[i]! === 1 ? one[i]! : 0;
    return out;
  },
});
