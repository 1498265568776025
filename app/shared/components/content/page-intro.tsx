import { operatorVersion } from "#app/shared/rules/operator-language";
import type { Block, ShownText } from "#app/shared/rules/simple-text";
import { useLang, useMessages } from "#app/shared/i18n/use-messages";
import { RichHtml } from "./rich-html";
import { SimpleText } from "./simple-text";

// A catalogue screen's opening paragraph. The metadata record's `about` is the operator's English
// copy: an English page shows it (where it is empty, the screen's own intro); a Hindi page shows the
// screen's own Hindi intro, written from the page's structured data by the catalogue messages (as
// its h1 and title are, docs/decisions/120-hindi-generated-texts.md).

export function PageIntro({ about, intro }: { about: readonly Block[]; intro: string }) {
  const lang = useLang();
  if (lang === "en" && about.length) return <SimpleText blocks={about} />;
  return <p className="page-intro">{intro}</p>;
}

/**
 * HTML the operator wrote in English (a model's about text, an offer, a trader's profile, a blog
 * post). A Hindi page shows it as written, marked as English for screen readers and translation
 * tools, under a small "(अंग्रेज़ी में)" note, so English is never passed off as Hindi.
 */
export function EnglishHtml({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  if (!html.trim()) return null;
  return (
    <OperatorWritten>
      <RichHtml html={html} className={className} testId={testId} />
    </OperatorWritten>
  );
}

/**
 * A plain text the operator wrote (an about text, an offer: app/shared/rules/simple-text.ts) in the
 * version the page shows, chosen as `OperatorHtml` chooses and read into blocks by the loader.
 */
export function OperatorText({ shown, className, testId }: { shown: ShownText; className?: string; testId?: string }) {
  if (!shown.blocks.length) return null;
  const block = <SimpleText blocks={shown.blocks} className={className} testId={testId} />;
  return shown.english ? <OperatorWritten>{block}</OperatorWritten> : block;
}

/**
 * HTML the operator wrote, with its optional Hindi version: a Hindi page shows the Hindi where
 * there is one (in the page's language, unmarked), else the English through `EnglishHtml`; an
 * English page shows the English (docs/decisions/122-hindi-operator-fields.md).
 */
export function OperatorHtml({ html, hi, className, testId }: { html: string; hi: string | undefined; className?: string; testId?: string }) {
  const shown = operatorVersion(useLang(), html, hi);
  if (shown.english) return <EnglishHtml html={shown.value} className={className} testId={testId} />;
  return <RichHtml html={shown.value} className={className} testId={testId} />;
}

/** A block in the version a page shows: under the English note when a Hindi page falls back to the English. */
export function InPageVersion({ english, children }: { english: boolean; children: React.ReactNode }) {
  return english ? <OperatorWritten>{children}</OperatorWritten> : <>{children}</>;
}

/** Content the operator wrote in English, as a block: on a Hindi page marked English under the note. */
export function OperatorWritten({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  const t = useMessages().shell;
  if (lang === "en") return <>{children}</>;
  return (
    <>
      <p className="in-english-note">{t.inEnglish}</p>
      <div lang="en">{children}</div>
    </>
  );
}

/**
 * A model's summary under "About": its price, mileage and top speed in the page's language, made in
 * the loader from the numbers (app/features/catalogue/server/model-summary.ts), the same text as the page's
 * description.
 */
export function ModelSummary({ text }: { text: string }) {
  return text ? <p data-testid="model-summary-text">{text}</p> : null;
}
