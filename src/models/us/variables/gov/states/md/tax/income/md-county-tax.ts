/** Maryland county income tax by the household's county (Tax-General 10-106, 10-704(d)). */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { FILING_STATUS, MD_COUNTY } from '../../../../../enums.js';
import { bracketAbove } from '../../../../../scale-over.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/** A county's income tax on a base, and the county rate its earned income credit multiplies. */
export interface MdCountyTax {
  /** County income tax on each row's base. */
  readonly tax: Float64Array;
  /**
   * The county rate of Tax-General 10-704(d): a flat county's rate; in Frederick County the rate
   * of the bracket the base falls in (it applies to the whole base); in Anne Arundel County,
   * whose rates are marginal, its lowest rate.
   */
  readonly rate: Float64Array;
}

/**
 * The county income tax of each row's `md_county` on `base` (Maryland taxable income, or the
 * withholding estimate's base). `joint[i]` non-zero picks the graduated counties' joint, head of
 * household and surviving spouse schedule; otherwise their single one (single, separate and
 * dependent filers). Each graduated schedule is read only when a row lives in that county.
 */
export function mdCountyTax(
  f: UsFormulaContext,
  base: NumericArray,
  joint: NumericArray,
): MdCountyTax {
  const p = f.p.gov.states.md.tax.income.local;
  const county = f.get('md_county');
  const { ANNE_ARUNDEL, FREDERICK } = MD_COUNTY.codes;
  const tax = f.zeros();
  const rate = f.zeros();
  const flatRows: number[] = [];
  let anneArundel = false;
  let frederick = false;
  for (let i = 0; i < f.size; i += 1) {
    if (county[i] === ANNE_ARUNDEL) anneArundel = true;
    else if (county[i] === FREDERICK) frederick = true;
    else flatRows.push(i);
  }
  // Only the flat counties present are looked up: the graduated ones have no flat rate.
  const flat = f.lookup(
    p.rate,
    Float64Array.from(flatRows, (i) => county[i]!),
    MD_COUNTY,
  );
  flatRows.forEach((i, k) => {
    rate[i] = flat[k]!;
    tax[i] = flat[k]! * base[i]!;
  });
  if (anneArundel) {
    const { single, joint: jointScale } = p.anne_arundel;
    const onSingle = single.calc(base);
    const onJoint = jointScale.calc(base);
    for (let i = 0; i < f.size; i += 1) {
      if (county[i] !== ANNE_ARUNDEL) continue;
      const scale = joint[i] ? jointScale : single;
      tax[i] = joint[i] ? onJoint[i]! : onSingle[i]!;
      rate[i] = scale.values[0] ?? 0;
    }
  }
  if (frederick) {
    const { single, joint: jointScale } = p.frederick;
    for (let i = 0; i < f.size; i += 1) {
      if (county[i] !== FREDERICK) continue;
      rate[i] = bracketAbove(joint[i] ? jointScale : single, base[i]!);
      tax[i] = rate[i]! * base[i]!;
    }
  }
  return { tax, rate };
}

/** 1 for each tax unit on the graduated counties' joint schedule (joint, head of household, surviving spouse filers). */
export function usesJointCountySchedule(f: UsFormulaContext): Uint8Array {
  const { JOINT, HEAD_OF_HOUSEHOLD, SURVIVING_SPOUSE } = FILING_STATUS.codes;
  const status = f.get('filing_status');
  return Uint8Array.from(status, (s) =>
    s === JOINT || s === HEAD_OF_HOUSEHOLD || s === SURVIVING_SPOUSE ? 1 : 0,
  );
}
