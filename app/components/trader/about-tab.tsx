import { RichHtml } from "#app/components/content/rich-html";
import type { Trader } from "#app/domain/entities";
import { type ProfileFact, profileFacts, profileSections } from "#app/domain/rules/trader-profile";
import { useMessages } from "#app/i18n/use-messages";

// About: the profile fields the trader has, with labels; empty fields are left out.

export function AboutTab({ heading, trader }: { heading: string; trader: Trader }) {
  const [about, ...more] = profileSections(trader);
  const t = useMessages().trader;
  return (
    <>
      <h1>{heading}</h1>
      {about ? <RichHtml html={about.html} className="profile-about" /> : null}
      <h2>{t.profile}</h2>
      <dl className="profile-facts" data-testid="profile-facts">
        {profileFacts(trader).map((fact) => (
          <div key={fact.field} className="profile-facts__row">
            <dt>{t.labels[fact.field] ?? fact.label}</dt>
            <dd>
              <FactValue fact={fact} />
            </dd>
          </div>
        ))}
      </dl>
      {more.map((section) => (
        <section key={section.field} aria-label={t.labels[section.field] ?? section.label}>
          <h2>{t.labels[section.field] ?? section.label}</h2>
          <RichHtml html={section.html} />
        </section>
      ))}
    </>
  );
}

function FactValue({ fact }: { fact: ProfileFact }) {
  if (typeof fact.value === "string") return <>{fact.value}</>;
  return (
    <ul className="chips">
      {fact.value.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
