import { PageLink } from "#app/components/page-link";
import { RichHtml } from "#app/components/content/rich-html";
import { StaticPage } from "#app/components/static/static-page";
import { SITE_NAME } from "#app/domain/business-terms";
import { loadStaticPage } from "#app/loaders/static-page";
import { pageMeta } from "#app/seo/meta";
import type { Route } from "./+types/about";

// /About-Us: what the site is and how it works.

export function loader({ context, request }: Route.LoaderArgs) {
  return loadStaticPage(context, request, "About");
}

export default function AboutScreen({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <StaticPage page={page} title="About Us">
      {page?.about ? <RichHtml html={page.about} /> : null}
      <p>
        {SITE_NAME} lists e-rickshaws, e-rickshaw loaders, electric autos, scooters, cycles, school, food and garbage
        vans, golf carts and utility vehicles sold in India, with their specifications, ex-showroom and on-road prices
        by city, EMI, dealers and manufacturers.
      </p>
      <h2>How it works</h2>
      <ul>
        <li>Browse by brand, vehicle type or city and read each model's specifications and prices in your city.</li>
        <li>Send an enquiry with your mobile number and pincode; it goes to the dealers or manufacturers concerned, who call you back.</li>
        <li>Dealers pay for the leads they receive; brand pages are free.</li>
      </ul>
      <p>
        The site is only an information platform: it does not make, buy or sell vehicles. See the{" "}
        <PageLink to="/Terms-of-Use">Terms of Use</PageLink> and <PageLink to="/Contact-Us">Contact Us</PageLink>.
      </p>
    </StaticPage>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta({ page: loaderData.page, title: "About Us", url: loaderData.canonical }) : [];
}
