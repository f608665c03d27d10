// What the site accepts of a field, carried by the Studio's field builders so that a document's parser is derived
// from its Studio definition (lib/content/derive.ts) instead of written again. Plain data under a symbol key: the
// Studio and `sanity schema extract` never see it, and the Studio's bundle gets no parser. No imports.

export const siteShape: unique symbol = Symbol.for('site-shape');

/** Text of at most `max` characters; required text may not be blank. */
export type TextShape<R extends boolean = boolean> = { kind: 'text'; max: number; required: R };
/** An object of fields (a group, an item of a list). */
export type ObjectShape<F extends Fields = Fields> = { kind: 'object'; fields: F };
/** A list of `min` to `max` items of one kind. */
export type ListShape<I extends Shape = Shape> = { kind: 'list'; of: I; min: number; max: number };
/** A shape the site parses with one shared parser (lib/content/derive.ts names them). */
export type NamedShape<N extends string = string> = { kind: 'named'; name: N };

export type Shape = TextShape | ObjectShape<any> | ListShape<any> | NamedShape; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Fields = { readonly [name: string]: Shape };

/** A Studio definition (a field, a list's member) that says what the site accepts of it. */
export type HasShape<S extends Shape = Shape> = { [siteShape]: S };
/** A Studio field that says what the site accepts of it. */
export type Shaped<N extends string = string, S extends Shape = Shape> = { name: N } & HasShape<S>;

/** The fields of a list that say what the site accepts, by name. */
export type FieldsOf<L extends readonly unknown[]> = {
  [F in Extract<L[number], Shaped> as F['name']]: F[typeof siteShape];
};

/** `definition`, saying the site accepts `shape` of it. */
export const shaped = <D extends object, S extends Shape>(definition: D, shape: S) =>
  Object.assign(definition, { [siteShape]: shape }) as D & { [siteShape]: S };

/** The shape each field of `fields` says the site accepts, by name; fields that say none are left out. */
export const fieldsOf = <const L extends readonly unknown[]>(fields: L): FieldsOf<L> =>
  Object.fromEntries(
    fields.flatMap((field) =>
      field && typeof field === 'object' && siteShape in field
        ? [[(field as Shaped).name, (field as Shaped)[siteShape]]]
        : [],
    ),
  ) as FieldsOf<L>;

export const text = <R extends boolean>(max: number, required: R): TextShape<R> => ({ kind: 'text', max, required });
export const object = <F extends Fields>(fields: F): ObjectShape<F> => ({ kind: 'object', fields });
export const listOf = <I extends Shape>(of: I, min: number, max: number): ListShape<I> => ({
  kind: 'list',
  of,
  min,
  max,
});
export const named = <N extends string>(name: N): NamedShape<N> => ({ kind: 'named', name });
