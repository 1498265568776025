import { OperatorHtml, OperatorText } from "#app/shared/components/content/page-intro";
import { type Names, useNames } from "#app/shared/i18n/names";
import type { Messages } from "#app/shared/i18n/types";
import type { Trader } from "#app/shared/entities";
import type { ShownText } from "#app/shared/rules/simple-text";
import { type ProfileFact, profileFacts, profileSections } from "#app/features/catalogue/rules/trader-profile";
import { operatorVersion } from "#app/shared/rules/operator-language";
import { hindiTurnover } from "#app/features/catalogue/rules/turnover-hi";
import type { Lang } from "#app/shared/i18n/lang";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { useUploadedSrc } from "#app/shared/components/picture-versions";
import { IMAGE_SIZES, traderLogo } from "#app/shared/images";

// About: the trader's photo where one was uploaded, then the profile fields the trader has, with
// labels; empty fields are left out.

const { width, height } = IMAGE_SIZES.list;

export function AboutTab({ heading, trader, about }: { heading: string; trader: Trader; about: ShownText }) {
  const lang = useLang();
  // the opening text is plain text, read by the loader; the other sections are HTML
  const more = profileSections(trader, lang).filter((section) => section.field !== "about");
  const t = useMessages().trader;
  const names = useNames();
  // the trader's main photo from the console's pictures page; none uploaded, none shown
  const photo = useUploadedSrc(traderLogo(trader.tName));
  return (
    <>
      <h1>{heading}</h1>
      {photo ? <img src={photo} alt={trader.traderName} width={width} height={height} className="profile-photo" /> : null}
      <OperatorText shown={about} className="profile-about" />
      <h2>{t.profile}</h2>
      <dl className="profile-facts" data-testid="profile-facts">
        {profileFacts(trader).map((fact) => (
          <div key={fact.field} className="profile-facts__row">
            <dt>{t.labels[fact.field] ?? fact.label}</dt>
            <dd>
              <FactValue fact={fact} names={names} values={t.values} lang={lang} />
            </dd>
          </div>
        ))}
      </dl>
      {more.map((section) => (
        <section key={section.field} aria-label={t.labels[section.field] ?? section.label}>
          <h2>{t.labels[section.field] ?? section.label}</h2>
          <OperatorHtml html={section.html} hi={section.hi} />
        </section>
      ))}
    </>
  );
}

/** A person's name, written in Latin letters: marked English on any page, for screen readers. */
const PERSON = new Set<string>(["ceo"]);

/**
 * Free text in the page's language: the operator's Hindi version of the main markets and the
 * address, the turnover read in Hindi words (app/features/catalogue/rules/turnover-hi.ts); null where a Hindi
 * page has only the English.
 */
function freeTextIn(lang: Lang, fact: ProfileFact & { value: string }): string | null {
  if (fact.field === "annualTurnover") return lang === "en" ? fact.value : hindiTurnover(fact.value);
  if (fact.hi === undefined) return null;
  const shown = operatorVersion(lang, fact.value, fact.hi);
  return shown.english ? null : shown.value;
}

/** A fact in the page's language where the site names it (types, towns, the catalogue's short lists); else as written. */
function FactValue({ fact, names, values, lang }: { fact: ProfileFact; names: Names; values: Messages["trader"]["values"]; lang: Lang }) {
  const shown = (value: string) =>
    fact.field === "typeName" ? names.type(value) : fact.field === "cityName" ? names.town(value) : (values[value] ?? value);
  if (typeof fact.value === "string") {
    if (PERSON.has(fact.field)) return <span lang="en">{fact.value}</span>;
    if (fact.field !== "annualTurnover" && fact.hi === undefined) return <>{shown(fact.value)}</>;
    // free text the trader wrote in English only is marked so, never passed off as Hindi
    const inLang = freeTextIn(lang, { ...fact, value: fact.value });
    return inLang === null ? <span lang="en">{fact.value}</span> : <>{inLang}</>;
  }
  return (
    <ul className="chips">
      {fact.value.map((item) => (
        <li key={item}>{shown(item)}</li>
      ))}
    </ul>
  );
}
