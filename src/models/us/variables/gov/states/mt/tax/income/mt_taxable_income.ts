import { defineUsVariable } from '../../../../../us-variable.js';

/**
 * Montana taxable income (Form 2 line 13; MCA 15-30-2101, 15-30-2120): federal taxable income
 * plus the federal qualified business income deduction and the federal charitable deduction for
 * non-itemizers, plus the state income tax deducted federally (for an itemiser, at most the
 * itemized deductions' excess over the standard deduction), less the subtraction for each filer
 * 65 or more; at least 0.
 */
export const mt_taxable_income = defineUsVariable({
  id: 'mt_taxable_income',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Montana taxable income',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['MT'] },
  reference:
    'https://leg.mt.gov/bills/mca/title_0150/chapter_0300/part_0210/section_0200/0150-0300-0210-0200.html',
  formula: (f) => {
    const aged = f.p.gov.states.mt.tax.income.subtractions.aged;
    const federal = f.get('taxable_income');
    const qbi = f.get('qualified_business_income_deduction');
    const charitable = f.get('charitable_deduction_for_non_itemizers');
    const itemizes = f.get('tax_unit_itemizes');
    const itemized = f.get('itemized_taxable_income_deductions');
    const standard = f.get('standard_deduction');
    const salt = f.get('salt_deduction');
    const realEstate = f.sum('real_estate_taxes');
    const filer = f.members('is_tax_unit_head_or_spouse');
    const ageOf = f.members('age');
    const unit = f.memberIndex();
    const agedCount = f.zeros();
    for (let j = 0; j < unit.length; j += 1)
      if (filer[j] && ageOf[j]! >= 65) agedCount[unit[j]!] = agedCount[unit[j]!]! + 1;
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      const stateTax = itemizes[i]
        ? Math.min(Math.max(0, salt[i]! - realEstate[i]!), Math.max(0, itemized[i]! - standard[i]!))
        : 0;
      const income = federal[i]! + qbi[i]! + charitable[i]! + stateTax - agedCount[i]! * aged;
      out[i] = Math.max(0, income);
    }
    return out;
  },
});
