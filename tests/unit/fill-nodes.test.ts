import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { en, hi } from "#app/features/town/messages";
import { fillNodes } from "#app/shared/i18n/fill-nodes";

// Interface text comes from the messages whole, in each language: where a part of a sentence is an
// element (a link, a figure with its own mark), the element goes into the message's `{name}` place
// (app/shared/i18n/fill-nodes.tsx), never joined on after the text by the component.

const html = (message: string, values: Parameters<typeof fillNodes>[1]) => renderToStaticMarkup(createElement("p", null, ...fillNodes(message, values)));

test("a link inside a sentence sits where each language's message puts it", () => {
  const forget = (text: string) => createElement("a", { href: "/town?clear=1" }, text);
  expect(html(en.page.current, { town: "Noida", forget: forget(en.page.forget) })).toBe('<p>Your town now: Noida · <a href="/town?clear=1">Forget my town</a></p>');
  expect(html(hi.page.current, { town: "नोएडा", forget: forget(hi.page.forget) })).toBe('<p>अभी आपका शहर: नोएडा · <a href="/town?clear=1">मेरा शहर हटाएँ</a></p>');
  // The order is the message's: a sentence that puts the link first renders it first.
  expect(html("{forget}, then choose again ({town})", { town: "Agra", forget: forget("Forget") })).toBe('<p><a href="/town?clear=1">Forget</a>, then choose again (Agra)</p>');
});

test("a place a message names but the caller does not fill stays visible as its name", () => {
  // A missing value is a mistake to see on the page, not a sentence quietly shortened.
  expect(html("{models} · {lowest}", { models: "22 models" })).toBe("<p>22 models · {lowest}</p>");
});
