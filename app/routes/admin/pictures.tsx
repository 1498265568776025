import { Form, data } from "react-router";
import { type PictureView, consoleContext } from "#app/console/context";
import { consoleMeta } from "#app/console/meta";
import { ActionNotice } from "#app/components/console/notice";
import { TokenField } from "#app/components/console/token-field";
import { MAX_PICTURE_BYTES } from "#app/domain/pictures";
import { formatIstDateTime } from "#app/domain/rules/format";
import { formIsGenuine } from "#app/lib/form-token";
import type { Route } from "./+types/pictures";

// Pictures (issue 17, point 6): a brand's logo or a model's photo — JPEG, PNG or WebP, at most
// 2 MB, the type checked from the file's bytes — stored where the site shows it; the pages that
// show it update at once. The pictures uploaded so far, newest first.

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const console = context.get(consoleContext);
  const [choices, pictures] = await Promise.all([console.pictureChoices(), console.pictures()]);
  return { ...choices, pictures, brand: url.searchParams.get("brand") ?? "", model: url.searchParams.get("model") ?? "" };
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

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

export default function Pictures({ loaderData, actionData }: Route.ComponentProps) {
  const { brands, models, pictures, brand, model } = loaderData;
  const chosen = model ? `${brand}|${model}` : brand;
  return (
    <section aria-labelledby="pictures-title">
      <h1 id="pictures-title">Pictures</h1>
      <p className="console-lead">A brand's logo or a model's photo: JPEG, PNG or WebP, at most {MAX_PICTURE_BYTES / 1024 / 1024} MB. Where nothing is uploaded, the site draws a placeholder.</p>
      <ActionNotice answer={actionData} />
      {actionData?.picture ? (
        <p className="console-picture" data-testid="uploaded-picture">
          <img src={`${actionData.picture.src}?v=${actionData.picture.version}`} alt="The uploaded picture" width={120} height={76} />
          <span className="console-code">{actionData.picture.key}</span>
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="console-form console-card">
        <TokenField />
        <label className="console-field">
          <span>Picture of</span>
          <select name="target" defaultValue={chosen} required>
            <optgroup label="Brand logos">
              {brands.map((b) => (
                <option key={b} value={b}>
                  {b} (logo)
                </option>
              ))}
            </optgroup>
            {brands.map((b) => (
              <optgroup key={b} label={`${b} models`}>
                {models
                  .filter((m) => m.brandName === b)
                  .map((m) => (
                    <option key={m.name} value={`${m.brandName}|${m.name}`}>
                      {m.brandName} {m.name}
                    </option>
                  ))}
              </optgroup>
            ))}
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
      <h2>Uploaded</h2>
      {pictures.length ? (
        <ul className="console-list console-list--2" data-testid="pictures">
          {pictures.map((p) => (
            <li key={p.key} className="console-item console-picture">
              <img src={`${p.src}?v=${p.version}`} alt="" width={120} height={76} loading="lazy" />
              <span>
                <span className="console-code">{p.key}</span>
                <br />
                <span className="console-item__meta">
                  {p.contentType.replace("image/", "").toUpperCase()} · {size(p.bytes)} · {formatIstDateTime(p.uploadedAt)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">None yet.</p>
      )}
    </section>
  );
}

export function meta() {
  return consoleMeta("Pictures");
}
