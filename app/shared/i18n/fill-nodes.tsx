import { Fragment, type ReactNode } from "react";

/**
 * A message whose `{name}` places take elements (a link, a marked figure) rather than text: the
 * sentence stays whole in each language, its parts where that language puts them, and a link sits
 * inside it rather than being joined on after it. `fill` (./use-messages.tsx) where every part is text.
 */
export function fillNodes(message: string, values: Record<string, ReactNode>): ReactNode[] {
  // split with a capture group: text at even places, the names of the places at odd ones
  return message.split(/\{(\w+)\}/g).map((part, i) => {
    if (i % 2 === 0) return part;
    return part in values ? <Fragment key={i}>{values[part]}</Fragment> : `{${part}}`;
  });
}
