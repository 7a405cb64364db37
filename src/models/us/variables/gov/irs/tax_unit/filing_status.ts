import { FILING_STATUS } from '../../../enums.js';
import { defineUsVariable } from '../../../us-variable.js';

/** A person's own gross income for the qualifying-relative test (see {@link filing_status}). */
const QUALIFYING_RELATIVE_INCOME = [
  'employment_income',
  'self_employment_income',
  'taxable_interest_income',
  'dividend_income',
  'taxable_pension_income',
  'unemployment_compensation',
  'ak_permanent_fund_dividend',
] as const;

/**
 * Filing status, from the household (IRC §1 and §2):
 * - a head and spouse in the unit file jointly, unless one of them files separately
 *   (`is_separated`): married filing separately;
 * - an unmarried head who is a surviving spouse (`is_surviving_spouse`, §2(a)) and keeps a home for
 *   a dependent child: surviving spouse;
 * - an unmarried head (or a married head living apart, §7703(b), who keeps a home for a child) with
 *   a dependent: head of household (§2(b));
 * - a separated head without such a child: married filing separately;
 * - otherwise single.
 * "Dependent child" is a dependent under 19, under 24 and a full-time student, or disabled (the
 * qualifying-child age test of §152(c)(3)). Any other dependent is a qualifying relative only if
 * their gross income is below the exemption amount (§152(d)(1)(B)); one who fails that test is no
 * dependent and no qualifying person for head of household. Gross income here is the person's own
 * income of §61: earnings, interest, dividends, taxable pensions, unemployment compensation, the
 * Alaska dividend and net capital gains; Social Security is left out, as §86 taxes none of it at
 * incomes this low (PolicyEngine-US counts all of it).
 */
export const filing_status = defineUsVariable({
  id: 'filing_status',
  entity: 'tax_unit',
  valueType: 'enum',
  enum: FILING_STATUS,
  period: 'year',
  label: 'Filing status',
  default: 'SINGLE',
  reference: [
    'https://www.law.cornell.edu/uscode/text/26/1',
    'https://www.law.cornell.edu/uscode/text/26/2',
    'https://www.law.cornell.edu/uscode/text/26/7703#b',
    'https://www.law.cornell.edu/uscode/text/26/152#d_1_B',
  ],
  formula: (f) => {
    const spouses = f.sum('is_tax_unit_spouse');
    const age = f.members('age');
    const student = f.members('is_full_time_student');
    const disabled = f.members('is_disabled');
    const dependent = f.members('is_tax_unit_dependent');
    const income = new Float64Array(age.length);
    for (const id of QUALIFYING_RELATIVE_INCOME) {
      const v = f.members(id);
      for (let i = 0; i < age.length; i += 1) income[i] = income[i]! + v[i]!;
    }
    // Net capital gain only: a net loss is no negative gross income.
    const longGains = f.members('long_term_capital_gains');
    const shortGains = f.members('short_term_capital_gains');
    for (let i = 0; i < age.length; i += 1)
      income[i] = income[i]! + Math.max(0, longGains[i]! + shortGains[i]!);
    const incomeLimit = f.p.gov.irs.income.exemption.amount;
    const childMask = new Uint8Array(age.length);
    const dependentMask = new Uint8Array(age.length);
    for (let i = 0; i < age.length; i += 1) {
      const a = age[i]!;
      const child = dependent[i] && (a < 19 || (a < 24 && student[i]) || disabled[i]);
      childMask[i] = child ? 1 : 0;
      dependentMask[i] = child || (dependent[i] && income[i]! < incomeLimit) ? 1 : 0;
    }
    const childDependents = f.aggregate(childMask, 'person', 'sum');
    const dependents = f.aggregate(dependentMask, 'person', 'sum');
    const headOrSpouse = f.members('is_tax_unit_head_or_spouse');
    const separatedMask = new Uint8Array(age.length);
    const separatedInput = f.members('is_separated');
    for (let i = 0; i < age.length; i += 1)
      separatedMask[i] = headOrSpouse[i] && separatedInput[i] ? 1 : 0;
    const separated = f.aggregate(separatedMask, 'person', 'any');
    const survivingMask = new Uint8Array(age.length);
    const head = f.members('is_tax_unit_head');
    const survivingInput = f.members('is_surviving_spouse');
    for (let i = 0; i < age.length; i += 1) survivingMask[i] = head[i] && survivingInput[i] ? 1 : 0;
    const surviving = f.aggregate(survivingMask, 'person', 'any');
    const out = new Int32Array(f.size);
    const { JOINT, HEAD_OF_HOUSEHOLD, SINGLE, SEPARATE, SURVIVING_SPOUSE } = FILING_STATUS.codes;
    for (let i = 0, n = f.size; i < n; i += 1) {
      const married = spouses[i]! > 0;
      if (married) out[i] = separated[i] ? SEPARATE : JOINT;
      else if (surviving[i] && childDependents[i]! > 0) out[i] = SURVIVING_SPOUSE;
      else if (separated[i]) out[i] = childDependents[i]! > 0 ? HEAD_OF_HOUSEHOLD : SEPARATE;
      else out[i] = dependents[i]! > 0 ? HEAD_OF_HOUSEHOLD : SINGLE;
    }
    return out;
  },
});
