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
/** @typedef {{ count: NonNullable<unknown> }} Insights_AboveInputs */
/** @typedef {{}} Insights_AllInputs */
/** @typedef {{}} Insights_Browse_AllInputs */
/** @typedef {{}} Insights_Browse_All_TextInputs */
/** @typedef {{}} Insights_Browse_DirectoryInputs */
/** @typedef {{}} Insights_By_Creator_HeadingInputs */
/** @typedef {{}} Insights_By_Creator_LeadInputs */
/** @typedef {{}} Insights_By_Region_HeadingInputs */
/** @typedef {{}} Insights_By_Region_LeadInputs */
/** @typedef {{}} Insights_Cell_AllInputs */
/** @typedef {{}} Insights_Cell_ElectorsInputs */
/** @typedef {{}} Insights_Cell_LeadInputs */
/** @typedef {{ count: NonNullable<unknown>, month: NonNullable<unknown> }} Insights_Chart_Bar_TitleInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Insights_Chart_LimitInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Insights_Col_AgainstInputs */
/** @typedef {{}} Insights_Col_ElectorsInputs */
/** @typedef {{}} Insights_Col_MonthInputs */
/** @typedef {{}} Insights_Col_TurningInputs */
/** @typedef {{}} Insights_College_TodayInputs */
/** @typedef {{ asOf: NonNullable<unknown> }} Insights_Computed_LaterInputs */
/** @typedef {{ today: NonNullable<unknown>, asOf: NonNullable<unknown> }} Insights_Computed_TodayInputs */
/** @typedef {{ pope: NonNullable<unknown> }} Insights_Created_By_PopeInputs */
/** @typedef {{ under80: NonNullable<unknown>, electors: NonNullable<unknown> }} Insights_Diff_ButInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Diff_ElectorsInputs */
/** @typedef {{ count: NonNullable<unknown>, who: NonNullable<unknown> }} Insights_Diff_RenouncedInputs */
/** @typedef {{ name: NonNullable<unknown>, date: NonNullable<unknown> }} Insights_Diff_Renounced_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Diff_SameInputs */
/** @typedef {{ counts: NonNullable<unknown>, reasons: NonNullable<unknown> }} Insights_Diff_SentenceInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Insights_Diff_TurningInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Diff_Under80Inputs */
/** @typedef {{ name: NonNullable<unknown> }} Insights_ElectedInputs */
/** @typedef {{ list: NonNullable<unknown> }} Insights_Electorate_By_RegionInputs */
/** @typedef {{}} Insights_Electorate_ExperiencedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Insights_Electorate_FrozenInputs */
/** @typedef {{}} Insights_Electorate_HeadingInputs */
/** @typedef {{}} Insights_Electorate_LinkInputs */
/** @typedef {{}} Insights_Electorate_SmokesInputs */
/** @typedef {{}} Insights_Figure_BallotsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Figure_Ballots_ValueInputs */
/** @typedef {{}} Insights_Figure_CardinalsInputs */
/** @typedef {{}} Insights_Figure_ElectorsInputs */
/** @typedef {{}} Insights_Figure_ExperiencedInputs */
/** @typedef {{}} Insights_Figure_MajorityInputs */
/** @typedef {{}} Insights_KickerInputs */
/** @typedef {{}} Insights_LeadInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Insights_Legend_AboveInputs */
/** @typedef {{}} Insights_Legend_BelowInputs */
/** @typedef {{}} Insights_Legend_TurningInputs */
/** @typedef {{}} Insights_Load_ErrorInputs */
/** @typedef {{}} Insights_Load_Error_HintInputs */
/** @typedef {{}} Insights_Loading_RegionsInputs */
/** @typedef {{}} Insights_Loading_YoungestInputs */
/** @typedef {{}} Insights_No_OneInputs */
/** @typedef {{}} Insights_No_PositionInputs */
/** @typedef {{}} Insights_None_Under_70Inputs */
/** @typedef {{}} Insights_Notable_HeadingInputs */
/** @typedef {{}} Insights_Notable_LeadInputs */
/** @typedef {{}} Insights_Recent_HeadingInputs */
/** @typedef {{}} Insights_Recent_LeadInputs */
/** @typedef {{ date: NonNullable<unknown>, count: NonNullable<unknown> }} Insights_Region_CaptionInputs */
/** @typedef {{}} Insights_RetryInputs */
/** @typedef {{}} Insights_RetryingInputs */
/** @typedef {{ date: NonNullable<unknown> }} Insights_Roster_As_OfInputs */
/** @typedef {{}} Insights_ShareInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_SourcesInputs */
/** @typedef {{}} Insights_Stay_UpdatedInputs */
/** @typedef {{}} Insights_Stay_Updated_TextInputs */
/** @typedef {{}} Insights_Tab_ElectorsInputs */
/** @typedef {{}} Insights_Tab_GeographicalInputs */
/** @typedef {{}} Insights_Tab_OverviewInputs */
/** @typedef {{}} Insights_Tab_PapabiliInputs */
/** @typedef {{}} Insights_Tab_VotingInputs */
/** @typedef {{}} Insights_Table_CaptionInputs */
/** @typedef {{}} Insights_Table_ToggleInputs */
/** @typedef {{}} Insights_Tabs_LabelInputs */
/** @typedef {{ limit: NonNullable<unknown>, month: NonNullable<unknown>, monthEnd: NonNullable<unknown> }} Insights_Timeline_FallsInputs */
/** @typedef {{ count: NonNullable<unknown>, electors: NonNullable<unknown>, month: NonNullable<unknown>, months: NonNullable<unknown>, monthEnd: NonNullable<unknown> }} Insights_Timeline_LeavingInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Insights_Timeline_Stays_AboveInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Timeline_TodayInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Insights_Timeline_WithinInputs */
/** @typedef {{}} Insights_TitleInputs */
/** @typedef {{}} Insights_TotalInputs */
/** @typedef {{ months: NonNullable<unknown> }} Insights_Turning_HeadingInputs */
/** @typedef {{}} Insights_Turning_LeadInputs */
/** @typedef {{ count: NonNullable<unknown>, limit: NonNullable<unknown> }} Insights_Vacancy_AboveInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Vacancy_FewerInputs */
/** @typedef {{}} Insights_Vacancy_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Vacancy_Majority_LabelInputs */
/** @typedef {{ date: NonNullable<unknown> }} Insights_Vacancy_NoteInputs */
/** @typedef {{}} Insights_Vacancy_SameInputs */
/** @typedef {{ count: NonNullable<unknown>, date: NonNullable<unknown>, majority: NonNullable<unknown> }} Insights_Vacancy_SummaryInputs */
/** @typedef {{}} Insights_Vacancy_Too_EarlyInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Insights_Vacancy_WithinInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Vacancy_Would_VoteInputs */
/** @typedef {{}} Insights_View_ProfileInputs */
/** @typedef {{ name: NonNullable<unknown> }} Insights_View_Profile_OfInputs */
/** @typedef {{}} Insights_Who_Would_VoteInputs */
/** @typedef {{}} Insights_Who_Would_Vote_LeadInputs */
/** @typedef {{}} Insights_WithinInputs */
/** @typedef {{}} Insights_Younger_HeadingInputs */
/** @typedef {{}} Insights_Younger_LeadInputs */
/** @typedef {{}} Insights_Youngest_LabelInputs */
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

