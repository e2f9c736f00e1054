/**
* | output |
* | --- |
* | "Age" |
*
* @param {Cardinal_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_age: ((inputs?: Cardinal_AgeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_AgeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "(elector)" |
*
* @param {Cardinal_Age_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_age_elector: ((inputs?: Cardinal_Age_ElectorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Age_ElectorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | yearsPlural | output |
* | --- | --- |
* | "one" | "{years} year" |
* | "other" | "{years} years" |
*
* @param {Cardinal_Age_YearsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_age_years: ((inputs: Cardinal_Age_YearsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Age_YearsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Based on:" |
*
* @param {Cardinal_Based_OnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_based_on: ((inputs?: Cardinal_Based_OnInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Based_OnInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Basic Information" |
*
* @param {Cardinal_Basic_InformationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_basic_information: ((inputs?: Cardinal_Basic_InformationInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Basic_InformationInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No detailed biography available for this cardinal." |
*
* @param {Cardinal_Bio_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_bio_empty: ((inputs?: Cardinal_Bio_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Bio_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Biographical Summary" |
*
* @param {Cardinal_Bio_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_bio_heading: ((inputs?: Cardinal_Bio_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Bio_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Birth Date" |
*
* @param {Cardinal_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_birth_date: ((inputs?: Cardinal_Birth_DateInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Birth_DateInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Birth Place" |
*
* @param {Cardinal_Birth_PlaceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_birth_place: ((inputs?: Cardinal_Birth_PlaceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Birth_PlaceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Cardinal_CloseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_close: ((inputs?: Cardinal_CloseInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_CloseInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclaves" |
*
* @param {Cardinal_ConclavesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_conclaves: ((inputs?: Cardinal_ConclavesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_ConclavesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Has not taken part in a conclave" |
*
* @param {Cardinal_Conclaves_NoneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_conclaves_none: ((inputs?: Cardinal_Conclaves_NoneInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Conclaves_NoneInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Took part in the conclave of {years}" |
* | "other" | "Took part in the conclaves of {years}" |
*
* @param {Cardinal_Conclaves_Took_PartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_conclaves_took_part: ((inputs: Cardinal_Conclaves_Took_PartInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Conclaves_Took_PartInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Context:" |
*
* @param {Cardinal_ContextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_context: ((inputs?: Cardinal_ContextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_ContextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Cardinal_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_country: ((inputs?: Cardinal_CountryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_CountryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created Cardinal" |
*
* @param {Cardinal_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_created: ((inputs?: Cardinal_CreatedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_CreatedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created By" |
*
* @param {Cardinal_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_created_by: ((inputs?: Cardinal_Created_ByInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Created_ByInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "(deceased)" |
*
* @param {Cardinal_DeceasedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_deceased: ((inputs?: Cardinal_DeceasedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_DeceasedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Did not take part in the conclave of {year}:" |
*
* @param {Cardinal_Did_Not_Take_PartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_did_not_take_part: ((inputs: Cardinal_Did_Not_Take_PartInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Did_Not_Take_PartInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Did you mean:" |
*
* @param {Cardinal_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_did_you_mean: ((inputs?: Cardinal_Did_You_MeanInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Did_You_MeanInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Died" |
*
* @param {Cardinal_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_died: ((inputs?: Cardinal_DiedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_DiedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "† {date} (aged {age})" |
*
* @param {Cardinal_Died_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_died_value: ((inputs: Cardinal_Died_ValueInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Died_ValueInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam decoder" |
*
* @param {Cardinal_Habemus_DecoderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_habemus_decoder: ((inputs?: Cardinal_Habemus_DecoderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Habemus_DecoderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Born {date}" |
*
* @param {Cardinal_Head_BornInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_born: ((inputs: Cardinal_Head_BornInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Head_BornInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Born {date} in {place}" |
*
* @param {Cardinal_Head_Born_InInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_born_in: ((inputs: Cardinal_Head_Born_InInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Head_Born_InInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Country: {country}." |
*
* @param {Cardinal_Head_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_country: ((inputs: Cardinal_Head_CountryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Head_CountryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "died {date}" |
*
* @param {Cardinal_Head_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_died: ((inputs: Cardinal_Head_DiedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Head_DiedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Biography, views and sources." |
*
* @param {Cardinal_Head_TailInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_tail: ((inputs?: Cardinal_Head_TailInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Head_TailInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "In the College" |
*
* @param {Cardinal_In_CollegeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_in_college: ((inputs?: Cardinal_In_CollegeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_In_CollegeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Last office: {office}" |
*
* @param {Cardinal_Last_OfficeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_last_office: ((inputs: Cardinal_Last_OfficeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Last_OfficeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{names} kept as written" |
*
* @param {Cardinal_Latin_KeptInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_kept: ((inputs: Cardinal_Latin_KeptInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Latin_KeptInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "If elected, he would be announced as" |
*
* @param {Cardinal_Latin_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_lead: ((inputs?: Cardinal_Latin_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Latin_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Given names in Latin" |
*
* @param {Cardinal_Latin_NamesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_names: ((inputs?: Cardinal_Latin_NamesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Latin_NamesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "In the announcement's form:" |
*
* @param {Cardinal_Latin_Pope_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_pope_lead: ((inputs?: Cardinal_Latin_Pope_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Latin_Pope_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "This cardinal could not be loaded. Please try again later." |
*
* @param {Cardinal_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_load_error: ((inputs?: Cardinal_Load_ErrorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Load_ErrorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading cardinal information..." |
*
* @param {Cardinal_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_loading: ((inputs?: Cardinal_LoadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_LoadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Motto" |
*
* @param {Cardinal_MottoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_motto: ((inputs?: Cardinal_MottoInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_MottoInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal of the Catholic Church" |
*
* @param {Cardinal_Of_The_ChurchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_of_the_church: ((inputs?: Cardinal_Of_The_ChurchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Of_The_ChurchInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{office}, since {date}" |
*
* @param {Cardinal_Office_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_office_since: ((inputs: Cardinal_Office_SinceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Office_SinceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal not found" |
*
* @param {Cardinal_Panel_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_panel_not_found: ((inputs?: Cardinal_Panel_Not_FoundInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Panel_Not_FoundInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No cardinal is listed as “{slug}”. The link may be mistyped or out of date: close this panel and search the directory by name." |
*
* @param {Cardinal_Panel_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_panel_not_listed: ((inputs: Cardinal_Panel_Not_ListedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Panel_Not_ListedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Profile sections" |
*
* @param {Cardinal_Profile_SectionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_profile_sections: ((inputs?: Cardinal_Profile_SectionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Profile_SectionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No notable quotes or statements available for this cardinal." |
*
* @param {Cardinal_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_quotes_empty: ((inputs?: Cardinal_Quotes_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Quotes_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Notable Quotes" |
*
* @param {Cardinal_Quotes_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_quotes_heading: ((inputs?: Cardinal_Quotes_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Quotes_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Cardinal_RankInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank: ((inputs?: Cardinal_RankInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_RankInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal Bishop" |
*
* @param {Cardinal_Rank_BishopInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank_bishop: ((inputs?: Cardinal_Rank_BishopInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Rank_BishopInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal Deacon" |
*
* @param {Cardinal_Rank_DeaconInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank_deacon: ((inputs?: Cardinal_Rank_DeaconInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Rank_DeaconInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal Priest" |
*
* @param {Cardinal_Rank_PriestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank_priest: ((inputs?: Cardinal_Rank_PriestInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Rank_PriestInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{value} out of 5" |
*
* @param {Cardinal_Rating_Out_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rating_out_of: ((inputs: Cardinal_Rating_Out_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Rating_Out_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No ratings available for this cardinal." |
*
* @param {Cardinal_Ratings_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_empty: ((inputs?: Cardinal_Ratings_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Ratings_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Theological & Administrative Ratings" |
*
* @param {Cardinal_Ratings_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_heading: ((inputs?: Cardinal_Ratings_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Ratings_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "These ratings assess public statements, actions and writings on a scale of 1-5. They are editorial judgements; each names the record it rests on." |
*
* @param {Cardinal_Ratings_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_intro: ((inputs?: Cardinal_Ratings_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Ratings_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How the ratings are made" |
*
* @param {Cardinal_Ratings_MethodInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_method: ((inputs?: Cardinal_Ratings_MethodInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Ratings_MethodInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Renounced the rights of the cardinalate" |
*
* @param {Cardinal_RenouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_renounced: ((inputs?: Cardinal_RenouncedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_RenouncedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{date}: still a cardinal, not an elector" |
*
* @param {Cardinal_Renounced_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_renounced_value: ((inputs: Cardinal_Renounced_ValueInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Renounced_ValueInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal Not Found" |
*
* @param {Cardinal_Route_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_route_not_found: ((inputs?: Cardinal_Route_Not_FoundInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Route_Not_FoundInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No cardinal is listed at this address." |
*
* @param {Cardinal_Route_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_route_not_listed: ((inputs?: Cardinal_Route_Not_ListedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Route_Not_ListedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Search the directory for “{term}”" |
*
* @param {Cardinal_Search_ForInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_search_for: ((inputs: Cardinal_Search_ForInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Search_ForInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "source" |
*
* @param {Cardinal_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_source: ((inputs?: Cardinal_SourceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_SourceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Cardinal_Source_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_source_label: ((inputs?: Cardinal_Source_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Source_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "source {n}" |
*
* @param {Cardinal_Source_NInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_source_n: ((inputs: Cardinal_Source_NInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Source_NInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No sources or references available for this cardinal." |
*
* @param {Cardinal_Sources_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_sources_empty: ((inputs?: Cardinal_Sources_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Sources_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sources & References" |
*
* @param {Cardinal_Sources_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_sources_heading: ((inputs?: Cardinal_Sources_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Sources_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Suggest a correction" |
*
* @param {Cardinal_SuggestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest: ((inputs?: Cardinal_SuggestInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_SuggestInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Cardinal_Suggest_CancelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_cancel: ((inputs?: Cardinal_Suggest_CancelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_CancelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Dates as YYYY-MM-DD." |
*
* @param {Cardinal_Suggest_DatesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_dates: ((inputs?: Cardinal_Suggest_DatesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_DatesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Your e-mail (optional)" |
*
* @param {Cardinal_Suggest_EmailInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_email: ((inputs?: Cardinal_Suggest_EmailInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_EmailInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The correction could not be sent. Please try again later." |
*
* @param {Cardinal_Suggest_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_failed: ((inputs?: Cardinal_Suggest_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Which fact" |
*
* @param {Cardinal_Suggest_FieldInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_field: ((inputs?: Cardinal_Suggest_FieldInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_FieldInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "To send, give the correct value and a source." |
*
* @param {Cardinal_Suggest_Need_BothInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_need_both: ((inputs?: Cardinal_Suggest_Need_BothInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_Need_BothInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "To send, give a source (an https address)." |
*
* @param {Cardinal_Suggest_Need_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_need_source: ((inputs?: Cardinal_Suggest_Need_SourceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_Need_SourceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "To send, give the correct value." |
*
* @param {Cardinal_Suggest_Need_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_need_value: ((inputs?: Cardinal_Suggest_Need_ValueInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_Need_ValueInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Send correction" |
*
* @param {Cardinal_Suggest_SendInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_send: ((inputs?: Cardinal_Suggest_SendInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_SendInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Cardinal_Suggest_SendingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_sending: ((inputs?: Cardinal_Suggest_SendingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_SendingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Source (https://…)" |
*
* @param {Cardinal_Suggest_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_source: ((inputs?: Cardinal_Suggest_SourceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_SourceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. Your correction was sent; the operator reviews every suggestion, and accepted ones appear in the public change log." |
*
* @param {Cardinal_Suggest_ThanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_thanks: ((inputs?: Cardinal_Suggest_ThanksInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_ThanksInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Suggest a correction for {name}" |
*
* @param {Cardinal_Suggest_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_title: ((inputs: Cardinal_Suggest_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Correct value" |
*
* @param {Cardinal_Suggest_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_value: ((inputs?: Cardinal_Suggest_ValueInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Suggest_ValueInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Biography" |
*
* @param {Cardinal_Tab_BiographyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_biography: ((inputs?: Cardinal_Tab_BiographyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Tab_BiographyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Cardinal_Tab_QuotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_quotes: ((inputs?: Cardinal_Tab_QuotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Tab_QuotesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Ratings" |
*
* @param {Cardinal_Tab_RatingsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_ratings: ((inputs?: Cardinal_Tab_RatingsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Tab_RatingsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sources" |
*
* @param {Cardinal_Tab_SourcesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_sources: ((inputs?: Cardinal_Tab_SourcesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Tab_SourcesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Views" |
*
* @param {Cardinal_Tab_ViewsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_views: ((inputs?: Cardinal_Tab_ViewsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Tab_ViewsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Cardinal_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_title: ((inputs?: Cardinal_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal information unavailable" |
*
* @param {Cardinal_UnavailableInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_unavailable: ((inputs?: Cardinal_UnavailableInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_UnavailableInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No detailed views or positions available for this cardinal." |
*
* @param {Cardinal_Views_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_views_empty: ((inputs?: Cardinal_Views_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Views_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Views & Positions" |
*
* @param {Cardinal_Views_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_views_heading: ((inputs?: Cardinal_Views_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Views_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Announced on {date} at {time} (Rome)" |
*
* @param {Conclave_Announced_AtInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_announced_at: ((inputs: Conclave_Announced_AtInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Announced_AtInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave, day {day} · ballot {n}: {smoke} at {time}" |
*
* @param {Conclave_Ballot_BannerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_ballot_banner: ((inputs: Conclave_Ballot_BannerInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Ballot_BannerInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Ballot {n}: {smoke} at {time}" |
*
* @param {Conclave_Ballot_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_ballot_line: ((inputs: Conclave_Ballot_LineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Ballot_LineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The conclave begins on {date} at {time} (Rome)" |
*
* @param {Conclave_Begins_AtInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_begins_at: ((inputs: Conclave_Begins_AtInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Begins_AtInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "black smoke" |
*
* @param {Conclave_Black_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_black_smoke: ((inputs?: Conclave_Black_SmokeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Black_SmokeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Day {day} · {date}" |
*
* @param {Conclave_DayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_day: ((inputs: Conclave_DayInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_DayInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Elected" |
*
* @param {Conclave_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_elected: ((inputs?: Conclave_ElectedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_ElectedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors" |
*
* @param {Conclave_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_electors: ((inputs?: Conclave_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals under 80 on {date}, the day the See fell vacant (Universi Dominici Gregis 33)." |
*
* @param {Conclave_Electors_NoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_electors_note: ((inputs: Conclave_Electors_NoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Electors_NoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
export const conclave_electors_word: ((inputs: Conclave_Electors_WordInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Electors_WordInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Follow live" |
*
* @param {Conclave_Follow_LiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_follow_live: ((inputs?: Conclave_Follow_LiveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Follow_LiveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam:" |
*
* @param {Conclave_Habemus_Papam_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_papam_line: ((inputs?: Conclave_Habemus_Papam_LineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_Papam_LineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The conclave is under way" |
*
* @param {Conclave_Heading_ConclaveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_heading_conclave: ((inputs?: Conclave_Heading_ConclaveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Heading_ConclaveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam" |
*
* @param {Conclave_Heading_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_heading_elected: ((inputs?: Conclave_Heading_ElectedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Heading_ElectedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sede vacante" |
*
* @param {Conclave_Heading_VacantInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_heading_vacant: ((inputs?: Conclave_Heading_VacantInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Heading_VacantInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
export const conclave_majority: ((inputs: Conclave_MajorityInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_MajorityInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The conclave may begin between {earliest} and {latest}" |
*
* @param {Conclave_May_BeginInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_may_begin: ((inputs: Conclave_May_BeginInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_May_BeginInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No smoke yet." |
*
* @param {Conclave_No_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_no_smoke: ((inputs?: Conclave_No_SmokeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_No_SmokeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Conclave_NotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_notes: ((inputs?: Conclave_NotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_NotesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sede vacante since {date}" |
*
* @param {Conclave_Sede_Vacante_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_sede_vacante_since: ((inputs: Conclave_Sede_Vacante_SinceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Sede_Vacante_SinceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "See them in the directory" |
*
* @param {Conclave_See_In_DirectoryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_see_in_directory: ((inputs?: Conclave_See_In_DirectoryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_See_In_DirectoryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The See fell vacant" |
*
* @param {Conclave_See_VacantInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_see_vacant: ((inputs?: Conclave_See_VacantInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_See_VacantInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Smoke from the Sistine Chapel" |
*
* @param {Conclave_Smoke_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_smoke_heading: ((inputs?: Conclave_Smoke_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Smoke_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "source" |
*
* @param {Conclave_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_source: ((inputs?: Conclave_SourceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_SourceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Start of the conclave" |
*
* @param {Conclave_StartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_start: ((inputs?: Conclave_StartInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_StartInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{date} at {time} (Rome), as announced." |
*
* @param {Conclave_Start_AnnouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_start_announced: ((inputs: Conclave_Start_AnnouncedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Start_AnnouncedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Not yet announced. The rules allow it between {earliest} and {latest}: {min} to {max} days after the vacancy, or earlier if all the electors are present (Uni..." |
*
* @param {Conclave_Start_WindowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_start_window: ((inputs: Conclave_Start_WindowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Start_WindowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "who took the name {name}" |
*
* @param {Conclave_Took_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_took_name: ((inputs: Conclave_Took_NameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Took_NameInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave under way since {date}, {time} (Rome)" |
*
* @param {Conclave_Under_Way_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_under_way_since: ((inputs: Conclave_Under_Way_SinceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Under_Way_SinceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "On {date}: the pope died." |
*
* @param {Conclave_Vacancy_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_vacancy_died: ((inputs: Conclave_Vacancy_DiedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Vacancy_DiedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "On {date}: the pope renounced the office." |
*
* @param {Conclave_Vacancy_RenouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_vacancy_renounced: ((inputs: Conclave_Vacancy_RenouncedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Vacancy_RenouncedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "white smoke" |
*
* @param {Conclave_White_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_white_smoke: ((inputs?: Conclave_White_SmokeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_White_SmokeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "WHITE SMOKE" |
*
* @param {Conclave_White_Smoke_HeadlineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_white_smoke_headline: ((inputs?: Conclave_White_Smoke_HeadlineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_White_Smoke_HeadlineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
* | "Link copied: {url}" |
*
* @param {Dialogs_Donation_CopiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_copied: ((inputs: Dialogs_Donation_CopiedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_CopiedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Copy this link to share it: {url}" |
*
* @param {Dialogs_Donation_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_copy_failed: ((inputs: Dialogs_Donation_Copy_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_Copy_FailedInputs, {
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
* | "Share Cardinalis" |
*
* @param {Dialogs_Donation_ShareInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_share: ((inputs?: Dialogs_Donation_ShareInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dialogs_Donation_ShareInputs, {
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
* | "With or without" |
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
* | "See all results for “{term}”" |
*
* @param {Directory_See_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_see_all: ((inputs: Directory_See_AllInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_See_AllInputs, {
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
* | "Tell me when there is white smoke" |
*
* @param {Live_Alert_OffInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_off: ((inputs?: Live_Alert_OffInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Alert_OffInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "On: I will tell you when there is white smoke" |
*
* @param {Live_Alert_OnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_on: ((inputs?: Live_Alert_OnInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Alert_OnInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Poll and further reading" |
*
* @param {Live_Aside_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_aside_label: ((inputs?: Live_Aside_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Aside_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the cardinals" |
*
* @param {Live_BackInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_back: ((inputs?: Live_BackInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_BackInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave coverage" |
*
* @param {Live_Conclave_CoverageInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_conclave_coverage: ((inputs?: Live_Conclave_CoverageInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Conclave_CoverageInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Live conclave coverage (muted)" |
*
* @param {Live_Conclave_Coverage_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_conclave_coverage_title: ((inputs?: Live_Conclave_Coverage_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Conclave_Coverage_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Live coverage" |
*
* @param {Live_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_eyebrow: ((inputs?: Live_EyebrowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_EyebrowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How is a pope elected?" |
*
* @param {Live_How_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_how_elected: ((inputs?: Live_How_ElectedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_How_ElectedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors, ballots, smoke and the two-thirds rule, explained." |
*
* @param {Live_How_Elected_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_how_elected_text: ((inputs?: Live_How_Elected_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_How_Elected_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Watch St. Peter's Square and the conclave coverage side by side, and tell us who you think will be elected." |
*
* @param {Live_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_intro: ((inputs?: Live_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Learn how popes are elected" |
*
* @param {Live_Learn_HowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_learn_how: ((inputs?: Live_Learn_HowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Learn_HowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No live stream is on now" |
*
* @param {Live_No_Stream_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_stream_heading: ((inputs?: Live_No_Stream_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_No_Stream_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Notice from the site" |
*
* @param {Live_Notice_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_notice_label: ((inputs?: Live_Notice_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Notice_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Papal Election Poll" |
*
* @param {Live_Poll_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_heading: ((inputs?: Live_Poll_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Poll_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "One prediction per visitor. Just for fun: the cardinals decide." |
*
* @param {Live_Poll_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_intro: ((inputs?: Live_Poll_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Poll_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Results" |
*
* @param {Live_Poll_Tab_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_tab_results: ((inputs?: Live_Poll_Tab_ResultsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Poll_Tab_ResultsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cast Vote" |
*
* @param {Live_Poll_Tab_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_tab_vote: ((inputs?: Live_Poll_Tab_VoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Poll_Tab_VoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "St. Peter's Square" |
*
* @param {Live_St_PetersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_st_peters: ((inputs?: Live_St_PetersInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_St_PetersInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Live stream from St. Peter's Square" |
*
* @param {Live_St_Peters_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_st_peters_title: ((inputs?: Live_St_Peters_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_St_Peters_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Take the fun polls" |
*
* @param {Live_Take_PollsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_take_polls: ((inputs?: Live_Take_PollsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Take_PollsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave Live" |
*
* @param {Live_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_title: ((inputs?: Live_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Try our light-hearted polls." |
*
* @param {Live_Try_PollsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_try_polls: ((inputs?: Live_Try_PollsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Try_PollsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for white smoke?" |
*
* @param {Live_Waiting_WhiteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_waiting_white: ((inputs?: Live_Waiting_WhiteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Waiting_WhiteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading page..." |
*
* @param {Loading_PageInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const loading_page: ((inputs?: Loading_PageInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Loading_PageInputs, {
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
* | "← Back to the profile of Pope Leo XIV" |
*
* @param {Pope_Back_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_back_to_profile: ((inputs?: Pope_Back_To_ProfileInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Back_To_ProfileInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The profile of the new Holy Father: his life, formation and career, how observers read his positions, his own words, and where every fact comes from." |
*
* @param {Pope_Banner_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_banner_intro: ((inputs?: Pope_Banner_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Banner_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam · {date}" |
*
* @param {Pope_Banner_KickerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_banner_kicker: ((inputs: Pope_Banner_KickerInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Banner_KickerInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Biographical details" |
*
* @param {Pope_Bio_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_bio_heading: ((inputs?: Pope_Bio_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Bio_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Career" |
*
* @param {Pope_Career_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_career_heading: ((inputs?: Pope_Career_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Career_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{date}, by Pope {name}" |
*
* @param {Pope_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_created_by: ((inputs: Pope_Created_ByInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Created_ByInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{date}, by {creator}" |
*
* @param {Pope_Created_By_RecordedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_created_by_recorded: ((inputs: Pope_Created_By_RecordedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Created_By_RecordedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Deep dive" |
*
* @param {Pope_Deep_DiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_deep_dive: ((inputs?: Pope_Deep_DiveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Deep_DiveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Deep dive sections" |
*
* @param {Pope_Deep_Dive_SectionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_deep_dive_sections: ((inputs?: Pope_Deep_Dive_SectionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Deep_Dive_SectionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Deep dive · Leo XIV" |
*
* @param {Pope_Deep_Dive_ShortInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_deep_dive_short: ((inputs?: Pope_Deep_Dive_ShortInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Deep_Dive_ShortInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Details of his education are not available yet." |
*
* @param {Pope_Education_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_education_empty: ((inputs?: Pope_Education_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Education_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Education" |
*
* @param {Pope_Education_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_education_heading: ((inputs?: Pope_Education_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Education_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Error Loading Profile" |
*
* @param {Pope_Error_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_error_heading: ((inputs?: Pope_Error_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Error_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to load the papal profile. Please try again later." |
*
* @param {Pope_Error_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_error_text: ((inputs?: Pope_Error_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Error_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Evidence:" |
*
* @param {Pope_EvidenceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_evidence: ((inputs?: Pope_EvidenceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_EvidenceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Excerpts: {cut} marks words left out." |
*
* @param {Pope_Excerpts_NoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_excerpts_note: ((inputs: Pope_Excerpts_NoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Excerpts_NoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Born" |
*
* @param {Pope_Fact_BornInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_born: ((inputs?: Pope_Fact_BornInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_BornInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Episcopal consecration" |
*
* @param {Pope_Fact_ConsecratedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_consecrated: ((inputs?: Pope_Fact_ConsecratedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_ConsecratedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Pope_Fact_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_country: ((inputs?: Pope_Fact_CountryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_CountryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created cardinal" |
*
* @param {Pope_Fact_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_created: ((inputs?: Pope_Fact_CreatedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_CreatedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Elected pope" |
*
* @param {Pope_Fact_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_elected: ((inputs?: Pope_Fact_ElectedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_ElectedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Episcopal motto" |
*
* @param {Pope_Fact_MottoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_motto: ((inputs?: Pope_Fact_MottoInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_MottoInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Nationality" |
*
* @param {Pope_Fact_NationalityInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_nationality: ((inputs?: Pope_Fact_NationalityInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_NationalityInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Ordained priest" |
*
* @param {Pope_Fact_OrdainedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_ordained: ((inputs?: Pope_Fact_OrdainedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_OrdainedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Religious order" |
*
* @param {Pope_Fact_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_order: ((inputs?: Pope_Fact_OrderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Fact_OrderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The first papal message" |
*
* @param {Pope_First_Message_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_first_message_heading: ((inputs?: Pope_First_Message_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_First_Message_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "All cardinals" |
*
* @param {Pope_Footer_All_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_all_cardinals: ((inputs?: Pope_Footer_All_CardinalsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Footer_All_CardinalsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Compiled from the sources listed above; record data as of {date}. This site is not affiliated with the Holy See." |
*
* @param {Pope_Footer_CompiledInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_compiled: ((inputs: Pope_Footer_CompiledInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Footer_CompiledInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Deep dive on Leo XIV" |
*
* @param {Pope_Footer_Deep_DiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_deep_dive: ((inputs?: Pope_Footer_Deep_DiveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Footer_Deep_DiveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "More about the papacy" |
*
* @param {Pope_Footer_MoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_more: ((inputs?: Pope_Footer_MoreInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Footer_MoreInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Spotted an error? Write to" |
*
* @param {Pope_Footer_Write_ToInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_write_to: ((inputs?: Pope_Footer_Write_ToInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Footer_Write_ToInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "His leadership record has not been summarised yet." |
*
* @param {Pope_Leadership_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_leadership_empty: ((inputs?: Pope_Leadership_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Leadership_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Leo XIV" |
*
* @param {Pope_Leo_XivInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_leo_xiv: ((inputs?: Pope_Leo_XivInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Leo_XivInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Life and ministry" |
*
* @param {Pope_Life_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_life_heading: ((inputs?: Pope_Life_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Life_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the papal profile..." |
*
* @param {Pope_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_loading: ((inputs?: Pope_LoadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_LoadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Background, theology, leadership and the debates around Pope Leo XIV, fairly told and sourced." |
*
* @param {Pope_Meta_Deep_Dive_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_deep_dive_description: ((inputs?: Pope_Meta_Deep_Dive_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Meta_Deep_Dive_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pope Leo XIV: a deep dive" |
*
* @param {Pope_Meta_Deep_Dive_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_deep_dive_title: ((inputs?: Pope_Meta_Deep_Dive_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Meta_Deep_Dive_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Robert Francis Prevost, elected Pope Leo XIV on 8 May 2025: life, formation, career, views, priorities and his first words, with sources." |
*
* @param {Pope_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_description: ((inputs?: Pope_Meta_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Meta_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "What each of the nine rating categories on a cardinal's profile measures, what 1 and 5 mean, and what evidence counts: editorial judgements, each with its so..." |
*
* @param {Pope_Meta_Methodology_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_methodology_description: ((inputs?: Pope_Meta_Methodology_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Meta_Methodology_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pope Leo XIV: profile of the new Holy Father" |
*
* @param {Pope_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_title: ((inputs?: Pope_Meta_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Meta_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "His priorities have not been summarised yet." |
*
* @param {Pope_Priorities_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_priorities_empty: ((inputs?: Pope_Priorities_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Priorities_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No documented quotations have been added yet." |
*
* @param {Pope_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_quotes_empty: ((inputs?: Pope_Quotes_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Quotes_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The theological profile has not been published yet." |
*
* @param {Pope_Ratings_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_ratings_empty: ((inputs?: Pope_Ratings_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Ratings_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Our editors' judgements on a scale of 1 to 5, each resting on the public record named beneath it. For \"Conservative vs. Liberal Views\", 1 is most liberal and..." |
*
* @param {Pope_Ratings_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_ratings_intro: ((inputs?: Pope_Ratings_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Ratings_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Read the deep dive →" |
*
* @param {Pope_Read_Deep_DiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_read_deep_dive: ((inputs?: Pope_Read_Deep_DiveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Read_Deep_DiveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "References" |
*
* @param {Pope_References_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_references_heading: ((inputs?: Pope_References_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_References_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Benedict XVI" |
*
* @param {Pope_Regnal_Benedict_XviInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_regnal_benedict_xvi: ((inputs?: Pope_Regnal_Benedict_XviInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Regnal_Benedict_XviInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Francis" |
*
* @param {Pope_Regnal_FrancisInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_regnal_francis: ((inputs?: Pope_Regnal_FrancisInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Regnal_FrancisInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "John Paul II" |
*
* @param {Pope_Regnal_John_Paul_IiInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_regnal_john_paul_ii: ((inputs?: Pope_Regnal_John_Paul_IiInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Regnal_John_Paul_IiInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Pope_Source_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_source_label: ((inputs?: Pope_Source_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Source_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sources" |
*
* @param {Pope_Sources_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_sources_heading: ((inputs?: Pope_Sources_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Sources_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} month" |
* | "other" | "{count} months" |
*
* @param {Pope_Span_MonthsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_span_months: ((inputs: Pope_Span_MonthsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Span_MonthsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "less than a month" |
*
* @param {Pope_Span_Under_A_MonthInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_span_under_a_month: ((inputs?: Pope_Span_Under_A_MonthInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Span_Under_A_MonthInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} year" |
* | "other" | "{count} years" |
*
* @param {Pope_Span_YearsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_span_years: ((inputs: Pope_Span_YearsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Span_YearsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{years} and {months}" |
*
* @param {Pope_Span_Years_And_MonthsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_span_years_and_months: ((inputs: Pope_Span_Years_And_MonthsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Span_Years_And_MonthsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Leadership" |
*
* @param {Pope_Tab_LeadershipInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_leadership: ((inputs?: Pope_Tab_LeadershipInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Tab_LeadershipInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Priorities" |
*
* @param {Pope_Tab_PrioritiesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_priorities: ((inputs?: Pope_Tab_PrioritiesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Tab_PrioritiesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Notable Quotes" |
*
* @param {Pope_Tab_QuotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_quotes: ((inputs?: Pope_Tab_QuotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Tab_QuotesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Theological Profile" |
*
* @param {Pope_Tab_TheologicalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_theological: ((inputs?: Pope_Tab_TheologicalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Tab_TheologicalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Views" |
*
* @param {Pope_Tab_ViewsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_views: ((inputs?: Pope_Tab_ViewsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Tab_ViewsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Positions, leadership and words" |
*
* @param {Pope_Tabs_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tabs_heading: ((inputs?: Pope_Tabs_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Tabs_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Profile of the pope" |
*
* @param {Pope_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tabs_label: ((inputs?: Pope_Tabs_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Tabs_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Leo XIV was elected on {elected}, {span} before {today}, the day this page was shown." |
*
* @param {Pope_Time_In_OfficeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_time_in_office: ((inputs: Pope_Time_In_OfficeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Time_In_OfficeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pope {name}" |
*
* @param {Pope_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_title: ((inputs: Pope_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "His views have not been summarised yet." |
*
* @param {Pope_Views_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_views_empty: ((inputs?: Pope_Views_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Views_EmptyInputs, {
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
export type Cardinal_AgeInputs = {};
export type Cardinal_Age_ElectorInputs = {};
export type Cardinal_Age_YearsInputs = {
    years: NonNullable<unknown>;
};
export type Cardinal_Based_OnInputs = {};
export type Cardinal_Basic_InformationInputs = {};
export type Cardinal_Bio_EmptyInputs = {};
export type Cardinal_Bio_HeadingInputs = {};
export type Cardinal_Birth_DateInputs = {};
export type Cardinal_Birth_PlaceInputs = {};
export type Cardinal_CloseInputs = {};
export type Cardinal_ConclavesInputs = {};
export type Cardinal_Conclaves_NoneInputs = {};
export type Cardinal_Conclaves_Took_PartInputs = {
    count: NonNullable<unknown>;
    years: NonNullable<unknown>;
};
export type Cardinal_ContextInputs = {};
export type Cardinal_CountryInputs = {};
export type Cardinal_CreatedInputs = {};
export type Cardinal_Created_ByInputs = {};
export type Cardinal_DeceasedInputs = {};
export type Cardinal_Did_Not_Take_PartInputs = {
    year: NonNullable<unknown>;
};
export type Cardinal_Did_You_MeanInputs = {};
export type Cardinal_DiedInputs = {};
export type Cardinal_Died_ValueInputs = {
    date: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
export type Cardinal_Habemus_DecoderInputs = {};
export type Cardinal_Head_BornInputs = {
    date: NonNullable<unknown>;
};
export type Cardinal_Head_Born_InInputs = {
    date: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Cardinal_Head_CountryInputs = {
    country: NonNullable<unknown>;
};
export type Cardinal_Head_DiedInputs = {
    date: NonNullable<unknown>;
};
export type Cardinal_Head_TailInputs = {};
export type Cardinal_In_CollegeInputs = {};
export type Cardinal_Last_OfficeInputs = {
    office: NonNullable<unknown>;
};
export type Cardinal_Latin_KeptInputs = {
    names: NonNullable<unknown>;
};
export type Cardinal_Latin_LeadInputs = {};
export type Cardinal_Latin_NamesInputs = {};
export type Cardinal_Latin_Pope_LeadInputs = {};
export type Cardinal_Load_ErrorInputs = {};
export type Cardinal_LoadingInputs = {};
export type Cardinal_MottoInputs = {};
export type Cardinal_Of_The_ChurchInputs = {};
export type Cardinal_Office_SinceInputs = {
    office: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Cardinal_Panel_Not_FoundInputs = {};
export type Cardinal_Panel_Not_ListedInputs = {
    slug: NonNullable<unknown>;
};
export type Cardinal_Profile_SectionsInputs = {};
export type Cardinal_Quotes_EmptyInputs = {};
export type Cardinal_Quotes_HeadingInputs = {};
export type Cardinal_RankInputs = {};
export type Cardinal_Rank_BishopInputs = {};
export type Cardinal_Rank_DeaconInputs = {};
export type Cardinal_Rank_PriestInputs = {};
export type Cardinal_Rating_Out_OfInputs = {
    value: NonNullable<unknown>;
};
export type Cardinal_Ratings_EmptyInputs = {};
export type Cardinal_Ratings_HeadingInputs = {};
export type Cardinal_Ratings_IntroInputs = {};
export type Cardinal_Ratings_MethodInputs = {};
export type Cardinal_RenouncedInputs = {};
export type Cardinal_Renounced_ValueInputs = {
    date: NonNullable<unknown>;
};
export type Cardinal_Route_Not_FoundInputs = {};
export type Cardinal_Route_Not_ListedInputs = {};
export type Cardinal_Search_ForInputs = {
    term: NonNullable<unknown>;
};
export type Cardinal_SourceInputs = {};
export type Cardinal_Source_LabelInputs = {};
export type Cardinal_Source_NInputs = {
    n: NonNullable<unknown>;
};
export type Cardinal_Sources_EmptyInputs = {};
export type Cardinal_Sources_HeadingInputs = {};
export type Cardinal_SuggestInputs = {};
export type Cardinal_Suggest_CancelInputs = {};
export type Cardinal_Suggest_DatesInputs = {};
export type Cardinal_Suggest_EmailInputs = {};
export type Cardinal_Suggest_FailedInputs = {};
export type Cardinal_Suggest_FieldInputs = {};
export type Cardinal_Suggest_Need_BothInputs = {};
export type Cardinal_Suggest_Need_SourceInputs = {};
export type Cardinal_Suggest_Need_ValueInputs = {};
export type Cardinal_Suggest_SendInputs = {};
export type Cardinal_Suggest_SendingInputs = {};
export type Cardinal_Suggest_SourceInputs = {};
export type Cardinal_Suggest_ThanksInputs = {};
export type Cardinal_Suggest_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Cardinal_Suggest_ValueInputs = {};
export type Cardinal_Tab_BiographyInputs = {};
export type Cardinal_Tab_QuotesInputs = {};
export type Cardinal_Tab_RatingsInputs = {};
export type Cardinal_Tab_SourcesInputs = {};
export type Cardinal_Tab_ViewsInputs = {};
export type Cardinal_TitleInputs = {};
export type Cardinal_UnavailableInputs = {};
export type Cardinal_Views_EmptyInputs = {};
export type Cardinal_Views_HeadingInputs = {};
export type Conclave_Announced_AtInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Ballot_BannerInputs = {
    day: NonNullable<unknown>;
    n: NonNullable<unknown>;
    smoke: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Ballot_LineInputs = {
    n: NonNullable<unknown>;
    smoke: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Begins_AtInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Black_SmokeInputs = {};
export type Conclave_DayInputs = {
    day: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Conclave_ElectedInputs = {};
export type Conclave_ElectorsInputs = {};
export type Conclave_Electors_NoteInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_Electors_WordInputs = {
    count: NonNullable<unknown>;
};
export type Conclave_Follow_LiveInputs = {};
export type Conclave_Habemus_Papam_LineInputs = {};
export type Conclave_Heading_ConclaveInputs = {};
export type Conclave_Heading_ElectedInputs = {};
export type Conclave_Heading_VacantInputs = {};
export type Conclave_MajorityInputs = {
    majority: NonNullable<unknown>;
};
export type Conclave_May_BeginInputs = {
    earliest: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Conclave_No_SmokeInputs = {};
export type Conclave_NotesInputs = {};
export type Conclave_Sede_Vacante_SinceInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_See_In_DirectoryInputs = {};
export type Conclave_See_VacantInputs = {};
export type Conclave_Smoke_HeadingInputs = {};
export type Conclave_SourceInputs = {};
export type Conclave_StartInputs = {};
export type Conclave_Start_AnnouncedInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Start_WindowInputs = {
    earliest: NonNullable<unknown>;
    latest: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Conclave_Took_NameInputs = {
    name: NonNullable<unknown>;
};
export type Conclave_Under_Way_SinceInputs = {
    date: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Conclave_Vacancy_DiedInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_Vacancy_RenouncedInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_White_SmokeInputs = {};
export type Conclave_White_Smoke_HeadlineInputs = {};
export type Dialogs_Donation_BodyInputs = {};
export type Dialogs_Donation_Body_Without_UrlInputs = {};
export type Dialogs_Donation_CloseInputs = {};
export type Dialogs_Donation_CopiedInputs = {
    url: NonNullable<unknown>;
};
export type Dialogs_Donation_Copy_FailedInputs = {
    url: NonNullable<unknown>;
};
export type Dialogs_Donation_DonateInputs = {};
export type Dialogs_Donation_LaterInputs = {};
export type Dialogs_Donation_ShareInputs = {};
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
export type Directory_See_AllInputs = {
    term: NonNullable<unknown>;
};
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
export type Live_Alert_OffInputs = {};
export type Live_Alert_OnInputs = {};
export type Live_Aside_LabelInputs = {};
export type Live_BackInputs = {};
export type Live_Conclave_CoverageInputs = {};
export type Live_Conclave_Coverage_TitleInputs = {};
export type Live_EyebrowInputs = {};
export type Live_How_ElectedInputs = {};
export type Live_How_Elected_TextInputs = {};
export type Live_IntroInputs = {};
export type Live_Learn_HowInputs = {};
export type Live_No_Stream_HeadingInputs = {};
export type Live_Notice_LabelInputs = {};
export type Live_Poll_HeadingInputs = {};
export type Live_Poll_IntroInputs = {};
export type Live_Poll_Tab_ResultsInputs = {};
export type Live_Poll_Tab_VoteInputs = {};
export type Live_St_PetersInputs = {};
export type Live_St_Peters_TitleInputs = {};
export type Live_Take_PollsInputs = {};
export type Live_TitleInputs = {};
export type Live_Try_PollsInputs = {};
export type Live_Waiting_WhiteInputs = {};
export type Loading_PageInputs = {};
export type Nav_HomeInputs = {};
export type Nav_InsightsInputs = {};
export type Nav_LabelInputs = {};
export type Nav_LiveInputs = {};
export type Nav_Why_PopeInputs = {};
export type Not_Found_BackInputs = {};
export type Not_Found_TextInputs = {};
export type Not_Found_TitleInputs = {};
export type Pope_Back_To_ProfileInputs = {};
export type Pope_Banner_IntroInputs = {};
export type Pope_Banner_KickerInputs = {
    date: NonNullable<unknown>;
};
export type Pope_Bio_HeadingInputs = {};
export type Pope_Career_HeadingInputs = {};
export type Pope_Created_ByInputs = {
    date: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Pope_Created_By_RecordedInputs = {
    date: NonNullable<unknown>;
    creator: NonNullable<unknown>;
};
export type Pope_Deep_DiveInputs = {};
export type Pope_Deep_Dive_SectionsInputs = {};
export type Pope_Deep_Dive_ShortInputs = {};
export type Pope_Education_EmptyInputs = {};
export type Pope_Education_HeadingInputs = {};
export type Pope_Error_HeadingInputs = {};
export type Pope_Error_TextInputs = {};
export type Pope_EvidenceInputs = {};
export type Pope_Excerpts_NoteInputs = {
    cut: NonNullable<unknown>;
};
export type Pope_Fact_BornInputs = {};
export type Pope_Fact_ConsecratedInputs = {};
export type Pope_Fact_CountryInputs = {};
export type Pope_Fact_CreatedInputs = {};
export type Pope_Fact_ElectedInputs = {};
export type Pope_Fact_MottoInputs = {};
export type Pope_Fact_NationalityInputs = {};
export type Pope_Fact_OrdainedInputs = {};
export type Pope_Fact_OrderInputs = {};
export type Pope_First_Message_HeadingInputs = {};
export type Pope_Footer_All_CardinalsInputs = {};
export type Pope_Footer_CompiledInputs = {
    date: NonNullable<unknown>;
};
export type Pope_Footer_Deep_DiveInputs = {};
export type Pope_Footer_MoreInputs = {};
export type Pope_Footer_Write_ToInputs = {};
export type Pope_Leadership_EmptyInputs = {};
export type Pope_Leo_XivInputs = {};
export type Pope_Life_HeadingInputs = {};
export type Pope_LoadingInputs = {};
export type Pope_Meta_Deep_Dive_DescriptionInputs = {};
export type Pope_Meta_Deep_Dive_TitleInputs = {};
export type Pope_Meta_DescriptionInputs = {};
export type Pope_Meta_Methodology_DescriptionInputs = {};
export type Pope_Meta_TitleInputs = {};
export type Pope_Priorities_EmptyInputs = {};
export type Pope_Quotes_EmptyInputs = {};
export type Pope_Ratings_EmptyInputs = {};
export type Pope_Ratings_IntroInputs = {};
export type Pope_Read_Deep_DiveInputs = {};
export type Pope_References_HeadingInputs = {};
export type Pope_Regnal_Benedict_XviInputs = {};
export type Pope_Regnal_FrancisInputs = {};
export type Pope_Regnal_John_Paul_IiInputs = {};
export type Pope_Source_LabelInputs = {};
export type Pope_Sources_HeadingInputs = {};
export type Pope_Span_MonthsInputs = {
    count: NonNullable<unknown>;
};
export type Pope_Span_Under_A_MonthInputs = {};
export type Pope_Span_YearsInputs = {
    count: NonNullable<unknown>;
};
export type Pope_Span_Years_And_MonthsInputs = {
    years: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Pope_Tab_LeadershipInputs = {};
export type Pope_Tab_PrioritiesInputs = {};
export type Pope_Tab_QuotesInputs = {};
export type Pope_Tab_TheologicalInputs = {};
export type Pope_Tab_ViewsInputs = {};
export type Pope_Tabs_HeadingInputs = {};
export type Pope_Tabs_LabelInputs = {};
export type Pope_Time_In_OfficeInputs = {
    elected: NonNullable<unknown>;
    span: NonNullable<unknown>;
    today: NonNullable<unknown>;
};
export type Pope_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Pope_Views_EmptyInputs = {};
export type Site_TaglineInputs = {};
export type Skip_To_ContentInputs = {};
