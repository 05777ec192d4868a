// The page's toast alerts (spec §2.9, §9.2): any code raises one with
// bus.emit('toast:requested', { kind, text, durationMs? }).
import { useBusEvent, useWidget } from '../../src/core/widget-context.tsx';
import { normaliseToastRequest } from '../../src/ui/toast-timing.ts';
import { ToastList } from '../../src/ui/ToastList.tsx';
import { useToasts } from '../../src/ui/use-toasts.ts';
import { useToastHost } from './use-toast-host.ts';

export function Toasts() {
  const { t } = useWidget();
  const host = useToastHost();
  const { toasts, show, dismiss, pause, resume } = useToasts();
  useBusEvent('toast:requested', (payload) => {
    const request = host.isActive() ? normaliseToastRequest(payload) : null;
    if (request) show(request);
  });
  if (!host.active) return null;
  return (
    <ToastList
      toasts={toasts}
      closeLabel={t('ui.close')}
      kindLabels={{ info: t('toasts.info'), warning: t('toasts.warning'), error: t('toasts.error'), success: t('toasts.success') }}
      onDismiss={dismiss}
      onPause={pause}
      onResume={resume}
      className="sf-toasts--page"
    />
  );
}
