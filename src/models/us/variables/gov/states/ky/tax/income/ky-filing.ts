/**
 * Kentucky's two ways for a married couple to file (Form 740 filing status 2, joint, or 3,
 * "married filing separately on a combined return"): one column with one standard deduction, or
 * a column per spouse, each with its own AGI and its own standard deduction, or each with a share
 * of the itemized deductions in proportion to the spouses' Kentucky AGI (both spouses must
 * itemize if either does). Credits are applied in the order of KRS 141.0205: the personal tax
 * credits (on a combined separate return each spouse's only against their own column's tax), the
 * family size tax credit (its share of the tax left), then the dependent care credit, each up to
 * the tax left. The couple takes the way with less tax after these credits (joint on a tie).
 */
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** Each return's chosen way and its amounts. */
export interface KyFiling {
  readonly separately: Uint8Array;
  readonly taxableIncome: Float64Array;
  readonly tax: Float64Array;
  readonly nonRefundable: Float64Array;
  readonly cdcc: Float64Array;
}

/** Tax left and dependent care credit used after the credits following the personal ones. */
function afterCredits(left: number, share: number, care: number): [number, number] {
  const afterFamily = left - share * left;
  const used = Math.min(care, afterFamily);
  return [afterFamily - used, used];
}

/** Computes both ways for every return and keeps the cheaper. */
export function kyFiling(f: UsFormulaContext): KyFiling {
  const p = f.p.gov.states.ky.tax.income;
  const rate = p.rate;
  const standard = p.deductions.standard;
  const agi = f.get('ky_agi');
  const itemized = f.get('ky_itemized_deductions');
  const share = f.get('ky_family_size_tax_credit_share');
  const care = f.get('ky_cdcc_potential');
  const personAgi = f.members('ky_agi_person');
  const personCredits = f.members('ky_personal_tax_credits_person');
  const head = f.members('is_tax_unit_head');
  const spouse = f.members('is_tax_unit_spouse');
  const unit = f.memberIndex();
  const hasSpouse = new Uint8Array(f.size);
  const headAgi = f.zeros();
  const spouseAgi = f.zeros();
  const headCredits = f.zeros();
  const spouseCredits = f.zeros();
  for (let j = 0; j < unit.length; j += 1) {
    const u = unit[j]!;
    if (head[j]) {
      headAgi[u] = headAgi[u]! + personAgi[j]!;
      headCredits[u] = headCredits[u]! + personCredits[j]!;
    }
    if (spouse[j]) {
      hasSpouse[u] = 1;
      spouseAgi[u] = spouseAgi[u]! + personAgi[j]!;
      spouseCredits[u] = spouseCredits[u]! + personCredits[j]!;
    }
  }
  const out = {
    separately: new Uint8Array(f.size),
    taxableIncome: f.zeros(),
    tax: f.zeros(),
    nonRefundable: f.zeros(),
    cdcc: f.zeros(),
  };
  for (let i = 0; i < f.size; i += 1) {
    const jointIncome = Math.max(0, agi[i]! - Math.max(standard, itemized[i]!));
    const jointTax = rate * jointIncome;
    const jointPersonal = Math.min(headCredits[i]! + spouseCredits[i]!, jointTax);
    const [jointLeft, jointCare] = afterCredits(jointTax - jointPersonal, share[i]!, care[i]!);
    let apart = false;
    let separateIncome = 0;
    let separateTax = 0;
    let separateLeft = 0;
    let separateCare = 0;
    if (hasSpouse[i]) {
      const positive = Math.max(0, headAgi[i]!) + Math.max(0, spouseAgi[i]!);
      const headShare = positive > 0 ? Math.max(0, headAgi[i]!) / positive : 0.5;
      const headItemized = itemized[i]! * headShare;
      const standardHead = Math.max(0, headAgi[i]! - standard);
      const standardSpouse = Math.max(0, spouseAgi[i]! - standard);
      const itemizedHead = Math.max(0, headAgi[i]! - headItemized);
      const itemizedSpouse = Math.max(0, spouseAgi[i]! - (itemized[i]! - headItemized));
      const itemizes = itemizedHead + itemizedSpouse < standardHead + standardSpouse;
      const headIncome = itemizes ? itemizedHead : standardHead;
      const spouseIncome = itemizes ? itemizedSpouse : standardSpouse;
      const headTax = rate * headIncome;
      const spouseTax = rate * spouseIncome;
      const personal = Math.min(headCredits[i]!, headTax) + Math.min(spouseCredits[i]!, spouseTax);
      separateIncome = headIncome + spouseIncome;
      separateTax = headTax + spouseTax;
      [separateLeft, separateCare] = afterCredits(separateTax - personal, share[i]!, care[i]!);
      apart = separateLeft < jointLeft;
    }
    out.separately[i] = apart ? 1 : 0;
    out.taxableIncome[i] = apart ? separateIncome : jointIncome;
    out.tax[i] = apart ? separateTax : jointTax;
    out.nonRefundable[i] = apart ? separateTax - separateLeft : jointTax - jointLeft;
    out.cdcc[i] = apart ? separateCare : jointCare;
  }
  return out;
}
