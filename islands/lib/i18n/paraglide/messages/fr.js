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
	return /** @type {LocalizedString} */ (`Âge`)
};

export const cardinal_age_elector = /** @type {(inputs: Cardinal_Age_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(électeur)`)
};

export const cardinal_age_years = /** @type {(inputs: Cardinal_Age_YearsInputs) => LocalizedString} */ (i) => {const yearsPlural = registry.plural("fr", i?.years, {});
	if (yearsPlural === "one") return /** @type {LocalizedString} */ (`${i?.years} an`);
	if (yearsPlural === "other") return /** @type {LocalizedString} */ (`${i?.years} ans`);
	return /** @type {LocalizedString} */ ("cardinal_age_years");
};

export const cardinal_based_on = /** @type {(inputs: Cardinal_Based_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D'après :`)
};

export const cardinal_basic_information = /** @type {(inputs: Cardinal_Basic_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations de base`)
};

export const cardinal_bio_empty = /** @type {(inputs: Cardinal_Bio_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune biographie détaillée n'est disponible pour ce cardinal.`)
};

export const cardinal_bio_heading = /** @type {(inputs: Cardinal_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résumé biographique`)
};

export const cardinal_birth_date = /** @type {(inputs: Cardinal_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de naissance`)
};

export const cardinal_birth_place = /** @type {(inputs: Cardinal_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu de naissance`)
};

export const cardinal_close = /** @type {(inputs: Cardinal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const cardinal_conclaves = /** @type {(inputs: Cardinal_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclaves`)
};

export const cardinal_conclaves_none = /** @type {(inputs: Cardinal_Conclaves_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N'a participé à aucun conclave`)
};

export const cardinal_conclaves_took_part = /** @type {(inputs: Cardinal_Conclaves_Took_PartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`A participé au conclave de ${i?.years}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`A participé aux conclaves de ${i?.years}`);
	return /** @type {LocalizedString} */ ("cardinal_conclaves_took_part");
};

