// The config's omnibus options (§9.4), apart from the display rules (omnibus.ts): the config
// (core/config.ts, in every page's runtime) and the config builder read the defaults without
// carrying the rules.

export interface OmnibusSettings {
  enabled: boolean;
  rebateCodeActivate: boolean;
  hidePercentageDiscounts: boolean;
}

/** §9.4 "Omnibus defaults". */
export const OMNIBUS_DEFAULTS: OmnibusSettings = Object.freeze({
  enabled: true,
  rebateCodeActivate: true,
  hidePercentageDiscounts: true,
});
