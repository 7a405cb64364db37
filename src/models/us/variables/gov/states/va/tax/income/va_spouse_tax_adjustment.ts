import { FILING_STATUS } from '../../../../../enums.js';
import { defineUsVariable } from '../../../../../us-variable.js';

/** Virginia spouse tax adjustment (Form 760 line 17 and its worksheet) for a joint return: the tax on joint taxable income less the tax on two parts of it — the smaller of the lower-income spouse’s Virginia AGI less exemptions and half the taxable income, and the larger of the rest and half — at most $259. Each spouse’s Virginia AGI is their part of federal AGI less their own taxable Social Security and unemployment compensation and an equal share of the age deduction among the aged spouses; dependents’ exemptions go to the head. */
export const va_spouse_tax_adjustment = defineUsVariable({
  id: 'va_spouse_tax_adjustment',
  entity: 'tax_unit',
  valueType: 'float',
  period: 'year',
  label: 'Virginia spouse tax adjustment',
  unit: 'currency-USD',
  definedFor: { variable: 'state_code', values: ['VA'] },
  reference:
    'https://www.tax.virginia.gov/sites/default/files/taxforms/individual-income-tax/2024/760-2024-instructions.pdf',
  formula: (f) => {
    const p = f.p.gov.states.va.tax.income;
    const rates = p.rates;
    const head = f.members('is_tax_unit_head');
    const spouse = f.members('is_tax_unit_spouse');
    const agi = f.members('adjusted_gross_income_person');
    const socialSecurity = f.members('taxable_social_security');
    const unemployment = f.members('taxable_unemployment_compensation');
    const years = f.members('age');
    const unit = f.memberIndex();
    const ageDeduction = f.get('va_age_deduction');
    const aged = f.get('va_aged_filers');
    const people = f.get('tax_unit_size');
    const status = f.get('filing_status');
    const taxable = f.get('va_taxable_income');
    const tax = f.get('va_income_tax_before_credits');
    const headPart = f.zeros();
    const spousePart = f.zeros();
    for (let j = 0; j < head.length; j += 1) {
      if (!head[j] && !spouse[j]) continue;
      const i = unit[j]!;
      const isAged = years[j]! >= p.deductions.age_minimum;
      let part = agi[j]! - socialSecurity[j]! - unemployment[j]! - p.exemptions.personal;
      if (isAged) part -= ageDeduction[i]! / Math.max(1, aged[i]!) + p.exemptions.aged;
      if (head[j])
        headPart[i] =
          part -
          (people[i]! - (status[i] === FILING_STATUS.codes.JOINT ? 2 : 1)) * p.exemptions.personal;
      else spousePart[i] = part;
    }
    const joint = FILING_STATUS.codes.JOINT;
    const low = f.zeros();
    const rest = f.zeros();
    const half = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      low[i] = Math.max(0, Math.min(headPart[i]!, spousePart[i]!));
      half[i] = taxable[i]! / 2;
      rest[i] = Math.max(0, taxable[i]! - low[i]!);
    }
    const smaller = f.zeros();
    const larger = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      smaller[i] = Math.min(low[i]!, half[i]!);
      larger[i] = Math.max(rest[i]!, half[i]!);
    }
    const taxSmaller = rates.calc(smaller);
    const taxLarger = rates.calc(larger);
    const out = f.zeros();
    for (let i = 0; i < f.size; i += 1) {
      if (status[i] !== joint || low[i]! <= 0) continue;
      const saving = tax[i]! - taxSmaller[i]! - taxLarger[i]!;
      out[i] = Math.max(0, Math.min(saving, p.credits.spouse_adjustment_cap));
    }
    return out;
  },
});
