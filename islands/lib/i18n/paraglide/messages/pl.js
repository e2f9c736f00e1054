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
	return /** @type {LocalizedString} */ (`Wiek`)
};

export const cardinal_age_elector = /** @type {(inputs: Cardinal_Age_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(elektor)`)
};

export const cardinal_age_years = /** @type {(inputs: Cardinal_Age_YearsInputs) => LocalizedString} */ (i) => {const yearsPlural = registry.plural("pl", i?.years, {});
	if (yearsPlural === "one") return /** @type {LocalizedString} */ (`${i?.years} rok`);
	if (yearsPlural === "few") return /** @type {LocalizedString} */ (`${i?.years} lata`);
	if (yearsPlural === "many") return /** @type {LocalizedString} */ (`${i?.years} lat`);
	if (yearsPlural === "other") return /** @type {LocalizedString} */ (`${i?.years} roku`);
	return /** @type {LocalizedString} */ ("cardinal_age_years");
};

export const cardinal_based_on = /** @type {(inputs: Cardinal_Based_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na podstawie:`)
};

export const cardinal_basic_information = /** @type {(inputs: Cardinal_Basic_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podstawowe informacje`)
};

export const cardinal_bio_empty = /** @type {(inputs: Cardinal_Bio_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brak szczegółowej biografii tego kardynała.`)
};

export const cardinal_bio_heading = /** @type {(inputs: Cardinal_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nota biograficzna`)
};

export const cardinal_birth_date = /** @type {(inputs: Cardinal_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data urodzenia`)
};

export const cardinal_birth_place = /** @type {(inputs: Cardinal_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miejsce urodzenia`)
};

export const cardinal_close = /** @type {(inputs: Cardinal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamknij`)
};

export const cardinal_conclaves = /** @type {(inputs: Cardinal_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe`)
};

export const cardinal_conclaves_none = /** @type {(inputs: Cardinal_Conclaves_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie uczestniczył w żadnym konklawe`)
};

export const cardinal_conclaves_took_part = /** @type {(inputs: Cardinal_Conclaves_Took_PartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Uczestniczył w konklawe w roku ${i?.years}`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Uczestniczył w konklawe w latach ${i?.years}`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Uczestniczył w konklawe w latach ${i?.years}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Uczestniczył w konklawe w latach ${i?.years}`);
	return /** @type {LocalizedString} */ ("cardinal_conclaves_took_part");
};

