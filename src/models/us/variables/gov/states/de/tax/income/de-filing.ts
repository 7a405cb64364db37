/**
 * Delaware's two ways for a married couple to file (PIT-RES filing status 2 or 4, "combined
 * separate"): one column with the joint standard deduction, or a column per spouse, each with
 * the single standard deduction and its own additional amounts, or a share of the itemized
 * deductions in proportion to the spouses' federal AGI, taxed on its own schedule. Each column's non-refundable
 * credits are limited to its own tax; the dependents' credits and the child care credit go to the
 * column with the larger tax. The couple takes the way with less tax after non-refundable credits
 * (joint on a tie). The earned income credit is then claimed non-refundable (up to the tax left)
 * or refundable, whichever is larger.
 */
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** Each return's chosen way and its amounts. */
export interface DeFiling {
  readonly separately: Uint8Array;
  readonly taxableIncome: Float64Array;
  readonly tax: Float64Array;
  readonly nonRefundable: Float64Array;
  readonly eitc: Float64Array;
  readonly refundableEitc: Float64Array;
}

/** Computes both ways for every return and keeps the cheaper. */
export function deFiling(f: UsFormulaContext): DeFiling {
  const p = f.p.gov.states.de.tax.income;
  const rates = p.rates;
  const agi = f.get('de_agi');
  const standard = f.get('de_standard_deduction');
  const itemized = f.get('de_itemized_deductions');
  const personal = f.get('de_personal_credits');
  const cdcc = f.get('de_cdcc_potential');
  const dependents = f.get('tax_unit_count_dependents');
  const federalEitc = f.get('eitc');
  const personAgi = f.members('de_agi_person');
  const personAdditional = f.members('de_additional_standard_deduction');
  const federalAgi = f.members('adjusted_gross_income_person');
  const age = f.members('age');
  const head = f.members('is_tax_unit_head');
  const spouse = f.members('is_tax_unit_spouse');
  const unit = f.memberIndex();
  const hasSpouse = new Uint8Array(f.size);
  const headAgi = f.zeros();
  const spouseAgi = f.zeros();
  const headIncomeForShare = f.zeros();
  const incomeForShare = f.zeros();
  const headAdditional = f.zeros();
  const spouseAdditional = f.zeros();
  const headAged = f.zeros();
  const spouseAged = f.zeros();
  for (let j = 0; j < unit.length; j += 1) {
    const u = unit[j]!;
    const aged = age[j]! >= p.credits.aged_age ? 1 : 0;
    if (head[j]) {
      headAgi[u] = headAgi[u]! + personAgi[j]!;
      headAdditional[u] = headAdditional[u]! + personAdditional[j]!;
      headAged[u] = headAged[u]! + aged;
      headIncomeForShare[u] = headIncomeForShare[u]! + Math.max(0, federalAgi[j]!);
      incomeForShare[u] = incomeForShare[u]! + Math.max(0, federalAgi[j]!);
    }
    if (spouse[j]) {
      hasSpouse[u] = 1;
      spouseAgi[u] = spouseAgi[u]! + personAgi[j]!;
      spouseAdditional[u] = spouseAdditional[u]! + personAdditional[j]!;
      spouseAged[u] = spouseAged[u]! + aged;
      incomeForShare[u] = incomeForShare[u]! + Math.max(0, federalAgi[j]!);
    }
  }
  const jointIncome = f.zeros();
  const headIncome = f.zeros();
  const spouseIncome = f.zeros();
  for (let i = 0; i < f.size; i += 1) {
    const itemizes = itemized[i]! > standard[i]!;
    jointIncome[i] = Math.max(0, agi[i]! - (itemizes ? itemized[i]! : standard[i]!));
    const headShare = incomeForShare[i]! > 0 ? headIncomeForShare[i]! / incomeForShare[i]! : 0.5;
    const headItemized = itemized[i]! * headShare;
    const spouseItemized = itemized[i]! - headItemized;
    const single = p.deductions.standard.single;
    const headDeduction = itemizes ? headItemized : single + headAdditional[i]!;
    const spouseDeduction = itemizes ? spouseItemized : single + spouseAdditional[i]!;
    headIncome[i] = Math.max(0, headAgi[i]! - headDeduction);
    spouseIncome[i] = Math.max(0, spouseAgi[i]! - spouseDeduction);
  }
  const jointTax = rates.calc(jointIncome);
  const headTax = rates.calc(headIncome);
  const spouseTax = rates.calc(spouseIncome);
  const out = {
    separately: new Uint8Array(f.size),
    taxableIncome: f.zeros(),
    tax: f.zeros(),
    nonRefundable: f.zeros(),
    eitc: f.zeros(),
    refundableEitc: f.zeros(),
  };
  const credit = p.credits.personal;
  for (let i = 0; i < f.size; i += 1) {
    const eitcNonRefundable = p.credits.eitc.non_refundable_match * federalEitc[i]!;
    const jointLeft = Math.max(0, jointTax[i]! - personal[i]! - cdcc[i]!);
    const jointFinal = Math.max(0, jointLeft - eitcNonRefundable);
    let apart = false;
    let separateLeft = 0;
    if (hasSpouse[i]) {
      const shared = credit * dependents[i]! + cdcc[i]!;
      const headFirst = headTax[i]! >= spouseTax[i]!;
      const headCredits = credit * (1 + headAged[i]!) + (headFirst ? shared : 0);
      const spouseCredits = credit * (1 + spouseAged[i]!) + (headFirst ? 0 : shared);
      separateLeft =
        Math.max(0, headTax[i]! - headCredits) + Math.max(0, spouseTax[i]! - spouseCredits);
      apart = Math.max(0, separateLeft - eitcNonRefundable) < jointFinal;
    }
    const tax = apart ? headTax[i]! + spouseTax[i]! : jointTax[i]!;
    const left = apart ? separateLeft : jointLeft;
    const usedNonRefundable = Math.min(eitcNonRefundable, left);
    const refundable = p.credits.eitc.refundable_match * federalEitc[i]!;
    const claimsRefundable = refundable > usedNonRefundable;
    out.separately[i] = apart ? 1 : 0;
    out.taxableIncome[i] = apart ? headIncome[i]! + spouseIncome[i]! : jointIncome[i]!;
    out.tax[i] = tax;
    out.nonRefundable[i] = tax - left + (claimsRefundable ? 0 : usedNonRefundable);
    out.eitc[i] = claimsRefundable ? refundable : usedNonRefundable;
    out.refundableEitc[i] = claimsRefundable ? refundable : 0;
  }
  return out;
}
