// The params of the Snippets and ToplayersAndWidgets sections (spec §3.4, §7.2): the view type as
// three flags, the page's address, and `additional_ajax`. The spec names the last one without its
// value: here it is "" for a page's first load and "1" when the page came by partial navigation
// (§2.1), so that the server answers only what that page adds (docs/decisions.md).
export type ViewTypeNumber = 1 | 2 | 3 | 4;

export interface InjectedSectionRequest {
  format: 'json';
  params: { mobile: boolean; tablet: boolean; pc: boolean; request_uri: string; additional_ajax: '' | '1' };
}

export function injectedSectionRequest(view: ViewTypeNumber, requestUri: string, partial = false): InjectedSectionRequest {
  return { format: 'json', params: { mobile: view < 2, tablet: view == 2, pc: view > 2, request_uri: requestUri, additional_ajax: partial ? '1' : '' } };
}
