// What the form's components receive: the states the hooks (use-*.ts) build, as types only, so a
// component (*.tsx) imports from here and never from a hook. Components only render.
import type { ComponentType, RefObject } from 'react';
import type * as z from 'zod/mini';
import type { OrderAlert } from '../../src/domain/order-codes.ts';
import type { RebateItem } from '../../src/domain/product-price.ts';
import type { VersionState } from '../../src/domain/multiversions.ts';
import type { QuantityAlert, QuantityRules } from '../../src/domain/quantity.ts';
import type { BundlePartInput } from '../../src/domain/bundle.ts';
import type { Translate } from '../../src/core/i18n.ts';
import type { OnDemand } from '../../src/ui/use-on-demand.ts';
import type { ProjectorFormProps, VersionGroupProps } from './props.ts';
import type { FormProduct, FormSize } from './schema.ts';
import type { ShippingOption } from './dialogs/shipping-query.ts';

export type { ShippingOption };

/** A size of the section, its id normalised ("onesize" → "uniw", §3.9). */
/** A form's submit: React's FormEvent has this shape, and so does the theme form's native event (theme-form.ts). */
export interface FormSubmit {
  preventDefault(): void;
  currentTarget: HTMLFormElement;
  nativeEvent: Event;
}

export interface SizeView extends FormSize {
  /** The id as the server sent it (sent back in requests). */
  serverId: string;
}

/** The product the form shows (the Projector section, §3.8). */
export interface ProductView {
  /** The product as the section describes it. */
  product: FormProduct;
  /** Its sizes, ids normalised. */
  sizes: SizeView[];
}

/** Formats an amount in the shop's money format (§9.4). */
export type Money = (value: number) => string;

/** The price lines (§4.8, §9.4) for the chosen size and quantity. */
export interface PriceView {
  /** "Call for price" instead of a price (§4.8). */
  phone: boolean;
  /** Unit price in the price type, after a quantity rebate; null = none known. */
  price: number | null;
  /** The strike-through price before the discount; null = none. */
  max: number | null;
  /** Percent saved against `max`; null = no discount. */
  save: number | null;
  /** Advance (deposit) price; null = none. */
  advance: number | null;
  /** Suggested retail price; null = none. */
  suggested: number | null;
  /** §2.10 multipack list: each quantity threshold of the size (§9.4 rebateNumber) with the form quantity that reaches it, the basket's units counted. */
  multipack: Array<{ item: RebateItem; quantity: number }>;
  /** The next threshold above the quantity and how many more units reach it; null past the last. */
  next: { item: RebateItem; left: number } | null;
  /** The threshold that applies to the quantity now, one of `rebates`; null = none. */
  rebate: RebateItem | null;
}

/** The quantity field (§5.7). */
export interface QuantityState {
  /** The validated quantity. */
  value: number;
  /** What the field shows (the typed text until it is validated). */
  text: string;
  /** The min/max alert after a correction (3.5 s); null when none shows. */
  alert: QuantityAlert | null;
  /** Typing: validated 500 ms after the last key. */
  onText(text: string): void;
  /** Leaving the field: validates now; an empty field gets the previous value back. */
  onBlur(): void;
  /** The −/+ buttons: one sellBy step down or up. */
  step(direction: 1 | -1): void;
  /** A value picked from the dropdown. */
  choose(value: number): void;
  /** The validated value now (flushes a pending re-validation), e.g. on submit. */
  commit(): number;
}

/** The variant groups (§3.11, §4.8). */
export interface VersionsState {
  /** The groups, with the latest answer's `disabled` and products. */
  groups: VersionGroupProps[];
  /** The chosen value id per group id. */
  selected: Readonly<Record<string, string>>;
  /** Each value's state per group id and value id. */
  states: Readonly<Record<string, Readonly<Record<string, VersionState>>>>;
  /** The choice is no product: the conflict text shows and adding is blocked (§5.7). */
  conflict: boolean;
  /** On the way to another product's page: the buttons are disabled. */
  switching: boolean;
  /** Chooses a value of a group. */
  pick(groupId: string, valueId: string): void;
}

/** The basket call as the button shows it (§7.4, §8.2). */
export interface BasketState {
  /** A request is in flight. */
  busy: boolean;
  /** The §8.2 alert of the last failure, while it shows; null otherwise. */
  error: OrderAlert | null;
}

/** Time left to the end of a promotion (§4.12). */
export interface CountdownParts {
  /** Whole days. */
  days: number;
  /** Hours, 0–23. */
  hours: number;
  /** Minutes, 0–59. */
  minutes: number;
  /** Seconds, 0–59. */
  seconds: number;
}

