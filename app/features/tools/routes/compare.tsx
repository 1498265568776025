import { modelImage } from "#app/shared/images";
import type { PageHandle } from "#app/shared/rules/page-query";
import type { CrumbHandle } from "#app/shared/lib/crumb-names";
import { pageMeta } from "#app/features/seo/rules/meta";
import { CompareChange } from "#app/features/tools/components/compare-change";
import { CompareTable } from "#app/features/tools/components/compare-table";
import { CompareTown } from "#app/features/tools/components/compare-town";
import { comparePage } from "#app/features/tools/server/compare-page";
import { fill } from "#app/shared/i18n/use-messages";
import type { Route } from "./+types/compare";
import type { MessagesHandle } from "#app/shared/i18n/message-modules";

// /compare/{brand}/{model}[/vs/{brand}/{model}[/vs/{brand}/{model}]]: one model alone asks for a
// second; two or three side by side, each with its price in the chosen town and an enquiry.
// Unknown names are the 404 page; the same models in another order, or spelt in another case, are
// sent to the comparison's one address with a 301. The add-or-swap form (`add`, `replace`) is
// answered with the new comparison's address, or a message when it cannot be made.

export const handle: PageHandle & CrumbHandle & MessagesHandle = {
  messages: ["catalogue", "specNames"],
  query: { town: "text", add: "text", replace: "text" },
  // The breadcrumb: Home › the comparison's title (its address is no trail of pages).
  crumbTitle: (data) => (data as { title?: string }).title,
};

export async function loader(args: Route.LoaderArgs) {
  return comparePage(args);
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { models, towns, town, unknownTown, choices, problem, title, words: t } = loaderData;
  const change = <CompareChange models={models} choices={choices} town={town} problem={problem} t={t} />;
  const changeFirst = models.length === 1 || problem !== null;
  return (
    <>
      <h1>{title}</h1>
      {/* One model alone: choosing the second is the page's first step, before its details; so is
          a change that could not be made, whose message must be seen. */}
      {models.length === 1 ? <p>{t.askSecond}</p> : null}
      {changeFirst ? change : null}
      <CompareTown towns={towns} town={town} unknownTown={unknownTown} t={t} />
      <CompareTable models={models} town={town} t={t} />
      {changeFirst ? null : change}
      <p className="footnote">{t.note}</p>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { models, url, jsonLd, words: t } = loaderData;
  const names = models.map((m) => `${m.brandName} ${m.name}`);
  const first = models[0]!;
  return pageMeta({
    title: fill(t.title, { names: names.join(t.vs) }),
    description: fill(t.description, { names: names.join(t.comma) }),
    url,
    image: modelImage(first.brandName, first.name),
    jsonLd,
    // One model alone is a step towards a comparison, not a page of its own.
    noindex: models.length === 1,
  });
}
