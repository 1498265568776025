import type { ConsoleLists } from "#app/features/console/lists";
import type { Bff } from "#worker/bff/api";
import { brandNames, modelPage, picturePage, pricePage, traderPage } from "./catalogue";
import { disputePage } from "./disputes";
import { remotePicturePage, remoteTraderPage } from "./remote";

// The console's lists for one request: from D1's catalogue when it is embedded, from the BFF's
// cached lists when a remote origin holds it (the console does not list a remote's models or
// prices: it does not edit them).

type Choices = () => Promise<{ brands: string[]; models: { brandName: string; name: string }[] }>;

export function consoleLists(env: Env, bff: Pick<Bff, "get">, pictureChoices: Choices): ConsoleLists {
  const db = env.DB;
  const remote = Boolean(env.ORIGIN_URL);
  return {
    models: (query) => modelPage(db, query),
    prices: (query) => pricePage(db, query),
    traders: (query) => (remote ? remoteTraderPage(bff, query) : traderPage(db, query)),
    pictures: async (query) => (remote ? remotePicturePage(db, await pictureChoices(), query) : picturePage(db, query)),
    disputes: (query) => disputePage(db, query),
    brands: async () => (remote ? (await pictureChoices()).brands : brandNames(db)),
  };
}
