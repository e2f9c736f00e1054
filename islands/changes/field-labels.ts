/**
 * The names of the facts a change can touch, in the page's language. The shared list
 * (src/shared/roster-fields.ts) keeps the English labels the operator's dashboard uses.
 */
import { isRosterField, type RosterField } from "../../src/shared/roster-fields.ts";
import { m } from "../lib/i18n/messages.ts";

const LABELS: Record<RosterField, () => string> = {
  fullName: m.changes_field_full_name,
  nameWithOrder: m.changes_field_name_with_order,
  lastName: m.changes_field_last_name,
  givenNames: m.changes_field_given_names,
  religiousOrder: m.changes_field_religious_order,
  nationality: m.changes_field_nationality,
  region: m.changes_field_region,
  birthDate: m.changes_field_birth_date,
  birthPlace: m.changes_field_birth_place,
  priestOrdination: m.changes_field_priest_ordination,
  episcopalConsecration: m.changes_field_episcopal_consecration,
  createdCardinal: m.changes_field_created_cardinal,
  createdBy: m.changes_field_created_by,
  rank: m.changes_field_rank,
  currentPosition: m.changes_field_current_position,
  officialBiographyUrl: m.changes_field_official_biography_url,
  wikidataId: m.changes_field_wikidata_id,
  deathDate: m.changes_field_death_date,
  renunciationDate: m.changes_field_renunciation_date,
};

/** A field's label; a name the list does not know (an older log entry) shows as it is. */
export function changeFieldLabel(name: string): string {
  return isRosterField(name) ? LABELS[name]() : name;
}
