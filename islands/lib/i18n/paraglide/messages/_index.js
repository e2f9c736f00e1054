/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Dialogs_Donation_BodyInputs */
/** @typedef {{}} Dialogs_Donation_Body_Without_UrlInputs */
/** @typedef {{}} Dialogs_Donation_CloseInputs */
/** @typedef {{}} Dialogs_Donation_DonateInputs */
/** @typedef {{}} Dialogs_Donation_LaterInputs */
/** @typedef {{}} Dialogs_Donation_TitleInputs */
/** @typedef {{}} Dialogs_Toast_DismissInputs */
/** @typedef {{}} Dialogs_Toast_Poll_AlreadyInputs */
/** @typedef {{}} Dialogs_Toast_Poll_FailedInputs */
/** @typedef {{}} Dialogs_Toast_Poll_RecordedInputs */
/** @typedef {{}} Dialogs_Toast_Poll_ThanksInputs */
/** @typedef {{}} Dialogs_Toast_Vote_ErrorInputs */
/** @typedef {{}} Dialogs_Toast_Vote_FailedInputs */
/** @typedef {{}} Dialogs_Toast_Vote_SubmittedInputs */
/** @typedef {{}} Dialogs_Toast_Vote_ThanksInputs */
/** @typedef {{}} Dialogs_Welcome_BodyInputs */
/** @typedef {{}} Dialogs_Welcome_ButtonInputs */
/** @typedef {{ contactEmail: NonNullable<unknown> }} Dialogs_Welcome_ContactInputs */
/** @typedef {{}} Dialogs_Welcome_CorrectionsInputs */
/** @typedef {{}} Dialogs_Welcome_TitleInputs */
/** @typedef {{}} Directory_AgeInputs */
/** @typedef {{}} Directory_All_CountriesInputs */
/** @typedef {{}} Directory_All_RanksInputs */
/** @typedef {{}} Directory_All_RegionsInputs */
/** @typedef {{}} Directory_Any_OrderInputs */
/** @typedef {{}} Directory_Any_PopeInputs */
/** @typedef {{}} Directory_ApplyInputs */
/** @typedef {{ date: NonNullable<unknown> }} Directory_Banner_KickerInputs */
/** @typedef {{}} Directory_Banner_LinkInputs */
/** @typedef {{}} Directory_Banner_PopeInputs */
/** @typedef {{}} Directory_Banner_TextInputs */
/** @typedef {{}} Directory_Chip_Conclave_ElectorsInputs */
/** @typedef {{}} Directory_Chip_ElectorsInputs */
/** @typedef {{}} Directory_Chip_Under_80Inputs */
/** @typedef {{}} Directory_Clear_AllInputs */
/** @typedef {{}} Directory_Clear_SearchInputs */
/** @typedef {{}} Directory_ConclavesInputs */
/** @typedef {{}} Directory_CountryInputs */
/** @typedef {{}} Directory_CreatedInputs */
/** @typedef {{}} Directory_Created_ByInputs */
/** @typedef {{ date: NonNullable<unknown> }} Directory_Created_OnInputs */
/** @typedef {{}} Directory_DeceasedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Directory_DiedInputs */
/** @typedef {{}} Directory_ElectorInputs */
/** @typedef {{}} Directory_Empty_TextInputs */
/** @typedef {{}} Directory_Empty_TitleInputs */
/** @typedef {{}} Directory_Error_TextInputs */
/** @typedef {{}} Directory_Error_TitleInputs */
/** @typedef {{}} Directory_Experience_AnyInputs */
/** @typedef {{}} Directory_Experience_NoInputs */
/** @typedef {{}} Directory_Experience_YesInputs */
/** @typedef {{}} Directory_Filter_FormInputs */
/** @typedef {{}} Directory_FiltersInputs */
/** @typedef {{}} Directory_GridInputs */
/** @typedef {{}} Directory_HeadingInputs */
/** @typedef {{}} Directory_LivedInputs */
/** @typedef {{ birth: NonNullable<unknown>, death: NonNullable<unknown>, age: NonNullable<unknown> }} Directory_Lived_YearsInputs */
/** @typedef {{}} Directory_LoadingInputs */
/** @typedef {{}} Directory_Loading_SuggestionsInputs */
/** @typedef {{}} Directory_NextInputs */
/** @typedef {{}} Directory_No_SuggestionsInputs */
/** @typedef {{ page: NonNullable<unknown> }} Directory_PageInputs */
/** @typedef {{}} Directory_PagesInputs */
/** @typedef {{}} Directory_PopeInputs */
/** @typedef {{}} Directory_PreviousInputs */
/** @typedef {{}} Directory_Quick_FiltersInputs */
/** @typedef {{}} Directory_RankInputs */
/** @typedef {{}} Directory_RegionInputs */
/** @typedef {{}} Directory_Region_AfricaInputs */
/** @typedef {{}} Directory_Region_AmericasInputs */
/** @typedef {{}} Directory_Region_AsiaInputs */
/** @typedef {{}} Directory_Region_EuropeInputs */
/** @typedef {{}} Directory_Region_OceaniaInputs */
/** @typedef {{}} Directory_Religious_OrderInputs */
/** @typedef {{}} Directory_Remove_SearchInputs */
/** @typedef {{ count: NonNullable<unknown> }} Directory_ResultsInputs */
/** @typedef {{ term: NonNullable<unknown> }} Directory_Search_ChipInputs */
/** @typedef {{}} Directory_Search_LabelInputs */
/** @typedef {{}} Directory_Search_PlaceholderInputs */
/** @typedef {{}} Directory_Sort_AgeInputs */
/** @typedef {{}} Directory_Sort_ByInputs */
/** @typedef {{}} Directory_Sort_CountryInputs */
/** @typedef {{}} Directory_Sort_CreatedInputs */
/** @typedef {{}} Directory_Sort_First_NameInputs */
/** @typedef {{}} Directory_Sort_Last_NameInputs */
/** @typedef {{}} Directory_StatusInputs */
/** @typedef {{}} Directory_SuggestedInputs */
/** @typedef {{}} Directory_Under_80_LinkInputs */
/** @typedef {{ electors: NonNullable<unknown>, total: NonNullable<unknown> }} Directory_Under_80_OfInputs */
/** @typedef {{}} Directory_UnknownInputs */
/** @typedef {{ age: NonNullable<unknown> }} Directory_Years_OldInputs */
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
* | "Cardinalis is free, has no advertising and does not track you. If it has been useful, a small donation helps keep it online and up to date." |
*
* @param {Dialogs_Donation_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_body = /** @type {((inputs?: Dialogs_Donation_BodyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_BodyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_body(inputs)
	if (locale === "es") return __es.dialogs_donation_body(inputs)
	if (locale === "pt") return __pt.dialogs_donation_body(inputs)
	if (locale === "fr") return __fr.dialogs_donation_body(inputs)
	if (locale === "de") return __de.dialogs_donation_body(inputs)
	if (locale === "pl") return __pl.dialogs_donation_body(inputs)
	return __en.dialogs_donation_body(inputs)
});
/**
* | output |
* | --- |
* | "Cardinalis is free, has no advertising and does not track you. If it has been useful, the best support is to share it with someone who follows the Church." |
*
* @param {Dialogs_Donation_Body_Without_UrlInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_body_without_url = /** @type {((inputs?: Dialogs_Donation_Body_Without_UrlInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_Body_Without_UrlInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_body_without_url(inputs)
	if (locale === "es") return __es.dialogs_donation_body_without_url(inputs)
	if (locale === "pt") return __pt.dialogs_donation_body_without_url(inputs)
	if (locale === "fr") return __fr.dialogs_donation_body_without_url(inputs)
	if (locale === "de") return __de.dialogs_donation_body_without_url(inputs)
	if (locale === "pl") return __pl.dialogs_donation_body_without_url(inputs)
	return __en.dialogs_donation_body_without_url(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Dialogs_Donation_CloseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_close = /** @type {((inputs?: Dialogs_Donation_CloseInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_CloseInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_close(inputs)
	if (locale === "es") return __es.dialogs_donation_close(inputs)
	if (locale === "pt") return __pt.dialogs_donation_close(inputs)
	if (locale === "fr") return __fr.dialogs_donation_close(inputs)
	if (locale === "de") return __de.dialogs_donation_close(inputs)
	if (locale === "pl") return __pl.dialogs_donation_close(inputs)
	return __en.dialogs_donation_close(inputs)
});
/**
* | output |
* | --- |
* | "Donate by card" |
*
* @param {Dialogs_Donation_DonateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_donate = /** @type {((inputs?: Dialogs_Donation_DonateInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_DonateInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_donate(inputs)
	if (locale === "es") return __es.dialogs_donation_donate(inputs)
	if (locale === "pt") return __pt.dialogs_donation_donate(inputs)
	if (locale === "fr") return __fr.dialogs_donation_donate(inputs)
	if (locale === "de") return __de.dialogs_donation_donate(inputs)
	if (locale === "pl") return __pl.dialogs_donation_donate(inputs)
	return __en.dialogs_donation_donate(inputs)
});
/**
* | output |
* | --- |
* | "Maybe later" |
*
* @param {Dialogs_Donation_LaterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_later = /** @type {((inputs?: Dialogs_Donation_LaterInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_LaterInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_later(inputs)
	if (locale === "es") return __es.dialogs_donation_later(inputs)
	if (locale === "pt") return __pt.dialogs_donation_later(inputs)
	if (locale === "fr") return __fr.dialogs_donation_later(inputs)
	if (locale === "de") return __de.dialogs_donation_later(inputs)
	if (locale === "pl") return __pl.dialogs_donation_later(inputs)
	return __en.dialogs_donation_later(inputs)
});
/**
* | output |
* | --- |
* | "Support this site" |
*
* @param {Dialogs_Donation_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_title = /** @type {((inputs?: Dialogs_Donation_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_title(inputs)
	if (locale === "es") return __es.dialogs_donation_title(inputs)
	if (locale === "pt") return __pt.dialogs_donation_title(inputs)
	if (locale === "fr") return __fr.dialogs_donation_title(inputs)
	if (locale === "de") return __de.dialogs_donation_title(inputs)
	if (locale === "pl") return __pl.dialogs_donation_title(inputs)
	return __en.dialogs_donation_title(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Dialogs_Toast_DismissInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_dismiss = /** @type {((inputs?: Dialogs_Toast_DismissInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_DismissInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_dismiss(inputs)
	if (locale === "es") return __es.dialogs_toast_dismiss(inputs)
	if (locale === "pt") return __pt.dialogs_toast_dismiss(inputs)
	if (locale === "fr") return __fr.dialogs_toast_dismiss(inputs)
	if (locale === "de") return __de.dialogs_toast_dismiss(inputs)
	if (locale === "pl") return __pl.dialogs_toast_dismiss(inputs)
	return __en.dialogs_toast_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "You may have already voted in this poll." |
*
* @param {Dialogs_Toast_Poll_AlreadyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_already = /** @type {((inputs?: Dialogs_Toast_Poll_AlreadyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Poll_AlreadyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_poll_already(inputs)
	if (locale === "es") return __es.dialogs_toast_poll_already(inputs)
	if (locale === "pt") return __pt.dialogs_toast_poll_already(inputs)
	if (locale === "fr") return __fr.dialogs_toast_poll_already(inputs)
	if (locale === "de") return __de.dialogs_toast_poll_already(inputs)
	if (locale === "pl") return __pl.dialogs_toast_poll_already(inputs)
	return __en.dialogs_toast_poll_already(inputs)
});
/**
* | output |
* | --- |
* | "Failed to record vote" |
*
* @param {Dialogs_Toast_Poll_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_failed = /** @type {((inputs?: Dialogs_Toast_Poll_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Poll_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_poll_failed(inputs)
	if (locale === "es") return __es.dialogs_toast_poll_failed(inputs)
	if (locale === "pt") return __pt.dialogs_toast_poll_failed(inputs)
	if (locale === "fr") return __fr.dialogs_toast_poll_failed(inputs)
	if (locale === "de") return __de.dialogs_toast_poll_failed(inputs)
	if (locale === "pl") return __pl.dialogs_toast_poll_failed(inputs)
	return __en.dialogs_toast_poll_failed(inputs)
});
/**
* | output |
* | --- |
* | "Vote recorded" |
*
* @param {Dialogs_Toast_Poll_RecordedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_recorded = /** @type {((inputs?: Dialogs_Toast_Poll_RecordedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Poll_RecordedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_poll_recorded(inputs)
	if (locale === "es") return __es.dialogs_toast_poll_recorded(inputs)
	if (locale === "pt") return __pt.dialogs_toast_poll_recorded(inputs)
	if (locale === "fr") return __fr.dialogs_toast_poll_recorded(inputs)
	if (locale === "de") return __de.dialogs_toast_poll_recorded(inputs)
	if (locale === "pl") return __pl.dialogs_toast_poll_recorded(inputs)
	return __en.dialogs_toast_poll_recorded(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for participating in this poll!" |
*
* @param {Dialogs_Toast_Poll_ThanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_thanks = /** @type {((inputs?: Dialogs_Toast_Poll_ThanksInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Poll_ThanksInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_poll_thanks(inputs)
	if (locale === "es") return __es.dialogs_toast_poll_thanks(inputs)
	if (locale === "pt") return __pt.dialogs_toast_poll_thanks(inputs)
	if (locale === "fr") return __fr.dialogs_toast_poll_thanks(inputs)
	if (locale === "de") return __de.dialogs_toast_poll_thanks(inputs)
	if (locale === "pl") return __pl.dialogs_toast_poll_thanks(inputs)
	return __en.dialogs_toast_poll_thanks(inputs)
});
/**
* | output |
* | --- |
* | "Error submitting vote" |
*
* @param {Dialogs_Toast_Vote_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_error = /** @type {((inputs?: Dialogs_Toast_Vote_ErrorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Vote_ErrorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_vote_error(inputs)
	if (locale === "es") return __es.dialogs_toast_vote_error(inputs)
	if (locale === "pt") return __pt.dialogs_toast_vote_error(inputs)
	if (locale === "fr") return __fr.dialogs_toast_vote_error(inputs)
	if (locale === "de") return __de.dialogs_toast_vote_error(inputs)
	if (locale === "pl") return __pl.dialogs_toast_vote_error(inputs)
	return __en.dialogs_toast_vote_error(inputs)
});
/**
* | output |
* | --- |
* | "Failed to submit vote" |
*
* @param {Dialogs_Toast_Vote_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_failed = /** @type {((inputs?: Dialogs_Toast_Vote_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Vote_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_vote_failed(inputs)
	if (locale === "es") return __es.dialogs_toast_vote_failed(inputs)
	if (locale === "pt") return __pt.dialogs_toast_vote_failed(inputs)
	if (locale === "fr") return __fr.dialogs_toast_vote_failed(inputs)
	if (locale === "de") return __de.dialogs_toast_vote_failed(inputs)
	if (locale === "pl") return __pl.dialogs_toast_vote_failed(inputs)
	return __en.dialogs_toast_vote_failed(inputs)
});
/**
* | output |
* | --- |
* | "Vote submitted" |
*
* @param {Dialogs_Toast_Vote_SubmittedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_submitted = /** @type {((inputs?: Dialogs_Toast_Vote_SubmittedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Vote_SubmittedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_vote_submitted(inputs)
	if (locale === "es") return __es.dialogs_toast_vote_submitted(inputs)
	if (locale === "pt") return __pt.dialogs_toast_vote_submitted(inputs)
	if (locale === "fr") return __fr.dialogs_toast_vote_submitted(inputs)
	if (locale === "de") return __de.dialogs_toast_vote_submitted(inputs)
	if (locale === "pl") return __pl.dialogs_toast_vote_submitted(inputs)
	return __en.dialogs_toast_vote_submitted(inputs)
});
/**
* | output |
* | --- |
* | "Thank you for participating in our papal election poll." |
*
* @param {Dialogs_Toast_Vote_ThanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_thanks = /** @type {((inputs?: Dialogs_Toast_Vote_ThanksInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Toast_Vote_ThanksInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_toast_vote_thanks(inputs)
	if (locale === "es") return __es.dialogs_toast_vote_thanks(inputs)
	if (locale === "pt") return __pt.dialogs_toast_vote_thanks(inputs)
	if (locale === "fr") return __fr.dialogs_toast_vote_thanks(inputs)
	if (locale === "de") return __de.dialogs_toast_vote_thanks(inputs)
	if (locale === "pl") return __pl.dialogs_toast_vote_thanks(inputs)
	return __en.dialogs_toast_vote_thanks(inputs)
});
/**
* | output |
* | --- |
* | "This is an independent, educational site about the College of Cardinals and the conclave. It is not affiliated with the Holy See. The facts come from public ..." |
*
* @param {Dialogs_Welcome_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_body = /** @type {((inputs?: Dialogs_Welcome_BodyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Welcome_BodyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_welcome_body(inputs)
	if (locale === "es") return __es.dialogs_welcome_body(inputs)
	if (locale === "pt") return __pt.dialogs_welcome_body(inputs)
	if (locale === "fr") return __fr.dialogs_welcome_body(inputs)
	if (locale === "de") return __de.dialogs_welcome_body(inputs)
	if (locale === "pl") return __pl.dialogs_welcome_body(inputs)
	return __en.dialogs_welcome_body(inputs)
});
/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Dialogs_Welcome_ButtonInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_button = /** @type {((inputs?: Dialogs_Welcome_ButtonInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Welcome_ButtonInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_welcome_button(inputs)
	if (locale === "es") return __es.dialogs_welcome_button(inputs)
	if (locale === "pt") return __pt.dialogs_welcome_button(inputs)
	if (locale === "fr") return __fr.dialogs_welcome_button(inputs)
	if (locale === "de") return __de.dialogs_welcome_button(inputs)
	if (locale === "pl") return __pl.dialogs_welcome_button(inputs)
	return __en.dialogs_welcome_button(inputs)
});
/**
* | output |
* | --- |
* | "You can also write to {contactEmail}. Sponsorship and advertising enquiries are welcome at the same address." |
*
* @param {Dialogs_Welcome_ContactInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_contact = /** @type {((inputs: Dialogs_Welcome_ContactInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Welcome_ContactInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_welcome_contact(inputs)
	if (locale === "es") return __es.dialogs_welcome_contact(inputs)
	if (locale === "pt") return __pt.dialogs_welcome_contact(inputs)
	if (locale === "fr") return __fr.dialogs_welcome_contact(inputs)
	if (locale === "de") return __de.dialogs_welcome_contact(inputs)
	if (locale === "pl") return __pl.dialogs_welcome_contact(inputs)
	return __en.dialogs_welcome_contact(inputs)
});
/**
* | output |
* | --- |
* | "Spotted an error or an out-of-date office? Open that cardinal's profile and choose “Suggest a correction”; corrections from readers keep this directory accur..." |
*
* @param {Dialogs_Welcome_CorrectionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_corrections = /** @type {((inputs?: Dialogs_Welcome_CorrectionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Welcome_CorrectionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_welcome_corrections(inputs)
	if (locale === "es") return __es.dialogs_welcome_corrections(inputs)
	if (locale === "pt") return __pt.dialogs_welcome_corrections(inputs)
	if (locale === "fr") return __fr.dialogs_welcome_corrections(inputs)
	if (locale === "de") return __de.dialogs_welcome_corrections(inputs)
	if (locale === "pl") return __pl.dialogs_welcome_corrections(inputs)
	return __en.dialogs_welcome_corrections(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to Cardinalis" |
*
* @param {Dialogs_Welcome_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_title = /** @type {((inputs?: Dialogs_Welcome_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Welcome_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_welcome_title(inputs)
	if (locale === "es") return __es.dialogs_welcome_title(inputs)
	if (locale === "pt") return __pt.dialogs_welcome_title(inputs)
	if (locale === "fr") return __fr.dialogs_welcome_title(inputs)
	if (locale === "de") return __de.dialogs_welcome_title(inputs)
	if (locale === "pl") return __pl.dialogs_welcome_title(inputs)
	return __en.dialogs_welcome_title(inputs)
});
/**
* | output |
* | --- |
* | "Age" |
*
* @param {Directory_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_age = /** @type {((inputs?: Directory_AgeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_AgeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_age(inputs)
	if (locale === "es") return __es.directory_age(inputs)
	if (locale === "pt") return __pt.directory_age(inputs)
	if (locale === "fr") return __fr.directory_age(inputs)
	if (locale === "de") return __de.directory_age(inputs)
	if (locale === "pl") return __pl.directory_age(inputs)
	return __en.directory_age(inputs)
});
/**
* | output |
* | --- |
* | "All countries" |
*
* @param {Directory_All_CountriesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_all_countries = /** @type {((inputs?: Directory_All_CountriesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_All_CountriesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_all_countries(inputs)
	if (locale === "es") return __es.directory_all_countries(inputs)
	if (locale === "pt") return __pt.directory_all_countries(inputs)
	if (locale === "fr") return __fr.directory_all_countries(inputs)
	if (locale === "de") return __de.directory_all_countries(inputs)
	if (locale === "pl") return __pl.directory_all_countries(inputs)
	return __en.directory_all_countries(inputs)
});
/**
* | output |
* | --- |
* | "All ranks" |
*
* @param {Directory_All_RanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_all_ranks = /** @type {((inputs?: Directory_All_RanksInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_All_RanksInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_all_ranks(inputs)
	if (locale === "es") return __es.directory_all_ranks(inputs)
	if (locale === "pt") return __pt.directory_all_ranks(inputs)
	if (locale === "fr") return __fr.directory_all_ranks(inputs)
	if (locale === "de") return __de.directory_all_ranks(inputs)
	if (locale === "pl") return __pl.directory_all_ranks(inputs)
	return __en.directory_all_ranks(inputs)
});
/**
* | output |
* | --- |
* | "All Regions" |
*
* @param {Directory_All_RegionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_all_regions = /** @type {((inputs?: Directory_All_RegionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_All_RegionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_all_regions(inputs)
	if (locale === "es") return __es.directory_all_regions(inputs)
	if (locale === "pt") return __pt.directory_all_regions(inputs)
	if (locale === "fr") return __fr.directory_all_regions(inputs)
	if (locale === "de") return __de.directory_all_regions(inputs)
	if (locale === "pl") return __pl.directory_all_regions(inputs)
	return __en.directory_all_regions(inputs)
});
/**
* | output |
* | --- |
* | "Any or none" |
*
* @param {Directory_Any_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_any_order = /** @type {((inputs?: Directory_Any_OrderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Any_OrderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_any_order(inputs)
	if (locale === "es") return __es.directory_any_order(inputs)
	if (locale === "pt") return __pt.directory_any_order(inputs)
	if (locale === "fr") return __fr.directory_any_order(inputs)
	if (locale === "de") return __de.directory_any_order(inputs)
	if (locale === "pl") return __pl.directory_any_order(inputs)
	return __en.directory_any_order(inputs)
});
/**
* | output |
* | --- |
* | "Any pope" |
*
* @param {Directory_Any_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_any_pope = /** @type {((inputs?: Directory_Any_PopeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Any_PopeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_any_pope(inputs)
	if (locale === "es") return __es.directory_any_pope(inputs)
	if (locale === "pt") return __pt.directory_any_pope(inputs)
	if (locale === "fr") return __fr.directory_any_pope(inputs)
	if (locale === "de") return __de.directory_any_pope(inputs)
	if (locale === "pl") return __pl.directory_any_pope(inputs)
	return __en.directory_any_pope(inputs)
});
/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Directory_ApplyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_apply = /** @type {((inputs?: Directory_ApplyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_ApplyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_apply(inputs)
	if (locale === "es") return __es.directory_apply(inputs)
	if (locale === "pt") return __pt.directory_apply(inputs)
	if (locale === "fr") return __fr.directory_apply(inputs)
	if (locale === "de") return __de.directory_apply(inputs)
	if (locale === "pl") return __pl.directory_apply(inputs)
	return __en.directory_apply(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam · {date}" |
*
* @param {Directory_Banner_KickerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_kicker = /** @type {((inputs: Directory_Banner_KickerInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Banner_KickerInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_banner_kicker(inputs)
	if (locale === "es") return __es.directory_banner_kicker(inputs)
	if (locale === "pt") return __pt.directory_banner_kicker(inputs)
	if (locale === "fr") return __fr.directory_banner_kicker(inputs)
	if (locale === "de") return __de.directory_banner_kicker(inputs)
	if (locale === "pl") return __pl.directory_banner_kicker(inputs)
	return __en.directory_banner_kicker(inputs)
});
/**
* | output |
* | --- |
* | "Meet the new Holy Father →" |
*
* @param {Directory_Banner_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_link = /** @type {((inputs?: Directory_Banner_LinkInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Banner_LinkInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_banner_link(inputs)
	if (locale === "es") return __es.directory_banner_link(inputs)
	if (locale === "pt") return __pt.directory_banner_link(inputs)
	if (locale === "fr") return __fr.directory_banner_link(inputs)
	if (locale === "de") return __de.directory_banner_link(inputs)
	if (locale === "pl") return __pl.directory_banner_link(inputs)
	return __en.directory_banner_link(inputs)
});
/**
* | output |
* | --- |
* | "Pope Leo XIV" |
*
* @param {Directory_Banner_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_pope = /** @type {((inputs?: Directory_Banner_PopeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Banner_PopeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_banner_pope(inputs)
	if (locale === "es") return __es.directory_banner_pope(inputs)
	if (locale === "pt") return __pt.directory_banner_pope(inputs)
	if (locale === "fr") return __fr.directory_banner_pope(inputs)
	if (locale === "de") return __de.directory_banner_pope(inputs)
	if (locale === "pl") return __pl.directory_banner_pope(inputs)
	return __en.directory_banner_pope(inputs)
});
/**
* | output |
* | --- |
* | "Robert Francis Prevost, the first pope from the United States, was elected on the conclave's second day." |
*
* @param {Directory_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_text = /** @type {((inputs?: Directory_Banner_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Banner_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_banner_text(inputs)
	if (locale === "es") return __es.directory_banner_text(inputs)
	if (locale === "pt") return __pt.directory_banner_text(inputs)
	if (locale === "fr") return __fr.directory_banner_text(inputs)
	if (locale === "de") return __de.directory_banner_text(inputs)
	if (locale === "pl") return __pl.directory_banner_text(inputs)
	return __en.directory_banner_text(inputs)
});
/**
* | output |
* | --- |
* | "Electors in this conclave" |
*
* @param {Directory_Chip_Conclave_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_chip_conclave_electors = /** @type {((inputs?: Directory_Chip_Conclave_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Chip_Conclave_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_chip_conclave_electors(inputs)
	if (locale === "es") return __es.directory_chip_conclave_electors(inputs)
	if (locale === "pt") return __pt.directory_chip_conclave_electors(inputs)
	if (locale === "fr") return __fr.directory_chip_conclave_electors(inputs)
	if (locale === "de") return __de.directory_chip_conclave_electors(inputs)
	if (locale === "pl") return __pl.directory_chip_conclave_electors(inputs)
	return __en.directory_chip_conclave_electors(inputs)
});
/**
* | output |
* | --- |
* | "Electors" |
*
* @param {Directory_Chip_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_chip_electors = /** @type {((inputs?: Directory_Chip_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Chip_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_chip_electors(inputs)
	if (locale === "es") return __es.directory_chip_electors(inputs)
	if (locale === "pt") return __pt.directory_chip_electors(inputs)
	if (locale === "fr") return __fr.directory_chip_electors(inputs)
	if (locale === "de") return __de.directory_chip_electors(inputs)
	if (locale === "pl") return __pl.directory_chip_electors(inputs)
	return __en.directory_chip_electors(inputs)
});
/**
* | output |
* | --- |
* | "Under 80" |
*
* @param {Directory_Chip_Under_80Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_chip_under_80 = /** @type {((inputs?: Directory_Chip_Under_80Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Chip_Under_80Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_chip_under_80(inputs)
	if (locale === "es") return __es.directory_chip_under_80(inputs)
	if (locale === "pt") return __pt.directory_chip_under_80(inputs)
	if (locale === "fr") return __fr.directory_chip_under_80(inputs)
	if (locale === "de") return __de.directory_chip_under_80(inputs)
	if (locale === "pl") return __pl.directory_chip_under_80(inputs)
	return __en.directory_chip_under_80(inputs)
});
/**
* | output |
* | --- |
* | "Clear all filters" |
*
* @param {Directory_Clear_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_clear_all = /** @type {((inputs?: Directory_Clear_AllInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Clear_AllInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_clear_all(inputs)
	if (locale === "es") return __es.directory_clear_all(inputs)
	if (locale === "pt") return __pt.directory_clear_all(inputs)
	if (locale === "fr") return __fr.directory_clear_all(inputs)
	if (locale === "de") return __de.directory_clear_all(inputs)
	if (locale === "pl") return __pl.directory_clear_all(inputs)
	return __en.directory_clear_all(inputs)
});
/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Directory_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_clear_search = /** @type {((inputs?: Directory_Clear_SearchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Clear_SearchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_clear_search(inputs)
	if (locale === "es") return __es.directory_clear_search(inputs)
	if (locale === "pt") return __pt.directory_clear_search(inputs)
	if (locale === "fr") return __fr.directory_clear_search(inputs)
	if (locale === "de") return __de.directory_clear_search(inputs)
	if (locale === "pl") return __pl.directory_clear_search(inputs)
	return __en.directory_clear_search(inputs)
});
/**
* | output |
* | --- |
* | "Conclaves" |
*
* @param {Directory_ConclavesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_conclaves = /** @type {((inputs?: Directory_ConclavesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_ConclavesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_conclaves(inputs)
	if (locale === "es") return __es.directory_conclaves(inputs)
	if (locale === "pt") return __pt.directory_conclaves(inputs)
	if (locale === "fr") return __fr.directory_conclaves(inputs)
	if (locale === "de") return __de.directory_conclaves(inputs)
	if (locale === "pl") return __pl.directory_conclaves(inputs)
	return __en.directory_conclaves(inputs)
});
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Directory_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_country = /** @type {((inputs?: Directory_CountryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_CountryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_country(inputs)
	if (locale === "es") return __es.directory_country(inputs)
	if (locale === "pt") return __pt.directory_country(inputs)
	if (locale === "fr") return __fr.directory_country(inputs)
	if (locale === "de") return __de.directory_country(inputs)
	if (locale === "pl") return __pl.directory_country(inputs)
	return __en.directory_country(inputs)
});
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Directory_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_created = /** @type {((inputs?: Directory_CreatedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_CreatedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_created(inputs)
	if (locale === "es") return __es.directory_created(inputs)
	if (locale === "pt") return __pt.directory_created(inputs)
	if (locale === "fr") return __fr.directory_created(inputs)
	if (locale === "de") return __de.directory_created(inputs)
	if (locale === "pl") return __pl.directory_created(inputs)
	return __en.directory_created(inputs)
});
/**
* | output |
* | --- |
* | "Created by" |
*
* @param {Directory_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_created_by = /** @type {((inputs?: Directory_Created_ByInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Created_ByInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_created_by(inputs)
	if (locale === "es") return __es.directory_created_by(inputs)
	if (locale === "pt") return __pt.directory_created_by(inputs)
	if (locale === "fr") return __fr.directory_created_by(inputs)
	if (locale === "de") return __de.directory_created_by(inputs)
	if (locale === "pl") return __pl.directory_created_by(inputs)
	return __en.directory_created_by(inputs)
});
/**
* | output |
* | --- |
* | "Created: {date}" |
*
* @param {Directory_Created_OnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_created_on = /** @type {((inputs: Directory_Created_OnInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Created_OnInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_created_on(inputs)
	if (locale === "es") return __es.directory_created_on(inputs)
	if (locale === "pt") return __pt.directory_created_on(inputs)
	if (locale === "fr") return __fr.directory_created_on(inputs)
	if (locale === "de") return __de.directory_created_on(inputs)
	if (locale === "pl") return __pl.directory_created_on(inputs)
	return __en.directory_created_on(inputs)
});
/**
* | output |
* | --- |
* | "(deceased)" |
*
* @param {Directory_DeceasedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_deceased = /** @type {((inputs?: Directory_DeceasedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_DeceasedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_deceased(inputs)
	if (locale === "es") return __es.directory_deceased(inputs)
	if (locale === "pt") return __pt.directory_deceased(inputs)
	if (locale === "fr") return __fr.directory_deceased(inputs)
	if (locale === "de") return __de.directory_deceased(inputs)
	if (locale === "pl") return __pl.directory_deceased(inputs)
	return __en.directory_deceased(inputs)
});
/**
* | output |
* | --- |
* | "† Died {date}" |
*
* @param {Directory_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_died = /** @type {((inputs: Directory_DiedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_DiedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_died(inputs)
	if (locale === "es") return __es.directory_died(inputs)
	if (locale === "pt") return __pt.directory_died(inputs)
	if (locale === "fr") return __fr.directory_died(inputs)
	if (locale === "de") return __de.directory_died(inputs)
	if (locale === "pl") return __pl.directory_died(inputs)
	return __en.directory_died(inputs)
});
/**
* | output |
* | --- |
* | "Elector" |
*
* @param {Directory_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_elector = /** @type {((inputs?: Directory_ElectorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_ElectorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_elector(inputs)
	if (locale === "es") return __es.directory_elector(inputs)
	if (locale === "pt") return __pt.directory_elector(inputs)
	if (locale === "fr") return __fr.directory_elector(inputs)
	if (locale === "de") return __de.directory_elector(inputs)
	if (locale === "pl") return __pl.directory_elector(inputs)
	return __en.directory_elector(inputs)
});
/**
* | output |
* | --- |
* | "No cardinals match your search criteria. Please try different filters." |
*
* @param {Directory_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_empty_text = /** @type {((inputs?: Directory_Empty_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Empty_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_empty_text(inputs)
	if (locale === "es") return __es.directory_empty_text(inputs)
	if (locale === "pt") return __pt.directory_empty_text(inputs)
	if (locale === "fr") return __fr.directory_empty_text(inputs)
	if (locale === "de") return __de.directory_empty_text(inputs)
	if (locale === "pl") return __pl.directory_empty_text(inputs)
	return __en.directory_empty_text(inputs)
});
/**
* | output |
* | --- |
* | "No Cardinals Found" |
*
* @param {Directory_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_empty_title = /** @type {((inputs?: Directory_Empty_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Empty_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_empty_title(inputs)
	if (locale === "es") return __es.directory_empty_title(inputs)
	if (locale === "pt") return __pt.directory_empty_title(inputs)
	if (locale === "fr") return __fr.directory_empty_title(inputs)
	if (locale === "de") return __de.directory_empty_title(inputs)
	if (locale === "pl") return __pl.directory_empty_title(inputs)
	return __en.directory_empty_title(inputs)
});
/**
* | output |
* | --- |
* | "There was an error loading the cardinal data. Please try again later." |
*
* @param {Directory_Error_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_error_text = /** @type {((inputs?: Directory_Error_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Error_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_error_text(inputs)
	if (locale === "es") return __es.directory_error_text(inputs)
	if (locale === "pt") return __pt.directory_error_text(inputs)
	if (locale === "fr") return __fr.directory_error_text(inputs)
	if (locale === "de") return __de.directory_error_text(inputs)
	if (locale === "pl") return __pl.directory_error_text(inputs)
	return __en.directory_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Error Loading Cardinals" |
*
* @param {Directory_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_error_title = /** @type {((inputs?: Directory_Error_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Error_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_error_title(inputs)
	if (locale === "es") return __es.directory_error_title(inputs)
	if (locale === "pt") return __pt.directory_error_title(inputs)
	if (locale === "fr") return __fr.directory_error_title(inputs)
	if (locale === "de") return __de.directory_error_title(inputs)
	if (locale === "pl") return __pl.directory_error_title(inputs)
	return __en.directory_error_title(inputs)
});
/**
* | output |
* | --- |
* | "With or without conclave experience" |
*
* @param {Directory_Experience_AnyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_experience_any = /** @type {((inputs?: Directory_Experience_AnyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Experience_AnyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_experience_any(inputs)
	if (locale === "es") return __es.directory_experience_any(inputs)
	if (locale === "pt") return __pt.directory_experience_any(inputs)
	if (locale === "fr") return __fr.directory_experience_any(inputs)
	if (locale === "de") return __de.directory_experience_any(inputs)
	if (locale === "pl") return __pl.directory_experience_any(inputs)
	return __en.directory_experience_any(inputs)
});
/**
* | output |
* | --- |
* | "Has not taken part in a conclave" |
*
* @param {Directory_Experience_NoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_experience_no = /** @type {((inputs?: Directory_Experience_NoInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Experience_NoInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_experience_no(inputs)
	if (locale === "es") return __es.directory_experience_no(inputs)
	if (locale === "pt") return __pt.directory_experience_no(inputs)
	if (locale === "fr") return __fr.directory_experience_no(inputs)
	if (locale === "de") return __de.directory_experience_no(inputs)
	if (locale === "pl") return __pl.directory_experience_no(inputs)
	return __en.directory_experience_no(inputs)
});
/**
* | output |
* | --- |
* | "Has taken part in a conclave" |
*
* @param {Directory_Experience_YesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_experience_yes = /** @type {((inputs?: Directory_Experience_YesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Experience_YesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_experience_yes(inputs)
	if (locale === "es") return __es.directory_experience_yes(inputs)
	if (locale === "pt") return __pt.directory_experience_yes(inputs)
	if (locale === "fr") return __fr.directory_experience_yes(inputs)
	if (locale === "de") return __de.directory_experience_yes(inputs)
	if (locale === "pl") return __pl.directory_experience_yes(inputs)
	return __en.directory_experience_yes(inputs)
});
/**
* | output |
* | --- |
* | "Filter and sort the cardinals" |
*
* @param {Directory_Filter_FormInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_filter_form = /** @type {((inputs?: Directory_Filter_FormInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Filter_FormInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_filter_form(inputs)
	if (locale === "es") return __es.directory_filter_form(inputs)
	if (locale === "pt") return __pt.directory_filter_form(inputs)
	if (locale === "fr") return __fr.directory_filter_form(inputs)
	if (locale === "de") return __de.directory_filter_form(inputs)
	if (locale === "pl") return __pl.directory_filter_form(inputs)
	return __en.directory_filter_form(inputs)
});
/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Directory_FiltersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_filters = /** @type {((inputs?: Directory_FiltersInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_FiltersInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_filters(inputs)
	if (locale === "es") return __es.directory_filters(inputs)
	if (locale === "pt") return __pt.directory_filters(inputs)
	if (locale === "fr") return __fr.directory_filters(inputs)
	if (locale === "de") return __de.directory_filters(inputs)
	if (locale === "pl") return __pl.directory_filters(inputs)
	return __en.directory_filters(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals" |
*
* @param {Directory_GridInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_grid = /** @type {((inputs?: Directory_GridInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_GridInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_grid(inputs)
	if (locale === "es") return __es.directory_grid(inputs)
	if (locale === "pt") return __pt.directory_grid(inputs)
	if (locale === "fr") return __fr.directory_grid(inputs)
	if (locale === "de") return __de.directory_grid(inputs)
	if (locale === "pl") return __pl.directory_grid(inputs)
	return __en.directory_grid(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals of the Catholic Church" |
*
* @param {Directory_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_heading = /** @type {((inputs?: Directory_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_heading(inputs)
	if (locale === "es") return __es.directory_heading(inputs)
	if (locale === "pt") return __pt.directory_heading(inputs)
	if (locale === "fr") return __fr.directory_heading(inputs)
	if (locale === "de") return __de.directory_heading(inputs)
	if (locale === "pl") return __pl.directory_heading(inputs)
	return __en.directory_heading(inputs)
});
/**
* | output |
* | --- |
* | "Lived" |
*
* @param {Directory_LivedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_lived = /** @type {((inputs?: Directory_LivedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_LivedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_lived(inputs)
	if (locale === "es") return __es.directory_lived(inputs)
	if (locale === "pt") return __pt.directory_lived(inputs)
	if (locale === "fr") return __fr.directory_lived(inputs)
	if (locale === "de") return __de.directory_lived(inputs)
	if (locale === "pl") return __pl.directory_lived(inputs)
	return __en.directory_lived(inputs)
});
/**
* | output |
* | --- |
* | "{birth}–{death}, died aged {age}" |
*
* @param {Directory_Lived_YearsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_lived_years = /** @type {((inputs: Directory_Lived_YearsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Lived_YearsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_lived_years(inputs)
	if (locale === "es") return __es.directory_lived_years(inputs)
	if (locale === "pt") return __pt.directory_lived_years(inputs)
	if (locale === "fr") return __fr.directory_lived_years(inputs)
	if (locale === "de") return __de.directory_lived_years(inputs)
	if (locale === "pl") return __pl.directory_lived_years(inputs)
	return __en.directory_lived_years(inputs)
});
/**
* | output |
* | --- |
* | "Loading cardinals" |
*
* @param {Directory_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_loading = /** @type {((inputs?: Directory_LoadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_LoadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_loading(inputs)
	if (locale === "es") return __es.directory_loading(inputs)
	if (locale === "pt") return __pt.directory_loading(inputs)
	if (locale === "fr") return __fr.directory_loading(inputs)
	if (locale === "de") return __de.directory_loading(inputs)
	if (locale === "pl") return __pl.directory_loading(inputs)
	return __en.directory_loading(inputs)
});
/**
* | output |
* | --- |
* | "Loading suggestions..." |
*
* @param {Directory_Loading_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_loading_suggestions = /** @type {((inputs?: Directory_Loading_SuggestionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Loading_SuggestionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_loading_suggestions(inputs)
	if (locale === "es") return __es.directory_loading_suggestions(inputs)
	if (locale === "pt") return __pt.directory_loading_suggestions(inputs)
	if (locale === "fr") return __fr.directory_loading_suggestions(inputs)
	if (locale === "de") return __de.directory_loading_suggestions(inputs)
	if (locale === "pl") return __pl.directory_loading_suggestions(inputs)
	return __en.directory_loading_suggestions(inputs)
});
/**
* | output |
* | --- |
* | "Next →" |
*
* @param {Directory_NextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_next = /** @type {((inputs?: Directory_NextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_NextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_next(inputs)
	if (locale === "es") return __es.directory_next(inputs)
	if (locale === "pt") return __pt.directory_next(inputs)
	if (locale === "fr") return __fr.directory_next(inputs)
	if (locale === "de") return __de.directory_next(inputs)
	if (locale === "pl") return __pl.directory_next(inputs)
	return __en.directory_next(inputs)
});
/**
* | output |
* | --- |
* | "No cardinals found" |
*
* @param {Directory_No_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_no_suggestions = /** @type {((inputs?: Directory_No_SuggestionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_No_SuggestionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_no_suggestions(inputs)
	if (locale === "es") return __es.directory_no_suggestions(inputs)
	if (locale === "pt") return __pt.directory_no_suggestions(inputs)
	if (locale === "fr") return __fr.directory_no_suggestions(inputs)
	if (locale === "de") return __de.directory_no_suggestions(inputs)
	if (locale === "pl") return __pl.directory_no_suggestions(inputs)
	return __en.directory_no_suggestions(inputs)
});
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Directory_PageInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_page = /** @type {((inputs: Directory_PageInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_PageInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_page(inputs)
	if (locale === "es") return __es.directory_page(inputs)
	if (locale === "pt") return __pt.directory_page(inputs)
	if (locale === "fr") return __fr.directory_page(inputs)
	if (locale === "de") return __de.directory_page(inputs)
	if (locale === "pl") return __pl.directory_page(inputs)
	return __en.directory_page(inputs)
});
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Directory_PagesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_pages = /** @type {((inputs?: Directory_PagesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_PagesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_pages(inputs)
	if (locale === "es") return __es.directory_pages(inputs)
	if (locale === "pt") return __pt.directory_pages(inputs)
	if (locale === "fr") return __fr.directory_pages(inputs)
	if (locale === "de") return __de.directory_pages(inputs)
	if (locale === "pl") return __pl.directory_pages(inputs)
	return __en.directory_pages(inputs)
});
/**
* | output |
* | --- |
* | "Pope" |
*
* @param {Directory_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_pope = /** @type {((inputs?: Directory_PopeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_PopeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_pope(inputs)
	if (locale === "es") return __es.directory_pope(inputs)
	if (locale === "pt") return __pt.directory_pope(inputs)
	if (locale === "fr") return __fr.directory_pope(inputs)
	if (locale === "de") return __de.directory_pope(inputs)
	if (locale === "pl") return __pl.directory_pope(inputs)
	return __en.directory_pope(inputs)
});
/**
* | output |
* | --- |
* | "← Previous" |
*
* @param {Directory_PreviousInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_previous = /** @type {((inputs?: Directory_PreviousInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_PreviousInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_previous(inputs)
	if (locale === "es") return __es.directory_previous(inputs)
	if (locale === "pt") return __pt.directory_previous(inputs)
	if (locale === "fr") return __fr.directory_previous(inputs)
	if (locale === "de") return __de.directory_previous(inputs)
	if (locale === "pl") return __pl.directory_previous(inputs)
	return __en.directory_previous(inputs)
});
/**
* | output |
* | --- |
* | "Quick filters" |
*
* @param {Directory_Quick_FiltersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_quick_filters = /** @type {((inputs?: Directory_Quick_FiltersInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Quick_FiltersInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_quick_filters(inputs)
	if (locale === "es") return __es.directory_quick_filters(inputs)
	if (locale === "pt") return __pt.directory_quick_filters(inputs)
	if (locale === "fr") return __fr.directory_quick_filters(inputs)
	if (locale === "de") return __de.directory_quick_filters(inputs)
	if (locale === "pl") return __pl.directory_quick_filters(inputs)
	return __en.directory_quick_filters(inputs)
});
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Directory_RankInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_rank = /** @type {((inputs?: Directory_RankInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_RankInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_rank(inputs)
	if (locale === "es") return __es.directory_rank(inputs)
	if (locale === "pt") return __pt.directory_rank(inputs)
	if (locale === "fr") return __fr.directory_rank(inputs)
	if (locale === "de") return __de.directory_rank(inputs)
	if (locale === "pl") return __pl.directory_rank(inputs)
	return __en.directory_rank(inputs)
});
/**
* | output |
* | --- |
* | "Region" |
*
* @param {Directory_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region = /** @type {((inputs?: Directory_RegionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_RegionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_region(inputs)
	if (locale === "es") return __es.directory_region(inputs)
	if (locale === "pt") return __pt.directory_region(inputs)
	if (locale === "fr") return __fr.directory_region(inputs)
	if (locale === "de") return __de.directory_region(inputs)
	if (locale === "pl") return __pl.directory_region(inputs)
	return __en.directory_region(inputs)
});
/**
* | output |
* | --- |
* | "Africa" |
*
* @param {Directory_Region_AfricaInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_africa = /** @type {((inputs?: Directory_Region_AfricaInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Region_AfricaInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_region_africa(inputs)
	if (locale === "es") return __es.directory_region_africa(inputs)
	if (locale === "pt") return __pt.directory_region_africa(inputs)
	if (locale === "fr") return __fr.directory_region_africa(inputs)
	if (locale === "de") return __de.directory_region_africa(inputs)
	if (locale === "pl") return __pl.directory_region_africa(inputs)
	return __en.directory_region_africa(inputs)
});
/**
* | output |
* | --- |
* | "Americas" |
*
* @param {Directory_Region_AmericasInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_americas = /** @type {((inputs?: Directory_Region_AmericasInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Region_AmericasInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_region_americas(inputs)
	if (locale === "es") return __es.directory_region_americas(inputs)
	if (locale === "pt") return __pt.directory_region_americas(inputs)
	if (locale === "fr") return __fr.directory_region_americas(inputs)
	if (locale === "de") return __de.directory_region_americas(inputs)
	if (locale === "pl") return __pl.directory_region_americas(inputs)
	return __en.directory_region_americas(inputs)
});
/**
* | output |
* | --- |
* | "Asia" |
*
* @param {Directory_Region_AsiaInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_asia = /** @type {((inputs?: Directory_Region_AsiaInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Region_AsiaInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_region_asia(inputs)
	if (locale === "es") return __es.directory_region_asia(inputs)
	if (locale === "pt") return __pt.directory_region_asia(inputs)
	if (locale === "fr") return __fr.directory_region_asia(inputs)
	if (locale === "de") return __de.directory_region_asia(inputs)
	if (locale === "pl") return __pl.directory_region_asia(inputs)
	return __en.directory_region_asia(inputs)
});
/**
* | output |
* | --- |
* | "Europe" |
*
* @param {Directory_Region_EuropeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_europe = /** @type {((inputs?: Directory_Region_EuropeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Region_EuropeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_region_europe(inputs)
	if (locale === "es") return __es.directory_region_europe(inputs)
	if (locale === "pt") return __pt.directory_region_europe(inputs)
	if (locale === "fr") return __fr.directory_region_europe(inputs)
	if (locale === "de") return __de.directory_region_europe(inputs)
	if (locale === "pl") return __pl.directory_region_europe(inputs)
	return __en.directory_region_europe(inputs)
});
/**
* | output |
* | --- |
* | "Oceania" |
*
* @param {Directory_Region_OceaniaInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_oceania = /** @type {((inputs?: Directory_Region_OceaniaInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Region_OceaniaInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_region_oceania(inputs)
	if (locale === "es") return __es.directory_region_oceania(inputs)
	if (locale === "pt") return __pt.directory_region_oceania(inputs)
	if (locale === "fr") return __fr.directory_region_oceania(inputs)
	if (locale === "de") return __de.directory_region_oceania(inputs)
	if (locale === "pl") return __pl.directory_region_oceania(inputs)
	return __en.directory_region_oceania(inputs)
});
/**
* | output |
* | --- |
* | "Religious order" |
*
* @param {Directory_Religious_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_religious_order = /** @type {((inputs?: Directory_Religious_OrderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Religious_OrderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_religious_order(inputs)
	if (locale === "es") return __es.directory_religious_order(inputs)
	if (locale === "pt") return __pt.directory_religious_order(inputs)
	if (locale === "fr") return __fr.directory_religious_order(inputs)
	if (locale === "de") return __de.directory_religious_order(inputs)
	if (locale === "pl") return __pl.directory_religious_order(inputs)
	return __en.directory_religious_order(inputs)
});
/**
* | output |
* | --- |
* | "Remove search" |
*
* @param {Directory_Remove_SearchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_remove_search = /** @type {((inputs?: Directory_Remove_SearchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Remove_SearchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_remove_search(inputs)
	if (locale === "es") return __es.directory_remove_search(inputs)
	if (locale === "pt") return __pt.directory_remove_search(inputs)
	if (locale === "fr") return __fr.directory_remove_search(inputs)
	if (locale === "de") return __de.directory_remove_search(inputs)
	if (locale === "pl") return __pl.directory_remove_search(inputs)
	return __en.directory_remove_search(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "({count} result)" |
* | "other" | "({count} results)" |
*
* @param {Directory_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_results = /** @type {((inputs: Directory_ResultsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_ResultsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_results(inputs)
	if (locale === "es") return __es.directory_results(inputs)
	if (locale === "pt") return __pt.directory_results(inputs)
	if (locale === "fr") return __fr.directory_results(inputs)
	if (locale === "de") return __de.directory_results(inputs)
	if (locale === "pl") return __pl.directory_results(inputs)
	return __en.directory_results(inputs)
});
/**
* | output |
* | --- |
* | "Search: {term}" |
*
* @param {Directory_Search_ChipInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_search_chip = /** @type {((inputs: Directory_Search_ChipInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Search_ChipInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_search_chip(inputs)
	if (locale === "es") return __es.directory_search_chip(inputs)
	if (locale === "pt") return __pt.directory_search_chip(inputs)
	if (locale === "fr") return __fr.directory_search_chip(inputs)
	if (locale === "de") return __de.directory_search_chip(inputs)
	if (locale === "pl") return __pl.directory_search_chip(inputs)
	return __en.directory_search_chip(inputs)
});
/**
* | output |
* | --- |
* | "Search cardinals" |
*
* @param {Directory_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_search_label = /** @type {((inputs?: Directory_Search_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Search_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_search_label(inputs)
	if (locale === "es") return __es.directory_search_label(inputs)
	if (locale === "pt") return __pt.directory_search_label(inputs)
	if (locale === "fr") return __fr.directory_search_label(inputs)
	if (locale === "de") return __de.directory_search_label(inputs)
	if (locale === "pl") return __pl.directory_search_label(inputs)
	return __en.directory_search_label(inputs)
});
/**
* | output |
* | --- |
* | "Search cardinals..." |
*
* @param {Directory_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_search_placeholder = /** @type {((inputs?: Directory_Search_PlaceholderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Search_PlaceholderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_search_placeholder(inputs)
	if (locale === "es") return __es.directory_search_placeholder(inputs)
	if (locale === "pt") return __pt.directory_search_placeholder(inputs)
	if (locale === "fr") return __fr.directory_search_placeholder(inputs)
	if (locale === "de") return __de.directory_search_placeholder(inputs)
	if (locale === "pl") return __pl.directory_search_placeholder(inputs)
	return __en.directory_search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "Age (Youngest first)" |
*
* @param {Directory_Sort_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_age = /** @type {((inputs?: Directory_Sort_AgeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Sort_AgeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_sort_age(inputs)
	if (locale === "es") return __es.directory_sort_age(inputs)
	if (locale === "pt") return __pt.directory_sort_age(inputs)
	if (locale === "fr") return __fr.directory_sort_age(inputs)
	if (locale === "de") return __de.directory_sort_age(inputs)
	if (locale === "pl") return __pl.directory_sort_age(inputs)
	return __en.directory_sort_age(inputs)
});
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Directory_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_by = /** @type {((inputs?: Directory_Sort_ByInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Sort_ByInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_sort_by(inputs)
	if (locale === "es") return __es.directory_sort_by(inputs)
	if (locale === "pt") return __pt.directory_sort_by(inputs)
	if (locale === "fr") return __fr.directory_sort_by(inputs)
	if (locale === "de") return __de.directory_sort_by(inputs)
	if (locale === "pl") return __pl.directory_sort_by(inputs)
	return __en.directory_sort_by(inputs)
});
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Directory_Sort_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_country = /** @type {((inputs?: Directory_Sort_CountryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Sort_CountryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_sort_country(inputs)
	if (locale === "es") return __es.directory_sort_country(inputs)
	if (locale === "pt") return __pt.directory_sort_country(inputs)
	if (locale === "fr") return __fr.directory_sort_country(inputs)
	if (locale === "de") return __de.directory_sort_country(inputs)
	if (locale === "pl") return __pl.directory_sort_country(inputs)
	return __en.directory_sort_country(inputs)
});
/**
* | output |
* | --- |
* | "Creation Date (Newest first)" |
*
* @param {Directory_Sort_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_created = /** @type {((inputs?: Directory_Sort_CreatedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Sort_CreatedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_sort_created(inputs)
	if (locale === "es") return __es.directory_sort_created(inputs)
	if (locale === "pt") return __pt.directory_sort_created(inputs)
	if (locale === "fr") return __fr.directory_sort_created(inputs)
	if (locale === "de") return __de.directory_sort_created(inputs)
	if (locale === "pl") return __pl.directory_sort_created(inputs)
	return __en.directory_sort_created(inputs)
});
/**
* | output |
* | --- |
* | "First Name (A-Z)" |
*
* @param {Directory_Sort_First_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_first_name = /** @type {((inputs?: Directory_Sort_First_NameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Sort_First_NameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_sort_first_name(inputs)
	if (locale === "es") return __es.directory_sort_first_name(inputs)
	if (locale === "pt") return __pt.directory_sort_first_name(inputs)
	if (locale === "fr") return __fr.directory_sort_first_name(inputs)
	if (locale === "de") return __de.directory_sort_first_name(inputs)
	if (locale === "pl") return __pl.directory_sort_first_name(inputs)
	return __en.directory_sort_first_name(inputs)
});
/**
* | output |
* | --- |
* | "Last Name (A-Z)" |
*
* @param {Directory_Sort_Last_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_last_name = /** @type {((inputs?: Directory_Sort_Last_NameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Sort_Last_NameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_sort_last_name(inputs)
	if (locale === "es") return __es.directory_sort_last_name(inputs)
	if (locale === "pt") return __pt.directory_sort_last_name(inputs)
	if (locale === "fr") return __fr.directory_sort_last_name(inputs)
	if (locale === "de") return __de.directory_sort_last_name(inputs)
	if (locale === "pl") return __pl.directory_sort_last_name(inputs)
	return __en.directory_sort_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Directory_StatusInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_status = /** @type {((inputs?: Directory_StatusInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_StatusInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_status(inputs)
	if (locale === "es") return __es.directory_status(inputs)
	if (locale === "pt") return __pt.directory_status(inputs)
	if (locale === "fr") return __fr.directory_status(inputs)
	if (locale === "de") return __de.directory_status(inputs)
	if (locale === "pl") return __pl.directory_status(inputs)
	return __en.directory_status(inputs)
});
/**
* | output |
* | --- |
* | "Suggested cardinals" |
*
* @param {Directory_SuggestedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_suggested = /** @type {((inputs?: Directory_SuggestedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_SuggestedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_suggested(inputs)
	if (locale === "es") return __es.directory_suggested(inputs)
	if (locale === "pt") return __pt.directory_suggested(inputs)
	if (locale === "fr") return __fr.directory_suggested(inputs)
	if (locale === "de") return __de.directory_suggested(inputs)
	if (locale === "pl") return __pl.directory_suggested(inputs)
	return __en.directory_suggested(inputs)
});
/**
* | output |
* | --- |
* | "Show only the electors" |
*
* @param {Directory_Under_80_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_under_80_link = /** @type {((inputs?: Directory_Under_80_LinkInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Under_80_LinkInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_under_80_link(inputs)
	if (locale === "es") return __es.directory_under_80_link(inputs)
	if (locale === "pt") return __pt.directory_under_80_link(inputs)
	if (locale === "fr") return __fr.directory_under_80_link(inputs)
	if (locale === "de") return __de.directory_under_80_link(inputs)
	if (locale === "pl") return __pl.directory_under_80_link(inputs)
	return __en.directory_under_80_link(inputs)
});
/**
* | electorsPlural | output |
* | --- | --- |
* | "one" | "Of these {total} cardinals under 80, {electors} is an elector:" |
* | "other" | "Of these {total} cardinals under 80, {electors} are electors:" |
*
* @param {Directory_Under_80_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_under_80_of = /** @type {((inputs: Directory_Under_80_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Under_80_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_under_80_of(inputs)
	if (locale === "es") return __es.directory_under_80_of(inputs)
	if (locale === "pt") return __pt.directory_under_80_of(inputs)
	if (locale === "fr") return __fr.directory_under_80_of(inputs)
	if (locale === "de") return __de.directory_under_80_of(inputs)
	if (locale === "pl") return __pl.directory_under_80_of(inputs)
	return __en.directory_under_80_of(inputs)
});
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Directory_UnknownInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_unknown = /** @type {((inputs?: Directory_UnknownInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_UnknownInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_unknown(inputs)
	if (locale === "es") return __es.directory_unknown(inputs)
	if (locale === "pt") return __pt.directory_unknown(inputs)
	if (locale === "fr") return __fr.directory_unknown(inputs)
	if (locale === "de") return __de.directory_unknown(inputs)
	if (locale === "pl") return __pl.directory_unknown(inputs)
	return __en.directory_unknown(inputs)
});
/**
* | agePlural | output |
* | --- | --- |
* | "one" | "{age} years old" |
* | "other" | "{age} years old" |
*
* @param {Directory_Years_OldInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_years_old = /** @type {((inputs: Directory_Years_OldInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Years_OldInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_years_old(inputs)
	if (locale === "es") return __es.directory_years_old(inputs)
	if (locale === "pt") return __pt.directory_years_old(inputs)
	if (locale === "fr") return __fr.directory_years_old(inputs)
	if (locale === "de") return __de.directory_years_old(inputs)
	if (locale === "pl") return __pl.directory_years_old(inputs)
	return __en.directory_years_old(inputs)
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