export const cardinal_context = /** @type {(inputs: Cardinal_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontekst:`)
};

export const cardinal_country = /** @type {(inputs: Cardinal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kraj`)
};

export const cardinal_created = /** @type {(inputs: Cardinal_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreowany kardynałem`)
};

export const cardinal_created_by = /** @type {(inputs: Cardinal_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreowany przez`)
};

export const cardinal_deceased = /** @type {(inputs: Cardinal_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(zmarły)`)
};

export const cardinal_did_not_take_part = /** @type {(inputs: Cardinal_Did_Not_Take_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nie uczestniczył w konklawe w roku ${i?.year}:`)
};

export const cardinal_did_you_mean = /** @type {(inputs: Cardinal_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Czy chodziło o:`)
};

export const cardinal_died = /** @type {(inputs: Cardinal_DiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmarł`)
};

export const cardinal_died_value = /** @type {(inputs: Cardinal_Died_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† ${i?.date} (w wieku ${i?.age} lat)`)
};

export const cardinal_habemus_decoder = /** @type {(inputs: Cardinal_Habemus_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dekoder Habemus Papam`)
};

export const cardinal_head_born = /** @type {(inputs: Cardinal_Head_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Urodzony ${i?.date}`)
};

export const cardinal_head_born_in = /** @type {(inputs: Cardinal_Head_Born_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Urodzony ${i?.date} w: ${i?.place}`)
};

export const cardinal_head_country = /** @type {(inputs: Cardinal_Head_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kraj: ${i?.country}.`)
};

export const cardinal_head_died = /** @type {(inputs: Cardinal_Head_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zmarł ${i?.date}`)
};

export const cardinal_head_tail = /** @type {(inputs: Cardinal_Head_TailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia, poglądy i źródła.`)
};

export const cardinal_in_college = /** @type {(inputs: Cardinal_In_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W Kolegium`)
};

export const cardinal_last_office = /** @type {(inputs: Cardinal_Last_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ostatni urząd: ${i?.office}`)
};

export const cardinal_latin_kept = /** @type {(inputs: Cardinal_Latin_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} pozostawione w oryginalnej pisowni`)
};

export const cardinal_latin_lead = /** @type {(inputs: Cardinal_Latin_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gdyby został wybrany, ogłoszono by go jako `)
};

export const cardinal_latin_names = /** @type {(inputs: Cardinal_Latin_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imiona po łacinie`)
};

export const cardinal_latin_pope_lead = /** @type {(inputs: Cardinal_Latin_Pope_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W formie ogłoszenia: `)
};

export const cardinal_load_error = /** @type {(inputs: Cardinal_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać tego kardynała. Spróbuj ponownie później.`)
};

export const cardinal_loading = /** @type {(inputs: Cardinal_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie informacji o kardynale...`)
};

export const cardinal_motto = /** @type {(inputs: Cardinal_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zawołanie`)
};

export const cardinal_of_the_church = /** @type {(inputs: Cardinal_Of_The_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynał Kościoła katolickiego`)
};

export const cardinal_office_since = /** @type {(inputs: Cardinal_Office_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.office}, od ${i?.date}`)
};

export const cardinal_panel_not_found = /** @type {(inputs: Cardinal_Panel_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie znaleziono kardynała`)
};

export const cardinal_panel_not_listed = /** @type {(inputs: Cardinal_Panel_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Żaden kardynał nie figuruje jako „${i?.slug}”. Link może zawierać błąd lub być nieaktualny: zamknij ten panel i wyszukaj nazwisko w spisie.`)
};

export const cardinal_profile_sections = /** @type {(inputs: Cardinal_Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sekcje profilu`)
};

export const cardinal_quotes_empty = /** @type {(inputs: Cardinal_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brak ważnych cytatów i wypowiedzi tego kardynała.`)
};

export const cardinal_quotes_heading = /** @type {(inputs: Cardinal_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ważne cytaty`)
};

export const cardinal_rank = /** @type {(inputs: Cardinal_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopień`)
};

export const cardinal_rank_bishop = /** @type {(inputs: Cardinal_Rank_BishopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynał biskup`)
};

export const cardinal_rank_deacon = /** @type {(inputs: Cardinal_Rank_DeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynał diakon`)
};

export const cardinal_rank_priest = /** @type {(inputs: Cardinal_Rank_PriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynał prezbiter`)
};

export const cardinal_rating_out_of = /** @type {(inputs: Cardinal_Rating_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} na 5`)
};

export const cardinal_ratings_empty = /** @type {(inputs: Cardinal_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brak ocen tego kardynała.`)
};

export const cardinal_ratings_heading = /** @type {(inputs: Cardinal_Ratings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceny teologiczne i administracyjne`)
};

export const cardinal_ratings_intro = /** @type {(inputs: Cardinal_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te oceny dotyczą publicznych wypowiedzi, działań i pism w skali od 1 do 5. To oceny redakcyjne; każda wskazuje, na czym się opiera.`)
};

export const cardinal_ratings_method = /** @type {(inputs: Cardinal_Ratings_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak powstają oceny`)
};

export const cardinal_renounced = /** @type {(inputs: Cardinal_RenouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrzekł się praw kardynalskich`)
};

export const cardinal_renounced_value = /** @type {(inputs: Cardinal_Renounced_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: nadal kardynał, nie elektor`)
};

export const cardinal_route_not_found = /** @type {(inputs: Cardinal_Route_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie znaleziono kardynała`)
};

export const cardinal_route_not_listed = /** @type {(inputs: Cardinal_Route_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pod tym adresem nie figuruje żaden kardynał.`)
};

export const cardinal_search_for = /** @type {(inputs: Cardinal_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Szukaj „${i?.term}” w spisie`)
};

export const cardinal_source = /** @type {(inputs: Cardinal_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`źródło`)
};

export const cardinal_source_label = /** @type {(inputs: Cardinal_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródło:`)
};

export const cardinal_source_n = /** @type {(inputs: Cardinal_Source_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`źródło ${i?.n}`)
};

export const cardinal_sources_empty = /** @type {(inputs: Cardinal_Sources_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brak źródeł i odnośników dla tego kardynała.`)
};

export const cardinal_sources_heading = /** @type {(inputs: Cardinal_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródła i odnośniki`)
};

export const cardinal_suggest = /** @type {(inputs: Cardinal_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zaproponuj poprawkę`)
};

export const cardinal_suggest_cancel = /** @type {(inputs: Cardinal_Suggest_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anuluj`)
};

export const cardinal_suggest_dates = /** @type {(inputs: Cardinal_Suggest_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daty w formacie RRRR-MM-DD (YYYY-MM-DD).`)
};

export const cardinal_suggest_email = /** @type {(inputs: Cardinal_Suggest_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twój e-mail (opcjonalnie)`)
};

export const cardinal_suggest_failed = /** @type {(inputs: Cardinal_Suggest_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wysłać poprawki. Spróbuj ponownie później.`)
};

export const cardinal_suggest_field = /** @type {(inputs: Cardinal_Suggest_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Której informacji dotyczy`)
};

export const cardinal_suggest_need_both = /** @type {(inputs: Cardinal_Suggest_Need_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aby wysłać, podaj poprawną wartość i źródło.`)
};

export const cardinal_suggest_need_source = /** @type {(inputs: Cardinal_Suggest_Need_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aby wysłać, podaj źródło (adres https).`)
};

export const cardinal_suggest_need_value = /** @type {(inputs: Cardinal_Suggest_Need_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aby wysłać, podaj poprawną wartość.`)
};

export const cardinal_suggest_send = /** @type {(inputs: Cardinal_Suggest_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wyślij poprawkę`)
};

export const cardinal_suggest_sending = /** @type {(inputs: Cardinal_Suggest_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wysyłanie...`)
};

export const cardinal_suggest_source = /** @type {(inputs: Cardinal_Suggest_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródło (https://…)`)
};

export const cardinal_suggest_thanks = /** @type {(inputs: Cardinal_Suggest_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dziękujemy. Poprawka została wysłana; prowadzący stronę sprawdza każdą propozycję, a przyjęte pojawiają się w publicznym rejestrze zmian.`)
};

export const cardinal_suggest_title = /** @type {(inputs: Cardinal_Suggest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zaproponuj poprawkę: ${i?.name}`)
};

export const cardinal_suggest_value = /** @type {(inputs: Cardinal_Suggest_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poprawna wartość`)
};

export const cardinal_tab_biography = /** @type {(inputs: Cardinal_Tab_BiographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia`)
};

export const cardinal_tab_quotes = /** @type {(inputs: Cardinal_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cytaty`)
};

export const cardinal_tab_ratings = /** @type {(inputs: Cardinal_Tab_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceny`)
};

export const cardinal_tab_sources = /** @type {(inputs: Cardinal_Tab_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródła`)
};

export const cardinal_tab_views = /** @type {(inputs: Cardinal_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poglądy`)
};

export const cardinal_title = /** @type {(inputs: Cardinal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tytuł`)
};

export const cardinal_unavailable = /** @type {(inputs: Cardinal_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informacje o kardynale są niedostępne`)
};

export const cardinal_views_empty = /** @type {(inputs: Cardinal_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brak szczegółowych poglądów i stanowisk tego kardynała.`)
};

export const cardinal_views_heading = /** @type {(inputs: Cardinal_Views_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poglądy i stanowiska`)
};

export const conclave_announced_at = /** @type {(inputs: Conclave_Announced_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ogłoszono ${i?.date} o ${i?.time} (czasu rzymskiego)`)
};

export const conclave_ballot_banner = /** @type {(inputs: Conclave_Ballot_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Konklawe, dzień ${i?.day} · głosowanie ${i?.n}: ${i?.smoke} o ${i?.time}`)
};

export const conclave_ballot_line = /** @type {(inputs: Conclave_Ballot_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Głosowanie ${i?.n}: ${i?.smoke} o ${i?.time}`)
};

export const conclave_begins_at = /** @type {(inputs: Conclave_Begins_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Konklawe rozpocznie się ${i?.date} o ${i?.time} (czasu rzymskiego)`)
};

export const conclave_black_smoke = /** @type {(inputs: Conclave_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`czarny dym`)
};

export const conclave_day = /** @type {(inputs: Conclave_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dzień ${i?.day} · ${i?.date}`)
};

export const conclave_elected = /** @type {(inputs: Conclave_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wybrany`)
};

export const conclave_electors = /** @type {(inputs: Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy`)
};

export const conclave_electors_note = /** @type {(inputs: Conclave_Electors_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kardynałowie, którzy ${i?.date}, w dniu rozpoczęcia sede vacante, nie ukończyli 80 lat (Universi Dominici Gregis 33).`)
};

export const conclave_electors_word = /** @type {(inputs: Conclave_Electors_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`elektor;`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`elektorzy;`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`elektorów;`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`elektora;`);
	return /** @type {LocalizedString} */ ("conclave_electors_word");
};

