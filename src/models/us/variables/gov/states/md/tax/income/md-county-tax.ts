/** Maryland county income tax by the household's county (Tax-General 10-106, 10-704(d)). */
import type { NumericArray } from '../../../../../../../../engine/index.js';
import { FILING_STATUS, MD_COUNTY } from '../../../../../enums.js';
import { bracketAbove } from '../../../../../scale-over.js';
import type { UsFormulaContext } from '../../../../../us-variable.js';

/**
 * The county rate of Tax-General 10-704(d) for each row's `md_county` and `base` (Maryland
 * taxable income, or the withholding estimate's base): a flat county's rate; in Frederick County
 * the rate of the bracket the base falls in (it applies to the whole base); in Anne Arundel County,
 * whose rates are marginal, its lowest rate. `joint[i]` non-zero picks the graduated counties'
 * joint, head of household and surviving spouse schedule; otherwise their single one (single,
 * separate and dependent filers). Each graduated schedule is read only when a row lives there.
 */
export function mdCountyRate(
  f: UsFormulaContext,
  base: NumericArray,
  joint: NumericArray,
): Float64Array {
  const p = f.p.gov.states.md.tax.income.local;
  const county = f.get('md_county');
  const { ANNE_ARUNDEL, FREDERICK } = MD_COUNTY.codes;
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
  flatRows.forEach((i, k) => (rate[i] = flat[k]!));
  if (anneArundel) {
    const { single, joint: jointScale } = p.anne_arundel;
    for (let i = 0; i < f.size; i += 1)
      if (county[i] === ANNE_ARUNDEL) rate[i] = (joint[i] ? jointScale : single).values[0] ?? 0;
  }
  if (frederick) {
    const { single, joint: jointScale } = p.frederick;
    for (let i = 0; i < f.size; i += 1)
      if (county[i] === FREDERICK) rate[i] = bracketAbove(joint[i] ? jointScale : single, base[i]!);
  }
  return rate;
}

/**
 * The county income tax on `base`: the county rate ({@link mdCountyRate}, given when already
 * known) times the base, except in Anne Arundel County, whose marginal schedule applies.
 */
export function mdCountyTax(
  f: UsFormulaContext,
  base: NumericArray,
  joint: NumericArray,
  rate: NumericArray = mdCountyRate(f, base, joint),
): Float64Array {
  const county = f.get('md_county');
  const { ANNE_ARUNDEL } = MD_COUNTY.codes;
  const tax = f.zeros();
  let anneArundel = false;
  for (let i = 0; i < f.size; i += 1) {
    if (county[i] === ANNE_ARUNDEL) anneArundel = true;
    else tax[i] = rate[i]! * base[i]!;
  }
  if (anneArundel) {
    const { single, joint: jointScale } = f.p.gov.states.md.tax.income.local.anne_arundel;
    const onSingle = single.calc(base);
    const onJoint = jointScale.calc(base);
    for (let i = 0; i < f.size; i += 1)
      if (county[i] === ANNE_ARUNDEL) tax[i] = joint[i] ? onJoint[i]! : onSingle[i]!;
  }
  return tax;
}

/** 1 for each tax unit on the graduated counties' joint schedule (joint, head of household, surviving spouse filers). */
export function usesJointCountySchedule(f: UsFormulaContext): Uint8Array {
  const { JOINT, HEAD_OF_HOUSEHOLD, SURVIVING_SPOUSE } = FILING_STATUS.codes;
  const status = f.get('filing_status');
  return Uint8Array.from(status, (s) =>
    s === JOINT || s === HEAD_OF_HOUSEHOLD || s === SURVIVING_SPOUSE ? 1 : 0,
  );
}
