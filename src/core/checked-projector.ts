// The page-data cache has already parsed the Projector section with ProjectorSection before any
// widget reads it (page-data.ts SECTION_SCHEMAS). A widget that needs no more than that reads it
// with this schema, which only gives it its type, instead of parsing the same product twice.
import * as z from 'zod/mini';
import type { ProjectorSection } from './schemas/product.ts';

export const CheckedProjector = z.custom<ProjectorSection | null>();