export const cardinal_context = /** @type {(inputs: Cardinal_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexte :`)
};

export const cardinal_country = /** @type {(inputs: Cardinal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const cardinal_created = /** @type {(inputs: Cardinal_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé cardinal`)
};

export const cardinal_created_by = /** @type {(inputs: Cardinal_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé par`)
};

export const cardinal_deceased = /** @type {(inputs: Cardinal_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(décédé)`)
};

export const cardinal_did_not_take_part = /** @type {(inputs: Cardinal_Did_Not_Take_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`N'a pas participé au conclave de ${i?.year} :`)
};

export const cardinal_did_you_mean = /** @type {(inputs: Cardinal_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vouliez-vous dire :`)
};

export const cardinal_died = /** @type {(inputs: Cardinal_DiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décédé`)
};

export const cardinal_died_value = /** @type {(inputs: Cardinal_Died_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† ${i?.date} (à ${i?.age} ans)`)
};

export const cardinal_habemus_decoder = /** @type {(inputs: Cardinal_Habemus_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décodeur de l'Habemus Papam`)
};

export const cardinal_head_born = /** @type {(inputs: Cardinal_Head_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Né le ${i?.date}`)
};

export const cardinal_head_born_in = /** @type {(inputs: Cardinal_Head_Born_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Né le ${i?.date} à ${i?.place}`)
};

export const cardinal_head_country = /** @type {(inputs: Cardinal_Head_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pays : ${i?.country}.`)
};

export const cardinal_head_died = /** @type {(inputs: Cardinal_Head_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`décédé le ${i?.date}`)
};

export const cardinal_head_tail = /** @type {(inputs: Cardinal_Head_TailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biographie, opinions et sources.`)
};

export const cardinal_in_college = /** @type {(inputs: Cardinal_In_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Au Collège`)
};

export const cardinal_last_office = /** @type {(inputs: Cardinal_Last_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière fonction : ${i?.office}`)
};

export const cardinal_latin_kept = /** @type {(inputs: Cardinal_Latin_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} gardés tels quels`)
};

export const cardinal_latin_lead = /** @type {(inputs: Cardinal_Latin_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'il était élu, il serait annoncé ainsi : `)
};

export const cardinal_latin_names = /** @type {(inputs: Cardinal_Latin_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénoms en latin`)
};

export const cardinal_latin_pope_lead = /** @type {(inputs: Cardinal_Latin_Pope_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sous la forme de l'annonce : `)
};

export const cardinal_load_error = /** @type {(inputs: Cardinal_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger ce cardinal. Veuillez réessayer plus tard.`)
};

export const cardinal_loading = /** @type {(inputs: Cardinal_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des informations sur le cardinal...`)
};

export const cardinal_motto = /** @type {(inputs: Cardinal_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devise`)
};

export const cardinal_of_the_church = /** @type {(inputs: Cardinal_Of_The_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal de l'Église catholique`)
};

export const cardinal_office_since = /** @type {(inputs: Cardinal_Office_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.office}, depuis le ${i?.date}`)
};

export const cardinal_panel_not_found = /** @type {(inputs: Cardinal_Panel_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal introuvable`)
};

export const cardinal_panel_not_listed = /** @type {(inputs: Cardinal_Panel_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun cardinal ne figure sous « ${i?.slug} ». Le lien est peut-être mal saisi ou périmé : fermez ce panneau et cherchez le nom dans l'annuaire.`)
};

export const cardinal_profile_sections = /** @type {(inputs: Cardinal_Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections du profil`)
};

export const cardinal_quotes_empty = /** @type {(inputs: Cardinal_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune citation ni déclaration marquante n'est disponible pour ce cardinal.`)
};

export const cardinal_quotes_heading = /** @type {(inputs: Cardinal_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citations marquantes`)
};

export const cardinal_rank = /** @type {(inputs: Cardinal_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre`)
};

export const cardinal_rank_bishop = /** @type {(inputs: Cardinal_Rank_BishopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal-évêque`)
};

export const cardinal_rank_deacon = /** @type {(inputs: Cardinal_Rank_DeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal-diacre`)
};

export const cardinal_rank_priest = /** @type {(inputs: Cardinal_Rank_PriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal-prêtre`)
};

export const cardinal_rating_out_of = /** @type {(inputs: Cardinal_Rating_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} sur 5`)
};

export const cardinal_ratings_empty = /** @type {(inputs: Cardinal_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune évaluation n'est disponible pour ce cardinal.`)
};

export const cardinal_ratings_heading = /** @type {(inputs: Cardinal_Ratings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluations théologiques et administratives`)
};

export const cardinal_ratings_intro = /** @type {(inputs: Cardinal_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ces évaluations portent sur les déclarations publiques, les actes et les écrits, sur une échelle de 1 à 5. Ce sont des jugements éditoriaux ; chacune indique sur quoi elle repose.`)
};

export const cardinal_ratings_method = /** @type {(inputs: Cardinal_Ratings_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment les évaluations sont faites`)
};

export const cardinal_renounced = /** @type {(inputs: Cardinal_RenouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A renoncé aux droits du cardinalat`)
};

export const cardinal_renounced_value = /** @type {(inputs: Cardinal_Renounced_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} : toujours cardinal, non électeur`)
};

export const cardinal_route_not_found = /** @type {(inputs: Cardinal_Route_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal introuvable`)
};

export const cardinal_route_not_listed = /** @type {(inputs: Cardinal_Route_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal ne figure à cette adresse.`)
};

export const cardinal_search_for = /** @type {(inputs: Cardinal_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chercher « ${i?.term} » dans l'annuaire`)
};

export const cardinal_source = /** @type {(inputs: Cardinal_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`source`)
};

export const cardinal_source_label = /** @type {(inputs: Cardinal_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source :`)
};

export const cardinal_source_n = /** @type {(inputs: Cardinal_Source_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`source ${i?.n}`)
};

export const cardinal_sources_empty = /** @type {(inputs: Cardinal_Sources_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune source ni référence n'est disponible pour ce cardinal.`)
};

export const cardinal_sources_heading = /** @type {(inputs: Cardinal_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources et références`)
};

export const cardinal_suggest = /** @type {(inputs: Cardinal_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proposer une correction`)
};

export const cardinal_suggest_cancel = /** @type {(inputs: Cardinal_Suggest_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const cardinal_suggest_dates = /** @type {(inputs: Cardinal_Suggest_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates au format AAAA-MM-JJ (YYYY-MM-DD).`)
};

export const cardinal_suggest_email = /** @type {(inputs: Cardinal_Suggest_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre e-mail (facultatif)`)
};

export const cardinal_suggest_failed = /** @type {(inputs: Cardinal_Suggest_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer la correction. Veuillez réessayer plus tard.`)
};

export const cardinal_suggest_field = /** @type {(inputs: Cardinal_Suggest_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelle donnée`)
};

export const cardinal_suggest_need_both = /** @type {(inputs: Cardinal_Suggest_Need_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour envoyer, indiquez la valeur correcte et une source.`)
};

export const cardinal_suggest_need_source = /** @type {(inputs: Cardinal_Suggest_Need_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour envoyer, indiquez une source (une adresse https).`)
};

export const cardinal_suggest_need_value = /** @type {(inputs: Cardinal_Suggest_Need_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour envoyer, indiquez la valeur correcte.`)
};

export const cardinal_suggest_send = /** @type {(inputs: Cardinal_Suggest_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la correction`)
};

export const cardinal_suggest_sending = /** @type {(inputs: Cardinal_Suggest_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi...`)
};

export const cardinal_suggest_source = /** @type {(inputs: Cardinal_Suggest_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source (https://…)`)
};

export const cardinal_suggest_thanks = /** @type {(inputs: Cardinal_Suggest_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci. Votre correction a été envoyée ; l'exploitant examine chaque proposition, et celles qui sont acceptées figurent dans le journal public des modifications.`)
};

export const cardinal_suggest_title = /** @type {(inputs: Cardinal_Suggest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Proposer une correction pour ${i?.name}`)
};

export const cardinal_suggest_value = /** @type {(inputs: Cardinal_Suggest_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur correcte`)
};

export const cardinal_tab_biography = /** @type {(inputs: Cardinal_Tab_BiographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biographie`)
};

export const cardinal_tab_quotes = /** @type {(inputs: Cardinal_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citations`)
};

export const cardinal_tab_ratings = /** @type {(inputs: Cardinal_Tab_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluations`)
};

export const cardinal_tab_sources = /** @type {(inputs: Cardinal_Tab_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources`)
};

export const cardinal_tab_views = /** @type {(inputs: Cardinal_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opinions`)
};

export const cardinal_title = /** @type {(inputs: Cardinal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

export const cardinal_unavailable = /** @type {(inputs: Cardinal_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur le cardinal indisponibles`)
};

export const cardinal_views_empty = /** @type {(inputs: Cardinal_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune opinion ni position détaillée n'est disponible pour ce cardinal.`)
};

export const cardinal_views_heading = /** @type {(inputs: Cardinal_Views_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opinions et positions`)
};

export const conclave_announced_at = /** @type {(inputs: Conclave_Announced_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annoncé le ${i?.date} à ${i?.time} (heure de Rome)`)
};

export const conclave_ballot_banner = /** @type {(inputs: Conclave_Ballot_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave, jour ${i?.day} · scrutin ${i?.n} : ${i?.smoke} à ${i?.time}`)
};

export const conclave_ballot_line = /** @type {(inputs: Conclave_Ballot_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Scrutin ${i?.n} : ${i?.smoke} à ${i?.time}`)
};

export const conclave_begins_at = /** @type {(inputs: Conclave_Begins_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le conclave commence le ${i?.date} à ${i?.time} (heure de Rome)`)
};

export const conclave_black_smoke = /** @type {(inputs: Conclave_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumée noire`)
};

export const conclave_day = /** @type {(inputs: Conclave_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jour ${i?.day} · ${i?.date}`)
};

export const conclave_elected = /** @type {(inputs: Conclave_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élu`)
};

export const conclave_electors = /** @type {(inputs: Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs`)
};

export const conclave_electors_note = /** @type {(inputs: Conclave_Electors_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinaux de moins de 80 ans le ${i?.date}, jour où le siège est devenu vacant (Universi Dominici Gregis 33).`)
};

export const conclave_electors_word = /** @type {(inputs: Conclave_Electors_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`électeur ;`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`électeurs ;`);
	return /** @type {LocalizedString} */ ("conclave_electors_word");
};

