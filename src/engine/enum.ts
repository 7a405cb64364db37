/** A closed set of named values; a column of this enum holds the index of each name. */
export interface EnumDef<T extends string = string> {
  readonly id: string;
  readonly names: readonly T[];
  /** Name → code. */
  readonly codes: Readonly<Record<T, number>>;
}

/** Defines an enum: `defineEnum('filing_status', ['SINGLE', 'JOINT'] as const)`. */
export function defineEnum<const T extends string>(id: string, names: readonly T[]): EnumDef<T> {
  const codes = {} as Record<T, number>;
  names.forEach((name, i) => {
    codes[name] = i;
  });
  return Object.freeze({ id, names: Object.freeze([...names]), codes: Object.freeze(codes) });
}
