import { m } from "./i18n/messages.ts";

/**
 * A pope's name as the page's language writes it: each language's press gives
 * a regnal name in its own form (Leone XIV, León XIV, Leon XIV, Leo XIV.). Only
 * the reigning pope's name is translated; any other name is shown as recorded.
 */
export function localPontificalName(name: string): string {
  return name === "Leo XIV" ? m.pope_leo_xiv() : name;
}

/** The popes who created today's cardinals, as the record names them, by their regnal name in the page's language. */
const REGNAL: Record<string, () => string> = {
  "Pope Leo XIV": m.pope_leo_xiv,
  "Pope Francis": m.pope_regnal_francis,
  "Pope Benedict XVI": m.pope_regnal_benedict_xvi,
  "Pope John Paul II": m.pope_regnal_john_paul_ii,
};

/** "Pope Francis" (as the record names a creating pope) in the page's language: "Papież Franciszek"; anyone else as recorded. */
export function creatingPopeName(recorded: string): string {
  const regnal = REGNAL[recorded];
  return regnal ? m.pope_title({ name: regnal() }) : recorded;
}

/** "30 September 2023, by Pope Francis", in the page's language; a creator the site does not know is named as recorded. */
export function createdByLine(date: string, createdBy: string): string {
  const regnal = REGNAL[createdBy];
  return regnal ? m.pope_created_by({ date, name: regnal() }) : m.pope_created_by_recorded({ date, creator: createdBy });
}
