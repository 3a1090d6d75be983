/**
 * How a form shows a field of a schema, beyond what its type says: an annotation the settings editor reads
 * from the schema's AST (`Schema.String.annotations({ [FieldWidget]: 'colour' })`).
 */
export const FieldWidget: unique symbol = Symbol.for('confplatform/FieldWidget');

/** `colour`: a colour picker with a contrast warning; `image`: an image's address with its preview. */
export type FieldWidgetKind = 'colour' | 'image';
