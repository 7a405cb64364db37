/**
 * Arkansas's two ways for a married couple to file (AR1000F filing status 2 or 4, "married filing
 * separately on the same return"): each spouse's own AGI less the single standard deduction, or
 * their AGI share of itemized deductions, taxed on its own. The couple takes the way with less tax
 * after the additional tax credit for qualified individuals, whose base differs between the two;
 * the other credits are the same either way. Other returns file one way.
 */
import { FILING_STATUS } from '../../../../../enums.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';
import { arAdditionalCredit, arRegularTax } from './ar-tax-table.js';

/** Each return's chosen way: its net taxable income, tax and additional credit. */
export interface ArFiling {
  readonly separately: Uint8Array;
  readonly taxableIncome: Float64Array;
  readonly tax: Float64Array;
  readonly additionalCredit: Float64Array;
}

/** Whether the low income tax table gives the return no tax (A.C.A. 26-51-301; zero band only). */
function lowIncomeExempt(f: UsFormulaContext, status: number, dependents: number, agi: number) {
  const p = f.p.gov.states.ar.tax.income.low_income_threshold;
  const { SINGLE, HEAD_OF_HOUSEHOLD, JOINT } = FILING_STATUS.codes;
  if (status === SINGLE) return agi <= p.single;
  if (status === HEAD_OF_HOUSEHOLD) return agi <= p.head_of_household;
  if (status === JOINT && dependents >= 2) return agi <= p.joint_two_or_more_dependents;
  return false;
}

/** Computes both ways for every return and keeps the cheaper (joint on a tie). */
export function arFiling(f: UsFormulaContext): ArFiling {
  const p = f.p.gov.states.ar.tax.income.deductions.standard;
  const status = f.get('filing_status');
  const dependents = f.get('tax_unit_count_dependents');
  const agi = f.get('ar_agi');
  const itemized = f.get('ar_itemized_deductions');
  const standard = f.get('ar_standard_deduction');
  const personAgi = f.members('ar_agi_person');
  const head = f.members('is_tax_unit_head');
  const spouse = f.members('is_tax_unit_spouse');
  const unit = f.memberIndex();
  const headAgi = f.zeros();
  const spouseAgi = f.zeros();
  for (let j = 0; j < unit.length; j += 1) {
    if (head[j]) headAgi[unit[j]!] = headAgi[unit[j]!]! + personAgi[j]!;
    if (spouse[j]) spouseAgi[unit[j]!] = spouseAgi[unit[j]!]! + personAgi[j]!;
  }
  const jointIncome = f.zeros();
  const headIncome = f.zeros();
  const spouseIncome = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    jointIncome[i] = Math.max(0, agi[i]! - Math.max(itemized[i]!, standard[i]!));
    const itemizes = itemized[i]! > 2 * p.single;
    const total = headAgi[i]! + spouseAgi[i]!;
    const headShare = total > 0 ? headAgi[i]! / total : 1;
    const headDeduction = itemizes ? itemized[i]! * headShare : p.single;
    const spouseDeduction = itemizes ? itemized[i]! * (1 - headShare) : p.single;
    headIncome[i] = Math.max(0, headAgi[i]! - headDeduction);
    spouseIncome[i] = Math.max(0, spouseAgi[i]! - spouseDeduction);
  }
  const jointTax = arRegularTax(f, jointIncome);
  const headTax = arRegularTax(f, headIncome);
  const spouseTax = arRegularTax(f, spouseIncome);
  const separately = new Uint8Array(f.size);
  const taxableIncome = f.zeros();
  const tax = f.zeros();
  const additionalCredit = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const joint = status[i] === FILING_STATUS.codes.JOINT;
    const jointCredit = arAdditionalCredit(f, jointIncome[i]!, joint);
    const separateCredit =
      arAdditionalCredit(f, headIncome[i]!, false) + arAdditionalCredit(f, spouseIncome[i]!, false);
    const separateTax = headTax[i]! + spouseTax[i]!;
    const apart = joint && separateTax - separateCredit < jointTax[i]! - jointCredit;
    separately[i] = apart ? 1 : 0;
    taxableIncome[i] = apart ? headIncome[i]! + spouseIncome[i]! : jointIncome[i]!;
    const exempt = lowIncomeExempt(f, status[i]!, dependents[i]!, agi[i]!);
    tax[i] = exempt ? 0 : apart ? separateTax : jointTax[i]!;
    additionalCredit[i] = apart ? separateCredit : jointCredit;
  }
  return { separately, taxableIncome, tax, additionalCredit };
}
