// The server markup inside a marker is the widget's fallback (docs/design.md §2). It stays on the
// page until the widget's first render commits, can be shown again by a loading widget
// (<ServerMarkup/>), and is put back whenever the widget fails or is unmounted.
export class ServerMarkup {
  private readonly nodes: readonly Node[];
  private hidden = false;
  private holder: Element | null = null;

  constructor(private readonly el: Element) {
    this.nodes = [...el.childNodes];
  }

  /** First commit: the widget's own DOM replaces the server markup in the same frame. */
  hide(): void {
    if (this.hidden || this.holder) return;
    // Only what is still in the marker: a node the widget adopted into its own DOM stays there.
    for (const n of this.nodes) if (n.parentNode === this.el) this.el.removeChild(n);
    this.hidden = true;
  }

  /**
   * Shows the server markup inside `holder` while the widget waits for its data; the marker itself
   * as the holder keeps it where it is, untouched (a widget that only adds behaviour to it).
   */
  holdIn(holder: Element): void {
    if (holder !== this.el) holder.append(...this.nodes);
    this.holder = holder;
    this.hidden = false;
  }

  release(holder: Element): void {
    if (this.holder !== holder) return;
    this.holder = null;
    for (const n of this.nodes) n.parentNode?.removeChild(n);
    this.hidden = true;
  }

  restore(): void {
    if (!this.hidden && !this.holder) return;
    this.el.append(...this.nodes);
    this.hidden = false;
    this.holder = null;
  }
}
