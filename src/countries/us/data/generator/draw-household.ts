import { cumulative, type Prng } from './prng.js';

/** How a member relates to the household head. */
export const RELATION = {
  head: 0,
  spouse: 1,
  partner: 2,
  child: 3,
  relative: 4,
  nonrelative: 5,
} as const;

/** Household types the generator draws, with national shares (see `HOUSEHOLD_TYPE_SHARES`). */
export const HOUSEHOLD_TYPE = {
  singleWorkingAge: 0,
  singleSenior: 1,
  coupleNoChildren: 2,
  coupleWithChildren: 3,
  singleParent: 4,
  cohabiting: 5,
  roommates: 6,
  otherFamily: 7,
} as const;

/**
 * National shares of household types, approximating Census Bureau, Current Population Survey
 * ASEC 2024, tables HH-1 and FM-1 (one-person 28.5%, married couples 47%, other families 17%,
 * other non-family 7.5%). Shifted by state household size and corrected by calibration.
 */
export const HOUSEHOLD_TYPE_SHARES = [0.16, 0.13, 0.27, 0.18, 0.075, 0.07, 0.045, 0.07] as const;

const CHILDREN_COUPLE = cumulative([0.4, 0.37, 0.16, 0.05, 0.02]);
const CHILDREN_SINGLE = cumulative([0.5, 0.32, 0.13, 0.04, 0.01]);

/** Per-member scratch for one household: at most {@link MAX_MEMBERS} people. */
export interface HouseholdScratch {
  size: number;
  type: number;
  readonly age: Float64Array;
  readonly male: Uint8Array;
  readonly relation: Uint8Array;
  readonly student: Uint8Array;
}

/** Largest household the generator makes. */
export const MAX_MEMBERS = 12;

/** Fresh scratch space for {@link drawHousehold}. */
export function createHouseholdScratch(): HouseholdScratch {
  return {
    size: 0,
    type: 0,
    age: new Float64Array(MAX_MEMBERS),
    male: new Uint8Array(MAX_MEMBERS),
    relation: new Uint8Array(MAX_MEMBERS),
    student: new Uint8Array(MAX_MEMBERS),
  };
}

/** Cumulative type shares for a state whose people per household is `sizeRatio` × the national figure. */
export function householdTypeCumulative(sizeRatio: number): Float64Array {
  const kids = sizeRatio ** 3;
  const alone = sizeRatio ** -2;
  const [sw, ss, cn, ck, sp, co, rm, of] = HOUSEHOLD_TYPE_SHARES;
  return cumulative([sw * alone, ss * alone, cn, ck * kids, sp * kids, co, rm, of * kids]);
}

function add(s: HouseholdScratch, age: number, male: boolean, relation: number, rng: Prng): void {
  if (s.size >= MAX_MEMBERS) return;
  const a = Math.max(0, Math.min(100, Math.floor(age)));
  s.age[s.size] = a;
  s.male[s.size] = male ? 1 : 0;
  s.relation[s.size] = relation;
  const pStudent = a < 18 ? 0 : a < 20 ? 0.5 : a < 22 ? 0.4 : a < 24 ? 0.25 : a < 30 ? 0.05 : 0;
  s.student[s.size] = rng.chance(pStudent) ? 1 : 0;
  s.size++;
}

function seniorAge(rng: Prng): number {
  return Math.min(100, 65 + rng.exponential(10));
}

/** Children of a parent: ages between the parent's age at 20 and at 45 from now, under 18. */
function addChildren(s: HouseholdScratch, rng: Prng, parentAge: number, count: number): void {
  const oldest = Math.max(0, Math.min(17, parentAge - 20));
  const youngest = Math.min(oldest, Math.max(0, parentAge - 45));
  for (let k = 0; k < count; k++)
    add(s, rng.integer(youngest, oldest), rng.chance(0.51), RELATION.child, rng);
}

/** Spouse's or partner's age: close to the head's, a couple of years younger on average for women. */
function partnerAge(rng: Prng, headAge: number, headMale: boolean): number {
  return Math.max(18, headAge + (headMale ? -2 : 2) + 4 * rng.normal());
}

