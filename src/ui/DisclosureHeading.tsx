// A heading that is, when `expanded` is given, a WAI-ARIA disclosure: the heading holds a button
// with aria-expanded / aria-controls (the panel it shows and hides). Without `expanded` it is a
// plain heading, so a widget can switch a section between both forms without remounting it.
// Styles: `.sf-disclosure` in src/ui/styles.css (give the heading `position: relative`).
import type { ReactNode, Ref } from 'react';

export interface DisclosureHeadingProps {
  level: 2 | 3 | 4;
  id?: string;
  className?: string;
  buttonClassName?: string;
  /** The id of the panel the button controls. */
  controls: string;
  /** undefined: a plain heading. */
  expanded?: boolean;
  onToggle?: () => void;
  /** The button when it is one, else the heading (focusable with tabIndex -1, for "go to" links). */
  focusRef?: Ref<HTMLElement>;
  children: ReactNode;
}

export function DisclosureHeading({ level, id, className, buttonClassName, controls, expanded, onToggle, focusRef, children }: DisclosureHeadingProps) {
  const Tag = `h${level}` as const;
  if (expanded === undefined)
    return (
      <Tag id={id} className={className} tabIndex={-1} ref={focusRef as Ref<HTMLHeadingElement>}>
        {children}
      </Tag>
    );
  return (
    <Tag id={id} className={className}>
      <button
        type="button"
        className={'sf-disclosure' + (buttonClassName ? ' ' + buttonClassName : '')}
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
        ref={focusRef as Ref<HTMLButtonElement>}
      >
        {children}
      </button>
    </Tag>
  );
}
