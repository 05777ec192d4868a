// Props of `config-builder`, written by the server that knows the whole bundle (the
// development shop's /widgets page, fixtures/pages/config-builder-html.ts), in a child script:
//   <div data-widget="config-builder">
//     <script type="application/json" data-props>{"widgets": […], "texts": […], "config": {…}, "preview": {…}}</script>
//     <pre>…the starting config…</pre><p>…the builder needs JavaScript…</p>
//   </div>
// The texts' defaults come in all three languages from the server: the chunks carry one language.
import * as z from 'zod/mini';

export const ConfigBuilderProps = z.object({
  widgets: z
    .array(
      z.object({
        name: z.string().check(z.describe("The widget's name, as in data-widget and widgets.enabled / widgets.disabled.")),
        summary: z.optional(z.string().check(z.describe('One line on what it does, shown beside its switch.'))),
      }),
    )
    .check(z.describe("Every widget of the bundle, in the registry's order.")),
  texts: z
    .array(
      z.object({
        key: z.string(),
        widgets: z.array(z.string()).check(z.describe('Where the text shows: widget names, or "shell" for the page shell.')),
        pl: z.string(),
        it: z.string(),
        en: z.string(),
      }),
    )
    .check(z.describe('Every text a config may override, with its default in Polish, Italian and English.')),
  config: z.optional(z.record(z.string(), z.unknown()).check(z.describe("The config to start from. Default: {}, the loader's defaults."))),
  preview: z.optional(
    z
      .object({
        url: z.string().check(z.describe("The preview's address; it gets ?page=<path>&config=<JSON>.")),
        pages: z.array(z.object({ path: z.string(), label: z.string() })).check(z.describe('The pages to preview on, the first shown first.')),
      })
      .check(z.describe('A live preview of a page with the config. Absent: no preview.')),
  ),
});
export type ConfigBuilderProps = z.infer<typeof ConfigBuilderProps>;
