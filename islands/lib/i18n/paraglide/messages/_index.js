/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Cardinal_AgeInputs */
/** @typedef {{}} Cardinal_Age_ElectorInputs */
/** @typedef {{ years: NonNullable<unknown> }} Cardinal_Age_YearsInputs */
/** @typedef {{}} Cardinal_Based_OnInputs */
/** @typedef {{}} Cardinal_Basic_InformationInputs */
/** @typedef {{}} Cardinal_Bio_EmptyInputs */
/** @typedef {{}} Cardinal_Bio_HeadingInputs */
/** @typedef {{}} Cardinal_Birth_DateInputs */
/** @typedef {{}} Cardinal_Birth_PlaceInputs */
/** @typedef {{}} Cardinal_CloseInputs */
/** @typedef {{}} Cardinal_ConclavesInputs */
/** @typedef {{}} Cardinal_Conclaves_NoneInputs */
/** @typedef {{ count: NonNullable<unknown>, years: NonNullable<unknown> }} Cardinal_Conclaves_Took_PartInputs */
/** @typedef {{}} Cardinal_ContextInputs */
/** @typedef {{}} Cardinal_CountryInputs */
/** @typedef {{}} Cardinal_CreatedInputs */
/** @typedef {{}} Cardinal_Created_ByInputs */
/** @typedef {{}} Cardinal_DeceasedInputs */
/** @typedef {{ year: NonNullable<unknown> }} Cardinal_Did_Not_Take_PartInputs */
/** @typedef {{}} Cardinal_Did_You_MeanInputs */
/** @typedef {{}} Cardinal_DiedInputs */
/** @typedef {{ date: NonNullable<unknown>, age: NonNullable<unknown> }} Cardinal_Died_ValueInputs */
/** @typedef {{}} Cardinal_Habemus_DecoderInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cardinal_Head_BornInputs */
/** @typedef {{ date: NonNullable<unknown>, place: NonNullable<unknown> }} Cardinal_Head_Born_InInputs */
/** @typedef {{ country: NonNullable<unknown> }} Cardinal_Head_CountryInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cardinal_Head_DiedInputs */
/** @typedef {{}} Cardinal_Head_TailInputs */
/** @typedef {{}} Cardinal_In_CollegeInputs */
/** @typedef {{ office: NonNullable<unknown> }} Cardinal_Last_OfficeInputs */
/** @typedef {{ names: NonNullable<unknown> }} Cardinal_Latin_KeptInputs */
/** @typedef {{}} Cardinal_Latin_LeadInputs */
/** @typedef {{}} Cardinal_Latin_NamesInputs */
/** @typedef {{}} Cardinal_Latin_Pope_LeadInputs */
/** @typedef {{}} Cardinal_Load_ErrorInputs */
/** @typedef {{}} Cardinal_LoadingInputs */
/** @typedef {{}} Cardinal_MottoInputs */
/** @typedef {{}} Cardinal_Of_The_ChurchInputs */
/** @typedef {{ office: NonNullable<unknown>, date: NonNullable<unknown> }} Cardinal_Office_SinceInputs */
/** @typedef {{}} Cardinal_Panel_Not_FoundInputs */
/** @typedef {{ slug: NonNullable<unknown> }} Cardinal_Panel_Not_ListedInputs */
/** @typedef {{}} Cardinal_Profile_SectionsInputs */
/** @typedef {{}} Cardinal_Quotes_EmptyInputs */
/** @typedef {{}} Cardinal_Quotes_HeadingInputs */
/** @typedef {{}} Cardinal_RankInputs */
/** @typedef {{}} Cardinal_Rank_BishopInputs */
/** @typedef {{}} Cardinal_Rank_DeaconInputs */
/** @typedef {{}} Cardinal_Rank_PriestInputs */
/** @typedef {{ value: NonNullable<unknown> }} Cardinal_Rating_Out_OfInputs */
/** @typedef {{}} Cardinal_Ratings_EmptyInputs */
/** @typedef {{}} Cardinal_Ratings_HeadingInputs */
/** @typedef {{}} Cardinal_Ratings_IntroInputs */
/** @typedef {{}} Cardinal_Ratings_MethodInputs */
/** @typedef {{}} Cardinal_RenouncedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cardinal_Renounced_ValueInputs */
/** @typedef {{}} Cardinal_Route_Not_FoundInputs */
/** @typedef {{}} Cardinal_Route_Not_ListedInputs */
/** @typedef {{ term: NonNullable<unknown> }} Cardinal_Search_ForInputs */
/** @typedef {{}} Cardinal_SourceInputs */
/** @typedef {{}} Cardinal_Source_LabelInputs */
/** @typedef {{ n: NonNullable<unknown> }} Cardinal_Source_NInputs */
/** @typedef {{}} Cardinal_Sources_EmptyInputs */
/** @typedef {{}} Cardinal_Sources_HeadingInputs */
/** @typedef {{}} Cardinal_SuggestInputs */
/** @typedef {{}} Cardinal_Suggest_CancelInputs */
/** @typedef {{}} Cardinal_Suggest_DatesInputs */
/** @typedef {{}} Cardinal_Suggest_EmailInputs */
/** @typedef {{}} Cardinal_Suggest_FailedInputs */
/** @typedef {{}} Cardinal_Suggest_FieldInputs */
/** @typedef {{}} Cardinal_Suggest_Need_BothInputs */
/** @typedef {{}} Cardinal_Suggest_Need_SourceInputs */
/** @typedef {{}} Cardinal_Suggest_Need_ValueInputs */
/** @typedef {{}} Cardinal_Suggest_SendInputs */
/** @typedef {{}} Cardinal_Suggest_SendingInputs */
/** @typedef {{}} Cardinal_Suggest_SourceInputs */
/** @typedef {{}} Cardinal_Suggest_ThanksInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cardinal_Suggest_TitleInputs */
/** @typedef {{}} Cardinal_Suggest_ValueInputs */
/** @typedef {{}} Cardinal_Tab_BiographyInputs */
/** @typedef {{}} Cardinal_Tab_QuotesInputs */
/** @typedef {{}} Cardinal_Tab_RatingsInputs */
/** @typedef {{}} Cardinal_Tab_SourcesInputs */
/** @typedef {{}} Cardinal_Tab_ViewsInputs */
/** @typedef {{}} Cardinal_TitleInputs */
/** @typedef {{}} Cardinal_UnavailableInputs */
/** @typedef {{}} Cardinal_Views_EmptyInputs */
/** @typedef {{}} Cardinal_Views_HeadingInputs */
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
/** @typedef {{}} Dialogs_Donation_BodyInputs */
/** @typedef {{}} Dialogs_Donation_Body_Without_UrlInputs */
/** @typedef {{}} Dialogs_Donation_CloseInputs */
/** @typedef {{ url: NonNullable<unknown> }} Dialogs_Donation_CopiedInputs */
/** @typedef {{ url: NonNullable<unknown> }} Dialogs_Donation_Copy_FailedInputs */
/** @typedef {{}} Dialogs_Donation_DonateInputs */
/** @typedef {{}} Dialogs_Donation_LaterInputs */
/** @typedef {{}} Dialogs_Donation_ShareInputs */
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
/** @typedef {{ term: NonNullable<unknown> }} Directory_See_AllInputs */
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
/** @typedef {{}} Loading_PageInputs */
/** @typedef {{}} Nav_HomeInputs */
/** @typedef {{}} Nav_InsightsInputs */
/** @typedef {{}} Nav_LabelInputs */
/** @typedef {{}} Nav_LiveInputs */
/** @typedef {{}} Nav_Why_PopeInputs */
/** @typedef {{}} Not_Found_BackInputs */
/** @typedef {{}} Not_Found_TextInputs */
/** @typedef {{}} Not_Found_TitleInputs */
/** @typedef {{}} Pope_Back_To_ProfileInputs */
/** @typedef {{}} Pope_Banner_IntroInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pope_Banner_KickerInputs */
/** @typedef {{}} Pope_Bio_HeadingInputs */
/** @typedef {{}} Pope_Career_HeadingInputs */
/** @typedef {{ date: NonNullable<unknown>, name: NonNullable<unknown> }} Pope_Created_ByInputs */
/** @typedef {{ date: NonNullable<unknown>, creator: NonNullable<unknown> }} Pope_Created_By_RecordedInputs */
/** @typedef {{}} Pope_Deep_DiveInputs */
/** @typedef {{}} Pope_Deep_Dive_SectionsInputs */
/** @typedef {{}} Pope_Deep_Dive_ShortInputs */
/** @typedef {{}} Pope_Education_EmptyInputs */
/** @typedef {{}} Pope_Education_HeadingInputs */
/** @typedef {{}} Pope_Error_HeadingInputs */
/** @typedef {{}} Pope_Error_TextInputs */
/** @typedef {{}} Pope_EvidenceInputs */
/** @typedef {{ cut: NonNullable<unknown> }} Pope_Excerpts_NoteInputs */
/** @typedef {{}} Pope_Fact_BornInputs */
/** @typedef {{}} Pope_Fact_ConsecratedInputs */
/** @typedef {{}} Pope_Fact_CountryInputs */
/** @typedef {{}} Pope_Fact_CreatedInputs */
/** @typedef {{}} Pope_Fact_ElectedInputs */
/** @typedef {{}} Pope_Fact_MottoInputs */
/** @typedef {{}} Pope_Fact_NationalityInputs */
/** @typedef {{}} Pope_Fact_OrdainedInputs */
/** @typedef {{}} Pope_Fact_OrderInputs */
/** @typedef {{}} Pope_First_Message_HeadingInputs */
/** @typedef {{}} Pope_Footer_All_CardinalsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Pope_Footer_CompiledInputs */
/** @typedef {{}} Pope_Footer_Deep_DiveInputs */
/** @typedef {{}} Pope_Footer_MoreInputs */
/** @typedef {{}} Pope_Footer_Write_ToInputs */
/** @typedef {{}} Pope_Leadership_EmptyInputs */
/** @typedef {{}} Pope_Leo_XivInputs */
/** @typedef {{}} Pope_Life_HeadingInputs */
/** @typedef {{}} Pope_LoadingInputs */
/** @typedef {{}} Pope_Meta_Deep_Dive_DescriptionInputs */
/** @typedef {{}} Pope_Meta_Deep_Dive_TitleInputs */
/** @typedef {{}} Pope_Meta_DescriptionInputs */
/** @typedef {{}} Pope_Meta_Methodology_DescriptionInputs */
/** @typedef {{}} Pope_Meta_TitleInputs */
/** @typedef {{}} Pope_Priorities_EmptyInputs */
/** @typedef {{}} Pope_Quotes_EmptyInputs */
/** @typedef {{}} Pope_Ratings_EmptyInputs */
/** @typedef {{}} Pope_Ratings_IntroInputs */
/** @typedef {{}} Pope_Read_Deep_DiveInputs */
/** @typedef {{}} Pope_References_HeadingInputs */
/** @typedef {{}} Pope_Regnal_Benedict_XviInputs */
/** @typedef {{}} Pope_Regnal_FrancisInputs */
/** @typedef {{}} Pope_Regnal_John_Paul_IiInputs */
/** @typedef {{}} Pope_Source_LabelInputs */
/** @typedef {{}} Pope_Sources_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pope_Span_MonthsInputs */
/** @typedef {{}} Pope_Span_Under_A_MonthInputs */
/** @typedef {{ count: NonNullable<unknown> }} Pope_Span_YearsInputs */
/** @typedef {{ years: NonNullable<unknown>, months: NonNullable<unknown> }} Pope_Span_Years_And_MonthsInputs */
/** @typedef {{}} Pope_Tab_LeadershipInputs */
/** @typedef {{}} Pope_Tab_PrioritiesInputs */
/** @typedef {{}} Pope_Tab_QuotesInputs */
/** @typedef {{}} Pope_Tab_TheologicalInputs */
/** @typedef {{}} Pope_Tab_ViewsInputs */
/** @typedef {{}} Pope_Tabs_HeadingInputs */
/** @typedef {{}} Pope_Tabs_LabelInputs */
/** @typedef {{ elected: NonNullable<unknown>, span: NonNullable<unknown>, today: NonNullable<unknown> }} Pope_Time_In_OfficeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pope_TitleInputs */
/** @typedef {{}} Pope_Views_EmptyInputs */
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
* | "Age" |
*
* @param {Cardinal_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_age = /** @type {((inputs?: Cardinal_AgeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_AgeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_age(inputs)
	if (locale === "es") return __es.cardinal_age(inputs)
	if (locale === "pt") return __pt.cardinal_age(inputs)
	if (locale === "fr") return __fr.cardinal_age(inputs)
	if (locale === "de") return __de.cardinal_age(inputs)
	if (locale === "pl") return __pl.cardinal_age(inputs)
	return __en.cardinal_age(inputs)
});
/**
* | output |
* | --- |
* | "(elector)" |
*
* @param {Cardinal_Age_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_age_elector = /** @type {((inputs?: Cardinal_Age_ElectorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Age_ElectorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_age_elector(inputs)
	if (locale === "es") return __es.cardinal_age_elector(inputs)
	if (locale === "pt") return __pt.cardinal_age_elector(inputs)
	if (locale === "fr") return __fr.cardinal_age_elector(inputs)
	if (locale === "de") return __de.cardinal_age_elector(inputs)
	if (locale === "pl") return __pl.cardinal_age_elector(inputs)
	return __en.cardinal_age_elector(inputs)
});
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
export const cardinal_age_years = /** @type {((inputs: Cardinal_Age_YearsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Age_YearsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_age_years(inputs)
	if (locale === "es") return __es.cardinal_age_years(inputs)
	if (locale === "pt") return __pt.cardinal_age_years(inputs)
	if (locale === "fr") return __fr.cardinal_age_years(inputs)
	if (locale === "de") return __de.cardinal_age_years(inputs)
	if (locale === "pl") return __pl.cardinal_age_years(inputs)
	return __en.cardinal_age_years(inputs)
});
/**
* | output |
* | --- |
* | "Based on:" |
*
* @param {Cardinal_Based_OnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_based_on = /** @type {((inputs?: Cardinal_Based_OnInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Based_OnInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_based_on(inputs)
	if (locale === "es") return __es.cardinal_based_on(inputs)
	if (locale === "pt") return __pt.cardinal_based_on(inputs)
	if (locale === "fr") return __fr.cardinal_based_on(inputs)
	if (locale === "de") return __de.cardinal_based_on(inputs)
	if (locale === "pl") return __pl.cardinal_based_on(inputs)
	return __en.cardinal_based_on(inputs)
});
/**
* | output |
* | --- |
* | "Basic Information" |
*
* @param {Cardinal_Basic_InformationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_basic_information = /** @type {((inputs?: Cardinal_Basic_InformationInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Basic_InformationInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_basic_information(inputs)
	if (locale === "es") return __es.cardinal_basic_information(inputs)
	if (locale === "pt") return __pt.cardinal_basic_information(inputs)
	if (locale === "fr") return __fr.cardinal_basic_information(inputs)
	if (locale === "de") return __de.cardinal_basic_information(inputs)
	if (locale === "pl") return __pl.cardinal_basic_information(inputs)
	return __en.cardinal_basic_information(inputs)
});
/**
* | output |
* | --- |
* | "No detailed biography available for this cardinal." |
*
* @param {Cardinal_Bio_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_bio_empty = /** @type {((inputs?: Cardinal_Bio_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Bio_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_bio_empty(inputs)
	if (locale === "es") return __es.cardinal_bio_empty(inputs)
	if (locale === "pt") return __pt.cardinal_bio_empty(inputs)
	if (locale === "fr") return __fr.cardinal_bio_empty(inputs)
	if (locale === "de") return __de.cardinal_bio_empty(inputs)
	if (locale === "pl") return __pl.cardinal_bio_empty(inputs)
	return __en.cardinal_bio_empty(inputs)
});
/**
* | output |
* | --- |
* | "Biographical Summary" |
*
* @param {Cardinal_Bio_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_bio_heading = /** @type {((inputs?: Cardinal_Bio_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Bio_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_bio_heading(inputs)
	if (locale === "es") return __es.cardinal_bio_heading(inputs)
	if (locale === "pt") return __pt.cardinal_bio_heading(inputs)
	if (locale === "fr") return __fr.cardinal_bio_heading(inputs)
	if (locale === "de") return __de.cardinal_bio_heading(inputs)
	if (locale === "pl") return __pl.cardinal_bio_heading(inputs)
	return __en.cardinal_bio_heading(inputs)
});
/**
* | output |
* | --- |
* | "Birth Date" |
*
* @param {Cardinal_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_birth_date = /** @type {((inputs?: Cardinal_Birth_DateInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Birth_DateInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_birth_date(inputs)
	if (locale === "es") return __es.cardinal_birth_date(inputs)
	if (locale === "pt") return __pt.cardinal_birth_date(inputs)
	if (locale === "fr") return __fr.cardinal_birth_date(inputs)
	if (locale === "de") return __de.cardinal_birth_date(inputs)
	if (locale === "pl") return __pl.cardinal_birth_date(inputs)
	return __en.cardinal_birth_date(inputs)
});
/**
* | output |
* | --- |
* | "Birth Place" |
*
* @param {Cardinal_Birth_PlaceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_birth_place = /** @type {((inputs?: Cardinal_Birth_PlaceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Birth_PlaceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_birth_place(inputs)
	if (locale === "es") return __es.cardinal_birth_place(inputs)
	if (locale === "pt") return __pt.cardinal_birth_place(inputs)
	if (locale === "fr") return __fr.cardinal_birth_place(inputs)
	if (locale === "de") return __de.cardinal_birth_place(inputs)
	if (locale === "pl") return __pl.cardinal_birth_place(inputs)
	return __en.cardinal_birth_place(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Cardinal_CloseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_close = /** @type {((inputs?: Cardinal_CloseInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_CloseInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_close(inputs)
	if (locale === "es") return __es.cardinal_close(inputs)
	if (locale === "pt") return __pt.cardinal_close(inputs)
	if (locale === "fr") return __fr.cardinal_close(inputs)
	if (locale === "de") return __de.cardinal_close(inputs)
	if (locale === "pl") return __pl.cardinal_close(inputs)
	return __en.cardinal_close(inputs)
});
/**
* | output |
* | --- |
* | "Conclaves" |
*
* @param {Cardinal_ConclavesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_conclaves = /** @type {((inputs?: Cardinal_ConclavesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_ConclavesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_conclaves(inputs)
	if (locale === "es") return __es.cardinal_conclaves(inputs)
	if (locale === "pt") return __pt.cardinal_conclaves(inputs)
	if (locale === "fr") return __fr.cardinal_conclaves(inputs)
	if (locale === "de") return __de.cardinal_conclaves(inputs)
	if (locale === "pl") return __pl.cardinal_conclaves(inputs)
	return __en.cardinal_conclaves(inputs)
});
/**
* | output |
* | --- |
* | "Has not taken part in a conclave" |
*
* @param {Cardinal_Conclaves_NoneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_conclaves_none = /** @type {((inputs?: Cardinal_Conclaves_NoneInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Conclaves_NoneInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_conclaves_none(inputs)
	if (locale === "es") return __es.cardinal_conclaves_none(inputs)
	if (locale === "pt") return __pt.cardinal_conclaves_none(inputs)
	if (locale === "fr") return __fr.cardinal_conclaves_none(inputs)
	if (locale === "de") return __de.cardinal_conclaves_none(inputs)
	if (locale === "pl") return __pl.cardinal_conclaves_none(inputs)
	return __en.cardinal_conclaves_none(inputs)
});
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
export const cardinal_conclaves_took_part = /** @type {((inputs: Cardinal_Conclaves_Took_PartInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Conclaves_Took_PartInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_conclaves_took_part(inputs)
	if (locale === "es") return __es.cardinal_conclaves_took_part(inputs)
	if (locale === "pt") return __pt.cardinal_conclaves_took_part(inputs)
	if (locale === "fr") return __fr.cardinal_conclaves_took_part(inputs)
	if (locale === "de") return __de.cardinal_conclaves_took_part(inputs)
	if (locale === "pl") return __pl.cardinal_conclaves_took_part(inputs)
	return __en.cardinal_conclaves_took_part(inputs)
});
/**
* | output |
* | --- |
* | "Context:" |
*
* @param {Cardinal_ContextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_context = /** @type {((inputs?: Cardinal_ContextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_ContextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_context(inputs)
	if (locale === "es") return __es.cardinal_context(inputs)
	if (locale === "pt") return __pt.cardinal_context(inputs)
	if (locale === "fr") return __fr.cardinal_context(inputs)
	if (locale === "de") return __de.cardinal_context(inputs)
	if (locale === "pl") return __pl.cardinal_context(inputs)
	return __en.cardinal_context(inputs)
});
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Cardinal_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_country = /** @type {((inputs?: Cardinal_CountryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_CountryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_country(inputs)
	if (locale === "es") return __es.cardinal_country(inputs)
	if (locale === "pt") return __pt.cardinal_country(inputs)
	if (locale === "fr") return __fr.cardinal_country(inputs)
	if (locale === "de") return __de.cardinal_country(inputs)
	if (locale === "pl") return __pl.cardinal_country(inputs)
	return __en.cardinal_country(inputs)
});
/**
* | output |
* | --- |
* | "Created Cardinal" |
*
* @param {Cardinal_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_created = /** @type {((inputs?: Cardinal_CreatedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_CreatedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_created(inputs)
	if (locale === "es") return __es.cardinal_created(inputs)
	if (locale === "pt") return __pt.cardinal_created(inputs)
	if (locale === "fr") return __fr.cardinal_created(inputs)
	if (locale === "de") return __de.cardinal_created(inputs)
	if (locale === "pl") return __pl.cardinal_created(inputs)
	return __en.cardinal_created(inputs)
});
/**
* | output |
* | --- |
* | "Created By" |
*
* @param {Cardinal_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_created_by = /** @type {((inputs?: Cardinal_Created_ByInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Created_ByInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_created_by(inputs)
	if (locale === "es") return __es.cardinal_created_by(inputs)
	if (locale === "pt") return __pt.cardinal_created_by(inputs)
	if (locale === "fr") return __fr.cardinal_created_by(inputs)
	if (locale === "de") return __de.cardinal_created_by(inputs)
	if (locale === "pl") return __pl.cardinal_created_by(inputs)
	return __en.cardinal_created_by(inputs)
});
/**
* | output |
* | --- |
* | "(deceased)" |
*
* @param {Cardinal_DeceasedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_deceased = /** @type {((inputs?: Cardinal_DeceasedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_DeceasedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_deceased(inputs)
	if (locale === "es") return __es.cardinal_deceased(inputs)
	if (locale === "pt") return __pt.cardinal_deceased(inputs)
	if (locale === "fr") return __fr.cardinal_deceased(inputs)
	if (locale === "de") return __de.cardinal_deceased(inputs)
	if (locale === "pl") return __pl.cardinal_deceased(inputs)
	return __en.cardinal_deceased(inputs)
});
/**
* | output |
* | --- |
* | "Did not take part in the conclave of {year}:" |
*
* @param {Cardinal_Did_Not_Take_PartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_did_not_take_part = /** @type {((inputs: Cardinal_Did_Not_Take_PartInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Did_Not_Take_PartInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_did_not_take_part(inputs)
	if (locale === "es") return __es.cardinal_did_not_take_part(inputs)
	if (locale === "pt") return __pt.cardinal_did_not_take_part(inputs)
	if (locale === "fr") return __fr.cardinal_did_not_take_part(inputs)
	if (locale === "de") return __de.cardinal_did_not_take_part(inputs)
	if (locale === "pl") return __pl.cardinal_did_not_take_part(inputs)
	return __en.cardinal_did_not_take_part(inputs)
});
/**
* | output |
* | --- |
* | "Did you mean:" |
*
* @param {Cardinal_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_did_you_mean = /** @type {((inputs?: Cardinal_Did_You_MeanInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Did_You_MeanInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_did_you_mean(inputs)
	if (locale === "es") return __es.cardinal_did_you_mean(inputs)
	if (locale === "pt") return __pt.cardinal_did_you_mean(inputs)
	if (locale === "fr") return __fr.cardinal_did_you_mean(inputs)
	if (locale === "de") return __de.cardinal_did_you_mean(inputs)
	if (locale === "pl") return __pl.cardinal_did_you_mean(inputs)
	return __en.cardinal_did_you_mean(inputs)
});
/**
* | output |
* | --- |
* | "Died" |
*
* @param {Cardinal_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_died = /** @type {((inputs?: Cardinal_DiedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_DiedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_died(inputs)
	if (locale === "es") return __es.cardinal_died(inputs)
	if (locale === "pt") return __pt.cardinal_died(inputs)
	if (locale === "fr") return __fr.cardinal_died(inputs)
	if (locale === "de") return __de.cardinal_died(inputs)
	if (locale === "pl") return __pl.cardinal_died(inputs)
	return __en.cardinal_died(inputs)
});
/**
* | output |
* | --- |
* | "† {date} (aged {age})" |
*
* @param {Cardinal_Died_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_died_value = /** @type {((inputs: Cardinal_Died_ValueInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Died_ValueInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_died_value(inputs)
	if (locale === "es") return __es.cardinal_died_value(inputs)
	if (locale === "pt") return __pt.cardinal_died_value(inputs)
	if (locale === "fr") return __fr.cardinal_died_value(inputs)
	if (locale === "de") return __de.cardinal_died_value(inputs)
	if (locale === "pl") return __pl.cardinal_died_value(inputs)
	return __en.cardinal_died_value(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam decoder" |
*
* @param {Cardinal_Habemus_DecoderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_habemus_decoder = /** @type {((inputs?: Cardinal_Habemus_DecoderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Habemus_DecoderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_habemus_decoder(inputs)
	if (locale === "es") return __es.cardinal_habemus_decoder(inputs)
	if (locale === "pt") return __pt.cardinal_habemus_decoder(inputs)
	if (locale === "fr") return __fr.cardinal_habemus_decoder(inputs)
	if (locale === "de") return __de.cardinal_habemus_decoder(inputs)
	if (locale === "pl") return __pl.cardinal_habemus_decoder(inputs)
	return __en.cardinal_habemus_decoder(inputs)
});
/**
* | output |
* | --- |
* | "Born {date}" |
*
* @param {Cardinal_Head_BornInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_born = /** @type {((inputs: Cardinal_Head_BornInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Head_BornInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_head_born(inputs)
	if (locale === "es") return __es.cardinal_head_born(inputs)
	if (locale === "pt") return __pt.cardinal_head_born(inputs)
	if (locale === "fr") return __fr.cardinal_head_born(inputs)
	if (locale === "de") return __de.cardinal_head_born(inputs)
	if (locale === "pl") return __pl.cardinal_head_born(inputs)
	return __en.cardinal_head_born(inputs)
});
/**
* | output |
* | --- |
* | "Born {date} in {place}" |
*
* @param {Cardinal_Head_Born_InInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_born_in = /** @type {((inputs: Cardinal_Head_Born_InInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Head_Born_InInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_head_born_in(inputs)
	if (locale === "es") return __es.cardinal_head_born_in(inputs)
	if (locale === "pt") return __pt.cardinal_head_born_in(inputs)
	if (locale === "fr") return __fr.cardinal_head_born_in(inputs)
	if (locale === "de") return __de.cardinal_head_born_in(inputs)
	if (locale === "pl") return __pl.cardinal_head_born_in(inputs)
	return __en.cardinal_head_born_in(inputs)
});
/**
* | output |
* | --- |
* | "Country: {country}." |
*
* @param {Cardinal_Head_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_country = /** @type {((inputs: Cardinal_Head_CountryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Head_CountryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_head_country(inputs)
	if (locale === "es") return __es.cardinal_head_country(inputs)
	if (locale === "pt") return __pt.cardinal_head_country(inputs)
	if (locale === "fr") return __fr.cardinal_head_country(inputs)
	if (locale === "de") return __de.cardinal_head_country(inputs)
	if (locale === "pl") return __pl.cardinal_head_country(inputs)
	return __en.cardinal_head_country(inputs)
});
/**
* | output |
* | --- |
* | "died {date}" |
*
* @param {Cardinal_Head_DiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_died = /** @type {((inputs: Cardinal_Head_DiedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Head_DiedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_head_died(inputs)
	if (locale === "es") return __es.cardinal_head_died(inputs)
	if (locale === "pt") return __pt.cardinal_head_died(inputs)
	if (locale === "fr") return __fr.cardinal_head_died(inputs)
	if (locale === "de") return __de.cardinal_head_died(inputs)
	if (locale === "pl") return __pl.cardinal_head_died(inputs)
	return __en.cardinal_head_died(inputs)
});
/**
* | output |
* | --- |
* | "Biography, views and sources." |
*
* @param {Cardinal_Head_TailInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_head_tail = /** @type {((inputs?: Cardinal_Head_TailInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Head_TailInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_head_tail(inputs)
	if (locale === "es") return __es.cardinal_head_tail(inputs)
	if (locale === "pt") return __pt.cardinal_head_tail(inputs)
	if (locale === "fr") return __fr.cardinal_head_tail(inputs)
	if (locale === "de") return __de.cardinal_head_tail(inputs)
	if (locale === "pl") return __pl.cardinal_head_tail(inputs)
	return __en.cardinal_head_tail(inputs)
});
/**
* | output |
* | --- |
* | "In the College" |
*
* @param {Cardinal_In_CollegeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_in_college = /** @type {((inputs?: Cardinal_In_CollegeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_In_CollegeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_in_college(inputs)
	if (locale === "es") return __es.cardinal_in_college(inputs)
	if (locale === "pt") return __pt.cardinal_in_college(inputs)
	if (locale === "fr") return __fr.cardinal_in_college(inputs)
	if (locale === "de") return __de.cardinal_in_college(inputs)
	if (locale === "pl") return __pl.cardinal_in_college(inputs)
	return __en.cardinal_in_college(inputs)
});
/**
* | output |
* | --- |
* | "Last office: {office}" |
*
* @param {Cardinal_Last_OfficeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_last_office = /** @type {((inputs: Cardinal_Last_OfficeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Last_OfficeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_last_office(inputs)
	if (locale === "es") return __es.cardinal_last_office(inputs)
	if (locale === "pt") return __pt.cardinal_last_office(inputs)
	if (locale === "fr") return __fr.cardinal_last_office(inputs)
	if (locale === "de") return __de.cardinal_last_office(inputs)
	if (locale === "pl") return __pl.cardinal_last_office(inputs)
	return __en.cardinal_last_office(inputs)
});
/**
* | output |
* | --- |
* | "{names} kept as written" |
*
* @param {Cardinal_Latin_KeptInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_kept = /** @type {((inputs: Cardinal_Latin_KeptInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Latin_KeptInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_latin_kept(inputs)
	if (locale === "es") return __es.cardinal_latin_kept(inputs)
	if (locale === "pt") return __pt.cardinal_latin_kept(inputs)
	if (locale === "fr") return __fr.cardinal_latin_kept(inputs)
	if (locale === "de") return __de.cardinal_latin_kept(inputs)
	if (locale === "pl") return __pl.cardinal_latin_kept(inputs)
	return __en.cardinal_latin_kept(inputs)
});
/**
* | output |
* | --- |
* | "If elected, he would be announced as" |
*
* @param {Cardinal_Latin_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_lead = /** @type {((inputs?: Cardinal_Latin_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Latin_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_latin_lead(inputs)
	if (locale === "es") return __es.cardinal_latin_lead(inputs)
	if (locale === "pt") return __pt.cardinal_latin_lead(inputs)
	if (locale === "fr") return __fr.cardinal_latin_lead(inputs)
	if (locale === "de") return __de.cardinal_latin_lead(inputs)
	if (locale === "pl") return __pl.cardinal_latin_lead(inputs)
	return __en.cardinal_latin_lead(inputs)
});
/**
* | output |
* | --- |
* | "Given names in Latin" |
*
* @param {Cardinal_Latin_NamesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_names = /** @type {((inputs?: Cardinal_Latin_NamesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Latin_NamesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_latin_names(inputs)
	if (locale === "es") return __es.cardinal_latin_names(inputs)
	if (locale === "pt") return __pt.cardinal_latin_names(inputs)
	if (locale === "fr") return __fr.cardinal_latin_names(inputs)
	if (locale === "de") return __de.cardinal_latin_names(inputs)
	if (locale === "pl") return __pl.cardinal_latin_names(inputs)
	return __en.cardinal_latin_names(inputs)
});
/**
* | output |
* | --- |
* | "In the announcement's form:" |
*
* @param {Cardinal_Latin_Pope_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_latin_pope_lead = /** @type {((inputs?: Cardinal_Latin_Pope_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Latin_Pope_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_latin_pope_lead(inputs)
	if (locale === "es") return __es.cardinal_latin_pope_lead(inputs)
	if (locale === "pt") return __pt.cardinal_latin_pope_lead(inputs)
	if (locale === "fr") return __fr.cardinal_latin_pope_lead(inputs)
	if (locale === "de") return __de.cardinal_latin_pope_lead(inputs)
	if (locale === "pl") return __pl.cardinal_latin_pope_lead(inputs)
	return __en.cardinal_latin_pope_lead(inputs)
});
/**
* | output |
* | --- |
* | "This cardinal could not be loaded. Please try again later." |
*
* @param {Cardinal_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_load_error = /** @type {((inputs?: Cardinal_Load_ErrorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Load_ErrorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_load_error(inputs)
	if (locale === "es") return __es.cardinal_load_error(inputs)
	if (locale === "pt") return __pt.cardinal_load_error(inputs)
	if (locale === "fr") return __fr.cardinal_load_error(inputs)
	if (locale === "de") return __de.cardinal_load_error(inputs)
	if (locale === "pl") return __pl.cardinal_load_error(inputs)
	return __en.cardinal_load_error(inputs)
});
/**
* | output |
* | --- |
* | "Loading cardinal information..." |
*
* @param {Cardinal_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_loading = /** @type {((inputs?: Cardinal_LoadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_LoadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_loading(inputs)
	if (locale === "es") return __es.cardinal_loading(inputs)
	if (locale === "pt") return __pt.cardinal_loading(inputs)
	if (locale === "fr") return __fr.cardinal_loading(inputs)
	if (locale === "de") return __de.cardinal_loading(inputs)
	if (locale === "pl") return __pl.cardinal_loading(inputs)
	return __en.cardinal_loading(inputs)
});
/**
* | output |
* | --- |
* | "Motto" |
*
* @param {Cardinal_MottoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_motto = /** @type {((inputs?: Cardinal_MottoInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_MottoInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_motto(inputs)
	if (locale === "es") return __es.cardinal_motto(inputs)
	if (locale === "pt") return __pt.cardinal_motto(inputs)
	if (locale === "fr") return __fr.cardinal_motto(inputs)
	if (locale === "de") return __de.cardinal_motto(inputs)
	if (locale === "pl") return __pl.cardinal_motto(inputs)
	return __en.cardinal_motto(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal of the Catholic Church" |
*
* @param {Cardinal_Of_The_ChurchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_of_the_church = /** @type {((inputs?: Cardinal_Of_The_ChurchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Of_The_ChurchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_of_the_church(inputs)
	if (locale === "es") return __es.cardinal_of_the_church(inputs)
	if (locale === "pt") return __pt.cardinal_of_the_church(inputs)
	if (locale === "fr") return __fr.cardinal_of_the_church(inputs)
	if (locale === "de") return __de.cardinal_of_the_church(inputs)
	if (locale === "pl") return __pl.cardinal_of_the_church(inputs)
	return __en.cardinal_of_the_church(inputs)
});
/**
* | output |
* | --- |
* | "{office}, since {date}" |
*
* @param {Cardinal_Office_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_office_since = /** @type {((inputs: Cardinal_Office_SinceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Office_SinceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_office_since(inputs)
	if (locale === "es") return __es.cardinal_office_since(inputs)
	if (locale === "pt") return __pt.cardinal_office_since(inputs)
	if (locale === "fr") return __fr.cardinal_office_since(inputs)
	if (locale === "de") return __de.cardinal_office_since(inputs)
	if (locale === "pl") return __pl.cardinal_office_since(inputs)
	return __en.cardinal_office_since(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal not found" |
*
* @param {Cardinal_Panel_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_panel_not_found = /** @type {((inputs?: Cardinal_Panel_Not_FoundInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Panel_Not_FoundInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_panel_not_found(inputs)
	if (locale === "es") return __es.cardinal_panel_not_found(inputs)
	if (locale === "pt") return __pt.cardinal_panel_not_found(inputs)
	if (locale === "fr") return __fr.cardinal_panel_not_found(inputs)
	if (locale === "de") return __de.cardinal_panel_not_found(inputs)
	if (locale === "pl") return __pl.cardinal_panel_not_found(inputs)
	return __en.cardinal_panel_not_found(inputs)
});
/**
* | output |
* | --- |
* | "No cardinal is listed as “{slug}”. The link may be mistyped or out of date: close this panel and search the directory by name." |
*
* @param {Cardinal_Panel_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_panel_not_listed = /** @type {((inputs: Cardinal_Panel_Not_ListedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Panel_Not_ListedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_panel_not_listed(inputs)
	if (locale === "es") return __es.cardinal_panel_not_listed(inputs)
	if (locale === "pt") return __pt.cardinal_panel_not_listed(inputs)
	if (locale === "fr") return __fr.cardinal_panel_not_listed(inputs)
	if (locale === "de") return __de.cardinal_panel_not_listed(inputs)
	if (locale === "pl") return __pl.cardinal_panel_not_listed(inputs)
	return __en.cardinal_panel_not_listed(inputs)
});
/**
* | output |
* | --- |
* | "Profile sections" |
*
* @param {Cardinal_Profile_SectionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_profile_sections = /** @type {((inputs?: Cardinal_Profile_SectionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Profile_SectionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_profile_sections(inputs)
	if (locale === "es") return __es.cardinal_profile_sections(inputs)
	if (locale === "pt") return __pt.cardinal_profile_sections(inputs)
	if (locale === "fr") return __fr.cardinal_profile_sections(inputs)
	if (locale === "de") return __de.cardinal_profile_sections(inputs)
	if (locale === "pl") return __pl.cardinal_profile_sections(inputs)
	return __en.cardinal_profile_sections(inputs)
});
/**
* | output |
* | --- |
* | "No notable quotes or statements available for this cardinal." |
*
* @param {Cardinal_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_quotes_empty = /** @type {((inputs?: Cardinal_Quotes_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Quotes_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_quotes_empty(inputs)
	if (locale === "es") return __es.cardinal_quotes_empty(inputs)
	if (locale === "pt") return __pt.cardinal_quotes_empty(inputs)
	if (locale === "fr") return __fr.cardinal_quotes_empty(inputs)
	if (locale === "de") return __de.cardinal_quotes_empty(inputs)
	if (locale === "pl") return __pl.cardinal_quotes_empty(inputs)
	return __en.cardinal_quotes_empty(inputs)
});
/**
* | output |
* | --- |
* | "Notable Quotes" |
*
* @param {Cardinal_Quotes_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_quotes_heading = /** @type {((inputs?: Cardinal_Quotes_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Quotes_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_quotes_heading(inputs)
	if (locale === "es") return __es.cardinal_quotes_heading(inputs)
	if (locale === "pt") return __pt.cardinal_quotes_heading(inputs)
	if (locale === "fr") return __fr.cardinal_quotes_heading(inputs)
	if (locale === "de") return __de.cardinal_quotes_heading(inputs)
	if (locale === "pl") return __pl.cardinal_quotes_heading(inputs)
	return __en.cardinal_quotes_heading(inputs)
});
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Cardinal_RankInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank = /** @type {((inputs?: Cardinal_RankInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_RankInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_rank(inputs)
	if (locale === "es") return __es.cardinal_rank(inputs)
	if (locale === "pt") return __pt.cardinal_rank(inputs)
	if (locale === "fr") return __fr.cardinal_rank(inputs)
	if (locale === "de") return __de.cardinal_rank(inputs)
	if (locale === "pl") return __pl.cardinal_rank(inputs)
	return __en.cardinal_rank(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal Bishop" |
*
* @param {Cardinal_Rank_BishopInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank_bishop = /** @type {((inputs?: Cardinal_Rank_BishopInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Rank_BishopInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_rank_bishop(inputs)
	if (locale === "es") return __es.cardinal_rank_bishop(inputs)
	if (locale === "pt") return __pt.cardinal_rank_bishop(inputs)
	if (locale === "fr") return __fr.cardinal_rank_bishop(inputs)
	if (locale === "de") return __de.cardinal_rank_bishop(inputs)
	if (locale === "pl") return __pl.cardinal_rank_bishop(inputs)
	return __en.cardinal_rank_bishop(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal Deacon" |
*
* @param {Cardinal_Rank_DeaconInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank_deacon = /** @type {((inputs?: Cardinal_Rank_DeaconInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Rank_DeaconInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_rank_deacon(inputs)
	if (locale === "es") return __es.cardinal_rank_deacon(inputs)
	if (locale === "pt") return __pt.cardinal_rank_deacon(inputs)
	if (locale === "fr") return __fr.cardinal_rank_deacon(inputs)
	if (locale === "de") return __de.cardinal_rank_deacon(inputs)
	if (locale === "pl") return __pl.cardinal_rank_deacon(inputs)
	return __en.cardinal_rank_deacon(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal Priest" |
*
* @param {Cardinal_Rank_PriestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rank_priest = /** @type {((inputs?: Cardinal_Rank_PriestInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Rank_PriestInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_rank_priest(inputs)
	if (locale === "es") return __es.cardinal_rank_priest(inputs)
	if (locale === "pt") return __pt.cardinal_rank_priest(inputs)
	if (locale === "fr") return __fr.cardinal_rank_priest(inputs)
	if (locale === "de") return __de.cardinal_rank_priest(inputs)
	if (locale === "pl") return __pl.cardinal_rank_priest(inputs)
	return __en.cardinal_rank_priest(inputs)
});
/**
* | output |
* | --- |
* | "{value} out of 5" |
*
* @param {Cardinal_Rating_Out_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_rating_out_of = /** @type {((inputs: Cardinal_Rating_Out_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Rating_Out_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_rating_out_of(inputs)
	if (locale === "es") return __es.cardinal_rating_out_of(inputs)
	if (locale === "pt") return __pt.cardinal_rating_out_of(inputs)
	if (locale === "fr") return __fr.cardinal_rating_out_of(inputs)
	if (locale === "de") return __de.cardinal_rating_out_of(inputs)
	if (locale === "pl") return __pl.cardinal_rating_out_of(inputs)
	return __en.cardinal_rating_out_of(inputs)
});
/**
* | output |
* | --- |
* | "No ratings available for this cardinal." |
*
* @param {Cardinal_Ratings_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_empty = /** @type {((inputs?: Cardinal_Ratings_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Ratings_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_ratings_empty(inputs)
	if (locale === "es") return __es.cardinal_ratings_empty(inputs)
	if (locale === "pt") return __pt.cardinal_ratings_empty(inputs)
	if (locale === "fr") return __fr.cardinal_ratings_empty(inputs)
	if (locale === "de") return __de.cardinal_ratings_empty(inputs)
	if (locale === "pl") return __pl.cardinal_ratings_empty(inputs)
	return __en.cardinal_ratings_empty(inputs)
});
/**
* | output |
* | --- |
* | "Theological & Administrative Ratings" |
*
* @param {Cardinal_Ratings_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_heading = /** @type {((inputs?: Cardinal_Ratings_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Ratings_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_ratings_heading(inputs)
	if (locale === "es") return __es.cardinal_ratings_heading(inputs)
	if (locale === "pt") return __pt.cardinal_ratings_heading(inputs)
	if (locale === "fr") return __fr.cardinal_ratings_heading(inputs)
	if (locale === "de") return __de.cardinal_ratings_heading(inputs)
	if (locale === "pl") return __pl.cardinal_ratings_heading(inputs)
	return __en.cardinal_ratings_heading(inputs)
});
/**
* | output |
* | --- |
* | "These ratings assess public statements, actions and writings on a scale of 1-5. They are editorial judgements; each names the record it rests on." |
*
* @param {Cardinal_Ratings_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_intro = /** @type {((inputs?: Cardinal_Ratings_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Ratings_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_ratings_intro(inputs)
	if (locale === "es") return __es.cardinal_ratings_intro(inputs)
	if (locale === "pt") return __pt.cardinal_ratings_intro(inputs)
	if (locale === "fr") return __fr.cardinal_ratings_intro(inputs)
	if (locale === "de") return __de.cardinal_ratings_intro(inputs)
	if (locale === "pl") return __pl.cardinal_ratings_intro(inputs)
	return __en.cardinal_ratings_intro(inputs)
});
/**
* | output |
* | --- |
* | "How the ratings are made" |
*
* @param {Cardinal_Ratings_MethodInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_ratings_method = /** @type {((inputs?: Cardinal_Ratings_MethodInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Ratings_MethodInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_ratings_method(inputs)
	if (locale === "es") return __es.cardinal_ratings_method(inputs)
	if (locale === "pt") return __pt.cardinal_ratings_method(inputs)
	if (locale === "fr") return __fr.cardinal_ratings_method(inputs)
	if (locale === "de") return __de.cardinal_ratings_method(inputs)
	if (locale === "pl") return __pl.cardinal_ratings_method(inputs)
	return __en.cardinal_ratings_method(inputs)
});
/**
* | output |
* | --- |
* | "Renounced the rights of the cardinalate" |
*
* @param {Cardinal_RenouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_renounced = /** @type {((inputs?: Cardinal_RenouncedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_RenouncedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_renounced(inputs)
	if (locale === "es") return __es.cardinal_renounced(inputs)
	if (locale === "pt") return __pt.cardinal_renounced(inputs)
	if (locale === "fr") return __fr.cardinal_renounced(inputs)
	if (locale === "de") return __de.cardinal_renounced(inputs)
	if (locale === "pl") return __pl.cardinal_renounced(inputs)
	return __en.cardinal_renounced(inputs)
});
/**
* | output |
* | --- |
* | "{date}: still a cardinal, not an elector" |
*
* @param {Cardinal_Renounced_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_renounced_value = /** @type {((inputs: Cardinal_Renounced_ValueInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Renounced_ValueInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_renounced_value(inputs)
	if (locale === "es") return __es.cardinal_renounced_value(inputs)
	if (locale === "pt") return __pt.cardinal_renounced_value(inputs)
	if (locale === "fr") return __fr.cardinal_renounced_value(inputs)
	if (locale === "de") return __de.cardinal_renounced_value(inputs)
	if (locale === "pl") return __pl.cardinal_renounced_value(inputs)
	return __en.cardinal_renounced_value(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal Not Found" |
*
* @param {Cardinal_Route_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_route_not_found = /** @type {((inputs?: Cardinal_Route_Not_FoundInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Route_Not_FoundInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_route_not_found(inputs)
	if (locale === "es") return __es.cardinal_route_not_found(inputs)
	if (locale === "pt") return __pt.cardinal_route_not_found(inputs)
	if (locale === "fr") return __fr.cardinal_route_not_found(inputs)
	if (locale === "de") return __de.cardinal_route_not_found(inputs)
	if (locale === "pl") return __pl.cardinal_route_not_found(inputs)
	return __en.cardinal_route_not_found(inputs)
});
/**
* | output |
* | --- |
* | "No cardinal is listed at this address." |
*
* @param {Cardinal_Route_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_route_not_listed = /** @type {((inputs?: Cardinal_Route_Not_ListedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Route_Not_ListedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_route_not_listed(inputs)
	if (locale === "es") return __es.cardinal_route_not_listed(inputs)
	if (locale === "pt") return __pt.cardinal_route_not_listed(inputs)
	if (locale === "fr") return __fr.cardinal_route_not_listed(inputs)
	if (locale === "de") return __de.cardinal_route_not_listed(inputs)
	if (locale === "pl") return __pl.cardinal_route_not_listed(inputs)
	return __en.cardinal_route_not_listed(inputs)
});
/**
* | output |
* | --- |
* | "Search the directory for “{term}”" |
*
* @param {Cardinal_Search_ForInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_search_for = /** @type {((inputs: Cardinal_Search_ForInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Search_ForInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_search_for(inputs)
	if (locale === "es") return __es.cardinal_search_for(inputs)
	if (locale === "pt") return __pt.cardinal_search_for(inputs)
	if (locale === "fr") return __fr.cardinal_search_for(inputs)
	if (locale === "de") return __de.cardinal_search_for(inputs)
	if (locale === "pl") return __pl.cardinal_search_for(inputs)
	return __en.cardinal_search_for(inputs)
});
/**
* | output |
* | --- |
* | "source" |
*
* @param {Cardinal_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_source = /** @type {((inputs?: Cardinal_SourceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_SourceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_source(inputs)
	if (locale === "es") return __es.cardinal_source(inputs)
	if (locale === "pt") return __pt.cardinal_source(inputs)
	if (locale === "fr") return __fr.cardinal_source(inputs)
	if (locale === "de") return __de.cardinal_source(inputs)
	if (locale === "pl") return __pl.cardinal_source(inputs)
	return __en.cardinal_source(inputs)
});
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Cardinal_Source_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_source_label = /** @type {((inputs?: Cardinal_Source_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Source_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_source_label(inputs)
	if (locale === "es") return __es.cardinal_source_label(inputs)
	if (locale === "pt") return __pt.cardinal_source_label(inputs)
	if (locale === "fr") return __fr.cardinal_source_label(inputs)
	if (locale === "de") return __de.cardinal_source_label(inputs)
	if (locale === "pl") return __pl.cardinal_source_label(inputs)
	return __en.cardinal_source_label(inputs)
});
/**
* | output |
* | --- |
* | "source {n}" |
*
* @param {Cardinal_Source_NInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_source_n = /** @type {((inputs: Cardinal_Source_NInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Source_NInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_source_n(inputs)
	if (locale === "es") return __es.cardinal_source_n(inputs)
	if (locale === "pt") return __pt.cardinal_source_n(inputs)
	if (locale === "fr") return __fr.cardinal_source_n(inputs)
	if (locale === "de") return __de.cardinal_source_n(inputs)
	if (locale === "pl") return __pl.cardinal_source_n(inputs)
	return __en.cardinal_source_n(inputs)
});
/**
* | output |
* | --- |
* | "No sources or references available for this cardinal." |
*
* @param {Cardinal_Sources_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_sources_empty = /** @type {((inputs?: Cardinal_Sources_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Sources_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_sources_empty(inputs)
	if (locale === "es") return __es.cardinal_sources_empty(inputs)
	if (locale === "pt") return __pt.cardinal_sources_empty(inputs)
	if (locale === "fr") return __fr.cardinal_sources_empty(inputs)
	if (locale === "de") return __de.cardinal_sources_empty(inputs)
	if (locale === "pl") return __pl.cardinal_sources_empty(inputs)
	return __en.cardinal_sources_empty(inputs)
});
/**
* | output |
* | --- |
* | "Sources & References" |
*
* @param {Cardinal_Sources_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_sources_heading = /** @type {((inputs?: Cardinal_Sources_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Sources_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_sources_heading(inputs)
	if (locale === "es") return __es.cardinal_sources_heading(inputs)
	if (locale === "pt") return __pt.cardinal_sources_heading(inputs)
	if (locale === "fr") return __fr.cardinal_sources_heading(inputs)
	if (locale === "de") return __de.cardinal_sources_heading(inputs)
	if (locale === "pl") return __pl.cardinal_sources_heading(inputs)
	return __en.cardinal_sources_heading(inputs)
});
/**
* | output |
* | --- |
* | "Suggest a correction" |
*
* @param {Cardinal_SuggestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest = /** @type {((inputs?: Cardinal_SuggestInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_SuggestInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest(inputs)
	if (locale === "es") return __es.cardinal_suggest(inputs)
	if (locale === "pt") return __pt.cardinal_suggest(inputs)
	if (locale === "fr") return __fr.cardinal_suggest(inputs)
	if (locale === "de") return __de.cardinal_suggest(inputs)
	if (locale === "pl") return __pl.cardinal_suggest(inputs)
	return __en.cardinal_suggest(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Cardinal_Suggest_CancelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_cancel = /** @type {((inputs?: Cardinal_Suggest_CancelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_CancelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_cancel(inputs)
	if (locale === "es") return __es.cardinal_suggest_cancel(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_cancel(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_cancel(inputs)
	if (locale === "de") return __de.cardinal_suggest_cancel(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_cancel(inputs)
	return __en.cardinal_suggest_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Dates as YYYY-MM-DD." |
*
* @param {Cardinal_Suggest_DatesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_dates = /** @type {((inputs?: Cardinal_Suggest_DatesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_DatesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_dates(inputs)
	if (locale === "es") return __es.cardinal_suggest_dates(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_dates(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_dates(inputs)
	if (locale === "de") return __de.cardinal_suggest_dates(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_dates(inputs)
	return __en.cardinal_suggest_dates(inputs)
});
/**
* | output |
* | --- |
* | "Your e-mail (optional)" |
*
* @param {Cardinal_Suggest_EmailInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_email = /** @type {((inputs?: Cardinal_Suggest_EmailInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_EmailInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_email(inputs)
	if (locale === "es") return __es.cardinal_suggest_email(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_email(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_email(inputs)
	if (locale === "de") return __de.cardinal_suggest_email(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_email(inputs)
	return __en.cardinal_suggest_email(inputs)
});
/**
* | output |
* | --- |
* | "The correction could not be sent. Please try again later." |
*
* @param {Cardinal_Suggest_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_failed = /** @type {((inputs?: Cardinal_Suggest_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_failed(inputs)
	if (locale === "es") return __es.cardinal_suggest_failed(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_failed(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_failed(inputs)
	if (locale === "de") return __de.cardinal_suggest_failed(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_failed(inputs)
	return __en.cardinal_suggest_failed(inputs)
});
/**
* | output |
* | --- |
* | "Which fact" |
*
* @param {Cardinal_Suggest_FieldInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_field = /** @type {((inputs?: Cardinal_Suggest_FieldInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_FieldInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_field(inputs)
	if (locale === "es") return __es.cardinal_suggest_field(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_field(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_field(inputs)
	if (locale === "de") return __de.cardinal_suggest_field(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_field(inputs)
	return __en.cardinal_suggest_field(inputs)
});
/**
* | output |
* | --- |
* | "To send, give the correct value and a source." |
*
* @param {Cardinal_Suggest_Need_BothInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_need_both = /** @type {((inputs?: Cardinal_Suggest_Need_BothInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_Need_BothInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_need_both(inputs)
	if (locale === "es") return __es.cardinal_suggest_need_both(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_need_both(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_need_both(inputs)
	if (locale === "de") return __de.cardinal_suggest_need_both(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_need_both(inputs)
	return __en.cardinal_suggest_need_both(inputs)
});
/**
* | output |
* | --- |
* | "To send, give a source (an https address)." |
*
* @param {Cardinal_Suggest_Need_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_need_source = /** @type {((inputs?: Cardinal_Suggest_Need_SourceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_Need_SourceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_need_source(inputs)
	if (locale === "es") return __es.cardinal_suggest_need_source(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_need_source(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_need_source(inputs)
	if (locale === "de") return __de.cardinal_suggest_need_source(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_need_source(inputs)
	return __en.cardinal_suggest_need_source(inputs)
});
/**
* | output |
* | --- |
* | "To send, give the correct value." |
*
* @param {Cardinal_Suggest_Need_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_need_value = /** @type {((inputs?: Cardinal_Suggest_Need_ValueInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_Need_ValueInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_need_value(inputs)
	if (locale === "es") return __es.cardinal_suggest_need_value(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_need_value(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_need_value(inputs)
	if (locale === "de") return __de.cardinal_suggest_need_value(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_need_value(inputs)
	return __en.cardinal_suggest_need_value(inputs)
});
/**
* | output |
* | --- |
* | "Send correction" |
*
* @param {Cardinal_Suggest_SendInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_send = /** @type {((inputs?: Cardinal_Suggest_SendInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_SendInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_send(inputs)
	if (locale === "es") return __es.cardinal_suggest_send(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_send(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_send(inputs)
	if (locale === "de") return __de.cardinal_suggest_send(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_send(inputs)
	return __en.cardinal_suggest_send(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Cardinal_Suggest_SendingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_sending = /** @type {((inputs?: Cardinal_Suggest_SendingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_SendingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_sending(inputs)
	if (locale === "es") return __es.cardinal_suggest_sending(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_sending(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_sending(inputs)
	if (locale === "de") return __de.cardinal_suggest_sending(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_sending(inputs)
	return __en.cardinal_suggest_sending(inputs)
});
/**
* | output |
* | --- |
* | "Source (https://…)" |
*
* @param {Cardinal_Suggest_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_source = /** @type {((inputs?: Cardinal_Suggest_SourceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_SourceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_source(inputs)
	if (locale === "es") return __es.cardinal_suggest_source(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_source(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_source(inputs)
	if (locale === "de") return __de.cardinal_suggest_source(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_source(inputs)
	return __en.cardinal_suggest_source(inputs)
});
/**
* | output |
* | --- |
* | "Thank you. Your correction was sent; the operator reviews every suggestion, and accepted ones appear in the public change log." |
*
* @param {Cardinal_Suggest_ThanksInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_thanks = /** @type {((inputs?: Cardinal_Suggest_ThanksInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_ThanksInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_thanks(inputs)
	if (locale === "es") return __es.cardinal_suggest_thanks(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_thanks(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_thanks(inputs)
	if (locale === "de") return __de.cardinal_suggest_thanks(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_thanks(inputs)
	return __en.cardinal_suggest_thanks(inputs)
});
/**
* | output |
* | --- |
* | "Suggest a correction for {name}" |
*
* @param {Cardinal_Suggest_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_title = /** @type {((inputs: Cardinal_Suggest_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_title(inputs)
	if (locale === "es") return __es.cardinal_suggest_title(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_title(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_title(inputs)
	if (locale === "de") return __de.cardinal_suggest_title(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_title(inputs)
	return __en.cardinal_suggest_title(inputs)
});
/**
* | output |
* | --- |
* | "Correct value" |
*
* @param {Cardinal_Suggest_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_suggest_value = /** @type {((inputs?: Cardinal_Suggest_ValueInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Suggest_ValueInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_suggest_value(inputs)
	if (locale === "es") return __es.cardinal_suggest_value(inputs)
	if (locale === "pt") return __pt.cardinal_suggest_value(inputs)
	if (locale === "fr") return __fr.cardinal_suggest_value(inputs)
	if (locale === "de") return __de.cardinal_suggest_value(inputs)
	if (locale === "pl") return __pl.cardinal_suggest_value(inputs)
	return __en.cardinal_suggest_value(inputs)
});
/**
* | output |
* | --- |
* | "Biography" |
*
* @param {Cardinal_Tab_BiographyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_biography = /** @type {((inputs?: Cardinal_Tab_BiographyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Tab_BiographyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_tab_biography(inputs)
	if (locale === "es") return __es.cardinal_tab_biography(inputs)
	if (locale === "pt") return __pt.cardinal_tab_biography(inputs)
	if (locale === "fr") return __fr.cardinal_tab_biography(inputs)
	if (locale === "de") return __de.cardinal_tab_biography(inputs)
	if (locale === "pl") return __pl.cardinal_tab_biography(inputs)
	return __en.cardinal_tab_biography(inputs)
});
/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Cardinal_Tab_QuotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_quotes = /** @type {((inputs?: Cardinal_Tab_QuotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Tab_QuotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_tab_quotes(inputs)
	if (locale === "es") return __es.cardinal_tab_quotes(inputs)
	if (locale === "pt") return __pt.cardinal_tab_quotes(inputs)
	if (locale === "fr") return __fr.cardinal_tab_quotes(inputs)
	if (locale === "de") return __de.cardinal_tab_quotes(inputs)
	if (locale === "pl") return __pl.cardinal_tab_quotes(inputs)
	return __en.cardinal_tab_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Ratings" |
*
* @param {Cardinal_Tab_RatingsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_ratings = /** @type {((inputs?: Cardinal_Tab_RatingsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Tab_RatingsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_tab_ratings(inputs)
	if (locale === "es") return __es.cardinal_tab_ratings(inputs)
	if (locale === "pt") return __pt.cardinal_tab_ratings(inputs)
	if (locale === "fr") return __fr.cardinal_tab_ratings(inputs)
	if (locale === "de") return __de.cardinal_tab_ratings(inputs)
	if (locale === "pl") return __pl.cardinal_tab_ratings(inputs)
	return __en.cardinal_tab_ratings(inputs)
});
/**
* | output |
* | --- |
* | "Sources" |
*
* @param {Cardinal_Tab_SourcesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_sources = /** @type {((inputs?: Cardinal_Tab_SourcesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Tab_SourcesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_tab_sources(inputs)
	if (locale === "es") return __es.cardinal_tab_sources(inputs)
	if (locale === "pt") return __pt.cardinal_tab_sources(inputs)
	if (locale === "fr") return __fr.cardinal_tab_sources(inputs)
	if (locale === "de") return __de.cardinal_tab_sources(inputs)
	if (locale === "pl") return __pl.cardinal_tab_sources(inputs)
	return __en.cardinal_tab_sources(inputs)
});
/**
* | output |
* | --- |
* | "Views" |
*
* @param {Cardinal_Tab_ViewsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_tab_views = /** @type {((inputs?: Cardinal_Tab_ViewsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Tab_ViewsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_tab_views(inputs)
	if (locale === "es") return __es.cardinal_tab_views(inputs)
	if (locale === "pt") return __pt.cardinal_tab_views(inputs)
	if (locale === "fr") return __fr.cardinal_tab_views(inputs)
	if (locale === "de") return __de.cardinal_tab_views(inputs)
	if (locale === "pl") return __pl.cardinal_tab_views(inputs)
	return __en.cardinal_tab_views(inputs)
});
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Cardinal_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_title = /** @type {((inputs?: Cardinal_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_title(inputs)
	if (locale === "es") return __es.cardinal_title(inputs)
	if (locale === "pt") return __pt.cardinal_title(inputs)
	if (locale === "fr") return __fr.cardinal_title(inputs)
	if (locale === "de") return __de.cardinal_title(inputs)
	if (locale === "pl") return __pl.cardinal_title(inputs)
	return __en.cardinal_title(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal information unavailable" |
*
* @param {Cardinal_UnavailableInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_unavailable = /** @type {((inputs?: Cardinal_UnavailableInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_UnavailableInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_unavailable(inputs)
	if (locale === "es") return __es.cardinal_unavailable(inputs)
	if (locale === "pt") return __pt.cardinal_unavailable(inputs)
	if (locale === "fr") return __fr.cardinal_unavailable(inputs)
	if (locale === "de") return __de.cardinal_unavailable(inputs)
	if (locale === "pl") return __pl.cardinal_unavailable(inputs)
	return __en.cardinal_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "No detailed views or positions available for this cardinal." |
*
* @param {Cardinal_Views_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_views_empty = /** @type {((inputs?: Cardinal_Views_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Views_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_views_empty(inputs)
	if (locale === "es") return __es.cardinal_views_empty(inputs)
	if (locale === "pt") return __pt.cardinal_views_empty(inputs)
	if (locale === "fr") return __fr.cardinal_views_empty(inputs)
	if (locale === "de") return __de.cardinal_views_empty(inputs)
	if (locale === "pl") return __pl.cardinal_views_empty(inputs)
	return __en.cardinal_views_empty(inputs)
});
/**
* | output |
* | --- |
* | "Views & Positions" |
*
* @param {Cardinal_Views_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_views_heading = /** @type {((inputs?: Cardinal_Views_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Views_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_views_heading(inputs)
	if (locale === "es") return __es.cardinal_views_heading(inputs)
	if (locale === "pt") return __pt.cardinal_views_heading(inputs)
	if (locale === "fr") return __fr.cardinal_views_heading(inputs)
	if (locale === "de") return __de.cardinal_views_heading(inputs)
	if (locale === "pl") return __pl.cardinal_views_heading(inputs)
	return __en.cardinal_views_heading(inputs)
});
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
* | "Link copied: {url}" |
*
* @param {Dialogs_Donation_CopiedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_copied = /** @type {((inputs: Dialogs_Donation_CopiedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_CopiedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_copied(inputs)
	if (locale === "es") return __es.dialogs_donation_copied(inputs)
	if (locale === "pt") return __pt.dialogs_donation_copied(inputs)
	if (locale === "fr") return __fr.dialogs_donation_copied(inputs)
	if (locale === "de") return __de.dialogs_donation_copied(inputs)
	if (locale === "pl") return __pl.dialogs_donation_copied(inputs)
	return __en.dialogs_donation_copied(inputs)
});
/**
* | output |
* | --- |
* | "Copy this link to share it: {url}" |
*
* @param {Dialogs_Donation_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_copy_failed = /** @type {((inputs: Dialogs_Donation_Copy_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_Copy_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_copy_failed(inputs)
	if (locale === "es") return __es.dialogs_donation_copy_failed(inputs)
	if (locale === "pt") return __pt.dialogs_donation_copy_failed(inputs)
	if (locale === "fr") return __fr.dialogs_donation_copy_failed(inputs)
	if (locale === "de") return __de.dialogs_donation_copy_failed(inputs)
	if (locale === "pl") return __pl.dialogs_donation_copy_failed(inputs)
	return __en.dialogs_donation_copy_failed(inputs)
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
* | "Share Cardinalis" |
*
* @param {Dialogs_Donation_ShareInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const dialogs_donation_share = /** @type {((inputs?: Dialogs_Donation_ShareInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dialogs_Donation_ShareInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.dialogs_donation_share(inputs)
	if (locale === "es") return __es.dialogs_donation_share(inputs)
	if (locale === "pt") return __pt.dialogs_donation_share(inputs)
	if (locale === "fr") return __fr.dialogs_donation_share(inputs)
	if (locale === "de") return __de.dialogs_donation_share(inputs)
	if (locale === "pl") return __pl.dialogs_donation_share(inputs)
	return __en.dialogs_donation_share(inputs)
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
* | "With or without" |
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
* | "See all results for “{term}”" |
*
* @param {Directory_See_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_see_all = /** @type {((inputs: Directory_See_AllInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_See_AllInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_see_all(inputs)
	if (locale === "es") return __es.directory_see_all(inputs)
	if (locale === "pt") return __pt.directory_see_all(inputs)
	if (locale === "fr") return __fr.directory_see_all(inputs)
	if (locale === "de") return __de.directory_see_all(inputs)
	if (locale === "pl") return __pl.directory_see_all(inputs)
	return __en.directory_see_all(inputs)
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
* | "Loading page..." |
*
* @param {Loading_PageInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const loading_page = /** @type {((inputs?: Loading_PageInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Loading_PageInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.loading_page(inputs)
	if (locale === "es") return __es.loading_page(inputs)
	if (locale === "pt") return __pt.loading_page(inputs)
	if (locale === "fr") return __fr.loading_page(inputs)
	if (locale === "de") return __de.loading_page(inputs)
	if (locale === "pl") return __pl.loading_page(inputs)
	return __en.loading_page(inputs)
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
* | "← Back to the profile of Pope Leo XIV" |
*
* @param {Pope_Back_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_back_to_profile = /** @type {((inputs?: Pope_Back_To_ProfileInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Back_To_ProfileInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_back_to_profile(inputs)
	if (locale === "es") return __es.pope_back_to_profile(inputs)
	if (locale === "pt") return __pt.pope_back_to_profile(inputs)
	if (locale === "fr") return __fr.pope_back_to_profile(inputs)
	if (locale === "de") return __de.pope_back_to_profile(inputs)
	if (locale === "pl") return __pl.pope_back_to_profile(inputs)
	return __en.pope_back_to_profile(inputs)
});
/**
* | output |
* | --- |
* | "The profile of the new Holy Father: his life, formation and career, how observers read his positions, his own words, and where every fact comes from." |
*
* @param {Pope_Banner_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_banner_intro = /** @type {((inputs?: Pope_Banner_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Banner_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_banner_intro(inputs)
	if (locale === "es") return __es.pope_banner_intro(inputs)
	if (locale === "pt") return __pt.pope_banner_intro(inputs)
	if (locale === "fr") return __fr.pope_banner_intro(inputs)
	if (locale === "de") return __de.pope_banner_intro(inputs)
	if (locale === "pl") return __pl.pope_banner_intro(inputs)
	return __en.pope_banner_intro(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam · {date}" |
*
* @param {Pope_Banner_KickerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_banner_kicker = /** @type {((inputs: Pope_Banner_KickerInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Banner_KickerInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_banner_kicker(inputs)
	if (locale === "es") return __es.pope_banner_kicker(inputs)
	if (locale === "pt") return __pt.pope_banner_kicker(inputs)
	if (locale === "fr") return __fr.pope_banner_kicker(inputs)
	if (locale === "de") return __de.pope_banner_kicker(inputs)
	if (locale === "pl") return __pl.pope_banner_kicker(inputs)
	return __en.pope_banner_kicker(inputs)
});
/**
* | output |
* | --- |
* | "Biographical details" |
*
* @param {Pope_Bio_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_bio_heading = /** @type {((inputs?: Pope_Bio_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Bio_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_bio_heading(inputs)
	if (locale === "es") return __es.pope_bio_heading(inputs)
	if (locale === "pt") return __pt.pope_bio_heading(inputs)
	if (locale === "fr") return __fr.pope_bio_heading(inputs)
	if (locale === "de") return __de.pope_bio_heading(inputs)
	if (locale === "pl") return __pl.pope_bio_heading(inputs)
	return __en.pope_bio_heading(inputs)
});
/**
* | output |
* | --- |
* | "Career" |
*
* @param {Pope_Career_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_career_heading = /** @type {((inputs?: Pope_Career_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Career_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_career_heading(inputs)
	if (locale === "es") return __es.pope_career_heading(inputs)
	if (locale === "pt") return __pt.pope_career_heading(inputs)
	if (locale === "fr") return __fr.pope_career_heading(inputs)
	if (locale === "de") return __de.pope_career_heading(inputs)
	if (locale === "pl") return __pl.pope_career_heading(inputs)
	return __en.pope_career_heading(inputs)
});
/**
* | output |
* | --- |
* | "{date}, by Pope {name}" |
*
* @param {Pope_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_created_by = /** @type {((inputs: Pope_Created_ByInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Created_ByInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_created_by(inputs)
	if (locale === "es") return __es.pope_created_by(inputs)
	if (locale === "pt") return __pt.pope_created_by(inputs)
	if (locale === "fr") return __fr.pope_created_by(inputs)
	if (locale === "de") return __de.pope_created_by(inputs)
	if (locale === "pl") return __pl.pope_created_by(inputs)
	return __en.pope_created_by(inputs)
});
/**
* | output |
* | --- |
* | "{date}, by {creator}" |
*
* @param {Pope_Created_By_RecordedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_created_by_recorded = /** @type {((inputs: Pope_Created_By_RecordedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Created_By_RecordedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_created_by_recorded(inputs)
	if (locale === "es") return __es.pope_created_by_recorded(inputs)
	if (locale === "pt") return __pt.pope_created_by_recorded(inputs)
	if (locale === "fr") return __fr.pope_created_by_recorded(inputs)
	if (locale === "de") return __de.pope_created_by_recorded(inputs)
	if (locale === "pl") return __pl.pope_created_by_recorded(inputs)
	return __en.pope_created_by_recorded(inputs)
});
/**
* | output |
* | --- |
* | "Deep dive" |
*
* @param {Pope_Deep_DiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_deep_dive = /** @type {((inputs?: Pope_Deep_DiveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Deep_DiveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_deep_dive(inputs)
	if (locale === "es") return __es.pope_deep_dive(inputs)
	if (locale === "pt") return __pt.pope_deep_dive(inputs)
	if (locale === "fr") return __fr.pope_deep_dive(inputs)
	if (locale === "de") return __de.pope_deep_dive(inputs)
	if (locale === "pl") return __pl.pope_deep_dive(inputs)
	return __en.pope_deep_dive(inputs)
});
/**
* | output |
* | --- |
* | "Deep dive sections" |
*
* @param {Pope_Deep_Dive_SectionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_deep_dive_sections = /** @type {((inputs?: Pope_Deep_Dive_SectionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Deep_Dive_SectionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_deep_dive_sections(inputs)
	if (locale === "es") return __es.pope_deep_dive_sections(inputs)
	if (locale === "pt") return __pt.pope_deep_dive_sections(inputs)
	if (locale === "fr") return __fr.pope_deep_dive_sections(inputs)
	if (locale === "de") return __de.pope_deep_dive_sections(inputs)
	if (locale === "pl") return __pl.pope_deep_dive_sections(inputs)
	return __en.pope_deep_dive_sections(inputs)
});
/**
* | output |
* | --- |
* | "Deep dive · Leo XIV" |
*
* @param {Pope_Deep_Dive_ShortInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_deep_dive_short = /** @type {((inputs?: Pope_Deep_Dive_ShortInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Deep_Dive_ShortInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_deep_dive_short(inputs)
	if (locale === "es") return __es.pope_deep_dive_short(inputs)
	if (locale === "pt") return __pt.pope_deep_dive_short(inputs)
	if (locale === "fr") return __fr.pope_deep_dive_short(inputs)
	if (locale === "de") return __de.pope_deep_dive_short(inputs)
	if (locale === "pl") return __pl.pope_deep_dive_short(inputs)
	return __en.pope_deep_dive_short(inputs)
});
/**
* | output |
* | --- |
* | "Details of his education are not available yet." |
*
* @param {Pope_Education_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_education_empty = /** @type {((inputs?: Pope_Education_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Education_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_education_empty(inputs)
	if (locale === "es") return __es.pope_education_empty(inputs)
	if (locale === "pt") return __pt.pope_education_empty(inputs)
	if (locale === "fr") return __fr.pope_education_empty(inputs)
	if (locale === "de") return __de.pope_education_empty(inputs)
	if (locale === "pl") return __pl.pope_education_empty(inputs)
	return __en.pope_education_empty(inputs)
});
/**
* | output |
* | --- |
* | "Education" |
*
* @param {Pope_Education_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_education_heading = /** @type {((inputs?: Pope_Education_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Education_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_education_heading(inputs)
	if (locale === "es") return __es.pope_education_heading(inputs)
	if (locale === "pt") return __pt.pope_education_heading(inputs)
	if (locale === "fr") return __fr.pope_education_heading(inputs)
	if (locale === "de") return __de.pope_education_heading(inputs)
	if (locale === "pl") return __pl.pope_education_heading(inputs)
	return __en.pope_education_heading(inputs)
});
/**
* | output |
* | --- |
* | "Error Loading Profile" |
*
* @param {Pope_Error_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_error_heading = /** @type {((inputs?: Pope_Error_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Error_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_error_heading(inputs)
	if (locale === "es") return __es.pope_error_heading(inputs)
	if (locale === "pt") return __pt.pope_error_heading(inputs)
	if (locale === "fr") return __fr.pope_error_heading(inputs)
	if (locale === "de") return __de.pope_error_heading(inputs)
	if (locale === "pl") return __pl.pope_error_heading(inputs)
	return __en.pope_error_heading(inputs)
});
/**
* | output |
* | --- |
* | "Unable to load the papal profile. Please try again later." |
*
* @param {Pope_Error_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_error_text = /** @type {((inputs?: Pope_Error_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Error_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_error_text(inputs)
	if (locale === "es") return __es.pope_error_text(inputs)
	if (locale === "pt") return __pt.pope_error_text(inputs)
	if (locale === "fr") return __fr.pope_error_text(inputs)
	if (locale === "de") return __de.pope_error_text(inputs)
	if (locale === "pl") return __pl.pope_error_text(inputs)
	return __en.pope_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Evidence:" |
*
* @param {Pope_EvidenceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_evidence = /** @type {((inputs?: Pope_EvidenceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_EvidenceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_evidence(inputs)
	if (locale === "es") return __es.pope_evidence(inputs)
	if (locale === "pt") return __pt.pope_evidence(inputs)
	if (locale === "fr") return __fr.pope_evidence(inputs)
	if (locale === "de") return __de.pope_evidence(inputs)
	if (locale === "pl") return __pl.pope_evidence(inputs)
	return __en.pope_evidence(inputs)
});
/**
* | output |
* | --- |
* | "Excerpts: {cut} marks words left out." |
*
* @param {Pope_Excerpts_NoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_excerpts_note = /** @type {((inputs: Pope_Excerpts_NoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Excerpts_NoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_excerpts_note(inputs)
	if (locale === "es") return __es.pope_excerpts_note(inputs)
	if (locale === "pt") return __pt.pope_excerpts_note(inputs)
	if (locale === "fr") return __fr.pope_excerpts_note(inputs)
	if (locale === "de") return __de.pope_excerpts_note(inputs)
	if (locale === "pl") return __pl.pope_excerpts_note(inputs)
	return __en.pope_excerpts_note(inputs)
});
/**
* | output |
* | --- |
* | "Born" |
*
* @param {Pope_Fact_BornInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_born = /** @type {((inputs?: Pope_Fact_BornInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_BornInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_born(inputs)
	if (locale === "es") return __es.pope_fact_born(inputs)
	if (locale === "pt") return __pt.pope_fact_born(inputs)
	if (locale === "fr") return __fr.pope_fact_born(inputs)
	if (locale === "de") return __de.pope_fact_born(inputs)
	if (locale === "pl") return __pl.pope_fact_born(inputs)
	return __en.pope_fact_born(inputs)
});
/**
* | output |
* | --- |
* | "Episcopal consecration" |
*
* @param {Pope_Fact_ConsecratedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_consecrated = /** @type {((inputs?: Pope_Fact_ConsecratedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_ConsecratedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_consecrated(inputs)
	if (locale === "es") return __es.pope_fact_consecrated(inputs)
	if (locale === "pt") return __pt.pope_fact_consecrated(inputs)
	if (locale === "fr") return __fr.pope_fact_consecrated(inputs)
	if (locale === "de") return __de.pope_fact_consecrated(inputs)
	if (locale === "pl") return __pl.pope_fact_consecrated(inputs)
	return __en.pope_fact_consecrated(inputs)
});
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Pope_Fact_CountryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_country = /** @type {((inputs?: Pope_Fact_CountryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_CountryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_country(inputs)
	if (locale === "es") return __es.pope_fact_country(inputs)
	if (locale === "pt") return __pt.pope_fact_country(inputs)
	if (locale === "fr") return __fr.pope_fact_country(inputs)
	if (locale === "de") return __de.pope_fact_country(inputs)
	if (locale === "pl") return __pl.pope_fact_country(inputs)
	return __en.pope_fact_country(inputs)
});
/**
* | output |
* | --- |
* | "Created cardinal" |
*
* @param {Pope_Fact_CreatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_created = /** @type {((inputs?: Pope_Fact_CreatedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_CreatedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_created(inputs)
	if (locale === "es") return __es.pope_fact_created(inputs)
	if (locale === "pt") return __pt.pope_fact_created(inputs)
	if (locale === "fr") return __fr.pope_fact_created(inputs)
	if (locale === "de") return __de.pope_fact_created(inputs)
	if (locale === "pl") return __pl.pope_fact_created(inputs)
	return __en.pope_fact_created(inputs)
});
/**
* | output |
* | --- |
* | "Elected pope" |
*
* @param {Pope_Fact_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_elected = /** @type {((inputs?: Pope_Fact_ElectedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_ElectedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_elected(inputs)
	if (locale === "es") return __es.pope_fact_elected(inputs)
	if (locale === "pt") return __pt.pope_fact_elected(inputs)
	if (locale === "fr") return __fr.pope_fact_elected(inputs)
	if (locale === "de") return __de.pope_fact_elected(inputs)
	if (locale === "pl") return __pl.pope_fact_elected(inputs)
	return __en.pope_fact_elected(inputs)
});
/**
* | output |
* | --- |
* | "Episcopal motto" |
*
* @param {Pope_Fact_MottoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_motto = /** @type {((inputs?: Pope_Fact_MottoInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_MottoInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_motto(inputs)
	if (locale === "es") return __es.pope_fact_motto(inputs)
	if (locale === "pt") return __pt.pope_fact_motto(inputs)
	if (locale === "fr") return __fr.pope_fact_motto(inputs)
	if (locale === "de") return __de.pope_fact_motto(inputs)
	if (locale === "pl") return __pl.pope_fact_motto(inputs)
	return __en.pope_fact_motto(inputs)
});
/**
* | output |
* | --- |
* | "Nationality" |
*
* @param {Pope_Fact_NationalityInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_nationality = /** @type {((inputs?: Pope_Fact_NationalityInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_NationalityInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_nationality(inputs)
	if (locale === "es") return __es.pope_fact_nationality(inputs)
	if (locale === "pt") return __pt.pope_fact_nationality(inputs)
	if (locale === "fr") return __fr.pope_fact_nationality(inputs)
	if (locale === "de") return __de.pope_fact_nationality(inputs)
	if (locale === "pl") return __pl.pope_fact_nationality(inputs)
	return __en.pope_fact_nationality(inputs)
});
/**
* | output |
* | --- |
* | "Ordained priest" |
*
* @param {Pope_Fact_OrdainedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_ordained = /** @type {((inputs?: Pope_Fact_OrdainedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_OrdainedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_ordained(inputs)
	if (locale === "es") return __es.pope_fact_ordained(inputs)
	if (locale === "pt") return __pt.pope_fact_ordained(inputs)
	if (locale === "fr") return __fr.pope_fact_ordained(inputs)
	if (locale === "de") return __de.pope_fact_ordained(inputs)
	if (locale === "pl") return __pl.pope_fact_ordained(inputs)
	return __en.pope_fact_ordained(inputs)
});
/**
* | output |
* | --- |
* | "Religious order" |
*
* @param {Pope_Fact_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_fact_order = /** @type {((inputs?: Pope_Fact_OrderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Fact_OrderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_fact_order(inputs)
	if (locale === "es") return __es.pope_fact_order(inputs)
	if (locale === "pt") return __pt.pope_fact_order(inputs)
	if (locale === "fr") return __fr.pope_fact_order(inputs)
	if (locale === "de") return __de.pope_fact_order(inputs)
	if (locale === "pl") return __pl.pope_fact_order(inputs)
	return __en.pope_fact_order(inputs)
});
/**
* | output |
* | --- |
* | "The first papal message" |
*
* @param {Pope_First_Message_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_first_message_heading = /** @type {((inputs?: Pope_First_Message_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_First_Message_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_first_message_heading(inputs)
	if (locale === "es") return __es.pope_first_message_heading(inputs)
	if (locale === "pt") return __pt.pope_first_message_heading(inputs)
	if (locale === "fr") return __fr.pope_first_message_heading(inputs)
	if (locale === "de") return __de.pope_first_message_heading(inputs)
	if (locale === "pl") return __pl.pope_first_message_heading(inputs)
	return __en.pope_first_message_heading(inputs)
});
/**
* | output |
* | --- |
* | "All cardinals" |
*
* @param {Pope_Footer_All_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_all_cardinals = /** @type {((inputs?: Pope_Footer_All_CardinalsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Footer_All_CardinalsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_footer_all_cardinals(inputs)
	if (locale === "es") return __es.pope_footer_all_cardinals(inputs)
	if (locale === "pt") return __pt.pope_footer_all_cardinals(inputs)
	if (locale === "fr") return __fr.pope_footer_all_cardinals(inputs)
	if (locale === "de") return __de.pope_footer_all_cardinals(inputs)
	if (locale === "pl") return __pl.pope_footer_all_cardinals(inputs)
	return __en.pope_footer_all_cardinals(inputs)
});
/**
* | output |
* | --- |
* | "Compiled from the sources listed above; record data as of {date}. This site is not affiliated with the Holy See." |
*
* @param {Pope_Footer_CompiledInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_compiled = /** @type {((inputs: Pope_Footer_CompiledInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Footer_CompiledInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_footer_compiled(inputs)
	if (locale === "es") return __es.pope_footer_compiled(inputs)
	if (locale === "pt") return __pt.pope_footer_compiled(inputs)
	if (locale === "fr") return __fr.pope_footer_compiled(inputs)
	if (locale === "de") return __de.pope_footer_compiled(inputs)
	if (locale === "pl") return __pl.pope_footer_compiled(inputs)
	return __en.pope_footer_compiled(inputs)
});
/**
* | output |
* | --- |
* | "Deep dive on Leo XIV" |
*
* @param {Pope_Footer_Deep_DiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_deep_dive = /** @type {((inputs?: Pope_Footer_Deep_DiveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Footer_Deep_DiveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_footer_deep_dive(inputs)
	if (locale === "es") return __es.pope_footer_deep_dive(inputs)
	if (locale === "pt") return __pt.pope_footer_deep_dive(inputs)
	if (locale === "fr") return __fr.pope_footer_deep_dive(inputs)
	if (locale === "de") return __de.pope_footer_deep_dive(inputs)
	if (locale === "pl") return __pl.pope_footer_deep_dive(inputs)
	return __en.pope_footer_deep_dive(inputs)
});
/**
* | output |
* | --- |
* | "More about the papacy" |
*
* @param {Pope_Footer_MoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_more = /** @type {((inputs?: Pope_Footer_MoreInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Footer_MoreInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_footer_more(inputs)
	if (locale === "es") return __es.pope_footer_more(inputs)
	if (locale === "pt") return __pt.pope_footer_more(inputs)
	if (locale === "fr") return __fr.pope_footer_more(inputs)
	if (locale === "de") return __de.pope_footer_more(inputs)
	if (locale === "pl") return __pl.pope_footer_more(inputs)
	return __en.pope_footer_more(inputs)
});
/**
* | output |
* | --- |
* | "Spotted an error? Write to" |
*
* @param {Pope_Footer_Write_ToInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_footer_write_to = /** @type {((inputs?: Pope_Footer_Write_ToInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Footer_Write_ToInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_footer_write_to(inputs)
	if (locale === "es") return __es.pope_footer_write_to(inputs)
	if (locale === "pt") return __pt.pope_footer_write_to(inputs)
	if (locale === "fr") return __fr.pope_footer_write_to(inputs)
	if (locale === "de") return __de.pope_footer_write_to(inputs)
	if (locale === "pl") return __pl.pope_footer_write_to(inputs)
	return __en.pope_footer_write_to(inputs)
});
/**
* | output |
* | --- |
* | "His leadership record has not been summarised yet." |
*
* @param {Pope_Leadership_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_leadership_empty = /** @type {((inputs?: Pope_Leadership_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Leadership_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_leadership_empty(inputs)
	if (locale === "es") return __es.pope_leadership_empty(inputs)
	if (locale === "pt") return __pt.pope_leadership_empty(inputs)
	if (locale === "fr") return __fr.pope_leadership_empty(inputs)
	if (locale === "de") return __de.pope_leadership_empty(inputs)
	if (locale === "pl") return __pl.pope_leadership_empty(inputs)
	return __en.pope_leadership_empty(inputs)
});
/**
* | output |
* | --- |
* | "Leo XIV" |
*
* @param {Pope_Leo_XivInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_leo_xiv = /** @type {((inputs?: Pope_Leo_XivInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Leo_XivInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_leo_xiv(inputs)
	if (locale === "es") return __es.pope_leo_xiv(inputs)
	if (locale === "pt") return __pt.pope_leo_xiv(inputs)
	if (locale === "fr") return __fr.pope_leo_xiv(inputs)
	if (locale === "de") return __de.pope_leo_xiv(inputs)
	if (locale === "pl") return __pl.pope_leo_xiv(inputs)
	return __en.pope_leo_xiv(inputs)
});
/**
* | output |
* | --- |
* | "Life and ministry" |
*
* @param {Pope_Life_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_life_heading = /** @type {((inputs?: Pope_Life_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Life_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_life_heading(inputs)
	if (locale === "es") return __es.pope_life_heading(inputs)
	if (locale === "pt") return __pt.pope_life_heading(inputs)
	if (locale === "fr") return __fr.pope_life_heading(inputs)
	if (locale === "de") return __de.pope_life_heading(inputs)
	if (locale === "pl") return __pl.pope_life_heading(inputs)
	return __en.pope_life_heading(inputs)
});
/**
* | output |
* | --- |
* | "Loading the papal profile..." |
*
* @param {Pope_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_loading = /** @type {((inputs?: Pope_LoadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_LoadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_loading(inputs)
	if (locale === "es") return __es.pope_loading(inputs)
	if (locale === "pt") return __pt.pope_loading(inputs)
	if (locale === "fr") return __fr.pope_loading(inputs)
	if (locale === "de") return __de.pope_loading(inputs)
	if (locale === "pl") return __pl.pope_loading(inputs)
	return __en.pope_loading(inputs)
});
/**
* | output |
* | --- |
* | "Background, theology, leadership and the debates around Pope Leo XIV, fairly told and sourced." |
*
* @param {Pope_Meta_Deep_Dive_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_deep_dive_description = /** @type {((inputs?: Pope_Meta_Deep_Dive_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Meta_Deep_Dive_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_meta_deep_dive_description(inputs)
	if (locale === "es") return __es.pope_meta_deep_dive_description(inputs)
	if (locale === "pt") return __pt.pope_meta_deep_dive_description(inputs)
	if (locale === "fr") return __fr.pope_meta_deep_dive_description(inputs)
	if (locale === "de") return __de.pope_meta_deep_dive_description(inputs)
	if (locale === "pl") return __pl.pope_meta_deep_dive_description(inputs)
	return __en.pope_meta_deep_dive_description(inputs)
});
/**
* | output |
* | --- |
* | "Pope Leo XIV: a deep dive" |
*
* @param {Pope_Meta_Deep_Dive_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_deep_dive_title = /** @type {((inputs?: Pope_Meta_Deep_Dive_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Meta_Deep_Dive_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_meta_deep_dive_title(inputs)
	if (locale === "es") return __es.pope_meta_deep_dive_title(inputs)
	if (locale === "pt") return __pt.pope_meta_deep_dive_title(inputs)
	if (locale === "fr") return __fr.pope_meta_deep_dive_title(inputs)
	if (locale === "de") return __de.pope_meta_deep_dive_title(inputs)
	if (locale === "pl") return __pl.pope_meta_deep_dive_title(inputs)
	return __en.pope_meta_deep_dive_title(inputs)
});
/**
* | output |
* | --- |
* | "Robert Francis Prevost, elected Pope Leo XIV on 8 May 2025: life, formation, career, views, priorities and his first words, with sources." |
*
* @param {Pope_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_description = /** @type {((inputs?: Pope_Meta_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Meta_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_meta_description(inputs)
	if (locale === "es") return __es.pope_meta_description(inputs)
	if (locale === "pt") return __pt.pope_meta_description(inputs)
	if (locale === "fr") return __fr.pope_meta_description(inputs)
	if (locale === "de") return __de.pope_meta_description(inputs)
	if (locale === "pl") return __pl.pope_meta_description(inputs)
	return __en.pope_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "What each of the nine rating categories on a cardinal's profile measures, what 1 and 5 mean, and what evidence counts: editorial judgements, each with its so..." |
*
* @param {Pope_Meta_Methodology_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_methodology_description = /** @type {((inputs?: Pope_Meta_Methodology_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Meta_Methodology_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_meta_methodology_description(inputs)
	if (locale === "es") return __es.pope_meta_methodology_description(inputs)
	if (locale === "pt") return __pt.pope_meta_methodology_description(inputs)
	if (locale === "fr") return __fr.pope_meta_methodology_description(inputs)
	if (locale === "de") return __de.pope_meta_methodology_description(inputs)
	if (locale === "pl") return __pl.pope_meta_methodology_description(inputs)
	return __en.pope_meta_methodology_description(inputs)
});
/**
* | output |
* | --- |
* | "Pope Leo XIV: profile of the new Holy Father" |
*
* @param {Pope_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_meta_title = /** @type {((inputs?: Pope_Meta_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Meta_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_meta_title(inputs)
	if (locale === "es") return __es.pope_meta_title(inputs)
	if (locale === "pt") return __pt.pope_meta_title(inputs)
	if (locale === "fr") return __fr.pope_meta_title(inputs)
	if (locale === "de") return __de.pope_meta_title(inputs)
	if (locale === "pl") return __pl.pope_meta_title(inputs)
	return __en.pope_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "His priorities have not been summarised yet." |
*
* @param {Pope_Priorities_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_priorities_empty = /** @type {((inputs?: Pope_Priorities_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Priorities_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_priorities_empty(inputs)
	if (locale === "es") return __es.pope_priorities_empty(inputs)
	if (locale === "pt") return __pt.pope_priorities_empty(inputs)
	if (locale === "fr") return __fr.pope_priorities_empty(inputs)
	if (locale === "de") return __de.pope_priorities_empty(inputs)
	if (locale === "pl") return __pl.pope_priorities_empty(inputs)
	return __en.pope_priorities_empty(inputs)
});
/**
* | output |
* | --- |
* | "No documented quotations have been added yet." |
*
* @param {Pope_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_quotes_empty = /** @type {((inputs?: Pope_Quotes_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Quotes_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_quotes_empty(inputs)
	if (locale === "es") return __es.pope_quotes_empty(inputs)
	if (locale === "pt") return __pt.pope_quotes_empty(inputs)
	if (locale === "fr") return __fr.pope_quotes_empty(inputs)
	if (locale === "de") return __de.pope_quotes_empty(inputs)
	if (locale === "pl") return __pl.pope_quotes_empty(inputs)
	return __en.pope_quotes_empty(inputs)
});
/**
* | output |
* | --- |
* | "The theological profile has not been published yet." |
*
* @param {Pope_Ratings_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_ratings_empty = /** @type {((inputs?: Pope_Ratings_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Ratings_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_ratings_empty(inputs)
	if (locale === "es") return __es.pope_ratings_empty(inputs)
	if (locale === "pt") return __pt.pope_ratings_empty(inputs)
	if (locale === "fr") return __fr.pope_ratings_empty(inputs)
	if (locale === "de") return __de.pope_ratings_empty(inputs)
	if (locale === "pl") return __pl.pope_ratings_empty(inputs)
	return __en.pope_ratings_empty(inputs)
});
/**
* | output |
* | --- |
* | "Our editors' judgements on a scale of 1 to 5, each resting on the public record named beneath it. For \"Conservative vs. Liberal Views\", 1 is most liberal and..." |
*
* @param {Pope_Ratings_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_ratings_intro = /** @type {((inputs?: Pope_Ratings_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Ratings_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_ratings_intro(inputs)
	if (locale === "es") return __es.pope_ratings_intro(inputs)
	if (locale === "pt") return __pt.pope_ratings_intro(inputs)
	if (locale === "fr") return __fr.pope_ratings_intro(inputs)
	if (locale === "de") return __de.pope_ratings_intro(inputs)
	if (locale === "pl") return __pl.pope_ratings_intro(inputs)
	return __en.pope_ratings_intro(inputs)
});
/**
* | output |
* | --- |
* | "Read the deep dive →" |
*
* @param {Pope_Read_Deep_DiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_read_deep_dive = /** @type {((inputs?: Pope_Read_Deep_DiveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Read_Deep_DiveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_read_deep_dive(inputs)
	if (locale === "es") return __es.pope_read_deep_dive(inputs)
	if (locale === "pt") return __pt.pope_read_deep_dive(inputs)
	if (locale === "fr") return __fr.pope_read_deep_dive(inputs)
	if (locale === "de") return __de.pope_read_deep_dive(inputs)
	if (locale === "pl") return __pl.pope_read_deep_dive(inputs)
	return __en.pope_read_deep_dive(inputs)
});
/**
* | output |
* | --- |
* | "References" |
*
* @param {Pope_References_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_references_heading = /** @type {((inputs?: Pope_References_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_References_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_references_heading(inputs)
	if (locale === "es") return __es.pope_references_heading(inputs)
	if (locale === "pt") return __pt.pope_references_heading(inputs)
	if (locale === "fr") return __fr.pope_references_heading(inputs)
	if (locale === "de") return __de.pope_references_heading(inputs)
	if (locale === "pl") return __pl.pope_references_heading(inputs)
	return __en.pope_references_heading(inputs)
});
/**
* | output |
* | --- |
* | "Benedict XVI" |
*
* @param {Pope_Regnal_Benedict_XviInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_regnal_benedict_xvi = /** @type {((inputs?: Pope_Regnal_Benedict_XviInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Regnal_Benedict_XviInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_regnal_benedict_xvi(inputs)
	if (locale === "es") return __es.pope_regnal_benedict_xvi(inputs)
	if (locale === "pt") return __pt.pope_regnal_benedict_xvi(inputs)
	if (locale === "fr") return __fr.pope_regnal_benedict_xvi(inputs)
	if (locale === "de") return __de.pope_regnal_benedict_xvi(inputs)
	if (locale === "pl") return __pl.pope_regnal_benedict_xvi(inputs)
	return __en.pope_regnal_benedict_xvi(inputs)
});
/**
* | output |
* | --- |
* | "Francis" |
*
* @param {Pope_Regnal_FrancisInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_regnal_francis = /** @type {((inputs?: Pope_Regnal_FrancisInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Regnal_FrancisInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_regnal_francis(inputs)
	if (locale === "es") return __es.pope_regnal_francis(inputs)
	if (locale === "pt") return __pt.pope_regnal_francis(inputs)
	if (locale === "fr") return __fr.pope_regnal_francis(inputs)
	if (locale === "de") return __de.pope_regnal_francis(inputs)
	if (locale === "pl") return __pl.pope_regnal_francis(inputs)
	return __en.pope_regnal_francis(inputs)
});
/**
* | output |
* | --- |
* | "John Paul II" |
*
* @param {Pope_Regnal_John_Paul_IiInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_regnal_john_paul_ii = /** @type {((inputs?: Pope_Regnal_John_Paul_IiInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Regnal_John_Paul_IiInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_regnal_john_paul_ii(inputs)
	if (locale === "es") return __es.pope_regnal_john_paul_ii(inputs)
	if (locale === "pt") return __pt.pope_regnal_john_paul_ii(inputs)
	if (locale === "fr") return __fr.pope_regnal_john_paul_ii(inputs)
	if (locale === "de") return __de.pope_regnal_john_paul_ii(inputs)
	if (locale === "pl") return __pl.pope_regnal_john_paul_ii(inputs)
	return __en.pope_regnal_john_paul_ii(inputs)
});
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Pope_Source_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_source_label = /** @type {((inputs?: Pope_Source_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Source_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_source_label(inputs)
	if (locale === "es") return __es.pope_source_label(inputs)
	if (locale === "pt") return __pt.pope_source_label(inputs)
	if (locale === "fr") return __fr.pope_source_label(inputs)
	if (locale === "de") return __de.pope_source_label(inputs)
	if (locale === "pl") return __pl.pope_source_label(inputs)
	return __en.pope_source_label(inputs)
});
/**
* | output |
* | --- |
* | "Sources" |
*
* @param {Pope_Sources_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_sources_heading = /** @type {((inputs?: Pope_Sources_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Sources_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_sources_heading(inputs)
	if (locale === "es") return __es.pope_sources_heading(inputs)
	if (locale === "pt") return __pt.pope_sources_heading(inputs)
	if (locale === "fr") return __fr.pope_sources_heading(inputs)
	if (locale === "de") return __de.pope_sources_heading(inputs)
	if (locale === "pl") return __pl.pope_sources_heading(inputs)
	return __en.pope_sources_heading(inputs)
});
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
export const pope_span_months = /** @type {((inputs: Pope_Span_MonthsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Span_MonthsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_span_months(inputs)
	if (locale === "es") return __es.pope_span_months(inputs)
	if (locale === "pt") return __pt.pope_span_months(inputs)
	if (locale === "fr") return __fr.pope_span_months(inputs)
	if (locale === "de") return __de.pope_span_months(inputs)
	if (locale === "pl") return __pl.pope_span_months(inputs)
	return __en.pope_span_months(inputs)
});
/**
* | output |
* | --- |
* | "less than a month" |
*
* @param {Pope_Span_Under_A_MonthInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_span_under_a_month = /** @type {((inputs?: Pope_Span_Under_A_MonthInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Span_Under_A_MonthInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_span_under_a_month(inputs)
	if (locale === "es") return __es.pope_span_under_a_month(inputs)
	if (locale === "pt") return __pt.pope_span_under_a_month(inputs)
	if (locale === "fr") return __fr.pope_span_under_a_month(inputs)
	if (locale === "de") return __de.pope_span_under_a_month(inputs)
	if (locale === "pl") return __pl.pope_span_under_a_month(inputs)
	return __en.pope_span_under_a_month(inputs)
});
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
export const pope_span_years = /** @type {((inputs: Pope_Span_YearsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Span_YearsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_span_years(inputs)
	if (locale === "es") return __es.pope_span_years(inputs)
	if (locale === "pt") return __pt.pope_span_years(inputs)
	if (locale === "fr") return __fr.pope_span_years(inputs)
	if (locale === "de") return __de.pope_span_years(inputs)
	if (locale === "pl") return __pl.pope_span_years(inputs)
	return __en.pope_span_years(inputs)
});
/**
* | output |
* | --- |
* | "{years} and {months}" |
*
* @param {Pope_Span_Years_And_MonthsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_span_years_and_months = /** @type {((inputs: Pope_Span_Years_And_MonthsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Span_Years_And_MonthsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_span_years_and_months(inputs)
	if (locale === "es") return __es.pope_span_years_and_months(inputs)
	if (locale === "pt") return __pt.pope_span_years_and_months(inputs)
	if (locale === "fr") return __fr.pope_span_years_and_months(inputs)
	if (locale === "de") return __de.pope_span_years_and_months(inputs)
	if (locale === "pl") return __pl.pope_span_years_and_months(inputs)
	return __en.pope_span_years_and_months(inputs)
});
/**
* | output |
* | --- |
* | "Leadership" |
*
* @param {Pope_Tab_LeadershipInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_leadership = /** @type {((inputs?: Pope_Tab_LeadershipInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Tab_LeadershipInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_tab_leadership(inputs)
	if (locale === "es") return __es.pope_tab_leadership(inputs)
	if (locale === "pt") return __pt.pope_tab_leadership(inputs)
	if (locale === "fr") return __fr.pope_tab_leadership(inputs)
	if (locale === "de") return __de.pope_tab_leadership(inputs)
	if (locale === "pl") return __pl.pope_tab_leadership(inputs)
	return __en.pope_tab_leadership(inputs)
});
/**
* | output |
* | --- |
* | "Priorities" |
*
* @param {Pope_Tab_PrioritiesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_priorities = /** @type {((inputs?: Pope_Tab_PrioritiesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Tab_PrioritiesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_tab_priorities(inputs)
	if (locale === "es") return __es.pope_tab_priorities(inputs)
	if (locale === "pt") return __pt.pope_tab_priorities(inputs)
	if (locale === "fr") return __fr.pope_tab_priorities(inputs)
	if (locale === "de") return __de.pope_tab_priorities(inputs)
	if (locale === "pl") return __pl.pope_tab_priorities(inputs)
	return __en.pope_tab_priorities(inputs)
});
/**
* | output |
* | --- |
* | "Notable Quotes" |
*
* @param {Pope_Tab_QuotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_quotes = /** @type {((inputs?: Pope_Tab_QuotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Tab_QuotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_tab_quotes(inputs)
	if (locale === "es") return __es.pope_tab_quotes(inputs)
	if (locale === "pt") return __pt.pope_tab_quotes(inputs)
	if (locale === "fr") return __fr.pope_tab_quotes(inputs)
	if (locale === "de") return __de.pope_tab_quotes(inputs)
	if (locale === "pl") return __pl.pope_tab_quotes(inputs)
	return __en.pope_tab_quotes(inputs)
});
/**
* | output |
* | --- |
* | "Theological Profile" |
*
* @param {Pope_Tab_TheologicalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_theological = /** @type {((inputs?: Pope_Tab_TheologicalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Tab_TheologicalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_tab_theological(inputs)
	if (locale === "es") return __es.pope_tab_theological(inputs)
	if (locale === "pt") return __pt.pope_tab_theological(inputs)
	if (locale === "fr") return __fr.pope_tab_theological(inputs)
	if (locale === "de") return __de.pope_tab_theological(inputs)
	if (locale === "pl") return __pl.pope_tab_theological(inputs)
	return __en.pope_tab_theological(inputs)
});
/**
* | output |
* | --- |
* | "Views" |
*
* @param {Pope_Tab_ViewsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tab_views = /** @type {((inputs?: Pope_Tab_ViewsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Tab_ViewsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_tab_views(inputs)
	if (locale === "es") return __es.pope_tab_views(inputs)
	if (locale === "pt") return __pt.pope_tab_views(inputs)
	if (locale === "fr") return __fr.pope_tab_views(inputs)
	if (locale === "de") return __de.pope_tab_views(inputs)
	if (locale === "pl") return __pl.pope_tab_views(inputs)
	return __en.pope_tab_views(inputs)
});
/**
* | output |
* | --- |
* | "Positions, leadership and words" |
*
* @param {Pope_Tabs_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tabs_heading = /** @type {((inputs?: Pope_Tabs_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Tabs_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_tabs_heading(inputs)
	if (locale === "es") return __es.pope_tabs_heading(inputs)
	if (locale === "pt") return __pt.pope_tabs_heading(inputs)
	if (locale === "fr") return __fr.pope_tabs_heading(inputs)
	if (locale === "de") return __de.pope_tabs_heading(inputs)
	if (locale === "pl") return __pl.pope_tabs_heading(inputs)
	return __en.pope_tabs_heading(inputs)
});
/**
* | output |
* | --- |
* | "Profile of the pope" |
*
* @param {Pope_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_tabs_label = /** @type {((inputs?: Pope_Tabs_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Tabs_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_tabs_label(inputs)
	if (locale === "es") return __es.pope_tabs_label(inputs)
	if (locale === "pt") return __pt.pope_tabs_label(inputs)
	if (locale === "fr") return __fr.pope_tabs_label(inputs)
	if (locale === "de") return __de.pope_tabs_label(inputs)
	if (locale === "pl") return __pl.pope_tabs_label(inputs)
	return __en.pope_tabs_label(inputs)
});
/**
* | output |
* | --- |
* | "Leo XIV was elected on {elected}, {span} before {today}, the day this page was shown." |
*
* @param {Pope_Time_In_OfficeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_time_in_office = /** @type {((inputs: Pope_Time_In_OfficeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Time_In_OfficeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_time_in_office(inputs)
	if (locale === "es") return __es.pope_time_in_office(inputs)
	if (locale === "pt") return __pt.pope_time_in_office(inputs)
	if (locale === "fr") return __fr.pope_time_in_office(inputs)
	if (locale === "de") return __de.pope_time_in_office(inputs)
	if (locale === "pl") return __pl.pope_time_in_office(inputs)
	return __en.pope_time_in_office(inputs)
});
/**
* | output |
* | --- |
* | "Pope {name}" |
*
* @param {Pope_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_title = /** @type {((inputs: Pope_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_title(inputs)
	if (locale === "es") return __es.pope_title(inputs)
	if (locale === "pt") return __pt.pope_title(inputs)
	if (locale === "fr") return __fr.pope_title(inputs)
	if (locale === "de") return __de.pope_title(inputs)
	if (locale === "pl") return __pl.pope_title(inputs)
	return __en.pope_title(inputs)
});
/**
* | output |
* | --- |
* | "His views have not been summarised yet." |
*
* @param {Pope_Views_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_views_empty = /** @type {((inputs?: Pope_Views_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Views_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_views_empty(inputs)
	if (locale === "es") return __es.pope_views_empty(inputs)
	if (locale === "pt") return __pt.pope_views_empty(inputs)
	if (locale === "fr") return __fr.pope_views_empty(inputs)
	if (locale === "de") return __de.pope_views_empty(inputs)
	if (locale === "pl") return __pl.pope_views_empty(inputs)
	return __en.pope_views_empty(inputs)
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