export const insights_above = /** @type {(inputs: Insights_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} au-dessus`)
};

export const insights_all = /** @type {(inputs: Insights_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous`)
};

export const insights_browse_all = /** @type {(inputs: Insights_Browse_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir tous les cardinaux →`)
};

export const insights_browse_all_text = /** @type {(inputs: Insights_Browse_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les membres du Collège, avec des filtres par région, par âge et selon le pape qui les a créés.`)
};

export const insights_browse_directory = /** @type {(inputs: Insights_Browse_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir l’annuaire des cardinaux`)
};

export const insights_by_creator_heading = /** @type {(inputs: Insights_By_Creator_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui les a créés, et d’où ils viennent`)
};

export const insights_by_creator_lead = /** @type {(inputs: Insights_By_Creator_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cardinaux de chaque pape par région : combien peuvent voter aujourd’hui, et combien ils sont en tout.`)
};

export const insights_by_region_heading = /** @type {(inputs: Insights_By_Region_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs par région`)
};

export const insights_by_region_lead = /** @type {(inputs: Insights_By_Region_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cardinaux qui voteraient dans un conclave réuni aujourd’hui.`)
};

export const insights_cell_all = /** @type {(inputs: Insights_Cell_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tous les cardinaux`)
};

export const insights_cell_electors = /** @type {(inputs: Insights_Cell_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`électeurs de moins de 80 ans`)
};

export const insights_cell_lead = /** @type {(inputs: Insights_Cell_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans chaque case :`)
};

export const insights_chart_bar_title = /** @type {(inputs: Insights_Chart_Bar_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month} : ${i?.count} électeur`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month} : ${i?.count} électeurs`);
	return /** @type {LocalizedString} */ ("insights_chart_bar_title");
};