/** The shipping info dialog's data (§2.10, §7.4). */
export type ShippingInfo =
  | { status: 'idle' }
  | { status: 'needs-size' }
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready';
      /** One line per courier; null: the answer has no shipping data (§8.4). */
      options: ShippingOption[] | null;
    };

/**
 * The form's on-demand pieces: the size chart, the shipping info (§2.10), tell-me-when-available
 * (§4.13), and adding to a shopping list (§7.6), which is no dialog: it is "open" while its call
 * runs and says how it went in a status line.
 */
export type DialogKind = 'chart' | 'shipping' | 'notify' | 'list';

/** What an on-demand dialog gets: it is rendered inside the form, with the form's texts. */
export interface DialogProps {
  open: boolean;
  onClose(): void;
  /** Focus returns here on close. */
  opener: HTMLElement | null;
  t: Translate;
  props: ProjectorFormProps;
  view: ProductView;
  /** The shipping query's item (§7.4): the product, its chosen size (null while none) and what a part adds. */
  item: { id: string; size: string | null; [part: string]: unknown };
  /** The sizes that cannot be ordered now (§4.8: sold out or "disable"), for tell-me-when-available. */
  soldOut: SizeView[];
  /** §8.2: the text for a call that got no answer. */
  connectionError: string;
  /** A courier's cost and delivery time as text (§9.5), by the form's rules and texts. */
  shippingLine(o: ShippingOption): { cost: string; when: string };
}

/** A chunk of dialogs (dialogs/, notify/), each by the kind it shows. */
export type DialogModule = Partial<Record<DialogKind, ComponentType<DialogProps>>>;

/** The on-demand dialogs (§2.10): which one is on screen and its chunk. */
export interface DialogsState {
  /** The dialog on screen, or just closed (open: false, so focus goes back to its opener); null = none yet. */
  current: { kind: DialogKind; open: boolean; opener: HTMLElement | null } | null;
  /** The current dialog's chunk: loading, failed (the form says so in its place) or ready. */
  chunk: OnDemand<DialogModule>;
  /** Opens a dialog from the button `opener` (focus returns there on close). */
  open(kind: DialogKind, opener: HTMLElement): void;
  /** Closes the dialog on screen. */
  close(): void;
  /** Starts loading a dialog's chunk when the shopper reaches for its opener (`data-dialog`). */
  prefetch(target: EventTarget): void;
}

/** A lazy part's price (§7.5 price formula, §3.11 bundleprice): on its way, known, or failed. */
export type PartPrice =
  | { status: 'calculating' }
  | { status: 'ready'; gross: number; net: number | null }
  /** `message`: the server's own, else null. `unreachable`: no answer at all. */
  | { status: 'failed'; message: string | null; unreachable: boolean };

/** One item of the §7.4 `addProductsToBasket` call. */
export interface AddItem {
  /** The product id. */
  id: string | number;
  /** The size id as the server sent it. */
  size: string;
  /** The validated quantity. */
  quantity: number;
  /** A set's parts (§7.4 bundleParts). */
  bundleParts?: BundlePartInput[];
  /** Days between deliveries of a subscription (§7.4 subscription); absent = one purchase. */
  subscription?: string;
  /** Bought for points (§6). */
  forPoints?: boolean;
}

/** What a lazy part's hook gets from the form. */
export interface PartInput {
  props: ProjectorFormProps;
  product: FormProduct;
  /** The chosen size as the server names it; null while none is chosen. */
  sizeId: string | null;
  quantity: number;
  money: Money;
  /** A number with the shop's decimal separator, e.g. 1,5. */
  formatNumber(n: number): string;
  /** The §5.7 alert a part shows its refusal with (3.5 s, §9.2). */
  alert: { value: unknown; show(value: unknown): void; clear(): void };
  /** §5.7: scrolls to a section and focuses its first control matching the selector. */
  reveal(section: HTMLElement | null | undefined, focus: string): void;
  /** §5.7 quantity check (or a −/+ step) against the product's rules and a size's amount (-1 = unlimited). */
  checkQuantity(q: number, sizeAmount: number, step?: 1 | -1): { value: number; alert: QuantityAlert | null };
  /** Adds items with the form's basket call (§7.4: the toast, the refresh, the alert); resolves true once they are in. */
  add(items: AddItem[]): Promise<boolean>;
  /** §4.9: the subscription minimum the quantity follows while the subscription view is on; 0 = none. */
  setMinimum(n: number): void;
  /** Sets the form's quantity (checked by §5.7). */
  setQuantity(n: number): void;
  /** §7.5: a GET of the legacy endpoint, cached in the session by URL like the form's own (legacy.ts). */
  legacy<T>(url: string, schema: z.ZodMiniType<T>, signal?: AbortSignal): Promise<T>;
}

