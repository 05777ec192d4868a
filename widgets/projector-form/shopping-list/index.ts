// Add to shopping list (spec §7.6): its own chunk, loaded when the shopper reaches for its button
// (use-dialogs.ts), only on products whose props offer it.
import { AddToList } from './AddToList.tsx';

export const list = AddToList;
