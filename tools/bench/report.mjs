import { existsSync, readFileSync, writeFileSync } from "node:fs";

// Writes one generated section of docs/BENCHMARKS.md between its markers, keeping the rest.

export function writeSection(name, markdown, file = "docs/BENCHMARKS.md", title = "# Benchmarks") {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, "utf8") : `${title}\n`;
  const at = text.indexOf(start);
  text = at === -1 ? `${text.trimEnd()}\n\n${block}\n` : text.slice(0, at) + block + text.slice(text.indexOf(end) + end.length);
  writeFileSync(file, text);
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
