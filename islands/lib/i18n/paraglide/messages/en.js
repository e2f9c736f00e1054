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
	return /** @type {LocalizedString} */ (`Age`)
};

export const cardinal_age_elector = /** @type {(inputs: Cardinal_Age_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(elector)`)
};

export const cardinal_age_years = /** @type {(inputs: Cardinal_Age_YearsInputs) => LocalizedString} */ (i) => {const yearsPlural = registry.plural("en", i?.years, {});
	if (yearsPlural === "one") return /** @type {LocalizedString} */ (`${i?.years} year`);
	if (yearsPlural === "other") return /** @type {LocalizedString} */ (`${i?.years} years`);
	return /** @type {LocalizedString} */ ("cardinal_age_years");
};

export const cardinal_based_on = /** @type {(inputs: Cardinal_Based_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Based on:`)
};

export const cardinal_basic_information = /** @type {(inputs: Cardinal_Basic_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic Information`)
};

export const cardinal_bio_empty = /** @type {(inputs: Cardinal_Bio_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No detailed biography available for this cardinal.`)
};

export const cardinal_bio_heading = /** @type {(inputs: Cardinal_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biographical Summary`)
};

export const cardinal_birth_date = /** @type {(inputs: Cardinal_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Birth Date`)
};

export const cardinal_birth_place = /** @type {(inputs: Cardinal_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Birth Place`)
};

export const cardinal_close = /** @type {(inputs: Cardinal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const cardinal_conclaves = /** @type {(inputs: Cardinal_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclaves`)
};

export const cardinal_conclaves_none = /** @type {(inputs: Cardinal_Conclaves_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has not taken part in a conclave`)
};

export const cardinal_conclaves_took_part = /** @type {(inputs: Cardinal_Conclaves_Took_PartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Took part in the conclave of ${i?.years}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Took part in the conclaves of ${i?.years}`);
	return /** @type {LocalizedString} */ ("cardinal_conclaves_took_part");
};

