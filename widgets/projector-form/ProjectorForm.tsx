// The product form (spec §2.10). Until the Projector section is there — or when the page has no
// product — the server's form stays on screen (and keeps working: it posts to /basketchange.php).
// The widget renders the same form, in the same footprint, as a real form with the same fields;
// JavaScript adds the rules, the live data and the GraphQL basket call.
import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useWidget } from '../../src/core/widget-context.tsx';
import { ServerMarkupSlot } from '../../src/ui/server-markup-slot.tsx';
import { useLazyPart } from '../../src/ui/use-lazy-part.ts';
import { BuyRow } from './BuyRow.tsx';
import { CountdownLine } from './CountdownLine.tsx';
import { PriceBlock } from './PriceBlock.tsx';
import type { ProjectorFormProps } from './props.ts';
import { Modal } from '../../src/ui/Modal.tsx';
import { ORDER_CODE_TEXTS } from '../../src/domain/order-codes.ts';
import { SizePicker } from './SizePicker.tsx';
import { shippingLine } from './shipping-text.ts';
import { StatusLines } from './StatusLines.tsx';
import { useProduct } from './use-product.ts';
import { useProjectorForm } from './use-projector-form.ts';
import { enhanceThemeForm, themeFormOf } from './theme-form.ts';
import { VersionPicker } from './VersionPicker.tsx';
import type { ExpressInput, FormState, PartModule, PartState, ProductView } from './view.ts';
import { useOnDemand } from '../../src/ui/use-on-demand.ts';

// The lazy parts (view.ts PartModule), each in its own chunk, by the props key that asks for it. A
// part's state only ever goes back to its own Fields, so the form holds any of them as PartModule.
const lazyPart = <S extends PartState>(load: () => Promise<PartModule<S>>) => load as unknown as () => Promise<PartModule>;
const loadConfigurator = lazyPart(() => import('./configurator/index.ts'));
const loadBundle = lazyPart(() => import('./bundle/index.ts'));
const loadVariants = lazyPart(() => import('./variants/index.ts'));
const loadSubscription = lazyPart(() => import('./subscription/index.ts'));
const loadPoints = lazyPart(() => import('./points/index.ts'));

/** The product's parts: one of the first four, and the points part beside it (combined by combine-parts.ts). */
function partLoader(p: ProjectorFormProps): (() => Promise<PartModule>) | null {
  const main =
    p.configurator !== undefined
      ? loadConfigurator
      : p.bundle !== undefined
        ? loadBundle
        : p.variants !== undefined
          ? loadVariants
          : p.subscription !== undefined
            ? loadSubscription
            : null;
  if (p.points === undefined) return main;
  return main ? lazyPart(() => Promise.all([main(), loadPoints(), import('./combine-parts.tsx')]).then(([a, b, c]) => c.combineParts(a, b))) : loadPoints;
}

export function ProjectorForm(props: ProjectorFormProps) {
  const { element, markup } = useWidget();
  // The theme's own form (theme-form.ts) is enhanced in place; otherwise the widget renders the whole form.
  const [theme] = useState(() => themeFormOf(element));
  const state = useProduct();
  // A product with a part waits for it too: the server form stays until both are in.
  const [load] = useState(() => partLoader(props));
  const part = useLazyPart(load);
  // The theme's form stays where it is for the widget's whole life: the marker keeps its nodes.
  useLayoutEffect(() => {
    if (!theme) return;
    markup.holdIn(element);
    return () => markup.release(element);
  }, [theme, element, markup]);
  const ready = state.status === 'ready' && !(load && !part);
  if (theme) return ready ? <ThemeForm props={props} view={state.view} part={part} form={theme} /> : null;
  if (!ready) return <ServerMarkupSlot />;
  return <Form props={props} view={state.view} part={part} />;
}

function Form({ props, view, part }: { props: ProjectorFormProps; view: ProductView; part: PartModule | null }) {
  const form = useProjectorForm(props, view, part);
  const { prefetch } = form.dialogs;
  return (
    // noValidate: the size rule of §5.7 replaces the browser's own check of the radios' `required`
    // (which only the no-JS form needs).
    <form
      className="sf-projector-form"
      id="projector-form"
      action="/basketchange.php"
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      data-disabled={form.disabled ? '' : undefined}
      onPointerOver={(e) => prefetch(e.target)}
      onFocus={(e) => prefetch(e.target)}
    >
      <FormRows props={props} view={view} part={part} form={form} />
    </form>
  );
}

/**
 * The theme's form#projector_form, enhanced (theme-form.ts): the widget's rows go into one slot where
 * the theme's sizes, prices and buy button were; the form, its attributes and its other content stay.
 */
function ThemeForm({ props, view, part, form: themeForm }: { props: ProjectorFormProps; view: ProductView; part: PartModule | null; form: HTMLFormElement }) {
  const form = useProjectorForm(props, view, part);
  const [slot] = useState(() => {
    const el = themeForm.ownerDocument.createElement('div');
    el.className = 'sf-contents';
    return el;
  });
  const submit = useRef(form.onSubmit);
  submit.current = form.onSubmit;
  useLayoutEffect(() => {
    const undo = enhanceThemeForm(themeForm, slot);
    const onSubmit = (e: Event) => submit.current({ preventDefault: () => e.preventDefault(), currentTarget: themeForm, nativeEvent: e });
    themeForm.addEventListener('submit', onSubmit);
    return () => {
      themeForm.removeEventListener('submit', onSubmit);
      undo();
    };
  }, [themeForm, slot]);
  const { prefetch } = form.dialogs;
  return createPortal(
    <div
      className="sf-projector-form sf-projector-form--theme"
      data-disabled={form.disabled ? '' : undefined}
      onPointerOver={(e) => prefetch(e.target)}
      onFocus={(e) => prefetch(e.target)}
    >
      <FormRows props={props} view={view} part={part} form={form} />
    </div>,
    slot,
  );
}