export const conclave_follow_live = /** @type {(inputs: Conclave_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Śledź na żywo`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_heading_conclave = /** @type {(inputs: Conclave_Heading_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe trwa`)
};

export const conclave_heading_elected = /** @type {(inputs: Conclave_Heading_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam`)
};

export const conclave_heading_vacant = /** @type {(inputs: Conclave_Heading_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sede vacante`)
};

export const conclave_majority = /** @type {(inputs: Conclave_MajorityInputs) => LocalizedString} */ (i) => {const majorityPlural = registry.plural("pl", i?.majority, {});
	if (majorityPlural === "one") return /** @type {LocalizedString} */ (`większość dwóch trzecich to ${i?.majority} głos.`);
	if (majorityPlural === "few") return /** @type {LocalizedString} */ (`większość dwóch trzecich to ${i?.majority} głosy.`);
	if (majorityPlural === "many") return /** @type {LocalizedString} */ (`większość dwóch trzecich to ${i?.majority} głosów.`);
	if (majorityPlural === "other") return /** @type {LocalizedString} */ (`większość dwóch trzecich to ${i?.majority} głosu.`);
	return /** @type {LocalizedString} */ ("conclave_majority");
};

export const conclave_may_begin = /** @type {(inputs: Conclave_May_BeginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Konklawe może się rozpocząć między ${i?.earliest} a ${i?.latest}`)
};

export const conclave_no_smoke = /** @type {(inputs: Conclave_No_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeszcze nie było dymu.`)
};

export const conclave_notes = /** @type {(inputs: Conclave_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uwagi`)
};

export const conclave_sede_vacante_since = /** @type {(inputs: Conclave_Sede_Vacante_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sede vacante od ${i?.date}`)
};

export const conclave_see_in_directory = /** @type {(inputs: Conclave_See_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobacz ich w katalogu`)
};

export const conclave_see_vacant = /** @type {(inputs: Conclave_See_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Początek sede vacante`)
};

export const conclave_smoke_heading = /** @type {(inputs: Conclave_Smoke_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dym z Kaplicy Sykstyńskiej`)
};

export const conclave_source = /** @type {(inputs: Conclave_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`źródło`)
};

export const conclave_start = /** @type {(inputs: Conclave_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rozpoczęcie konklawe`)
};

export const conclave_start_announced = /** @type {(inputs: Conclave_Start_AnnouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} o ${i?.time} (czasu rzymskiego), zgodnie z ogłoszeniem.`)
};

export const conclave_start_window = /** @type {(inputs: Conclave_Start_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jeszcze nie ogłoszono. Przepisy pozwalają na rozpoczęcie między ${i?.earliest} a ${i?.latest}: od ${i?.min} do ${i?.max} dni po rozpoczęciu sede vacante lub wcześniej, jeśli wszyscy elektorzy są obecni (Universi Dominici Gregis 37, ze zmianami z 2013 r.).`)
};

export const conclave_took_name = /** @type {(inputs: Conclave_Took_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`który przyjął imię ${i?.name}`)
};

export const conclave_under_way_since = /** @type {(inputs: Conclave_Under_Way_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Konklawe trwa od ${i?.date}, godz. ${i?.time} (czasu rzymskiego)`)
};

export const conclave_vacancy_died = /** @type {(inputs: Conclave_Vacancy_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: papież zmarł.`)
};

export const conclave_vacancy_renounced = /** @type {(inputs: Conclave_Vacancy_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: papież zrzekł się urzędu.`)
};

export const conclave_white_smoke = /** @type {(inputs: Conclave_White_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`biały dym`)
};

export const conclave_white_smoke_headline = /** @type {(inputs: Conclave_White_Smoke_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BIAŁY DYM`)
};

export const dialogs_donation_body = /** @type {(inputs: Dialogs_Donation_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis jest bezpłatny, nie ma reklam i nie śledzi użytkowników. Jeśli okazał się przydatny, niewielka darowizna pomoże utrzymać go w sieci i aktualizować.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis jest bezpłatny, nie ma reklam i nie śledzi użytkowników. Jeśli okazał się przydatny, najlepszym wsparciem jest polecenie go komuś, kto śledzi życie Kościoła.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamknij`)
};

export const dialogs_donation_copied = /** @type {(inputs: Dialogs_Donation_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link skopiowany: ${i?.url}`)
};

export const dialogs_donation_copy_failed = /** @type {(inputs: Dialogs_Donation_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skopiuj ten link, aby go udostępnić: ${i?.url}`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wpłać kartą`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Może później`)
};

export const dialogs_donation_share = /** @type {(inputs: Dialogs_Donation_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Udostępnij Cardinalis`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wesprzyj ten serwis`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamknij`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Być może już głosowałeś w tej ankiecie.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się zapisać głosu`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głos zapisany`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dziękujemy za udział w tej ankiecie!`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Błąd podczas oddawania głosu`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się oddać głosu`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głos oddany`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dziękujemy za udział w naszej ankiecie o wyborze papieża.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To niezależny serwis edukacyjny o Kolegium Kardynalskim i konklawe. Nie jest powiązany ze Stolicą Apostolską. Informacje pochodzą ze źródeł publicznych i są sprawdzane, ale zdarzają się błędy, a urzędy się zmieniają.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rozumiem`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Możesz też napisać na adres ${i?.contactEmail}. Zapytania o sponsoring i reklamę przyjmujemy pod tym samym adresem.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zauważyłeś błąd lub nieaktualny urząd? Otwórz profil kardynała i wybierz „Zaproponuj poprawkę”; poprawki czytelników pomagają utrzymać ten katalog w dokładności.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Witamy w serwisie Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiek`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wszystkie kraje`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wszystkie stopnie`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wszystkie regiony`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dowolny lub brak`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dowolny papież`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zastosuj filtry`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poznaj nowego Ojca Świętego →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papież Leon XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, pierwszy papież ze Stanów Zjednoczonych, został wybrany drugiego dnia konklawe.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy w tym konklawe`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poniżej 80 lat`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wyczyść wszystkie filtry`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wyczyść wyszukiwanie`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kraj`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreacja`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreowany przez`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kreowany: ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(zmarły)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Zmarł ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektor`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Żaden kardynał nie spełnia kryteriów wyszukiwania. Spróbuj innych filtrów.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie znaleziono kardynałów`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wystąpił błąd podczas wczytywania danych o kardynałach. Spróbuj ponownie później.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Błąd wczytywania kardynałów`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z udziałem w konklawe lub bez`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie brał udziału w konklawe`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brał udział w konklawe`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtruj i sortuj kardynałów`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtry`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie Kościoła katolickiego`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lata życia`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, zmarł w wieku ${i?.age} lat`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie kardynałów`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie podpowiedzi...`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Następna →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie znaleziono kardynałów`)
};

export const directory_page = /** @type {(inputs: Directory_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strona ${i?.page}`)
};

export const directory_pages = /** @type {(inputs: Directory_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strony`)
};

export const directory_pope = /** @type {(inputs: Directory_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papież`)
};

export const directory_previous = /** @type {(inputs: Directory_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Poprzednia`)
};

export const directory_quick_filters = /** @type {(inputs: Directory_Quick_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Szybkie filtry`)
};

export const directory_rank = /** @type {(inputs: Directory_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopień`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afryka`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ameryka`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Azja`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europa`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceania`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zakon`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuń wyszukiwanie`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} wynik)`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`(${i?.count} wyniki)`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`(${i?.count} wyników)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} wyniku)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wyszukiwanie: ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Szukaj kardynałów`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Szukaj kardynałów...`)
};

export const directory_see_all = /** @type {(inputs: Directory_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wszystkie wyniki dla „${i?.term}”`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wiek (od najmłodszego)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sortuj według`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kraj`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data kreacji (od najnowszej)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imię (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nazwisko (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proponowani kardynałowie`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokaż tylko elektorów`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("pl", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`Spośród tych ${i?.total} kardynałów poniżej 80 lat ${i?.electors} jest elektorem:`);
	if (electorsPlural === "few") return /** @type {LocalizedString} */ (`Spośród tych ${i?.total} kardynałów poniżej 80 lat ${i?.electors} są elektorami:`);
	if (electorsPlural === "many") return /** @type {LocalizedString} */ (`Spośród tych ${i?.total} kardynałów poniżej 80 lat ${i?.electors} jest elektorami:`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`Spośród tych ${i?.total} kardynałów poniżej 80 lat ${i?.electors} jest elektorami:`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieznany`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("pl", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} rok`);
	if (agePlural === "few") return /** @type {LocalizedString} */ (`${i?.age} lata`);
	if (agePlural === "many") return /** @type {LocalizedString} */ (`${i?.age} lat`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} roku`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmiany`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dane na dzień ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informacje prawne`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta strona nie jest powiązana z Watykanem ani ze Stolicą Apostolską. Dane pochodzą ze źródeł publicznych i służą celom edukacyjnym.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otwarte dane i API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polityka prywatności`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak powstają oceny`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warunki korzystania`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamknij menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: strona główna`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otwórz menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`po angielsku`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Język`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Powiadom mnie o białym dymie`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Włączone: powiadomię, gdy pojawi się biały dym`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankieta i dalsza lektura`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Powrót do kardynałów`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relacja z konklawe`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relacja z konklawe na żywo (wyciszona)`)
};