export const conclave_follow_live = /** @type {(inputs: Conclave_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre en direct`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_heading_conclave = /** @type {(inputs: Conclave_Heading_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave est en cours`)
};

export const conclave_heading_elected = /** @type {(inputs: Conclave_Heading_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam`)
};

export const conclave_heading_vacant = /** @type {(inputs: Conclave_Heading_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siège vacant`)
};

export const conclave_majority = /** @type {(inputs: Conclave_MajorityInputs) => LocalizedString} */ (i) => {const majorityPlural = registry.plural("fr", i?.majority, {});
	if (majorityPlural === "one") return /** @type {LocalizedString} */ (`la majorité des deux tiers est de ${i?.majority} voix.`);
	if (majorityPlural === "other") return /** @type {LocalizedString} */ (`la majorité des deux tiers est de ${i?.majority} voix.`);
	return /** @type {LocalizedString} */ ("conclave_majority");
};

export const conclave_may_begin = /** @type {(inputs: Conclave_May_BeginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le conclave peut commencer entre le ${i?.earliest} et le ${i?.latest}`)
};

export const conclave_no_smoke = /** @type {(inputs: Conclave_No_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de fumée.`)
};

export const conclave_notes = /** @type {(inputs: Conclave_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const conclave_sede_vacante_since = /** @type {(inputs: Conclave_Sede_Vacante_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Siège vacant depuis le ${i?.date}`)
};

export const conclave_see_in_directory = /** @type {(inputs: Conclave_See_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les voir dans l'annuaire`)
};

export const conclave_see_vacant = /** @type {(inputs: Conclave_See_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Début du siège vacant`)
};

export const conclave_smoke_heading = /** @type {(inputs: Conclave_Smoke_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumées de la chapelle Sixtine`)
};

export const conclave_source = /** @type {(inputs: Conclave_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`source`)
};

export const conclave_start = /** @type {(inputs: Conclave_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture du conclave`)
};

export const conclave_start_announced = /** @type {(inputs: Conclave_Start_AnnouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} à ${i?.time} (heure de Rome), comme annoncé.`)
};

export const conclave_start_window = /** @type {(inputs: Conclave_Start_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore annoncé. Les règles le permettent entre le ${i?.earliest} et le ${i?.latest} : de ${i?.min} à ${i?.max} jours après le début du siège vacant, ou plus tôt si tous les électeurs sont présents (Universi Dominici Gregis 37, modifiée en 2013).`)
};

export const conclave_took_name = /** @type {(inputs: Conclave_Took_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`qui a pris le nom de ${i?.name}`)
};

export const conclave_under_way_since = /** @type {(inputs: Conclave_Under_Way_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave en cours depuis le ${i?.date}, ${i?.time} (heure de Rome)`)
};

export const conclave_vacancy_died = /** @type {(inputs: Conclave_Vacancy_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.date} : le pape est décédé.`)
};

export const conclave_vacancy_renounced = /** @type {(inputs: Conclave_Vacancy_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le ${i?.date} : le pape a renoncé à sa charge.`)
};

export const conclave_white_smoke = /** @type {(inputs: Conclave_White_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumée blanche`)
};

export const conclave_white_smoke_headline = /** @type {(inputs: Conclave_White_Smoke_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FUMÉE BLANCHE`)
};

export const dialogs_donation_body = /** @type {(inputs: Dialogs_Donation_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis est gratuit, sans publicité et ne vous piste pas. S'il vous a été utile, un petit don aide à le garder en ligne et à jour.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis est gratuit, sans publicité et ne vous piste pas. S'il vous a été utile, le meilleur soutien est de le partager avec quelqu'un qui suit la vie de l'Église.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const dialogs_donation_copied = /** @type {(inputs: Dialogs_Donation_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lien copié : ${i?.url}`)
};

export const dialogs_donation_copy_failed = /** @type {(inputs: Dialogs_Donation_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copiez ce lien pour le partager : ${i?.url}`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faire un don par carte`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus tard`)
};

export const dialogs_donation_share = /** @type {(inputs: Dialogs_Donation_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partager Cardinalis`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soutenir ce site`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez peut-être déjà voté dans ce sondage.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l'enregistrement du vote`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote enregistré`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d'avoir participé à ce sondage !`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur lors de l'envoi du vote`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l'envoi du vote`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote envoyé`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci d'avoir participé à notre sondage sur l'élection du pape.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site indépendant et pédagogique est consacré au Collège cardinalice et au conclave. Il n'est pas affilié au Saint-Siège. Les faits proviennent de sources publiques et sont vérifiés, mais des erreurs arrivent et les fonctions changent.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'ai compris`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez aussi écrire à ${i?.contactEmail}. Les demandes de parrainage et de publicité sont les bienvenues à la même adresse.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez repéré une erreur ou une fonction périmée ? Ouvrez le profil du cardinal et choisissez « Suggérer une correction » : les corrections des lecteurs gardent cet annuaire exact.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les pays`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les ordres`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les régions`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous ou aucun`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout pape`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appliquer les filtres`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir le nouveau Saint-Père →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pape Léon XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, premier pape originaire des États-Unis, a été élu au deuxième jour du conclave.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs de ce conclave`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moins de 80 ans`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer tous les filtres`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclaves`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Création`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé par`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Créé : ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(décédé)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Mort le ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeur`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal ne correspond à vos critères. Essayez d'autres filtres.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal trouvé`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite lors du chargement des données sur les cardinaux. Veuillez réessayer plus tard.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de chargement des cardinaux`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec ou sans expérience du conclave`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N'a participé à aucun conclave`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A participé à un conclave`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer et trier les cardinaux`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtres`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux de l'Église catholique`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vie`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, mort à ${i?.age} ans`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des cardinaux`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des suggestions...`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivante →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal trouvé`)
};

export const directory_page = /** @type {(inputs: Directory_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const directory_pages = /** @type {(inputs: Directory_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages`)
};

export const directory_pope = /** @type {(inputs: Directory_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pape`)
};

export const directory_previous = /** @type {(inputs: Directory_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Précédente`)
};

export const directory_quick_filters = /** @type {(inputs: Directory_Quick_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtres rapides`)
};

export const directory_rank = /** @type {(inputs: Directory_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre cardinalice`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Région`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afrique`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amériques`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asie`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europe`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Océanie`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre religieux`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} résultat)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} résultats)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recherche : ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des cardinaux`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des cardinaux...`)
};

export const directory_see_all = /** @type {(inputs: Directory_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voir tous les résultats pour « ${i?.term} »`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Âge (le plus jeune d'abord)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trier par`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de création (la plus récente d'abord)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Statut`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux suggérés`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher seulement les électeurs`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("fr", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`Sur ces ${i?.total} cardinaux de moins de 80 ans, ${i?.electors} est électeur :`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`Sur ces ${i?.total} cardinaux de moins de 80 ans, ${i?.electors} sont électeurs :`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inconnu`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("fr", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} an`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} ans`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Données au ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site n'est affilié ni au Vatican ni au Saint-Siège. Ses données proviennent de sources publiques, à des fins éducatives.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données ouvertes et API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment les évaluations sont faites`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer le menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site} : accueil`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir le menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en anglais`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prévenez-moi en cas de fumée blanche`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activé : je vous préviendrai en cas de fumée blanche`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondage et lectures`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux cardinaux`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture du conclave`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture du conclave en direct (son coupé)`)
};

export const live_eyebrow = /** @type {(inputs: Live_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En direct`)
};

export const live_how_elected = /** @type {(inputs: Live_How_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment un pape est-il élu ?`)
};

export const live_how_elected_text = /** @type {(inputs: Live_How_Elected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs, scrutins, fumées et règle des deux tiers, expliqués.`)
};

export const live_intro = /** @type {(inputs: Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regardez la place Saint-Pierre et la couverture du conclave côte à côte, et dites-nous qui sera élu selon vous.`)
};

export const live_learn_how = /** @type {(inputs: Live_Learn_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir comment les papes sont élus`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun direct en ce moment`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis du site`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondage sur l'élection du pape`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pronostic par visiteur. Juste pour s'amuser : ce sont les cardinaux qui décident.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voter`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place Saint-Pierre`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct depuis la place Saint-Pierre`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participer aux sondages`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave en direct`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez nos sondages pour rire.`)
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans l'attente de la fumée blanche ?`)
};

export const loading_page = /** @type {(inputs: Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la page...`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave en chiffres`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En direct`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi un pape ?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux cardinaux`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune page à cette adresse. Elle a peut-être été déplacée, ou le lien comporte une faute.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const pope_back_to_profile = /** @type {(inputs: Pope_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Retour au profil du pape Léon XIV`)
};

export const pope_banner_intro = /** @type {(inputs: Pope_Banner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le profil du nouveau Saint-Père : sa vie, sa formation et son parcours, la lecture que font les observateurs de ses positions, ses propres paroles, et la source de chaque information.`)
};

export const pope_banner_kicker = /** @type {(inputs: Pope_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const pope_bio_heading = /** @type {(inputs: Pope_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éléments biographiques`)
};

export const pope_career_heading = /** @type {(inputs: Pope_Career_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcours`)
};

export const pope_created_by = /** @type {(inputs: Pope_Created_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, par le pape ${i?.name}`)
};

export const pope_created_by_recorded = /** @type {(inputs: Pope_Created_By_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, par ${i?.creator}`)
};

export const pope_deep_dive = /** @type {(inputs: Pope_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse approfondie`)
};

export const pope_deep_dive_sections = /** @type {(inputs: Pope_Deep_Dive_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de l’analyse`)
};

export const pope_deep_dive_short = /** @type {(inputs: Pope_Deep_Dive_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse approfondie · Léon XIV`)
};

export const pope_education_empty = /** @type {(inputs: Pope_Education_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les détails de sa formation ne sont pas encore disponibles.`)
};

export const pope_education_heading = /** @type {(inputs: Pope_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formation`)
};

export const pope_error_heading = /** @type {(inputs: Pope_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur de chargement du profil`)
};

export const pope_error_text = /** @type {(inputs: Pope_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger le profil du pape. Veuillez réessayer plus tard.`)
};

export const pope_evidence = /** @type {(inputs: Pope_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Éléments :`)
};

export const pope_excerpts_note = /** @type {(inputs: Pope_Excerpts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Extraits : ${i?.cut} marque les mots omis.`)
};

export const pope_fact_born = /** @type {(inputs: Pope_Fact_BornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naissance`)
};

export const pope_fact_consecrated = /** @type {(inputs: Pope_Fact_ConsecratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordination épiscopale`)
};

export const pope_fact_country = /** @type {(inputs: Pope_Fact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const pope_fact_created = /** @type {(inputs: Pope_Fact_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé cardinal`)
};

export const pope_fact_elected = /** @type {(inputs: Pope_Fact_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élu pape`)
};

export const pope_fact_motto = /** @type {(inputs: Pope_Fact_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devise épiscopale`)
};

export const pope_fact_nationality = /** @type {(inputs: Pope_Fact_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nationalité`)
};

export const pope_fact_ordained = /** @type {(inputs: Pope_Fact_OrdainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordination sacerdotale`)
};

export const pope_fact_order = /** @type {(inputs: Pope_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre religieux`)
};

export const pope_first_message_heading = /** @type {(inputs: Pope_First_Message_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le premier message du pape`)
};

export const pope_footer_all_cardinals = /** @type {(inputs: Pope_Footer_All_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les cardinaux`)
};

export const pope_footer_compiled = /** @type {(inputs: Pope_Footer_CompiledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Établi à partir des sources citées ci-dessus ; données du registre au ${i?.date}. Ce site n’est pas affilié au Saint-Siège.`)
};

export const pope_footer_deep_dive = /** @type {(inputs: Pope_Footer_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analyse approfondie : Léon XIV`)
};

export const pope_footer_more = /** @type {(inputs: Pope_Footer_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En savoir plus sur la papauté`)
};

export const pope_footer_write_to = /** @type {(inputs: Pope_Footer_Write_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez repéré une erreur ? Écrivez à`)
};

export const pope_leadership_empty = /** @type {(inputs: Pope_Leadership_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son action de gouvernement n’a pas encore été résumée.`)
};

export const pope_leo_xiv = /** @type {(inputs: Pope_Leo_XivInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Léon XIV`)
};

export const pope_life_heading = /** @type {(inputs: Pope_Life_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vie et ministère`)
};

export const pope_loading = /** @type {(inputs: Pope_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du profil du pape...`)
};

export const pope_meta_deep_dive_description = /** @type {(inputs: Pope_Meta_Deep_Dive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origines, théologie, gouvernement et débats autour du pape Léon XIV, présentés avec équilibre et sources à l’appui. Texte en anglais.`)
};

export const pope_meta_deep_dive_title = /** @type {(inputs: Pope_Meta_Deep_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le pape Léon XIV : analyse approfondie`)
};

export const pope_meta_description = /** @type {(inputs: Pope_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, élu pape sous le nom de Léon XIV le 8 mai 2025 : vie, formation, parcours, positions, priorités et ses premières paroles, avec les sources.`)
};

export const pope_meta_methodology_description = /** @type {(inputs: Pope_Meta_Methodology_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que mesure chacune des neuf catégories d’évaluation du profil d’un cardinal, ce que signifient 1 et 5 et quelles preuves comptent : des jugements éditoriaux, chacun avec ses sources. Texte en anglais.`)
};

export const pope_meta_title = /** @type {(inputs: Pope_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le pape Léon XIV : profil du nouveau Saint-Père`)
};

export const pope_priorities_empty = /** @type {(inputs: Pope_Priorities_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses priorités n’ont pas encore été résumées.`)
};

export const pope_quotes_empty = /** @type {(inputs: Pope_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune citation documentée n’a encore été ajoutée.`)
};

export const pope_ratings_empty = /** @type {(inputs: Pope_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le profil théologique n’a pas encore été publié.`)
};

export const pope_ratings_intro = /** @type {(inputs: Pope_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les appréciations de notre rédaction, sur une échelle de 1 à 5, chacune fondée sur les sources publiques indiquées en dessous. Pour « Conservative vs. Liberal Views », 1 est le plus progressiste et 5 le plus conservateur.`)
};

export const pope_read_deep_dive = /** @type {(inputs: Pope_Read_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lire l’analyse approfondie →`)
};

export const pope_references_heading = /** @type {(inputs: Pope_References_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Références`)
};

export const pope_regnal_benedict_xvi = /** @type {(inputs: Pope_Regnal_Benedict_XviInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benoît XVI`)
};

export const pope_regnal_francis = /** @type {(inputs: Pope_Regnal_FrancisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`François`)
};

export const pope_regnal_john_paul_ii = /** @type {(inputs: Pope_Regnal_John_Paul_IiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jean-Paul II`)
};

export const pope_source_label = /** @type {(inputs: Pope_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source :`)
};

export const pope_sources_heading = /** @type {(inputs: Pope_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sources`)
};

export const pope_span_months = /** @type {(inputs: Pope_Span_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mois`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} mois`);
	return /** @type {LocalizedString} */ ("pope_span_months");
};

