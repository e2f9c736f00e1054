/* eslint-disable */
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
import * as registry from "../registry.js"


export const cardinal_age = /** @type {(inputs: Cardinal_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Età`)
};

export const cardinal_age_elector = /** @type {(inputs: Cardinal_Age_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(elettore)`)
};

export const cardinal_age_years = /** @type {(inputs: Cardinal_Age_YearsInputs) => LocalizedString} */ (i) => {const yearsPlural = registry.plural("it", i?.years, {});
	if (yearsPlural === "one") return /** @type {LocalizedString} */ (`${i?.years} anno`);
	if (yearsPlural === "other") return /** @type {LocalizedString} */ (`${i?.years} anni`);
	return /** @type {LocalizedString} */ ("cardinal_age_years");
};

export const cardinal_based_on = /** @type {(inputs: Cardinal_Based_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In base a:`)
};

export const cardinal_basic_information = /** @type {(inputs: Cardinal_Basic_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informazioni di base`)
};

export const cardinal_bio_empty = /** @type {(inputs: Cardinal_Bio_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna biografia dettagliata disponibile per questo cardinale.`)
};

export const cardinal_bio_heading = /** @type {(inputs: Cardinal_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sintesi biografica`)
};

export const cardinal_birth_date = /** @type {(inputs: Cardinal_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data di nascita`)
};

export const cardinal_birth_place = /** @type {(inputs: Cardinal_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo di nascita`)
};

export const cardinal_close = /** @type {(inputs: Cardinal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

export const cardinal_conclaves = /** @type {(inputs: Cardinal_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclavi`)
};

export const cardinal_conclaves_none = /** @type {(inputs: Cardinal_Conclaves_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ha partecipato ad alcun conclave`)
};

export const cardinal_conclaves_took_part = /** @type {(inputs: Cardinal_Conclaves_Took_PartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Ha partecipato al conclave del ${i?.years}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Ha partecipato ai conclavi del ${i?.years}`);
	return /** @type {LocalizedString} */ ("cardinal_conclaves_took_part");
};

