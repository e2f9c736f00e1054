import { ROSTER_FIELDS } from "./roster-fields.ts";

/** Names people read for the fields of the site's forms that are not facts of the roster. */
const FORM_FIELDS: Record<string, string> = {
  sourceUrl: "The source",
  email: "The e-mail address",
  value: "The value",
  note: "The note",
  reason: "The reason",
  slug: "The page address",
  password: "The password",
  cardinalId: "The cardinal",
  optionId: "The answer",
  papalName: "The papal name",
  message: "The message",
  title: "The title",
  url: "The address",
};

/**
 * The words for a field named by its path in a request ("cardinal.slug",
 * "changes.deathDate", "roster.members.3.died"), so a sentence about it never
 * shows a program's name for it. An unknown name is returned as it is.
 */
export function fieldWords(path: string): string {
  const name = path.split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? path;
  const roster = ROSTER_FIELDS.find((f) => f.field === name || f.member === name);
  if (roster) return roster.label;
  // Own keys only: a field named "constructor" must not find Object.prototype's.
  return Object.hasOwn(FORM_FIELDS, name) ? FORM_FIELDS[name]! : name;
}
