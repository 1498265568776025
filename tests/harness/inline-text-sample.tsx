// A sample for tests/unit/message-catalogue.test.ts (never shipped, never rendered): each kind of
// interface text written inline that the test must find, beside what it must let through.

export function InlineTextSample({ hindi, words }: { hindi: boolean; words: { label: string } }) {
  return (
    <section aria-label="Written inline">
      <h2>Inline heading</h2>
      <p>{hindi ? "हिंदी" : "Inline English"}</p>
      <img src="/x.png" alt="Inline alt" />
      <select>
        <optgroup label="Inline group" />
      </select>
      <input placeholder={words.label} title={words.label} />
      <p>{words.label} — 42</p>
      <p>INDIA</p>
      <style>{"p{margin:0}"}</style>
    </section>
  );
}
