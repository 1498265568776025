import type { SpecShown, SpecsShown } from "#app/features/catalogue/server/spec-values";

// One specification value as the loader worked it out (app/features/catalogue/server/spec-values.ts): English
// without a Hindi version marked lang="en" on a Hindi page, and an ended scheme it named after it
// with its end.

export function SpecValue({ shown }: { shown: SpecShown }) {
  const { ended } = shown;
  return (
    <>
      {shown.english ? <span lang="en">{shown.text}</span> : shown.text}
      {ended ? (
        <>
          {shown.text ? ", " : null}
          {ended.english ? <span lang="en">{ended.scheme}</span> : ended.scheme} {ended.end}
        </>
      ) : null}
    </>
  );
}

/** A table cell's value: the field's value as shown, or "-" where the model states none. */
export function specCell(specs: SpecsShown, field: string) {
  const shown = specs[field];
  return shown ? <SpecValue shown={shown} /> : "-";
}
