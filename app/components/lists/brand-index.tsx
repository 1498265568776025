import { PageLink } from "#app/components/page-link";
import { byInitial } from "#app/domain/rules/brand-index";
import { brandPath } from "#app/domain/rules/slug";
import { useMessages } from "#app/i18n/use-messages";

// Every brand's name as a link, A to Z by initial: the brand list reaches all of them whatever
// the View More / View Less toggle shows.

export function BrandIndex({ names }: { names: readonly string[] }) {
  const t = useMessages().lists;
  const groups = byInitial(names);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="brand-index" className="brand-index" data-testid="brand-index">
      <h2 id="brand-index">{t.brandIndexHeading}</h2>
      <dl>
        {groups.map(({ initial, names: group }) => (
          <div key={initial} className="brand-index-group">
            <dt>{initial}</dt>
            {group.map((name) => (
              <dd key={name}>
                <PageLink to={brandPath(name)}>{name}</PageLink>
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
