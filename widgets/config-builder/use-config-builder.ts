// The config builder's state: the admin's choices, the config they make (checked with the
// loader's own schema, core checkConfig) and the script to copy. Loading a pasted config replaces
// the choices only when the whole config passes: otherwise nothing changes and the problems are
// said, each naming its key and path as the loader would.
import { useCallback, useMemo, useState } from 'react';
import { checkConfig } from '../../src/core/config.ts';
import { useWidget } from '../../src/core/widget-context.tsx';
import type { Language } from '../../src/domain/language.ts';
import type { OmnibusSettings } from '../../src/domain/omnibus-settings.ts';
import { choiceOf, configOf, configScript, readPastedConfig, unknownWidgets, type BuilderChoice, type SwitchMode } from '../../src/domain/config-builder.ts';
import type { ConfigBuilderProps } from './props.ts';

export interface ConfigBuilder {
  choice: BuilderChoice;
  /** The config the choices make, and its script. */
  config: Record<string, unknown>;
  script: string;
  /** What the loader's schema says of it (nothing, unless a loaded key it has no control for changed meaning). */
  problems: string[];
  setLanguage(language: Language): void;
  setPriceType(priceType: BuilderChoice['priceType']): void;
  setMode(mode: SwitchMode): void;
  setWidget(name: string, on: boolean): void;
  setOmnibus(option: keyof OmnibusSettings, on: boolean): void;
  setText(key: string, text: string): void;
  /** Loads a pasted config; returns its problems (empty: loaded). */
  load(text: string): string[];
  /** How many pasted configs were loaded: each replaced the text overrides. */
  loads: number;
}

/** The problems of a raw config: its JSON, each key's schema, the widget names. */
function problemsOf(raw: Record<string, unknown>, names: readonly string[]): string[] {
  const { problems } = checkConfig(raw);
  return problems.length ? problems : unknownWidgets(raw, names);
}

export function useConfigBuilder(props: ConfigBuilderProps): ConfigBuilder {
  const { config: page } = useWidget();
  const names = useMemo(() => props.widgets.map((w) => w.name), [props.widgets]);
  const [choice, setChoice] = useState<BuilderChoice>(() => choiceOf(props.config ?? {}, names, { language: page.language, priceType: page.priceType }));
  const change = useCallback((patch: Partial<BuilderChoice>) => setChoice((c) => ({ ...c, ...patch })), []);
  const [loads, setLoads] = useState(0);

  const config = useMemo(() => configOf(choice, names), [choice, names]);
  const problems = useMemo(() => problemsOf(config, names), [config, names]);

  const load = useCallback(
    (text: string) => {
      const pasted = readPastedConfig(text);
      if (!pasted.ok) return [pasted.problem];
      const found = problemsOf(pasted.raw, names);
      if (!found.length) {
        setChoice((c) => choiceOf(pasted.raw, names, c));
        setLoads((n) => n + 1);
      }
      return found;
    },
    [names],
  );

  return {
    choice,
    config,
    script: useMemo(() => configScript(config), [config]),
    problems,
    setLanguage: (language) => change({ language }),
    setPriceType: (priceType) => change({ priceType }),
    setMode: (mode) => change({ mode }),
    setWidget: (name, on) => setChoice((c) => ({ ...c, off: on ? c.off.filter((n) => n !== name) : [...c.off, name] })),
    setOmnibus: (option, on) => setChoice((c) => ({ ...c, omnibus: { ...c.omnibus, [option]: on } })),
    setText: (key, text) => setChoice((c) => ({ ...c, texts: { ...c.texts, [key]: text } })),
    load,
    loads,
  };
}
