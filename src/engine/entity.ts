/** A role a person can hold in a group entity (head, spouse, dependent; adult, child). */
export interface RoleDef {
  readonly key: string;
  readonly plural: string;
  readonly label: string;
  /**
   * The person boolean variable that says who holds this role, when the model has the concept
   * (e.g. `is_tax_unit_head`). A situation listing people under the role's plural (`heads`) sets
   * it: true for them, false for the group's other members. A role without one cannot be given in
   * a situation (`unsupported_role`), except the plain members list.
   */
  readonly variable?: string;
}

/** An entity of a country model: the person, or a group of people with roles. */
export interface EntityDef {
  readonly key: string;
  /** The key of this entity's section in a situation document (`people`, `tax_units`…). */
  readonly plural: string;
  readonly label: string;
  readonly isPerson: boolean;
  readonly roles: readonly RoleDef[];
}

/** Defines an entity. A model has exactly one person entity; every other entity is a group. */
export function defineEntity(def: {
  key: string;
  plural: string;
  label: string;
  isPerson?: boolean;
  roles?: readonly RoleDef[];
}): EntityDef {
  if (!/^[a-z][a-z0-9_]*$/.test(def.key))
    throw new Error(`entity key ${def.key} is not snake_case`);
  return Object.freeze({
    key: def.key,
    plural: def.plural,
    label: def.label,
    isPerson: def.isPerson ?? false,
    roles: Object.freeze([...(def.roles ?? [])]),
  });
}
