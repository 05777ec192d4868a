// build/types/json-schema-to-ts.ts: the package's config and props types from zod's JSON Schema.
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { declaration, typeOf, type JsonSchema } from '../../build/types/json-schema-to-ts.ts';

/** The type of a zod schema as a theme writes its value. */
const ts = (schema: z.ZodMiniType) => typeOf(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema);

describe('typeOf', () => {
  it('types scalars, literals, enums and nullables', () => {
    expect(ts(z.string())).toBe('string');
    expect(ts(z.number().check(z.int(), z.minimum(1)))).toBe('number');
    expect(ts(z.literal(3))).toBe('3');
    expect(ts(z.enum(['gross', 'net']))).toBe('"gross" | "net"');
    expect(ts(z.nullable(z.boolean()))).toBe('boolean | null');
    expect(ts(z.unknown())).toBe('unknown');
  });

  it('closes a z.object (a key it does not know is a typo), with its optional keys and their descriptions', () => {
    const schema = z.object({ id: z.string().check(z.describe('The id.')), 'data-x': z.optional(z.number()) });
    expect(ts(schema)).toBe('{\n  /** The id. */\n  id: string;\n  "data-x"?: number;\n}');
  });

  it('opens a z.looseObject and a z.record with an index signature', () => {
    expect(ts(z.looseObject({ id: z.string() }))).toBe('{\n  id: string;\n  [key: string]: unknown;\n}');
    expect(ts(z.record(z.string(), z.number()))).toBe('{\n  [key: string]: number;\n}');
  });

  it('takes only the empty object for an object of no keys', () => {
    expect(ts(z.object({}))).toBe('Record<string, never>');
  });

  it('indents nested objects', () => {
    expect(ts(z.object({ a: z.object({ b: z.boolean() }) }))).toBe('{\n  a: {\n    b: boolean;\n  };\n}');
  });

  it('groups a union before [] (but not a | inside a string literal), and types tuples', () => {
    expect(ts(z.array(z.union([z.string(), z.number()])))).toBe('(string | number)[]');
    expect(ts(z.array(z.literal('a|b')))).toBe('"a|b"[]');
    expect(ts(z.array(z.object({ a: z.string() })))).toBe('{\n  a: string;\n}[]');
    expect(ts(z.tuple([z.number(), z.string()]))).toBe('[number, string]');
  });

  it('makes a key with a default optional: the theme may leave it out', () => {
    expect(ts(z.object({ n: z._default(z.number(), 1) }))).toBe('{\n  n?: number;\n}');
  });

  it('refuses what it does not know rather than typing it any', () => {
    expect(() => typeOf({ $ref: '#/$defs/Node' })).toThrow('"$ref" is not supported');
    expect(() => typeOf({ type: 'bigint' })).toThrow('type "bigint" is not supported');
  });
});

describe('declaration', () => {
  it('declares an object as an interface, anything else as a type, with a doc comment', () => {
    expect(declaration('A', { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] }, 'An A.')).toBe(
      '/** An A. */\nexport interface A {\n  a: string;\n}\n',
    );
    expect(declaration('B', { enum: ['x', 'y'] })).toBe('export type B = "x" | "y";\n');
  });

  it('declares a union or an intersection of objects as a type, not an interface', () => {
    const a: JsonSchema = { type: 'object', properties: { a: { type: 'string' } }, required: ['a'] };
    const b: JsonSchema = { type: 'object', properties: { b: { type: 'number' } }, required: ['b'] };
    expect(declaration('U', { anyOf: [a, b] })).toBe('export type U = {\n  a: string;\n} | {\n  b: number;\n};\n');
    expect(declaration('I', { allOf: [a, b] })).toBe('export type I = {\n  a: string;\n} & {\n  b: number;\n};\n');
    expect(declaration('N', { anyOf: [a, { type: 'null' }] })).toBe('export type N = {\n  a: string;\n} | null;\n');
  });
});