function FormRows({ props, view, part, form }: { props: ProjectorFormProps; view: ProductView; part: PartModule | null; form: FormState }) {
  const { t, config } = useWidget();
  const Fields = part?.Fields;
  // §2.10 multi-variant: the part's lines have the quantities; the form's own (and its thresholds) go.
  const quantity = form.part?.ownsOrder ? null : form.quantity;
  const { current: dialog, chunk, open, close } = form.dialogs;
  const Dialog = dialog && chunk.module?.[dialog.kind];
  const connectionError = ORDER_CODE_TEXTS[config.language].fallback;
  const listBusy = dialog?.kind === 'list' && dialog.open;
  const notify = props.notify !== undefined && form.soldOut.length > 0;
  const list = props.shoppingList !== undefined && !form.part?.ownsOrder;

  return (
    <>
      <input type="hidden" name="product" value={String(view.product.id)} />
      <input type="hidden" name="mode" value="1" />
      <PriceBlock
        prices={form.prices}
        calculating={form.part?.price && form.part.price.status !== 'ready' ? form.part.calculating : null}
        unit={form.unit}
        quantity={quantity}
        formatNumber={form.formatNumber}
        priceType={config.priceType}
        money={form.money}
        t={t}
      />
      {form.versions.groups.length > 0 && <VersionPicker versions={form.versions} t={t} />}
      {form.showSizes ? (
        <SizePicker
          sizes={view.sizes}
          selected={form.size?.id ?? null}
          onChoose={form.chooseSize}
          alert={form.sizeAlert}
          onChart={props.sizeChart ? (opener) => open('chart', opener) : null}
          fieldsetRef={form.sizesRef}
          t={t}
        />
      ) : (
        <input type="hidden" name="size" value={view.sizes[0]?.serverId ?? ''} />
      )}
      {form.part && Fields && <Fields state={form.part} />}
      <StatusLines
        availability={form.availability}
        stockLine={form.stockLine}
        shipping={form.shipping}
        onShippingInfo={props.shippingInfo === false ? null : (opener) => open('shipping', opener)}
        t={t}
      />
      <CountdownLine parts={form.countdown} t={t} />
      <BuyRow
        quantity={quantity}
        rules={form.rules}
        unit={form.unit}
        formatNumber={form.formatNumber}
        disabled={form.disabled}
        busy={form.basket.busy}
        error={form.basket.error}
        conflict={form.conflictAlert ? t('projector.conflict') : null}
        label={form.part?.label}
        t={t}
      />
      {props.express !== undefined && <ExpressArea props={props} view={view} form={form} connectionError={connectionError} />}
      {(notify || list) && (
        <p className="sf-projector-form__actions">
          {notify && (
            <button
              type="button"
              className="sf-projector-form__link"
              aria-haspopup="dialog"
              data-dialog="notify"
              onClick={(e) => open('notify', e.currentTarget)}
            >
              {t('projector.notifyOpen')}
            </button>
          )}
          {/* §7.6 (§5.7: a size first). While its call runs, the list piece is "open" and a click does nothing. */}
          {list && (
            <button
              type="button"
              className="sf-projector-form__link"
              data-dialog="list"
              aria-disabled={listBusy || undefined}
              onClick={(e) => !listBusy && form.ready() && open('list', e.currentTarget)}
            >
              {t('projector.listAdd')}
            </button>
          )}
        </p>
      )}
      {dialog && Dialog && (
        <Dialog
          open={dialog.open}
          onClose={close}
          opener={dialog.opener}
          t={t}
          props={props}
          view={view}
          item={form.item}
          soldOut={form.soldOut}
          connectionError={connectionError}
          shippingLine={(o) => shippingLine(o, new Date(), form.money, t)}
        />
      )}
      {/* The dialog's code did not load: the dialog says so, under its opener's name; opening it again retries. */}
      {dialog && chunk.status === 'failed' && (
        <Modal
          open={dialog.open}
          onClose={close}
          returnFocus={dialog.opener}
          title={dialog.opener?.textContent ?? ''}
          closeLabel={t('projector.close')}
          className="sf-projector-form__dialog"
        >
          <p role="alert">{connectionError}</p>
        </Modal>
      )}
    </>
  );
}

// §7.6 express checkout (express/): its chunk loads beside the form and never holds it up; the buttons
// show once the chunk and the providers are in.
const loadExpress = () => import('./express/index.ts');
function ExpressArea(input: ExpressInput) {
  const chunk = useOnDemand(loadExpress);
  const Express = chunk.module?.Express;
  // Its code did not load: the buttons' place says so (the basket button works on), never an empty area.
  if (chunk.status === 'failed')
    return (
      <p className="sf-express sf-express__none" role="alert">
        {input.connectionError}
      </p>
    );
  return Express && <Express {...input} />;
}