export const cardinal_context = /** @type {(inputs: Cardinal_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contesto:`)
};

export const cardinal_country = /** @type {(inputs: Cardinal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

export const cardinal_created = /** @type {(inputs: Cardinal_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creato cardinale`)
};

export const cardinal_created_by = /** @type {(inputs: Cardinal_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creato da`)
};

export const cardinal_deceased = /** @type {(inputs: Cardinal_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(defunto)`)
};

export const cardinal_did_not_take_part = /** @type {(inputs: Cardinal_Did_Not_Take_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non ha partecipato al conclave del ${i?.year}:`)
};

export const cardinal_did_you_mean = /** @type {(inputs: Cardinal_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forse cercavi:`)
};

export const cardinal_died = /** @type {(inputs: Cardinal_DiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morto`)
};

export const cardinal_died_value = /** @type {(inputs: Cardinal_Died_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† ${i?.date} (all'età di ${i?.age} anni)`)
};

export const cardinal_habemus_decoder = /** @type {(inputs: Cardinal_Habemus_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decodificatore dell'Habemus Papam`)
};

export const cardinal_head_born = /** @type {(inputs: Cardinal_Head_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nato il ${i?.date}`)
};

export const cardinal_head_born_in = /** @type {(inputs: Cardinal_Head_Born_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nato il ${i?.date} a ${i?.place}`)
};

export const cardinal_head_country = /** @type {(inputs: Cardinal_Head_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paese: ${i?.country}.`)
};

export const cardinal_head_died = /** @type {(inputs: Cardinal_Head_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`morto il ${i?.date}`)
};

export const cardinal_head_tail = /** @type {(inputs: Cardinal_Head_TailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia, opinioni e fonti.`)
};

export const cardinal_in_college = /** @type {(inputs: Cardinal_In_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nel Collegio`)
};

export const cardinal_last_office = /** @type {(inputs: Cardinal_Last_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ultimo incarico: ${i?.office}`)
};

export const cardinal_latin_kept = /** @type {(inputs: Cardinal_Latin_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} lasciati come scritti`)
};

export const cardinal_latin_lead = /** @type {(inputs: Cardinal_Latin_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se eletto, sarebbe annunciato come `)
};

export const cardinal_latin_names = /** @type {(inputs: Cardinal_Latin_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomi di battesimo in latino`)
};

export const cardinal_latin_pope_lead = /** @type {(inputs: Cardinal_Latin_Pope_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nella forma dell'annuncio: `)
};

export const cardinal_load_error = /** @type {(inputs: Cardinal_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile caricare questo cardinale. Riprova più tardi.`)
};

export const cardinal_loading = /** @type {(inputs: Cardinal_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle informazioni sul cardinale...`)
};

export const cardinal_motto = /** @type {(inputs: Cardinal_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motto`)
};

export const cardinal_of_the_church = /** @type {(inputs: Cardinal_Of_The_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinale della Chiesa cattolica`)
};

export const cardinal_office_since = /** @type {(inputs: Cardinal_Office_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.office}, dal ${i?.date}`)
};

export const cardinal_panel_not_found = /** @type {(inputs: Cardinal_Panel_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinale non trovato`)
};

export const cardinal_panel_not_listed = /** @type {(inputs: Cardinal_Panel_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessun cardinale risulta come “${i?.slug}”. Il link potrebbe essere errato o non aggiornato: chiudi questo pannello e cerca il nome nell'elenco.`)
};

export const cardinal_profile_sections = /** @type {(inputs: Cardinal_Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sezioni del profilo`)
};

export const cardinal_quotes_empty = /** @type {(inputs: Cardinal_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna citazione o dichiarazione significativa disponibile per questo cardinale.`)
};

export const cardinal_quotes_heading = /** @type {(inputs: Cardinal_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citazioni significative`)
};

export const cardinal_rank = /** @type {(inputs: Cardinal_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine`)
};

export const cardinal_rank_bishop = /** @type {(inputs: Cardinal_Rank_BishopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinale vescovo`)
};

export const cardinal_rank_deacon = /** @type {(inputs: Cardinal_Rank_DeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinale diacono`)
};

export const cardinal_rank_priest = /** @type {(inputs: Cardinal_Rank_PriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinale presbitero`)
};

export const cardinal_rating_out_of = /** @type {(inputs: Cardinal_Rating_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} su 5`)
};

export const cardinal_ratings_empty = /** @type {(inputs: Cardinal_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna valutazione disponibile per questo cardinale.`)
};

export const cardinal_ratings_heading = /** @type {(inputs: Cardinal_Ratings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valutazioni teologiche e amministrative`)
};

export const cardinal_ratings_intro = /** @type {(inputs: Cardinal_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queste valutazioni esaminano dichiarazioni pubbliche, azioni e scritti su una scala da 1 a 5. Sono giudizi redazionali; ciascuna indica i documenti su cui si basa.`)
};

export const cardinal_ratings_method = /** @type {(inputs: Cardinal_Ratings_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come sono fatte le valutazioni`)
};

export const cardinal_renounced = /** @type {(inputs: Cardinal_RenouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha rinunciato ai diritti del cardinalato`)
};

export const cardinal_renounced_value = /** @type {(inputs: Cardinal_Renounced_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: resta cardinale, non elettore`)
};

export const cardinal_route_not_found = /** @type {(inputs: Cardinal_Route_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinale non trovato`)
};

export const cardinal_route_not_listed = /** @type {(inputs: Cardinal_Route_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale risulta a questo indirizzo.`)
};

export const cardinal_search_for = /** @type {(inputs: Cardinal_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cerca “${i?.term}” nell'elenco`)
};

export const cardinal_source = /** @type {(inputs: Cardinal_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fonte`)
};

export const cardinal_source_label = /** @type {(inputs: Cardinal_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte:`)
};

export const cardinal_source_n = /** @type {(inputs: Cardinal_Source_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fonte ${i?.n}`)
};

export const cardinal_sources_empty = /** @type {(inputs: Cardinal_Sources_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna fonte o riferimento disponibile per questo cardinale.`)
};

export const cardinal_sources_heading = /** @type {(inputs: Cardinal_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonti e riferimenti`)
};

export const cardinal_suggest = /** @type {(inputs: Cardinal_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggerisci una correzione`)
};

export const cardinal_suggest_cancel = /** @type {(inputs: Cardinal_Suggest_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annulla`)
};

export const cardinal_suggest_dates = /** @type {(inputs: Cardinal_Suggest_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date nel formato AAAA-MM-GG (YYYY-MM-DD).`)
};

export const cardinal_suggest_email = /** @type {(inputs: Cardinal_Suggest_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La tua e-mail (facoltativa)`)
};

export const cardinal_suggest_failed = /** @type {(inputs: Cardinal_Suggest_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile inviare la correzione. Riprova più tardi.`)
};

export const cardinal_suggest_field = /** @type {(inputs: Cardinal_Suggest_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quale dato`)
};

export const cardinal_suggest_need_both = /** @type {(inputs: Cardinal_Suggest_Need_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per inviare, indica il valore corretto e una fonte.`)
};

export const cardinal_suggest_need_source = /** @type {(inputs: Cardinal_Suggest_Need_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per inviare, indica una fonte (un indirizzo https).`)
};

export const cardinal_suggest_need_value = /** @type {(inputs: Cardinal_Suggest_Need_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per inviare, indica il valore corretto.`)
};

export const cardinal_suggest_send = /** @type {(inputs: Cardinal_Suggest_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia la correzione`)
};

export const cardinal_suggest_sending = /** @type {(inputs: Cardinal_Suggest_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio in corso...`)
};

export const cardinal_suggest_source = /** @type {(inputs: Cardinal_Suggest_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte (https://…)`)
};

export const cardinal_suggest_thanks = /** @type {(inputs: Cardinal_Suggest_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie. La correzione è stata inviata; il gestore esamina ogni suggerimento e quelli accettati compaiono nel registro pubblico delle modifiche.`)
};

export const cardinal_suggest_title = /** @type {(inputs: Cardinal_Suggest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suggerisci una correzione per ${i?.name}`)
};

export const cardinal_suggest_value = /** @type {(inputs: Cardinal_Suggest_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valore corretto`)
};

export const cardinal_tab_biography = /** @type {(inputs: Cardinal_Tab_BiographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia`)
};

export const cardinal_tab_quotes = /** @type {(inputs: Cardinal_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citazioni`)
};

export const cardinal_tab_ratings = /** @type {(inputs: Cardinal_Tab_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valutazioni`)
};

export const cardinal_tab_sources = /** @type {(inputs: Cardinal_Tab_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonti`)
};

export const cardinal_tab_views = /** @type {(inputs: Cardinal_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opinioni`)
};

export const cardinal_title = /** @type {(inputs: Cardinal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titolo`)
};

export const cardinal_unavailable = /** @type {(inputs: Cardinal_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informazioni sul cardinale non disponibili`)
};

export const cardinal_views_empty = /** @type {(inputs: Cardinal_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna opinione o posizione dettagliata disponibile per questo cardinale.`)
};

export const cardinal_views_heading = /** @type {(inputs: Cardinal_Views_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opinioni e posizioni`)
};

export const conclave_announced_at = /** @type {(inputs: Conclave_Announced_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annunciato il ${i?.date} alle ${i?.time} (ora di Roma)`)
};

export const conclave_ballot_banner = /** @type {(inputs: Conclave_Ballot_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave, giorno ${i?.day} · scrutinio ${i?.n}: ${i?.smoke} alle ${i?.time}`)
};

export const conclave_ballot_line = /** @type {(inputs: Conclave_Ballot_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scrutinio ${i?.n}: ${i?.smoke} alle ${i?.time}`)
};

export const conclave_begins_at = /** @type {(inputs: Conclave_Begins_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il conclave inizia il ${i?.date} alle ${i?.time} (ora di Roma)`)
};

export const conclave_black_smoke = /** @type {(inputs: Conclave_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumata nera`)
};

export const conclave_day = /** @type {(inputs: Conclave_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Giorno ${i?.day} · ${i?.date}`)
};

export const conclave_elected = /** @type {(inputs: Conclave_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eletto`)
};

export const conclave_electors = /** @type {(inputs: Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori`)
};

export const conclave_electors_note = /** @type {(inputs: Conclave_Electors_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinali che non avevano compiuto 80 anni il ${i?.date}, giorno in cui la Sede è divenuta vacante (Universi Dominici Gregis 33).`)
};

export const conclave_electors_word = /** @type {(inputs: Conclave_Electors_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`elettore;`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`elettori;`);
	return /** @type {LocalizedString} */ ("conclave_electors_word");
};

