// Server answers of the map: searchPickupPoints (§3.13, §7.4) and the compact points file.
import * as z from 'zod/mini';
import { OpeningWeekSchema } from './props.ts';

const str = z.nullish(z.string());

export const PickupPoint = z.object({
  id: z.union([z.string(), z.number()]),
  name: str,
  location: str,
  link: str,
  markerIconUrl: str,
  requiredClientNumber: z.nullish(z.boolean()),
  openingDays: z.nullish(OpeningWeekSchema),
  coordinates: z.object({ latitude: z.number(), longitude: z.number(), distance: z.nullish(z.number()) }),
  address: z.nullish(z.object({ buildingAndHouseNumber: str, city: str, country: str, postcode: str, street: str })),
});
export type PickupPoint = z.infer<typeof PickupPoint>;

export const SearchPickupPointsData = z.object({
  searchPickupPoints: z.nullable(
    z.object({
      data: z.nullish(z.array(PickupPoint)),
      gps: z.nullish(z.object({ latitude: z.number(), longitude: z.number() })),
    }),
  ),
});

export const SEARCH_PICKUP_POINTS = `query ($input: SearchPickupPointsInput!) {
  searchPickupPoints(SearchPickupPointsInput: $input) {
    data { id name location link markerIconUrl requiredClientNumber
      openingDays { monday { allDay from till } tuesday { allDay from till } wednesday { allDay from till }
        thursday { allDay from till } friday { allDay from till } saturday { allDay from till } sunday { allDay from till } }
      coordinates { latitude longitude distance }
      address { buildingAndHouseNumber city country postcode street } }
    gps { latitude longitude }
  }
}`;

/** `{points: [[id, lat, lng, city, name], …]}` */
export const CompactRow = z.tuple([z.union([z.string(), z.number()]), z.number(), z.number(), z.string(), z.string()]);
