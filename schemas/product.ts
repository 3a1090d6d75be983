import { Schema } from 'effect';
import { ExhibitorId, ProductId } from './ids';

/** An exhibitor's product (002 §3), listed in the product directory and on its booth. */
const opt = <S extends Schema.Schema.Any>(s: S) => Schema.optionalWith(s, { exact: true });
const Flag = Schema.Union(Schema.Boolean, Schema.Literal(0, 1));

export const ProductResource = Schema.Struct({
  type: Schema.Literal('link', 'pdf', 'video', 'youtube'),
  label: Schema.String,
  url: Schema.String,
});

export const Product = Schema.Struct({
  id: ProductId,
  /** The exhibitor that shows the product. */
  CompID: ExhibitorId,
  type: Schema.String,
  data: Schema.Struct({
    name: Schema.String,
    /** HTML. */
    description: Schema.String,
    feature_image: opt(Schema.String),
    tags: opt(Schema.Array(Schema.Union(Schema.Number, Schema.String))),
    new_product: opt(Flag),
    /** The staff member to contact (a user uuid). */
    contact: opt(Schema.String),
    array_of_resources: opt(Schema.Array(ProductResource)),
  }),
});
export type Product = typeof Product.Type;
export type ProductDoc = typeof Product.Encoded;
