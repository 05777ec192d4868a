// Every widget the loader knows: name → default load condition, bulk sections, lazy chunk.
// One name (kebab-case) names the folder, the marker and the chunk (docs/design.md §2).
// A test checks that each entry's chunk defines a widget of the same name.
import type { Registry } from '../src/loader/types.ts';
import { removeClosedBars, removeWhileCookie } from '../src/loader/early-chrome.ts';
import { BANNER_COOKIES } from '../src/domain/banner-cookies.ts';
import { readCookies } from '../src/core/cookies.ts';

/** A page chrome widget, by the name the loader passes: its code is in the chrome's one chunk (widgets/page-chrome.ts). */
const chrome = (name: string) => import('./page-chrome.ts').then((m) => ({ default: m.chrome[name]! }));

export const registry: Registry = {
  'omnibus-price': { when: 'visible', sections: ['Projector'], load: () => import('./omnibus-price/index.ts') },
  // Widgets that show nothing until used load when the shopper reaches for them (hover, focus,
  // pointer down; fetched at idle): the server markup is their button until then, and the first
  // click is replayed on the widget. The search box takes over what was typed meanwhile.
  'header-search': { when: 'interaction', load: () => import('./header-search/index.ts') },
  'mini-basket': { when: 'load', sections: ['Basket'], load: () => import('./mini-basket/index.ts') },
  // The wishlist and comparers (§3.4): the header counters and the products' buttons load as they
  // come into view (a counter in a closed phone menu when it opens). Both read both sections, so
  // the page's first bulk request carries them and a marker mounted later asks for nothing.
  'product-lists': { when: 'visible', sections: ['Wishlist', 'Comparers'], load: () => import('./product-lists/index.ts') },
  // The toasts' live regions are empty until a toast comes: they load when the page is idle, off the first
  // scan's way (on slow 4G a file on the way of `storefront:ready` can cost a 562 ms round trip). A toast
  // requested before that is kept by the bus and shown when the widget mounts (src/core/bus.ts).
  toasts: { when: 'idle', load: () => import('./toasts/index.ts') },
  instalments: { when: 'visible', sections: ['Projector', 'Basket'], load: () => import('./instalments/index.ts') },
  'date-picker': { when: 'visible', load: () => import('./date-picker/index.ts') },
  // The picker opens by itself on a first visit only when its props say so (`show_select`, §4.4,
  // true as isTrue reads it): then it loads with the page; otherwise it is a link until used.
  'country-picker': {
    when: (el) => (/"show_select"\s*:\s*(true\b|"true"|"1"|1\b)/.test((el.dataset.props ?? '') + el.textContent) ? 'load' : 'interaction'),
    load: () => import('./country-picker/index.ts'),
  },
  // The notice shows only when a forced region or zip code cookie is set (§4.3, §3.20): then it
  // loads with the page; otherwise when the page is idle, off the first scan's way.
  'forced-region': {
    when: (el) => (/(?:^|;\s*)set(Region|Zipcode)Forced=/.test(readCookies(el.ownerDocument)) ? 'load' : 'idle'),
    load: () => import('./forced-region/index.ts'),
  },
  'customer-form': { when: 'idle', load: () => import('./customer-form/index.ts') },
  'store-map': { when: 'visible', load: () => import('./store-map/index.ts') },
  'store-stock': { when: 'interaction', load: () => import('./store-stock/index.ts') },
  // The product form takes over the server form as soon as the page loads (§2.10).
  'projector-form': { when: 'load', sections: ['Projector'], load: () => import('./projector-form/index.ts') },
  'product-tabs': { when: 'idle', load: () => import('./product-tabs/index.ts') },
  'product-questions': { when: 'interaction', load: () => import('./product-questions/index.ts') },
  // The logout link (§2.5) mounts when the shopper reaches for it; a click meanwhile is held and
  // replayed on the link inside the marker, so no logout misses the clearing.
  'account-logout': { when: 'interaction', load: () => import('./account-logout/index.ts') },
  // A shopping-list link marked empty (§2.5) likewise: the replayed click creates the list too.
  'shopping-list-link': { when: 'interaction', load: () => import('./shopping-list-link/index.ts') },
  // The promo-code field (§4.8) shows the server's own form until the shopper reaches for it; the
  // product page does not grow meanwhile, and a click on "apply" is replayed once it has mounted.
  'promo-code': { when: 'interaction', load: () => import('./promo-code/index.ts') },
  // The menus (§2.5) show nothing new until used: the server's settings form and category links
  // work meanwhile. The settings menu mounts when the shopper reaches for the form (a click on a
  // select lands on its dropdown, and so does the focus); the category menu when the pointer, a
  // finger or the focus reaches the menu (the next pointer move starts the hover delay, a held
  // tap on a parent link is replayed and opens its submenu).
  'settings-menu': { when: 'interaction', load: () => import('./settings-menu/index.ts') },
  'category-menu': { when: 'interaction', load: () => import('./category-menu/index.ts') },
  // The page chrome: small behaviours of every page's edges, each adding to the server's
  // own markup in place. Bars and banners closed on an earlier page go at the scan (`early`), before
  // the first paint; the widgets themselves (close buttons, sticky bars, the basket's free shipping,
  // the footer's accordions) load when the page is idle, off the way of `storefront:ready` (on slow
  // 4G, four more files before it cost half a second). The responsive sections load with the page
  // where it has sections or lazy images to place (a cheap query), else when it is idle (a partial
  // page load may bring some). The five that load at idle share one chunk (widgets/page-chrome.ts).
  // §2: the top / bottom bars are not run on order-process pages (their markup stays as served).
  'page-bars': { when: 'idle', skipOn: ['order-process'], early: removeClosedBars, load: chrome },
  'discount-banner': { when: 'idle', early: removeWhileCookie(BANNER_COOKIES.discount), load: chrome },
  'free-shipping-banner': {
    when: 'idle',
    early: removeWhileCookie(BANNER_COOKIES.freeShipping),
    sections: ['Basket'],
    load: chrome,
  },
  'responsive-sections': {
    when: (el) => (el.ownerDocument.querySelector('[data-section],img[data-src],img[data-src-small]') ? 'load' : 'idle'),
    load: () => import('./responsive-sections/index.ts'),
  },
  'mobile-disclosures': { when: 'idle', load: chrome },
  'back-to-top': { when: 'idle', load: chrome },
  'breadcrumbs-back': { when: 'interaction', load: () => import('./breadcrumbs-back/index.ts') },
  'cookie-settings': { when: 'interaction', load: () => import('./cookie-settings/index.ts') },
  // The admin's config builder: only on the development shop's /widgets page, near its top.
  'config-builder': { when: 'visible', load: () => import('./config-builder/index.ts') },
};