/**
 * A lazy part of the form (configurator/, bundle/): its own chunk, loaded with import() only for a
 * product whose props carry its key, so a plain product page does not grow. The form reads only
 * this much of it; the part renders its own fields.
 */
export interface PartState {
  /** Replaces the size's price; null = the size's own. */
  price: PartPrice | null;
  /** The price block shows a loader (and says this to a screen reader) while the part's price is on its way; null = no loader. */
  calculating: string | null;
  /** §4.8: the part makes the product unorderable now (every bundle item unchecked). */
  disabled: boolean;
  /**
   * §2.10 multi-variant display: the part has its own sizes and quantities, so the form hides its
   * size picker and quantity, and neither its size rule nor its stock applies.
   */
  ownsOrder?: boolean;
  /**
   * Adding, after the size and conflict rules (§5.7): the part checks its own rules. It gets the
   * form's item and returns the basket call's items, or null when it blocked adding (and says
   * why) or sent the form itself.
   */
  submit(form: HTMLFormElement, item: AddItem, submitter: HTMLElement | null): AddItem[] | null;
  /** The basket button's text (§4.9 relabels it); null = the form's own. */
  label?: string | null;
  /** The part has a basket step of its own in flight: the button waits. */
  busy?: boolean;
  /** The shipping query's item (§7.4), e.g. a bundle's parts; empty for none. */
  shipping: Record<string, unknown>;
  /** §4.9 the subscription period (days_in_period, "0" while the one-purchase view is on); absent: no subscription offered. */
  period?: string;
}

export interface PartModule<S extends PartState = PartState> {
  usePart(input: PartInput): S;
  Fields: ComponentType<{ state: S }>;
}

/**
 * What the express checkout area gets (§7.6, express/): its own chunk, loaded beside the form only for a
 * product whose props carry `express`. It reads the form's state (FormState.checkOrder, the part's
 * period, disabled) rather than importing what the form imports (DialogProps does the same).
 */
export interface ExpressInput {
  /** The form's props; the chunk checks `express` with its own schema. */
  props: ProjectorFormProps;
  view: ProductView;
  form: FormState;
  /** §8.2: the text for a call that got no answer. */
  connectionError: string;
}

/** Everything the form renders (useProjectorForm). */

export interface FormState {
  /** The size the shopper chose; null until there is one. */
  size: SizeView | null;
  /** Show the size picker; false for a single "uniw" size, sent as a hidden field (§3.9). */
  showSizes: boolean;
  /** Chooses a size (by its normalised id) and hides the "choose a size" alert. */
  chooseSize(id: string): void;
  /** The §5.7 "choose a size" alert on the sizes section (3.5 s). */
  sizeAlert: boolean;
  /** The §5.7 conflict text by the button after adding a conflicting choice (3.5 s). */
  conflictAlert: boolean;
  /** The variant groups. */
  versions: VersionsState;
  /** The quantity field. */
  quantity: QuantityState;
  /** The quantity rules (§5.7), for the dropdown's values. */
  rules: QuantityRules;
  /** The unit's name, e.g. "szt.". */
  unit: string;
  /** The price lines. */
  prices: PriceView;
  /** The lazy part's state (configurator, bundle); null for a product without one. */
  part: PartState | null;
  /** The product cannot be ordered now (§4.8): no stock, status "disable" or a minimum above the stock. */
  disabled: boolean;
  /** The availability text of the chosen size (§4.8). */
  availability: string;
  /** The stock line after the availability (STOCK_PATTERN, §4.8); null when not shown. */
  stockLine: string | null;
  /** The shipping time text (§9.5); null when not shown. */
  shipping: string | null;
  /** The promotion countdown (§4.12); null when none runs. */
  countdown: CountdownParts | null;
  /** The basket call's state. */
  basket: BasketState;
  /** Submits (React's form event, or the theme's own form's, theme-form.ts): the size and conflict rules of §5.7, then the basket call. */
  onSubmit(e: FormSubmit): void;
  /** §5.7 before any action on the product (the basket, a shopping list): true when a size is chosen and no variant conflicts; otherwise false, and the alert shows. */
  ready(): boolean;
  /** The §5.7 checks of adding (their alerts shown, the sizes revealed): the validated quantity, or null when refused. */
  checkOrder(): number | null;
  /** The sizes fieldset, scrolled to and focused when a size is missing. */
  sizesRef: RefObject<HTMLFieldSetElement | null>;
  /** The size chart and shipping info dialogs. */
  dialogs: DialogsState;
  /** The sizes that cannot be ordered now (§4.8). */
  soldOut: SizeView[];
  /** The product as the shipping query and the dialogs take it (§7.4). */
  item: DialogProps['item'];
  /** The shop's money format. */
  money: Money;
  /** A number with the shop's decimal separator, e.g. 1,5. */
  formatNumber(n: number): string;
}