export const insights_chart_limit = /** @type {(inputs: Insights_Chart_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limite ${i?.limit}`)
};

export const insights_col_against = /** @type {(inputs: Insights_Col_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Par rapport à la limite de ${i?.limit}`)
};

export const insights_col_electors = /** @type {(inputs: Insights_Col_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs en fin de mois`)
};

export const insights_col_month = /** @type {(inputs: Insights_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois`)
};

export const insights_col_turning = /** @type {(inputs: Insights_Col_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atteignent 80 ans`)
};

export const insights_college_today = /** @type {(inputs: Insights_College_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Collège aujourd’hui`)
};

export const insights_computed_later = /** @type {(inputs: Insights_Computed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculé pour le jour de votre lecture, à partir de la liste des cardinaux au ${i?.asOf}.`)
};

export const insights_computed_today = /** @type {(inputs: Insights_Computed_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculé pour aujourd’hui, ${i?.today}, à partir de la liste des cardinaux au ${i?.asOf} : sont électeurs les cardinaux vivants qui n’avaient pas atteint 80 ans avant aujourd’hui (celui qui a 80 ans aujourd’hui même vote encore) et n’ont pas renoncé aux droits du cardinalat. Un électeur a participé à un conclave s’il était électeur le jour où le Siège est devenu vacant en 2005, 2013 ou 2025 et y est entré.`)
};

export const insights_created_by_pope = /** @type {(inputs: Insights_Created_By_PopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Créé par ${i?.pope}`)
};

export const insights_diff_but = /** @type {(inputs: Insights_Diff_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.under80}, mais ${i?.electors}`)
};

export const insights_diff_electors = /** @type {(inputs: Insights_Diff_ElectorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} est électeur`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} sont électeurs`);
	return /** @type {LocalizedString} */ ("insights_diff_electors");
};

export const insights_diff_renounced = /** @type {(inputs: Insights_Diff_RenouncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.who} – il garde donc le titre de cardinal mais ne peut pas voter en conclave`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.who} – ils gardent donc le titre de cardinal mais ne peuvent pas voter en conclave`);
	return /** @type {LocalizedString} */ ("insights_diff_renounced");
};

export const insights_diff_renounced_one = /** @type {(inputs: Insights_Diff_Renounced_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a renoncé aux droits du cardinalat le ${i?.date}`)
};

export const insights_diff_same = /** @type {(inputs: Insights_Diff_SameInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardinaux ont moins de 80 ans et autant sont électeurs, mais ce ne sont pas les mêmes`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardinaux ont moins de 80 ans et autant sont électeurs, mais ce ne sont pas les mêmes`);
	return /** @type {LocalizedString} */ ("insights_diff_same");
};

