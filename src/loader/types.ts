// Types shared by the loader entry and the lazily loaded runtime. Types only: nothing here
// ends up in the entry chunk.
import type { Bus } from '../core/bus.ts';
import type { SectionName } from '../core/events.ts';
import type { WidgetDefinition } from '../core/define-widget.ts';
import type { Reporter } from '../core/reporter.ts';
import type { FirstBulk } from '../core/page-data.ts';
import type { createNet } from '../core/net.ts';
import type { AdapterKind, AdapterShapes } from '../core/adapters.ts';
import type { NavigateResult, Shell } from '../core/shell-api.ts';
import type { ShellModule } from '../core/services.ts';
import type { PageType } from '../core/config.ts';

/** What the loader (src/loader/loader.ts) is given: the entry's (src/index.ts) or a test harness's. */
export interface LoaderOptions {
  doc: Document;
  registry: Registry;
  bus: Bus;
  rawConfig: Record<string, unknown>;
  reporter: Reporter;
  importRuntime: () => Promise<RuntimeModule>;
  importNet: () => Promise<NetModule>;
  importShell: () => Promise<ShellModule>;
  /** Loads the inspector's chunk (src/inspector/), only when asked for. */
  importInspector: () => Promise<InspectorModule>;
  version: string;
  /**
   * Starts the downloads of the shared chunks a widget's chunk imports (the entry knows them from the
   * build), so that they do not wait a round trip for the widget's chunk to name them.
   */
  preloadChunks?(name: string): void;
  /** Sends the page's first bulk request for these sections (the entry: src/loader/first-bulk.ts). */
  sendFirstBulk?(rawConfig: Record<string, unknown>, sections: Set<SectionName>): FirstBulk | undefined;
}

export interface NetModule {
  createNet: typeof createNet;
}

export type When = 'load' | 'idle' | 'visible' | 'interaction';
/** `skipped`: the widget is not run on this page type (its registry `skipOn`, §2): the server markup stays as served. */
export type WidgetState = 'loading' | 'mounted' | 'error' | 'disabled' | 'skipped' | 'unknown';

export interface RegistryEntry {
  /**
   * Default load condition; a marker may override it with `data-when`. A function decides per
   * marker from its markup (it runs in the loader: keep it to a cheap check of an attribute or text).
   */
  when: When | ((el: HTMLElement) => When);
  /**
   * Runs at the scan that finds the marker, before anything loads (in the entry: keep it tiny). It
   * may take out what the shopper closed on an earlier page, so that it never paints; a marker it
   * removes is not loaded (src/loader/early-chrome.ts).
   */
  early?: (el: HTMLElement) => void;
  /**
   * Page types (the config's `page.type`) the spec keeps the widget off (§2: the bars are not run on
   * order-process pages). There neither its early step nor its code runs: the marker keeps the server
   * markup as served, with the state `skipped` (a deliberate skip, not an error: nothing is logged).
   */
  skipOn?: readonly PageType[];
  /** Bulk sections (§3.4) the widget reads, if any; requested in the first shared batch. */
  sections?: readonly SectionName[];
  /** Loads the widget's chunk. The loader passes the entry's name (the built entry's registry loads by it: build/options.mjs). */
  load: (name: string) => Promise<{ default: WidgetDefinition }>;
}
export type Registry = Readonly<Record<string, RegistryEntry>>;

export type { Reporter };

export interface RuntimeContext {
  bus: Bus;
  rawConfig: Record<string, unknown>;
  reporter: Reporter;
  /** Called by the runtime when a mounted widget fails later (render or effect crash). */
  onCrash(el: HTMLElement, error: unknown): void;
  /** The bulk request the loader sent at its first scan, if any (taken once the network code loads). */
  firstBulk(): FirstBulk | undefined;
  /** Loads the network chunk. The entry holds its file name: the runtime file imports no chunk itself. */
  importNet(): Promise<NetModule>;
  /** Loads the page shell's chunk (src/shell/), likewise passed in by the entry. */
  importShell(): Promise<ShellModule>;
  /** Runs `fn` once the first scan's widgets are ready (`storefront:ready`; at once if they are). */
  afterReady(fn: () => void): void;
}

