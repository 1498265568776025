import type { Block, Run } from "#app/shared/rules/simple-text";

// An operator's plain text with simple formatting (app/shared/rules/simple-text.ts), read into
// blocks by the loader, as elements: paragraphs, bullet lists and bold, every character of it
// text, never markup. The class carries the shared styles of the catalogue's texts
// (app/styles/content.css); no blocks render nothing.

type Props = { blocks: readonly Block[]; className?: string; testId?: string };

const line = (runs: Run[]) => runs.map((run, i) => (run.bold ? <strong key={i}>{run.text}</strong> : run.text));

export function SimpleText({ blocks, className = "", testId }: Props) {
  if (!blocks.length) return null;
  return (
    <div className={`rich-text ${className}`.trim()} data-testid={testId}>
      {blocks.map((block, i) =>
        block.kind === "list" ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{line(item)}</li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((runs, j) => (
              <span key={j}>
                {j > 0 ? <br /> : null}
                {line(runs)}
              </span>
            ))}
          </p>
        ),
      )}
    </div>
  );
}