export const live_eyebrow = /** @type {(inputs: Live_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relacja na żywo`)
};

export const live_how_elected = /** @type {(inputs: Live_How_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak wybiera się papieża?`)
};

export const live_how_elected_text = /** @type {(inputs: Live_How_Elected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy, głosowania, dym i zasada dwóch trzecich – wyjaśnienie.`)
};

export const live_intro = /** @type {(inputs: Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oglądaj plac św. Piotra i relację z konklawe obok siebie i powiedz nam, kto Twoim zdaniem zostanie wybrany.`)
};

export const live_learn_how = /** @type {(inputs: Live_Learn_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dowiedz się, jak wybiera się papieży`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teraz nie ma transmisji na żywo`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Komunikat serwisu`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankieta o wyborze papieża`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeden typ na osobę. Tylko dla zabawy: decydują kardynałowie.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wyniki`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosuj`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plac św. Piotra`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transmisja na żywo z placu św. Piotra`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weź udział w ankietach`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe na żywo`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wypróbuj nasze żartobliwe ankiety.`)
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Czekasz na biały dym?`)
};

export const loading_page = /** @type {(inputs: Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie strony...`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strona główna`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe w liczbach`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Główne`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na żywo`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dlaczego papież?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wróć do kardynałów`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pod tym adresem nie ma strony. Mogła zostać przeniesiona albo link zawiera literówkę.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie znaleziono strony`)
};

export const pope_back_to_profile = /** @type {(inputs: Pope_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Powrót do profilu papieża Leona XIV`)
};

export const pope_banner_intro = /** @type {(inputs: Pope_Banner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil nowego Ojca Świętego: jego życie, formacja i przebieg posługi, jak obserwatorzy odczytują jego stanowiska, jego własne słowa oraz źródło każdej informacji.`)
};

export const pope_banner_kicker = /** @type {(inputs: Pope_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const pope_bio_heading = /** @type {(inputs: Pope_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dane biograficzne`)
};

export const pope_career_heading = /** @type {(inputs: Pope_Career_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przebieg posługi`)
};

export const pope_created_by = /** @type {(inputs: Pope_Created_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}; kreował go papież ${i?.name}`)
};

export const pope_created_by_recorded = /** @type {(inputs: Pope_Created_By_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}; ${i?.creator}`)
};

export const pope_deep_dive = /** @type {(inputs: Pope_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pogłębiona analiza`)
};

export const pope_deep_dive_sections = /** @type {(inputs: Pope_Deep_Dive_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Części analizy`)
};

export const pope_deep_dive_short = /** @type {(inputs: Pope_Deep_Dive_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analiza · Leon XIV`)
};

export const pope_education_empty = /** @type {(inputs: Pope_Education_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Szczegóły jego wykształcenia nie są jeszcze dostępne.`)
};

export const pope_education_heading = /** @type {(inputs: Pope_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wykształcenie`)
};

export const pope_error_heading = /** @type {(inputs: Pope_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Błąd wczytywania profilu`)
};

export const pope_error_text = /** @type {(inputs: Pope_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać profilu papieża. Spróbuj ponownie później.`)
};

export const pope_evidence = /** @type {(inputs: Pope_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Podstawa:`)
};

export const pope_excerpts_note = /** @type {(inputs: Pope_Excerpts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fragmenty: ${i?.cut} oznacza pominięte słowa.`)
};

export const pope_fact_born = /** @type {(inputs: Pope_Fact_BornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urodzony`)
};

export const pope_fact_consecrated = /** @type {(inputs: Pope_Fact_ConsecratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sakra biskupia`)
};

export const pope_fact_country = /** @type {(inputs: Pope_Fact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kraj`)
};

export const pope_fact_created = /** @type {(inputs: Pope_Fact_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreowany kardynałem`)
};

export const pope_fact_elected = /** @type {(inputs: Pope_Fact_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wybrany na papieża`)
};

export const pope_fact_motto = /** @type {(inputs: Pope_Fact_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zawołanie biskupie`)
};

export const pope_fact_nationality = /** @type {(inputs: Pope_Fact_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obywatelstwo`)
};

export const pope_fact_ordained = /** @type {(inputs: Pope_Fact_OrdainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Święcenia kapłańskie`)
};

export const pope_fact_order = /** @type {(inputs: Pope_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zakon`)
};

export const pope_first_message_heading = /** @type {(inputs: Pope_First_Message_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pierwsze orędzie papieża`)
};

export const pope_footer_all_cardinals = /** @type {(inputs: Pope_Footer_All_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wszyscy kardynałowie`)
};

export const pope_footer_compiled = /** @type {(inputs: Pope_Footer_CompiledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Opracowano na podstawie źródeł wymienionych powyżej; dane według stanu na ${i?.date}. Ta strona nie jest powiązana ze Stolicą Apostolską.`)
};

export const pope_footer_deep_dive = /** @type {(inputs: Pope_Footer_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pogłębiona analiza: Leon XIV`)
};

export const pope_footer_more = /** @type {(inputs: Pope_Footer_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Więcej o papiestwie`)
};

export const pope_footer_write_to = /** @type {(inputs: Pope_Footer_Write_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zauważyłeś błąd? Napisz na adres`)
};

export const pope_leadership_empty = /** @type {(inputs: Pope_Leadership_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jego styl rządzenia nie został jeszcze podsumowany.`)
};

export const pope_leo_xiv = /** @type {(inputs: Pope_Leo_XivInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leon XIV`)
};

export const pope_life_heading = /** @type {(inputs: Pope_Life_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Życie i posługa`)
};

export const pope_loading = /** @type {(inputs: Pope_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie profilu papieża...`)
};

export const pope_meta_deep_dive_description = /** @type {(inputs: Pope_Meta_Deep_Dive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pochodzenie, teologia, styl rządzenia i debaty wokół papieża Leona XIV, przedstawione rzetelnie i ze źródłami. Tekst w języku angielskim.`)
};

export const pope_meta_deep_dive_title = /** @type {(inputs: Pope_Meta_Deep_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papież Leon XIV: pogłębiona analiza`)
};

export const pope_meta_description = /** @type {(inputs: Pope_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, 8 maja 2025 r. wybrany na papieża jako Leon XIV: życie, formacja, przebieg posługi, poglądy, priorytety i pierwsze słowa, ze źródłami.`)
};

export const pope_meta_methodology_description = /** @type {(inputs: Pope_Meta_Methodology_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co mierzy każda z dziewięciu kategorii ocen w profilu kardynała, co oznaczają 1 i 5 i jakie dowody się liczą: oceny redakcyjne, każda ze źródłami. Tekst w języku angielskim.`)
};

export const pope_meta_title = /** @type {(inputs: Pope_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papież Leon XIV: profil nowego Ojca Świętego`)
};

export const pope_priorities_empty = /** @type {(inputs: Pope_Priorities_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jego priorytety nie zostały jeszcze podsumowane.`)
};

export const pope_quotes_empty = /** @type {(inputs: Pope_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie dodano jeszcze udokumentowanych wypowiedzi.`)
};

export const pope_ratings_empty = /** @type {(inputs: Pope_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil teologiczny nie został jeszcze opublikowany.`)
};

export const pope_ratings_intro = /** @type {(inputs: Pope_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceny naszej redakcji w skali od 1 do 5, każda oparta na publicznych źródłach wskazanych poniżej. W kategorii „Conservative vs. Liberal Views” 1 oznacza postawę najbardziej liberalną, a 5 najbardziej konserwatywną.`)
};

export const pope_read_deep_dive = /** @type {(inputs: Pope_Read_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przeczytaj pogłębioną analizę →`)
};

export const pope_references_heading = /** @type {(inputs: Pope_References_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliografia`)
};

export const pope_regnal_benedict_xvi = /** @type {(inputs: Pope_Regnal_Benedict_XviInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benedykt XVI`)
};

export const pope_regnal_francis = /** @type {(inputs: Pope_Regnal_FrancisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Franciszek`)
};

export const pope_regnal_john_paul_ii = /** @type {(inputs: Pope_Regnal_John_Paul_IiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jan Paweł II`)
};

export const pope_source_label = /** @type {(inputs: Pope_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródło:`)
};

export const pope_sources_heading = /** @type {(inputs: Pope_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródła`)
};

export const pope_span_months = /** @type {(inputs: Pope_Span_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} miesiąc`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} miesiące`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} miesięcy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} miesiąca`);
	return /** @type {LocalizedString} */ ("pope_span_months");
};

