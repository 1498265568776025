import { type ShownSpec, type SpecReading, shownSpec } from "#app/domain/rules/spec-shown";
import type { SchemeEnd } from "#app/domain/tools/subsidy";
import { useNames } from "#app/i18n/names";
import { formatDayIn } from "#app/i18n/dates";
import { fill, useLang, useMessages } from "#app/i18n/use-messages";

// One specification value as a page shows it (app/domain/rules/spec-shown.ts): English without a
// Hindi version marked lang="en" on a Hindi page, and an ended scheme it named after it with its
// end. A scheme is named in the page's language where its rules give a Hindi name, else in English.

export function SpecValue({ shown }: { shown: ShownSpec }) {
  const lang = useLang();
  const c = useMessages().catalogue;
  const { ended } = shown;
  const schemeHi = lang === "hi" ? ended?.schemeHi : "";
  return (
    <>
      {shown.english ? <span lang="en">{shown.text}</span> : shown.text}
      {ended ? (
        <>
          {shown.text ? ", " : null}
          {schemeHi ? schemeHi : <span lang={lang === "hi" ? "en" : undefined}>{ended.scheme}</span>} {fill(c.schemeEnd[ended.status], { date: formatDayIn(lang, ended.end) })}
        </>
      ) : null}
    </>
  );
}

/** How this page reads a model's specification values, with the ended schemes they may name. */
export function useSpecReading(ends: readonly SchemeEnd[]): SpecReading {
  const lang = useLang();
  const names = useNames();
  return { lang, read: names.readSpec, ends };
}

/** A model's specification values as this page shows them: `shown` for a sentence, `cell` for a table ("-" where none). */
export function useModelSpecs(model: Readonly<Record<string, unknown>>, ends: readonly SchemeEnd[]) {
  const reading = useSpecReading(ends);
  const shown = (field: string) => shownSpec(field, model, reading);
  const cell = (field: string) => {
    const value = shown(field);
    return value ? <SpecValue shown={value} /> : "-";
  };
  return { shown, cell };
}
