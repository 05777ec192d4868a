// validateClientData (§3.2, §5.4, §7.1): which fields the shop checks, the input each one sends,
// the batched query (several fields in one request, each aliased by its input id) and how the
// answer's codes are routed back to fields (§4.1 field links). Pure: no DOM, no fetch.
import type { FieldKind, Problem } from './validation.ts';
import { LOGIN_CODES, PASSWORD_CODES, STREET_NUMBER_CODES } from './validation.ts';

export interface ServerField {
  /** The input's id (or name): the alias of its part of the query. */
  id: string;
  kind: FieldKind;
  value: string;
  /** Region code of the form (zip code, phone, NIP). */
  country?: string;
  /** Street: the linked house number, joined to the street (§3.2). */
  houseNumber?: string;
  /** Phone: the country prefix, joined to the number (§3.2). */
  prefix?: string;
  /** Login and password fields send both (§4.1). */
  login?: string;
  password?: string;
  /** E-mail on a registration form: an existing client is an error. */
  newClient?: boolean;
}

export interface ServerMessage {
  code: string;
  message?: string | null;
}

export interface ServerAnswer {
  messages?: ReadonlyArray<ServerMessage | null> | null;
  clientExists?: boolean | null;
}

const SERVER_KINDS: ReadonlySet<FieldKind> = new Set<FieldKind>([
  'firstname',
  'lastname',
  'company',
  'zipcode',
  'street',
  'city',
  'phone',
  'nip',
  'email',
  'birthdate',
  'login',
  'password',
]);

export const isServerChecked = (kind: FieldKind): boolean => SERVER_KINDS.has(kind);

/** The ClientDataInput of one field (§3.2). */
export function clientDataInput(f: ServerField): Record<string, unknown> {
  const billing = (data: Record<string, string>) => ({ clientData: { clientBillingData: { ...data, ...(f.country ? { country: f.country } : {}) } } });
  const v = f.value.trim();
  switch (f.kind) {
    case 'firstname':
      return billing({ firstname: v });
    case 'lastname':
      return billing({ lastname: v });
    case 'company':
      return billing({ companyName: v });
    case 'zipcode':
      return billing({ zipcode: v });
    case 'city':
      return billing({ city: v });
    case 'street':
      return billing({ street: [v, (f.houseNumber ?? '').trim()].filter(Boolean).join(' ') });
    case 'phone':
      return billing({ phone: (f.prefix ?? '').trim() + v });
    case 'nip':
      return { clientData: { taxNumber: v, clientBillingData: f.country ? { country: f.country } : {} } };
    case 'email':
      return { clientData: { email: v } };
    case 'birthdate':
      return { clientData: { birthDate: v } };
    case 'login':
    case 'password':
      return { loginAndPassword: { login: f.login ?? (f.kind === 'login' ? v : ''), password: f.password ?? (f.kind === 'password' ? f.value : '') } };
    default:
      return {};
  }
}

/** A GraphQL alias for an input id: other characters become `_`, a leading digit gets `_`, repeats get a number. */
export function graphqlAlias(id: string, taken: ReadonlySet<string>): string {
  let alias = id.replace(/[^_0-9A-Za-z]/g, '_');
  if (!/^[_A-Za-z]/.test(alias)) alias = '_' + alias;
  let unique = alias;
  for (let i = 2; taken.has(unique); i++) unique = alias + '_' + i;
  return unique;
}

export interface BatchQuery {
  query: string;
  variables: Record<string, unknown>;
  /** alias → field id. */
  aliases: Map<string, string>;
}

/** One query for every field: `a: validateClientData(ClientDataInput: $v0) { … }` per field (§7.1). */
export function batchQuery(fields: readonly ServerField[]): BatchQuery {
  const aliases = new Map<string, string>();
  const variables: Record<string, unknown> = {};
  const params: string[] = [];
  const parts: string[] = [];
  fields.forEach((f, i) => {
    const alias = graphqlAlias(f.id, new Set(aliases.keys()));
    aliases.set(alias, f.id);
    variables['v' + i] = { id: f.id, ...clientDataInput(f) };
    params.push('$v' + i + ': ClientDataInput!');
    parts.push(alias + ': validateClientData(ClientDataInput: $v' + i + ') { messages { code message }' + (f.kind === 'email' ? ' clientExists' : '') + ' }');
  });
  return { query: 'query validateClientData(' + params.join(', ') + ') { ' + parts.join(' ') + ' }', variables, aliases };
}

export interface Routed {
  /** The field's own problem (null: valid). */
  self: Problem | null;
  /** A linked field's problem: the street's house number, the login's password (§4.1). */
  linked?: { role: 'houseNumber' | 'password'; problem: Problem | null };
}

const problem = (m: ServerMessage | undefined): Problem | null => (m ? { code: m.code, params: m.message ? { message: m.message } : undefined } : null);

/** §5.4: only the first returned code decides the text; §4.1 routes codes to linked fields. */
export function routeAnswer(f: ServerField, answer: ServerAnswer | null | undefined): Routed {
  const messages = (answer?.messages ?? []).filter((m): m is ServerMessage => !!m && typeof m.code === 'string' && m.code !== '');
  switch (f.kind) {
    case 'street': {
      const first = messages[0];
      if (first && STREET_NUMBER_CODES.has(first.code)) return { self: null, linked: { role: 'houseNumber', problem: problem(first) } };
      return { self: problem(first), linked: { role: 'houseNumber', problem: null } };
    }
    case 'login':
      return {
        self: problem(messages.find((m) => !PASSWORD_CODES.has(m.code))),
        linked: { role: 'password', problem: problem(messages.find((m) => PASSWORD_CODES.has(m.code))) },
      };
    case 'password':
      return { self: problem(messages.find((m) => !LOGIN_CODES.has(m.code))) };
    case 'email': {
      const first = problem(messages[0]);
      if (first) return { self: first };
      return { self: f.newClient && answer?.clientExists ? { code: 'client_exists' } : null };
    }
    default:
      return { self: problem(messages[0]) };
  }
}
