// One suggestion: a real link (middle click, open in a new tab) with the option role. Server
// names are text; links and images were checked by searchView (http(s) or relative only).
import type { Translate } from '../../src/core/i18n.ts';
import type { SearchOption } from '../../src/domain/search-view.ts';

export function SearchOptionRow({ option, id, active, t }: { option: SearchOption; id: string; active: boolean; t: Translate }) {
  const product = option.kind === 'products';
  return (
    <a
      role="option"
      id={id}
      href={option.href}
      tabIndex={-1}
      aria-selected={active}
      className={'sf-header-search__option' + (product ? ' sf-header-search__option--product' : '') + (active ? ' sf-header-search__option--active' : '')}
    >
      {product && (
        <span className="sf-header-search__images">
          {option.image && <img className="sf-header-search__image" src={option.image} alt="" width={40} height={40} loading="lazy" decoding="async" />}
          {option.imageSecond && (
            <img
              className="sf-header-search__image sf-header-search__image--second"
              src={option.imageSecond}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              decoding="async"
            />
          )}
        </span>
      )}
      <span className="sf-header-search__name">{option.label}</span>
      {option.price && (
        <span className={'sf-header-search__price' + (option.price.kind === 'phone' ? ' sf-header-search__price--phone' : '')}>
          {option.price.kind === 'phone' ? t('search.phonePrice') : option.price.formatted}
        </span>
      )}
    </a>
  );
}