export const cardinal_context = /** @type {(inputs: Cardinal_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Context:`)
};

export const cardinal_country = /** @type {(inputs: Cardinal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const cardinal_created = /** @type {(inputs: Cardinal_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created Cardinal`)
};

export const cardinal_created_by = /** @type {(inputs: Cardinal_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created By`)
};

export const cardinal_deceased = /** @type {(inputs: Cardinal_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(deceased)`)
};

export const cardinal_did_not_take_part = /** @type {(inputs: Cardinal_Did_Not_Take_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Did not take part in the conclave of ${i?.year}:`)
};

export const cardinal_did_you_mean = /** @type {(inputs: Cardinal_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Did you mean:`)
};

export const cardinal_died = /** @type {(inputs: Cardinal_DiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Died`)
};

export const cardinal_died_value = /** @type {(inputs: Cardinal_Died_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† ${i?.date} (aged ${i?.age})`)
};

export const cardinal_habemus_decoder = /** @type {(inputs: Cardinal_Habemus_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam decoder`)
};

export const cardinal_head_born = /** @type {(inputs: Cardinal_Head_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Born ${i?.date}`)
};

export const cardinal_head_born_in = /** @type {(inputs: Cardinal_Head_Born_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Born ${i?.date} in ${i?.place}`)
};

export const cardinal_head_country = /** @type {(inputs: Cardinal_Head_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Country: ${i?.country}.`)
};

export const cardinal_head_died = /** @type {(inputs: Cardinal_Head_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`died ${i?.date}`)
};

export const cardinal_head_tail = /** @type {(inputs: Cardinal_Head_TailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biography, views and sources.`)
};

export const cardinal_in_college = /** @type {(inputs: Cardinal_In_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the College`)
};

export const cardinal_last_office = /** @type {(inputs: Cardinal_Last_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last office: ${i?.office}`)
};

export const cardinal_latin_kept = /** @type {(inputs: Cardinal_Latin_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} kept as written`)
};

export const cardinal_latin_lead = /** @type {(inputs: Cardinal_Latin_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If elected, he would be announced as `)
};

export const cardinal_latin_names = /** @type {(inputs: Cardinal_Latin_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Given names in Latin`)
};

export const cardinal_latin_pope_lead = /** @type {(inputs: Cardinal_Latin_Pope_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the announcement's form: `)
};

export const cardinal_load_error = /** @type {(inputs: Cardinal_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cardinal could not be loaded. Please try again later.`)
};

export const cardinal_loading = /** @type {(inputs: Cardinal_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cardinal information...`)
};

export const cardinal_motto = /** @type {(inputs: Cardinal_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motto`)
};

export const cardinal_of_the_church = /** @type {(inputs: Cardinal_Of_The_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal of the Catholic Church`)
};

export const cardinal_office_since = /** @type {(inputs: Cardinal_Office_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.office}, since ${i?.date}`)
};

export const cardinal_panel_not_found = /** @type {(inputs: Cardinal_Panel_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal not found`)
};

export const cardinal_panel_not_listed = /** @type {(inputs: Cardinal_Panel_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No cardinal is listed as “${i?.slug}”. The link may be mistyped or out of date: close this panel and search the directory by name.`)
};

export const cardinal_profile_sections = /** @type {(inputs: Cardinal_Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile sections`)
};

export const cardinal_quotes_empty = /** @type {(inputs: Cardinal_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notable quotes or statements available for this cardinal.`)
};

export const cardinal_quotes_heading = /** @type {(inputs: Cardinal_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notable Quotes`)
};

export const cardinal_rank = /** @type {(inputs: Cardinal_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

export const cardinal_rank_bishop = /** @type {(inputs: Cardinal_Rank_BishopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal Bishop`)
};

export const cardinal_rank_deacon = /** @type {(inputs: Cardinal_Rank_DeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal Deacon`)
};

export const cardinal_rank_priest = /** @type {(inputs: Cardinal_Rank_PriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal Priest`)
};

export const cardinal_rating_out_of = /** @type {(inputs: Cardinal_Rating_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} out of 5`)
};

export const cardinal_ratings_empty = /** @type {(inputs: Cardinal_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ratings available for this cardinal.`)
};

export const cardinal_ratings_heading = /** @type {(inputs: Cardinal_Ratings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theological & Administrative Ratings`)
};

export const cardinal_ratings_intro = /** @type {(inputs: Cardinal_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These ratings assess public statements, actions and writings on a scale of 1-5. They are editorial judgements; each names the record it rests on.`)
};

export const cardinal_ratings_method = /** @type {(inputs: Cardinal_Ratings_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the ratings are made`)
};

export const cardinal_renounced = /** @type {(inputs: Cardinal_RenouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renounced the rights of the cardinalate`)
};

export const cardinal_renounced_value = /** @type {(inputs: Cardinal_Renounced_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: still a cardinal, not an elector`)
};

export const cardinal_route_not_found = /** @type {(inputs: Cardinal_Route_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal Not Found`)
};

export const cardinal_route_not_listed = /** @type {(inputs: Cardinal_Route_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cardinal is listed at this address.`)
};

export const cardinal_search_for = /** @type {(inputs: Cardinal_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search the directory for “${i?.term}”`)
};

export const cardinal_source = /** @type {(inputs: Cardinal_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`source`)
};

export const cardinal_source_label = /** @type {(inputs: Cardinal_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source:`)
};

export const cardinal_source_n = /** @type {(inputs: Cardinal_Source_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`source ${i?.n}`)
};

export const cardinal_sources_empty = /** @type {(inputs: Cardinal_Sources_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sources or references available for this cardinal.`)
};

export const cardinal_sources_heading = /** @type {(inputs: Cardinal_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources & References`)
};

export const cardinal_suggest = /** @type {(inputs: Cardinal_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggest a correction`)
};

export const cardinal_suggest_cancel = /** @type {(inputs: Cardinal_Suggest_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const cardinal_suggest_dates = /** @type {(inputs: Cardinal_Suggest_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates as YYYY-MM-DD.`)
};

export const cardinal_suggest_email = /** @type {(inputs: Cardinal_Suggest_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your e-mail (optional)`)
};

export const cardinal_suggest_failed = /** @type {(inputs: Cardinal_Suggest_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The correction could not be sent. Please try again later.`)
};

export const cardinal_suggest_field = /** @type {(inputs: Cardinal_Suggest_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which fact`)
};

export const cardinal_suggest_need_both = /** @type {(inputs: Cardinal_Suggest_Need_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To send, give the correct value and a source.`)
};

export const cardinal_suggest_need_source = /** @type {(inputs: Cardinal_Suggest_Need_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To send, give a source (an https address).`)
};

export const cardinal_suggest_need_value = /** @type {(inputs: Cardinal_Suggest_Need_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To send, give the correct value.`)
};

export const cardinal_suggest_send = /** @type {(inputs: Cardinal_Suggest_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send correction`)
};

export const cardinal_suggest_sending = /** @type {(inputs: Cardinal_Suggest_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const cardinal_suggest_source = /** @type {(inputs: Cardinal_Suggest_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source (https://…)`)
};

export const cardinal_suggest_thanks = /** @type {(inputs: Cardinal_Suggest_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you. Your correction was sent; the operator reviews every suggestion, and accepted ones appear in the public change log.`)
};

export const cardinal_suggest_title = /** @type {(inputs: Cardinal_Suggest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suggest a correction for ${i?.name}`)
};

export const cardinal_suggest_value = /** @type {(inputs: Cardinal_Suggest_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct value`)
};

export const cardinal_tab_biography = /** @type {(inputs: Cardinal_Tab_BiographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biography`)
};

export const cardinal_tab_quotes = /** @type {(inputs: Cardinal_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes`)
};

export const cardinal_tab_ratings = /** @type {(inputs: Cardinal_Tab_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ratings`)
};

export const cardinal_tab_sources = /** @type {(inputs: Cardinal_Tab_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources`)
};

export const cardinal_tab_views = /** @type {(inputs: Cardinal_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views`)
};

export const cardinal_title = /** @type {(inputs: Cardinal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const cardinal_unavailable = /** @type {(inputs: Cardinal_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal information unavailable`)
};

export const cardinal_views_empty = /** @type {(inputs: Cardinal_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No detailed views or positions available for this cardinal.`)
};

export const cardinal_views_heading = /** @type {(inputs: Cardinal_Views_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views & Positions`)
};

export const conclave_announced_at = /** @type {(inputs: Conclave_Announced_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Announced on ${i?.date} at ${i?.time} (Rome)`)
};

export const conclave_ballot_banner = /** @type {(inputs: Conclave_Ballot_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave, day ${i?.day} · ballot ${i?.n}: ${i?.smoke} at ${i?.time}`)
};

export const conclave_ballot_line = /** @type {(inputs: Conclave_Ballot_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ballot ${i?.n}: ${i?.smoke} at ${i?.time}`)
};

export const conclave_begins_at = /** @type {(inputs: Conclave_Begins_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The conclave begins on ${i?.date} at ${i?.time} (Rome)`)
};

export const conclave_black_smoke = /** @type {(inputs: Conclave_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`black smoke`)
};

export const conclave_day = /** @type {(inputs: Conclave_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Day ${i?.day} · ${i?.date}`)
};

export const conclave_elected = /** @type {(inputs: Conclave_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elected`)
};

export const conclave_electors = /** @type {(inputs: Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electors`)
};

export const conclave_electors_note = /** @type {(inputs: Conclave_Electors_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinals under 80 on ${i?.date}, the day the See fell vacant (Universi Dominici Gregis 33).`)
};

export const conclave_electors_word = /** @type {(inputs: Conclave_Electors_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`elector;`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`electors;`);
	return /** @type {LocalizedString} */ ("conclave_electors_word");
};

