// date-picker through the real loader (happy-dom): the server input is kept and written back,
// the §4.2 selection modes, the WAI-ARIA keys, the views (§2.12), the time picker and bad props.
import { afterEach, describe, expect, it } from 'vitest';
import { markerState, startWidgets, waitFor, type Harness } from '../helpers/widget-harness.ts';
import { expectConsoleError } from '../helpers/widget-setup.ts';

let h: Harness | undefined;
afterEach(() => {
  h?.stop();
  h = undefined;
});

const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/'/g, '&#39;');

async function mount(props: Record<string, unknown>, value = '', language = 'pl') {
  h = startWidgets(
    `<form id="f"><label for="d">Data</label><div id="dp" data-widget="date-picker" data-when="load" data-props='${attr(props)}'><input id="d" name="date" value="${value}"></div></form>`,
    { config: { language } },
  );
  await h.ready;
  await waitFor(() => expect(markerState(document.querySelector('#dp'))).toBe('mounted'));
  return document.querySelector<HTMLInputElement>('#d')!;
}

const openButton = () => document.querySelector<HTMLButtonElement>('.sf-date-picker__open')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const cell = (iso: string) => document.querySelector<HTMLElement>(`td[data-date="${iso}"]`)!;
const focused = () => (document.activeElement as HTMLElement | null)?.getAttribute('data-date');
const heading = () => document.querySelector('.sf-date-picker__heading')!.firstChild!.textContent;
async function open() {
  openButton().click();
  await waitFor(() => expect(dialog()).not.toBeNull());
}
async function key(k: string, shiftKey = false) {
  (document.activeElement as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey, bubbles: true, cancelable: true }));
  await new Promise((r) => setTimeout(r, 0));
}
async function click(el: Element) {
  (el as HTMLElement).click();
  await new Promise((r) => setTimeout(r, 0));
}

