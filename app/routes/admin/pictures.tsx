import { Form, data } from "react-router";
import { type PictureView, consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { ConsoleList, ListRows } from "#app/components/console/lists/console-list";
import { listWords as t } from "#app/components/console/lists/messages";
import { ActionNotice } from "#app/components/console/notice";
import { TokenField } from "#app/components/console/token-field";
import { readListQuery } from "#app/domain/console/list-query";
import { LIST_FILTERS } from "#app/domain/console/lists";
import { MAX_PICTURE_BYTES } from "#app/domain/pictures";
import { formIsGenuine } from "#app/lib/form-token";
import type { Route } from "./+types/pictures";

// Pictures: a brand's logo or a model's photo — JPEG, PNG or WebP, at most 2 MB, the type checked
// from the file's bytes — stored where the site shows it; the pages that show it update at once.
// Every brand and model is a row of a searchable list (docs/decisions/126), with a filter for those
// without a picture yet; a row chooses what the upload form above the list is for.

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = readListQuery(params, LIST_FILTERS.pictures);
  const brand = (params.get("brand") ?? "").slice(0, 120);
  const model = params.has("model") ? (params.get("model") ?? "").slice(0, 120) : null;
  return { query, page: await context.get(consoleContext).lists.pictures(query), brand, model };
}

type Answer = { ok: boolean; message: string; picture?: PictureView };

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) {
    return data<Answer>({ ok: false, message: "The form had expired. Please choose the file again." }, { status: 403 });
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) return data<Answer>({ ok: false, message: "Choose a picture file." }, { status: 400 });
  const [brandName = "", modelName] = String(form.get("target") ?? "").split("|");
  const target = modelName === undefined ? { brandName } : { brandName, modelName };
  const outcome = await context.get(consoleContext).uploadPicture(target, new Uint8Array(await file.arrayBuffer()));
  if (!outcome.ok) return data<Answer>({ ok: false, message: outcome.message }, { status: outcome.status });
  return { ok: true, message: `Uploaded: ${outcome.value.key}. The pages showing it show it now.`, picture: outcome.value };
}

/** The list's address with a target chosen: the search, filter and page kept. */
function chooseHref(params: Record<string, string>, brandName: string, name: string) {
  const query = new URLSearchParams(Object.entries(params).filter(([, v]) => v));
  query.set("brand", brandName);
  if (name) query.set("model", name);
  return `?${query}`;
}

export default function Pictures({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, brand, model } = loaderData;
  const kept = { q: query.q, photo: query.filters.photo, page: query.page > 1 ? String(query.page) : "" };
  const rows = page.rows.map((p) => ({
    key: p.key,
    title: p.kind === "brand" ? `${p.brandName} (${t.logo})` : `${p.brandName} ${p.name}`,
    href: chooseHref(kept, p.brandName, p.kind === "brand" ? "" : p.name),
    cells: [p.version ? `${t.photo}: ${t.has}` : `${t.photo}: ${t.noPicture}`],
  }));
  return (
    <section aria-labelledby="pictures-title">
      <h1 id="pictures-title">Pictures</h1>
      <p className="console-lead">A brand's logo or a model's photo: JPEG, PNG or WebP, at most {MAX_PICTURE_BYTES / 1024 / 1024} MB. Where nothing is uploaded, the site draws a placeholder. Choose a brand or model in the list below.</p>
      <ActionNotice answer={actionData} />
      {actionData?.picture ? (
        <p className="console-picture" data-testid="uploaded-picture">
          <img src={`${actionData.picture.src}?v=${actionData.picture.version}`} alt="The uploaded picture" width={120} height={76} />
          <span className="console-code">{actionData.picture.key}</span>
        </p>
      ) : null}
      {brand ? (
        <Form method="post" encType="multipart/form-data" className="console-form console-card">
          <TokenField />
          <label className="console-field">
            <span>Picture of</span>
            <select name="target" defaultValue={model === null ? brand : `${brand}|${model}`} required>
              <option value={model === null ? brand : `${brand}|${model}`}>{model === null ? `${brand} (${t.logo})` : `${brand} ${model}`}</option>
            </select>
          </label>
          <label className="console-field">
            <span>File</span>
            <input type="file" name="file" accept="image/jpeg,image/png,image/webp" required />
          </label>
          <button type="submit" className="button">
            Upload
          </button>
        </Form>
      ) : null}
      <ConsoleList query={query} page={page} searchLabel={t.findPicture} fields={[{ name: "photo", label: t.photo, choices: [["has", t.has], ["lacks", t.lacks]] }]}>
        <ListRows rows={rows} testId="picture-targets" />
      </ConsoleList>
    </section>
  );
}

export function meta() {
  return consoleMeta("Pictures");
}