export const conclave_follow_live = /** @type {(inputs: Conclave_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow live`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_heading_conclave = /** @type {(inputs: Conclave_Heading_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The conclave is under way`)
};

export const conclave_heading_elected = /** @type {(inputs: Conclave_Heading_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam`)
};

export const conclave_heading_vacant = /** @type {(inputs: Conclave_Heading_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sede vacante`)
};

export const conclave_majority = /** @type {(inputs: Conclave_MajorityInputs) => LocalizedString} */ (i) => {const majorityPlural = registry.plural("en", i?.majority, {});
	if (majorityPlural === "one") return /** @type {LocalizedString} */ (`a two-thirds majority is ${i?.majority} vote.`);
	if (majorityPlural === "other") return /** @type {LocalizedString} */ (`a two-thirds majority is ${i?.majority} votes.`);
	return /** @type {LocalizedString} */ ("conclave_majority");
};

export const conclave_may_begin = /** @type {(inputs: Conclave_May_BeginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The conclave may begin between ${i?.earliest} and ${i?.latest}`)
};

export const conclave_no_smoke = /** @type {(inputs: Conclave_No_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No smoke yet.`)
};

export const conclave_notes = /** @type {(inputs: Conclave_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const conclave_sede_vacante_since = /** @type {(inputs: Conclave_Sede_Vacante_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sede vacante since ${i?.date}`)
};

export const conclave_see_in_directory = /** @type {(inputs: Conclave_See_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See them in the directory`)
};

export const conclave_see_vacant = /** @type {(inputs: Conclave_See_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The See fell vacant`)
};

export const conclave_smoke_heading = /** @type {(inputs: Conclave_Smoke_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smoke from the Sistine Chapel`)
};

export const conclave_source = /** @type {(inputs: Conclave_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`source`)
};

export const conclave_start = /** @type {(inputs: Conclave_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start of the conclave`)
};

export const conclave_start_announced = /** @type {(inputs: Conclave_Start_AnnouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} at ${i?.time} (Rome), as announced.`)
};

export const conclave_start_window = /** @type {(inputs: Conclave_Start_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not yet announced. The rules allow it between ${i?.earliest} and ${i?.latest}: ${i?.min} to ${i?.max} days after the vacancy, or earlier if all the electors are present (Universi Dominici Gregis 37, as amended in 2013).`)
};

export const conclave_took_name = /** @type {(inputs: Conclave_Took_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`who took the name ${i?.name}`)
};

export const conclave_under_way_since = /** @type {(inputs: Conclave_Under_Way_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave under way since ${i?.date}, ${i?.time} (Rome)`)
};

export const conclave_vacancy_died = /** @type {(inputs: Conclave_Vacancy_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On ${i?.date}: the pope died.`)
};

export const conclave_vacancy_renounced = /** @type {(inputs: Conclave_Vacancy_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On ${i?.date}: the pope renounced the office.`)
};

export const conclave_white_smoke = /** @type {(inputs: Conclave_White_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`white smoke`)
};

export const conclave_white_smoke_headline = /** @type {(inputs: Conclave_White_Smoke_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WHITE SMOKE`)
};

export const dialogs_donation_body = /** @type {(inputs: Dialogs_Donation_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis is free, has no advertising and does not track you. If it has been useful, a small donation helps keep it online and up to date.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis is free, has no advertising and does not track you. If it has been useful, the best support is to share it with someone who follows the Church.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const dialogs_donation_copied = /** @type {(inputs: Dialogs_Donation_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link copied: ${i?.url}`)
};

export const dialogs_donation_copy_failed = /** @type {(inputs: Dialogs_Donation_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copy this link to share it: ${i?.url}`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donate by card`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maybe later`)
};

export const dialogs_donation_share = /** @type {(inputs: Dialogs_Donation_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share Cardinalis`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support this site`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may have already voted in this poll.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to record vote`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote recorded`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for participating in this poll!`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error submitting vote`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to submit vote`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote submitted`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you for participating in our papal election poll.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is an independent, educational site about the College of Cardinals and the conclave. It is not affiliated with the Holy See. The facts come from public sources and are checked, but mistakes happen and offices change.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I understand`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can also write to ${i?.contactEmail}. Sponsorship and advertising enquiries are welcome at the same address.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spotted an error or an out-of-date office? Open that cardinal's profile and choose “Suggest a correction”; corrections from readers keep this directory accurate.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All countries`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All ranks`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Regions`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any or none`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any pope`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apply filters`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meet the new Holy Father →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pope Leo XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, the first pope from the United States, was elected on the conclave's second day.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electors in this conclave`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electors`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under 80`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear all filters`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclaves`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created by`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Created: ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(deceased)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Died ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elector`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cardinals match your search criteria. Please try different filters.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Cardinals Found`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was an error loading the cardinal data. Please try again later.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error Loading Cardinals`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With or without`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has not taken part in a conclave`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has taken part in a conclave`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter and sort the cardinals`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinals`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinals of the Catholic Church`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lived`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, died aged ${i?.age}`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading cardinals`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading suggestions...`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cardinals found`)
};

export const directory_page = /** @type {(inputs: Directory_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const directory_pages = /** @type {(inputs: Directory_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const directory_pope = /** @type {(inputs: Directory_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pope`)
};

export const directory_previous = /** @type {(inputs: Directory_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Previous`)
};

export const directory_quick_filters = /** @type {(inputs: Directory_Quick_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick filters`)
};

export const directory_rank = /** @type {(inputs: Directory_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rank`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Africa`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Americas`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asia`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europe`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceania`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Religious order`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove search`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} result)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} results)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Search: ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search cardinals`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search cardinals...`)
};

export const directory_see_all = /** @type {(inputs: Directory_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`See all results for “${i?.term}”`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Age (Youngest first)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creation Date (Newest first)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First Name (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last Name (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suggested cardinals`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show only the electors`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("en", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`Of these ${i?.total} cardinals under 80, ${i?.electors} is an elector:`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`Of these ${i?.total} cardinals under 80, ${i?.electors} are electors:`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("en", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} years old`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} years old`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data as of ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This site is not affiliated with the Vatican or the Holy See. Its data is compiled from public sources for educational purposes.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open data & API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How ratings are made`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Use`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} home`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in English`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tell me when there is white smoke`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On: I will tell you when there is white smoke`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poll and further reading`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the cardinals`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave coverage`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live conclave coverage (muted)`)
};

export const live_eyebrow = /** @type {(inputs: Live_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live coverage`)
};

export const live_how_elected = /** @type {(inputs: Live_How_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How is a pope elected?`)
};

export const live_how_elected_text = /** @type {(inputs: Live_How_Elected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electors, ballots, smoke and the two-thirds rule, explained.`)
};

export const live_intro = /** @type {(inputs: Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Watch St. Peter's Square and the conclave coverage side by side, and tell us who you think will be elected.`)
};

export const live_learn_how = /** @type {(inputs: Live_Learn_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Learn how popes are elected`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No live stream is on now`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notice from the site`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papal Election Poll`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One prediction per visitor. Just for fun: the cardinals decide.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cast Vote`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`St. Peter's Square`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live stream from St. Peter's Square`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take the fun polls`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave Live`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try our light-hearted polls.`)
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for white smoke?`)
};

export const loading_page = /** @type {(inputs: Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading page...`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave Insights`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live Coverage`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why a Pope?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the cardinals`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no page at this address. It may have been mistyped, or the link that led here may be out of date.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page Not Found`)
};

export const pope_back_to_profile = /** @type {(inputs: Pope_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Back to the profile of Pope Leo XIV`)
};

export const pope_banner_intro = /** @type {(inputs: Pope_Banner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The profile of the new Holy Father: his life, formation and career, how observers read his positions, his own words, and where every fact comes from.`)
};

export const pope_banner_kicker = /** @type {(inputs: Pope_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const pope_bio_heading = /** @type {(inputs: Pope_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biographical details`)
};

export const pope_career_heading = /** @type {(inputs: Pope_Career_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Career`)
};

export const pope_created_by = /** @type {(inputs: Pope_Created_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, by Pope ${i?.name}`)
};

export const pope_created_by_recorded = /** @type {(inputs: Pope_Created_By_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, by ${i?.creator}`)
};

export const pope_deep_dive = /** @type {(inputs: Pope_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deep dive`)
};

export const pope_deep_dive_sections = /** @type {(inputs: Pope_Deep_Dive_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deep dive sections`)
};

export const pope_deep_dive_short = /** @type {(inputs: Pope_Deep_Dive_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deep dive · Leo XIV`)
};

export const pope_education_empty = /** @type {(inputs: Pope_Education_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details of his education are not available yet.`)
};

export const pope_education_heading = /** @type {(inputs: Pope_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Education`)
};

export const pope_error_heading = /** @type {(inputs: Pope_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error Loading Profile`)
};

export const pope_error_text = /** @type {(inputs: Pope_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unable to load the papal profile. Please try again later.`)
};

export const pope_evidence = /** @type {(inputs: Pope_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evidence:`)
};

export const pope_excerpts_note = /** @type {(inputs: Pope_Excerpts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excerpts: ${i?.cut} marks words left out.`)
};

export const pope_fact_born = /** @type {(inputs: Pope_Fact_BornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Born`)
};

export const pope_fact_consecrated = /** @type {(inputs: Pope_Fact_ConsecratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Episcopal consecration`)
};

export const pope_fact_country = /** @type {(inputs: Pope_Fact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country`)
};

export const pope_fact_created = /** @type {(inputs: Pope_Fact_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created cardinal`)
};

export const pope_fact_elected = /** @type {(inputs: Pope_Fact_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elected pope`)
};

export const pope_fact_motto = /** @type {(inputs: Pope_Fact_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Episcopal motto`)
};

export const pope_fact_nationality = /** @type {(inputs: Pope_Fact_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nationality`)
};

export const pope_fact_ordained = /** @type {(inputs: Pope_Fact_OrdainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordained priest`)
};

export const pope_fact_order = /** @type {(inputs: Pope_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Religious order`)
};

export const pope_first_message_heading = /** @type {(inputs: Pope_First_Message_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first papal message`)
};

export const pope_footer_all_cardinals = /** @type {(inputs: Pope_Footer_All_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All cardinals`)
};

export const pope_footer_compiled = /** @type {(inputs: Pope_Footer_CompiledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compiled from the sources listed above; record data as of ${i?.date}. This site is not affiliated with the Holy See.`)
};

export const pope_footer_deep_dive = /** @type {(inputs: Pope_Footer_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deep dive on Leo XIV`)
};

export const pope_footer_more = /** @type {(inputs: Pope_Footer_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More about the papacy`)
};

export const pope_footer_write_to = /** @type {(inputs: Pope_Footer_Write_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spotted an error? Write to`)
};

export const pope_leadership_empty = /** @type {(inputs: Pope_Leadership_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`His leadership record has not been summarised yet.`)
};

export const pope_leo_xiv = /** @type {(inputs: Pope_Leo_XivInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leo XIV`)
};

export const pope_life_heading = /** @type {(inputs: Pope_Life_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Life and ministry`)
};

export const pope_loading = /** @type {(inputs: Pope_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the papal profile...`)
};

export const pope_meta_deep_dive_description = /** @type {(inputs: Pope_Meta_Deep_Dive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Background, theology, leadership and the debates around Pope Leo XIV, fairly told and sourced.`)
};

export const pope_meta_deep_dive_title = /** @type {(inputs: Pope_Meta_Deep_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pope Leo XIV: a deep dive`)
};

export const pope_meta_description = /** @type {(inputs: Pope_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, elected Pope Leo XIV on 8 May 2025: life, formation, career, views, priorities and his first words, with sources.`)
};

export const pope_meta_methodology_description = /** @type {(inputs: Pope_Meta_Methodology_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What each of the nine rating categories on a cardinal's profile measures, what 1 and 5 mean, and what evidence counts: editorial judgements, each with its sources.`)
};

export const pope_meta_title = /** @type {(inputs: Pope_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pope Leo XIV: profile of the new Holy Father`)
};

export const pope_priorities_empty = /** @type {(inputs: Pope_Priorities_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`His priorities have not been summarised yet.`)
};

export const pope_quotes_empty = /** @type {(inputs: Pope_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No documented quotations have been added yet.`)
};

export const pope_ratings_empty = /** @type {(inputs: Pope_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The theological profile has not been published yet.`)
};

export const pope_ratings_intro = /** @type {(inputs: Pope_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our editors' judgements on a scale of 1 to 5, each resting on the public record named beneath it. For "Conservative vs. Liberal Views", 1 is most liberal and 5 most conservative.`)
};

export const pope_read_deep_dive = /** @type {(inputs: Pope_Read_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the deep dive →`)
};

export const pope_references_heading = /** @type {(inputs: Pope_References_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`References`)
};

export const pope_regnal_benedict_xvi = /** @type {(inputs: Pope_Regnal_Benedict_XviInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benedict XVI`)
};

export const pope_regnal_francis = /** @type {(inputs: Pope_Regnal_FrancisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Francis`)
};

export const pope_regnal_john_paul_ii = /** @type {(inputs: Pope_Regnal_John_Paul_IiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`John Paul II`)
};

export const pope_source_label = /** @type {(inputs: Pope_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source:`)
};

export const pope_sources_heading = /** @type {(inputs: Pope_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources`)
};

export const pope_span_months = /** @type {(inputs: Pope_Span_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} month`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} months`);
	return /** @type {LocalizedString} */ ("pope_span_months");
};

