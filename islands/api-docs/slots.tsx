import { Fragment, type ReactNode } from "react";

/**
 * Translated sentences that hold elements (a link, a piece of code): the message is asked
 * with `slot(i)` in place of each element, and `fill` puts the elements back wherever that
 * language's word order put the slots.
 */
export const slot = (i: number): string => `\uE000${i}\uE001`;

export function fill(text: string, parts: readonly ReactNode[]): ReactNode {
  return text.split(/\uE000(\d+)\uE001/).map((piece, i) =>
    // split keeps the captured index at odd positions
    <Fragment key={i}>{i % 2 === 1 ? parts[Number(piece)] : piece}</Fragment>);
}