export const pope_span_under_a_month = /** @type {(inputs: Pope_Span_Under_A_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`moins d’un mois`)
};

export const pope_span_years = /** @type {(inputs: Pope_Span_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} an`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} ans`);
	return /** @type {LocalizedString} */ ("pope_span_years");
};

export const pope_span_years_and_months = /** @type {(inputs: Pope_Span_Years_And_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} et ${i?.months}`)
};

export const pope_tab_leadership = /** @type {(inputs: Pope_Tab_LeadershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gouvernement`)
};

export const pope_tab_priorities = /** @type {(inputs: Pope_Tab_PrioritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priorités`)
};

export const pope_tab_quotes = /** @type {(inputs: Pope_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citations`)
};

export const pope_tab_theological = /** @type {(inputs: Pope_Tab_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil théologique`)
};

export const pope_tab_views = /** @type {(inputs: Pope_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Positions`)
};

export const pope_tabs_heading = /** @type {(inputs: Pope_Tabs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Positions, gouvernement et paroles`)
};

export const pope_tabs_label = /** @type {(inputs: Pope_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil du pape`)
};

export const pope_time_in_office = /** @type {(inputs: Pope_Time_In_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Léon XIV a été élu le ${i?.elected}, ${i?.span} avant le ${i?.today}, jour où cette page a été affichée.`)
};

export const pope_title = /** @type {(inputs: Pope_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le pape ${i?.name}`)
};

export const pope_views_empty = /** @type {(inputs: Pope_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ses positions n’ont pas encore été résumées.`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur les cardinaux de l'Église catholique`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au contenu`)
};