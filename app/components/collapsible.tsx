// A text that opens with View More and closes with View Less (spec §2 "About" text). A visually
// hidden checkbox drives it through CSS, so it works the same before hydration and without
// JavaScript; the checkbox is keyboard operable and its label says what it does.

type Props = { id: string; children: React.ReactNode };

export function Collapsible({ id, children }: Props) {
  return (
    <div className="collapsible">
      <input type="checkbox" id={id} className="collapsible-toggle visually-hidden" aria-label="Show the whole text" />
      <div className="collapsible-body">{children}</div>
      <label htmlFor={id} className="collapsible-label">
        <span className="more">View More</span>
        <span className="less">View Less</span>
      </label>
    </div>
  );
}
