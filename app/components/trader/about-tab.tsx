import { OperatorHtml, OperatorText } from "#app/components/content/page-intro";
import { type Names, useNames } from "#app/i18n/names";
import type { Messages } from "#app/i18n/types";
import type { Trader } from "#app/domain/entities";
import { type ProfileFact, profileFacts, profileSections } from "#app/domain/rules/trader-profile";
import { useLang, useMessages } from "#app/i18n/use-messages";
import { useUploadedSrc } from "#app/components/picture-versions";
import { IMAGE_SIZES, traderLogo } from "#app/domain/images";

// About: the trader's photo where one was uploaded, then the profile fields the trader has, with
// labels; empty fields are left out.

const { width, height } = IMAGE_SIZES.list;

export function AboutTab({ heading, trader }: { heading: string; trader: Trader }) {
  const [about, ...more] = profileSections(trader, useLang());
  const t = useMessages().trader;
  const names = useNames();
  // the trader's main photo from the console's pictures page; none uploaded, none shown
  const photo = useUploadedSrc(traderLogo(trader.tName));
  return (
    <>
      <h1>{heading}</h1>
      {photo ? <img src={photo} alt={trader.traderName} width={width} height={height} className="profile-photo" /> : null}
      {about ? <OperatorText text={about.html} hi={about.hi} className="profile-about" /> : null}
      <h2>{t.profile}</h2>
      <dl className="profile-facts" data-testid="profile-facts">
        {profileFacts(trader).map((fact) => (
          <div key={fact.field} className="profile-facts__row">
            <dt>{t.labels[fact.field] ?? fact.label}</dt>
            <dd>
              <FactValue fact={fact} names={names} values={t.values} />
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

const FREE_TEXT = new Set<string>(["majorMarket", "address", "annualTurnover", "ceo"]);

/** A fact in the page's language where the site names it (types, towns, the catalogue's short lists); else as written. */
function FactValue({ fact, names, values }: { fact: ProfileFact; names: Names; values: Messages["trader"]["values"] }) {
  const shown = (value: string) =>
    fact.field === "typeName" ? names.type(value) : fact.field === "cityName" ? names.town(value) : (values[value] ?? value);
  // free text the trader wrote (its markets, its address) is English: marked so, never passed off as Hindi
  if (typeof fact.value === "string") return FREE_TEXT.has(fact.field) ? <span lang="en">{fact.value}</span> : <>{shown(fact.value)}</>;
  return (
    <ul className="chips">
      {fact.value.map((item) => (
        <li key={item}>{shown(item)}</li>
      ))}
    </ul>
  );
}