export const insights_diff_sentence = /** @type {(inputs: Insights_Diff_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts} : ${i?.reasons}.`)
};

export const insights_diff_turning = /** @type {(inputs: Insights_Diff_TurningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} a 80 ans aujourd’hui et vote encore si le Siège devient vacant aujourd’hui`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.names} ont 80 ans aujourd’hui et votent encore si le Siège devient vacant aujourd’hui`);
	return /** @type {LocalizedString} */ ("insights_diff_turning");
};

export const insights_diff_under80 = /** @type {(inputs: Insights_Diff_Under80Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardinal a moins de 80 ans`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardinaux ont moins de 80 ans`);
	return /** @type {LocalizedString} */ ("insights_diff_under80");
};

export const insights_elected = /** @type {(inputs: Insights_ElectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Élu : ${i?.name}`)
};

export const insights_electorate_by_region = /** @type {(inputs: Insights_Electorate_By_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Par région : ${i?.list}.`)
};

export const insights_electorate_experienced = /** @type {(inputs: Insights_Electorate_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ont déjà participé à un conclave`)
};

export const insights_electorate_frozen = /** @type {(inputs: Insights_Electorate_FrozenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arrêtés au ${i?.date}, jour où le Siège est devenu vacant : les cardinaux qui n’avaient pas atteint 80 ans avant ce jour, qui n’étaient pas décédés et n’avaient pas renoncé aux droits du cardinalat.`)
};

export const insights_electorate_heading = /** @type {(inputs: Insights_Electorate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs de ce conclave`)
};

export const insights_electorate_link = /** @type {(inputs: Insights_Electorate_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les électeurs de ce conclave dans l’annuaire`)
};

export const insights_electorate_smokes = /** @type {(inputs: Insights_Electorate_SmokesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumées jusqu’ici`)
};

export const insights_figure_ballots = /** @type {(inputs: Insights_Figure_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrutins par jour`)
};

export const insights_figure_ballots_value = /** @type {(inputs: Insights_Figure_Ballots_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu’à ${i?.count}`)
};

export const insights_figure_cardinals = /** @type {(inputs: Insights_Figure_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux`)
};

export const insights_figure_electors = /** @type {(inputs: Insights_Figure_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs`)
};

export const insights_figure_experienced = /** @type {(inputs: Insights_Figure_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs ayant déjà participé à un conclave`)
};

export const insights_figure_majority = /** @type {(inputs: Insights_Figure_MajorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Majorité des deux tiers`)
};

export const insights_kicker = /** @type {(inputs: Insights_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Collège cardinalice et le conclave`)
};

export const insights_lead = /** @type {(inputs: Insights_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment un pape est élu, qui sont les électeurs et d’où ils viennent, et comment le corps électoral évolue à mesure que des cardinaux atteignent 80 ans.`)
};

export const insights_legend_above = /** @type {(inputs: Insights_Legend_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au-dessus de la limite de ${i?.limit}`)
};

export const insights_legend_below = /** @type {(inputs: Insights_Legend_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À la limite ou en dessous`)
};

export const insights_legend_turning = /** @type {(inputs: Insights_Legend_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cardinaux atteignant 80 ans ce mois-là`)
};

export const insights_load_error = /** @type {(inputs: Insights_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données sur les cardinaux n’ont pas pu être chargées.`)
};

export const insights_load_error_hint = /** @type {(inputs: Insights_Load_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vérifier votre connexion et réessayer.`)
};

export const insights_loading_regions = /** @type {(inputs: Insights_Loading_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des régions`)
};

export const insights_loading_youngest = /** @type {(inputs: Insights_Loading_YoungestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des cardinaux les plus jeunes`)
};

export const insights_no_one = /** @type {(inputs: Insights_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

export const insights_no_position = /** @type {(inputs: Insights_No_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonction actuelle non disponible`)
};

export const insights_none_under_70 = /** @type {(inputs: Insights_None_Under_70Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun cardinal de moins de 70 ans dans les données actuelles.`)
};

export const insights_notable_heading = /** @type {(inputs: Insights_Notable_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papabili en vue`)
};

export const insights_notable_lead = /** @type {(inputs: Insights_Notable_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cardinaux les plus cités avant le conclave de 2025.`)
};

export const insights_recent_heading = /** @type {(inputs: Insights_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trois conclaves récents`)
};

export const insights_recent_lead = /** @type {(inputs: Insights_Recent_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le déroulement des trois dernières élections.`)
};

export const insights_region_caption = /** @type {(inputs: Insights_Region_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Électeurs de moins de 80 ans par région au ${i?.date} (${i?.count} au total)`)
};

export const insights_retry = /** @type {(inputs: Insights_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const insights_retrying = /** @type {(inputs: Insights_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle tentative...`)
};

export const insights_roster_as_of = /** @type {(inputs: Insights_Roster_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`données au ${i?.date}`)
};

export const insights_share = /** @type {(inputs: Insights_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part des électeurs`)
};

export const insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sources (${i?.count})`)
};

export const insights_stay_updated = /** @type {(inputs: Insights_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restez informé`)
};

export const insights_stay_updated_text = /** @type {(inputs: Insights_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les chiffres de cette page sont calculés à partir de l’annuaire à chaque ouverture. Pour la fonction, l’âge et la biographie de chaque cardinal, consultez l’annuaire.`)
};

export const insights_tab_electors = /** @type {(inputs: Insights_Tab_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Électeurs au fil du temps`)
};

export const insights_tab_geographical = /** @type {(inputs: Insights_Tab_GeographicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Géographie`)
};

export const insights_tab_overview = /** @type {(inputs: Insights_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue d’ensemble`)
};

export const insights_tab_papabili = /** @type {(inputs: Insights_Tab_PapabiliInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papabili`)
};

export const insights_tab_voting = /** @type {(inputs: Insights_Tab_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote`)
};

export const insights_table_caption = /** @type {(inputs: Insights_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux atteignant 80 ans et électeurs à la fin de chaque mois`)
};

export const insights_table_toggle = /** @type {(inputs: Insights_Table_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois par mois, sous forme de tableau`)
};

export const insights_tabs_label = /** @type {(inputs: Insights_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rubriques sur le conclave`)
};

export const insights_timeline_falls = /** @type {(inputs: Insights_Timeline_FallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le nombre descend à la limite de ${i?.limit} en ${i?.month}.`)
};

export const insights_timeline_leaving = /** @type {(inputs: Insights_Timeline_LeavingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dans les ${i?.months} prochains mois, ${i?.count} cardinal atteint 80 ans, et il en restera ${i?.electors} fin ${i?.month} si aucun cardinal n’est créé et si personne ne meurt.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dans les ${i?.months} prochains mois, ${i?.count} cardinaux atteignent 80 ans, et il en restera ${i?.electors} fin ${i?.month} si aucun cardinal n’est créé et si personne ne meurt.`);
	return /** @type {LocalizedString} */ ("insights_timeline_leaving");
};