export const pope_span_under_a_month = /** @type {(inputs: Pope_Span_Under_A_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`less than a month`)
};

export const pope_span_years = /** @type {(inputs: Pope_Span_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} year`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} years`);
	return /** @type {LocalizedString} */ ("pope_span_years");
};

export const pope_span_years_and_months = /** @type {(inputs: Pope_Span_Years_And_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} and ${i?.months}`)
};

export const pope_tab_leadership = /** @type {(inputs: Pope_Tab_LeadershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leadership`)
};

export const pope_tab_priorities = /** @type {(inputs: Pope_Tab_PrioritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorities`)
};

export const pope_tab_quotes = /** @type {(inputs: Pope_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notable Quotes`)
};

export const pope_tab_theological = /** @type {(inputs: Pope_Tab_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theological Profile`)
};

export const pope_tab_views = /** @type {(inputs: Pope_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Views`)
};

export const pope_tabs_heading = /** @type {(inputs: Pope_Tabs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Positions, leadership and words`)
};

export const pope_tabs_label = /** @type {(inputs: Pope_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile of the pope`)
};

export const pope_time_in_office = /** @type {(inputs: Pope_Time_In_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leo XIV was elected on ${i?.elected}, ${i?.span} before ${i?.today}, the day this page was shown.`)
};

export const pope_title = /** @type {(inputs: Pope_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pope ${i?.name}`)
};

export const pope_views_empty = /** @type {(inputs: Pope_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`His views have not been summarised yet.`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information about Cardinals of the Catholic Church`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};