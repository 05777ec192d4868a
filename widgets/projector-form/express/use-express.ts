// The express checkout area's state (spec §2.4, §5.7, §7.6, §8.2, §8.4). Each listed provider renders
// its button into a slot of its own; a click inside the slot starts that provider's checkout:
// 1. the form's §5.7 checks, as the basket button runs them (a size must be chosen: the same alert,
//    the sizes revealed; a variant conflict blocks), which also give the validated quantity;
// 2. the parcel-locker pay button only: the product form, serialised as it posts, goes to the form's
//    action (/basketchange.php: the product goes into the basket), then the Basket section is
//    refreshed and `basket:changed` emitted, as the form's own add does (the mini-basket follows);
// 3. the provider's startCheckout(id, the form's fields).
// A step that fails stops the flow and says so by the buttons (role=alert); the basket stays as the
// server has it. One flow at a time: a double click starts one. Hidden by the mini-basket's one-click
// rule (§2.4): an empty product name, or a subscription period other than "0".
import { useMemo, useRef, useState, type MouseEvent } from 'react';
import { createTranslate, type Translate } from '../../../src/core/i18n.ts';
import { SchemaError } from '../../../src/core/schema-errors.ts';
import { useWidget } from '../../../src/core/widget-context.tsx';
import { oneClickCheckoutAllowed } from '../../../src/domain/basket.ts';
import type { ExpressInput } from '../view.ts';
import type { ExpressCheckoutProvider } from './provider.ts';
import { ExpressProps, type ExpressProviderProps } from './schema.ts';
import { texts } from './texts.ts';
import { useProviders } from './use-providers.ts';

/** A provider's slot, once its adapter is in. */
export interface Slot {
  /** Changes whenever the slot needs a fresh element. */
  key: string;
  name: string;
  /** Draws the provider's button into the slot's element. */
  render(element: HTMLElement): void | Promise<void>;
  /** The button could not be drawn: the provider is left out. */
  fail(error: unknown): void;
  /** A click inside the slot (capture phase: the provider's own handlers cannot stop it). */
  click(e: MouseEvent<HTMLElement>): void;
}

export interface ExpressState {
  t: Translate;
  /** The buttons may show: valid props, an orderable product with a name, one purchase (§2.4). */
  shown: boolean;
  /** One per listed provider, in order; null while its adapter is waited for or once it is left out. */
  slots: Array<Slot | null>;
  /** Every listed provider was left out: §8.4 "no payment methods". */
  none: boolean;
  /** A checkout flow is running. */
  busy: boolean;
  /** Why the last flow stopped; null: none did. */
  alert: string | null;
}

/**
 * §7.6: the form's action answers a post the way it answers the browser, with a redirect to the basket
 * page; a refusal adds `error=<code>` to it (the development shop's /basketchange.php). Anything else
 * (an answer of its own, a broken one) did not add the product.
 */
const added = (answer: Response) => answer.redirected && !new URL(answer.url).searchParams.has('error');

/** An HTTP error status: the server answered (src/core/http.ts HttpError, read by name: that class stays in the network chunk). */
const answered = (error: unknown) => (error as { kind?: string } | null)?.kind === 'status';

export function useExpress({ props: { express: props }, view: { product }, form, connectionError }: ExpressInput): ExpressState {
  const { config, bus, net, name: widget, reporter } = useWidget();
  const t = useMemo(() => createTranslate(config.language, texts, config.texts), [config.language, config.texts]);
  // Checked here, not in the form's schema (props.ts). Bad props are named by path; the form works on without these buttons.
  const providers = useMemo((): readonly ExpressProviderProps[] => {
    const r = ExpressProps.safeParse(props);
    if (r.success) return r.data.providers;
    const error = new SchemaError('data-props.express', r.error.issues, props);
    console.error(`${widget}: ${error.message} (no express checkout buttons)`);
    reporter.report(error, widget);
    return [];
  }, [props, widget, reporter]);
  const { adapters, leaveOut } = useProviders(providers);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const running = useRef(false);
  const id = String(product.id);
  const period = form.part?.period;
  const options = { subscription: period !== undefined, period: period ?? '0' };

  /** §7.6 parcel-locker: the form's POST, then the Basket refresh. The text to show when a step failed, else null. */
  async function addToBasket(action: string, params: URLSearchParams): Promise<string | null> {
    let answer: Response;
    try {
      answer = await (await net()).http.send(action, { method: 'POST', body: params }, 'POST ' + action);
    } catch (error) {
      console.error(`${widget}: express checkout: adding the product failed:`, error);
      return answered(error) ? t('projector.addError') : connectionError;
    }
    answer.body?.cancel().catch(() => {}); // the basket page itself is not read
    if (!added(answer)) return t('projector.addError');
    const refreshed = await net()
      .then((n) => n.pageData.refresh(['Basket']))
      .then(
        () => true,
        (error: unknown) => (console.error(`${widget}: express checkout: the product is in the basket, the Basket section was not refreshed:`, error), false),
      );
    bus.emit('basket:changed', { source: widget, refreshed }); // not refreshed: the mini-basket asks itself
    return refreshed ? null : t('projector.express.refreshFailed');
  }

  async function checkout(provider: ExpressProviderProps, adapter: ExpressCheckoutProvider, action: string, params: URLSearchParams): Promise<string | null> {
    const failed = provider.parcelLocker ? await addToBasket(action, params) : null;
    if (failed) return failed;
    try {
      await adapter.startCheckout(id, params);
      return null;
    } catch (error) {
      console.error(`${widget}: express checkout provider "${provider.name}" could not start the payment:`, error);
      return t('projector.express.startFailed');
    }
  }

  const start = (provider: ExpressProviderProps, adapter: ExpressCheckoutProvider) => (e: MouseEvent<HTMLElement>) => {
    // The slot is inside the product form: the click neither submits it nor follows a link.
    e.preventDefault();
    if (running.current) return;
    const quantity = form.checkOrder();
    if (quantity === null) return;
    const element = e.currentTarget.closest('form')!;
    const params = new URLSearchParams(new FormData(element) as unknown as string[][]);
    if (params.has('number')) params.set('number', String(quantity));
    running.current = true;
    setBusy(true);
    setAlert(null);
    void checkout(provider, adapter, element.getAttribute('action') ?? '', params)
      .then(setAlert)
      .finally(() => {
        running.current = false;
        setBusy(false);
      });
  };

  return {
    t,
    // An unorderable product (§4.8) shows none either: its basket button is disabled too.
    shown: providers.length > 0 && !form.disabled && oneClickCheckoutAllowed([{ name: product.name, subscription_period: options.period }]),
    slots: providers.map((p, i) => {
      const adapter = adapters[p.name];
      return adapter
        ? {
            key: i + ':' + options.period,
            name: p.name,
            render: (element) => adapter.renderButton(id, element, options),
            fail: (error) => leaveOut(p.name, error),
            click: start(p, adapter),
          }
        : null;
    }),
    none: providers.length > 0 && providers.every((p) => adapters[p.name] === null),
    busy,
    alert,
  };
}
