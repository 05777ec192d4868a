// Logging a shopper in (spec §7.4 `login`, §8.4): one GraphQL call for every widget that signs a
// shopper in. It never throws: the caller gets what to tell the shopper. After a login the Basket
// section (its `user`: login, points) is asked again and `basket:changed` (refreshed) lets the
// header and any points display follow without a page load.
import * as z from 'zod/mini';
import type { Bus } from './bus.ts';
import type { Net } from './net.ts';

export const LOGIN_MUTATION = 'mutation($i: LoginInput!) { login(LoginInput: $i) { status error { code message } } }';

const LoginAnswer = z.object({
  login: z.nullable(z.looseObject({ status: z.nullable(z.string()) })),
});

export interface Credentials {
  login: string;
  password: string;
}

/** 'wrong': the shop answered and refused; 'unreachable': no usable answer (network, time-out, a broken answer). */
export type LoginResult = { status: 'ok' } | { status: 'wrong' } | { status: 'unreachable' };

export interface AccountDeps {
  net: () => Promise<Net>;
  bus: Pick<Bus, 'emit'>;
  /** Who logged in, for `basket:changed` (the widget's name). */
  name: string;
}

export async function logIn(deps: AccountDeps, credentials: Credentials, signal?: AbortSignal): Promise<LoginResult> {
  let answer: z.infer<typeof LoginAnswer>['login'];
  try {
    const { graphql } = await deps.net();
    answer = (await graphql.call('mutation=login', LOGIN_MUTATION, LoginAnswer, { i: credentials }, signal)).login;
  } catch (e) {
    // A GraphQL error is the shop's refusal; anything else (HttpError, a time-out, a schema error) means no answer.
    // By name, not instanceof: importing the class would pull graphql.ts out of the network chunk.
    return { status: (e as Error | undefined)?.name === 'GraphqlError' ? 'wrong' : 'unreachable' };
  }
  if (!answer) return { status: 'unreachable' };
  if (answer.status !== 'success') return { status: 'wrong' };
  const { pageData } = await deps.net();
  const refreshed = await pageData.refresh(['Basket']).then(
    () => true,
    () => false, // the mini-basket then asks again itself
  );
  deps.bus.emit('basket:changed', { source: deps.name, refreshed });
  return { status: 'ok' };
}
