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
export const footer_changes: (inputs: Footer_ChangesInputs) => LocalizedString;
export const footer_data_as_of: (inputs: Footer_Data_As_OfInputs) => LocalizedString;
export const footer_legal: (inputs: Footer_LegalInputs) => LocalizedString;
export const footer_not_affiliated: (inputs: Footer_Not_AffiliatedInputs) => LocalizedString;
export const footer_open_data: (inputs: Footer_Open_DataInputs) => LocalizedString;
export const footer_privacy: (inputs: Footer_PrivacyInputs) => LocalizedString;
export const footer_ratings: (inputs: Footer_RatingsInputs) => LocalizedString;
export const footer_terms: (inputs: Footer_TermsInputs) => LocalizedString;
export const header_close_menu: (inputs: Header_Close_MenuInputs) => LocalizedString;
export const header_home_label: (inputs: Header_Home_LabelInputs) => LocalizedString;
export const header_open_menu: (inputs: Header_Open_MenuInputs) => LocalizedString;
export const in_english: (inputs: In_EnglishInputs) => LocalizedString;
export const language_label: (inputs: Language_LabelInputs) => LocalizedString;
export const nav_home: (inputs: Nav_HomeInputs) => LocalizedString;
export const nav_insights: (inputs: Nav_InsightsInputs) => LocalizedString;
export const nav_label: (inputs: Nav_LabelInputs) => LocalizedString;
export const nav_live: (inputs: Nav_LiveInputs) => LocalizedString;
export const nav_why_pope: (inputs: Nav_Why_PopeInputs) => LocalizedString;
export const not_found_back: (inputs: Not_Found_BackInputs) => LocalizedString;
export const not_found_text: (inputs: Not_Found_TextInputs) => LocalizedString;
export const not_found_title: (inputs: Not_Found_TitleInputs) => LocalizedString;
export const site_tagline: (inputs: Site_TaglineInputs) => LocalizedString;
export const skip_to_content: (inputs: Skip_To_ContentInputs) => LocalizedString;
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
