// build/types/schema-types.ts: the package's generated config and props types cover every
// registered widget, and the product form's lazy parts are typed by their own schemas.
import { describe, expect, it } from 'vitest';
import { propsTypeName, schemaTypes } from '../../build/types/schema-types.ts';
import { registry } from '../../widgets/registry.ts';

const text = await schemaTypes();

describe('schemaTypes', () => {
  it("names each widget's props type after the widget", () => {
    expect(propsTypeName('projector-form')).toBe('ProjectorFormProps');
    expect(propsTypeName('toasts')).toBe('ToastsProps');
  });

  it('declares the props of every registered widget, and maps each name to them in WidgetProps', () => {
    for (const name of Object.keys(registry)) {
      expect(text).toMatch(new RegExp(`^export (interface|type) ${propsTypeName(name)}\\b`, 'm'));
      expect(text).toContain(`  ${JSON.stringify(name)}: ${propsTypeName(name)};\n`);
    }
    expect(text).toContain('export type WidgetName = keyof WidgetProps;');
  });

  it("types projector-form's part keys by the parts' schemas, not as unknown", () => {
    const form = text.slice(text.indexOf('export interface ProjectorFormProps'), text.indexOf('\n}\n', text.indexOf('export interface ProjectorFormProps')));
    expect(form).toMatch(/\n {2}express\?: \{\n {4}\/\*\* The providers, in the order their buttons show\. \*\/\n {4}providers: \{/);
    expect(form).not.toMatch(/^ {2}\w+\?: unknown;$/m);
  });

  it("declares the config with every key optional, the page shell's scripts and snippets included", () => {
    const config = text.slice(text.indexOf('export interface StorefrontConfig'), text.indexOf('\n}\n'));
    expect(config.match(/^ {2}\w+: /gm)).toBeNull();
    for (const key of ['language', 'priceType', 'captcha', 'scripts', 'snippets']) expect(config).toMatch(new RegExp(`^ {2}${key}\\?: `, 'm'));
  });
});