export const conclave_follow_live = /** @type {(inputs: Conclave_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segui in diretta`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_heading_conclave = /** @type {(inputs: Conclave_Heading_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il conclave è in corso`)
};

export const conclave_heading_elected = /** @type {(inputs: Conclave_Heading_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam`)
};

export const conclave_heading_vacant = /** @type {(inputs: Conclave_Heading_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sede vacante`)
};

export const conclave_majority = /** @type {(inputs: Conclave_MajorityInputs) => LocalizedString} */ (i) => {const majorityPlural = registry.plural("it", i?.majority, {});
	if (majorityPlural === "one") return /** @type {LocalizedString} */ (`la maggioranza dei due terzi è di ${i?.majority} voto.`);
	if (majorityPlural === "other") return /** @type {LocalizedString} */ (`la maggioranza dei due terzi è di ${i?.majority} voti.`);
	return /** @type {LocalizedString} */ ("conclave_majority");
};

export const conclave_may_begin = /** @type {(inputs: Conclave_May_BeginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il conclave può iniziare tra il ${i?.earliest} e il ${i?.latest}`)
};

export const conclave_no_smoke = /** @type {(inputs: Conclave_No_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessuna fumata.`)
};

export const conclave_notes = /** @type {(inputs: Conclave_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

export const conclave_sede_vacante_since = /** @type {(inputs: Conclave_Sede_Vacante_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sede vacante dal ${i?.date}`)
};

export const conclave_see_in_directory = /** @type {(inputs: Conclave_See_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedili nell'elenco`)
};

export const conclave_see_vacant = /** @type {(inputs: Conclave_See_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizio della sede vacante`)
};

export const conclave_smoke_heading = /** @type {(inputs: Conclave_Smoke_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumate dalla Cappella Sistina`)
};

export const conclave_source = /** @type {(inputs: Conclave_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fonte`)
};

export const conclave_start = /** @type {(inputs: Conclave_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizio del conclave`)
};

export const conclave_start_announced = /** @type {(inputs: Conclave_Start_AnnouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} alle ${i?.time} (ora di Roma), come annunciato.`)
};

export const conclave_start_window = /** @type {(inputs: Conclave_Start_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non ancora annunciato. Le norme lo consentono tra il ${i?.earliest} e il ${i?.latest}: da ${i?.min} a ${i?.max} giorni dopo l'inizio della sede vacante, o prima se tutti gli elettori sono presenti (Universi Dominici Gregis 37, come modificata nel 2013).`)
};

export const conclave_took_name = /** @type {(inputs: Conclave_Took_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`che ha preso il nome di ${i?.name}`)
};

export const conclave_under_way_since = /** @type {(inputs: Conclave_Under_Way_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave in corso dal ${i?.date}, ore ${i?.time} (ora di Roma)`)
};

export const conclave_vacancy_died = /** @type {(inputs: Conclave_Vacancy_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il ${i?.date}: il papa è morto.`)
};

export const conclave_vacancy_renounced = /** @type {(inputs: Conclave_Vacancy_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il ${i?.date}: il papa ha rinunciato al ministero.`)
};

export const conclave_white_smoke = /** @type {(inputs: Conclave_White_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumata bianca`)
};

export const conclave_white_smoke_headline = /** @type {(inputs: Conclave_White_Smoke_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FUMATA BIANCA`)
};

export const dialogs_donation_body = /** @type {(inputs: Dialogs_Donation_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis è gratuito, senza pubblicità e non ti traccia. Se ti è stato utile, una piccola donazione aiuta a tenerlo online e aggiornato.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis è gratuito, senza pubblicità e non ti traccia. Se ti è stato utile, il modo migliore per sostenerlo è condividerlo con chi segue la vita della Chiesa.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

export const dialogs_donation_copied = /** @type {(inputs: Dialogs_Donation_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link copiato: ${i?.url}`)
};

export const dialogs_donation_copy_failed = /** @type {(inputs: Dialogs_Donation_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia questo link per condividerlo: ${i?.url}`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dona con carta`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forse più tardi`)
};

export const dialogs_donation_share = /** @type {(inputs: Dialogs_Donation_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condividi Cardinalis`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sostieni questo sito`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forse hai già votato in questo sondaggio.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registrazione del voto non riuscita`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto registrato`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per aver partecipato a questo sondaggio!`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nell'invio del voto`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio del voto non riuscito`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto inviato`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grazie per aver partecipato al nostro sondaggio sull'elezione del papa.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo è un sito indipendente e divulgativo sul Collegio cardinalizio e sul conclave. Non è affiliato alla Santa Sede. I fatti provengono da fonti pubbliche e sono verificati, ma gli errori capitano e gli incarichi cambiano.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ho capito`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Puoi anche scrivere a ${i?.contactEmail}. Allo stesso indirizzo sono benvenute le richieste di sponsorizzazione e pubblicità.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai notato un errore o un incarico non aggiornato? Apri il profilo del cardinale e scegli «Suggerisci una correzione»: le correzioni dei lettori mantengono accurato questo elenco.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benvenuti su Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Età`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti i paesi`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti gli ordini`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutte le aree`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualsiasi o nessuno`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualsiasi papa`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applica i filtri`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conosci il nuovo Santo Padre →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa Leone XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, il primo papa statunitense, è stato eletto nel secondo giorno del conclave.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori in questo conclave`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sotto gli 80 anni`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancella tutti i filtri`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancella la ricerca`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclavi`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creazione`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creato da`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creato: ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(defunto)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Morto il ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettore`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale corrisponde ai criteri di ricerca. Prova con altri filtri.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale trovato`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si è verificato un errore nel caricamento dei dati sui cardinali. Riprova più tardi.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento dei cardinali`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con o senza esperienza di conclave`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non ha partecipato a un conclave`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha partecipato a un conclave`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtra e ordina i cardinali`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtri`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali della Chiesa cattolica`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vita`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, morto a ${i?.age} anni`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei cardinali`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei suggerimenti...`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successiva →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale trovato`)
};

export const directory_page = /** @type {(inputs: Directory_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page}`)
};

export const directory_pages = /** @type {(inputs: Directory_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine`)
};

export const directory_pope = /** @type {(inputs: Directory_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa`)
};

export const directory_previous = /** @type {(inputs: Directory_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Precedente`)
};

export const directory_quick_filters = /** @type {(inputs: Directory_Quick_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtri rapidi`)
};

export const directory_rank = /** @type {(inputs: Directory_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine cardinalizio`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Area geografica`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Africa`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Americhe`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asia`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europa`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceania`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine religioso`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rimuovi la ricerca`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} risultato)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} risultati)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ricerca: ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca cardinali`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca cardinali...`)
};

export const directory_see_all = /** @type {(inputs: Directory_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tutti i risultati per «${i?.term}»`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Età (dal più giovane)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordina per`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data di creazione (dalla più recente)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cognome (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stato`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali suggeriti`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra solo gli elettori`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("it", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`Di questi ${i?.total} cardinali sotto gli 80 anni, ${i?.electors} è elettore:`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`Di questi ${i?.total} cardinali sotto gli 80 anni, ${i?.electors} sono elettori:`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sconosciuto`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("it", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} anno`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} anni`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiche`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dati aggiornati al ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note legali`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo sito non è affiliato al Vaticano né alla Santa Sede. I dati sono raccolti da fonti pubbliche a scopo informativo.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dati aperti e API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informativa sulla privacy`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come nascono le valutazioni`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condizioni d'uso`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi il menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: pagina iniziale`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apri il menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in inglese`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avvisami quando c'è la fumata bianca`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attivo: ti avviserò quando ci sarà la fumata bianca`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondaggio e approfondimenti`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna ai cardinali`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretta del conclave`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretta del conclave (senza audio)`)
};

export const live_eyebrow = /** @type {(inputs: Live_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diretta`)
};

export const live_how_elected = /** @type {(inputs: Live_How_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come viene eletto un papa?`)
};

export const live_how_elected_text = /** @type {(inputs: Live_How_Elected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori, scrutini, fumate e la regola dei due terzi, spiegati.`)
};

export const live_intro = /** @type {(inputs: Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segui piazza San Pietro e la diretta del conclave fianco a fianco, e dicci chi pensi che sarà eletto.`)
};

export const live_learn_how = /** @type {(inputs: Live_Learn_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopri come vengono eletti i papi`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna diretta in questo momento`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avviso del sito`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondaggio sull'elezione del papa`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pronostico per visitatore. Solo per gioco: decidono i cardinali.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risultati`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vota`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piazza San Pietro`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretta da piazza San Pietro`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partecipa ai sondaggi`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave in diretta`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prova i nostri sondaggi scherzosi.`)
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa della fumata bianca?`)
};

export const loading_page = /** @type {(inputs: Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento della pagina...`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina iniziale`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il conclave in cifre`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principale`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diretta`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perché un papa?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna ai cardinali`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A questo indirizzo non c'è nessuna pagina. Potrebbe essere stata spostata, o il link contiene un errore.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagina non trovata`)
};

export const pope_back_to_profile = /** @type {(inputs: Pope_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Torna al profilo di papa Leone XIV`)
};

export const pope_banner_intro = /** @type {(inputs: Pope_Banner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il profilo del nuovo Santo Padre: la vita, la formazione e gli incarichi, come gli osservatori leggono le sue posizioni, le sue stesse parole e la fonte di ogni informazione.`)
};

export const pope_banner_kicker = /** @type {(inputs: Pope_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const pope_bio_heading = /** @type {(inputs: Pope_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dati biografici`)
};

export const pope_career_heading = /** @type {(inputs: Pope_Career_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incarichi`)
};

export const pope_created_by = /** @type {(inputs: Pope_Created_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, da papa ${i?.name}`)
};

export const pope_created_by_recorded = /** @type {(inputs: Pope_Created_By_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, da ${i?.creator}`)
};

export const pope_deep_dive = /** @type {(inputs: Pope_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approfondimento`)
};

export const pope_deep_dive_sections = /** @type {(inputs: Pope_Deep_Dive_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sezioni dell’approfondimento`)
};

export const pope_deep_dive_short = /** @type {(inputs: Pope_Deep_Dive_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approfondimento · Leone XIV`)
};

export const pope_education_empty = /** @type {(inputs: Pope_Education_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I dettagli sulla sua formazione non sono ancora disponibili.`)
};

export const pope_education_heading = /** @type {(inputs: Pope_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formazione`)
};

export const pope_error_heading = /** @type {(inputs: Pope_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errore nel caricamento del profilo`)
};

export const pope_error_text = /** @type {(inputs: Pope_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile caricare il profilo del Papa. Riprova più tardi.`)
};

export const pope_evidence = /** @type {(inputs: Pope_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riscontri:`)
};

export const pope_excerpts_note = /** @type {(inputs: Pope_Excerpts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Estratti: ${i?.cut} indica le parole omesse.`)
};

export const pope_fact_born = /** @type {(inputs: Pope_Fact_BornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nascita`)
};

export const pope_fact_consecrated = /** @type {(inputs: Pope_Fact_ConsecratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consacrazione episcopale`)
};

export const pope_fact_country = /** @type {(inputs: Pope_Fact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

export const pope_fact_created = /** @type {(inputs: Pope_Fact_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creato cardinale`)
};

export const pope_fact_elected = /** @type {(inputs: Pope_Fact_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eletto papa`)
};

export const pope_fact_motto = /** @type {(inputs: Pope_Fact_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motto episcopale`)
};

export const pope_fact_nationality = /** @type {(inputs: Pope_Fact_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nazionalità`)
};

export const pope_fact_ordained = /** @type {(inputs: Pope_Fact_OrdainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordinazione sacerdotale`)
};

export const pope_fact_order = /** @type {(inputs: Pope_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine religioso`)
};

export const pope_first_message_heading = /** @type {(inputs: Pope_First_Message_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il primo messaggio del pontificato`)
};

export const pope_footer_all_cardinals = /** @type {(inputs: Pope_Footer_All_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti i cardinali`)
};

export const pope_footer_compiled = /** @type {(inputs: Pope_Footer_CompiledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compilato dalle fonti elencate sopra; dati aggiornati: ${i?.date}. Questo sito non è affiliato alla Santa Sede.`)
};

export const pope_footer_deep_dive = /** @type {(inputs: Pope_Footer_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approfondimento su Leone XIV`)
};

export const pope_footer_more = /** @type {(inputs: Pope_Footer_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altro sul papato`)
};

export const pope_footer_write_to = /** @type {(inputs: Pope_Footer_Write_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai notato un errore? Scrivi a`)
};

export const pope_leadership_empty = /** @type {(inputs: Pope_Leadership_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il suo stile di governo non è ancora stato sintetizzato.`)
};

export const pope_leo_xiv = /** @type {(inputs: Pope_Leo_XivInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leone XIV`)
};

export const pope_life_heading = /** @type {(inputs: Pope_Life_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vita e ministero`)
};

export const pope_loading = /** @type {(inputs: Pope_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento del profilo del Papa...`)
};

export const pope_meta_deep_dive_description = /** @type {(inputs: Pope_Meta_Deep_Dive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origini, teologia, stile di governo e i dibattiti attorno a papa Leone XIV, raccontati con equilibrio e con le fonti. Testo in inglese.`)
};

export const pope_meta_deep_dive_title = /** @type {(inputs: Pope_Meta_Deep_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa Leone XIV: un approfondimento`)
};

export const pope_meta_description = /** @type {(inputs: Pope_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, eletto papa con il nome di Leone XIV l’8 maggio 2025: vita, formazione, incarichi, posizioni, priorità e le sue prime parole, con le fonti.`)
};

export const pope_meta_methodology_description = /** @type {(inputs: Pope_Meta_Methodology_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Che cosa misura ciascuna delle nove categorie di valutazione nel profilo di un cardinale, che cosa significano 1 e 5 e quali prove contano: giudizi redazionali, ciascuno con le sue fonti. Testo in inglese.`)
};

export const pope_meta_title = /** @type {(inputs: Pope_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa Leone XIV: profilo del nuovo Santo Padre`)
};

export const pope_priorities_empty = /** @type {(inputs: Pope_Priorities_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le sue priorità non sono ancora state sintetizzate.`)
};

export const pope_quotes_empty = /** @type {(inputs: Pope_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non sono ancora state aggiunte citazioni documentate.`)
};

export const pope_ratings_empty = /** @type {(inputs: Pope_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il profilo teologico non è ancora stato pubblicato.`)
};

export const pope_ratings_intro = /** @type {(inputs: Pope_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Giudizi della nostra redazione su una scala da 1 a 5, ciascuno fondato sulle fonti pubbliche indicate sotto. Per «Conservative vs. Liberal Views», 1 indica la posizione più progressista e 5 la più conservatrice.`)
};

export const pope_read_deep_dive = /** @type {(inputs: Pope_Read_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leggi l’approfondimento →`)
};

export const pope_references_heading = /** @type {(inputs: Pope_References_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riferimenti`)
};

export const pope_regnal_benedict_xvi = /** @type {(inputs: Pope_Regnal_Benedict_XviInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benedetto XVI`)
};

export const pope_regnal_francis = /** @type {(inputs: Pope_Regnal_FrancisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Francesco`)
};

export const pope_regnal_john_paul_ii = /** @type {(inputs: Pope_Regnal_John_Paul_IiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Giovanni Paolo II`)
};

export const pope_source_label = /** @type {(inputs: Pope_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte:`)
};

export const pope_sources_heading = /** @type {(inputs: Pope_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonti`)
};

export const pope_span_months = /** @type {(inputs: Pope_Span_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mese`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} mesi`);
	return /** @type {LocalizedString} */ ("pope_span_months");
};