export const pope_span_under_a_month = /** @type {(inputs: Pope_Span_Under_A_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mniej niż miesiąc`)
};

export const pope_span_years = /** @type {(inputs: Pope_Span_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} rok`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} lata`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} lat`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} roku`);
	return /** @type {LocalizedString} */ ("pope_span_years");
};

export const pope_span_years_and_months = /** @type {(inputs: Pope_Span_Years_And_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} i ${i?.months}`)
};

export const pope_tab_leadership = /** @type {(inputs: Pope_Tab_LeadershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Styl rządzenia`)
};

export const pope_tab_priorities = /** @type {(inputs: Pope_Tab_PrioritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorytety`)
};

export const pope_tab_quotes = /** @type {(inputs: Pope_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ważne wypowiedzi`)
};

export const pope_tab_theological = /** @type {(inputs: Pope_Tab_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil teologiczny`)
};

export const pope_tab_views = /** @type {(inputs: Pope_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poglądy`)
};

export const pope_tabs_heading = /** @type {(inputs: Pope_Tabs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stanowiska, styl rządzenia i słowa`)
};

export const pope_tabs_label = /** @type {(inputs: Pope_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil papieża`)
};

export const pope_time_in_office = /** @type {(inputs: Pope_Time_In_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leon XIV został wybrany ${i?.elected}, ${i?.span} przed dniem ${i?.today}, w którym wyświetlono tę stronę.`)
};

export const pope_title = /** @type {(inputs: Pope_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Papież ${i?.name}`)
};

export const pope_views_empty = /** @type {(inputs: Pope_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jego poglądy nie zostały jeszcze podsumowane.`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informacje o kardynałach Kościoła katolickiego`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przejdź do treści`)
};