export const insights_timeline_stays_above = /** @type {(inputs: Insights_Timeline_Stays_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il reste au-dessus de la limite de ${i?.limit}.`)
};

export const insights_timeline_today = /** @type {(inputs: Insights_Timeline_TodayInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Aujourd’hui, il y a ${i?.count} électeur.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Aujourd’hui, il y a ${i?.count} électeurs.`);
	return /** @type {LocalizedString} */ ("insights_timeline_today");
};

export const insights_timeline_within = /** @type {(inputs: Insights_Timeline_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est dans la limite de ${i?.limit}.`)
};

export const insights_title = /** @type {(inputs: Insights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave en chiffres`)
};

export const insights_total = /** @type {(inputs: Insights_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const insights_turning_heading = /** @type {(inputs: Insights_Turning_HeadingInputs) => LocalizedString} */ (i) => {const monthsPlural = registry.plural("fr", i?.months, {});
	if (monthsPlural === "one") return /** @type {LocalizedString} */ (`80 ans : les ${i?.months} prochains mois`);
	if (monthsPlural === "other") return /** @type {LocalizedString} */ (`80 ans : les ${i?.months} prochains mois`);
	return /** @type {LocalizedString} */ ("insights_turning_heading");
};

export const insights_turning_lead = /** @type {(inputs: Insights_Turning_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mois par mois, les cardinaux qui atteignent 80 ans et perdent leur droit de vote, et les électeurs restants à la fin de chaque mois.`)
};

export const insights_vacancy_above = /** @type {(inputs: Insights_Vacancy_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est ${i?.count} de plus que la limite de ${i?.limit} ; en 2025, les cardinaux ont estimé qu’un pape qui crée davantage d’électeurs dispense de la limite, si bien que chaque cardinal ayant droit a gardé sa voix.`)
};

export const insights_vacancy_fewer = /** @type {(inputs: Insights_Vacancy_FewerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} de moins qu’aujourd’hui, car il aura atteint 80 ans.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} de moins qu’aujourd’hui, car ils auront atteint 80 ans.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_fewer");
};

export const insights_vacancy_label = /** @type {(inputs: Insights_Vacancy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si le Siège devenait vacant le`)
};

export const insights_vacancy_majority_label = /** @type {(inputs: Insights_Vacancy_Majority_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`voix pour la majorité des deux tiers`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`voix pour la majorité des deux tiers`);
	return /** @type {LocalizedString} */ ("insights_vacancy_majority_label");
};

