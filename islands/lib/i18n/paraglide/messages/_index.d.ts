/**
* | output |
* | --- |
* | "Accepts" |
*
* @param {Apidocs_AcceptsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_accepts: ((inputs?: Apidocs_AcceptsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_AcceptsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Answer: {status} · {type}" |
*
* @param {Apidocs_AnswerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_answer: ((inputs: Apidocs_AnswerInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_AnswerInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Apidocs_AnswersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_answers: ((inputs?: Apidocs_AnswersInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_AnswersInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "any" |
*
* @param {Apidocs_AnyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_any: ((inputs?: Apidocs_AnyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_AnyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Asking the API…" |
*
* @param {Apidocs_AskingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_asking: ((inputs?: Apidocs_AskingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_AskingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "at most {count} characters" |
*
* @param {Apidocs_At_MostInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_at_most: ((inputs: Apidocs_At_MostInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_At_MostInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinalis, roster of the College of Cardinals, version N, data as of {date}" |
*
* @param {Apidocs_CitationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_citation: ((inputs: Apidocs_CitationInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_CitationInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Please cite the roster version and date that come with every download (the {versionHeader} and {dateHeader} headers, or {versionField} and {dateField} in the..." |
*
* @param {Apidocs_CiteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_cite: ((inputs: Apidocs_CiteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_CiteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Public reads answer any site ({header})." |
*
* @param {Apidocs_CorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_cors: ((inputs: Apidocs_CorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_CorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The members of the College and the pope, one row each, for spreadsheets (UTF-8, RFC 4180)." |
*
* @param {Apidocs_CsvInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_csv: ((inputs?: Apidocs_CsvInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_CsvInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Add {param} to the CSV or JSON address for the College of another day, with the ages and elector status of that day. The roster can answer from the day its f..." |
*
* @param {Apidocs_Date_ParamInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_date_param: ((inputs: Apidocs_Date_ParamInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_Date_ParamInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "default {value}" |
*
* @param {Apidocs_DefaultInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_default: ((inputs: Apidocs_DefaultInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_DefaultInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The API description could not be loaded: {error}" |
*
* @param {Apidocs_Doc_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_doc_error: ((inputs: Apidocs_Doc_ErrorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_Doc_ErrorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Downloads" |
*
* @param {Apidocs_DownloadsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_downloads: ((inputs?: Apidocs_DownloadsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_DownloadsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Endpoints" |
*
* @param {Apidocs_EndpointsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_endpoints: ((inputs?: Apidocs_EndpointsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_EndpointsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The request failed: {error}" |
*
* @param {Apidocs_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_failed: ((inputs: Apidocs_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "A calendar of electors' 80th birthdays in the next 24 months, to subscribe to." |
*
* @param {Apidocs_IcsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_ics: ((inputs?: Apidocs_IcsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_IcsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Everything in the directory is yours to reuse: download the whole roster, subscribe to the calendar, or read the API from your own site or script. No key is ..." |
*
* @param {Apidocs_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_intro: ((inputs: Apidocs_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The same rows as JSON, with the roster version and the date of its last change." |
*
* @param {Apidocs_JsonInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_json: ((inputs?: Apidocs_JsonInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_JsonInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the API description..." |
*
* @param {Apidocs_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_loading: ((inputs?: Apidocs_LoadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_LoadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Download the roster of the College of Cardinals as CSV or JSON, subscribe to a calendar of 80th birthdays, or read the documented API." |
*
* @param {Apidocs_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_meta_description: ((inputs?: Apidocs_Meta_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_Meta_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "… {count} more lines" |
*
* @param {Apidocs_More_LinesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_more_lines: ((inputs: Apidocs_More_LinesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_More_LinesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "This site sets no per-address limit on reads." |
*
* @param {Apidocs_No_LimitInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_no_limit: ((inputs?: Apidocs_No_LimitInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_No_LimitInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "one of {values}" |
*
* @param {Apidocs_One_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_one_of: ((inputs: Apidocs_One_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_One_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Votes and the operator's settings are for this site's own pages only." |
*
* @param {Apidocs_Own_PagesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_own_pages: ((inputs?: Apidocs_Own_PagesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_Own_PagesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Parameter" |
*
* @param {Apidocs_ParameterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_parameter: ((inputs?: Apidocs_ParameterInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_ParameterInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Parameters of {path}" |
*
* @param {Apidocs_Parameters_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_parameters_of: ((inputs: Apidocs_Parameters_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_Parameters_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Each address may make {requests} requests every {seconds} seconds; past that the answer is 429 with a Retry-After header saying how long to wait." |
*
* @param {Apidocs_Rate_LimitInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_rate_limit: ((inputs: Apidocs_Rate_LimitInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_Rate_LimitInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Show the live answer" |
*
* @param {Apidocs_Show_LiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_show_live: ((inputs?: Apidocs_Show_LiveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_Show_LiveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Licence, citation and limits" |
*
* @param {Apidocs_TermsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_terms: ((inputs?: Apidocs_TermsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_TermsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Open data and API" |
*
* @param {Apidocs_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_title: ((inputs?: Apidocs_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Apidocs_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
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
* | "Catholic Church" |
*
* @param {Cardinal_Jsonld_ChurchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_jsonld_church: ((inputs?: Cardinal_Jsonld_ChurchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Jsonld_ChurchInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "College of Cardinals" |
*
* @param {Cardinal_Jsonld_CollegeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_jsonld_college: ((inputs?: Cardinal_Jsonld_CollegeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Jsonld_CollegeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinal who renounced the rights of the cardinalate on {date}: still a member of the College of Cardinals, not an elector." |
*
* @param {Cardinal_Jsonld_RenouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_jsonld_renounced: ((inputs: Cardinal_Jsonld_RenouncedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Jsonld_RenouncedInputs, {
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
* | "Portrait of {name}" |
*
* @param {Cardinal_Portrait_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_portrait_of: ((inputs: Cardinal_Portrait_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cardinal_Portrait_OfInputs, {
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
* | "Atom feed" |
*
* @param {Changes_Atom_FeedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_atom_feed: ((inputs?: Changes_Atom_FeedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Atom_FeedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "changed to" |
*
* @param {Changes_Changed_ToInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_changed_to: ((inputs?: Changes_Changed_ToInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Changed_ToInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Data as of" |
*
* @param {Changes_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_data_as_of: ((inputs?: Changes_Data_As_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Data_As_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No change has been made since the content was compiled." |
*
* @param {Changes_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_empty: ((inputs?: Changes_EmptyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_EmptyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The change log could not be loaded. Please try again later." |
*
* @param {Changes_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_error: ((inputs?: Changes_ErrorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_ErrorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Date of birth" |
*
* @param {Changes_Field_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_birth_date: ((inputs?: Changes_Field_Birth_DateInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Birth_DateInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Place of birth" |
*
* @param {Changes_Field_Birth_PlaceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_birth_place: ((inputs?: Changes_Field_Birth_PlaceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Birth_PlaceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created by" |
*
* @param {Changes_Field_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_created_by: ((inputs?: Changes_Field_Created_ByInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Created_ByInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created cardinal" |
*
* @param {Changes_Field_Created_CardinalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_created_cardinal: ((inputs?: Changes_Field_Created_CardinalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Created_CardinalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Changes_Field_Current_PositionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_current_position: ((inputs?: Changes_Field_Current_PositionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Current_PositionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Date of death" |
*
* @param {Changes_Field_Death_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_death_date: ((inputs?: Changes_Field_Death_DateInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Death_DateInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Episcopal consecration" |
*
* @param {Changes_Field_Episcopal_ConsecrationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_episcopal_consecration: ((inputs?: Changes_Field_Episcopal_ConsecrationInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Episcopal_ConsecrationInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Changes_Field_Full_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_full_name: ((inputs?: Changes_Field_Full_NameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Full_NameInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Given names" |
*
* @param {Changes_Field_Given_NamesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_given_names: ((inputs?: Changes_Field_Given_NamesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Given_NamesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Surname" |
*
* @param {Changes_Field_Last_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_last_name: ((inputs?: Changes_Field_Last_NameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Last_NameInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Name with order" |
*
* @param {Changes_Field_Name_With_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_name_with_order: ((inputs?: Changes_Field_Name_With_OrderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Name_With_OrderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Changes_Field_NationalityInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_nationality: ((inputs?: Changes_Field_NationalityInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_NationalityInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Press Office biography" |
*
* @param {Changes_Field_Official_Biography_UrlInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_official_biography_url: ((inputs?: Changes_Field_Official_Biography_UrlInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Official_Biography_UrlInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Priestly ordination" |
*
* @param {Changes_Field_Priest_OrdinationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_priest_ordination: ((inputs?: Changes_Field_Priest_OrdinationInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Priest_OrdinationInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Changes_Field_RankInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_rank: ((inputs?: Changes_Field_RankInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_RankInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Region" |
*
* @param {Changes_Field_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_region: ((inputs?: Changes_Field_RegionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_RegionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Religious order" |
*
* @param {Changes_Field_Religious_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_religious_order: ((inputs?: Changes_Field_Religious_OrderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Religious_OrderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Renunciation of the rights of the cardinalate" |
*
* @param {Changes_Field_Renunciation_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_renunciation_date: ((inputs?: Changes_Field_Renunciation_DateInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Renunciation_DateInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Wikidata item" |
*
* @param {Changes_Field_Wikidata_IdInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_wikidata_id: ((inputs?: Changes_Field_Wikidata_IdInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Field_Wikidata_IdInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "From a reader's correction" |
*
* @param {Changes_From_CorrectionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_from_correction: ((inputs?: Changes_From_CorrectionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_From_CorrectionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Every change made to the facts of the directory since its content was compiled: who, which fact, the old and the new value, and the source. Readers can sugge..." |
*
* @param {Changes_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_intro: ((inputs?: Changes_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Changes, newest first" |
*
* @param {Changes_List_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_list_label: ((inputs?: Changes_List_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_List_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading changes..." |
*
* @param {Changes_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_loading: ((inputs?: Changes_LoadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_LoadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Every change to the facts of the cardinal directory since its content was compiled, with old and new values and sources." |
*
* @param {Changes_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_meta_description: ((inputs?: Changes_Meta_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Meta_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Newer" |
*
* @param {Changes_NewerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_newer: ((inputs?: Changes_NewerInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_NewerInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Older" |
*
* @param {Changes_OlderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_older: ((inputs?: Changes_OlderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_OlderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Changes_Page_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_page_of: ((inputs: Changes_Page_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Page_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pages of changes" |
*
* @param {Changes_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_pages_label: ((inputs?: Changes_Pages_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_Pages_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Changes_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_source: ((inputs?: Changes_SourceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_SourceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Changes to the roster" |
*
* @param {Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_title: ((inputs?: Changes_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Changes_TitleInputs, {
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
* | "{year}: {elected}, announced by {protodeacon}" |
*
* @param {Conclave_Habemus_Announced_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_announced_by: ((inputs: Conclave_Habemus_Announced_ByInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_Announced_ByInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Latin forms checked on {date}." |
*
* @param {Conclave_Habemus_CheckedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_checked: ((inputs: Conclave_Habemus_CheckedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_CheckedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{count} electors on {date}, by surname" |
*
* @param {Conclave_Habemus_CountInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_count: ((inputs: Conclave_Habemus_CountInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_CountInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave" |
*
* @param {Conclave_Habemus_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_eyebrow: ((inputs?: Conclave_Habemus_EyebrowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_EyebrowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The list of electors could not be loaded. Please try again later." |
*
* @param {Conclave_Habemus_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_failed: ((inputs?: Conclave_Habemus_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How the name is announced" |
*
* @param {Conclave_Habemus_How_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_how_heading: ((inputs?: Conclave_Habemus_How_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_How_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "From the central loggia of St Peter's, the protodeacon announces the man elected by his given names in Latin, in the accusative case, then {formula} and his ..." |
*
* @param {Conclave_Habemus_How_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_how_text: ((inputs: Conclave_Habemus_How_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_How_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Heard a name in Latin from the loggia? Type part of it, or of the surname, to see which elector it is." |
*
* @param {Conclave_Habemus_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_intro: ((inputs?: Conclave_Habemus_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{names}: kept as written, with no established Latin form" |
*
* @param {Conclave_Habemus_KeptInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_kept: ((inputs: Conclave_Habemus_KeptInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_KeptInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Latin given name or surname" |
*
* @param {Conclave_Habemus_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_label: ((inputs?: Conclave_Habemus_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The last three announcements" |
*
* @param {Conclave_Habemus_Last_ThreeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_last_three: ((inputs?: Conclave_Habemus_Last_ThreeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_Last_ThreeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The electors as they would be announced" |
*
* @param {Conclave_Habemus_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_list_heading: ((inputs?: Conclave_Habemus_List_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_List_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the electors..." |
*
* @param {Conclave_Habemus_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_loading: ((inputs?: Conclave_Habemus_LoadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_LoadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{matches} of {total} electors match “{query}”" |
*
* @param {Conclave_Habemus_MatchesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_matches: ((inputs: Conclave_Habemus_MatchesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_MatchesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No elector's given names or surname contain that. Try fewer letters, or the surname." |
*
* @param {Conclave_Habemus_NoneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_none: ((inputs?: Conclave_Habemus_NoneInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_NoneInputs, {
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
* | "e.g. Petrum, Ioannem, Parolin" |
*
* @param {Conclave_Habemus_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_placeholder: ((inputs?: Conclave_Habemus_PlaceholderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_PlaceholderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The protodeacon announces the man elected by his given names in Latin, in the accusative case, then 'Sanctae Romanae Ecclesiae Cardinalem' and his surname un..." |
*
* @param {Conclave_Habemus_RuleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_rule: ((inputs?: Conclave_Habemus_RuleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_RuleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How this site gives each name its Latin form" |
*
* @param {Conclave_Habemus_Rule_SummaryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_rule_summary: ((inputs?: Conclave_Habemus_Rule_SummaryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_Rule_SummaryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Conclave_Habemus_SearchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_search: ((inputs?: Conclave_Habemus_SearchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_SearchInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Conclave_Habemus_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_source: ((inputs?: Conclave_Habemus_SourceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Habemus_SourceInputs, {
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
* | "Every elector's given names in Latin, as the protodeacon would announce them from the loggia (Parolin: Petrum), with a search by part of a Latin name or surn..." |
*
* @param {Conclave_Meta_Habemus_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_meta_habemus_description: ((inputs?: Conclave_Meta_Habemus_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Meta_Habemus_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam decoder: the electors' names in Latin" |
*
* @param {Conclave_Meta_Habemus_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_meta_habemus_title: ((inputs?: Conclave_Meta_Habemus_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conclave_Meta_Habemus_TitleInputs, {
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
* | "Browse, search and filter every member of the College of Cardinals: age, country, region, office and who created them, with electors under 80 marked." |
*
* @param {Directory_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_meta_description: ((inputs?: Directory_Meta_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Directory_Meta_DescriptionInputs, {
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
* | "Close" |
*
* @param {Games_CloseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_close: ((inputs?: Games_CloseInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_CloseInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Full Instructions" |
*
* @param {Games_Full_InstructionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_full_instructions: ((inputs?: Games_Full_InstructionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Full_InstructionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Too many gulls. Game over." |
*
* @param {Games_Gull_Announce_LostInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_announce_lost: ((inputs?: Games_Gull_Announce_LostInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Announce_LostInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "You won. Game over." |
*
* @param {Games_Gull_Announce_WonInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_announce_won: ((inputs?: Games_Gull_Announce_WonInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Announce_WonInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Black smoke: no Pope yet." |
*
* @param {Games_Gull_Black_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_black_smoke: ((inputs?: Games_Gull_Black_SmokeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Black_SmokeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: gulls landing on the Sistine Chapel roof" |
*
* @param {Games_Gull_Canvas_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_canvas_label: ((inputs: Games_Gull_Canvas_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Canvas_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Clear all high scores" |
*
* @param {Games_Gull_Clear_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_clear_high_scores: ((inputs?: Games_Gull_Clear_High_ScoresInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Clear_High_ScoresInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Gulls that end the game" |
*
* @param {Games_Gull_Col_MaxInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_col_max: ((inputs?: Games_Gull_Col_MaxInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Col_MaxInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Gulls flying in at once" |
*
* @param {Games_Gull_Col_SpawnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_col_spawn: ((inputs?: Games_Gull_Col_SpawnInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Col_SpawnInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Speed" |
*
* @param {Games_Gull_Col_SpeedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_col_speed: ((inputs?: Games_Gull_Col_SpeedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Col_SpeedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Are you sure you want to clear all high scores?" |
*
* @param {Games_Gull_Confirm_ClearInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_confirm_clear: ((inputs?: Games_Gull_Confirm_ClearInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Confirm_ClearInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Clear the gulls from the Sistine Chapel before the conclave ends." |
*
* @param {Games_Gull_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_dialog_description: ((inputs?: Games_Gull_Dialog_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Dialog_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How to play" |
*
* @param {Games_Gull_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_dialog_title: ((inputs?: Games_Gull_Dialog_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Dialog_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Drag to aim" |
*
* @param {Games_Gull_Drag_To_AimInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_drag_to_aim: ((inputs?: Games_Gull_Drag_To_AimInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Drag_To_AimInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Exit Big Mode" |
*
* @param {Games_Gull_Exit_BigInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_exit_big: ((inputs?: Games_Gull_Exit_BigInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Exit_BigInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Exit Fullscreen" |
*
* @param {Games_Gull_Exit_FullscreenInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_exit_fullscreen: ((inputs?: Games_Gull_Exit_FullscreenInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Exit_FullscreenInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "FINAL SCORE {score}" |
*
* @param {Games_Gull_Final_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_final_score: ((inputs: Games_Gull_Final_ScoreInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Final_ScoreInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The conclave is in session, and the gulls have chosen the Sistine Chapel roof as their meeting place." |
*
* @param {Games_Gull_Full_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_1: ((inputs?: Games_Gull_Full_1Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_1Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Move the mouse to aim and click to shoot. Shots near a gull still count: each gull has a generous hit area." |
*
* @param {Games_Gull_Full_2_MouseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_2_mouse: ((inputs?: Games_Gull_Full_2_MouseInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_2_MouseInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Drag your finger to move the yellow aiming circle, then tap a gull to shoot it. Shots near a gull still count: each gull has a generous hit area." |
*
* @param {Games_Gull_Full_2_TouchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_2_touch: ((inputs?: Games_Gull_Full_2_TouchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_2_TouchInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Each shot hits one gull. A gull in flight is worth {flying} points, a gull on the roof {perched}." |
*
* @param {Games_Gull_Full_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_3: ((inputs: Games_Gull_Full_3Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_3Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Gulls arrive one at a time, and more often as the levels go on. In level 1 only one gull flies in at a time; by level {levels} up to {spawnMax} are in the ai..." |
*
* @param {Games_Gull_Full_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_4: ((inputs: Games_Gull_Full_4Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_4Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The game has {levels} levels of two minutes. Between levels the screen turns black, like the smoke of an inconclusive ballot." |
*
* @param {Games_Gull_Full_5Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_5: ((inputs: Games_Gull_Full_5Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_5Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "When white smoke rises in the last 30 seconds of a level, hold on: the level is nearly over." |
*
* @param {Games_Gull_Full_6Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_6: ((inputs?: Games_Gull_Full_6Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_6Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Survive all {levels} levels and the white smoke announces 'Habemus Papam!'." |
*
* @param {Games_Gull_Full_7Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_7: ((inputs: Games_Gull_Full_7Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Full_7Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Fullscreen" |
*
* @param {Games_Gull_FullscreenInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_fullscreen: ((inputs?: Games_Gull_FullscreenInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_FullscreenInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "HIGH SCORES" |
*
* @param {Games_Gull_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_high_scores: ((inputs?: Games_Gull_High_ScoresInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_High_ScoresInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "HOW TO PLAY" |
*
* @param {Games_Gull_How_To_Play_CapsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_how_to_play_caps: ((inputs?: Games_Gull_How_To_Play_CapsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_How_To_Play_CapsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Level" |
*
* @param {Games_Gull_LevelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_level: ((inputs?: Games_Gull_LevelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_LevelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Level {level} Complete!" |
*
* @param {Games_Gull_Level_CompleteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_level_complete: ((inputs: Games_Gull_Level_CompleteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Level_CompleteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Levels (two minutes each)" |
*
* @param {Games_Gull_Levels_CaptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_levels_caption: ((inputs?: Games_Gull_Levels_CaptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Levels_CaptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Game over" |
*
* @param {Games_Gull_Lose_AltInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_lose_alt: ((inputs?: Games_Gull_Lose_AltInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Lose_AltInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The gulls have taken the roof!" |
*
* @param {Games_Gull_Lose_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_lose_line: ((inputs?: Games_Gull_Lose_LineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Lose_LineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "MAIN MENU" |
*
* @param {Games_Gull_Main_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_main_menu: ((inputs?: Games_Gull_Main_MenuInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Main_MenuInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Complete all {levels} levels to elect a new Pope!" |
*
* @param {Games_Gull_Menu_GoalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_menu_goal: ((inputs: Games_Gull_Menu_GoalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Menu_GoalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Clear the gulls from the Sistine Chapel!" |
*
* @param {Games_Gull_Menu_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_menu_line: ((inputs?: Games_Gull_Menu_LineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Menu_LineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "NEW HIGH SCORE! YOUR INITIALS" |
*
* @param {Games_Gull_New_High_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_new_high_score: ((inputs?: Games_Gull_New_High_ScoreInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_New_High_ScoreInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No high scores yet." |
*
* @param {Games_Gull_No_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_no_high_scores: ((inputs?: Games_Gull_No_High_ScoresInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_No_High_ScoresInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "PAUSED" |
*
* @param {Games_Gull_PausedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_paused: ((inputs?: Games_Gull_PausedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_PausedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Play in Big Mode" |
*
* @param {Games_Gull_Play_BigInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_play_big: ((inputs?: Games_Gull_Play_BigInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Play_BigInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Played {time} in all" |
*
* @param {Games_Gull_PlayedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_played: ((inputs: Games_Gull_PlayedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_PlayedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "RESTART" |
*
* @param {Games_Gull_RestartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_restart: ((inputs?: Games_Gull_RestartInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_RestartInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Gulls on the roof" |
*
* @param {Games_Gull_Roof_BarInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_roof_bar: ((inputs?: Games_Gull_Roof_BarInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Roof_BarInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {max} gulls" |
*
* @param {Games_Gull_Roof_CountInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_roof_count: ((inputs: Games_Gull_Roof_CountInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Roof_CountInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Games_Gull_SaveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_save: ((inputs?: Games_Gull_SaveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_SaveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Score" |
*
* @param {Games_Gull_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_score: ((inputs?: Games_Gull_ScoreInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_ScoreInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "SCORE {score} TIME LEFT {time}" |
*
* @param {Games_Gull_Score_TimeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_score_time: ((inputs: Games_Gull_Score_TimeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Score_TimeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Gulls are taking over the Sistine Chapel roof. Play {levels} levels of two minutes each." |
*
* @param {Games_Gull_Short_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_1: ((inputs: Games_Gull_Short_1Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Short_1Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Click a gull to shoot it: {flying} points in flight, {perched} once it has landed." |
*
* @param {Games_Gull_Short_2_MouseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_2_mouse: ((inputs: Games_Gull_Short_2_MouseInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Short_2_MouseInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Tap a gull to shoot it: {flying} points in flight, {perched} once it has landed." |
*
* @param {Games_Gull_Short_2_TouchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_2_touch: ((inputs: Games_Gull_Short_2_TouchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Short_2_TouchInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Each level brings more and faster gulls: {inFlight} may fly in at once. Let {limits} gulls gather (level 1 to {levels}) and the game is over." |
*
* @param {Games_Gull_Short_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_3: ((inputs: Games_Gull_Short_3Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Short_3Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "In the last 30 seconds of a level, white smoke warns that a Pope is about to be elected." |
*
* @param {Games_Gull_Short_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_4: ((inputs?: Games_Gull_Short_4Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Short_4Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "SHOW HIGH SCORES" |
*
* @param {Games_Gull_Show_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_show_high_scores: ((inputs?: Games_Gull_Show_High_ScoresInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Show_High_ScoresInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Games_Gull_Side_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_side_title: ((inputs?: Games_Gull_Side_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Side_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Tap for Instructions" |
*
* @param {Games_Gull_Tap_InstructionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_instructions: ((inputs?: Games_Gull_Tap_InstructionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Tap_InstructionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "TAP FOR MENU" |
*
* @param {Games_Gull_Tap_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_menu: ((inputs?: Games_Gull_Tap_MenuInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Tap_MenuInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "TAP TO RESTART" |
*
* @param {Games_Gull_Tap_RestartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_restart: ((inputs?: Games_Gull_Tap_RestartInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Tap_RestartInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Tap to shoot" |
*
* @param {Games_Gull_Tap_To_ShootInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_to_shoot: ((inputs?: Games_Gull_Tap_To_ShootInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Tap_To_ShootInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "TAP TO START" |
*
* @param {Games_Gull_Tap_To_StartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_to_start: ((inputs?: Games_Gull_Tap_To_StartInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Tap_To_StartInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Time left" |
*
* @param {Games_Gull_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_time_left: ((inputs?: Games_Gull_Time_LeftInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Time_LeftInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "up to {count}" |
*
* @param {Games_Gull_Up_ToInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_up_to: ((inputs: Games_Gull_Up_ToInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Up_ToInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "White smoke! Finish before a Pope is elected!" |
*
* @param {Games_Gull_WarningInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_warning: ((inputs?: Games_Gull_WarningInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_WarningInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Watch the yellow aiming circle" |
*
* @param {Games_Gull_Watch_CircleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_watch_circle: ((inputs?: Games_Gull_Watch_CircleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Watch_CircleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "White smoke rises..." |
*
* @param {Games_Gull_White_RisesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_white_rises: ((inputs?: Games_Gull_White_RisesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_White_RisesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "White smoke: a Pope is elected" |
*
* @param {Games_Gull_Win_AltInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_win_alt: ((inputs?: Games_Gull_Win_AltInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Win_AltInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam! The roof is clear." |
*
* @param {Games_Gull_Win_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_win_line: ((inputs?: Games_Gull_Win_LineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Gull_Win_LineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Habemus Papam!" |
*
* @param {Games_Habemus_PapamInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_habemus_papam: ((inputs?: Games_Habemus_PapamInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Habemus_PapamInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Learn about real conclaves" |
*
* @param {Games_Learn_Real_ConclavesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_learn_real_conclaves: ((inputs?: Games_Learn_Real_ConclavesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Learn_Real_ConclavesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Four two-minute levels: keep the gulls off the Sistine Chapel roof before the white smoke rises." |
*
* @param {Games_Meta_Gull_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_gull_description: ((inputs?: Games_Meta_Gull_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Meta_Gull_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: clear the Sistine Chapel roof" |
*
* @param {Games_Meta_Gull_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_gull_title: ((inputs: Games_Meta_Gull_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Meta_Gull_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Collect 30 votes before the conclave clock runs out: a small grid game about white smoke, rivals and the papal ring." |
*
* @param {Games_Meta_Smoke_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_smoke_description: ((inputs?: Games_Meta_Smoke_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Meta_Smoke_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sacred Smoke: the conclave game" |
*
* @param {Games_Meta_Smoke_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_smoke_title: ((inputs?: Games_Meta_Smoke_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Meta_Smoke_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Playing the game needs JavaScript, which is turned off in this browser. The rest of the page reads without it." |
*
* @param {Games_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_needs_javascript: ((inputs?: Games_Needs_JavascriptInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Needs_JavascriptInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "or press P" |
*
* @param {Games_Or_Press_PInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_or_press_p: ((inputs?: Games_Or_Press_PInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Or_Press_PInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Games_PauseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_pause: ((inputs?: Games_PauseInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_PauseInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Games_ResumeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_resume: ((inputs?: Games_ResumeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_ResumeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Incense Bomb Used" |
*
* @param {Games_Smoke_Badge_IncenseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_badge_incense: ((inputs?: Games_Smoke_Badge_IncenseInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Badge_IncenseInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Holy Relic Active" |
*
* @param {Games_Smoke_Badge_RelicInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_badge_relic: ((inputs?: Games_Smoke_Badge_RelicInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Badge_RelicInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Papal Ring Active" |
*
* @param {Games_Smoke_Badge_RingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_badge_ring: ((inputs?: Games_Smoke_Badge_RingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Badge_RingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sacred Smoke board: a 10 by 10 chapel floor" |
*
* @param {Games_Smoke_Board_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_board_label: ((inputs?: Games_Smoke_Board_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Board_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave clock:" |
*
* @param {Games_Smoke_ClockInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_clock: ((inputs?: Games_Smoke_ClockInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_ClockInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Walk the Sistine Chapel floor and win the conclave." |
*
* @param {Games_Smoke_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_dialog_description: ((inputs?: Games_Smoke_Dialog_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Dialog_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How to play Sacred Smoke" |
*
* @param {Games_Smoke_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_dialog_title: ((inputs?: Games_Smoke_Dialog_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Dialog_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Did you know?" |
*
* @param {Games_Smoke_Did_You_KnowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_did_you_know: ((inputs?: Games_Smoke_Did_You_KnowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Did_You_KnowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Game Over" |
*
* @param {Games_Smoke_Game_OverInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_game_over: ((inputs?: Games_Smoke_Game_OverInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Game_OverInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Game" |
*
* @param {Games_Smoke_Game_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_game_region: ((inputs?: Games_Smoke_Game_RegionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Game_RegionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "High score: {score}" |
*
* @param {Games_Smoke_High_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_high_score: ((inputs: Games_Smoke_High_ScoreInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_High_ScoreInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How to Play" |
*
* @param {Games_Smoke_How_To_PlayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_how_to_play: ((inputs?: Games_Smoke_How_To_PlayInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_How_To_PlayInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "You collected {votes} votes" |
*
* @param {Games_Smoke_Lost_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_lost_text: ((inputs: Games_Smoke_Lost_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Lost_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Games_Smoke_Move_DownInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_down: ((inputs?: Games_Smoke_Move_DownInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Move_DownInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Move left" |
*
* @param {Games_Smoke_Move_LeftInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_left: ((inputs?: Games_Smoke_Move_LeftInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Move_LeftInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Move right" |
*
* @param {Games_Smoke_Move_RightInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_right: ((inputs?: Games_Smoke_Move_RightInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Move_RightInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Games_Smoke_Move_UpInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_up: ((inputs?: Games_Smoke_Move_UpInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Move_UpInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Games_Smoke_PausedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_paused: ((inputs?: Games_Smoke_PausedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_PausedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Play Again" |
*
* @param {Games_Smoke_Play_AgainInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_play_again: ((inputs?: Games_Smoke_Play_AgainInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Play_AgainInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Active power-ups" |
*
* @param {Games_Smoke_Power_UpsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_power_ups: ((inputs?: Games_Smoke_Power_UpsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Power_UpsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Each ballot is worth 1 vote, or 2 while the Holy Relic is active." |
*
* @param {Games_Smoke_Rule_BallotsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_ballots: ((inputs?: Games_Smoke_Rule_BallotsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_BallotsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Ballots" |
*
* @param {Games_Smoke_Rule_Ballots_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_ballots_title: ((inputs?: Games_Smoke_Rule_Ballots_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_Ballots_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Gather {votes} votes to be elected Pope before the conclave clock ({seconds} seconds) runs out. If time runs out first, it's Game Over." |
*
* @param {Games_Smoke_Rule_GoalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_goal: ((inputs: Games_Smoke_Rule_GoalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_GoalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Goal" |
*
* @param {Games_Smoke_Rule_Goal_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_goal_title: ((inputs?: Games_Smoke_Rule_Goal_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_Goal_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Hold an arrow key or W, A, S, D to walk; let go to stop. On a touch screen, swipe on the board and hold, or tap the arrow pad (one step per tap)." |
*
* @param {Games_Smoke_Rule_MovingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_moving: ((inputs?: Games_Smoke_Rule_MovingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_MovingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Moving" |
*
* @param {Games_Smoke_Rule_Moving_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_moving_title: ((inputs?: Games_Smoke_Rule_Moving_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_Moving_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Everything appears more often as the clock runs down, so the last stretch is the busiest." |
*
* @param {Games_Smoke_Rule_PaceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_pace: ((inputs?: Games_Smoke_Rule_PaceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_PaceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Pace" |
*
* @param {Games_Smoke_Rule_Pace_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_pace_title: ((inputs?: Games_Smoke_Rule_Pace_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_Pace_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Holy Relic: ballots count double. Papal Ring: rivals and black smoke cannot hurt you. Incense Bomb: clears every rival and scandal, and keeps new rivals out ..." |
*
* @param {Games_Smoke_Rule_PowerupsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_powerups: ((inputs?: Games_Smoke_Rule_PowerupsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_PowerupsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Power-ups (5 seconds each)" |
*
* @param {Games_Smoke_Rule_Powerups_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_powerups_title: ((inputs?: Games_Smoke_Rule_Powerups_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_Powerups_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Rival cardinals in violet enter from the edges and sometimes come after you. Touching one costs 3 votes." |
*
* @param {Games_Smoke_Rule_RivalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_rivals: ((inputs?: Games_Smoke_Rule_RivalsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_RivalsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Rivals" |
*
* @param {Games_Smoke_Rule_Rivals_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_rivals_title: ((inputs?: Games_Smoke_Rule_Rivals_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_Rivals_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "White smoke gives 3 votes. Black smoke either costs 2 votes or starts a scandal that blocks a square beside you for 3 seconds. Your votes never drop below zero." |
*
* @param {Games_Smoke_Rule_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_smoke: ((inputs?: Games_Smoke_Rule_SmokeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_SmokeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Smoke" |
*
* @param {Games_Smoke_Rule_Smoke_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_smoke_title: ((inputs?: Games_Smoke_Rule_Smoke_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Rule_Smoke_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Avoid black smoke and rival cardinals: they cost you votes." |
*
* @param {Games_Smoke_Short_AvoidInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_avoid: ((inputs?: Games_Smoke_Short_AvoidInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Short_AvoidInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Collect ballots for votes and white smoke for +3." |
*
* @param {Games_Smoke_Short_CollectInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_collect: ((inputs?: Games_Smoke_Short_CollectInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Short_CollectInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Reach {votes} votes before the {seconds}-second conclave clock runs out, or it's Game Over." |
*
* @param {Games_Smoke_Short_GoalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_goal: ((inputs: Games_Smoke_Short_GoalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Short_GoalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Move with the arrow keys or WASD; on a phone, swipe on the board or use the arrow pad." |
*
* @param {Games_Smoke_Short_MoveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_move: ((inputs?: Games_Smoke_Short_MoveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Short_MoveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Win the conclave: gather {votes} votes before the clock runs out." |
*
* @param {Games_Smoke_Start_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_start_text: ((inputs: Games_Smoke_Start_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Start_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "A conclave game: gather votes, dodge rivals, watch the smoke." |
*
* @param {Games_Smoke_TaglineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_tagline: ((inputs?: Games_Smoke_TaglineInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_TaglineInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sacred Smoke" |
*
* @param {Games_Smoke_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_title: ((inputs?: Games_Smoke_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "'Conclave' comes from the Latin cum clave, 'with a key': the cardinals are shut in until they choose a pope." |
*
* @param {Games_Smoke_Trivia_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_1: ((inputs?: Games_Smoke_Trivia_1Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_1Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals who have turned 80 before the Holy See falls vacant do not vote in the conclave." |
*
* @param {Games_Smoke_Trivia_2Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_2: ((inputs?: Games_Smoke_Trivia_2Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_2Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "A pope needs a two-thirds majority of the cardinal electors present." |
*
* @param {Games_Smoke_Trivia_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_3: ((inputs?: Games_Smoke_Trivia_3Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_3Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Up to four ballots are held each day: two in the morning and two in the afternoon." |
*
* @param {Games_Smoke_Trivia_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_4: ((inputs?: Games_Smoke_Trivia_4Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_4Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Each cardinal writes his choice under the words 'Eligo in Summum Pontificem': 'I elect as Supreme Pontiff'." |
*
* @param {Games_Smoke_Trivia_5Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_5: ((inputs?: Games_Smoke_Trivia_5Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_5Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The ballots are burned in a stove in the Sistine Chapel: black smoke means no pope yet, white smoke means a pope is elected." |
*
* @param {Games_Smoke_Trivia_6Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_6: ((inputs?: Games_Smoke_Trivia_6Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_6Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The papal election at Viterbo (1268-1271) lasted almost three years; it led Gregory X to decree in 1274 that electors be locked in." |
*
* @param {Games_Smoke_Trivia_7Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_7: ((inputs?: Games_Smoke_Trivia_7Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_7Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The new pope is announced from the central balcony of St. Peter's Basilica with the words 'Habemus Papam': 'We have a pope'." |
*
* @param {Games_Smoke_Trivia_8Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_8: ((inputs?: Games_Smoke_Trivia_8Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Trivia_8Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Votes: {votes}/{win}" |
*
* @param {Games_Smoke_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_votes: ((inputs: Games_Smoke_VotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_VotesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "You've been elected as the new Pope with {votes} votes!" |
*
* @param {Games_Smoke_Won_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_won_text: ((inputs: Games_Smoke_Won_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Smoke_Won_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Start Game" |
*
* @param {Games_Start_GameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_start_game: ((inputs?: Games_Start_GameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Games_Start_GameInputs, {
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
* | "{count} above" |
*
* @param {Insights_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_above: ((inputs: Insights_AboveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_AboveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Insights_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_all: ((inputs?: Insights_AllInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_AllInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Browse all cardinals →" |
*
* @param {Insights_Browse_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_browse_all: ((inputs?: Insights_Browse_AllInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Browse_AllInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Every member of the College, with filters by region, age and the pope who created them." |
*
* @param {Insights_Browse_All_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_browse_all_text: ((inputs?: Insights_Browse_All_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Browse_All_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Browse the cardinal directory" |
*
* @param {Insights_Browse_DirectoryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_browse_directory: ((inputs?: Insights_Browse_DirectoryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Browse_DirectoryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Who created them, and where they come from" |
*
* @param {Insights_By_Creator_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_creator_heading: ((inputs?: Insights_By_Creator_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_By_Creator_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Each pope's cardinals by region: how many can vote today, and how many there are in all." |
*
* @param {Insights_By_Creator_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_creator_lead: ((inputs?: Insights_By_Creator_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_By_Creator_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors by region" |
*
* @param {Insights_By_Region_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_region_heading: ((inputs?: Insights_By_Region_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_By_Region_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The cardinals who would vote in a conclave held today." |
*
* @param {Insights_By_Region_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_region_lead: ((inputs?: Insights_By_Region_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_By_Region_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "all cardinals" |
*
* @param {Insights_Cell_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_cell_all: ((inputs?: Insights_Cell_AllInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Cell_AllInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "electors under 80" |
*
* @param {Insights_Cell_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_cell_electors: ((inputs?: Insights_Cell_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Cell_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "In each cell:" |
*
* @param {Insights_Cell_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_cell_lead: ((inputs?: Insights_Cell_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Cell_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{month}: {count} electors" |
* | "other" | "{month}: {count} electors" |
*
* @param {Insights_Chart_Bar_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_chart_bar_title: ((inputs: Insights_Chart_Bar_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Chart_Bar_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "limit {limit}" |
*
* @param {Insights_Chart_LimitInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_chart_limit: ((inputs: Insights_Chart_LimitInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Chart_LimitInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Against the limit of {limit}" |
*
* @param {Insights_Col_AgainstInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_against: ((inputs: Insights_Col_AgainstInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Col_AgainstInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors at month end" |
*
* @param {Insights_Col_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_electors: ((inputs?: Insights_Col_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Col_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Insights_Col_MonthInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_month: ((inputs?: Insights_Col_MonthInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Col_MonthInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Turning 80" |
*
* @param {Insights_Col_TurningInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_turning: ((inputs?: Insights_Col_TurningInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Col_TurningInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The College today" |
*
* @param {Insights_College_TodayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_college_today: ((inputs?: Insights_College_TodayInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_College_TodayInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Computed for the day you read it from the roster as of {asOf}." |
*
* @param {Insights_Computed_LaterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_computed_later: ((inputs: Insights_Computed_LaterInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Computed_LaterInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Computed for today, {today}, from the roster as of {asOf}: electors are the living cardinals who had not turned 80 before today (one whose 80th birthday is t..." |
*
* @param {Insights_Computed_TodayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_computed_today: ((inputs: Insights_Computed_TodayInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Computed_TodayInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Created by {pope}" |
*
* @param {Insights_Created_By_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_created_by_pope: ((inputs: Insights_Created_By_PopeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Created_By_PopeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{under80} but {electors}" |
*
* @param {Insights_Diff_ButInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_but: ((inputs: Insights_Diff_ButInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_ButInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} is an elector" |
* | "other" | "{count} are electors" |
*
* @param {Insights_Diff_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_electors: ((inputs: Insights_Diff_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{who}, so he keeps the title of cardinal but may not vote in a conclave" |
* | "other" | "{who}, so they keep the title of cardinal but may not vote in a conclave" |
*
* @param {Insights_Diff_RenouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_renounced: ((inputs: Insights_Diff_RenouncedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_RenouncedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{name} renounced the rights of the cardinalate on {date}" |
*
* @param {Insights_Diff_Renounced_OneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_renounced_one: ((inputs: Insights_Diff_Renounced_OneInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_Renounced_OneInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cardinals are under 80 and as many are electors, though not the same ones" |
* | "other" | "{count} cardinals are under 80 and as many are electors, though not the same ones" |
*
* @param {Insights_Diff_SameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_same: ((inputs: Insights_Diff_SameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_SameInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{counts}: {reasons}." |
*
* @param {Insights_Diff_SentenceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_sentence: ((inputs: Insights_Diff_SentenceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_SentenceInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{names} turns 80 today and still votes if the See falls vacant today" |
* | "other" | "{names} turn 80 today and still vote if the See falls vacant today" |
*
* @param {Insights_Diff_TurningInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_turning: ((inputs: Insights_Diff_TurningInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_TurningInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} cardinal is under 80" |
* | "other" | "{count} cardinals are under 80" |
*
* @param {Insights_Diff_Under80Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_under80: ((inputs: Insights_Diff_Under80Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Diff_Under80Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Elected: {name}" |
*
* @param {Insights_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_elected: ((inputs: Insights_ElectedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_ElectedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "By region: {list}." |
*
* @param {Insights_Electorate_By_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_by_region: ((inputs: Insights_Electorate_By_RegionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Electorate_By_RegionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Have been in a conclave" |
*
* @param {Insights_Electorate_ExperiencedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_experienced: ((inputs?: Insights_Electorate_ExperiencedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Electorate_ExperiencedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Frozen on {date}, the day the See fell vacant: the cardinals who had not turned 80 before that day and had neither died nor renounced the rights of the cardi..." |
*
* @param {Insights_Electorate_FrozenInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_frozen: ((inputs: Insights_Electorate_FrozenInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Electorate_FrozenInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors in this conclave" |
*
* @param {Insights_Electorate_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_heading: ((inputs?: Insights_Electorate_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Electorate_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "See the electors of this conclave in the directory" |
*
* @param {Insights_Electorate_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_link: ((inputs?: Insights_Electorate_LinkInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Electorate_LinkInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Smokes so far" |
*
* @param {Insights_Electorate_SmokesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_smokes: ((inputs?: Insights_Electorate_SmokesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Electorate_SmokesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Ballots a day" |
*
* @param {Insights_Figure_BallotsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_ballots: ((inputs?: Insights_Figure_BallotsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_BallotsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "up to {count}" |
*
* @param {Insights_Figure_Ballots_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_ballots_value: ((inputs: Insights_Figure_Ballots_ValueInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_Ballots_ValueInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals" |
*
* @param {Insights_Figure_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_cardinals: ((inputs?: Insights_Figure_CardinalsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_CardinalsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors" |
*
* @param {Insights_Figure_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_electors: ((inputs?: Insights_Figure_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors who have been in a conclave" |
*
* @param {Insights_Figure_ExperiencedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_experienced: ((inputs?: Insights_Figure_ExperiencedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_ExperiencedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Two-thirds majority" |
*
* @param {Insights_Figure_MajorityInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_majority: ((inputs?: Insights_Figure_MajorityInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_MajorityInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The College of Cardinals and the conclave" |
*
* @param {Insights_KickerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_kicker: ((inputs?: Insights_KickerInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_KickerInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How a pope is elected, who the electors are and where they come from, and how the electorate changes as cardinals turn 80." |
*
* @param {Insights_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_lead: ((inputs?: Insights_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Above the limit of {limit}" |
*
* @param {Insights_Legend_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_legend_above: ((inputs: Insights_Legend_AboveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Legend_AboveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "At or below the limit" |
*
* @param {Insights_Legend_BelowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_legend_below: ((inputs?: Insights_Legend_BelowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Legend_BelowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "cardinals turning 80 that month" |
*
* @param {Insights_Legend_TurningInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_legend_turning: ((inputs?: Insights_Legend_TurningInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Legend_TurningInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The cardinal data could not be loaded." |
*
* @param {Insights_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_load_error: ((inputs?: Insights_Load_ErrorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Load_ErrorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Please check your connection and try again." |
*
* @param {Insights_Load_Error_HintInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_load_error_hint: ((inputs?: Insights_Load_Error_HintInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Load_Error_HintInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the regions" |
*
* @param {Insights_Loading_RegionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_loading_regions: ((inputs?: Insights_Loading_RegionsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Loading_RegionsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the youngest cardinals" |
*
* @param {Insights_Loading_YoungestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_loading_youngest: ((inputs?: Insights_Loading_YoungestInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Loading_YoungestInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How a conclave works, who would vote today, the two-thirds majority, electors by region and by creating pope, and who turns 80 next." |
*
* @param {Insights_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_meta_description: ((inputs?: Insights_Meta_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Meta_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No one" |
*
* @param {Insights_No_OneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_no_one: ((inputs?: Insights_No_OneInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_OneInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Current position not available" |
*
* @param {Insights_No_PositionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_no_position: ((inputs?: Insights_No_PositionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_PositionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No cardinal under 70 in the current data." |
*
* @param {Insights_None_Under_70Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_none_under_70: ((inputs?: Insights_None_Under_70Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_None_Under_70Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Notable papabili" |
*
* @param {Insights_Notable_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_notable_heading: ((inputs?: Insights_Notable_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Notable_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals most widely discussed before the 2025 conclave." |
*
* @param {Insights_Notable_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_notable_lead: ((inputs?: Insights_Notable_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Notable_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Three recent conclaves" |
*
* @param {Insights_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_recent_heading: ((inputs?: Insights_Recent_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Recent_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "How the last three elections unfolded." |
*
* @param {Insights_Recent_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_recent_lead: ((inputs?: Insights_Recent_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Recent_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors under 80 by region on {date} ({count} in all)" |
*
* @param {Insights_Region_CaptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_region_caption: ((inputs: Insights_Region_CaptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Region_CaptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Insights_RetryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_retry: ((inputs?: Insights_RetryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_RetryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Retrying..." |
*
* @param {Insights_RetryingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_retrying: ((inputs?: Insights_RetryingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_RetryingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "roster as of {date}" |
*
* @param {Insights_Roster_As_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_roster_as_of: ((inputs: Insights_Roster_As_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Roster_As_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Share of electors" |
*
* @param {Insights_ShareInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_share: ((inputs?: Insights_ShareInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_ShareInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Sources ({count})" |
*
* @param {Insights_SourcesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_sources: ((inputs: Insights_SourcesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_SourcesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Stay Updated" |
*
* @param {Insights_Stay_UpdatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_stay_updated: ((inputs?: Insights_Stay_UpdatedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Stay_UpdatedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The figures on this page are worked out from the directory each time you open it. For each cardinal's office, age and biography, browse the directory." |
*
* @param {Insights_Stay_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_stay_updated_text: ((inputs?: Insights_Stay_Updated_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Stay_Updated_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Electors over time" |
*
* @param {Insights_Tab_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_electors: ((inputs?: Insights_Tab_ElectorsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Tab_ElectorsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Geographical" |
*
* @param {Insights_Tab_GeographicalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_geographical: ((inputs?: Insights_Tab_GeographicalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Tab_GeographicalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Insights_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_overview: ((inputs?: Insights_Tab_OverviewInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Tab_OverviewInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Papabili" |
*
* @param {Insights_Tab_PapabiliInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_papabili: ((inputs?: Insights_Tab_PapabiliInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Tab_PapabiliInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Voting" |
*
* @param {Insights_Tab_VotingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_voting: ((inputs?: Insights_Tab_VotingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Tab_VotingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals turning 80 and electors at each month's end" |
*
* @param {Insights_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_table_caption: ((inputs?: Insights_Table_CaptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Table_CaptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Month by month, as a table" |
*
* @param {Insights_Table_ToggleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_table_toggle: ((inputs?: Insights_Table_ToggleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Table_ToggleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave Insights sections" |
*
* @param {Insights_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tabs_label: ((inputs?: Insights_Tabs_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Tabs_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The count falls to the limit of {limit} in {month}." |
*
* @param {Insights_Timeline_FallsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_falls: ((inputs: Insights_Timeline_FallsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Timeline_FallsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "In the next {months} months {count} cardinal turns 80, leaving {electors} at the end of {month} if no one is created and no one dies." |
* | "other" | "In the next {months} months {count} cardinals turn 80, leaving {electors} at the end of {month} if no one is created and no one dies." |
*
* @param {Insights_Timeline_LeavingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_leaving: ((inputs: Insights_Timeline_LeavingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Timeline_LeavingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "It stays above the limit of {limit}." |
*
* @param {Insights_Timeline_Stays_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_stays_above: ((inputs: Insights_Timeline_Stays_AboveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Timeline_Stays_AboveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Today there is {count} elector." |
* | "other" | "Today there are {count} electors." |
*
* @param {Insights_Timeline_TodayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_today: ((inputs: Insights_Timeline_TodayInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Timeline_TodayInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "That is within the limit of {limit}." |
*
* @param {Insights_Timeline_WithinInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_within: ((inputs: Insights_Timeline_WithinInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Timeline_WithinInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Conclave Insights" |
*
* @param {Insights_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_title: ((inputs?: Insights_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Insights_TotalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_total: ((inputs?: Insights_TotalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_TotalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | monthsPlural | output |
* | --- | --- |
* | "one" | "Turning 80: the next {months} months" |
* | "other" | "Turning 80: the next {months} months" |
*
* @param {Insights_Turning_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_turning_heading: ((inputs: Insights_Turning_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Turning_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Month by month, the cardinals who reach 80 and lose their vote, and the electors left at each month's end." |
*
* @param {Insights_Turning_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_turning_lead: ((inputs?: Insights_Turning_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Turning_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "That is {count} above the limit of {limit}; in 2025 the cardinals held that a pope who creates more electors dispenses from the limit, so every eligible card..." |
*
* @param {Insights_Vacancy_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_above: ((inputs: Insights_Vacancy_AboveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_AboveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} fewer than today, as they will have turned 80." |
* | "other" | "{count} fewer than today, as they will have turned 80." |
*
* @param {Insights_Vacancy_FewerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_fewer: ((inputs: Insights_Vacancy_FewerInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_FewerInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "If the See fell vacant on" |
*
* @param {Insights_Vacancy_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_label: ((inputs?: Insights_Vacancy_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "votes for a two-thirds majority" |
* | "other" | "votes for a two-thirds majority" |
*
* @param {Insights_Vacancy_Majority_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_majority_label: ((inputs: Insights_Vacancy_Majority_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_Majority_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Counted from the roster as of {date}: electors are the cardinals who had not turned 80 before the day the See falls vacant and have not renounced the rights ..." |
*
* @param {Insights_Vacancy_NoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_note: ((inputs: Insights_Vacancy_NoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_NoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The same electors as today." |
*
* @param {Insights_Vacancy_SameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_same: ((inputs?: Insights_Vacancy_SameInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_SameInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "On {date}, {count} cardinal would be an elector, and {majority} votes would make a two-thirds majority." |
* | "other" | "On {date}, {count} cardinals would be electors, and {majority} votes would make a two-thirds majority." |
*
* @param {Insights_Vacancy_SummaryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_summary: ((inputs: Insights_Vacancy_SummaryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_SummaryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Choose today or a later date: this page knows only today's College." |
*
* @param {Insights_Vacancy_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_too_early: ((inputs?: Insights_Vacancy_Too_EarlyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_Too_EarlyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "That is within the limit of {limit} electors." |
*
* @param {Insights_Vacancy_WithinInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_within: ((inputs: Insights_Vacancy_WithinInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_WithinInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "cardinals would vote" |
* | "other" | "cardinals would vote" |
*
* @param {Insights_Vacancy_Would_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_would_vote: ((inputs: Insights_Vacancy_Would_VoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Vacancy_Would_VoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "View full profile" |
*
* @param {Insights_View_ProfileInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_view_profile: ((inputs?: Insights_View_ProfileInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_View_ProfileInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Insights_View_Profile_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_view_profile_of: ((inputs: Insights_View_Profile_OfInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_View_Profile_OfInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Who would vote?" |
*
* @param {Insights_Who_Would_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_who_would_vote: ((inputs?: Insights_Who_Would_VoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Who_Would_VoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals vote unless they turned 80 before the day the See of Rome falls vacant (one whose 80th birthday is that day still votes) or renounced the rights of..." |
*
* @param {Insights_Who_Would_Vote_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_who_would_vote_lead: ((inputs?: Insights_Who_Would_Vote_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Who_Would_Vote_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "within" |
*
* @param {Insights_WithinInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_within: ((inputs?: Insights_WithinInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_WithinInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Younger Cardinals (Under 70)" |
*
* @param {Insights_Younger_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_younger_heading: ((inputs?: Insights_Younger_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Younger_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The youngest members of the College, by age today." |
*
* @param {Insights_Younger_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_younger_lead: ((inputs?: Insights_Younger_LeadInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Younger_LeadInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Youngest cardinals" |
*
* @param {Insights_Youngest_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_youngest_label: ((inputs?: Insights_Youngest_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Youngest_LabelInputs, {
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
* | "What Cardinalis stores about visitors (very little) and why." |
*
* @param {Legal_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_description: ((inputs?: Legal_Privacy_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_title: ((inputs?: Legal_Privacy_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Privacy_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The terms of use of Cardinalis, an independent educational site." |
*
* @param {Legal_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_terms_description: ((inputs?: Legal_Terms_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_terms_title: ((inputs?: Legal_Terms_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Legal_Terms_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "A conclave is the closed meeting in which the cardinals elect a new pope. The name comes from the Latin cum clave, “with a key”: the electors are shut away f..." |
*
* @param {Live_About_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_1: ((inputs?: Live_About_1Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_About_1Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Only cardinals who had not turned 80 before the See of Rome fell vacant may vote. They meet in the Sistine Chapel and hold up to four ballots a day; a candid..." |
*
* @param {Live_About_2Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_2: ((inputs?: Live_About_2Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_About_2Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "After each session the ballots are burned. Black smoke from the chapel chimney means no one has been elected; white smoke and the bells of St Peter's mean a ..." |
*
* @param {Live_About_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_3: ((inputs?: Live_About_3Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_About_3Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The most recent conclave, in May 2025, elected Cardinal Robert Francis Prevost on its second day. He took the name Leo XIV." |
*
* @param {Live_About_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_4: ((inputs?: Live_About_4Inputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_About_4Inputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "About the Conclave" |
*
* @param {Live_About_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_heading: ((inputs?: Live_About_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_About_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{age}, an elector" |
*
* @param {Live_Age_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_age_elector: ((inputs: Live_Age_ElectorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Age_ElectorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{age}, not an elector" |
*
* @param {Live_Age_Not_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_age_not_elector: ((inputs: Live_Age_Not_ElectorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Age_Not_ElectorInputs, {
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
* | "White smoke over the Sistine Chapel: a pope has been elected." |
*
* @param {Live_Alert_White_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_white_body: ((inputs?: Live_Alert_White_BodyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Alert_White_BodyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "White smoke" |
*
* @param {Live_Alert_White_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_white_title: ((inputs?: Live_Alert_White_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Alert_White_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "You've already voted" |
*
* @param {Live_Already_VotedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_already_voted: ((inputs?: Live_Already_VotedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Already_VotedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Announcement" |
*
* @param {Live_AnnouncementInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_announcement: ((inputs?: Live_AnnouncementInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_AnnouncementInputs, {
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
* | "The list of cardinals could not be loaded." |
*
* @param {Live_Cardinals_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_cardinals_failed: ((inputs?: Live_Cardinals_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Cardinals_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Cardinals" |
*
* @param {Live_Cardinals_LegendInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_cardinals_legend: ((inputs?: Live_Cardinals_LegendInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Cardinals_LegendInputs, {
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
* | "tells you which elector it is." |
*
* @param {Live_Decoder_AfterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_decoder_after: ((inputs?: Live_Decoder_AfterInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Decoder_AfterInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Heard the protodeacon's Latin? The" |
*
* @param {Live_Decoder_BeforeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_decoder_before: ((inputs?: Live_Decoder_BeforeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Decoder_BeforeInputs, {
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
* | "Loading cardinals..." |
*
* @param {Live_Loading_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_loading_cardinals: ((inputs?: Live_Loading_CardinalsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Loading_CardinalsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading results" |
*
* @param {Live_Loading_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_loading_results: ((inputs?: Live_Loading_ResultsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Loading_ResultsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading stream..." |
*
* @param {Live_Loading_StreamInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_loading_stream: ((inputs?: Live_Loading_StreamInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Loading_StreamInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Watch St Peter's Square and conclave coverage live, and cast your vote in the papal election poll." |
*
* @param {Live_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_meta_description: ((inputs?: Live_Meta_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Meta_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Light-hearted polls about the conclave and the papacy: one vote each." |
*
* @param {Live_Meta_Polls_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_meta_polls_description: ((inputs?: Live_Meta_Polls_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Meta_Polls_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Live Coverage: St Peter's Square and the conclave" |
*
* @param {Live_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_meta_title: ((inputs?: Live_Meta_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Meta_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Muted" |
*
* @param {Live_MutedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_muted: ((inputs?: Live_MutedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_MutedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No cardinal matches “{term}”." |
*
* @param {Live_No_MatchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_match: ((inputs: Live_No_MatchInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_No_MatchInputs, {
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
* | "This page carries live video when there is something to watch: St. Peter's Square and coverage of the conclave while the See is vacant, and other great momen..." |
*
* @param {Live_No_Stream_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_stream_text: ((inputs?: Live_No_Stream_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_No_Stream_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No votes yet" |
*
* @param {Live_No_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_votes: ((inputs?: Live_No_VotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_No_VotesInputs, {
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
* | "Camerlengo of the Holy Roman Church" |
*
* @param {Live_Office_CamerlengoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_camerlengo: ((inputs?: Live_Office_CamerlengoInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Office_CamerlengoInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Dean of the College of Cardinals" |
*
* @param {Live_Office_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_dean: ((inputs?: Live_Office_DeanInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Office_DeanInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Major Penitentiary" |
*
* @param {Live_Office_Major_PenitentiaryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_major_penitentiary: ((inputs?: Live_Office_Major_PenitentiaryInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Office_Major_PenitentiaryInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Protodeacon (first of the cardinal deacons)" |
*
* @param {Live_Office_ProtodeaconInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_protodeacon: ((inputs?: Live_Office_ProtodeaconInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Office_ProtodeaconInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Protopriest (first of the cardinal priests)" |
*
* @param {Live_Office_ProtopriestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_protopriest: ((inputs?: Live_Office_ProtopriestInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Office_ProtopriestInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Vacant: the holder has died." |
*
* @param {Live_Office_VacantInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_vacant: ((inputs?: Live_Office_VacantInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Office_VacantInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Vice-Dean of the College of Cardinals" |
*
* @param {Live_Office_Vice_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_vice_dean: ((inputs?: Live_Office_Vice_DeanInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Office_Vice_DeanInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Ages on {date}; holders as checked on {asOf}." |
*
* @param {Live_Offices_DatesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_offices_dates: ((inputs: Live_Offices_DatesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Offices_DatesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Who does what in a vacancy" |
*
* @param {Live_Offices_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_offices_heading: ((inputs?: Live_Offices_HeadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Offices_HeadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The offices' descriptions and the rules quoted are in English." |
*
* @param {Live_Offices_In_EnglishInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_offices_in_english: ((inputs?: Live_Offices_In_EnglishInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Offices_In_EnglishInputs, {
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
* | "Voting in this poll needs JavaScript, which is turned off in this browser. The rest of the page reads without it." |
*
* @param {Live_Poll_Needs_JsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_needs_js: ((inputs?: Live_Poll_Needs_JsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Poll_Needs_JsInputs, {
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
* | "You have already voted in this poll." |
*
* @param {Live_Polls_AlreadyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_already: ((inputs?: Live_Polls_AlreadyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_AlreadyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Back to live coverage" |
*
* @param {Live_Polls_BackInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_back: ((inputs?: Live_Polls_BackInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_BackInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Just for fun" |
*
* @param {Live_Polls_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_eyebrow: ((inputs?: Live_Polls_EyebrowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_EyebrowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load polls. Please try again later." |
*
* @param {Live_Polls_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_failed: ((inputs?: Live_Polls_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Light-hearted questions while the world waits for white smoke. One vote per poll; results appear once you have voted." |
*
* @param {Live_Polls_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_intro: ((inputs?: Live_Polls_IntroInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_IntroInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Loading polls..." |
*
* @param {Live_Polls_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_loading: ((inputs?: Live_Polls_LoadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_LoadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Voting in the polls needs JavaScript, which is turned off in this browser. The rest of the page reads without it." |
*
* @param {Live_Polls_Needs_JsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_needs_js: ((inputs?: Live_Polls_Needs_JsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_Needs_JsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "No polls available at this time." |
*
* @param {Live_Polls_NoneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_none: ((inputs?: Live_Polls_NoneInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_NoneInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} vote so far." |
* | "other" | "{count} votes so far." |
*
* @param {Live_Polls_So_FarInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_so_far: ((inputs: Live_Polls_So_FarInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_So_FarInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Fun Polls" |
*
* @param {Live_Polls_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_title: ((inputs?: Live_Polls_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Voting..." |
*
* @param {Live_Polls_VotingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_voting: ((inputs?: Live_Polls_VotingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_VotingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Your vote" |
*
* @param {Live_Polls_Your_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_your_vote: ((inputs?: Live_Polls_Your_VoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Polls_Your_VoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Presides in the conclave" |
*
* @param {Live_Presides_ConclaveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_presides_conclave: ((inputs?: Live_Presides_ConclaveInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Presides_ConclaveInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Presides over the General Congregations of the cardinals" |
*
* @param {Live_Presides_CongregationsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_presides_congregations: ((inputs?: Live_Presides_CongregationsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Presides_CongregationsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The senior elector by precedence; the site's records do not name him for this day." |
*
* @param {Live_Presides_UnknownInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_presides_unknown: ((inputs?: Live_Presides_UnknownInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Presides_UnknownInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Ranked results" |
*
* @param {Live_Ranked_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_ranked_results: ((inputs?: Live_Ranked_ResultsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Ranked_ResultsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The Dean is an elector, so he presides." |
*
* @param {Live_Reason_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_dean: ((inputs?: Live_Reason_DeanInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Reason_DeanInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "the Dean is {age}" |
*
* @param {Live_Reason_Dean_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_dean_age: ((inputs: Live_Reason_Dean_AgeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Reason_Dean_AgeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Neither the Dean nor the Vice-Dean is an elector ({ages}), so the senior elector by precedence presides." |
*
* @param {Live_Reason_SeniorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_senior: ((inputs: Live_Reason_SeniorInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Reason_SeniorInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Neither the Dean nor the Vice-Dean is an elector, so the senior elector by precedence presides." |
*
* @param {Live_Reason_Senior_PlainInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_senior_plain: ((inputs?: Live_Reason_Senior_PlainInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Reason_Senior_PlainInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The Dean is {age}, not an elector; the Vice-Dean is an elector, so he presides." |
*
* @param {Live_Reason_Vice_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_vice_dean: ((inputs: Live_Reason_Vice_DeanInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Reason_Vice_DeanInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "the Vice-Dean is {age}" |
*
* @param {Live_Reason_Vice_Dean_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_vice_dean_age: ((inputs: Live_Reason_Vice_Dean_AgeInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Reason_Vice_Dean_AgeInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The Dean is not living; the Vice-Dean is an elector, so he presides." |
*
* @param {Live_Reason_Vice_Dean_No_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_vice_dean_no_dean: ((inputs?: Live_Reason_Vice_Dean_No_DeanInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Reason_Vice_Dean_No_DeanInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The results could not be loaded. They will be tried again shortly." |
*
* @param {Live_Results_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_results_failed: ((inputs?: Live_Results_FailedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Results_FailedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Search cardinals" |
*
* @param {Live_Search_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_search_cardinals: ((inputs?: Live_Search_CardinalsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Search_CardinalsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Type a name..." |
*
* @param {Live_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_search_placeholder: ((inputs?: Live_Search_PlaceholderInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Search_PlaceholderInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "See the results" |
*
* @param {Live_See_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_see_results: ((inputs?: Live_See_ResultsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_See_ResultsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Please select a cardinal" |
*
* @param {Live_Select_CardinalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_select_cardinal: ((inputs?: Live_Select_CardinalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Select_CardinalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Selected:" |
*
* @param {Live_SelectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_selected: ((inputs?: Live_SelectedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_SelectedInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "{name}: {share} of votes" |
*
* @param {Live_Share_Of_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_share_of_votes: ((inputs: Live_Share_Of_VotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Share_Of_VotesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "since {date}" |
*
* @param {Live_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_since: ((inputs: Live_SinceInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_SinceInputs, {
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
* | "This stream could not be reached" |
*
* @param {Live_Stream_UnavailableInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unavailable: ((inputs?: Live_Stream_UnavailableInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Stream_UnavailableInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The connection to the site was interrupted while loading the stream." |
*
* @param {Live_Stream_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unavailable_text: ((inputs?: Live_Stream_Unavailable_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Stream_Unavailable_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is being streamed here at the moment" |
*
* @param {Live_Stream_UnsetInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unset: ((inputs?: Live_Stream_UnsetInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Stream_UnsetInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "When coverage of this view begins, it plays here." |
*
* @param {Live_Stream_Unset_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unset_text: ((inputs?: Live_Stream_Unset_TextInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Stream_Unset_TextInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Submit Vote" |
*
* @param {Live_Submit_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_submit_vote: ((inputs?: Live_Submit_VoteInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Submit_VoteInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Live_SubmittingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_submitting: ((inputs?: Live_SubmittingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_SubmittingInputs, {
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
* | "Total votes:" |
*
* @param {Live_Total_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_total_votes: ((inputs?: Live_Total_VotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Total_VotesInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Live_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_try_again: ((inputs?: Live_Try_AgainInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Try_AgainInputs, {
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
* | "Who do you think will be the next pope? Choose one cardinal." |
*
* @param {Live_Vote_QuestionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_vote_question: ((inputs?: Live_Vote_QuestionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Vote_QuestionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} vote" |
* | "other" | "{count} votes" |
*
* @param {Live_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_votes: ((inputs: Live_VotesInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_VotesInputs, {
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
* | "With sound" |
*
* @param {Live_With_SoundInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_with_sound: ((inputs?: Live_With_SoundInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_With_SoundInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Your prediction:" |
*
* @param {Live_Your_PredictionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_your_prediction: ((inputs?: Live_Your_PredictionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Live_Your_PredictionInputs, {
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
* | "This page does not exist on Cardinalis." |
*
* @param {Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_description: ((inputs?: Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_DescriptionInputs, {
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
* | "Leo XIV's pontificate ended on {date}. This page describes him as he was during his pontificate." |
*
* @param {Pope_Pontificate_EndedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_pontificate_ended: ((inputs: Pope_Pontificate_EndedInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pope_Pontificate_EndedInputs, {
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
/**
* | output |
* | --- |
* | "Tips for dialogue" |
*
* @param {Teaching_Dialogue_TipsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_dialogue_tips: ((inputs?: Teaching_Dialogue_TipsInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Dialogue_TipsInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Teaching" |
*
* @param {Teaching_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_eyebrow: ((inputs?: Teaching_EyebrowInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_EyebrowInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Further Reading" |
*
* @param {Teaching_Further_ReadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_further_reading: ((inputs?: Teaching_Further_ReadingInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Further_ReadingInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "The Catholic understanding of the papacy: Scripture, history, infallibility, and honest answers to common objections." |
*
* @param {Teaching_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_meta_description: ((inputs?: Teaching_Meta_DescriptionInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Meta_DescriptionInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Why a Pope?" |
*
* @param {Teaching_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_meta_title: ((inputs?: Teaching_Meta_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Meta_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "See who elects the next pope and how the College looks now." |
*
* @param {Teaching_Next_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_next_body: ((inputs?: Teaching_Next_BodyInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Next_BodyInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Explore Conclave Insights" |
*
* @param {Teaching_Next_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_next_link: ((inputs?: Teaching_Next_LinkInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Next_LinkInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "From teaching to today." |
*
* @param {Teaching_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_next_title: ((inputs?: Teaching_Next_TitleInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Next_TitleInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Historical" |
*
* @param {Teaching_Reading_HistoricalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_reading_historical: ((inputs?: Teaching_Reading_HistoricalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Reading_HistoricalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Scriptural" |
*
* @param {Teaching_Reading_ScripturalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_reading_scriptural: ((inputs?: Teaching_Reading_ScripturalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Reading_ScripturalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Theological" |
*
* @param {Teaching_Reading_TheologicalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_reading_theological: ((inputs?: Teaching_Reading_TheologicalInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Reading_TheologicalInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
/**
* | output |
* | --- |
* | "Why a Pope? topics" |
*
* @param {Teaching_Topics_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_topics_label: ((inputs?: Teaching_Topics_LabelInputs, options?: {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Teaching_Topics_LabelInputs, {
    locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Apidocs_AcceptsInputs = {};
export type Apidocs_AnswerInputs = {
    status: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Apidocs_AnswersInputs = {};
export type Apidocs_AnyInputs = {};
export type Apidocs_AskingInputs = {};
export type Apidocs_At_MostInputs = {
    count: NonNullable<unknown>;
};
export type Apidocs_CitationInputs = {
    date: NonNullable<unknown>;
};
export type Apidocs_CiteInputs = {
    versionHeader: NonNullable<unknown>;
    dateHeader: NonNullable<unknown>;
    versionField: NonNullable<unknown>;
    dateField: NonNullable<unknown>;
};
export type Apidocs_CorsInputs = {
    header: NonNullable<unknown>;
};
export type Apidocs_CsvInputs = {};
export type Apidocs_Date_ParamInputs = {
    param: NonNullable<unknown>;
    completeFrom: NonNullable<unknown>;
};
export type Apidocs_DefaultInputs = {
    value: NonNullable<unknown>;
};
export type Apidocs_Doc_ErrorInputs = {
    error: NonNullable<unknown>;
};
export type Apidocs_DownloadsInputs = {};
export type Apidocs_EndpointsInputs = {};
export type Apidocs_FailedInputs = {
    error: NonNullable<unknown>;
};
export type Apidocs_IcsInputs = {};
export type Apidocs_IntroInputs = {
    link: NonNullable<unknown>;
};
export type Apidocs_JsonInputs = {};
export type Apidocs_LoadingInputs = {};
export type Apidocs_Meta_DescriptionInputs = {};
export type Apidocs_More_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Apidocs_No_LimitInputs = {};
export type Apidocs_One_OfInputs = {
    values: NonNullable<unknown>;
};
export type Apidocs_Own_PagesInputs = {};
export type Apidocs_ParameterInputs = {};
export type Apidocs_Parameters_OfInputs = {
    path: NonNullable<unknown>;
};
export type Apidocs_Rate_LimitInputs = {
    requests: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Apidocs_Show_LiveInputs = {};
export type Apidocs_TermsInputs = {};
export type Apidocs_TitleInputs = {};
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
export type Cardinal_Jsonld_ChurchInputs = {};
export type Cardinal_Jsonld_CollegeInputs = {};
export type Cardinal_Jsonld_RenouncedInputs = {
    date: NonNullable<unknown>;
};
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
export type Cardinal_Portrait_OfInputs = {
    name: NonNullable<unknown>;
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
export type Changes_Atom_FeedInputs = {};
export type Changes_Changed_ToInputs = {};
export type Changes_Data_As_OfInputs = {};
export type Changes_EmptyInputs = {};
export type Changes_ErrorInputs = {};
export type Changes_Field_Birth_DateInputs = {};
export type Changes_Field_Birth_PlaceInputs = {};
export type Changes_Field_Created_ByInputs = {};
export type Changes_Field_Created_CardinalInputs = {};
export type Changes_Field_Current_PositionInputs = {};
export type Changes_Field_Death_DateInputs = {};
export type Changes_Field_Episcopal_ConsecrationInputs = {};
export type Changes_Field_Full_NameInputs = {};
export type Changes_Field_Given_NamesInputs = {};
export type Changes_Field_Last_NameInputs = {};
export type Changes_Field_Name_With_OrderInputs = {};
export type Changes_Field_NationalityInputs = {};
export type Changes_Field_Official_Biography_UrlInputs = {};
export type Changes_Field_Priest_OrdinationInputs = {};
export type Changes_Field_RankInputs = {};
export type Changes_Field_RegionInputs = {};
export type Changes_Field_Religious_OrderInputs = {};
export type Changes_Field_Renunciation_DateInputs = {};
export type Changes_Field_Wikidata_IdInputs = {};
export type Changes_From_CorrectionInputs = {};
export type Changes_IntroInputs = {};
export type Changes_List_LabelInputs = {};
export type Changes_LoadingInputs = {};
export type Changes_Meta_DescriptionInputs = {};
export type Changes_NewerInputs = {};
export type Changes_OlderInputs = {};
export type Changes_Page_OfInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
export type Changes_Pages_LabelInputs = {};
export type Changes_SourceInputs = {};
export type Changes_TitleInputs = {};
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
export type Conclave_Habemus_Announced_ByInputs = {
    year: NonNullable<unknown>;
    elected: NonNullable<unknown>;
    protodeacon: NonNullable<unknown>;
};
export type Conclave_Habemus_CheckedInputs = {
    date: NonNullable<unknown>;
};
export type Conclave_Habemus_CountInputs = {
    count: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Conclave_Habemus_EyebrowInputs = {};
export type Conclave_Habemus_FailedInputs = {};
export type Conclave_Habemus_How_HeadingInputs = {};
export type Conclave_Habemus_How_TextInputs = {
    formula: NonNullable<unknown>;
    example: NonNullable<unknown>;
};
export type Conclave_Habemus_IntroInputs = {};
export type Conclave_Habemus_KeptInputs = {
    names: NonNullable<unknown>;
};
export type Conclave_Habemus_LabelInputs = {};
export type Conclave_Habemus_Last_ThreeInputs = {};
export type Conclave_Habemus_List_HeadingInputs = {};
export type Conclave_Habemus_LoadingInputs = {};
export type Conclave_Habemus_MatchesInputs = {
    matches: NonNullable<unknown>;
    total: NonNullable<unknown>;
    query: NonNullable<unknown>;
};
export type Conclave_Habemus_NoneInputs = {};
export type Conclave_Habemus_Papam_LineInputs = {};
export type Conclave_Habemus_PlaceholderInputs = {};
export type Conclave_Habemus_RuleInputs = {};
export type Conclave_Habemus_Rule_SummaryInputs = {};
export type Conclave_Habemus_SearchInputs = {};
export type Conclave_Habemus_SourceInputs = {};
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
export type Conclave_Meta_Habemus_DescriptionInputs = {};
export type Conclave_Meta_Habemus_TitleInputs = {};
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
export type Directory_Meta_DescriptionInputs = {};
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
export type Games_CloseInputs = {};
export type Games_Full_InstructionsInputs = {};
export type Games_Gull_Announce_LostInputs = {};
export type Games_Gull_Announce_WonInputs = {};
export type Games_Gull_Black_SmokeInputs = {};
export type Games_Gull_Canvas_LabelInputs = {
    title: NonNullable<unknown>;
};
export type Games_Gull_Clear_High_ScoresInputs = {};
export type Games_Gull_Col_MaxInputs = {};
export type Games_Gull_Col_SpawnInputs = {};
export type Games_Gull_Col_SpeedInputs = {};
export type Games_Gull_Confirm_ClearInputs = {};
export type Games_Gull_Dialog_DescriptionInputs = {};
export type Games_Gull_Dialog_TitleInputs = {};
export type Games_Gull_Drag_To_AimInputs = {};
export type Games_Gull_Exit_BigInputs = {};
export type Games_Gull_Exit_FullscreenInputs = {};
export type Games_Gull_Final_ScoreInputs = {
    score: NonNullable<unknown>;
};
export type Games_Gull_Full_1Inputs = {};
export type Games_Gull_Full_2_MouseInputs = {};
export type Games_Gull_Full_2_TouchInputs = {};
export type Games_Gull_Full_3Inputs = {
    flying: NonNullable<unknown>;
    perched: NonNullable<unknown>;
};
export type Games_Gull_Full_4Inputs = {
    levels: NonNullable<unknown>;
    spawnMax: NonNullable<unknown>;
    speed: NonNullable<unknown>;
};
export type Games_Gull_Full_5Inputs = {
    levels: NonNullable<unknown>;
};
export type Games_Gull_Full_6Inputs = {};
export type Games_Gull_Full_7Inputs = {
    levels: NonNullable<unknown>;
};
export type Games_Gull_FullscreenInputs = {};
export type Games_Gull_High_ScoresInputs = {};
export type Games_Gull_How_To_Play_CapsInputs = {};
export type Games_Gull_LevelInputs = {};
export type Games_Gull_Level_CompleteInputs = {
    level: NonNullable<unknown>;
};
export type Games_Gull_Levels_CaptionInputs = {};
export type Games_Gull_Lose_AltInputs = {};
export type Games_Gull_Lose_LineInputs = {};
export type Games_Gull_Main_MenuInputs = {};
export type Games_Gull_Menu_GoalInputs = {
    levels: NonNullable<unknown>;
};
export type Games_Gull_Menu_LineInputs = {};
export type Games_Gull_New_High_ScoreInputs = {};
export type Games_Gull_No_High_ScoresInputs = {};
export type Games_Gull_PausedInputs = {};
export type Games_Gull_Play_BigInputs = {};
export type Games_Gull_PlayedInputs = {
    time: NonNullable<unknown>;
};
export type Games_Gull_RestartInputs = {};
export type Games_Gull_Roof_BarInputs = {};
export type Games_Gull_Roof_CountInputs = {
    count: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Games_Gull_SaveInputs = {};
export type Games_Gull_ScoreInputs = {};
export type Games_Gull_Score_TimeInputs = {
    score: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Games_Gull_Short_1Inputs = {
    levels: NonNullable<unknown>;
};
export type Games_Gull_Short_2_MouseInputs = {
    flying: NonNullable<unknown>;
    perched: NonNullable<unknown>;
};
export type Games_Gull_Short_2_TouchInputs = {
    flying: NonNullable<unknown>;
    perched: NonNullable<unknown>;
};
export type Games_Gull_Short_3Inputs = {
    inFlight: NonNullable<unknown>;
    limits: NonNullable<unknown>;
    levels: NonNullable<unknown>;
};
export type Games_Gull_Short_4Inputs = {};
export type Games_Gull_Show_High_ScoresInputs = {};
export type Games_Gull_Side_TitleInputs = {};
export type Games_Gull_Tap_InstructionsInputs = {};
export type Games_Gull_Tap_MenuInputs = {};
export type Games_Gull_Tap_RestartInputs = {};
export type Games_Gull_Tap_To_ShootInputs = {};
export type Games_Gull_Tap_To_StartInputs = {};
export type Games_Gull_Time_LeftInputs = {};
export type Games_Gull_Up_ToInputs = {
    count: NonNullable<unknown>;
};
export type Games_Gull_WarningInputs = {};
export type Games_Gull_Watch_CircleInputs = {};
export type Games_Gull_White_RisesInputs = {};
export type Games_Gull_Win_AltInputs = {};
export type Games_Gull_Win_LineInputs = {};
export type Games_Habemus_PapamInputs = {};
export type Games_Learn_Real_ConclavesInputs = {};
export type Games_Meta_Gull_DescriptionInputs = {};
export type Games_Meta_Gull_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Games_Meta_Smoke_DescriptionInputs = {};
export type Games_Meta_Smoke_TitleInputs = {};
export type Games_Needs_JavascriptInputs = {};
export type Games_Or_Press_PInputs = {};
export type Games_PauseInputs = {};
export type Games_ResumeInputs = {};
export type Games_Smoke_Badge_IncenseInputs = {};
export type Games_Smoke_Badge_RelicInputs = {};
export type Games_Smoke_Badge_RingInputs = {};
export type Games_Smoke_Board_LabelInputs = {};
export type Games_Smoke_ClockInputs = {};
export type Games_Smoke_Dialog_DescriptionInputs = {};
export type Games_Smoke_Dialog_TitleInputs = {};
export type Games_Smoke_Did_You_KnowInputs = {};
export type Games_Smoke_Game_OverInputs = {};
export type Games_Smoke_Game_RegionInputs = {};
export type Games_Smoke_High_ScoreInputs = {
    score: NonNullable<unknown>;
};
export type Games_Smoke_How_To_PlayInputs = {};
export type Games_Smoke_Lost_TextInputs = {
    votes: NonNullable<unknown>;
};
export type Games_Smoke_Move_DownInputs = {};
export type Games_Smoke_Move_LeftInputs = {};
export type Games_Smoke_Move_RightInputs = {};
export type Games_Smoke_Move_UpInputs = {};
export type Games_Smoke_PausedInputs = {};
export type Games_Smoke_Play_AgainInputs = {};
export type Games_Smoke_Power_UpsInputs = {};
export type Games_Smoke_Rule_BallotsInputs = {};
export type Games_Smoke_Rule_Ballots_TitleInputs = {};
export type Games_Smoke_Rule_GoalInputs = {
    votes: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Games_Smoke_Rule_Goal_TitleInputs = {};
export type Games_Smoke_Rule_MovingInputs = {};
export type Games_Smoke_Rule_Moving_TitleInputs = {};
export type Games_Smoke_Rule_PaceInputs = {};
export type Games_Smoke_Rule_Pace_TitleInputs = {};
export type Games_Smoke_Rule_PowerupsInputs = {};
export type Games_Smoke_Rule_Powerups_TitleInputs = {};
export type Games_Smoke_Rule_RivalsInputs = {};
export type Games_Smoke_Rule_Rivals_TitleInputs = {};
export type Games_Smoke_Rule_SmokeInputs = {};
export type Games_Smoke_Rule_Smoke_TitleInputs = {};
export type Games_Smoke_Short_AvoidInputs = {};
export type Games_Smoke_Short_CollectInputs = {};
export type Games_Smoke_Short_GoalInputs = {
    votes: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Games_Smoke_Short_MoveInputs = {};
export type Games_Smoke_Start_TextInputs = {
    votes: NonNullable<unknown>;
};
export type Games_Smoke_TaglineInputs = {};
export type Games_Smoke_TitleInputs = {};
export type Games_Smoke_Trivia_1Inputs = {};
export type Games_Smoke_Trivia_2Inputs = {};
export type Games_Smoke_Trivia_3Inputs = {};
export type Games_Smoke_Trivia_4Inputs = {};
export type Games_Smoke_Trivia_5Inputs = {};
export type Games_Smoke_Trivia_6Inputs = {};
export type Games_Smoke_Trivia_7Inputs = {};
export type Games_Smoke_Trivia_8Inputs = {};
export type Games_Smoke_VotesInputs = {
    votes: NonNullable<unknown>;
    win: NonNullable<unknown>;
};
export type Games_Smoke_Won_TextInputs = {
    votes: NonNullable<unknown>;
};
export type Games_Start_GameInputs = {};
export type Header_Close_MenuInputs = {};
export type Header_Home_LabelInputs = {
    site: NonNullable<unknown>;
};
export type Header_Open_MenuInputs = {};
export type In_EnglishInputs = {};
export type Insights_AboveInputs = {
    count: NonNullable<unknown>;
};
export type Insights_AllInputs = {};
export type Insights_Browse_AllInputs = {};
export type Insights_Browse_All_TextInputs = {};
export type Insights_Browse_DirectoryInputs = {};
export type Insights_By_Creator_HeadingInputs = {};
export type Insights_By_Creator_LeadInputs = {};
export type Insights_By_Region_HeadingInputs = {};
export type Insights_By_Region_LeadInputs = {};
export type Insights_Cell_AllInputs = {};
export type Insights_Cell_ElectorsInputs = {};
export type Insights_Cell_LeadInputs = {};
export type Insights_Chart_Bar_TitleInputs = {
    count: NonNullable<unknown>;
    month: NonNullable<unknown>;
};
export type Insights_Chart_LimitInputs = {
    limit: NonNullable<unknown>;
};
export type Insights_Col_AgainstInputs = {
    limit: NonNullable<unknown>;
};
export type Insights_Col_ElectorsInputs = {};
export type Insights_Col_MonthInputs = {};
export type Insights_Col_TurningInputs = {};
export type Insights_College_TodayInputs = {};
export type Insights_Computed_LaterInputs = {
    asOf: NonNullable<unknown>;
};
export type Insights_Computed_TodayInputs = {
    today: NonNullable<unknown>;
    asOf: NonNullable<unknown>;
};
export type Insights_Created_By_PopeInputs = {
    pope: NonNullable<unknown>;
};
export type Insights_Diff_ButInputs = {
    under80: NonNullable<unknown>;
    electors: NonNullable<unknown>;
};
export type Insights_Diff_ElectorsInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Diff_RenouncedInputs = {
    count: NonNullable<unknown>;
    who: NonNullable<unknown>;
};
export type Insights_Diff_Renounced_OneInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Insights_Diff_SameInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Diff_SentenceInputs = {
    counts: NonNullable<unknown>;
    reasons: NonNullable<unknown>;
};
export type Insights_Diff_TurningInputs = {
    count: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Insights_Diff_Under80Inputs = {
    count: NonNullable<unknown>;
};
export type Insights_ElectedInputs = {
    name: NonNullable<unknown>;
};
export type Insights_Electorate_By_RegionInputs = {
    list: NonNullable<unknown>;
};
export type Insights_Electorate_ExperiencedInputs = {};
export type Insights_Electorate_FrozenInputs = {
    date: NonNullable<unknown>;
};
export type Insights_Electorate_HeadingInputs = {};
export type Insights_Electorate_LinkInputs = {};
export type Insights_Electorate_SmokesInputs = {};
export type Insights_Figure_BallotsInputs = {};
export type Insights_Figure_Ballots_ValueInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Figure_CardinalsInputs = {};
export type Insights_Figure_ElectorsInputs = {};
export type Insights_Figure_ExperiencedInputs = {};
export type Insights_Figure_MajorityInputs = {};
export type Insights_KickerInputs = {};
export type Insights_LeadInputs = {};
export type Insights_Legend_AboveInputs = {
    limit: NonNullable<unknown>;
};
export type Insights_Legend_BelowInputs = {};
export type Insights_Legend_TurningInputs = {};
export type Insights_Load_ErrorInputs = {};
export type Insights_Load_Error_HintInputs = {};
export type Insights_Loading_RegionsInputs = {};
export type Insights_Loading_YoungestInputs = {};
export type Insights_Meta_DescriptionInputs = {};
export type Insights_No_OneInputs = {};
export type Insights_No_PositionInputs = {};
export type Insights_None_Under_70Inputs = {};
export type Insights_Notable_HeadingInputs = {};
export type Insights_Notable_LeadInputs = {};
export type Insights_Recent_HeadingInputs = {};
export type Insights_Recent_LeadInputs = {};
export type Insights_Region_CaptionInputs = {
    date: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Insights_RetryInputs = {};
export type Insights_RetryingInputs = {};
export type Insights_Roster_As_OfInputs = {
    date: NonNullable<unknown>;
};
export type Insights_ShareInputs = {};
export type Insights_SourcesInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Stay_UpdatedInputs = {};
export type Insights_Stay_Updated_TextInputs = {};
export type Insights_Tab_ElectorsInputs = {};
export type Insights_Tab_GeographicalInputs = {};
export type Insights_Tab_OverviewInputs = {};
export type Insights_Tab_PapabiliInputs = {};
export type Insights_Tab_VotingInputs = {};
export type Insights_Table_CaptionInputs = {};
export type Insights_Table_ToggleInputs = {};
export type Insights_Tabs_LabelInputs = {};
export type Insights_Timeline_FallsInputs = {
    limit: NonNullable<unknown>;
    month: NonNullable<unknown>;
    monthEnd: NonNullable<unknown>;
};
export type Insights_Timeline_LeavingInputs = {
    count: NonNullable<unknown>;
    electors: NonNullable<unknown>;
    month: NonNullable<unknown>;
    months: NonNullable<unknown>;
    monthEnd: NonNullable<unknown>;
};
export type Insights_Timeline_Stays_AboveInputs = {
    limit: NonNullable<unknown>;
};
export type Insights_Timeline_TodayInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Timeline_WithinInputs = {
    limit: NonNullable<unknown>;
};
export type Insights_TitleInputs = {};
export type Insights_TotalInputs = {};
export type Insights_Turning_HeadingInputs = {
    months: NonNullable<unknown>;
};
export type Insights_Turning_LeadInputs = {};
export type Insights_Vacancy_AboveInputs = {
    count: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Insights_Vacancy_FewerInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Vacancy_LabelInputs = {};
export type Insights_Vacancy_Majority_LabelInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Vacancy_NoteInputs = {
    date: NonNullable<unknown>;
};
export type Insights_Vacancy_SameInputs = {};
export type Insights_Vacancy_SummaryInputs = {
    count: NonNullable<unknown>;
    date: NonNullable<unknown>;
    majority: NonNullable<unknown>;
};
export type Insights_Vacancy_Too_EarlyInputs = {};
export type Insights_Vacancy_WithinInputs = {
    limit: NonNullable<unknown>;
};
export type Insights_Vacancy_Would_VoteInputs = {
    count: NonNullable<unknown>;
};
export type Insights_View_ProfileInputs = {};
export type Insights_View_Profile_OfInputs = {
    name: NonNullable<unknown>;
};
export type Insights_Who_Would_VoteInputs = {};
export type Insights_Who_Would_Vote_LeadInputs = {};
export type Insights_WithinInputs = {};
export type Insights_Younger_HeadingInputs = {};
export type Insights_Younger_LeadInputs = {};
export type Insights_Youngest_LabelInputs = {};
export type Language_LabelInputs = {};
export type Legal_Privacy_DescriptionInputs = {};
export type Legal_Privacy_TitleInputs = {};
export type Legal_Terms_DescriptionInputs = {};
export type Legal_Terms_TitleInputs = {};
export type Live_About_1Inputs = {};
export type Live_About_2Inputs = {};
export type Live_About_3Inputs = {};
export type Live_About_4Inputs = {};
export type Live_About_HeadingInputs = {};
export type Live_Age_ElectorInputs = {
    age: NonNullable<unknown>;
};
export type Live_Age_Not_ElectorInputs = {
    age: NonNullable<unknown>;
};
export type Live_Alert_OffInputs = {};
export type Live_Alert_OnInputs = {};
export type Live_Alert_White_BodyInputs = {};
export type Live_Alert_White_TitleInputs = {};
export type Live_Already_VotedInputs = {};
export type Live_AnnouncementInputs = {};
export type Live_Aside_LabelInputs = {};
export type Live_BackInputs = {};
export type Live_Cardinals_FailedInputs = {};
export type Live_Cardinals_LegendInputs = {};
export type Live_Conclave_CoverageInputs = {};
export type Live_Conclave_Coverage_TitleInputs = {};
export type Live_Decoder_AfterInputs = {};
export type Live_Decoder_BeforeInputs = {};
export type Live_EyebrowInputs = {};
export type Live_How_ElectedInputs = {};
export type Live_How_Elected_TextInputs = {};
export type Live_IntroInputs = {};
export type Live_Learn_HowInputs = {};
export type Live_Loading_CardinalsInputs = {};
export type Live_Loading_ResultsInputs = {};
export type Live_Loading_StreamInputs = {};
export type Live_Meta_DescriptionInputs = {};
export type Live_Meta_Polls_DescriptionInputs = {};
export type Live_Meta_TitleInputs = {};
export type Live_MutedInputs = {};
export type Live_No_MatchInputs = {
    term: NonNullable<unknown>;
};
export type Live_No_Stream_HeadingInputs = {};
export type Live_No_Stream_TextInputs = {};
export type Live_No_VotesInputs = {};
export type Live_Notice_LabelInputs = {};
export type Live_Office_CamerlengoInputs = {};
export type Live_Office_DeanInputs = {};
export type Live_Office_Major_PenitentiaryInputs = {};
export type Live_Office_ProtodeaconInputs = {};
export type Live_Office_ProtopriestInputs = {};
export type Live_Office_VacantInputs = {};
export type Live_Office_Vice_DeanInputs = {};
export type Live_Offices_DatesInputs = {
    date: NonNullable<unknown>;
    asOf: NonNullable<unknown>;
};
export type Live_Offices_HeadingInputs = {};
export type Live_Offices_In_EnglishInputs = {};
export type Live_Poll_HeadingInputs = {};
export type Live_Poll_IntroInputs = {};
export type Live_Poll_Needs_JsInputs = {};
export type Live_Poll_Tab_ResultsInputs = {};
export type Live_Poll_Tab_VoteInputs = {};
export type Live_Polls_AlreadyInputs = {};
export type Live_Polls_BackInputs = {};
export type Live_Polls_EyebrowInputs = {};
export type Live_Polls_FailedInputs = {};
export type Live_Polls_IntroInputs = {};
export type Live_Polls_LoadingInputs = {};
export type Live_Polls_Needs_JsInputs = {};
export type Live_Polls_NoneInputs = {};
export type Live_Polls_So_FarInputs = {
    count: NonNullable<unknown>;
};
export type Live_Polls_TitleInputs = {};
export type Live_Polls_VotingInputs = {};
export type Live_Polls_Your_VoteInputs = {};
export type Live_Presides_ConclaveInputs = {};
export type Live_Presides_CongregationsInputs = {};
export type Live_Presides_UnknownInputs = {};
export type Live_Ranked_ResultsInputs = {};
export type Live_Reason_DeanInputs = {};
export type Live_Reason_Dean_AgeInputs = {
    age: NonNullable<unknown>;
};
export type Live_Reason_SeniorInputs = {
    ages: NonNullable<unknown>;
};
export type Live_Reason_Senior_PlainInputs = {};
export type Live_Reason_Vice_DeanInputs = {
    age: NonNullable<unknown>;
};
export type Live_Reason_Vice_Dean_AgeInputs = {
    age: NonNullable<unknown>;
};
export type Live_Reason_Vice_Dean_No_DeanInputs = {};
export type Live_Results_FailedInputs = {};
export type Live_Search_CardinalsInputs = {};
export type Live_Search_PlaceholderInputs = {};
export type Live_See_ResultsInputs = {};
export type Live_Select_CardinalInputs = {};
export type Live_SelectedInputs = {};
export type Live_Share_Of_VotesInputs = {
    name: NonNullable<unknown>;
    share: NonNullable<unknown>;
};
export type Live_SinceInputs = {
    date: NonNullable<unknown>;
};
export type Live_St_PetersInputs = {};
export type Live_St_Peters_TitleInputs = {};
export type Live_Stream_UnavailableInputs = {};
export type Live_Stream_Unavailable_TextInputs = {};
export type Live_Stream_UnsetInputs = {};
export type Live_Stream_Unset_TextInputs = {};
export type Live_Submit_VoteInputs = {};
export type Live_SubmittingInputs = {};
export type Live_Take_PollsInputs = {};
export type Live_TitleInputs = {};
export type Live_Total_VotesInputs = {};
export type Live_Try_AgainInputs = {};
export type Live_Try_PollsInputs = {};
export type Live_Vote_QuestionInputs = {};
export type Live_VotesInputs = {
    count: NonNullable<unknown>;
};
export type Live_Waiting_WhiteInputs = {};
export type Live_With_SoundInputs = {};
export type Live_Your_PredictionInputs = {};
export type Loading_PageInputs = {};
export type Nav_HomeInputs = {};
export type Nav_InsightsInputs = {};
export type Nav_LabelInputs = {};
export type Nav_LiveInputs = {};
export type Nav_Why_PopeInputs = {};
export type Not_Found_BackInputs = {};
export type Not_Found_DescriptionInputs = {};
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
export type Pope_Pontificate_EndedInputs = {
    date: NonNullable<unknown>;
};
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
export type Teaching_Dialogue_TipsInputs = {};
export type Teaching_EyebrowInputs = {};
export type Teaching_Further_ReadingInputs = {};
export type Teaching_Meta_DescriptionInputs = {};
export type Teaching_Meta_TitleInputs = {};
export type Teaching_Next_BodyInputs = {};
export type Teaching_Next_LinkInputs = {};
export type Teaching_Next_TitleInputs = {};
export type Teaching_Reading_HistoricalInputs = {};
export type Teaching_Reading_ScripturalInputs = {};
export type Teaching_Reading_TheologicalInputs = {};
export type Teaching_Topics_LabelInputs = {};
