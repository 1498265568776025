import { useEffect, useRef, useState } from "react";
import type { CollapseNeed } from "#app/shared/rules/collapse";
import { useMessages } from "#app/shared/i18n/use-messages";

// A text that opens with View More and closes with View Less (the "About" text). A visually
// hidden checkbox drives it through CSS, so it works the same before hydration and without
// JavaScript; the checkbox is keyboard operable and its label says what it does. The toggle is
// left out where the text fits (`need`, from its length; docs/decisions/092-view-more-when-more.md),
// and with JavaScript wherever the text measured shorter than the collapsed height.

type Props = { id: string; need: CollapseNeed; children: React.ReactNode };

export function Collapsible({ id, need, children }: Props) {
  const body = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);
  const t = useMessages().catalogue;
  useEffect(() => {
    const element = body.current;
    if (!element || need === "none") return;
    const measure = () => {
      // only while collapsed: an opened text is taller than the box by design
      const toggle = document.getElementById(id) as HTMLInputElement | null;
      if (toggle?.checked) return;
      setFits(element.scrollHeight <= element.clientHeight + 1);
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [id, need]);
  if (need === "none") return <div className="collapsible-body collapsible-open">{children}</div>;
  return (
    <div className={`collapsible collapsible-${need}${fits ? " collapsible-fits" : ""}`}>
      <input type="checkbox" id={id} className="collapsible-toggle visually-hidden" aria-label={t.showWholeText} />
      <div className="collapsible-body" ref={body}>
        {children}
      </div>
      <label htmlFor={id} className="collapsible-label">
        <span className="more">{t.viewMore}</span>
        <span className="less">{t.viewLess}</span>
      </label>
    </div>
  );
}