/** Draws one household's members into the scratch (head first), given the state's cumulative type shares. */
export function drawHousehold(rng: Prng, s: HouseholdScratch, typeCumulative: Float64Array): void {
  s.size = 0;
  const type = rng.pick(typeCumulative);
  s.type = type;
  switch (type) {
    case HOUSEHOLD_TYPE.singleWorkingAge:
      add(
        s,
        rng.chance(0.06) ? rng.integer(18, 21) : 22 + 42 * rng.uniform() ** 0.6,
        rng.chance(0.52),
        RELATION.head,
        rng,
      );
      break;
    case HOUSEHOLD_TYPE.singleSenior:
      add(s, seniorAge(rng), rng.chance(0.38), RELATION.head, rng);
      break;
    case HOUSEHOLD_TYPE.coupleNoChildren:
    case HOUSEHOLD_TYPE.coupleWithChildren: {
      const withChildren = type === HOUSEHOLD_TYPE.coupleWithChildren;
      const u = rng.uniform();
      const age = withChildren
        ? 42 + 7.5 * rng.normal()
        : u < 0.15
          ? rng.integer(22, 44)
          : u < 0.6
            ? rng.integer(45, 64)
            : seniorAge(rng);
      const male = rng.chance(0.56);
      add(s, age, male, RELATION.head, rng);
      add(s, partnerAge(rng, age, male), rng.chance(0.02) ? male : !male, RELATION.spouse, rng);
      if (withChildren) addChildren(s, rng, age, 1 + rng.pick(CHILDREN_COUPLE));
      // Grown children at home (students among them are dependents) and elderly parents.
      if (age >= 40 && age < 72 && rng.chance(withChildren ? 0.45 : 0.42))
        add(
          s,
          rng.integer(18, Math.min(rng.chance(0.7) ? 24 : 34, age - 20)),
          rng.chance(0.55),
          RELATION.child,
          rng,
        );
      // An elderly parent, or a brother or sister (multigenerational and extended families).
      if (age < 62 && rng.chance(0.08))
        add(s, age + 25 + rng.integer(0, 10), rng.chance(0.3), RELATION.relative, rng);
      else if (rng.chance(0.05))
        add(s, age + rng.integer(-8, 8), rng.chance(0.5), RELATION.relative, rng);
      break;
    }
    case HOUSEHOLD_TYPE.singleParent: {
      const age = Math.max(19, Math.min(60, 37 + 8 * rng.normal()));
      add(s, age, rng.chance(0.22), RELATION.head, rng);
      addChildren(s, rng, age, 1 + rng.pick(CHILDREN_SINGLE));
      if (age >= 38 && rng.chance(0.25))
        add(s, rng.integer(18, Math.min(30, age - 18)), rng.chance(0.5), RELATION.child, rng);
      if (rng.chance(0.18))
        add(s, age + 20 + rng.integer(0, 12), rng.chance(0.3), RELATION.relative, rng);
      break;
    }
    case HOUSEHOLD_TYPE.cohabiting: {
      const age = rng.chance(0.85) ? rng.integer(20, 50) : rng.integer(51, 80);
      const male = rng.chance(0.5);
      add(s, age, male, RELATION.head, rng);
      add(s, partnerAge(rng, age, male), !male, RELATION.partner, rng);
      if (age < 50 && rng.chance(0.3)) addChildren(s, rng, age, 1 + rng.pick(CHILDREN_SINGLE));
      break;
    }
    case HOUSEHOLD_TYPE.roommates: {
      const count = rng.chance(0.75) ? 2 : 3;
      const base = rng.chance(0.8) ? rng.integer(19, 38) : rng.integer(39, 75);
      for (let k = 0; k < count; k++)
        add(
          s,
          base + rng.integer(-3, 3),
          rng.chance(0.5),
          k === 0 ? RELATION.head : RELATION.nonrelative,
          rng,
        );
      break;
    }
    default: {
      // Other families: a head with a grown child, a sibling or a parent (multigenerational).
      const age = rng.integer(30, 85);
      add(s, age, rng.chance(0.4), RELATION.head, rng);
      const u = rng.uniform();
      if (age >= 45 && u < 0.6)
        add(s, rng.integer(18, Math.min(40, age - 18)), rng.chance(0.55), RELATION.child, rng);
      else if (u < 0.85 || age >= 60)
        add(s, age + rng.integer(-8, 8), rng.chance(0.5), RELATION.relative, rng);
      else add(s, age + 22 + rng.integer(0, 10), rng.chance(0.3), RELATION.relative, rng);
      // A third adult: another grown child or relative of working age.
      if (rng.chance(0.35)) add(s, rng.integer(18, 64), rng.chance(0.5), RELATION.relative, rng);
      if (rng.chance(0.5)) addChildren(s, rng, Math.min(age, 45), 1 + rng.pick(CHILDREN_SINGLE));
      break;
    }
  }
}
