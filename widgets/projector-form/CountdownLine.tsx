// The promotion countdown (spec §4.12); renders nothing once the time has passed.
import type { Translate } from '../../src/core/i18n.ts';
import type { CountdownParts } from './view.ts';
import { pad } from '../../src/domain/pad.ts';

export function CountdownLine({ parts, t }: { parts: CountdownParts | null; t: Translate }) {
  if (!parts) return null;
  return (
    <p className="sf-projector-form__countdown">
      {t('projector.countdown')}{' '}
      <span className="sf-projector-form__countdown-time" role="timer">
        {t('projector.countdownParts', { d: parts.days, h: pad(parts.hours), m: pad(parts.minutes), s: pad(parts.seconds) })}
      </span>
    </p>
  );
}
