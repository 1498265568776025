import { Link } from "react-router";
import { PageLink } from "#app/shared/components/page-link";
import { byInitial } from "#app/features/catalogue/rules/brand-index";
import { PAGE_LETTERS, pageStartQuery } from "#app/shared/rules/list-pages";
import { brandPath } from "#app/shared/rules/slug";
import { fill, useMessages } from "#app/shared/i18n/use-messages";

// Every brand's name as a link, A to Z by initial: the brand list reaches all of them whatever
// the View More / View Less toggle shows. Where there are more brands than one page, a page at a
// time (docs/decisions/136): the letters to start from and the next page, as plain links.

/** `next`: the name the next page starts with; `paged`: the list has more than this page. */
type Props = { names: readonly string[]; next?: string | null; paged?: boolean };

export function BrandIndex({ names, next = null, paged = false }: Props) {
  const t = useMessages().lists;
  const groups = byInitial(names);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="brand-index" className="brand-index" data-testid="brand-index">
      <h2 id="brand-index">{t.brandIndexHeading}</h2>
      {paged ? <PageLetters label={t.brandLetters} /> : null}
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
      {next ? (
        <p className="list-actions">
          <Link to={{ search: pageStartQuery(next) }} className="button button-secondary" data-testid="brand-index-next">
            {fill(t.brandsNext, { name: next })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The letters a paged A–Z list starts from, each a link to its page; `rest`: the page's other parameters. */
export function PageLetters({ label, rest = {} }: { label: string; rest?: Record<string, string> }) {
  return (
    <nav aria-label={label} className="page-letters" data-testid="page-letters">
      <Link to={{ search: pageStartQuery("", rest) }}>{PAGE_LETTERS[0]}</Link>
      {PAGE_LETTERS.slice(1).map((letter) => (
        <Link key={letter} to={{ search: pageStartQuery(letter, rest) }}>
          {letter}
        </Link>
      ))}
    </nav>
  );
}
