/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Conclave_Announced_AtInputs */
/** @typedef {{ day: NonNullable<unknown>, n: NonNullable<unknown>, smoke: NonNullable<unknown>, time: NonNullable<unknown> }} Conclave_Ballot_BannerInputs */
/** @typedef {{ n: NonNullable<unknown>, smoke: NonNullable<unknown>, time: NonNullable<unknown> }} Conclave_Ballot_LineInputs */
/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Conclave_Begins_AtInputs */
/** @typedef {{}} Conclave_Black_SmokeInputs */
/** @typedef {{ day: NonNullable<unknown>, date: NonNullable<unknown> }} Conclave_DayInputs */
/** @typedef {{}} Conclave_ElectedInputs */
/** @typedef {{}} Conclave_ElectorsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Conclave_Electors_NoteInputs */
/** @typedef {{ count: NonNullable<unknown> }} Conclave_Electors_WordInputs */
/** @typedef {{}} Conclave_Follow_LiveInputs */
/** @typedef {{}} Conclave_Habemus_Papam_LineInputs */
/** @typedef {{}} Conclave_Heading_ConclaveInputs */
/** @typedef {{}} Conclave_Heading_ElectedInputs */
/** @typedef {{}} Conclave_Heading_VacantInputs */
/** @typedef {{ majority: NonNullable<unknown> }} Conclave_MajorityInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Conclave_May_BeginInputs */
/** @typedef {{}} Conclave_No_SmokeInputs */
/** @typedef {{}} Conclave_NotesInputs */
/** @typedef {{ date: NonNullable<unknown> }} Conclave_Sede_Vacante_SinceInputs */
/** @typedef {{}} Conclave_See_In_DirectoryInputs */
/** @typedef {{}} Conclave_See_VacantInputs */
/** @typedef {{}} Conclave_Smoke_HeadingInputs */
/** @typedef {{}} Conclave_SourceInputs */
/** @typedef {{}} Conclave_StartInputs */
/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Conclave_Start_AnnouncedInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Conclave_Start_WindowInputs */
/** @typedef {{ name: NonNullable<unknown> }} Conclave_Took_NameInputs */
/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Conclave_Under_Way_SinceInputs */
/** @typedef {{ date: NonNullable<unknown> }} Conclave_Vacancy_DiedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Conclave_Vacancy_RenouncedInputs */
/** @typedef {{}} Conclave_White_SmokeInputs */
/** @typedef {{}} Conclave_White_Smoke_HeadlineInputs */
/** @typedef {{}} Footer_ChangesInputs */
/** @typedef {{ date: NonNullable<unknown> }} Footer_Data_As_OfInputs */
/** @typedef {{}} Footer_LegalInputs */
/** @typedef {{}} Footer_Not_AffiliatedInputs */
/** @typedef {{}} Footer_Open_DataInputs */
/** @typedef {{}} Footer_PrivacyInputs */
/** @typedef {{}} Footer_RatingsInputs */
/** @typedef {{}} Footer_TermsInputs */
/** @typedef {{}} Header_Close_MenuInputs */
/** @typedef {{ site: NonNullable<unknown> }} Header_Home_LabelInputs */
/** @typedef {{}} Header_Open_MenuInputs */
/** @typedef {{}} In_EnglishInputs */
/** @typedef {{}} Language_LabelInputs */
/** @typedef {{}} Live_Alert_OffInputs */
/** @typedef {{}} Live_Alert_OnInputs */
/** @typedef {{}} Live_Aside_LabelInputs */
/** @typedef {{}} Live_BackInputs */
/** @typedef {{}} Live_Conclave_CoverageInputs */
/** @typedef {{}} Live_Conclave_Coverage_TitleInputs */
/** @typedef {{}} Live_EyebrowInputs */
/** @typedef {{}} Live_How_ElectedInputs */
/** @typedef {{}} Live_How_Elected_TextInputs */
/** @typedef {{}} Live_IntroInputs */
/** @typedef {{}} Live_Learn_HowInputs */
/** @typedef {{}} Live_No_Stream_HeadingInputs */
/** @typedef {{}} Live_Notice_LabelInputs */
/** @typedef {{}} Live_Poll_HeadingInputs */
/** @typedef {{}} Live_Poll_IntroInputs */
/** @typedef {{}} Live_Poll_Tab_ResultsInputs */
/** @typedef {{}} Live_Poll_Tab_VoteInputs */
/** @typedef {{}} Live_St_PetersInputs */
/** @typedef {{}} Live_St_Peters_TitleInputs */
/** @typedef {{}} Live_Take_PollsInputs */
/** @typedef {{}} Live_TitleInputs */
/** @typedef {{}} Live_Try_PollsInputs */
/** @typedef {{}} Live_Waiting_WhiteInputs */
/** @typedef {{}} Nav_HomeInputs */
/** @typedef {{}} Nav_InsightsInputs */
/** @typedef {{}} Nav_LabelInputs */
/** @typedef {{}} Nav_LiveInputs */
/** @typedef {{}} Nav_Why_PopeInputs */
/** @typedef {{}} Not_Found_BackInputs */
/** @typedef {{}} Not_Found_TextInputs */
/** @typedef {{}} Not_Found_TitleInputs */
/** @typedef {{}} Site_TaglineInputs */
/** @typedef {{}} Skip_To_ContentInputs */
import * as __en from "./en.js"
import * as __it from "./it.js"
import * as __es from "./es.js"
import * as __pt from "./pt.js"
import * as __fr from "./fr.js"
import * as __de from "./de.js"
import * as __pl from "./pl.js"
/**
* | output |
* | --- |
* | "Announced on {date} at {time} (Rome)" |
*
* @param {Conclave_Announced_AtInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_announced_at = /** @type {((inputs: Conclave_Announced_AtInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Announced_AtInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_announced_at(inputs)
	if (locale === "es") return __es.conclave_announced_at(inputs)
	if (locale === "pt") return __pt.conclave_announced_at(inputs)
	if (locale === "fr") return __fr.conclave_announced_at(inputs)
	if (locale === "de") return __de.conclave_announced_at(inputs)
	if (locale === "pl") return __pl.conclave_announced_at(inputs)
	return __en.conclave_announced_at(inputs)
});
/**
* | output |
* | --- |
* | "Conclave, day {day} · ballot {n}: {smoke} at {time}" |
*
* @param {Conclave_Ballot_BannerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_ballot_banner = /** @type {((inputs: Conclave_Ballot_BannerInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Ballot_BannerInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_ballot_banner(inputs)
	if (locale === "es") return __es.conclave_ballot_banner(inputs)
	if (locale === "pt") return __pt.conclave_ballot_banner(inputs)
	if (locale === "fr") return __fr.conclave_ballot_banner(inputs)
	if (locale === "de") return __de.conclave_ballot_banner(inputs)
	if (locale === "pl") return __pl.conclave_ballot_banner(inputs)
	return __en.conclave_ballot_banner(inputs)
});
/**
* | output |
* | --- |
* | "Ballot {n}: {smoke} at {time}" |
*
* @param {Conclave_Ballot_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_ballot_line = /** @type {((inputs: Conclave_Ballot_LineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Ballot_LineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_ballot_line(inputs)
	if (locale === "es") return __es.conclave_ballot_line(inputs)
	if (locale === "pt") return __pt.conclave_ballot_line(inputs)
	if (locale === "fr") return __fr.conclave_ballot_line(inputs)
	if (locale === "de") return __de.conclave_ballot_line(inputs)
	if (locale === "pl") return __pl.conclave_ballot_line(inputs)
	return __en.conclave_ballot_line(inputs)
});
/**
* | output |
* | --- |
* | "The conclave begins on {date} at {time} (Rome)" |
*
* @param {Conclave_Begins_AtInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_begins_at = /** @type {((inputs: Conclave_Begins_AtInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Begins_AtInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_begins_at(inputs)
	if (locale === "es") return __es.conclave_begins_at(inputs)
	if (locale === "pt") return __pt.conclave_begins_at(inputs)
	if (locale === "fr") return __fr.conclave_begins_at(inputs)
	if (locale === "de") return __de.conclave_begins_at(inputs)
	if (locale === "pl") return __pl.conclave_begins_at(inputs)
	return __en.conclave_begins_at(inputs)
});
/**
* | output |
* | --- |
* | "black smoke" |
*
* @param {Conclave_Black_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_black_smoke = /** @type {((inputs?: Conclave_Black_SmokeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Black_SmokeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_black_smoke(inputs)
	if (locale === "es") return __es.conclave_black_smoke(inputs)
	if (locale === "pt") return __pt.conclave_black_smoke(inputs)
	if (locale === "fr") return __fr.conclave_black_smoke(inputs)
	if (locale === "de") return __de.conclave_black_smoke(inputs)
	if (locale === "pl") return __pl.conclave_black_smoke(inputs)
	return __en.conclave_black_smoke(inputs)
});
/**
* | output |
* | --- |
* | "Day {day} · {date}" |
*
* @param {Conclave_DayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_day = /** @type {((inputs: Conclave_DayInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_DayInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_day(inputs)
	if (locale === "es") return __es.conclave_day(inputs)
	if (locale === "pt") return __pt.conclave_day(inputs)
	if (locale === "fr") return __fr.conclave_day(inputs)
	if (locale === "de") return __de.conclave_day(inputs)
	if (locale === "pl") return __pl.conclave_day(inputs)
	return __en.conclave_day(inputs)
});
/**
* | output |
* | --- |
* | "Elected" |
*
* @param {Conclave_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_elected = /** @type {((inputs?: Conclave_ElectedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_ElectedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_elected(inputs)
	if (locale === "es") return __es.conclave_elected(inputs)
	if (locale === "pt") return __pt.conclave_elected(inputs)
	if (locale === "fr") return __fr.conclave_elected(inputs)
	if (locale === "de") return __de.conclave_elected(inputs)
	if (locale === "pl") return __pl.conclave_elected(inputs)
	return __en.conclave_elected(inputs)
});
/**
* | output |
* | --- |
* | "Electors" |
*
* @param {Conclave_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_electors = /** @type {((inputs?: Conclave_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_electors(inputs)
	if (locale === "es") return __es.conclave_electors(inputs)
	if (locale === "pt") return __pt.conclave_electors(inputs)
	if (locale === "fr") return __fr.conclave_electors(inputs)
	if (locale === "de") return __de.conclave_electors(inputs)
	if (locale === "pl") return __pl.conclave_electors(inputs)
	return __en.conclave_electors(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals under 80 on {date}, the day the See fell vacant (Universi Dominici Gregis 33)." |
*
* @param {Conclave_Electors_NoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_electors_note = /** @type {((inputs: Conclave_Electors_NoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Electors_NoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_electors_note(inputs)
	if (locale === "es") return __es.conclave_electors_note(inputs)
	if (locale === "pt") return __pt.conclave_electors_note(inputs)
	if (locale === "fr") return __fr.conclave_electors_note(inputs)
	if (locale === "de") return __de.conclave_electors_note(inputs)
	if (locale === "pl") return __pl.conclave_electors_note(inputs)
	return __en.conclave_electors_note(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "elector;" |
* | "other" | "electors;" |
*
* @param {Conclave_Electors_WordInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_electors_word = /** @type {((inputs: Conclave_Electors_WordInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Electors_WordInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_electors_word(inputs)
	if (locale === "es") return __es.conclave_electors_word(inputs)
	if (locale === "pt") return __pt.conclave_electors_word(inputs)
	if (locale === "fr") return __fr.conclave_electors_word(inputs)
	if (locale === "de") return __de.conclave_electors_word(inputs)
	if (locale === "pl") return __pl.conclave_electors_word(inputs)
	return __en.conclave_electors_word(inputs)
});
/**
* | output |
* | --- |
* | "Follow live" |
*
* @param {Conclave_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_follow_live = /** @type {((inputs?: Conclave_Follow_LiveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Follow_LiveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_follow_live(inputs)
	if (locale === "es") return __es.conclave_follow_live(inputs)
	if (locale === "pt") return __pt.conclave_follow_live(inputs)
	if (locale === "fr") return __fr.conclave_follow_live(inputs)
	if (locale === "de") return __de.conclave_follow_live(inputs)
	if (locale === "pl") return __pl.conclave_follow_live(inputs)
	return __en.conclave_follow_live(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam:" |
*
* @param {Conclave_Habemus_Papam_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_papam_line = /** @type {((inputs?: Conclave_Habemus_Papam_LineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_Papam_LineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_papam_line(inputs)
	if (locale === "es") return __es.conclave_habemus_papam_line(inputs)
	if (locale === "pt") return __pt.conclave_habemus_papam_line(inputs)
	if (locale === "fr") return __fr.conclave_habemus_papam_line(inputs)
	if (locale === "de") return __de.conclave_habemus_papam_line(inputs)
	if (locale === "pl") return __pl.conclave_habemus_papam_line(inputs)
	return __en.conclave_habemus_papam_line(inputs)
});
/**
* | output |
* | --- |
* | "The conclave is under way" |
*
* @param {Conclave_Heading_ConclaveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_heading_conclave = /** @type {((inputs?: Conclave_Heading_ConclaveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Heading_ConclaveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_heading_conclave(inputs)
	if (locale === "es") return __es.conclave_heading_conclave(inputs)
	if (locale === "pt") return __pt.conclave_heading_conclave(inputs)
	if (locale === "fr") return __fr.conclave_heading_conclave(inputs)
	if (locale === "de") return __de.conclave_heading_conclave(inputs)
	if (locale === "pl") return __pl.conclave_heading_conclave(inputs)
	return __en.conclave_heading_conclave(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam" |
*
* @param {Conclave_Heading_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_heading_elected = /** @type {((inputs?: Conclave_Heading_ElectedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Heading_ElectedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_heading_elected(inputs)
	if (locale === "es") return __es.conclave_heading_elected(inputs)
	if (locale === "pt") return __pt.conclave_heading_elected(inputs)
	if (locale === "fr") return __fr.conclave_heading_elected(inputs)
	if (locale === "de") return __de.conclave_heading_elected(inputs)
	if (locale === "pl") return __pl.conclave_heading_elected(inputs)
	return __en.conclave_heading_elected(inputs)
});
/**
* | output |
* | --- |
* | "Sede vacante" |
*
* @param {Conclave_Heading_VacantInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_heading_vacant = /** @type {((inputs?: Conclave_Heading_VacantInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Heading_VacantInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_heading_vacant(inputs)
	if (locale === "es") return __es.conclave_heading_vacant(inputs)
	if (locale === "pt") return __pt.conclave_heading_vacant(inputs)
	if (locale === "fr") return __fr.conclave_heading_vacant(inputs)
	if (locale === "de") return __de.conclave_heading_vacant(inputs)
	if (locale === "pl") return __pl.conclave_heading_vacant(inputs)
	return __en.conclave_heading_vacant(inputs)
});
/**
* | majorityPlural | output |
* | --- | --- |
* | "one" | "a two-thirds majority is {majority} vote." |
* | "other" | "a two-thirds majority is {majority} votes." |
*
* @param {Conclave_MajorityInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_majority = /** @type {((inputs: Conclave_MajorityInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_MajorityInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_majority(inputs)
	if (locale === "es") return __es.conclave_majority(inputs)
	if (locale === "pt") return __pt.conclave_majority(inputs)
	if (locale === "fr") return __fr.conclave_majority(inputs)
	if (locale === "de") return __de.conclave_majority(inputs)
	if (locale === "pl") return __pl.conclave_majority(inputs)
	return __en.conclave_majority(inputs)
});
/**
* | output |
* | --- |
* | "The conclave may begin between {earliest} and {latest}" |
*
* @param {Conclave_May_BeginInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_may_begin = /** @type {((inputs: Conclave_May_BeginInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_May_BeginInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_may_begin(inputs)
	if (locale === "es") return __es.conclave_may_begin(inputs)
	if (locale === "pt") return __pt.conclave_may_begin(inputs)
	if (locale === "fr") return __fr.conclave_may_begin(inputs)
	if (locale === "de") return __de.conclave_may_begin(inputs)
	if (locale === "pl") return __pl.conclave_may_begin(inputs)
	return __en.conclave_may_begin(inputs)
});
/**
* | output |
* | --- |
* | "No smoke yet." |
*
* @param {Conclave_No_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_no_smoke = /** @type {((inputs?: Conclave_No_SmokeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_No_SmokeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_no_smoke(inputs)
	if (locale === "es") return __es.conclave_no_smoke(inputs)
	if (locale === "pt") return __pt.conclave_no_smoke(inputs)
	if (locale === "fr") return __fr.conclave_no_smoke(inputs)
	if (locale === "de") return __de.conclave_no_smoke(inputs)
	if (locale === "pl") return __pl.conclave_no_smoke(inputs)
	return __en.conclave_no_smoke(inputs)
});
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Conclave_NotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_notes = /** @type {((inputs?: Conclave_NotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_NotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_notes(inputs)
	if (locale === "es") return __es.conclave_notes(inputs)
	if (locale === "pt") return __pt.conclave_notes(inputs)
	if (locale === "fr") return __fr.conclave_notes(inputs)
	if (locale === "de") return __de.conclave_notes(inputs)
	if (locale === "pl") return __pl.conclave_notes(inputs)
	return __en.conclave_notes(inputs)
});
/**
* | output |
* | --- |
* | "Sede vacante since {date}" |
*
* @param {Conclave_Sede_Vacante_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_sede_vacante_since = /** @type {((inputs: Conclave_Sede_Vacante_SinceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Sede_Vacante_SinceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_sede_vacante_since(inputs)
	if (locale === "es") return __es.conclave_sede_vacante_since(inputs)
	if (locale === "pt") return __pt.conclave_sede_vacante_since(inputs)
	if (locale === "fr") return __fr.conclave_sede_vacante_since(inputs)
	if (locale === "de") return __de.conclave_sede_vacante_since(inputs)
	if (locale === "pl") return __pl.conclave_sede_vacante_since(inputs)
	return __en.conclave_sede_vacante_since(inputs)
});
/**
* | output |
* | --- |
* | "See them in the directory" |
*
* @param {Conclave_See_In_DirectoryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_see_in_directory = /** @type {((inputs?: Conclave_See_In_DirectoryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_See_In_DirectoryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_see_in_directory(inputs)
	if (locale === "es") return __es.conclave_see_in_directory(inputs)
	if (locale === "pt") return __pt.conclave_see_in_directory(inputs)
	if (locale === "fr") return __fr.conclave_see_in_directory(inputs)
	if (locale === "de") return __de.conclave_see_in_directory(inputs)
	if (locale === "pl") return __pl.conclave_see_in_directory(inputs)
	return __en.conclave_see_in_directory(inputs)
});
/**
* | output |
* | --- |
* | "The See fell vacant" |
*
* @param {Conclave_See_VacantInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_see_vacant = /** @type {((inputs?: Conclave_See_VacantInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_See_VacantInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_see_vacant(inputs)
	if (locale === "es") return __es.conclave_see_vacant(inputs)
	if (locale === "pt") return __pt.conclave_see_vacant(inputs)
	if (locale === "fr") return __fr.conclave_see_vacant(inputs)
	if (locale === "de") return __de.conclave_see_vacant(inputs)
	if (locale === "pl") return __pl.conclave_see_vacant(inputs)
	return __en.conclave_see_vacant(inputs)
});
/**
* | output |
* | --- |
* | "Smoke from the Sistine Chapel" |
*
* @param {Conclave_Smoke_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_smoke_heading = /** @type {((inputs?: Conclave_Smoke_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Smoke_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_smoke_heading(inputs)
	if (locale === "es") return __es.conclave_smoke_heading(inputs)
	if (locale === "pt") return __pt.conclave_smoke_heading(inputs)
	if (locale === "fr") return __fr.conclave_smoke_heading(inputs)
	if (locale === "de") return __de.conclave_smoke_heading(inputs)
	if (locale === "pl") return __pl.conclave_smoke_heading(inputs)
	return __en.conclave_smoke_heading(inputs)
});
/**
* | output |
* | --- |
* | "source" |
*
* @param {Conclave_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_source = /** @type {((inputs?: Conclave_SourceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_SourceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_source(inputs)
	if (locale === "es") return __es.conclave_source(inputs)
	if (locale === "pt") return __pt.conclave_source(inputs)
	if (locale === "fr") return __fr.conclave_source(inputs)
	if (locale === "de") return __de.conclave_source(inputs)
	if (locale === "pl") return __pl.conclave_source(inputs)
	return __en.conclave_source(inputs)
});
/**
* | output |
* | --- |
* | "Start of the conclave" |
*
* @param {Conclave_StartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_start = /** @type {((inputs?: Conclave_StartInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_StartInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_start(inputs)
	if (locale === "es") return __es.conclave_start(inputs)
	if (locale === "pt") return __pt.conclave_start(inputs)
	if (locale === "fr") return __fr.conclave_start(inputs)
	if (locale === "de") return __de.conclave_start(inputs)
	if (locale === "pl") return __pl.conclave_start(inputs)
	return __en.conclave_start(inputs)
});
/**
* | output |
* | --- |
* | "{date} at {time} (Rome), as announced." |
*
* @param {Conclave_Start_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_start_announced = /** @type {((inputs: Conclave_Start_AnnouncedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Start_AnnouncedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_start_announced(inputs)
	if (locale === "es") return __es.conclave_start_announced(inputs)
	if (locale === "pt") return __pt.conclave_start_announced(inputs)
	if (locale === "fr") return __fr.conclave_start_announced(inputs)
	if (locale === "de") return __de.conclave_start_announced(inputs)
	if (locale === "pl") return __pl.conclave_start_announced(inputs)
	return __en.conclave_start_announced(inputs)
});
/**
* | output |
* | --- |
* | "Not yet announced. The rules allow it between {earliest} and {latest}: {min} to {max} days after the vacancy, or earlier if all the electors are present (Uni..." |
*
* @param {Conclave_Start_WindowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_start_window = /** @type {((inputs: Conclave_Start_WindowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Start_WindowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_start_window(inputs)
	if (locale === "es") return __es.conclave_start_window(inputs)
	if (locale === "pt") return __pt.conclave_start_window(inputs)
	if (locale === "fr") return __fr.conclave_start_window(inputs)
	if (locale === "de") return __de.conclave_start_window(inputs)
	if (locale === "pl") return __pl.conclave_start_window(inputs)
	return __en.conclave_start_window(inputs)
});
/**
* | output |
* | --- |
* | "who took the name {name}" |
*
* @param {Conclave_Took_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_took_name = /** @type {((inputs: Conclave_Took_NameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Took_NameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_took_name(inputs)
	if (locale === "es") return __es.conclave_took_name(inputs)
	if (locale === "pt") return __pt.conclave_took_name(inputs)
	if (locale === "fr") return __fr.conclave_took_name(inputs)
	if (locale === "de") return __de.conclave_took_name(inputs)
	if (locale === "pl") return __pl.conclave_took_name(inputs)
	return __en.conclave_took_name(inputs)
});
/**
* | output |
* | --- |
* | "Conclave under way since {date}, {time} (Rome)" |
*
* @param {Conclave_Under_Way_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_under_way_since = /** @type {((inputs: Conclave_Under_Way_SinceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Under_Way_SinceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_under_way_since(inputs)
	if (locale === "es") return __es.conclave_under_way_since(inputs)
	if (locale === "pt") return __pt.conclave_under_way_since(inputs)
	if (locale === "fr") return __fr.conclave_under_way_since(inputs)
	if (locale === "de") return __de.conclave_under_way_since(inputs)
	if (locale === "pl") return __pl.conclave_under_way_since(inputs)
	return __en.conclave_under_way_since(inputs)
});
/**
* | output |
* | --- |
* | "On {date}: the pope died." |
*
* @param {Conclave_Vacancy_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_vacancy_died = /** @type {((inputs: Conclave_Vacancy_DiedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Vacancy_DiedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_vacancy_died(inputs)
	if (locale === "es") return __es.conclave_vacancy_died(inputs)
	if (locale === "pt") return __pt.conclave_vacancy_died(inputs)
	if (locale === "fr") return __fr.conclave_vacancy_died(inputs)
	if (locale === "de") return __de.conclave_vacancy_died(inputs)
	if (locale === "pl") return __pl.conclave_vacancy_died(inputs)
	return __en.conclave_vacancy_died(inputs)
});
/**
* | output |
* | --- |
* | "On {date}: the pope renounced the office." |
*
* @param {Conclave_Vacancy_RenouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_vacancy_renounced = /** @type {((inputs: Conclave_Vacancy_RenouncedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Vacancy_RenouncedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_vacancy_renounced(inputs)
	if (locale === "es") return __es.conclave_vacancy_renounced(inputs)
	if (locale === "pt") return __pt.conclave_vacancy_renounced(inputs)
	if (locale === "fr") return __fr.conclave_vacancy_renounced(inputs)
	if (locale === "de") return __de.conclave_vacancy_renounced(inputs)
	if (locale === "pl") return __pl.conclave_vacancy_renounced(inputs)
	return __en.conclave_vacancy_renounced(inputs)
});
/**
* | output |
* | --- |
* | "white smoke" |
*
* @param {Conclave_White_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_white_smoke = /** @type {((inputs?: Conclave_White_SmokeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_White_SmokeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_white_smoke(inputs)
	if (locale === "es") return __es.conclave_white_smoke(inputs)
	if (locale === "pt") return __pt.conclave_white_smoke(inputs)
	if (locale === "fr") return __fr.conclave_white_smoke(inputs)
	if (locale === "de") return __de.conclave_white_smoke(inputs)
	if (locale === "pl") return __pl.conclave_white_smoke(inputs)
	return __en.conclave_white_smoke(inputs)
});
/**
* | output |
* | --- |
* | "WHITE SMOKE" |
*
* @param {Conclave_White_Smoke_HeadlineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_white_smoke_headline = /** @type {((inputs?: Conclave_White_Smoke_HeadlineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_White_Smoke_HeadlineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_white_smoke_headline(inputs)
	if (locale === "es") return __es.conclave_white_smoke_headline(inputs)
	if (locale === "pt") return __pt.conclave_white_smoke_headline(inputs)
	if (locale === "fr") return __fr.conclave_white_smoke_headline(inputs)
	if (locale === "de") return __de.conclave_white_smoke_headline(inputs)
	if (locale === "pl") return __pl.conclave_white_smoke_headline(inputs)
	return __en.conclave_white_smoke_headline(inputs)
});
/**
* | output |
* | --- |
* | "Changes" |
*
* @param {Footer_ChangesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_changes = /** @type {((inputs?: Footer_ChangesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ChangesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_changes(inputs)
	if (locale === "es") return __es.footer_changes(inputs)
	if (locale === "pt") return __pt.footer_changes(inputs)
	if (locale === "fr") return __fr.footer_changes(inputs)
	if (locale === "de") return __de.footer_changes(inputs)
	if (locale === "pl") return __pl.footer_changes(inputs)
	return __en.footer_changes(inputs)
});
/**
* | output |
* | --- |
* | "Data as of {date}" |
*
* @param {Footer_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_data_as_of = /** @type {((inputs: Footer_Data_As_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Data_As_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_data_as_of(inputs)
	if (locale === "es") return __es.footer_data_as_of(inputs)
	if (locale === "pt") return __pt.footer_data_as_of(inputs)
	if (locale === "fr") return __fr.footer_data_as_of(inputs)
	if (locale === "de") return __de.footer_data_as_of(inputs)
	if (locale === "pl") return __pl.footer_data_as_of(inputs)
	return __en.footer_data_as_of(inputs)
});
/**
* | output |
* | --- |
* | "Legal" |
*
* @param {Footer_LegalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_legal = /** @type {((inputs?: Footer_LegalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_LegalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_legal(inputs)
	if (locale === "es") return __es.footer_legal(inputs)
	if (locale === "pt") return __pt.footer_legal(inputs)
	if (locale === "fr") return __fr.footer_legal(inputs)
	if (locale === "de") return __de.footer_legal(inputs)
	if (locale === "pl") return __pl.footer_legal(inputs)
	return __en.footer_legal(inputs)
});
/**
* | output |
* | --- |
* | "This site is not affiliated with the Vatican or the Holy See. Its data is compiled from public sources for educational purposes." |
*
* @param {Footer_Not_AffiliatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_not_affiliated = /** @type {((inputs?: Footer_Not_AffiliatedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Not_AffiliatedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_not_affiliated(inputs)
	if (locale === "es") return __es.footer_not_affiliated(inputs)
	if (locale === "pt") return __pt.footer_not_affiliated(inputs)
	if (locale === "fr") return __fr.footer_not_affiliated(inputs)
	if (locale === "de") return __de.footer_not_affiliated(inputs)
	if (locale === "pl") return __pl.footer_not_affiliated(inputs)
	return __en.footer_not_affiliated(inputs)
});
/**
* | output |
* | --- |
* | "Open data & API" |
*
* @param {Footer_Open_DataInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_open_data = /** @type {((inputs?: Footer_Open_DataInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Open_DataInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_open_data(inputs)
	if (locale === "es") return __es.footer_open_data(inputs)
	if (locale === "pt") return __pt.footer_open_data(inputs)
	if (locale === "fr") return __fr.footer_open_data(inputs)
	if (locale === "de") return __de.footer_open_data(inputs)
	if (locale === "pl") return __pl.footer_open_data(inputs)
	return __en.footer_open_data(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_privacy = /** @type {((inputs?: Footer_PrivacyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_PrivacyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_privacy(inputs)
	if (locale === "es") return __es.footer_privacy(inputs)
	if (locale === "pt") return __pt.footer_privacy(inputs)
	if (locale === "fr") return __fr.footer_privacy(inputs)
	if (locale === "de") return __de.footer_privacy(inputs)
	if (locale === "pl") return __pl.footer_privacy(inputs)
	return __en.footer_privacy(inputs)
});
/**
* | output |
* | --- |
* | "How ratings are made" |
*
* @param {Footer_RatingsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_ratings = /** @type {((inputs?: Footer_RatingsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RatingsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_ratings(inputs)
	if (locale === "es") return __es.footer_ratings(inputs)
	if (locale === "pt") return __pt.footer_ratings(inputs)
	if (locale === "fr") return __fr.footer_ratings(inputs)
	if (locale === "de") return __de.footer_ratings(inputs)
	if (locale === "pl") return __pl.footer_ratings(inputs)
	return __en.footer_ratings(inputs)
});
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_terms = /** @type {((inputs?: Footer_TermsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TermsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.footer_terms(inputs)
	if (locale === "es") return __es.footer_terms(inputs)
	if (locale === "pt") return __pt.footer_terms(inputs)
	if (locale === "fr") return __fr.footer_terms(inputs)
	if (locale === "de") return __de.footer_terms(inputs)
	if (locale === "pl") return __pl.footer_terms(inputs)
	return __en.footer_terms(inputs)
});
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Header_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const header_close_menu = /** @type {((inputs?: Header_Close_MenuInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Close_MenuInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.header_close_menu(inputs)
	if (locale === "es") return __es.header_close_menu(inputs)
	if (locale === "pt") return __pt.header_close_menu(inputs)
	if (locale === "fr") return __fr.header_close_menu(inputs)
	if (locale === "de") return __de.header_close_menu(inputs)
	if (locale === "pl") return __pl.header_close_menu(inputs)
	return __en.header_close_menu(inputs)
});
/**
* | output |
* | --- |
* | "{site} home" |
*
* @param {Header_Home_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const header_home_label = /** @type {((inputs: Header_Home_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Home_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.header_home_label(inputs)
	if (locale === "es") return __es.header_home_label(inputs)
	if (locale === "pt") return __pt.header_home_label(inputs)
	if (locale === "fr") return __fr.header_home_label(inputs)
	if (locale === "de") return __de.header_home_label(inputs)
	if (locale === "pl") return __pl.header_home_label(inputs)
	return __en.header_home_label(inputs)
});
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Header_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const header_open_menu = /** @type {((inputs?: Header_Open_MenuInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Open_MenuInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.header_open_menu(inputs)
	if (locale === "es") return __es.header_open_menu(inputs)
	if (locale === "pt") return __pt.header_open_menu(inputs)
	if (locale === "fr") return __fr.header_open_menu(inputs)
	if (locale === "de") return __de.header_open_menu(inputs)
	if (locale === "pl") return __pl.header_open_menu(inputs)
	return __en.header_open_menu(inputs)
});
/**
* | output |
* | --- |
* | "in English" |
*
* @param {In_EnglishInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const in_english = /** @type {((inputs?: In_EnglishInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<In_EnglishInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.in_english(inputs)
	if (locale === "es") return __es.in_english(inputs)
	if (locale === "pt") return __pt.in_english(inputs)
	if (locale === "fr") return __fr.in_english(inputs)
	if (locale === "de") return __de.in_english(inputs)
	if (locale === "pl") return __pl.in_english(inputs)
	return __en.in_english(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const language_label = /** @type {((inputs?: Language_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.language_label(inputs)
	if (locale === "es") return __es.language_label(inputs)
	if (locale === "pt") return __pt.language_label(inputs)
	if (locale === "fr") return __fr.language_label(inputs)
	if (locale === "de") return __de.language_label(inputs)
	if (locale === "pl") return __pl.language_label(inputs)
	return __en.language_label(inputs)
});
/**
* | output |
* | --- |
* | "Tell me when there is white smoke" |
*
* @param {Live_Alert_OffInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_off = /** @type {((inputs?: Live_Alert_OffInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Alert_OffInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_alert_off(inputs)
	if (locale === "es") return __es.live_alert_off(inputs)
	if (locale === "pt") return __pt.live_alert_off(inputs)
	if (locale === "fr") return __fr.live_alert_off(inputs)
	if (locale === "de") return __de.live_alert_off(inputs)
	if (locale === "pl") return __pl.live_alert_off(inputs)
	return __en.live_alert_off(inputs)
});
/**
* | output |
* | --- |
* | "On: I will tell you when there is white smoke" |
*
* @param {Live_Alert_OnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_on = /** @type {((inputs?: Live_Alert_OnInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Alert_OnInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_alert_on(inputs)
	if (locale === "es") return __es.live_alert_on(inputs)
	if (locale === "pt") return __pt.live_alert_on(inputs)
	if (locale === "fr") return __fr.live_alert_on(inputs)
	if (locale === "de") return __de.live_alert_on(inputs)
	if (locale === "pl") return __pl.live_alert_on(inputs)
	return __en.live_alert_on(inputs)
});
/**
* | output |
* | --- |
* | "Poll and further reading" |
*
* @param {Live_Aside_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_aside_label = /** @type {((inputs?: Live_Aside_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Aside_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_aside_label(inputs)
	if (locale === "es") return __es.live_aside_label(inputs)
	if (locale === "pt") return __pt.live_aside_label(inputs)
	if (locale === "fr") return __fr.live_aside_label(inputs)
	if (locale === "de") return __de.live_aside_label(inputs)
	if (locale === "pl") return __pl.live_aside_label(inputs)
	return __en.live_aside_label(inputs)
});
/**
* | output |
* | --- |
* | "Back to the cardinals" |
*
* @param {Live_BackInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_back = /** @type {((inputs?: Live_BackInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_BackInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_back(inputs)
	if (locale === "es") return __es.live_back(inputs)
	if (locale === "pt") return __pt.live_back(inputs)
	if (locale === "fr") return __fr.live_back(inputs)
	if (locale === "de") return __de.live_back(inputs)
	if (locale === "pl") return __pl.live_back(inputs)
	return __en.live_back(inputs)
});
/**
* | output |
* | --- |
* | "Conclave coverage" |
*
* @param {Live_Conclave_CoverageInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_conclave_coverage = /** @type {((inputs?: Live_Conclave_CoverageInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Conclave_CoverageInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_conclave_coverage(inputs)
	if (locale === "es") return __es.live_conclave_coverage(inputs)
	if (locale === "pt") return __pt.live_conclave_coverage(inputs)
	if (locale === "fr") return __fr.live_conclave_coverage(inputs)
	if (locale === "de") return __de.live_conclave_coverage(inputs)
	if (locale === "pl") return __pl.live_conclave_coverage(inputs)
	return __en.live_conclave_coverage(inputs)
});
/**
* | output |
* | --- |
* | "Live conclave coverage (muted)" |
*
* @param {Live_Conclave_Coverage_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_conclave_coverage_title = /** @type {((inputs?: Live_Conclave_Coverage_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Conclave_Coverage_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_conclave_coverage_title(inputs)
	if (locale === "es") return __es.live_conclave_coverage_title(inputs)
	if (locale === "pt") return __pt.live_conclave_coverage_title(inputs)
	if (locale === "fr") return __fr.live_conclave_coverage_title(inputs)
	if (locale === "de") return __de.live_conclave_coverage_title(inputs)
	if (locale === "pl") return __pl.live_conclave_coverage_title(inputs)
	return __en.live_conclave_coverage_title(inputs)
});
/**
* | output |
* | --- |
* | "Live coverage" |
*
* @param {Live_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_eyebrow = /** @type {((inputs?: Live_EyebrowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_EyebrowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_eyebrow(inputs)
	if (locale === "es") return __es.live_eyebrow(inputs)
	if (locale === "pt") return __pt.live_eyebrow(inputs)
	if (locale === "fr") return __fr.live_eyebrow(inputs)
	if (locale === "de") return __de.live_eyebrow(inputs)
	if (locale === "pl") return __pl.live_eyebrow(inputs)
	return __en.live_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "How is a pope elected?" |
*
* @param {Live_How_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_how_elected = /** @type {((inputs?: Live_How_ElectedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_How_ElectedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_how_elected(inputs)
	if (locale === "es") return __es.live_how_elected(inputs)
	if (locale === "pt") return __pt.live_how_elected(inputs)
	if (locale === "fr") return __fr.live_how_elected(inputs)
	if (locale === "de") return __de.live_how_elected(inputs)
	if (locale === "pl") return __pl.live_how_elected(inputs)
	return __en.live_how_elected(inputs)
});
/**
* | output |
* | --- |
* | "Electors, ballots, smoke and the two-thirds rule, explained." |
*
* @param {Live_How_Elected_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_how_elected_text = /** @type {((inputs?: Live_How_Elected_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_How_Elected_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_how_elected_text(inputs)
	if (locale === "es") return __es.live_how_elected_text(inputs)
	if (locale === "pt") return __pt.live_how_elected_text(inputs)
	if (locale === "fr") return __fr.live_how_elected_text(inputs)
	if (locale === "de") return __de.live_how_elected_text(inputs)
	if (locale === "pl") return __pl.live_how_elected_text(inputs)
	return __en.live_how_elected_text(inputs)
});
/**
* | output |
* | --- |
* | "Watch St. Peter's Square and the conclave coverage side by side, and tell us who you think will be elected." |
*
* @param {Live_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_intro = /** @type {((inputs?: Live_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_intro(inputs)
	if (locale === "es") return __es.live_intro(inputs)
	if (locale === "pt") return __pt.live_intro(inputs)
	if (locale === "fr") return __fr.live_intro(inputs)
	if (locale === "de") return __de.live_intro(inputs)
	if (locale === "pl") return __pl.live_intro(inputs)
	return __en.live_intro(inputs)
});
/**
* | output |
* | --- |
* | "Learn how popes are elected" |
*
* @param {Live_Learn_HowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_learn_how = /** @type {((inputs?: Live_Learn_HowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Learn_HowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_learn_how(inputs)
	if (locale === "es") return __es.live_learn_how(inputs)
	if (locale === "pt") return __pt.live_learn_how(inputs)
	if (locale === "fr") return __fr.live_learn_how(inputs)
	if (locale === "de") return __de.live_learn_how(inputs)
	if (locale === "pl") return __pl.live_learn_how(inputs)
	return __en.live_learn_how(inputs)
});
/**
* | output |
* | --- |
* | "No live stream is on now" |
*
* @param {Live_No_Stream_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_stream_heading = /** @type {((inputs?: Live_No_Stream_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_No_Stream_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_no_stream_heading(inputs)
	if (locale === "es") return __es.live_no_stream_heading(inputs)
	if (locale === "pt") return __pt.live_no_stream_heading(inputs)
	if (locale === "fr") return __fr.live_no_stream_heading(inputs)
	if (locale === "de") return __de.live_no_stream_heading(inputs)
	if (locale === "pl") return __pl.live_no_stream_heading(inputs)
	return __en.live_no_stream_heading(inputs)
});
/**
* | output |
* | --- |
* | "Notice from the site" |
*
* @param {Live_Notice_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_notice_label = /** @type {((inputs?: Live_Notice_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Notice_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_notice_label(inputs)
	if (locale === "es") return __es.live_notice_label(inputs)
	if (locale === "pt") return __pt.live_notice_label(inputs)
	if (locale === "fr") return __fr.live_notice_label(inputs)
	if (locale === "de") return __de.live_notice_label(inputs)
	if (locale === "pl") return __pl.live_notice_label(inputs)
	return __en.live_notice_label(inputs)
});
/**
* | output |
* | --- |
* | "Papal Election Poll" |
*
* @param {Live_Poll_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_heading = /** @type {((inputs?: Live_Poll_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Poll_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_poll_heading(inputs)
	if (locale === "es") return __es.live_poll_heading(inputs)
	if (locale === "pt") return __pt.live_poll_heading(inputs)
	if (locale === "fr") return __fr.live_poll_heading(inputs)
	if (locale === "de") return __de.live_poll_heading(inputs)
	if (locale === "pl") return __pl.live_poll_heading(inputs)
	return __en.live_poll_heading(inputs)
});
/**
* | output |
* | --- |
* | "One prediction per visitor. Just for fun: the cardinals decide." |
*
* @param {Live_Poll_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_intro = /** @type {((inputs?: Live_Poll_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Poll_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_poll_intro(inputs)
	if (locale === "es") return __es.live_poll_intro(inputs)
	if (locale === "pt") return __pt.live_poll_intro(inputs)
	if (locale === "fr") return __fr.live_poll_intro(inputs)
	if (locale === "de") return __de.live_poll_intro(inputs)
	if (locale === "pl") return __pl.live_poll_intro(inputs)
	return __en.live_poll_intro(inputs)
});
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Live_Poll_Tab_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_tab_results = /** @type {((inputs?: Live_Poll_Tab_ResultsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Poll_Tab_ResultsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_poll_tab_results(inputs)
	if (locale === "es") return __es.live_poll_tab_results(inputs)
	if (locale === "pt") return __pt.live_poll_tab_results(inputs)
	if (locale === "fr") return __fr.live_poll_tab_results(inputs)
	if (locale === "de") return __de.live_poll_tab_results(inputs)
	if (locale === "pl") return __pl.live_poll_tab_results(inputs)
	return __en.live_poll_tab_results(inputs)
});
/**
* | output |
* | --- |
* | "Cast Vote" |
*
* @param {Live_Poll_Tab_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_tab_vote = /** @type {((inputs?: Live_Poll_Tab_VoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Poll_Tab_VoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_poll_tab_vote(inputs)
	if (locale === "es") return __es.live_poll_tab_vote(inputs)
	if (locale === "pt") return __pt.live_poll_tab_vote(inputs)
	if (locale === "fr") return __fr.live_poll_tab_vote(inputs)
	if (locale === "de") return __de.live_poll_tab_vote(inputs)
	if (locale === "pl") return __pl.live_poll_tab_vote(inputs)
	return __en.live_poll_tab_vote(inputs)
});
/**
* | output |
* | --- |
* | "St. Peter's Square" |
*
* @param {Live_St_PetersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_st_peters = /** @type {((inputs?: Live_St_PetersInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_St_PetersInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_st_peters(inputs)
	if (locale === "es") return __es.live_st_peters(inputs)
	if (locale === "pt") return __pt.live_st_peters(inputs)
	if (locale === "fr") return __fr.live_st_peters(inputs)
	if (locale === "de") return __de.live_st_peters(inputs)
	if (locale === "pl") return __pl.live_st_peters(inputs)
	return __en.live_st_peters(inputs)
});
/**
* | output |
* | --- |
* | "Live stream from St. Peter's Square" |
*
* @param {Live_St_Peters_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_st_peters_title = /** @type {((inputs?: Live_St_Peters_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_St_Peters_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_st_peters_title(inputs)
	if (locale === "es") return __es.live_st_peters_title(inputs)
	if (locale === "pt") return __pt.live_st_peters_title(inputs)
	if (locale === "fr") return __fr.live_st_peters_title(inputs)
	if (locale === "de") return __de.live_st_peters_title(inputs)
	if (locale === "pl") return __pl.live_st_peters_title(inputs)
	return __en.live_st_peters_title(inputs)
});
/**
* | output |
* | --- |
* | "Take the fun polls" |
*
* @param {Live_Take_PollsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_take_polls = /** @type {((inputs?: Live_Take_PollsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Take_PollsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_take_polls(inputs)
	if (locale === "es") return __es.live_take_polls(inputs)
	if (locale === "pt") return __pt.live_take_polls(inputs)
	if (locale === "fr") return __fr.live_take_polls(inputs)
	if (locale === "de") return __de.live_take_polls(inputs)
	if (locale === "pl") return __pl.live_take_polls(inputs)
	return __en.live_take_polls(inputs)
});
/**
* | output |
* | --- |
* | "Conclave Live" |
*
* @param {Live_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_title = /** @type {((inputs?: Live_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_title(inputs)
	if (locale === "es") return __es.live_title(inputs)
	if (locale === "pt") return __pt.live_title(inputs)
	if (locale === "fr") return __fr.live_title(inputs)
	if (locale === "de") return __de.live_title(inputs)
	if (locale === "pl") return __pl.live_title(inputs)
	return __en.live_title(inputs)
});
/**
* | output |
* | --- |
* | "Try our light-hearted polls." |
*
* @param {Live_Try_PollsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_try_polls = /** @type {((inputs?: Live_Try_PollsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Try_PollsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_try_polls(inputs)
	if (locale === "es") return __es.live_try_polls(inputs)
	if (locale === "pt") return __pt.live_try_polls(inputs)
	if (locale === "fr") return __fr.live_try_polls(inputs)
	if (locale === "de") return __de.live_try_polls(inputs)
	if (locale === "pl") return __pl.live_try_polls(inputs)
	return __en.live_try_polls(inputs)
});
/**
* | output |
* | --- |
* | "Waiting for white smoke?" |
*
* @param {Live_Waiting_WhiteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_waiting_white = /** @type {((inputs?: Live_Waiting_WhiteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Waiting_WhiteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_waiting_white(inputs)
	if (locale === "es") return __es.live_waiting_white(inputs)
	if (locale === "pt") return __pt.live_waiting_white(inputs)
	if (locale === "fr") return __fr.live_waiting_white(inputs)
	if (locale === "de") return __de.live_waiting_white(inputs)
	if (locale === "pl") return __pl.live_waiting_white(inputs)
	return __en.live_waiting_white(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Nav_HomeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_home = /** @type {((inputs?: Nav_HomeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_HomeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.nav_home(inputs)
	if (locale === "es") return __es.nav_home(inputs)
	if (locale === "pt") return __pt.nav_home(inputs)
	if (locale === "fr") return __fr.nav_home(inputs)
	if (locale === "de") return __de.nav_home(inputs)
	if (locale === "pl") return __pl.nav_home(inputs)
	return __en.nav_home(inputs)
});
/**
* | output |
* | --- |
* | "Conclave Insights" |
*
* @param {Nav_InsightsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_insights = /** @type {((inputs?: Nav_InsightsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_InsightsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.nav_insights(inputs)
	if (locale === "es") return __es.nav_insights(inputs)
	if (locale === "pt") return __pt.nav_insights(inputs)
	if (locale === "fr") return __fr.nav_insights(inputs)
	if (locale === "de") return __de.nav_insights(inputs)
	if (locale === "pl") return __pl.nav_insights(inputs)
	return __en.nav_insights(inputs)
});
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_label = /** @type {((inputs?: Nav_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.nav_label(inputs)
	if (locale === "es") return __es.nav_label(inputs)
	if (locale === "pt") return __pt.nav_label(inputs)
	if (locale === "fr") return __fr.nav_label(inputs)
	if (locale === "de") return __de.nav_label(inputs)
	if (locale === "pl") return __pl.nav_label(inputs)
	return __en.nav_label(inputs)
});
/**
* | output |
* | --- |
* | "Live Coverage" |
*
* @param {Nav_LiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_live = /** @type {((inputs?: Nav_LiveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_LiveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.nav_live(inputs)
	if (locale === "es") return __es.nav_live(inputs)
	if (locale === "pt") return __pt.nav_live(inputs)
	if (locale === "fr") return __fr.nav_live(inputs)
	if (locale === "de") return __de.nav_live(inputs)
	if (locale === "pl") return __pl.nav_live(inputs)
	return __en.nav_live(inputs)
});
/**
* | output |
* | --- |
* | "Why a Pope?" |
*
* @param {Nav_Why_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_why_pope = /** @type {((inputs?: Nav_Why_PopeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Why_PopeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.nav_why_pope(inputs)
	if (locale === "es") return __es.nav_why_pope(inputs)
	if (locale === "pt") return __pt.nav_why_pope(inputs)
	if (locale === "fr") return __fr.nav_why_pope(inputs)
	if (locale === "de") return __de.nav_why_pope(inputs)
	if (locale === "pl") return __pl.nav_why_pope(inputs)
	return __en.nav_why_pope(inputs)
});
/**
* | output |
* | --- |
* | "Back to the cardinals" |
*
* @param {Not_Found_BackInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_back = /** @type {((inputs?: Not_Found_BackInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_BackInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.not_found_back(inputs)
	if (locale === "es") return __es.not_found_back(inputs)
	if (locale === "pt") return __pt.not_found_back(inputs)
	if (locale === "fr") return __fr.not_found_back(inputs)
	if (locale === "de") return __de.not_found_back(inputs)
	if (locale === "pl") return __pl.not_found_back(inputs)
	return __en.not_found_back(inputs)
});
/**
* | output |
* | --- |
* | "There is no page at this address. It may have been mistyped, or the link that led here may be out of date." |
*
* @param {Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_text = /** @type {((inputs?: Not_Found_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.not_found_text(inputs)
	if (locale === "es") return __es.not_found_text(inputs)
	if (locale === "pt") return __pt.not_found_text(inputs)
	if (locale === "fr") return __fr.not_found_text(inputs)
	if (locale === "de") return __de.not_found_text(inputs)
	if (locale === "pl") return __pl.not_found_text(inputs)
	return __en.not_found_text(inputs)
});
/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_title = /** @type {((inputs?: Not_Found_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.not_found_title(inputs)
	if (locale === "es") return __es.not_found_title(inputs)
	if (locale === "pt") return __pt.not_found_title(inputs)
	if (locale === "fr") return __fr.not_found_title(inputs)
	if (locale === "de") return __de.not_found_title(inputs)
	if (locale === "pl") return __pl.not_found_title(inputs)
	return __en.not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Information about Cardinals of the Catholic Church" |
*
* @param {Site_TaglineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const site_tagline = /** @type {((inputs?: Site_TaglineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_TaglineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.site_tagline(inputs)
	if (locale === "es") return __es.site_tagline(inputs)
	if (locale === "pt") return __pt.site_tagline(inputs)
	if (locale === "fr") return __fr.site_tagline(inputs)
	if (locale === "de") return __de.site_tagline(inputs)
	if (locale === "pl") return __pl.site_tagline(inputs)
	return __en.site_tagline(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const skip_to_content = /** @type {((inputs?: Skip_To_ContentInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_ContentInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.skip_to_content(inputs)
	if (locale === "es") return __es.skip_to_content(inputs)
	if (locale === "pt") return __pt.skip_to_content(inputs)
	if (locale === "fr") return __fr.skip_to_content(inputs)
	if (locale === "de") return __de.skip_to_content(inputs)
	if (locale === "pl") return __pl.skip_to_content(inputs)
	return __en.skip_to_content(inputs)
});