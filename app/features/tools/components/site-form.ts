// The site's own forms inside a page's content carry this attribute, so a check for forms that
// came in with stored content (tests/support/xss.mjs) can tell them apart. Content is
// sanitised to a list of tags without forms (app/shared/html-policy.ts), so content cannot forge it.

export const SITE_FORM_ATTRIBUTE = "data-site-form";
export const SITE_FORM = { [SITE_FORM_ATTRIBUTE]: "" } as const;
