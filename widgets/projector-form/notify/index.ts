// Tell me when available (spec §2.10, §4.13, §7.5, §8.3): the dialog in its own chunk, loaded when
// the shopper reaches for its button (use-dialogs.ts), only on products whose props offer it.
import { NotifyDialog } from './NotifyDialog.tsx';

export const notify = NotifyDialog;
