import type { SchemeAnswer, SubsidyCheck } from "#app/domain/tools/subsidy";
import { formatInr } from "#app/domain/rules/format";
import { formatDayIn } from "#app/i18n/dates";
import type { Lang } from "#app/i18n/lang";
import { fill } from "#app/i18n/use-messages";
import { useNames } from "#app/i18n/names";
import { OperatorWritten } from "#app/components/content/page-intro";
import type { SubsidyWords } from "./messages";

// The answer of the subsidy check: each scheme with how it is worked out, its status on the day,
// the amount or why there is none, and its source (docs/decisions/117).

type Props = { check: SubsidyCheck; words: SubsidyWords; lang: Lang };

const kwhText = (kwh: number) => String(Math.round(kwh * 100) / 100);

function how(s: SchemeAnswer, kwh: number | null, w: SubsidyWords): string {
  const { rule } = s;
  if (rule.perKwh === 0) return fill(w.flat, { cap: formatInr(rule.cap) });
  const base = kwh === null
      ? fill(w.perKwhNoSize, { rate: formatInr(rule.perKwh) })
      : fill(w.perKwh, { rate: formatInr(rule.perKwh), kwh: kwhText(kwh) });
  return rule.cap > 0 ? `${base}, ${fill(w.capUpTo, { cap: formatInr(rule.cap) })}` : base;
}

function Scheme({ s, check, words: w, lang }: Props & { s: SchemeAnswer }) {
  const day = (text: string) => formatDayIn(lang, text);
  const names = useNames();
  const { rule } = s;
  const statusText = fill(w.status[s.status], { end: day(rule.validTo) });
  return (
    <li className={`panel subsidy-scheme subsidy-${s.status}`} data-testid="subsidy-scheme" data-status={s.status}>
      {/* a scheme's name is its English proper name */}
      <h3 lang={lang === "hi" ? "en" : undefined}>{s.scheme}</h3>
      <p className="subsidy-level">{s.level === "central" ? w.central : fill(w.state, { state: names.state(s.stateName) })}</p>
      <p className="subsidy-status" data-testid="subsidy-status">
        <strong>{statusText}</strong>
      </p>
      <ul className="subsidy-terms">
        <li>{how(s, check.kwh, w)}</li>
        {rule.maxExFactory > 0 ? <li>{fill(w.exFactory, { limit: formatInr(rule.maxExFactory) })}</li> : null}
        <li>{rule.battery === "advanced" ? w.advancedOnly : w.anyBattery}</li>
        <li>{rule.validTo ? fill(w.period, { from: day(rule.validFrom), to: day(rule.validTo) }) : fill(w.periodOpen, { from: day(rule.validFrom) })}</li>
      </ul>
      {s.status === "open" ? (
        <p className="subsidy-amount" data-testid="subsidy-amount">
          {w.amount}: <strong>{s.refusal ? w.refusal[s.refusal] : formatInr(s.amount)}</strong>
        </p>
      ) : (
        <p>{s.status === "unknown" ? fill(w.unknownSays, { end: day(rule.validTo) }) : s.status === "closed" ? fill(w.closedSays, { end: day(rule.validTo) }) : fill(w.notStartedSays, { start: day(rule.validFrom) })}</p>
      )}
      {/* the rule's note is the operator's English */}
      {rule.note ? (
        <OperatorWritten>
          <p className="footnote">{rule.note}</p>
        </OperatorWritten>
      ) : null}
      <Source words={w.source} source={rule.source} date={day(rule.sourceDate)} english={lang === "hi"} />
    </li>
  );
}

export function SubsidyAnswer(props: Props) {
  const { check, words: w } = props;
  if (check.schemes.length === 0) return <p data-testid="subsidy-total">{w.noScheme}</p>;
  return (
    <>
      <p className="subsidy-total" data-testid="subsidy-total">
        <strong>{check.total > 0 ? fill(w.total, { amount: formatInr(check.total) }) : w.none}</strong>
      </p>
      <ul className="subsidy-schemes">
        {check.schemes.map((s) => (
          <Scheme key={`${s.level}|${s.stateName}|${s.scheme}`} s={s} {...props} />
        ))}
      </ul>
    </>
  );
}

/** "Source: {source}, {date}", the source as the operator wrote it: English, marked so on a Hindi page. */
function Source({ words, source, date, english }: { words: string; source: string; date: string; english: boolean }) {
  const [before = "", after = ""] = fill(words, { date }).split("{source}");
  return (
    <p className="footnote">
      {before}
      <span lang={english ? "en" : undefined}>{source}</span>
      {after}
    </p>
  );
}
