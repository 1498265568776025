import { useEffect, useState } from "react";
import { useWorkWords } from "#app/features/console/use-console-words";

// Copies a text to the clipboard. Shown only once the page runs JavaScript and the browser allows
// it; without, the text stays selectable in its read-only field.

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useWorkWords().copy;
  const [available, setAvailable] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setAvailable(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
  if (!available) return null;
  return (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false))}
    >
      {copied ? t.copied : (label ?? t.copy)}
    </button>
  );
}
