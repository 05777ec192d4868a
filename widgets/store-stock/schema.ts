// sizeAvailability(productId) (§3.17, §7.4), parsed at the boundary.
import * as z from 'zod/mini';

const str = z.nullish(z.string());
const Link = z.nullish(z.object({ text: str, link: str }));
const Hour = z.nullish(z.object({ open: z.nullish(z.boolean()), allDay: z.nullish(z.boolean()), from: str, till: str }));

export const StockInfo = z.object({
  id: z.nullish(z.union([z.string(), z.number()])),
  name: str,
  street: str,
  city: str,
  zipcode: str,
  country: str,
  description: str,
  cleardescription: str,
  contact: z.nullish(z.object({ phone: Link, mail: Link, gg: Link })),
  openingHours: z.nullish(z.object({ monday: Hour, tuesday: Hour, wednesday: Hour, thursday: Hour, friday: Hour, saturday: Hour, sunday: Hour })),
  longitude: z.nullish(z.number()),
  latitude: z.nullish(z.number()),
});
export type StockInfo = z.infer<typeof StockInfo>;

export const StoreStock = z.object({
  quantity: z.nullish(z.number()),
  strictQuantity: z.nullish(z.number()),
  unit: z.nullish(z.object({ singular: str, plural: str })),
  productAvailableStatus: z.nullish(z.object({ description: str, icon: str })),
  stockInfo: z.nullish(StockInfo),
});
export type StoreStock = z.infer<typeof StoreStock>;

export const SizeAvailability = z.object({
  id: z.string(),
  name: str,
  productSizeAvailableInStocks: z.nullish(z.array(StoreStock)),
});
export type SizeAvailability = z.infer<typeof SizeAvailability>;

export const SizeAvailabilityData = z.object({ sizeAvailability: z.nullish(z.array(SizeAvailability)) });

const HOURS = '{ open allDay from till }';
export const SIZE_AVAILABILITY = `mutation ($productId: ID!) {
  sizeAvailability(productId: $productId) {
    id name
    productSizeAvailableInStocks {
      quantity strictQuantity
      unit { singular plural }
      productAvailableStatus { description icon }
      stockInfo {
        id name street city zipcode country description cleardescription
        contact { phone { text link } mail { text link } gg { text link } }
        openingHours { monday ${HOURS} tuesday ${HOURS} wednesday ${HOURS} thursday ${HOURS} friday ${HOURS} saturday ${HOURS} sunday ${HOURS} }
        longitude latitude
      }
    }
  }
}`;
