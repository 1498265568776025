import { apiContext } from "#app/context";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const [brands, types, page] = await Promise.all([
    api.call("getBrandByOrder", { count: 4 }),
    api.call("getTypeByOrder", {}),
    api.call("getMetadata", { name: "L0", value: "Home" }),
  ]);
  return { brands, types: types.slice(0, 8), page: page[0] };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { brands, types, page } = loaderData;
  return (
    <>
      <h1>{page?.h1}</h1>
      <h2>Popular brands</h2>
      <ul className="cards" data-testid="popular-brands">
        {brands.map((b) => (
          <li key={b.brandName}>
            <a href={`/brand/${b.brandName.replaceAll(" ", "-")}`}>{b.brandName}</a>
          </li>
        ))}
      </ul>
      <h2>Categories</h2>
      <ul className="cards">
        {types.map((t) => (
          <li key={t.typeName}>{t.typeName}</li>
        ))}
      </ul>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  const page = loaderData?.page;
  return [
    { title: page?.title },
    { name: "description", content: page?.description },
    { name: "robots", content: "index, follow" },
  ];
}
