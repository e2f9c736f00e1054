/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
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