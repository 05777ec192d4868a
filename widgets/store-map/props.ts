// Props of `store-map`. Points come inline (`points`, e.g. the shop's stores), from a JSON file of
// compact rows (`pointsUrl`, for up to 100,000 pickup points), or from the pickup-point search
// (`search: true`, GraphQL searchPickupPoints). The tile service is the shop's choice (§2.13).
import * as z from 'zod/mini';

const OpeningDay = z.nullish(
  z.object({
    open: z.optional(z.nullable(z.boolean())),
    allDay: z.optional(z.nullable(z.boolean())),
    from: z.optional(z.nullable(z.string())),
    till: z.optional(z.nullable(z.string())),
  }),
);
export const OpeningWeekSchema = z.object({
  monday: z.optional(OpeningDay),
  tuesday: z.optional(OpeningDay),
  wednesday: z.optional(OpeningDay),
  thursday: z.optional(OpeningDay),
  friday: z.optional(OpeningDay),
  saturday: z.optional(OpeningDay),
  sunday: z.optional(OpeningDay),
});

export const InlinePoint = z.object({
  id: z.union([z.string(), z.number()]).check(z.describe('Unique id.')),
  lat: z.number().check(z.describe('Latitude.')),
  lng: z.number().check(z.describe('Longitude.')),
  title: z.string().check(z.describe("Name shown in the list and as the marker's label.")),
  city: z.string().check(z.describe('City, for the city filter.')),
  address: z.optional(z.string().check(z.describe('One line of address.'))),
  openingDays: z.optional(OpeningWeekSchema.check(z.describe('Opening hours per weekday {open, allDay, from, till}.'))),
  link: z.optional(z.string().check(z.describe('Details page.'))),
});
export type InlinePoint = z.infer<typeof InlinePoint>;

export const ClusterProps = z.object({
  reading: z.optional(
    z
      .enum(['product', 'library'])
      .check(z.describe('Which §9.10 reading of the defaults: "product" (default; max zoom 16, radius 60, padding 60) or "library" (radius 80).')),
  ),
  maxZoom: z.optional(z.number().check(z.describe('Highest zoom that still clusters.'))),
  radius: z.optional(z.number().check(z.describe('Cluster radius in pixels.'))),
  padding: z.optional(z.number().check(z.describe('Pixels around the viewport that are clustered too.'))),
  sizeClasses: z.optional(z.array(z.number()).check(z.describe('Upper bounds of the small and medium cluster icons, default [10, 100].'))),
});

export const StoreMapProps = z.object({
  points: z.optional(z.array(InlinePoint).check(z.describe('The points to show (stores, pickup points).'))),
  pointsUrl: z.optional(z.string().check(z.describe('Same-origin JSON `{points: [[id, lat, lng, city, name], …]}` for large sets (up to 100,000 points).'))),
  search: z.optional(z.boolean().check(z.describe("Show the pickup-point search by address and by the visitor's location (searchPickupPoints)."))),
  courierId: z.optional(z.string().check(z.describe('Courier whose pickup points the search returns.'))),
  tileUrl: z.optional(z.string().check(z.describe("Tile URL template with {z}, {x}, {y}; default the shop's /tiles/{z}/{x}/{y}.png."))),
  attribution: z.optional(z.string().check(z.describe('Tile attribution shown under the map (plain text).'))),
  zoom: z.optional(z.number().check(z.describe('Zoom when showing one point or a searched address (§9.10: 13).'))),
  center: z.optional(z.tuple([z.number(), z.number()]).check(z.describe('[lat, lng] before any point is known; default the middle of Poland.'))),
  markerBase: z.optional(z.string().check(z.describe('Folder of the marker images (§2.13: /gfx/standards/).'))),
  cluster: z.optional(ClusterProps.check(z.describe('Clustering options (§9.10).'))),
  listLimit: z.optional(z.number().check(z.describe('Most points the list shows at once (default 50); the map shows them all.'))),
  height: z.optional(z.number().check(z.describe('Map height in pixels (default 420).'))),
});
export type StoreMapProps = z.infer<typeof StoreMapProps>;

/** The list's and the map box's defaults; the map's own (tiles, zoom, centre, markers) are useLeafletMap's. */
export const STORE_MAP_DEFAULTS = {
  listLimit: 50,
  height: 420,
};
