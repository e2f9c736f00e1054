/**
* | output |
* | --- |
* | "Cardinalis is free, has no advertising and does not track you. If it has been useful, a small donation helps keep it online and up to date." |
*
* @param {Dialogs_Donation_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_body: ((inputs?: Dialogs_Donation_BodyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_BodyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinalis is free, has no advertising and does not track you. If it has been useful, the best support is to share it with someone who follows the Church." |
*
* @param {Dialogs_Donation_Body_Without_UrlInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_body_without_url: ((inputs?: Dialogs_Donation_Body_Without_UrlInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_Body_Without_UrlInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Dialogs_Donation_CloseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_close: ((inputs?: Dialogs_Donation_CloseInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_CloseInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Donate by card" |
*
* @param {Dialogs_Donation_DonateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_donate: ((inputs?: Dialogs_Donation_DonateInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_DonateInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Maybe later" |
*
* @param {Dialogs_Donation_LaterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_later: ((inputs?: Dialogs_Donation_LaterInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_LaterInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Support this site" |
*
* @param {Dialogs_Donation_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_title: ((inputs?: Dialogs_Donation_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Dialogs_Toast_DismissInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_dismiss: ((inputs?: Dialogs_Toast_DismissInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_DismissInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "You may have already voted in this poll." |
*
* @param {Dialogs_Toast_Poll_AlreadyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_already: ((inputs?: Dialogs_Toast_Poll_AlreadyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Poll_AlreadyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to record vote" |
*
* @param {Dialogs_Toast_Poll_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_failed: ((inputs?: Dialogs_Toast_Poll_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Poll_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Vote recorded" |
*
* @param {Dialogs_Toast_Poll_RecordedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_recorded: ((inputs?: Dialogs_Toast_Poll_RecordedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Poll_RecordedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for participating in this poll!" |
*
* @param {Dialogs_Toast_Poll_ThanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_poll_thanks: ((inputs?: Dialogs_Toast_Poll_ThanksInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Poll_ThanksInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Error submitting vote" |
*
* @param {Dialogs_Toast_Vote_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_error: ((inputs?: Dialogs_Toast_Vote_ErrorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Vote_ErrorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to submit vote" |
*
* @param {Dialogs_Toast_Vote_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_failed: ((inputs?: Dialogs_Toast_Vote_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Vote_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Vote submitted" |
*
* @param {Dialogs_Toast_Vote_SubmittedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_submitted: ((inputs?: Dialogs_Toast_Vote_SubmittedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Vote_SubmittedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for participating in our papal election poll." |
*
* @param {Dialogs_Toast_Vote_ThanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_toast_vote_thanks: ((inputs?: Dialogs_Toast_Vote_ThanksInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Toast_Vote_ThanksInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "This is an independent, educational site about the College of Cardinals and the conclave. It is not affiliated with the Holy See. The facts come from public ..." |
*
* @param {Dialogs_Welcome_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_body: ((inputs?: Dialogs_Welcome_BodyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Welcome_BodyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Dialogs_Welcome_ButtonInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_button: ((inputs?: Dialogs_Welcome_ButtonInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Welcome_ButtonInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "You can also write to {contactEmail}. Sponsorship and advertising enquiries are welcome at the same address." |
*
* @param {Dialogs_Welcome_ContactInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_contact: ((inputs: Dialogs_Welcome_ContactInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Welcome_ContactInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Spotted an error or an out-of-date office? Open that cardinal's profile and choose “Suggest a correction”; corrections from readers keep this directory accur..." |
*
* @param {Dialogs_Welcome_CorrectionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_corrections: ((inputs?: Dialogs_Welcome_CorrectionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Welcome_CorrectionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to Cardinalis" |
*
* @param {Dialogs_Welcome_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_welcome_title: ((inputs?: Dialogs_Welcome_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Welcome_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Age" |
*
* @param {Directory_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_age: ((inputs?: Directory_AgeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_AgeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "All countries" |
*
* @param {Directory_All_CountriesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_all_countries: ((inputs?: Directory_All_CountriesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_All_CountriesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "All ranks" |
*
* @param {Directory_All_RanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_all_ranks: ((inputs?: Directory_All_RanksInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_All_RanksInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "All Regions" |
*
* @param {Directory_All_RegionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_all_regions: ((inputs?: Directory_All_RegionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_All_RegionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Any or none" |
*
* @param {Directory_Any_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_any_order: ((inputs?: Directory_Any_OrderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Any_OrderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Any pope" |
*
* @param {Directory_Any_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_any_pope: ((inputs?: Directory_Any_PopeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Any_PopeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Apply filters" |
*
* @param {Directory_ApplyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_apply: ((inputs?: Directory_ApplyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_ApplyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam · {date}" |
*
* @param {Directory_Banner_KickerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_kicker: ((inputs: Directory_Banner_KickerInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Banner_KickerInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Meet the new Holy Father →" |
*
* @param {Directory_Banner_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_link: ((inputs?: Directory_Banner_LinkInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Banner_LinkInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pope Leo XIV" |
*
* @param {Directory_Banner_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_pope: ((inputs?: Directory_Banner_PopeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Banner_PopeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Robert Francis Prevost, the first pope from the United States, was elected on the conclave's second day." |
*
* @param {Directory_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_banner_text: ((inputs?: Directory_Banner_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Banner_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors in this conclave" |
*
* @param {Directory_Chip_Conclave_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_chip_conclave_electors: ((inputs?: Directory_Chip_Conclave_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Chip_Conclave_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors" |
*
* @param {Directory_Chip_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_chip_electors: ((inputs?: Directory_Chip_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Chip_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Under 80" |
*
* @param {Directory_Chip_Under_80Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_chip_under_80: ((inputs?: Directory_Chip_Under_80Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Chip_Under_80Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Clear all filters" |
*
* @param {Directory_Clear_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_clear_all: ((inputs?: Directory_Clear_AllInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Clear_AllInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Directory_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_clear_search: ((inputs?: Directory_Clear_SearchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Clear_SearchInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclaves" |
*
* @param {Directory_ConclavesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_conclaves: ((inputs?: Directory_ConclavesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_ConclavesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Directory_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_country: ((inputs?: Directory_CountryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_CountryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created" |
*
* @param {Directory_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_created: ((inputs?: Directory_CreatedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_CreatedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created by" |
*
* @param {Directory_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_created_by: ((inputs?: Directory_Created_ByInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Created_ByInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created: {date}" |
*
* @param {Directory_Created_OnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_created_on: ((inputs: Directory_Created_OnInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Created_OnInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "(deceased)" |
*
* @param {Directory_DeceasedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_deceased: ((inputs?: Directory_DeceasedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_DeceasedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "† Died {date}" |
*
* @param {Directory_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_died: ((inputs: Directory_DiedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_DiedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Elector" |
*
* @param {Directory_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_elector: ((inputs?: Directory_ElectorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_ElectorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No cardinals match your search criteria. Please try different filters." |
*
* @param {Directory_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_empty_text: ((inputs?: Directory_Empty_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Empty_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No Cardinals Found" |
*
* @param {Directory_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_empty_title: ((inputs?: Directory_Empty_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Empty_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "There was an error loading the cardinal data. Please try again later." |
*
* @param {Directory_Error_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_error_text: ((inputs?: Directory_Error_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Error_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Error Loading Cardinals" |
*
* @param {Directory_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_error_title: ((inputs?: Directory_Error_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Error_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "With or without conclave experience" |
*
* @param {Directory_Experience_AnyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_experience_any: ((inputs?: Directory_Experience_AnyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Experience_AnyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Has not taken part in a conclave" |
*
* @param {Directory_Experience_NoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_experience_no: ((inputs?: Directory_Experience_NoInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Experience_NoInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Has taken part in a conclave" |
*
* @param {Directory_Experience_YesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_experience_yes: ((inputs?: Directory_Experience_YesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Experience_YesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Filter and sort the cardinals" |
*
* @param {Directory_Filter_FormInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_filter_form: ((inputs?: Directory_Filter_FormInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Filter_FormInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Directory_FiltersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_filters: ((inputs?: Directory_FiltersInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_FiltersInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals" |
*
* @param {Directory_GridInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_grid: ((inputs?: Directory_GridInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_GridInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals of the Catholic Church" |
*
* @param {Directory_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_heading: ((inputs?: Directory_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Lived" |
*
* @param {Directory_LivedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_lived: ((inputs?: Directory_LivedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_LivedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{birth}–{death}, died aged {age}" |
*
* @param {Directory_Lived_YearsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_lived_years: ((inputs: Directory_Lived_YearsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Lived_YearsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading cardinals" |
*
* @param {Directory_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_loading: ((inputs?: Directory_LoadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_LoadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading suggestions..." |
*
* @param {Directory_Loading_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_loading_suggestions: ((inputs?: Directory_Loading_SuggestionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Loading_SuggestionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Next →" |
*
* @param {Directory_NextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_next: ((inputs?: Directory_NextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_NextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No cardinals found" |
*
* @param {Directory_No_SuggestionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_no_suggestions: ((inputs?: Directory_No_SuggestionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_No_SuggestionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Directory_PageInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_page: ((inputs: Directory_PageInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_PageInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pages" |
*
* @param {Directory_PagesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_pages: ((inputs?: Directory_PagesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_PagesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pope" |
*
* @param {Directory_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_pope: ((inputs?: Directory_PopeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_PopeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "← Previous" |
*
* @param {Directory_PreviousInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_previous: ((inputs?: Directory_PreviousInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_PreviousInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Quick filters" |
*
* @param {Directory_Quick_FiltersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_quick_filters: ((inputs?: Directory_Quick_FiltersInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Quick_FiltersInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Directory_RankInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_rank: ((inputs?: Directory_RankInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_RankInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Region" |
*
* @param {Directory_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region: ((inputs?: Directory_RegionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_RegionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Africa" |
*
* @param {Directory_Region_AfricaInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_africa: ((inputs?: Directory_Region_AfricaInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Region_AfricaInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Americas" |
*
* @param {Directory_Region_AmericasInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_americas: ((inputs?: Directory_Region_AmericasInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Region_AmericasInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Asia" |
*
* @param {Directory_Region_AsiaInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_asia: ((inputs?: Directory_Region_AsiaInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Region_AsiaInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Europe" |
*
* @param {Directory_Region_EuropeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_europe: ((inputs?: Directory_Region_EuropeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Region_EuropeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Oceania" |
*
* @param {Directory_Region_OceaniaInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_region_oceania: ((inputs?: Directory_Region_OceaniaInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Region_OceaniaInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Religious order" |
*
* @param {Directory_Religious_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_religious_order: ((inputs?: Directory_Religious_OrderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Religious_OrderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Remove search" |
*
* @param {Directory_Remove_SearchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_remove_search: ((inputs?: Directory_Remove_SearchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Remove_SearchInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
export const directory_results: ((inputs: Directory_ResultsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_ResultsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Search: {term}" |
*
* @param {Directory_Search_ChipInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_search_chip: ((inputs: Directory_Search_ChipInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Search_ChipInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Search cardinals" |
*
* @param {Directory_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_search_label: ((inputs?: Directory_Search_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Search_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Search cardinals..." |
*
* @param {Directory_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_search_placeholder: ((inputs?: Directory_Search_PlaceholderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Search_PlaceholderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Age (Youngest first)" |
*
* @param {Directory_Sort_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_age: ((inputs?: Directory_Sort_AgeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Sort_AgeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Directory_Sort_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_by: ((inputs?: Directory_Sort_ByInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Sort_ByInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Directory_Sort_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_country: ((inputs?: Directory_Sort_CountryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Sort_CountryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Creation Date (Newest first)" |
*
* @param {Directory_Sort_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_created: ((inputs?: Directory_Sort_CreatedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Sort_CreatedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "First Name (A-Z)" |
*
* @param {Directory_Sort_First_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_first_name: ((inputs?: Directory_Sort_First_NameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Sort_First_NameInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Last Name (A-Z)" |
*
* @param {Directory_Sort_Last_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_sort_last_name: ((inputs?: Directory_Sort_Last_NameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Sort_Last_NameInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Directory_StatusInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_status: ((inputs?: Directory_StatusInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_StatusInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Suggested cardinals" |
*
* @param {Directory_SuggestedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_suggested: ((inputs?: Directory_SuggestedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_SuggestedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Show only the electors" |
*
* @param {Directory_Under_80_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_under_80_link: ((inputs?: Directory_Under_80_LinkInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Under_80_LinkInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
export const directory_under_80_of: ((inputs: Directory_Under_80_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Under_80_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Directory_UnknownInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_unknown: ((inputs?: Directory_UnknownInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_UnknownInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
export const directory_years_old: ((inputs: Directory_Years_OldInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Years_OldInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
export type Dialogs_Donation_BodyInputs = {};
export type Dialogs_Donation_Body_Without_UrlInputs = {};
export type Dialogs_Donation_CloseInputs = {};
export type Dialogs_Donation_DonateInputs = {};
export type Dialogs_Donation_LaterInputs = {};
export type Dialogs_Donation_TitleInputs = {};
export type Dialogs_Toast_DismissInputs = {};
export type Dialogs_Toast_Poll_AlreadyInputs = {};
export type Dialogs_Toast_Poll_FailedInputs = {};
export type Dialogs_Toast_Poll_RecordedInputs = {};
export type Dialogs_Toast_Poll_ThanksInputs = {};
export type Dialogs_Toast_Vote_ErrorInputs = {};
export type Dialogs_Toast_Vote_FailedInputs = {};
export type Dialogs_Toast_Vote_SubmittedInputs = {};
export type Dialogs_Toast_Vote_ThanksInputs = {};
export type Dialogs_Welcome_BodyInputs = {};
export type Dialogs_Welcome_ButtonInputs = {};
export type Dialogs_Welcome_ContactInputs = {
    contactEmail: NonNullable<unknown>;
};
export type Dialogs_Welcome_CorrectionsInputs = {};
export type Dialogs_Welcome_TitleInputs = {};
export type Directory_AgeInputs = {};
export type Directory_All_CountriesInputs = {};
export type Directory_All_RanksInputs = {};
export type Directory_All_RegionsInputs = {};
export type Directory_Any_OrderInputs = {};
export type Directory_Any_PopeInputs = {};
export type Directory_ApplyInputs = {};
export type Directory_Banner_KickerInputs = {
    date: NonNullable<unknown>;
};
export type Directory_Banner_LinkInputs = {};
export type Directory_Banner_PopeInputs = {};
export type Directory_Banner_TextInputs = {};
export type Directory_Chip_Conclave_ElectorsInputs = {};
export type Directory_Chip_ElectorsInputs = {};
export type Directory_Chip_Under_80Inputs = {};
export type Directory_Clear_AllInputs = {};
export type Directory_Clear_SearchInputs = {};
export type Directory_ConclavesInputs = {};
export type Directory_CountryInputs = {};
export type Directory_CreatedInputs = {};
export type Directory_Created_ByInputs = {};
export type Directory_Created_OnInputs = {
    date: NonNullable<unknown>;
};
export type Directory_DeceasedInputs = {};
export type Directory_DiedInputs = {
    date: NonNullable<unknown>;
};
export type Directory_ElectorInputs = {};
export type Directory_Empty_TextInputs = {};
export type Directory_Empty_TitleInputs = {};
export type Directory_Error_TextInputs = {};
export type Directory_Error_TitleInputs = {};
export type Directory_Experience_AnyInputs = {};
export type Directory_Experience_NoInputs = {};
export type Directory_Experience_YesInputs = {};
export type Directory_Filter_FormInputs = {};
export type Directory_FiltersInputs = {};
export type Directory_GridInputs = {};
export type Directory_HeadingInputs = {};
export type Directory_LivedInputs = {};
export type Directory_Lived_YearsInputs = {
    birth: NonNullable<unknown>;
    death: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
export type Directory_LoadingInputs = {};
export type Directory_Loading_SuggestionsInputs = {};
export type Directory_NextInputs = {};
export type Directory_No_SuggestionsInputs = {};
export type Directory_PageInputs = {
    page: NonNullable<unknown>;
};
export type Directory_PagesInputs = {};
export type Directory_PopeInputs = {};
export type Directory_PreviousInputs = {};
export type Directory_Quick_FiltersInputs = {};
export type Directory_RankInputs = {};
export type Directory_RegionInputs = {};
export type Directory_Region_AfricaInputs = {};
export type Directory_Region_AmericasInputs = {};
export type Directory_Region_AsiaInputs = {};
export type Directory_Region_EuropeInputs = {};
export type Directory_Region_OceaniaInputs = {};
export type Directory_Religious_OrderInputs = {};
export type Directory_Remove_SearchInputs = {};
export type Directory_ResultsInputs = {
    count: NonNullable<unknown>;
};
export type Directory_Search_ChipInputs = {
    term: NonNullable<unknown>;
};
export type Directory_Search_LabelInputs = {};
export type Directory_Search_PlaceholderInputs = {};
export type Directory_Sort_AgeInputs = {};
export type Directory_Sort_ByInputs = {};
export type Directory_Sort_CountryInputs = {};
export type Directory_Sort_CreatedInputs = {};
export type Directory_Sort_First_NameInputs = {};
export type Directory_Sort_Last_NameInputs = {};
export type Directory_StatusInputs = {};
export type Directory_SuggestedInputs = {};
export type Directory_Under_80_LinkInputs = {};
export type Directory_Under_80_OfInputs = {
    electors: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Directory_UnknownInputs = {};
export type Directory_Years_OldInputs = {
    age: NonNullable<unknown>;
};
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