export interface Runtime {
  /** Resolves once the widget's first render committed, or rejects when it failed. */
  mount(el: HTMLElement, name: string, def: WidgetDefinition): Promise<void>;
  /** Removes the widget; `restore` puts the server markup back (markers still on the page). */
  unmount(el: HTMLElement, restore: boolean): void;
  /** Declares the sections the page's widgets need, so the first bulk request carries all of them. */
  prefetch(sections: readonly SectionName[]): void;
  /** After a widget loaded on interaction mounted: the click held meanwhile goes to its control of the same name. */
  replay(el: HTMLElement, clicked: Element): void;
  /** After a widget loaded on interaction mounted: the mouse still over it (`over`, held meanwhile) hovers it again. */
  hover(el: HTMLElement, over: PointerEvent): void;
  refresh(sections?: readonly SectionName[]): Promise<void>;
  /** The page shell (loaded on first use). */
  shell(): Promise<Shell>;
  /** For the inspector: the widget's parsed props, the bulk sections it read so far, and when its code arrived and it mounted (performance.now()). */
  inspect(el: HTMLElement): MountRecord | undefined;
}

export interface MountRecord {
  props: unknown;
  sections: readonly SectionName[];
  started: number;
  mounted: number | undefined;
}

/** What the inspector reads of the loader (src/inspector/). */
export interface InspectorInput {
  markers: ReadonlyMap<HTMLElement, Readonly<Marker>>;
  registry: Registry;
  rawConfig: Record<string, unknown>;
  /** The runtime, if a widget has started it: the parsed props and the sections each widget read. */
  runtime(): Promise<Runtime> | undefined;
}

export interface InspectorModule {
  /** Positional (InspectorInput's order): the entry's call stays short. */
  startInspector(...input: [InspectorInput['markers'], Registry, InspectorInput['rawConfig'], InspectorInput['runtime']]): Promise<void>;
}

export interface RuntimeModule {
  startRuntime(ctx: RuntimeContext): Runtime;
}

export interface ReadyDetail {
  mounted: string[];
  failed: string[];
}

export interface StorefrontApi {
  version: string;
  /** Registered widget names. */
  registered: readonly string[];
  mount(root?: ParentNode): void;
  unmount(root?: ParentNode): void;
  refresh(sections?: SectionName[]): Promise<void>;
  on: Bus['on'];
  emit: Bus['emit'];
  /** Every marker the loader knows about, with its state. */
  widgets(): Array<{ name: string; element: HTMLElement; state: WidgetState }>;
  /** Adapters by "kind:name" (src/core/adapters.ts). */
  adapters: Readonly<Record<string, unknown>>;
  /** Partial page navigation (§2.1): the regions of `url` swapped in, or a full navigation. */
  navigate(url: string): Promise<NavigateResult>;
  /** Loads a script registered by name in the config's `scripts` (§9.8); rejects naming it. */
  loadScript(name: string): Promise<void>;
  /** The page's loading overlay (§2.2). */
  showLoading(message?: string): Promise<void>;
  hideLoading(): Promise<void>;
  /**
   * Opens the inspector (its own chunk, loaded now): every marker outlined with a badge giving its
   * name, state, load condition and time to mount; a badge opens the props, the error and the sections read.
   */
  inspect(): Promise<void>;
  /** Registers an express checkout provider, a captcha provider or a consent tool by name (README "Adapters"). */
  register<K extends AdapterKind>(kind: K, name: string, adapter: AdapterShapes[K]): void;
}

/** What the loader knows of one marker (the inspector reads it). */
export interface Marker {
  name: string;
  state: WidgetState;
  /** Why it failed, for the inspector. */
  error?: unknown;
  cancel?: () => void;
  /** Loaded on interaction: the click held while it loads (replayed), and how to stop holding. */
  held?: Element;
  /** Loaded on interaction: where a press began on the server markup, until it ends (pointerup). */
  pressed?: Element;
  /** The mouse or pen over its server markup while it loads (the last pointerover), replayed as a hover. */
  over?: PointerEvent;
  unhold?: () => void;
}
