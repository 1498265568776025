import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleLang } from "#app/features/console/use-console-words";
import { ActionNotice } from "#app/features/console/components/notice";
import { pictureWords } from "#app/features/console/components/pictures/messages";
import { GalleryEditor } from "#app/features/console/components/pictures/gallery-editor";
import { PictureTargets } from "#app/features/console/components/pictures/picture-targets";
import { pictureAction, picturesPage } from "#app/features/console/server/pictures-page";
import { PICTURE_MB } from "#app/features/console/rules/picture-size";
import { fill } from "#app/shared/i18n/use-messages";
import type { Route } from "./+types/pictures";

// Pictures (docs/decisions/129-pictures-that-sell.md): every model, brand and trader is a row of a
// searchable, paged list (decision 126) that says what has no photo yet; a row opens its gallery
// above the list. There the operator adds photos — several at once, from a phone's gallery or
// camera, each file checked on its own — chooses the main one, changes the order, writes what each
// shows and deletes one after a confirmation. Every form works without JavaScript.

export async function loader({ request, context }: Route.LoaderArgs) {
  return picturesPage(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return pictureAction(request, context);
}

export default function Pictures({ loaderData, actionData }: Route.ComponentProps) {
  const { query, page, asked, gallery, remove } = loaderData;
  const w = pictureWords[useConsoleLang()];
  return (
    <section aria-labelledby="pictures-title">
      <h1 id="pictures-title">{w.title}</h1>
      <p className="console-lead">{fill(w.lead, { mb: PICTURE_MB })}</p>
      <ActionNotice answer={actionData} />
      {actionData?.lines?.length ? (
        <ul className="console-file-answers" data-testid="file-answers">
          {actionData.lines.map((line, i) => (
            <li key={i} className={line.ok ? "is-ok" : "is-error"}>
              {line.text}
            </li>
          ))}
        </ul>
      ) : null}
      {gallery ? <GalleryEditor gallery={gallery} remove={remove} w={w} /> : <p className="muted">{asked ? w.unknown : w.choose}</p>}
      <PictureTargets query={query} page={page} w={w} />
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return consoleMeta(pictureWords[consoleMetaLang(matches)].title);
}