export const pope_span_under_a_month = /** @type {(inputs: Pope_Span_Under_A_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`meno di un mese`)
};

export const pope_span_years = /** @type {(inputs: Pope_Span_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} anno`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} anni`);
	return /** @type {LocalizedString} */ ("pope_span_years");
};

export const pope_span_years_and_months = /** @type {(inputs: Pope_Span_Years_And_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} e ${i?.months}`)
};

export const pope_tab_leadership = /** @type {(inputs: Pope_Tab_LeadershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stile di governo`)
};

export const pope_tab_priorities = /** @type {(inputs: Pope_Tab_PrioritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorità`)
};

export const pope_tab_quotes = /** @type {(inputs: Pope_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citazioni`)
};

export const pope_tab_theological = /** @type {(inputs: Pope_Tab_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo teologico`)
};

export const pope_tab_views = /** @type {(inputs: Pope_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posizioni`)
};

export const pope_tabs_heading = /** @type {(inputs: Pope_Tabs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posizioni, stile di governo e parole`)
};

export const pope_tabs_label = /** @type {(inputs: Pope_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profilo del Papa`)
};

export const pope_time_in_office = /** @type {(inputs: Pope_Time_In_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leone XIV è stato eletto il giorno ${i?.elected}, ${i?.span} prima del giorno ${i?.today}, data in cui è stata mostrata questa pagina.`)
};

export const pope_title = /** @type {(inputs: Pope_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Papa ${i?.name}`)
};

export const pope_views_empty = /** @type {(inputs: Pope_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le sue posizioni non sono ancora state sintetizzate.`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informazioni sui cardinali della Chiesa cattolica`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai al contenuto`)
};