describe('date-picker', () => {
  it('keeps the server input in the form and adds a button; opens on the input value', async () => {
    const input = await mount({}, '12-03-2025');
    expect(input.closest('form')?.id).toBe('f');
    expect(document.querySelectorAll('#dp input')).toHaveLength(1);
    expect(openButton().getAttribute('aria-label')).toBe('Wybierz datę');
    await open();
    // §9.9: header month then year; Monday first; focus on the selected day.
    expect(heading()).toBe('Marzec 2025');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd']);
    expect(focused()).toBe('2025-03-12');
    expect(cell('2025-03-12').getAttribute('aria-selected')).toBe('true');
    expect(document.querySelectorAll('tbody tr')).toHaveLength(6);
  });

  it('single: a click writes the value back (with input/change events) and closes, focus back on the open button', async () => {
    const input = await mount({}, '12-03-2025');
    const events: string[] = [];
    input.addEventListener('input', () => events.push('input'));
    input.addEventListener('change', () => events.push('change'));
    await open();
    await click(cell('2025-03-20'));
    expect(input.value).toBe('20-03-2025');
    expect(events).toEqual(['input', 'change']);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(openButton());
    // §4.2: clicking the selected day unselects it.
    await open();
    await click(cell('2025-03-20'));
    expect(input.value).toBe('');
  });

  it('single: a day of the next month selects it and moves the view there (§4.2)', async () => {
    const input = await mount({ mode: 'multiple' }, '30-03-2025');
    await open();
    await click(cell('2025-04-02'));
    expect(heading()).toBe('Kwiecień 2025');
    expect(input.value).toBe('30-03-2025, 02-04-2025');
  });

  it('multiple: a click toggles a day', async () => {
    const input = await mount({ mode: 'multiple' }, '');
    await open();
    const any = document.querySelector<HTMLElement>('td[data-date]:not(.sf-date-picker__day--outside)')!;
    const iso = any.getAttribute('data-date')!;
    await click(cell(iso));
    await click(cell(iso.slice(0, 8) + '20'));
    expect(input.value.split(', ')).toHaveLength(2);
    await click(cell(iso));
    expect(input.value.split(', ')).toHaveLength(1);
    // The dialog stays open until Done.
    expect(dialog()).not.toBeNull();
    await click(document.querySelector('.sf-date-picker__done')!);
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('multiple-ranged: two clicks select every enabled day between, a third starts again', async () => {
    const input = await mount({ mode: 'multiple-ranged', disabled: ['2025-03-12'], disabledWeekdays: [7] }, '03-03-2025');
    await open();
    await click(cell('2025-03-10'));
    expect(document.querySelector('[role="status"]')!.textContent).toContain('Początek zakresu: 10 marca 2025');
    await click(cell('2025-03-17'));
    // 10…17 without the disabled 12th and Sunday the 16th.
    expect(input.value).toBe('10-03-2025, 11-03-2025, 13-03-2025, 14-03-2025, 15-03-2025, 17-03-2025');
    await click(cell('2025-03-20'));
    expect(input.value).toBe('20-03-2025');
    // A disabled day is never selected.
    await click(cell('2025-03-12'));
    expect(input.value).toBe('20-03-2025');
  });

  it('keyboard: arrows, Home/End, PageUp/PageDown, Shift+PageUp, Enter; Escape closes', async () => {
    const input = await mount({}, '15-01-2025');
    await open();
    expect(focused()).toBe('2025-01-15');
    await key('ArrowRight');
    expect(focused()).toBe('2025-01-16');
    await key('ArrowDown');
    expect(focused()).toBe('2025-01-23');
    await key('Home');
    expect(focused()).toBe('2025-01-20'); // Monday
    await key('End');
    expect(focused()).toBe('2025-01-26');
    await key('PageDown');
    expect(focused()).toBe('2025-02-26');
    expect(heading()).toBe('Luty 2025');
    // The month change is announced.
    expect(document.querySelector('[role="status"]')!.textContent).toBe('Luty 2025');
    await key('PageUp', true);
    expect(focused()).toBe('2024-02-26');
    await key('ArrowUp');
    await key('ArrowLeft');
    expect(focused()).toBe('2024-02-18');
    await key('Enter');
    expect(input.value).toBe('18-02-2024');
    await waitFor(() => expect(dialog()).toBeNull());
    await open();
    await key('Escape');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(openButton());
    expect(input.value).toBe('18-02-2024');
  });

  it('keeps focus inside [min, max] and disables the arrows at the ends', async () => {
    await mount({ min: '2025-03-05', max: '2025-03-28' }, '06-03-2025');
    await open();
    await key('ArrowUp');
    expect(focused()).toBe('2025-03-05');
    await key('PageDown');
    expect(focused()).toBe('2025-03-28');
    const [prev, next] = document.querySelectorAll<HTMLButtonElement>('.sf-date-picker__arrow');
    expect(prev!.disabled).toBe(true);
    expect(next!.disabled).toBe(true);
    expect(cell('2025-03-04').getAttribute('aria-disabled')).toBe('true');
  });

  it('months view: 3-character names with the full name as tooltip; years view: 15 years paged by 15', async () => {
    await mount({}, '10-06-2030', 'it');
    await open();
    await click(document.querySelector('button.sf-date-picker__heading')!);
    const months = [...document.querySelectorAll<HTMLElement>('td.sf-date-picker__month')];
    expect(months.map((m) => m.textContent)).toEqual(['Gen', 'Feb', 'Mar', 'Apr', 'Mag', 'Giu', 'Lug', 'Ago', 'Set', 'Ott', 'Nov', 'Dic']);
    expect(months[0]!.title).toBe('Gennaio');
    expect(focused()).toBe(null);
    expect(document.activeElement?.textContent).toBe('Giu');
    await key('ArrowRight');
    expect(document.activeElement?.textContent).toBe('Lug');
    await click(document.querySelector('button.sf-date-picker__heading')!);
    const years = () => [...document.querySelectorAll('td.sf-date-picker__year')].map((y) => Number(y.textContent));
    expect(years()).toEqual(Array.from({ length: 15 }, (_, i) => 2023 + i));
    await click(document.querySelectorAll('.sf-date-picker__arrow')[1]!);
    expect(years()[0]).toBe(2038);
    await click(document.querySelectorAll('.sf-date-picker__arrow')[0]!);
    await click(document.querySelectorAll('.sf-date-picker__arrow')[0]!);
    expect(years()[0]).toBe(2008);
    await click([...document.querySelectorAll('td.sf-date-picker__year')].find((y) => y.textContent === '2010')!);
    await click([...document.querySelectorAll('td.sf-date-picker__month')].find((m) => m.textContent === 'Feb')!);
    expect(heading()).toBe('Febbraio 2010');
  });

  it('shows ISO week numbers, holiday / weekend / custom marks and popups', async () => {
    await mount(
      { weekNumbers: true, holidays: ['2021-01-06'], dates: [{ date: '2021-01-06', name: 'Trzech Króli', className: 'x-feast', popup: 'Kurier nie jeździ' }] },
      '04-01-2021',
      'en',
    );
    await open();
    // 2021-01-01 (Friday) is in ISO week 53 of 2020.
    expect([...document.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual(['53', '1', '2', '3', '4', '5']);
    const feast = cell('2021-01-06');
    expect(feast.className).toContain('sf-date-picker__day--holiday');
    expect(feast.className).toContain('x-feast');
    expect(feast.getAttribute('aria-label')).toBe('6 January 2021, Wednesday, holiday, Trzech Króli');
    expect(document.getElementById(feast.getAttribute('aria-describedby')!)?.textContent).toBe('Kurier nie jeździ');
    expect(cell('2021-01-09').className).toContain('sf-date-picker__day--weekend');
  });

  it('only the available days can be chosen (courier calendar, §3.12)', async () => {
    const input = await mount({ available: ['2400-05-05', '2400-05-07'], min: '2400-05-01', max: '2400-05-31' });
    await open();
    // Nothing selected, today before the range → focus on the first available day.
    expect(focused()).toBe('2400-05-05');
    await click(cell('2400-05-06'));
    expect(input.value).toBe('');
    await click(cell('2400-05-07'));
    expect(input.value).toBe('07-05-2400');
  });

  it('time picker 24 h and 12 h with AM/PM write the time with the date', async () => {
    const input = await mount({ time: '24h', minuteStep: 15 }, '01-02-2025 09:30');
    await open();
    const [hour, minute] = document.querySelectorAll<HTMLInputElement>('input[type="range"]');
    expect(hour!.value).toBe('9');
    expect(minute!.step).toBe('15');
    // React tracks the value: set it the way a user's drag does, through the native setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(hour, '18');
    hour!.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(input.value).toBe('01-02-2025 18:30');
    h!.stop();
    const input12 = await mount({ time: '12h' }, '01-02-2025 09:30 AM');
    await open();
    await click([...document.querySelectorAll('.sf-date-picker__ampm button')].find((b) => b.textContent === 'PM')!);
    expect(input12.value).toBe('01-02-2025 09:30 PM');
  });

  it('a custom format with month names is read and written', async () => {
    const input = await mount({ format: '%d %B %y' }, '3 marca 2025');
    await open();
    expect(focused()).toBe('2025-03-03');
    await key('ArrowRight');
    await key(' ');
    expect(input.value).toBe('04 marca 2025');
  });

  it('is modal (WAI-ARIA date picker dialog): Tab and Shift+Tab cycle inside it and never close it', async () => {
    await mount({}, '12-03-2025');
    await open();
    expect(dialog()!.getAttribute('aria-modal')).toBe('true');
    const stops = [...dialog()!.querySelectorAll<HTMLElement>('button:not([disabled]), [tabindex="0"]')];
    expect(stops.length).toBeGreaterThan(2);
    const seen = new Set<Element>();
    for (let i = 0; i < stops.length + 2; i++) {
      await key('Tab');
      expect(dialog()).not.toBeNull();
      expect(dialog()!.contains(document.activeElement)).toBe(true);
      seen.add(document.activeElement!);
    }
    expect(seen.size).toBe(stops.length); // every control, then round again
    for (let i = 0; i < stops.length + 2; i++) {
      await key('Tab', true);
      expect(dialog()).not.toBeNull();
      expect(dialog()!.contains(document.activeElement)).toBe(true);
    }
    await key('Escape');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(document.activeElement).toBe(openButton());
  });

  it('a marker without an <input> fails with one message that names the widget once', async () => {
    expectConsoleError(/^date-picker: the marker has no <input> to enhance: put the field's <input> inside the data-widget="date-picker" element$/);
    h = startWidgets(`<div id="dp" data-widget="date-picker" data-when="load"><span>no field</span></div>`);
    await h.ready;
    expect(markerState(document.querySelector('#dp'))).toBe('error');
  });

  it.each([
    [{ mode: 'range' }, /date-picker: data-props\.mode: expected one of "single" \| "multiple" \| "multiple-ranged"/],
    [{ min: '2025-02-30' }, /date-picker: data-props\.min: expected a date as YYYY-MM-DD/],
    [{ min: '2025-03-01', max: '2025-02-01' }, /date-picker: data-props\.max: expected max on or after min/],
    [{ dates: [{ date: '2025-01-01', className: 'a" onclick="x' }] }, /date-picker: data-props\.dates\.0\.className: expected CSS class names/],
  ])('bad props %j: the marker keeps its server input', async (props, message) => {
    expectConsoleError(message);
    h = startWidgets(`<div id="dp" data-widget="date-picker" data-when="load" data-props='${attr(props)}'><input id="d" name="date"></div>`);
    await h.ready;
    expect(markerState(document.querySelector('#dp'))).toBe('error');
    expect(document.querySelector('#dp input#d')).not.toBeNull();
  });
});
