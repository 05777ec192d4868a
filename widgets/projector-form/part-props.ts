// The product form's props keys that a lazy part checks in its own chunk, with the part's schema: the
// form's own schema (props.ts) reads them as unknown, since it ships on every product page. For the
// documentation (the /widgets page) and the package's types, never imported by the widget itself.
import { ConfiguratorDefinition } from './configurator/schema.ts';
import { BundleDefinition } from './bundle/schema.ts';
import { VariantsDefinition } from './variants/schema.ts';
import { SubscriptionDefinition } from './subscription/schema.ts';
import { PointsDefinition } from './points/schema.ts';
import { ExpressProps } from './express/schema.ts';
import { NotifyProps } from './notify/schema.ts';
import { ListProps } from './shopping-list/schema.ts';

export const PART_PROPS = {
  configurator: ConfiguratorDefinition,
  bundle: BundleDefinition,
  variants: VariantsDefinition,
  subscription: SubscriptionDefinition,
  points: PointsDefinition,
  express: ExpressProps,
  notify: NotifyProps,
  shoppingList: ListProps,
} as const;
