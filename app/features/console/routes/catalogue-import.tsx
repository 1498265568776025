import { Form, Link, data } from "react-router";
import { consoleContext } from "#app/features/console/context";
import { consoleLangOf } from "#app/features/console/lang";
import { countText } from "#app/shared/i18n/plural";
import { consoleMeta } from "#app/features/console/meta";
import { consoleMetaLang, useConsoleLang, useConsoleWords } from "#app/features/console/use-console-words";
import * as messages from "#app/features/console/messages";
import { Notice } from "#app/features/console/components/notice";
import { TokenField } from "#app/features/console/components/token-field";
import { indianGrouping } from "#app/shared/rules/money";
import { fill } from "#app/shared/i18n/use-messages";
import { formIsGenuine } from "#app/shared/security/form-token";
import { notFound } from "#app/shared/lib/route-errors";
import type { Route } from "./+types/catalogue-import";

// An applied import's progress (docs/decisions/138): rows and batches saved so far, written by the
// import queue one batch at a time. While it runs the page refreshes itself (a meta refresh, no
// script) and has a Refresh link; a job stopped at a failed batch offers Resume, which goes on
// from that batch.

/** Seconds between the page's own refreshes while the import runs. */
const REFRESH_SECONDS = 3;

export async function loader({ params, context }: Route.LoaderArgs) {
  const job = await context.get(consoleContext).importJob(params.job);
  if (!job) notFound();
  return { job };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const t = messages[consoleLangOf(request)].importJob;
  const form = await request.formData().catch(() => null);
  if (!form || !(await formIsGenuine(context, request, form))) return data({ message: t.expired }, { status: 403 });
  const resumed = await context.get(consoleContext).resumeImport(params.job);
  return resumed ? null : data({ message: t.notFailed }, { status: 409 });
}

export default function CatalogueImport({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const t = useConsoleWords();
  const w = t.importJob;
  const lang = useConsoleLang();
  const label = t.entities[job.entity].label;
  const title = job.state === "done" ? w.titleDone : job.state === "failed" ? w.titleFailed : w.titleRunning;
  return (
    <section aria-labelledby="import-job-title" className="console-import-job" data-testid="import-job" data-state={job.state}>
      <h1 id="import-job-title">{fill(title, { label })}</h1>
      {actionData ? <Notice tone="error" message={actionData.message} /> : null}
      <div className="console-card">
        <progress value={job.rowsDone} max={Math.max(job.rowsTotal, 1)} aria-labelledby="import-job-rows" />
        <p id="import-job-rows" data-testid="import-job-rows">
          <b>{countText(lang, w.rows, job.rowsTotal, { done: indianGrouping(job.rowsDone), total: indianGrouping(job.rowsTotal) })}</b>
        </p>
        <p className="muted" data-testid="import-job-batches">
          {fill(w.batches, { done: job.batchesDone, total: job.batchesTotal })}
        </p>
        {job.state === "running" ? (
          <>
            <p>{w.running}</p>
            <p className="console-actions">
              <Link className="button button-secondary" to={`/admin/catalogue/import/${job.id}`} reloadDocument>
                {w.refresh}
              </Link>
            </p>
          </>
        ) : null}
        {job.state === "done" ? <Notice message={countText(lang, w.done, job.rowsTotal, { n: indianGrouping(job.rowsTotal) })} /> : null}
        {job.state === "failed" ? (
          <>
            <Notice tone="error" message={fill(w.failed, { batch: job.failedBatch ?? job.batchesDone + 1, total: job.batchesTotal })} />
            {job.error ? <p className="muted console-import-job__error">{fill(w.error, { error: job.error })}</p> : null}
            <Form method="post" className="console-actions" data-testid="import-resume">
              <TokenField />
              <button type="submit" className="button">
                {w.resume}
              </button>
            </Form>
          </>
        ) : null}
        <p>
          <Link to="/admin/catalogue">{w.back}</Link>
        </p>
      </div>
    </section>
  );
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = messages[consoleMetaLang(matches)];
  const job = loaderData?.job;
  const title = job ? fill(job.state === "done" ? t.importJob.titleDone : job.state === "failed" ? t.importJob.titleFailed : t.importJob.titleRunning, { label: t.entities[job.entity].label }) : t.catalogue.title;
  // a running import's page asks for itself again: progress without a script
  return [...consoleMeta(title), ...(job?.state === "running" ? [{ httpEquiv: "refresh", content: String(REFRESH_SECONDS) }] : [])];
}
