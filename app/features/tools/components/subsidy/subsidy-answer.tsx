import { type SchemeAnswer, type SubsidyCheck, ruleTexts } from "#app/features/tools/rules/subsidy";
import { formatInr } from "#app/shared/rules/money";
import { formatDayIn } from "#app/shared/i18n/dates";
import type { Lang } from "#app/shared/i18n/lang";
import { fill } from "#app/shared/i18n/use-messages";
import { useNames } from "#app/shared/i18n/names";
import { InPageVersion } from "#app/shared/components/content/page-intro";
import type { SubsidyWords } from "./messages";
import { OperatorPart } from "./operator-part";

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
  const texts = ruleTexts(lang, rule);
  const statusText = fill(w.status[s.status], { end: day(rule.validTo) });
  return (
    <li className={`panel subsidy-scheme subsidy-${s.status}`} data-testid="subsidy-scheme" data-status={s.status}>
      <h3 lang={texts.scheme.english ? "en" : undefined}>{texts.scheme.value}</h3>
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
      {/* the rule's note as the operator wrote it, in the page's language where there is one */}
      {texts.note.value ? (
        <InPageVersion english={texts.note.english}>
          <p className="footnote">{texts.note.value}</p>
        </InPageVersion>
      ) : null}
      <p className="footnote">
        <OperatorPart message={w.source} values={{ date: day(rule.sourceDate) }} name="source" part={texts.source} />
      </p>
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
