/**
* | output |
* | --- |
* | "Changes" |
*
* @param {Footer_ChangesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_changes: ((inputs?: Footer_ChangesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_ChangesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Data as of {date}" |
*
* @param {Footer_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_data_as_of: ((inputs: Footer_Data_As_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Data_As_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Legal" |
*
* @param {Footer_LegalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_legal: ((inputs?: Footer_LegalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_LegalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "This site is not affiliated with the Vatican or the Holy See. Its data is compiled from public sources for educational purposes." |
*
* @param {Footer_Not_AffiliatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_not_affiliated: ((inputs?: Footer_Not_AffiliatedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Not_AffiliatedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Open data & API" |
*
* @param {Footer_Open_DataInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_open_data: ((inputs?: Footer_Open_DataInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Open_DataInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_privacy: ((inputs?: Footer_PrivacyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_PrivacyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How ratings are made" |
*
* @param {Footer_RatingsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_ratings: ((inputs?: Footer_RatingsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_RatingsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const footer_terms: ((inputs?: Footer_TermsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_TermsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Header_Close_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const header_close_menu: ((inputs?: Header_Close_MenuInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Close_MenuInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{site} home" |
*
* @param {Header_Home_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const header_home_label: ((inputs: Header_Home_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Home_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Header_Open_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const header_open_menu: ((inputs?: Header_Open_MenuInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Header_Open_MenuInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "in English" |
*
* @param {In_EnglishInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const in_english: ((inputs?: In_EnglishInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<In_EnglishInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Language_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const language_label: ((inputs?: Language_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Nav_HomeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_home: ((inputs?: Nav_HomeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_HomeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave Insights" |
*
* @param {Nav_InsightsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_insights: ((inputs?: Nav_InsightsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_InsightsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_label: ((inputs?: Nav_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Live Coverage" |
*
* @param {Nav_LiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_live: ((inputs?: Nav_LiveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_LiveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Why a Pope?" |
*
* @param {Nav_Why_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const nav_why_pope: ((inputs?: Nav_Why_PopeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Why_PopeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the cardinals" |
*
* @param {Not_Found_BackInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_back: ((inputs?: Not_Found_BackInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_BackInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "There is no page at this address. It may have been mistyped, or the link that led here may be out of date." |
*
* @param {Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_text: ((inputs?: Not_Found_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_title: ((inputs?: Not_Found_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Information about Cardinals of the Catholic Church" |
*
* @param {Site_TaglineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const site_tagline: ((inputs?: Site_TaglineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_TaglineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const skip_to_content: ((inputs?: Skip_To_ContentInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Skip_To_ContentInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_ChangesInputs = {};
export type Footer_Data_As_OfInputs = {
    date: NonNullable<unknown>;
};
export type Footer_LegalInputs = {};
export type Footer_Not_AffiliatedInputs = {};
export type Footer_Open_DataInputs = {};
export type Footer_PrivacyInputs = {};
export type Footer_RatingsInputs = {};
export type Footer_TermsInputs = {};
export type Header_Close_MenuInputs = {};
export type Header_Home_LabelInputs = {
    site: NonNullable<unknown>;
};
export type Header_Open_MenuInputs = {};
export type In_EnglishInputs = {};
export type Language_LabelInputs = {};
export type Nav_HomeInputs = {};
export type Nav_InsightsInputs = {};
export type Nav_LabelInputs = {};
export type Nav_LiveInputs = {};
export type Nav_Why_PopeInputs = {};
export type Not_Found_BackInputs = {};
export type Not_Found_TextInputs = {};
export type Not_Found_TitleInputs = {};
export type Site_TaglineInputs = {};
export type Skip_To_ContentInputs = {};
