import { Option, SchemaAST } from 'effect';
import { FieldWidget, type FieldWidgetKind } from '../../../../schemas/fieldWidget';

/** One control of the settings form, as the schema's AST describes the field. */
export type FieldControl =
  | { readonly kind: 'text' | 'number' | 'checkbox' | 'json' }
  | { readonly kind: 'select'; readonly options: readonly (string | number | boolean)[] }
  /** A number or a text (ids): kept a number when the text is one. */
  | { readonly kind: 'numberOrText' }
  | { readonly kind: FieldWidgetKind };

export interface FieldSpec {
  readonly key: string;
  readonly path: readonly string[];
  readonly title: string;
  readonly description: string | null;
  readonly control: FieldControl;
}

/** A group of fields (a nested object of the document), with its own groups. */
export interface GroupSpec {
  readonly key: string;
  readonly path: readonly string[];
  readonly title: string;
  readonly description: string | null;
  readonly fields: readonly FieldSpec[];
  readonly groups: readonly GroupSpec[];
}

/** `primary_dark_color` → `Primary dark color`: the title of a field the schema gives none. */
export const humanise = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * An annotation the document's schema gives; Effect's own (`string`, `a non empty string`) name the type, in
 * lower case, and are not for organisers.
 */
const text = (ast: SchemaAST.AST, read: (a: SchemaAST.Annotated) => Option.Option<string>) => {
  const found = Option.getOrUndefined(read(ast));
  return found && /^[A-Z]/.test(found) ? found : undefined;
};
const titleOf = (ast: SchemaAST.AST) => text(ast, SchemaAST.getTitleAnnotation);
const descriptionOf = (ast: SchemaAST.AST) => text(ast, SchemaAST.getDescriptionAnnotation);
const widgetOf = (ast: SchemaAST.AST) => ast.annotations[FieldWidget] as FieldWidgetKind | undefined;

/** The AST under refinements and transformations (a checked or transformed value is edited as its base). */
function base(ast: SchemaAST.AST): SchemaAST.AST {
  if (SchemaAST.isRefinement(ast)) return base(ast.from);
  if (SchemaAST.isTransformation(ast)) return base(ast.to);
  return ast;
}

function controlOf(ast: SchemaAST.AST): FieldControl {
  const widget = widgetOf(ast) ?? widgetOf(base(ast));
  if (widget) return { kind: widget };
  const b = base(ast);
  switch (b._tag) {
    case 'StringKeyword':
      return { kind: 'text' };
    case 'NumberKeyword':
      return { kind: 'number' };
    case 'BooleanKeyword':
      return { kind: 'checkbox' };
    case 'Literal':
      return b.literal === null || typeof b.literal === 'bigint'
        ? { kind: 'json' }
        : { kind: 'select', options: [b.literal] };
    case 'Union': {
      const members = b.types.map(base);
      // A flag: true or false, or 1 or 0.
      if (members.some((m) => m._tag === 'BooleanKeyword')) return { kind: 'checkbox' };
      if (members.every(SchemaAST.isLiteral)) {
        const options = members.map((m) => m.literal);
        if (options.every((o) => typeof o === 'string' || typeof o === 'number'))
          return { kind: 'select', options: options as (string | number)[] };
      }
      const tags = new Set(members.map((m) => m._tag));
      if (tags.size === 2 && tags.has('NumberKeyword') && tags.has('StringKeyword'))
        return { kind: 'numberOrText' };
      return { kind: 'json' };
    }
    default:
      return { kind: 'json' };
  }
}

/** An object with named fields (not a record) becomes a group; anything else a field. */
const isGroup = (ast: SchemaAST.AST): ast is SchemaAST.TypeLiteral => {
  const b = base(ast);
  return SchemaAST.isTypeLiteral(b) && b.propertySignatures.length > 0 && b.indexSignatures.length === 0;
};

/**
 * The form of a struct schema: its fields (titled fields first) and its nested objects as groups, with the
 * titles and descriptions the schema's annotations give (the field's name made readable otherwise).
 */
export function groupOf(
  ast: SchemaAST.AST,
  key = '',
  path: readonly string[] = [],
  outer: SchemaAST.AST = ast,
): GroupSpec {
  const literal = base(ast) as SchemaAST.TypeLiteral;
  const fields: FieldSpec[] = [];
  const groups: GroupSpec[] = [];
  for (const ps of literal.propertySignatures) {
    const name = String(ps.name);
    const at = [...path, name];
    if (isGroup(ps.type)) groups.push(groupOf(ps.type, name, at));
    else
      fields.push({
        key: name,
        path: at,
        title: titleOf(ps.type) ?? humanise(name),
        description: descriptionOf(ps.type) ?? null,
        control: controlOf(ps.type),
      });
  }
  const untitled = (f: FieldSpec) => (f.title === humanise(f.key) ? 1 : 0);
  return {
    key,
    path,
    title: titleOf(outer) ?? titleOf(ast) ?? (key ? humanise(key) : ''),
    description: descriptionOf(outer) ?? descriptionOf(ast) ?? null,
    fields: [...fields].sort((a, b) => untitled(a) - untitled(b)),
    groups,
  };
}
