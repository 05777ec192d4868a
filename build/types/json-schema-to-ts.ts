// TypeScript declarations from the JSON Schema that zod writes (`z.toJSONSchema`, draft 2020-12): the
// subset our props and config schemas use. An object's `properties` become members, optional unless
// `required`, with each `description` as a doc comment. An object without `additionalProperties` is
// closed: zod's `z.object` strips unknown keys, so a key the type does not know is a typo a theme
// wants to hear about; `z.looseObject` and `z.record` say `additionalProperties` and get an index
// signature. Anything this module does not know (a `$ref`, `not`) throws rather than becoming `any`.

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  [keyword: string]: unknown;
}

/** Keywords that only narrow a value further (lengths, ranges, patterns): no TypeScript type says them. */
const CHECKS = new Set(['$schema', 'description', 'title', 'minLength', 'maxLength', 'pattern', 'format', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minItems', 'maxItems', 'uniqueItems', 'propertyNames', 'default', 'examples']);
const KNOWN = new Set([...CHECKS, 'type', 'enum', 'const', 'anyOf', 'oneOf', 'allOf', 'properties', 'required', 'additionalProperties', 'items', 'prefixItems']);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const literal = (value: unknown) => JSON.stringify(value);
/** A doc comment for `text` at `indent`, or nothing. */
export const docComment = (text: string | undefined, indent: string): string =>
  text ? `${indent}/** ${text.replace(/\*\//g, '*\\/').replace(/\n/g, `\n${indent} * `)} */\n` : '';

const union = (types: string[]): string => [...new Set(types)].join(' | ') || 'never';

/** Whether `type` is a union or an intersection at its top level (outside brackets and string literals). */
function compound(type: string): boolean {
  let depth = 0;
  for (let i = 0; i < type.length; i++) {
    const c = type[i]!;
    if (c === '"') {
      for (i++; i < type.length && type[i] !== '"'; i++) if (type[i] === '\\') i++;
    } else if ('{([<'.includes(c)) depth++;
    else if ('})]>'.includes(c)) depth--;
    else if (depth === 0 && (c === '|' || c === '&')) return true;
  }
  return false;
}
/** Wraps a union or intersection so that `[]` or `&` binds to the whole of it. */
const grouped = (type: string): string => (compound(type) ? `(${type})` : type);

/** The TypeScript type of `schema`; nested object literals are indented from `indent`. */
export function typeOf(schema: JsonSchema | boolean, indent = ''): string {
  if (schema === true) return 'unknown';
  if (schema === false) return 'never';
  const unknownKeyword = Object.keys(schema).find((k) => !KNOWN.has(k));
  if (unknownKeyword) throw new Error(`json-schema-to-ts: "${unknownKeyword}" is not supported (${JSON.stringify(schema).slice(0, 120)})`);
  if ('const' in schema) return literal(schema.const);
  if (schema.enum) return union(schema.enum.map(literal));
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return union(alternatives.map((s) => typeOf(s, indent)));
  if (schema.allOf) return schema.allOf.map((s) => grouped(typeOf(s, indent))).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (!types.length) return schema.properties ? objectType(schema, indent) : 'unknown';
  return union(types.map((type) => typeOfKind(type, schema, indent)));
}

function typeOfKind(type: string, schema: JsonSchema, indent: string): string {
  switch (type) {
    case 'string':
    case 'boolean':
    case 'null':
      return type;
    case 'number':
    case 'integer':
      return 'number';
    case 'array':
      return arrayType(schema, indent);
    case 'object':
      return objectType(schema, indent);
    default:
      throw new Error(`json-schema-to-ts: type "${type}" is not supported`);
  }
}

function arrayType(schema: JsonSchema, indent: string): string {
  if (schema.prefixItems) {
    const rest = schema.items === undefined || schema.items === false ? [] : [`...${grouped(typeOf(schema.items, indent))}[]`];
    return `[${[...schema.prefixItems.map((s) => typeOf(s, indent)), ...rest].join(', ')}]`;
  }
  return `${grouped(schema.items === undefined || schema.items === false ? 'unknown' : typeOf(schema.items, indent))}[]`;
}

function objectType(schema: JsonSchema, indent: string): string {
  const inner = indent + '  ';
  const required = new Set(schema.required ?? []);
  const members = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => `${docComment(property.description, inner)}${inner}${key(name)}${required.has(name) ? '' : '?'}: ${typeOf(property, inner)};\n`,
  );
  const extra = schema.additionalProperties;
  // Named members must fit the index signature: beside them it takes any value.
  if (extra !== undefined && extra !== false) members.push(`${inner}[key: string]: ${members.length ? 'unknown' : typeOf(extra, inner)};\n`);
  // No member and no other key: only the empty object (`{}` would take any value but null).
  return members.length ? `{\n${members.join('')}${indent}}` : 'Record<string, never>';
}

/**
 * `export interface name { … }` for an object schema, else `export type name = …;` (also a union or an
 * intersection of objects, `{ … } | { … }`: no interface says those), with its description.
 */
export function declaration(name: string, schema: JsonSchema, description = schema.description): string {
  const type = typeOf(schema);
  return docComment(description, '') + (type.startsWith('{') && !compound(type) ? `export interface ${name} ${type}\n` : `export type ${name} = ${type};\n`);
}