export const insights_vacancy_note = /** @type {(inputs: Insights_Vacancy_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculé à partir de la liste des cardinaux au ${i?.date} : sont électeurs les cardinaux qui n’ont pas atteint 80 ans avant le jour où le Siège devient vacant et n’ont pas renoncé aux droits du cardinalat. Les nouveaux cardinaux et les décès postérieurs à aujourd’hui ne sont pas pris en compte.`)
};

export const insights_vacancy_same = /** @type {(inputs: Insights_Vacancy_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mêmes électeurs qu’aujourd’hui.`)
};

export const insights_vacancy_summary = /** @type {(inputs: Insights_Vacancy_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Le ${i?.date}, ${i?.count} cardinal serait électeur et ${i?.majority} voix formeraient la majorité des deux tiers.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Le ${i?.date}, ${i?.count} cardinaux seraient électeurs et ${i?.majority} voix formeraient la majorité des deux tiers.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_summary");
};

export const insights_vacancy_too_early = /** @type {(inputs: Insights_Vacancy_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez aujourd’hui ou une date ultérieure : cette page ne connaît que le Collège d’aujourd’hui.`)
};

export const insights_vacancy_within = /** @type {(inputs: Insights_Vacancy_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`C’est dans la limite de ${i?.limit} électeurs.`)
};

export const insights_vacancy_would_vote = /** @type {(inputs: Insights_Vacancy_Would_VoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`cardinal voterait`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`cardinaux voteraient`);
	return /** @type {LocalizedString} */ ("insights_vacancy_would_vote");
};

export const insights_view_profile = /** @type {(inputs: Insights_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le profil complet`)
};

export const insights_view_profile_of = /** @type {(inputs: Insights_View_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

export const insights_who_would_vote = /** @type {(inputs: Insights_Who_Would_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui voterait ?`)
};

export const insights_who_would_vote_lead = /** @type {(inputs: Insights_Who_Would_Vote_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cardinaux votent, sauf s’ils ont atteint 80 ans avant le jour où le Siège de Rome devient vacant (celui qui a 80 ans ce jour-là vote encore) ou s’ils ont renoncé aux droits du cardinalat. Choisissez un jour pour voir le corps électoral et la majorité qu’il lui faudrait.`)
};

export const insights_within = /** @type {(inputs: Insights_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dans la limite`)
};

export const insights_younger_heading = /** @type {(inputs: Insights_Younger_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux les plus jeunes (moins de 70 ans)`)
};

export const insights_younger_lead = /** @type {(inputs: Insights_Younger_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les plus jeunes membres du Collège, selon leur âge aujourd’hui.`)
};

export const insights_youngest_label = /** @type {(inputs: Insights_Youngest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux les plus jeunes`)
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

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informations sur les cardinaux de l'Église catholique`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller au contenu`)
};