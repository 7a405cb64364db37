import { EngineError } from './errors.js';
import type { EntityDef } from './entity.js';

/** Membership of people in one group entity. */
export interface GroupMembership {
  /** Number of groups. */
  readonly count: number;
  /** For each person, the index of their group (0 ≤ index < count). */
  readonly membership: Int32Array;
  /** For each person, the index of their role in the entity's `roles`, if roles are known. */
  readonly roles?: Uint8Array;
}

/**
 * The people and groups a simulation runs over: for each group entity, each person's group
 * index. Projection (group → members) and aggregation (members → group) are typed-array ops.
 */
export class Population {
  /** Group-to-group row maps by source entity, then target (no key string is built per read). */
  private readonly groupToGroupCache = new Map<string, Map<string, Int32Array>>();
  private readonly firstMemberCache = new Map<string, Int32Array>();
  private readonly sizeCache = new Map<string, Float64Array>();
  /** The person entity's key: every row count and read asks whether an entity is it. */
  private readonly personKey: string | undefined;

  constructor(
    readonly entities: readonly EntityDef[],
    readonly personCount: number,
    private readonly groups: ReadonlyMap<string, GroupMembership>,
  ) {
    this.personKey = entities.find((e) => e.isPerson)?.key;
  }

  /** Number of rows of an entity. */
  count(entity: string): number {
    if (this.isPerson(entity)) return this.personCount;
    return this.group(entity).count;
  }

  /** True when the entity is the person entity. */
  isPerson(entity: string): boolean {
    return entity === this.personKey;
  }

  /** Person → group index for a group entity. */
  membership(entity: string): Int32Array {
    return this.group(entity).membership;
  }

  /** Person → role index for a group entity, when roles are known. */
  roles(entity: string): Uint8Array | undefined {
    return this.group(entity).roles;
  }

  /** Group → index of its first member (members in person order). */
  firstMember(entity: string): Int32Array {
    let out = this.firstMemberCache.get(entity);
    if (!out) {
      const { count, membership } = this.group(entity);
      out = new Int32Array(count).fill(-1);
      for (let p = membership.length - 1; p >= 0; p -= 1) out[membership[p]!] = p;
      this.firstMemberCache.set(entity, out);
    }
    return out;
  }

  /** Number of members of each group. */
  groupSize(entity: string): Float64Array {
    let out = this.sizeCache.get(entity);
    if (!out) {
      const { count, membership } = this.group(entity);
      out = new Float64Array(count);
      for (let p = 0; p < membership.length; p += 1) {
        const g = membership[p]!;
        out[g] = out[g]! + 1;
      }
      this.sizeCache.set(entity, out);
    }
    return out;
  }

  /**
   * For each row of entity `from`, the row of entity `to` that holds it: for a person, their group;
   * for a group, the `to` group of its first member.
   */
  rowMap(from: string, to: string): Int32Array {
    if (this.isPerson(from)) return this.membership(to);
    let byTarget = this.groupToGroupCache.get(from);
    if (!byTarget) {
      byTarget = new Map();
      this.groupToGroupCache.set(from, byTarget);
    }
    let out = byTarget.get(to);
    if (!out) {
      const first = this.firstMember(from);
      const target = this.membership(to);
      out = new Int32Array(first.length);
      for (let g = 0; g < first.length; g += 1) out[g] = target[first[g]!]!;
      byTarget.set(to, out);
    }
    return out;
  }

  private group(entity: string): GroupMembership {
    const g = this.groups.get(entity);
    if (!g)
      throw new EngineError(
        'unknown_entity',
        `population has no group entity ${JSON.stringify(entity)}`,
      );
    return g;
  }
}

/**
 * Builds a population, checking that every person belongs to exactly one existing group of each
 * group entity and that no group is empty.
 */
export function createPopulation(
  entities: readonly EntityDef[],
  personCount: number,
  groups: Readonly<Record<string, GroupMembership>>,
): Population {
  const map = new Map<string, GroupMembership>();
  for (const entity of entities) {
    if (entity.isPerson) continue;
    const g = groups[entity.key];
    if (!g)
      throw new EngineError('missing_entity', `population lacks memberships of ${entity.key}`);
    if (g.membership.length !== personCount) {
      throw new EngineError(
        'invalid_population',
        `${entity.key} membership has ${g.membership.length} rows, expected ${personCount}`,
      );
    }
    const seen = new Uint8Array(g.count);
    for (let p = 0; p < personCount; p += 1) {
      const idx = g.membership[p]!;
      if (idx < 0 || idx >= g.count) {
        throw new EngineError(
          'invalid_population',
          `person ${p} has ${entity.key} index ${idx} outside 0..${g.count - 1}`,
        );
      }
      seen[idx] = 1;
    }
    const empty = seen.indexOf(0);
    if (empty >= 0)
      throw new EngineError('invalid_population', `${entity.key} ${empty} has no members`);
    map.set(entity.key, g);
  }
  return new Population(entities, personCount, map);
}
