// A console form's answer: what was done, or why not (the API's message and field issues).

type Issue = { path: string; message: string };

export function Notice({ tone = "ok", message, issues = [] }: { tone?: "ok" | "error"; message: string; issues?: Issue[] }) {
  return (
    <div className={`console-notice${tone === "error" ? " console-notice--error" : ""}`} role={tone === "error" ? "alert" : "status"}>
      {message}
      {issues.length ? (
        <ul>
          {issues.map((issue) => (
            <li key={`${issue.path}:${issue.message}`}>
              {issue.path && issue.path !== "(root)" ? <b>{issue.path}: </b> : null}
              {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The notice of an action's answer, if there is one. */
export function ActionNotice({ answer }: { answer: { ok: boolean; message: string; issues?: Issue[] } | undefined | null }) {
  if (!answer) return null;
  return <Notice tone={answer.ok ? "ok" : "error"} message={answer.message} issues={answer.issues} />;
}
