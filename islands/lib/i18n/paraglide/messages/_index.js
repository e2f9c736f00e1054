/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Apidocs_AcceptsInputs */
/** @typedef {{ status: NonNullable<unknown>, type: NonNullable<unknown> }} Apidocs_AnswerInputs */
/** @typedef {{}} Apidocs_AnswersInputs */
/** @typedef {{}} Apidocs_AnyInputs */
/** @typedef {{}} Apidocs_AskingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Apidocs_At_MostInputs */
/** @typedef {{ date: NonNullable<unknown> }} Apidocs_CitationInputs */
/** @typedef {{ versionHeader: NonNullable<unknown>, dateHeader: NonNullable<unknown>, versionField: NonNullable<unknown>, dateField: NonNullable<unknown> }} Apidocs_CiteInputs */
/** @typedef {{ header: NonNullable<unknown> }} Apidocs_CorsInputs */
/** @typedef {{}} Apidocs_CsvInputs */
/** @typedef {{ param: NonNullable<unknown>, completeFrom: NonNullable<unknown> }} Apidocs_Date_ParamInputs */
/** @typedef {{ value: NonNullable<unknown> }} Apidocs_DefaultInputs */
/** @typedef {{ error: NonNullable<unknown> }} Apidocs_Doc_ErrorInputs */
/** @typedef {{}} Apidocs_DownloadsInputs */
/** @typedef {{}} Apidocs_EndpointsInputs */
/** @typedef {{ error: NonNullable<unknown> }} Apidocs_FailedInputs */
/** @typedef {{}} Apidocs_IcsInputs */
/** @typedef {{ link: NonNullable<unknown> }} Apidocs_IntroInputs */
/** @typedef {{}} Apidocs_JsonInputs */
/** @typedef {{}} Apidocs_LoadingInputs */
/** @typedef {{}} Apidocs_Meta_DescriptionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Apidocs_More_LinesInputs */
/** @typedef {{}} Apidocs_No_LimitInputs */
/** @typedef {{ values: NonNullable<unknown> }} Apidocs_One_OfInputs */
/** @typedef {{}} Apidocs_Own_PagesInputs */
/** @typedef {{}} Apidocs_ParameterInputs */
/** @typedef {{ path: NonNullable<unknown> }} Apidocs_Parameters_OfInputs */
/** @typedef {{ requests: NonNullable<unknown>, seconds: NonNullable<unknown> }} Apidocs_Rate_LimitInputs */
/** @typedef {{}} Apidocs_Show_LiveInputs */
/** @typedef {{}} Apidocs_TermsInputs */
/** @typedef {{}} Apidocs_TitleInputs */
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
/** @typedef {{}} Cardinal_Jsonld_ChurchInputs */
/** @typedef {{}} Cardinal_Jsonld_CollegeInputs */
/** @typedef {{ date: NonNullable<unknown> }} Cardinal_Jsonld_RenouncedInputs */
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
/** @typedef {{ name: NonNullable<unknown> }} Cardinal_Portrait_OfInputs */
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
/** @typedef {{}} Changes_Atom_FeedInputs */
/** @typedef {{}} Changes_Changed_ToInputs */
/** @typedef {{}} Changes_Data_As_OfInputs */
/** @typedef {{}} Changes_EmptyInputs */
/** @typedef {{}} Changes_ErrorInputs */
/** @typedef {{}} Changes_Field_Birth_DateInputs */
/** @typedef {{}} Changes_Field_Birth_PlaceInputs */
/** @typedef {{}} Changes_Field_Created_ByInputs */
/** @typedef {{}} Changes_Field_Created_CardinalInputs */
/** @typedef {{}} Changes_Field_Current_PositionInputs */
/** @typedef {{}} Changes_Field_Death_DateInputs */
/** @typedef {{}} Changes_Field_Episcopal_ConsecrationInputs */
/** @typedef {{}} Changes_Field_Full_NameInputs */
/** @typedef {{}} Changes_Field_Given_NamesInputs */
/** @typedef {{}} Changes_Field_Last_NameInputs */
/** @typedef {{}} Changes_Field_Name_With_OrderInputs */
/** @typedef {{}} Changes_Field_NationalityInputs */
/** @typedef {{}} Changes_Field_Official_Biography_UrlInputs */
/** @typedef {{}} Changes_Field_Priest_OrdinationInputs */
/** @typedef {{}} Changes_Field_RankInputs */
/** @typedef {{}} Changes_Field_RegionInputs */
/** @typedef {{}} Changes_Field_Religious_OrderInputs */
/** @typedef {{}} Changes_Field_Renunciation_DateInputs */
/** @typedef {{}} Changes_Field_Wikidata_IdInputs */
/** @typedef {{}} Changes_From_CorrectionInputs */
/** @typedef {{}} Changes_IntroInputs */
/** @typedef {{}} Changes_List_LabelInputs */
/** @typedef {{}} Changes_LoadingInputs */
/** @typedef {{}} Changes_Meta_DescriptionInputs */
/** @typedef {{}} Changes_NewerInputs */
/** @typedef {{}} Changes_OlderInputs */
/** @typedef {{ page: NonNullable<unknown>, pages: NonNullable<unknown> }} Changes_Page_OfInputs */
/** @typedef {{}} Changes_Pages_LabelInputs */
/** @typedef {{}} Changes_SourceInputs */
/** @typedef {{}} Changes_TitleInputs */
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
/** @typedef {{ year: NonNullable<unknown>, elected: NonNullable<unknown>, protodeacon: NonNullable<unknown> }} Conclave_Habemus_Announced_ByInputs */
/** @typedef {{ date: NonNullable<unknown> }} Conclave_Habemus_CheckedInputs */
/** @typedef {{ count: NonNullable<unknown>, date: NonNullable<unknown> }} Conclave_Habemus_CountInputs */
/** @typedef {{}} Conclave_Habemus_EyebrowInputs */
/** @typedef {{}} Conclave_Habemus_FailedInputs */
/** @typedef {{}} Conclave_Habemus_How_HeadingInputs */
/** @typedef {{ formula: NonNullable<unknown>, example: NonNullable<unknown> }} Conclave_Habemus_How_TextInputs */
/** @typedef {{}} Conclave_Habemus_IntroInputs */
/** @typedef {{ names: NonNullable<unknown> }} Conclave_Habemus_KeptInputs */
/** @typedef {{}} Conclave_Habemus_LabelInputs */
/** @typedef {{}} Conclave_Habemus_Last_ThreeInputs */
/** @typedef {{}} Conclave_Habemus_List_HeadingInputs */
/** @typedef {{}} Conclave_Habemus_LoadingInputs */
/** @typedef {{ matches: NonNullable<unknown>, total: NonNullable<unknown>, query: NonNullable<unknown> }} Conclave_Habemus_MatchesInputs */
/** @typedef {{}} Conclave_Habemus_NoneInputs */
/** @typedef {{}} Conclave_Habemus_Papam_LineInputs */
/** @typedef {{}} Conclave_Habemus_PlaceholderInputs */
/** @typedef {{}} Conclave_Habemus_RuleInputs */
/** @typedef {{}} Conclave_Habemus_Rule_SummaryInputs */
/** @typedef {{}} Conclave_Habemus_SearchInputs */
/** @typedef {{}} Conclave_Habemus_SourceInputs */
/** @typedef {{}} Conclave_Heading_ConclaveInputs */
/** @typedef {{}} Conclave_Heading_ElectedInputs */
/** @typedef {{}} Conclave_Heading_VacantInputs */
/** @typedef {{ majority: NonNullable<unknown> }} Conclave_MajorityInputs */
/** @typedef {{ earliest: NonNullable<unknown>, latest: NonNullable<unknown> }} Conclave_May_BeginInputs */
/** @typedef {{}} Conclave_Meta_Habemus_DescriptionInputs */
/** @typedef {{}} Conclave_Meta_Habemus_TitleInputs */
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
/** @typedef {{}} Directory_Meta_DescriptionInputs */
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
/** @typedef {{}} Games_CloseInputs */
/** @typedef {{}} Games_Full_InstructionsInputs */
/** @typedef {{}} Games_Gull_Announce_LostInputs */
/** @typedef {{}} Games_Gull_Announce_WonInputs */
/** @typedef {{}} Games_Gull_Black_SmokeInputs */
/** @typedef {{ title: NonNullable<unknown> }} Games_Gull_Canvas_LabelInputs */
/** @typedef {{}} Games_Gull_Clear_High_ScoresInputs */
/** @typedef {{}} Games_Gull_Col_MaxInputs */
/** @typedef {{}} Games_Gull_Col_SpawnInputs */
/** @typedef {{}} Games_Gull_Col_SpeedInputs */
/** @typedef {{}} Games_Gull_Confirm_ClearInputs */
/** @typedef {{}} Games_Gull_Dialog_DescriptionInputs */
/** @typedef {{}} Games_Gull_Dialog_TitleInputs */
/** @typedef {{}} Games_Gull_Drag_To_AimInputs */
/** @typedef {{}} Games_Gull_Exit_BigInputs */
/** @typedef {{}} Games_Gull_Exit_FullscreenInputs */
/** @typedef {{ score: NonNullable<unknown> }} Games_Gull_Final_ScoreInputs */
/** @typedef {{}} Games_Gull_Full_1Inputs */
/** @typedef {{}} Games_Gull_Full_2_MouseInputs */
/** @typedef {{}} Games_Gull_Full_2_TouchInputs */
/** @typedef {{ flying: NonNullable<unknown>, perched: NonNullable<unknown> }} Games_Gull_Full_3Inputs */
/** @typedef {{ levels: NonNullable<unknown>, spawnMax: NonNullable<unknown>, speed: NonNullable<unknown> }} Games_Gull_Full_4Inputs */
/** @typedef {{ levels: NonNullable<unknown> }} Games_Gull_Full_5Inputs */
/** @typedef {{}} Games_Gull_Full_6Inputs */
/** @typedef {{ levels: NonNullable<unknown> }} Games_Gull_Full_7Inputs */
/** @typedef {{}} Games_Gull_FullscreenInputs */
/** @typedef {{}} Games_Gull_High_ScoresInputs */
/** @typedef {{}} Games_Gull_How_To_Play_CapsInputs */
/** @typedef {{}} Games_Gull_LevelInputs */
/** @typedef {{ level: NonNullable<unknown> }} Games_Gull_Level_CompleteInputs */
/** @typedef {{}} Games_Gull_Levels_CaptionInputs */
/** @typedef {{}} Games_Gull_Lose_AltInputs */
/** @typedef {{}} Games_Gull_Lose_LineInputs */
/** @typedef {{}} Games_Gull_Main_MenuInputs */
/** @typedef {{ levels: NonNullable<unknown> }} Games_Gull_Menu_GoalInputs */
/** @typedef {{}} Games_Gull_Menu_LineInputs */
/** @typedef {{}} Games_Gull_New_High_ScoreInputs */
/** @typedef {{}} Games_Gull_No_High_ScoresInputs */
/** @typedef {{}} Games_Gull_PausedInputs */
/** @typedef {{}} Games_Gull_Play_BigInputs */
/** @typedef {{ time: NonNullable<unknown> }} Games_Gull_PlayedInputs */
/** @typedef {{}} Games_Gull_RestartInputs */
/** @typedef {{}} Games_Gull_Roof_BarInputs */
/** @typedef {{ count: NonNullable<unknown>, max: NonNullable<unknown> }} Games_Gull_Roof_CountInputs */
/** @typedef {{}} Games_Gull_SaveInputs */
/** @typedef {{}} Games_Gull_ScoreInputs */
/** @typedef {{ score: NonNullable<unknown>, time: NonNullable<unknown> }} Games_Gull_Score_TimeInputs */
/** @typedef {{ levels: NonNullable<unknown> }} Games_Gull_Short_1Inputs */
/** @typedef {{ flying: NonNullable<unknown>, perched: NonNullable<unknown> }} Games_Gull_Short_2_MouseInputs */
/** @typedef {{ flying: NonNullable<unknown>, perched: NonNullable<unknown> }} Games_Gull_Short_2_TouchInputs */
/** @typedef {{ inFlight: NonNullable<unknown>, limits: NonNullable<unknown>, levels: NonNullable<unknown> }} Games_Gull_Short_3Inputs */
/** @typedef {{}} Games_Gull_Short_4Inputs */
/** @typedef {{}} Games_Gull_Show_High_ScoresInputs */
/** @typedef {{}} Games_Gull_Side_TitleInputs */
/** @typedef {{}} Games_Gull_Tap_InstructionsInputs */
/** @typedef {{}} Games_Gull_Tap_MenuInputs */
/** @typedef {{}} Games_Gull_Tap_RestartInputs */
/** @typedef {{}} Games_Gull_Tap_To_ShootInputs */
/** @typedef {{}} Games_Gull_Tap_To_StartInputs */
/** @typedef {{}} Games_Gull_Time_LeftInputs */
/** @typedef {{ count: NonNullable<unknown> }} Games_Gull_Up_ToInputs */
/** @typedef {{}} Games_Gull_WarningInputs */
/** @typedef {{}} Games_Gull_Watch_CircleInputs */
/** @typedef {{}} Games_Gull_White_RisesInputs */
/** @typedef {{}} Games_Gull_Win_AltInputs */
/** @typedef {{}} Games_Gull_Win_LineInputs */
/** @typedef {{}} Games_Habemus_PapamInputs */
/** @typedef {{}} Games_Learn_Real_ConclavesInputs */
/** @typedef {{}} Games_Meta_Gull_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Games_Meta_Gull_TitleInputs */
/** @typedef {{}} Games_Meta_Smoke_DescriptionInputs */
/** @typedef {{}} Games_Meta_Smoke_TitleInputs */
/** @typedef {{}} Games_Needs_JavascriptInputs */
/** @typedef {{}} Games_Or_Press_PInputs */
/** @typedef {{}} Games_PauseInputs */
/** @typedef {{}} Games_ResumeInputs */
/** @typedef {{}} Games_Smoke_Badge_IncenseInputs */
/** @typedef {{}} Games_Smoke_Badge_RelicInputs */
/** @typedef {{}} Games_Smoke_Badge_RingInputs */
/** @typedef {{}} Games_Smoke_Board_LabelInputs */
/** @typedef {{}} Games_Smoke_ClockInputs */
/** @typedef {{}} Games_Smoke_Dialog_DescriptionInputs */
/** @typedef {{}} Games_Smoke_Dialog_TitleInputs */
/** @typedef {{}} Games_Smoke_Did_You_KnowInputs */
/** @typedef {{}} Games_Smoke_Game_OverInputs */
/** @typedef {{}} Games_Smoke_Game_RegionInputs */
/** @typedef {{ score: NonNullable<unknown> }} Games_Smoke_High_ScoreInputs */
/** @typedef {{}} Games_Smoke_How_To_PlayInputs */
/** @typedef {{ votes: NonNullable<unknown> }} Games_Smoke_Lost_TextInputs */
/** @typedef {{}} Games_Smoke_Move_DownInputs */
/** @typedef {{}} Games_Smoke_Move_LeftInputs */
/** @typedef {{}} Games_Smoke_Move_RightInputs */
/** @typedef {{}} Games_Smoke_Move_UpInputs */
/** @typedef {{}} Games_Smoke_PausedInputs */
/** @typedef {{}} Games_Smoke_Play_AgainInputs */
/** @typedef {{}} Games_Smoke_Power_UpsInputs */
/** @typedef {{}} Games_Smoke_Rule_BallotsInputs */
/** @typedef {{}} Games_Smoke_Rule_Ballots_TitleInputs */
/** @typedef {{ votes: NonNullable<unknown>, seconds: NonNullable<unknown> }} Games_Smoke_Rule_GoalInputs */
/** @typedef {{}} Games_Smoke_Rule_Goal_TitleInputs */
/** @typedef {{}} Games_Smoke_Rule_MovingInputs */
/** @typedef {{}} Games_Smoke_Rule_Moving_TitleInputs */
/** @typedef {{}} Games_Smoke_Rule_PaceInputs */
/** @typedef {{}} Games_Smoke_Rule_Pace_TitleInputs */
/** @typedef {{}} Games_Smoke_Rule_PowerupsInputs */
/** @typedef {{}} Games_Smoke_Rule_Powerups_TitleInputs */
/** @typedef {{}} Games_Smoke_Rule_RivalsInputs */
/** @typedef {{}} Games_Smoke_Rule_Rivals_TitleInputs */
/** @typedef {{}} Games_Smoke_Rule_SmokeInputs */
/** @typedef {{}} Games_Smoke_Rule_Smoke_TitleInputs */
/** @typedef {{}} Games_Smoke_Short_AvoidInputs */
/** @typedef {{}} Games_Smoke_Short_CollectInputs */
/** @typedef {{ votes: NonNullable<unknown>, seconds: NonNullable<unknown> }} Games_Smoke_Short_GoalInputs */
/** @typedef {{}} Games_Smoke_Short_MoveInputs */
/** @typedef {{ votes: NonNullable<unknown> }} Games_Smoke_Start_TextInputs */
/** @typedef {{}} Games_Smoke_TaglineInputs */
/** @typedef {{}} Games_Smoke_TitleInputs */
/** @typedef {{}} Games_Smoke_Trivia_1Inputs */
/** @typedef {{}} Games_Smoke_Trivia_2Inputs */
/** @typedef {{}} Games_Smoke_Trivia_3Inputs */
/** @typedef {{}} Games_Smoke_Trivia_4Inputs */
/** @typedef {{}} Games_Smoke_Trivia_5Inputs */
/** @typedef {{}} Games_Smoke_Trivia_6Inputs */
/** @typedef {{}} Games_Smoke_Trivia_7Inputs */
/** @typedef {{}} Games_Smoke_Trivia_8Inputs */
/** @typedef {{ votes: NonNullable<unknown>, win: NonNullable<unknown> }} Games_Smoke_VotesInputs */
/** @typedef {{ votes: NonNullable<unknown> }} Games_Smoke_Won_TextInputs */
/** @typedef {{}} Games_Start_GameInputs */
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
/** @typedef {{}} Insights_Meta_DescriptionInputs */
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
/** @typedef {{}} Legal_Privacy_DescriptionInputs */
/** @typedef {{}} Legal_Privacy_TitleInputs */
/** @typedef {{}} Legal_Terms_DescriptionInputs */
/** @typedef {{}} Legal_Terms_TitleInputs */
/** @typedef {{}} Live_About_1Inputs */
/** @typedef {{}} Live_About_2Inputs */
/** @typedef {{}} Live_About_3Inputs */
/** @typedef {{}} Live_About_4Inputs */
/** @typedef {{}} Live_About_HeadingInputs */
/** @typedef {{ age: NonNullable<unknown> }} Live_Age_ElectorInputs */
/** @typedef {{ age: NonNullable<unknown> }} Live_Age_Not_ElectorInputs */
/** @typedef {{}} Live_Alert_OffInputs */
/** @typedef {{}} Live_Alert_OnInputs */
/** @typedef {{}} Live_Alert_White_BodyInputs */
/** @typedef {{}} Live_Alert_White_TitleInputs */
/** @typedef {{}} Live_Already_VotedInputs */
/** @typedef {{}} Live_AnnouncementInputs */
/** @typedef {{}} Live_Aside_LabelInputs */
/** @typedef {{}} Live_BackInputs */
/** @typedef {{}} Live_Cardinals_FailedInputs */
/** @typedef {{}} Live_Cardinals_LegendInputs */
/** @typedef {{}} Live_Conclave_CoverageInputs */
/** @typedef {{}} Live_Conclave_Coverage_TitleInputs */
/** @typedef {{}} Live_Decoder_AfterInputs */
/** @typedef {{}} Live_Decoder_BeforeInputs */
/** @typedef {{}} Live_EyebrowInputs */
/** @typedef {{}} Live_How_ElectedInputs */
/** @typedef {{}} Live_How_Elected_TextInputs */
/** @typedef {{}} Live_IntroInputs */
/** @typedef {{}} Live_Learn_HowInputs */
/** @typedef {{}} Live_Loading_CardinalsInputs */
/** @typedef {{}} Live_Loading_ResultsInputs */
/** @typedef {{}} Live_Loading_StreamInputs */
/** @typedef {{}} Live_Meta_DescriptionInputs */
/** @typedef {{}} Live_Meta_Polls_DescriptionInputs */
/** @typedef {{}} Live_Meta_TitleInputs */
/** @typedef {{}} Live_MutedInputs */
/** @typedef {{ term: NonNullable<unknown> }} Live_No_MatchInputs */
/** @typedef {{}} Live_No_Stream_HeadingInputs */
/** @typedef {{}} Live_No_Stream_TextInputs */
/** @typedef {{}} Live_No_VotesInputs */
/** @typedef {{}} Live_Notice_LabelInputs */
/** @typedef {{}} Live_Office_CamerlengoInputs */
/** @typedef {{}} Live_Office_DeanInputs */
/** @typedef {{}} Live_Office_Major_PenitentiaryInputs */
/** @typedef {{}} Live_Office_ProtodeaconInputs */
/** @typedef {{}} Live_Office_ProtopriestInputs */
/** @typedef {{}} Live_Office_VacantInputs */
/** @typedef {{}} Live_Office_Vice_DeanInputs */
/** @typedef {{ date: NonNullable<unknown>, asOf: NonNullable<unknown> }} Live_Offices_DatesInputs */
/** @typedef {{}} Live_Offices_HeadingInputs */
/** @typedef {{}} Live_Offices_In_EnglishInputs */
/** @typedef {{}} Live_Poll_HeadingInputs */
/** @typedef {{}} Live_Poll_IntroInputs */
/** @typedef {{}} Live_Poll_Needs_JsInputs */
/** @typedef {{}} Live_Poll_Tab_ResultsInputs */
/** @typedef {{}} Live_Poll_Tab_VoteInputs */
/** @typedef {{}} Live_Polls_AlreadyInputs */
/** @typedef {{}} Live_Polls_BackInputs */
/** @typedef {{}} Live_Polls_EyebrowInputs */
/** @typedef {{}} Live_Polls_FailedInputs */
/** @typedef {{}} Live_Polls_IntroInputs */
/** @typedef {{}} Live_Polls_LoadingInputs */
/** @typedef {{}} Live_Polls_Needs_JsInputs */
/** @typedef {{}} Live_Polls_NoneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Live_Polls_So_FarInputs */
/** @typedef {{}} Live_Polls_TitleInputs */
/** @typedef {{}} Live_Polls_VotingInputs */
/** @typedef {{}} Live_Polls_Your_VoteInputs */
/** @typedef {{}} Live_Presides_ConclaveInputs */
/** @typedef {{}} Live_Presides_CongregationsInputs */
/** @typedef {{}} Live_Presides_UnknownInputs */
/** @typedef {{}} Live_Ranked_ResultsInputs */
/** @typedef {{}} Live_Reason_DeanInputs */
/** @typedef {{ age: NonNullable<unknown> }} Live_Reason_Dean_AgeInputs */
/** @typedef {{ ages: NonNullable<unknown> }} Live_Reason_SeniorInputs */
/** @typedef {{}} Live_Reason_Senior_PlainInputs */
/** @typedef {{ age: NonNullable<unknown> }} Live_Reason_Vice_DeanInputs */
/** @typedef {{ age: NonNullable<unknown> }} Live_Reason_Vice_Dean_AgeInputs */
/** @typedef {{}} Live_Reason_Vice_Dean_No_DeanInputs */
/** @typedef {{}} Live_Results_FailedInputs */
/** @typedef {{}} Live_Search_CardinalsInputs */
/** @typedef {{}} Live_Search_PlaceholderInputs */
/** @typedef {{}} Live_See_ResultsInputs */
/** @typedef {{}} Live_Select_CardinalInputs */
/** @typedef {{}} Live_SelectedInputs */
/** @typedef {{ name: NonNullable<unknown>, share: NonNullable<unknown> }} Live_Share_Of_VotesInputs */
/** @typedef {{ date: NonNullable<unknown> }} Live_SinceInputs */
/** @typedef {{}} Live_St_PetersInputs */
/** @typedef {{}} Live_St_Peters_TitleInputs */
/** @typedef {{}} Live_Stream_UnavailableInputs */
/** @typedef {{}} Live_Stream_Unavailable_TextInputs */
/** @typedef {{}} Live_Stream_UnsetInputs */
/** @typedef {{}} Live_Stream_Unset_TextInputs */
/** @typedef {{}} Live_Submit_VoteInputs */
/** @typedef {{}} Live_SubmittingInputs */
/** @typedef {{}} Live_Take_PollsInputs */
/** @typedef {{}} Live_TitleInputs */
/** @typedef {{}} Live_Total_VotesInputs */
/** @typedef {{}} Live_Try_AgainInputs */
/** @typedef {{}} Live_Try_PollsInputs */
/** @typedef {{}} Live_Vote_QuestionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Live_VotesInputs */
/** @typedef {{}} Live_Waiting_WhiteInputs */
/** @typedef {{}} Live_With_SoundInputs */
/** @typedef {{}} Live_Your_PredictionInputs */
/** @typedef {{}} Loading_PageInputs */
/** @typedef {{}} Nav_HomeInputs */
/** @typedef {{}} Nav_InsightsInputs */
/** @typedef {{}} Nav_LabelInputs */
/** @typedef {{}} Nav_LiveInputs */
/** @typedef {{}} Nav_Why_PopeInputs */
/** @typedef {{}} Not_Found_BackInputs */
/** @typedef {{}} Not_Found_DescriptionInputs */
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
/** @typedef {{ date: NonNullable<unknown> }} Pope_Pontificate_EndedInputs */
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
/** @typedef {{}} Teaching_Dialogue_TipsInputs */
/** @typedef {{}} Teaching_EyebrowInputs */
/** @typedef {{}} Teaching_Further_ReadingInputs */
/** @typedef {{}} Teaching_Meta_DescriptionInputs */
/** @typedef {{}} Teaching_Meta_TitleInputs */
/** @typedef {{}} Teaching_Next_BodyInputs */
/** @typedef {{}} Teaching_Next_LinkInputs */
/** @typedef {{}} Teaching_Next_TitleInputs */
/** @typedef {{}} Teaching_Reading_HistoricalInputs */
/** @typedef {{}} Teaching_Reading_ScripturalInputs */
/** @typedef {{}} Teaching_Reading_TheologicalInputs */
/** @typedef {{}} Teaching_Topics_LabelInputs */
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
* | "Accepts" |
*
* @param {Apidocs_AcceptsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_accepts = /** @type {((inputs?: Apidocs_AcceptsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_AcceptsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_accepts(inputs)
	if (locale === "es") return __es.apidocs_accepts(inputs)
	if (locale === "pt") return __pt.apidocs_accepts(inputs)
	if (locale === "fr") return __fr.apidocs_accepts(inputs)
	if (locale === "de") return __de.apidocs_accepts(inputs)
	if (locale === "pl") return __pl.apidocs_accepts(inputs)
	return __en.apidocs_accepts(inputs)
});
/**
* | output |
* | --- |
* | "Answer: {status} · {type}" |
*
* @param {Apidocs_AnswerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_answer = /** @type {((inputs: Apidocs_AnswerInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_AnswerInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_answer(inputs)
	if (locale === "es") return __es.apidocs_answer(inputs)
	if (locale === "pt") return __pt.apidocs_answer(inputs)
	if (locale === "fr") return __fr.apidocs_answer(inputs)
	if (locale === "de") return __de.apidocs_answer(inputs)
	if (locale === "pl") return __pl.apidocs_answer(inputs)
	return __en.apidocs_answer(inputs)
});
/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Apidocs_AnswersInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_answers = /** @type {((inputs?: Apidocs_AnswersInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_AnswersInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_answers(inputs)
	if (locale === "es") return __es.apidocs_answers(inputs)
	if (locale === "pt") return __pt.apidocs_answers(inputs)
	if (locale === "fr") return __fr.apidocs_answers(inputs)
	if (locale === "de") return __de.apidocs_answers(inputs)
	if (locale === "pl") return __pl.apidocs_answers(inputs)
	return __en.apidocs_answers(inputs)
});
/**
* | output |
* | --- |
* | "any" |
*
* @param {Apidocs_AnyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_any = /** @type {((inputs?: Apidocs_AnyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_AnyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_any(inputs)
	if (locale === "es") return __es.apidocs_any(inputs)
	if (locale === "pt") return __pt.apidocs_any(inputs)
	if (locale === "fr") return __fr.apidocs_any(inputs)
	if (locale === "de") return __de.apidocs_any(inputs)
	if (locale === "pl") return __pl.apidocs_any(inputs)
	return __en.apidocs_any(inputs)
});
/**
* | output |
* | --- |
* | "Asking the API…" |
*
* @param {Apidocs_AskingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_asking = /** @type {((inputs?: Apidocs_AskingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_AskingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_asking(inputs)
	if (locale === "es") return __es.apidocs_asking(inputs)
	if (locale === "pt") return __pt.apidocs_asking(inputs)
	if (locale === "fr") return __fr.apidocs_asking(inputs)
	if (locale === "de") return __de.apidocs_asking(inputs)
	if (locale === "pl") return __pl.apidocs_asking(inputs)
	return __en.apidocs_asking(inputs)
});
/**
* | output |
* | --- |
* | "at most {count} characters" |
*
* @param {Apidocs_At_MostInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_at_most = /** @type {((inputs: Apidocs_At_MostInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_At_MostInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_at_most(inputs)
	if (locale === "es") return __es.apidocs_at_most(inputs)
	if (locale === "pt") return __pt.apidocs_at_most(inputs)
	if (locale === "fr") return __fr.apidocs_at_most(inputs)
	if (locale === "de") return __de.apidocs_at_most(inputs)
	if (locale === "pl") return __pl.apidocs_at_most(inputs)
	return __en.apidocs_at_most(inputs)
});
/**
* | output |
* | --- |
* | "Cardinalis, roster of the College of Cardinals, version N, data as of {date}" |
*
* @param {Apidocs_CitationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_citation = /** @type {((inputs: Apidocs_CitationInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_CitationInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_citation(inputs)
	if (locale === "es") return __es.apidocs_citation(inputs)
	if (locale === "pt") return __pt.apidocs_citation(inputs)
	if (locale === "fr") return __fr.apidocs_citation(inputs)
	if (locale === "de") return __de.apidocs_citation(inputs)
	if (locale === "pl") return __pl.apidocs_citation(inputs)
	return __en.apidocs_citation(inputs)
});
/**
* | output |
* | --- |
* | "Please cite the roster version and date that come with every download (the {versionHeader} and {dateHeader} headers, or {versionField} and {dateField} in the..." |
*
* @param {Apidocs_CiteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_cite = /** @type {((inputs: Apidocs_CiteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_CiteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_cite(inputs)
	if (locale === "es") return __es.apidocs_cite(inputs)
	if (locale === "pt") return __pt.apidocs_cite(inputs)
	if (locale === "fr") return __fr.apidocs_cite(inputs)
	if (locale === "de") return __de.apidocs_cite(inputs)
	if (locale === "pl") return __pl.apidocs_cite(inputs)
	return __en.apidocs_cite(inputs)
});
/**
* | output |
* | --- |
* | "Public reads answer any site ({header})." |
*
* @param {Apidocs_CorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_cors = /** @type {((inputs: Apidocs_CorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_CorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_cors(inputs)
	if (locale === "es") return __es.apidocs_cors(inputs)
	if (locale === "pt") return __pt.apidocs_cors(inputs)
	if (locale === "fr") return __fr.apidocs_cors(inputs)
	if (locale === "de") return __de.apidocs_cors(inputs)
	if (locale === "pl") return __pl.apidocs_cors(inputs)
	return __en.apidocs_cors(inputs)
});
/**
* | output |
* | --- |
* | "The members of the College and the pope, one row each, for spreadsheets (UTF-8, RFC 4180)." |
*
* @param {Apidocs_CsvInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_csv = /** @type {((inputs?: Apidocs_CsvInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_CsvInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_csv(inputs)
	if (locale === "es") return __es.apidocs_csv(inputs)
	if (locale === "pt") return __pt.apidocs_csv(inputs)
	if (locale === "fr") return __fr.apidocs_csv(inputs)
	if (locale === "de") return __de.apidocs_csv(inputs)
	if (locale === "pl") return __pl.apidocs_csv(inputs)
	return __en.apidocs_csv(inputs)
});
/**
* | output |
* | --- |
* | "Add {param} to the CSV or JSON address for the College of another day, with the ages and elector status of that day. The roster can answer from the day its f..." |
*
* @param {Apidocs_Date_ParamInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_date_param = /** @type {((inputs: Apidocs_Date_ParamInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Date_ParamInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_date_param(inputs)
	if (locale === "es") return __es.apidocs_date_param(inputs)
	if (locale === "pt") return __pt.apidocs_date_param(inputs)
	if (locale === "fr") return __fr.apidocs_date_param(inputs)
	if (locale === "de") return __de.apidocs_date_param(inputs)
	if (locale === "pl") return __pl.apidocs_date_param(inputs)
	return __en.apidocs_date_param(inputs)
});
/**
* | output |
* | --- |
* | "default {value}" |
*
* @param {Apidocs_DefaultInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_default = /** @type {((inputs: Apidocs_DefaultInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_DefaultInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_default(inputs)
	if (locale === "es") return __es.apidocs_default(inputs)
	if (locale === "pt") return __pt.apidocs_default(inputs)
	if (locale === "fr") return __fr.apidocs_default(inputs)
	if (locale === "de") return __de.apidocs_default(inputs)
	if (locale === "pl") return __pl.apidocs_default(inputs)
	return __en.apidocs_default(inputs)
});
/**
* | output |
* | --- |
* | "The API description could not be loaded: {error}" |
*
* @param {Apidocs_Doc_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_doc_error = /** @type {((inputs: Apidocs_Doc_ErrorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Doc_ErrorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_doc_error(inputs)
	if (locale === "es") return __es.apidocs_doc_error(inputs)
	if (locale === "pt") return __pt.apidocs_doc_error(inputs)
	if (locale === "fr") return __fr.apidocs_doc_error(inputs)
	if (locale === "de") return __de.apidocs_doc_error(inputs)
	if (locale === "pl") return __pl.apidocs_doc_error(inputs)
	return __en.apidocs_doc_error(inputs)
});
/**
* | output |
* | --- |
* | "Downloads" |
*
* @param {Apidocs_DownloadsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_downloads = /** @type {((inputs?: Apidocs_DownloadsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_DownloadsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_downloads(inputs)
	if (locale === "es") return __es.apidocs_downloads(inputs)
	if (locale === "pt") return __pt.apidocs_downloads(inputs)
	if (locale === "fr") return __fr.apidocs_downloads(inputs)
	if (locale === "de") return __de.apidocs_downloads(inputs)
	if (locale === "pl") return __pl.apidocs_downloads(inputs)
	return __en.apidocs_downloads(inputs)
});
/**
* | output |
* | --- |
* | "Endpoints" |
*
* @param {Apidocs_EndpointsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_endpoints = /** @type {((inputs?: Apidocs_EndpointsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_EndpointsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_endpoints(inputs)
	if (locale === "es") return __es.apidocs_endpoints(inputs)
	if (locale === "pt") return __pt.apidocs_endpoints(inputs)
	if (locale === "fr") return __fr.apidocs_endpoints(inputs)
	if (locale === "de") return __de.apidocs_endpoints(inputs)
	if (locale === "pl") return __pl.apidocs_endpoints(inputs)
	return __en.apidocs_endpoints(inputs)
});
/**
* | output |
* | --- |
* | "The request failed: {error}" |
*
* @param {Apidocs_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_failed = /** @type {((inputs: Apidocs_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_failed(inputs)
	if (locale === "es") return __es.apidocs_failed(inputs)
	if (locale === "pt") return __pt.apidocs_failed(inputs)
	if (locale === "fr") return __fr.apidocs_failed(inputs)
	if (locale === "de") return __de.apidocs_failed(inputs)
	if (locale === "pl") return __pl.apidocs_failed(inputs)
	return __en.apidocs_failed(inputs)
});
/**
* | output |
* | --- |
* | "A calendar of electors' 80th birthdays in the next 24 months, to subscribe to." |
*
* @param {Apidocs_IcsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_ics = /** @type {((inputs?: Apidocs_IcsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_IcsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_ics(inputs)
	if (locale === "es") return __es.apidocs_ics(inputs)
	if (locale === "pt") return __pt.apidocs_ics(inputs)
	if (locale === "fr") return __fr.apidocs_ics(inputs)
	if (locale === "de") return __de.apidocs_ics(inputs)
	if (locale === "pl") return __pl.apidocs_ics(inputs)
	return __en.apidocs_ics(inputs)
});
/**
* | output |
* | --- |
* | "Everything in the directory is yours to reuse: download the whole roster, subscribe to the calendar, or read the API from your own site or script. No key is ..." |
*
* @param {Apidocs_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_intro = /** @type {((inputs: Apidocs_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_intro(inputs)
	if (locale === "es") return __es.apidocs_intro(inputs)
	if (locale === "pt") return __pt.apidocs_intro(inputs)
	if (locale === "fr") return __fr.apidocs_intro(inputs)
	if (locale === "de") return __de.apidocs_intro(inputs)
	if (locale === "pl") return __pl.apidocs_intro(inputs)
	return __en.apidocs_intro(inputs)
});
/**
* | output |
* | --- |
* | "The same rows as JSON, with the roster version and the date of its last change." |
*
* @param {Apidocs_JsonInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_json = /** @type {((inputs?: Apidocs_JsonInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_JsonInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_json(inputs)
	if (locale === "es") return __es.apidocs_json(inputs)
	if (locale === "pt") return __pt.apidocs_json(inputs)
	if (locale === "fr") return __fr.apidocs_json(inputs)
	if (locale === "de") return __de.apidocs_json(inputs)
	if (locale === "pl") return __pl.apidocs_json(inputs)
	return __en.apidocs_json(inputs)
});
/**
* | output |
* | --- |
* | "Loading the API description..." |
*
* @param {Apidocs_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_loading = /** @type {((inputs?: Apidocs_LoadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_LoadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_loading(inputs)
	if (locale === "es") return __es.apidocs_loading(inputs)
	if (locale === "pt") return __pt.apidocs_loading(inputs)
	if (locale === "fr") return __fr.apidocs_loading(inputs)
	if (locale === "de") return __de.apidocs_loading(inputs)
	if (locale === "pl") return __pl.apidocs_loading(inputs)
	return __en.apidocs_loading(inputs)
});
/**
* | output |
* | --- |
* | "Download the roster of the College of Cardinals as CSV or JSON, subscribe to a calendar of 80th birthdays, or read the documented API." |
*
* @param {Apidocs_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_meta_description = /** @type {((inputs?: Apidocs_Meta_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Meta_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_meta_description(inputs)
	if (locale === "es") return __es.apidocs_meta_description(inputs)
	if (locale === "pt") return __pt.apidocs_meta_description(inputs)
	if (locale === "fr") return __fr.apidocs_meta_description(inputs)
	if (locale === "de") return __de.apidocs_meta_description(inputs)
	if (locale === "pl") return __pl.apidocs_meta_description(inputs)
	return __en.apidocs_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "… {count} more lines" |
*
* @param {Apidocs_More_LinesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_more_lines = /** @type {((inputs: Apidocs_More_LinesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_More_LinesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_more_lines(inputs)
	if (locale === "es") return __es.apidocs_more_lines(inputs)
	if (locale === "pt") return __pt.apidocs_more_lines(inputs)
	if (locale === "fr") return __fr.apidocs_more_lines(inputs)
	if (locale === "de") return __de.apidocs_more_lines(inputs)
	if (locale === "pl") return __pl.apidocs_more_lines(inputs)
	return __en.apidocs_more_lines(inputs)
});
/**
* | output |
* | --- |
* | "This site sets no per-address limit on reads." |
*
* @param {Apidocs_No_LimitInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_no_limit = /** @type {((inputs?: Apidocs_No_LimitInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_No_LimitInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_no_limit(inputs)
	if (locale === "es") return __es.apidocs_no_limit(inputs)
	if (locale === "pt") return __pt.apidocs_no_limit(inputs)
	if (locale === "fr") return __fr.apidocs_no_limit(inputs)
	if (locale === "de") return __de.apidocs_no_limit(inputs)
	if (locale === "pl") return __pl.apidocs_no_limit(inputs)
	return __en.apidocs_no_limit(inputs)
});
/**
* | output |
* | --- |
* | "one of {values}" |
*
* @param {Apidocs_One_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_one_of = /** @type {((inputs: Apidocs_One_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_One_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_one_of(inputs)
	if (locale === "es") return __es.apidocs_one_of(inputs)
	if (locale === "pt") return __pt.apidocs_one_of(inputs)
	if (locale === "fr") return __fr.apidocs_one_of(inputs)
	if (locale === "de") return __de.apidocs_one_of(inputs)
	if (locale === "pl") return __pl.apidocs_one_of(inputs)
	return __en.apidocs_one_of(inputs)
});
/**
* | output |
* | --- |
* | "Votes and the operator's settings are for this site's own pages only." |
*
* @param {Apidocs_Own_PagesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_own_pages = /** @type {((inputs?: Apidocs_Own_PagesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Own_PagesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_own_pages(inputs)
	if (locale === "es") return __es.apidocs_own_pages(inputs)
	if (locale === "pt") return __pt.apidocs_own_pages(inputs)
	if (locale === "fr") return __fr.apidocs_own_pages(inputs)
	if (locale === "de") return __de.apidocs_own_pages(inputs)
	if (locale === "pl") return __pl.apidocs_own_pages(inputs)
	return __en.apidocs_own_pages(inputs)
});
/**
* | output |
* | --- |
* | "Parameter" |
*
* @param {Apidocs_ParameterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_parameter = /** @type {((inputs?: Apidocs_ParameterInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_ParameterInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_parameter(inputs)
	if (locale === "es") return __es.apidocs_parameter(inputs)
	if (locale === "pt") return __pt.apidocs_parameter(inputs)
	if (locale === "fr") return __fr.apidocs_parameter(inputs)
	if (locale === "de") return __de.apidocs_parameter(inputs)
	if (locale === "pl") return __pl.apidocs_parameter(inputs)
	return __en.apidocs_parameter(inputs)
});
/**
* | output |
* | --- |
* | "Parameters of {path}" |
*
* @param {Apidocs_Parameters_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_parameters_of = /** @type {((inputs: Apidocs_Parameters_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Parameters_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_parameters_of(inputs)
	if (locale === "es") return __es.apidocs_parameters_of(inputs)
	if (locale === "pt") return __pt.apidocs_parameters_of(inputs)
	if (locale === "fr") return __fr.apidocs_parameters_of(inputs)
	if (locale === "de") return __de.apidocs_parameters_of(inputs)
	if (locale === "pl") return __pl.apidocs_parameters_of(inputs)
	return __en.apidocs_parameters_of(inputs)
});
/**
* | output |
* | --- |
* | "Each address may make {requests} requests every {seconds} seconds; past that the answer is 429 with a Retry-After header saying how long to wait." |
*
* @param {Apidocs_Rate_LimitInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_rate_limit = /** @type {((inputs: Apidocs_Rate_LimitInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Rate_LimitInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_rate_limit(inputs)
	if (locale === "es") return __es.apidocs_rate_limit(inputs)
	if (locale === "pt") return __pt.apidocs_rate_limit(inputs)
	if (locale === "fr") return __fr.apidocs_rate_limit(inputs)
	if (locale === "de") return __de.apidocs_rate_limit(inputs)
	if (locale === "pl") return __pl.apidocs_rate_limit(inputs)
	return __en.apidocs_rate_limit(inputs)
});
/**
* | output |
* | --- |
* | "Show the live answer" |
*
* @param {Apidocs_Show_LiveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_show_live = /** @type {((inputs?: Apidocs_Show_LiveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_Show_LiveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_show_live(inputs)
	if (locale === "es") return __es.apidocs_show_live(inputs)
	if (locale === "pt") return __pt.apidocs_show_live(inputs)
	if (locale === "fr") return __fr.apidocs_show_live(inputs)
	if (locale === "de") return __de.apidocs_show_live(inputs)
	if (locale === "pl") return __pl.apidocs_show_live(inputs)
	return __en.apidocs_show_live(inputs)
});
/**
* | output |
* | --- |
* | "Licence, citation and limits" |
*
* @param {Apidocs_TermsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_terms = /** @type {((inputs?: Apidocs_TermsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_TermsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_terms(inputs)
	if (locale === "es") return __es.apidocs_terms(inputs)
	if (locale === "pt") return __pt.apidocs_terms(inputs)
	if (locale === "fr") return __fr.apidocs_terms(inputs)
	if (locale === "de") return __de.apidocs_terms(inputs)
	if (locale === "pl") return __pl.apidocs_terms(inputs)
	return __en.apidocs_terms(inputs)
});
/**
* | output |
* | --- |
* | "Open data and API" |
*
* @param {Apidocs_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const apidocs_title = /** @type {((inputs?: Apidocs_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Apidocs_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.apidocs_title(inputs)
	if (locale === "es") return __es.apidocs_title(inputs)
	if (locale === "pt") return __pt.apidocs_title(inputs)
	if (locale === "fr") return __fr.apidocs_title(inputs)
	if (locale === "de") return __de.apidocs_title(inputs)
	if (locale === "pl") return __pl.apidocs_title(inputs)
	return __en.apidocs_title(inputs)
});
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
* | "Catholic Church" |
*
* @param {Cardinal_Jsonld_ChurchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_jsonld_church = /** @type {((inputs?: Cardinal_Jsonld_ChurchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Jsonld_ChurchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_jsonld_church(inputs)
	if (locale === "es") return __es.cardinal_jsonld_church(inputs)
	if (locale === "pt") return __pt.cardinal_jsonld_church(inputs)
	if (locale === "fr") return __fr.cardinal_jsonld_church(inputs)
	if (locale === "de") return __de.cardinal_jsonld_church(inputs)
	if (locale === "pl") return __pl.cardinal_jsonld_church(inputs)
	return __en.cardinal_jsonld_church(inputs)
});
/**
* | output |
* | --- |
* | "College of Cardinals" |
*
* @param {Cardinal_Jsonld_CollegeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_jsonld_college = /** @type {((inputs?: Cardinal_Jsonld_CollegeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Jsonld_CollegeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_jsonld_college(inputs)
	if (locale === "es") return __es.cardinal_jsonld_college(inputs)
	if (locale === "pt") return __pt.cardinal_jsonld_college(inputs)
	if (locale === "fr") return __fr.cardinal_jsonld_college(inputs)
	if (locale === "de") return __de.cardinal_jsonld_college(inputs)
	if (locale === "pl") return __pl.cardinal_jsonld_college(inputs)
	return __en.cardinal_jsonld_college(inputs)
});
/**
* | output |
* | --- |
* | "Cardinal who renounced the rights of the cardinalate on {date}: still a member of the College of Cardinals, not an elector." |
*
* @param {Cardinal_Jsonld_RenouncedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_jsonld_renounced = /** @type {((inputs: Cardinal_Jsonld_RenouncedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Jsonld_RenouncedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_jsonld_renounced(inputs)
	if (locale === "es") return __es.cardinal_jsonld_renounced(inputs)
	if (locale === "pt") return __pt.cardinal_jsonld_renounced(inputs)
	if (locale === "fr") return __fr.cardinal_jsonld_renounced(inputs)
	if (locale === "de") return __de.cardinal_jsonld_renounced(inputs)
	if (locale === "pl") return __pl.cardinal_jsonld_renounced(inputs)
	return __en.cardinal_jsonld_renounced(inputs)
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
* | "Portrait of {name}" |
*
* @param {Cardinal_Portrait_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const cardinal_portrait_of = /** @type {((inputs: Cardinal_Portrait_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Cardinal_Portrait_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.cardinal_portrait_of(inputs)
	if (locale === "es") return __es.cardinal_portrait_of(inputs)
	if (locale === "pt") return __pt.cardinal_portrait_of(inputs)
	if (locale === "fr") return __fr.cardinal_portrait_of(inputs)
	if (locale === "de") return __de.cardinal_portrait_of(inputs)
	if (locale === "pl") return __pl.cardinal_portrait_of(inputs)
	return __en.cardinal_portrait_of(inputs)
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
* | "Atom feed" |
*
* @param {Changes_Atom_FeedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_atom_feed = /** @type {((inputs?: Changes_Atom_FeedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Atom_FeedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_atom_feed(inputs)
	if (locale === "es") return __es.changes_atom_feed(inputs)
	if (locale === "pt") return __pt.changes_atom_feed(inputs)
	if (locale === "fr") return __fr.changes_atom_feed(inputs)
	if (locale === "de") return __de.changes_atom_feed(inputs)
	if (locale === "pl") return __pl.changes_atom_feed(inputs)
	return __en.changes_atom_feed(inputs)
});
/**
* | output |
* | --- |
* | "changed to" |
*
* @param {Changes_Changed_ToInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_changed_to = /** @type {((inputs?: Changes_Changed_ToInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Changed_ToInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_changed_to(inputs)
	if (locale === "es") return __es.changes_changed_to(inputs)
	if (locale === "pt") return __pt.changes_changed_to(inputs)
	if (locale === "fr") return __fr.changes_changed_to(inputs)
	if (locale === "de") return __de.changes_changed_to(inputs)
	if (locale === "pl") return __pl.changes_changed_to(inputs)
	return __en.changes_changed_to(inputs)
});
/**
* | output |
* | --- |
* | "Data as of" |
*
* @param {Changes_Data_As_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_data_as_of = /** @type {((inputs?: Changes_Data_As_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Data_As_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_data_as_of(inputs)
	if (locale === "es") return __es.changes_data_as_of(inputs)
	if (locale === "pt") return __pt.changes_data_as_of(inputs)
	if (locale === "fr") return __fr.changes_data_as_of(inputs)
	if (locale === "de") return __de.changes_data_as_of(inputs)
	if (locale === "pl") return __pl.changes_data_as_of(inputs)
	return __en.changes_data_as_of(inputs)
});
/**
* | output |
* | --- |
* | "No change has been made since the content was compiled." |
*
* @param {Changes_EmptyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_empty = /** @type {((inputs?: Changes_EmptyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_EmptyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_empty(inputs)
	if (locale === "es") return __es.changes_empty(inputs)
	if (locale === "pt") return __pt.changes_empty(inputs)
	if (locale === "fr") return __fr.changes_empty(inputs)
	if (locale === "de") return __de.changes_empty(inputs)
	if (locale === "pl") return __pl.changes_empty(inputs)
	return __en.changes_empty(inputs)
});
/**
* | output |
* | --- |
* | "The change log could not be loaded. Please try again later." |
*
* @param {Changes_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_error = /** @type {((inputs?: Changes_ErrorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_ErrorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_error(inputs)
	if (locale === "es") return __es.changes_error(inputs)
	if (locale === "pt") return __pt.changes_error(inputs)
	if (locale === "fr") return __fr.changes_error(inputs)
	if (locale === "de") return __de.changes_error(inputs)
	if (locale === "pl") return __pl.changes_error(inputs)
	return __en.changes_error(inputs)
});
/**
* | output |
* | --- |
* | "Date of birth" |
*
* @param {Changes_Field_Birth_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_birth_date = /** @type {((inputs?: Changes_Field_Birth_DateInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Birth_DateInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_birth_date(inputs)
	if (locale === "es") return __es.changes_field_birth_date(inputs)
	if (locale === "pt") return __pt.changes_field_birth_date(inputs)
	if (locale === "fr") return __fr.changes_field_birth_date(inputs)
	if (locale === "de") return __de.changes_field_birth_date(inputs)
	if (locale === "pl") return __pl.changes_field_birth_date(inputs)
	return __en.changes_field_birth_date(inputs)
});
/**
* | output |
* | --- |
* | "Place of birth" |
*
* @param {Changes_Field_Birth_PlaceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_birth_place = /** @type {((inputs?: Changes_Field_Birth_PlaceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Birth_PlaceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_birth_place(inputs)
	if (locale === "es") return __es.changes_field_birth_place(inputs)
	if (locale === "pt") return __pt.changes_field_birth_place(inputs)
	if (locale === "fr") return __fr.changes_field_birth_place(inputs)
	if (locale === "de") return __de.changes_field_birth_place(inputs)
	if (locale === "pl") return __pl.changes_field_birth_place(inputs)
	return __en.changes_field_birth_place(inputs)
});
/**
* | output |
* | --- |
* | "Created by" |
*
* @param {Changes_Field_Created_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_created_by = /** @type {((inputs?: Changes_Field_Created_ByInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Created_ByInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_created_by(inputs)
	if (locale === "es") return __es.changes_field_created_by(inputs)
	if (locale === "pt") return __pt.changes_field_created_by(inputs)
	if (locale === "fr") return __fr.changes_field_created_by(inputs)
	if (locale === "de") return __de.changes_field_created_by(inputs)
	if (locale === "pl") return __pl.changes_field_created_by(inputs)
	return __en.changes_field_created_by(inputs)
});
/**
* | output |
* | --- |
* | "Created cardinal" |
*
* @param {Changes_Field_Created_CardinalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_created_cardinal = /** @type {((inputs?: Changes_Field_Created_CardinalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Created_CardinalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_created_cardinal(inputs)
	if (locale === "es") return __es.changes_field_created_cardinal(inputs)
	if (locale === "pt") return __pt.changes_field_created_cardinal(inputs)
	if (locale === "fr") return __fr.changes_field_created_cardinal(inputs)
	if (locale === "de") return __de.changes_field_created_cardinal(inputs)
	if (locale === "pl") return __pl.changes_field_created_cardinal(inputs)
	return __en.changes_field_created_cardinal(inputs)
});
/**
* | output |
* | --- |
* | "Office" |
*
* @param {Changes_Field_Current_PositionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_current_position = /** @type {((inputs?: Changes_Field_Current_PositionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Current_PositionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_current_position(inputs)
	if (locale === "es") return __es.changes_field_current_position(inputs)
	if (locale === "pt") return __pt.changes_field_current_position(inputs)
	if (locale === "fr") return __fr.changes_field_current_position(inputs)
	if (locale === "de") return __de.changes_field_current_position(inputs)
	if (locale === "pl") return __pl.changes_field_current_position(inputs)
	return __en.changes_field_current_position(inputs)
});
/**
* | output |
* | --- |
* | "Date of death" |
*
* @param {Changes_Field_Death_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_death_date = /** @type {((inputs?: Changes_Field_Death_DateInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Death_DateInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_death_date(inputs)
	if (locale === "es") return __es.changes_field_death_date(inputs)
	if (locale === "pt") return __pt.changes_field_death_date(inputs)
	if (locale === "fr") return __fr.changes_field_death_date(inputs)
	if (locale === "de") return __de.changes_field_death_date(inputs)
	if (locale === "pl") return __pl.changes_field_death_date(inputs)
	return __en.changes_field_death_date(inputs)
});
/**
* | output |
* | --- |
* | "Episcopal consecration" |
*
* @param {Changes_Field_Episcopal_ConsecrationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_episcopal_consecration = /** @type {((inputs?: Changes_Field_Episcopal_ConsecrationInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Episcopal_ConsecrationInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_episcopal_consecration(inputs)
	if (locale === "es") return __es.changes_field_episcopal_consecration(inputs)
	if (locale === "pt") return __pt.changes_field_episcopal_consecration(inputs)
	if (locale === "fr") return __fr.changes_field_episcopal_consecration(inputs)
	if (locale === "de") return __de.changes_field_episcopal_consecration(inputs)
	if (locale === "pl") return __pl.changes_field_episcopal_consecration(inputs)
	return __en.changes_field_episcopal_consecration(inputs)
});
/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Changes_Field_Full_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_full_name = /** @type {((inputs?: Changes_Field_Full_NameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Full_NameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_full_name(inputs)
	if (locale === "es") return __es.changes_field_full_name(inputs)
	if (locale === "pt") return __pt.changes_field_full_name(inputs)
	if (locale === "fr") return __fr.changes_field_full_name(inputs)
	if (locale === "de") return __de.changes_field_full_name(inputs)
	if (locale === "pl") return __pl.changes_field_full_name(inputs)
	return __en.changes_field_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Given names" |
*
* @param {Changes_Field_Given_NamesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_given_names = /** @type {((inputs?: Changes_Field_Given_NamesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Given_NamesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_given_names(inputs)
	if (locale === "es") return __es.changes_field_given_names(inputs)
	if (locale === "pt") return __pt.changes_field_given_names(inputs)
	if (locale === "fr") return __fr.changes_field_given_names(inputs)
	if (locale === "de") return __de.changes_field_given_names(inputs)
	if (locale === "pl") return __pl.changes_field_given_names(inputs)
	return __en.changes_field_given_names(inputs)
});
/**
* | output |
* | --- |
* | "Surname" |
*
* @param {Changes_Field_Last_NameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_last_name = /** @type {((inputs?: Changes_Field_Last_NameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Last_NameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_last_name(inputs)
	if (locale === "es") return __es.changes_field_last_name(inputs)
	if (locale === "pt") return __pt.changes_field_last_name(inputs)
	if (locale === "fr") return __fr.changes_field_last_name(inputs)
	if (locale === "de") return __de.changes_field_last_name(inputs)
	if (locale === "pl") return __pl.changes_field_last_name(inputs)
	return __en.changes_field_last_name(inputs)
});
/**
* | output |
* | --- |
* | "Name with order" |
*
* @param {Changes_Field_Name_With_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_name_with_order = /** @type {((inputs?: Changes_Field_Name_With_OrderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Name_With_OrderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_name_with_order(inputs)
	if (locale === "es") return __es.changes_field_name_with_order(inputs)
	if (locale === "pt") return __pt.changes_field_name_with_order(inputs)
	if (locale === "fr") return __fr.changes_field_name_with_order(inputs)
	if (locale === "de") return __de.changes_field_name_with_order(inputs)
	if (locale === "pl") return __pl.changes_field_name_with_order(inputs)
	return __en.changes_field_name_with_order(inputs)
});
/**
* | output |
* | --- |
* | "Country" |
*
* @param {Changes_Field_NationalityInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_nationality = /** @type {((inputs?: Changes_Field_NationalityInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_NationalityInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_nationality(inputs)
	if (locale === "es") return __es.changes_field_nationality(inputs)
	if (locale === "pt") return __pt.changes_field_nationality(inputs)
	if (locale === "fr") return __fr.changes_field_nationality(inputs)
	if (locale === "de") return __de.changes_field_nationality(inputs)
	if (locale === "pl") return __pl.changes_field_nationality(inputs)
	return __en.changes_field_nationality(inputs)
});
/**
* | output |
* | --- |
* | "Press Office biography" |
*
* @param {Changes_Field_Official_Biography_UrlInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_official_biography_url = /** @type {((inputs?: Changes_Field_Official_Biography_UrlInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Official_Biography_UrlInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_official_biography_url(inputs)
	if (locale === "es") return __es.changes_field_official_biography_url(inputs)
	if (locale === "pt") return __pt.changes_field_official_biography_url(inputs)
	if (locale === "fr") return __fr.changes_field_official_biography_url(inputs)
	if (locale === "de") return __de.changes_field_official_biography_url(inputs)
	if (locale === "pl") return __pl.changes_field_official_biography_url(inputs)
	return __en.changes_field_official_biography_url(inputs)
});
/**
* | output |
* | --- |
* | "Priestly ordination" |
*
* @param {Changes_Field_Priest_OrdinationInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_priest_ordination = /** @type {((inputs?: Changes_Field_Priest_OrdinationInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Priest_OrdinationInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_priest_ordination(inputs)
	if (locale === "es") return __es.changes_field_priest_ordination(inputs)
	if (locale === "pt") return __pt.changes_field_priest_ordination(inputs)
	if (locale === "fr") return __fr.changes_field_priest_ordination(inputs)
	if (locale === "de") return __de.changes_field_priest_ordination(inputs)
	if (locale === "pl") return __pl.changes_field_priest_ordination(inputs)
	return __en.changes_field_priest_ordination(inputs)
});
/**
* | output |
* | --- |
* | "Rank" |
*
* @param {Changes_Field_RankInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_rank = /** @type {((inputs?: Changes_Field_RankInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_RankInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_rank(inputs)
	if (locale === "es") return __es.changes_field_rank(inputs)
	if (locale === "pt") return __pt.changes_field_rank(inputs)
	if (locale === "fr") return __fr.changes_field_rank(inputs)
	if (locale === "de") return __de.changes_field_rank(inputs)
	if (locale === "pl") return __pl.changes_field_rank(inputs)
	return __en.changes_field_rank(inputs)
});
/**
* | output |
* | --- |
* | "Region" |
*
* @param {Changes_Field_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_region = /** @type {((inputs?: Changes_Field_RegionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_RegionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_region(inputs)
	if (locale === "es") return __es.changes_field_region(inputs)
	if (locale === "pt") return __pt.changes_field_region(inputs)
	if (locale === "fr") return __fr.changes_field_region(inputs)
	if (locale === "de") return __de.changes_field_region(inputs)
	if (locale === "pl") return __pl.changes_field_region(inputs)
	return __en.changes_field_region(inputs)
});
/**
* | output |
* | --- |
* | "Religious order" |
*
* @param {Changes_Field_Religious_OrderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_religious_order = /** @type {((inputs?: Changes_Field_Religious_OrderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Religious_OrderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_religious_order(inputs)
	if (locale === "es") return __es.changes_field_religious_order(inputs)
	if (locale === "pt") return __pt.changes_field_religious_order(inputs)
	if (locale === "fr") return __fr.changes_field_religious_order(inputs)
	if (locale === "de") return __de.changes_field_religious_order(inputs)
	if (locale === "pl") return __pl.changes_field_religious_order(inputs)
	return __en.changes_field_religious_order(inputs)
});
/**
* | output |
* | --- |
* | "Renunciation of the rights of the cardinalate" |
*
* @param {Changes_Field_Renunciation_DateInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_renunciation_date = /** @type {((inputs?: Changes_Field_Renunciation_DateInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Renunciation_DateInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_renunciation_date(inputs)
	if (locale === "es") return __es.changes_field_renunciation_date(inputs)
	if (locale === "pt") return __pt.changes_field_renunciation_date(inputs)
	if (locale === "fr") return __fr.changes_field_renunciation_date(inputs)
	if (locale === "de") return __de.changes_field_renunciation_date(inputs)
	if (locale === "pl") return __pl.changes_field_renunciation_date(inputs)
	return __en.changes_field_renunciation_date(inputs)
});
/**
* | output |
* | --- |
* | "Wikidata item" |
*
* @param {Changes_Field_Wikidata_IdInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_field_wikidata_id = /** @type {((inputs?: Changes_Field_Wikidata_IdInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Field_Wikidata_IdInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_field_wikidata_id(inputs)
	if (locale === "es") return __es.changes_field_wikidata_id(inputs)
	if (locale === "pt") return __pt.changes_field_wikidata_id(inputs)
	if (locale === "fr") return __fr.changes_field_wikidata_id(inputs)
	if (locale === "de") return __de.changes_field_wikidata_id(inputs)
	if (locale === "pl") return __pl.changes_field_wikidata_id(inputs)
	return __en.changes_field_wikidata_id(inputs)
});
/**
* | output |
* | --- |
* | "From a reader's correction" |
*
* @param {Changes_From_CorrectionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_from_correction = /** @type {((inputs?: Changes_From_CorrectionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_From_CorrectionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_from_correction(inputs)
	if (locale === "es") return __es.changes_from_correction(inputs)
	if (locale === "pt") return __pt.changes_from_correction(inputs)
	if (locale === "fr") return __fr.changes_from_correction(inputs)
	if (locale === "de") return __de.changes_from_correction(inputs)
	if (locale === "pl") return __pl.changes_from_correction(inputs)
	return __en.changes_from_correction(inputs)
});
/**
* | output |
* | --- |
* | "Every change made to the facts of the directory since its content was compiled: who, which fact, the old and the new value, and the source. Readers can sugge..." |
*
* @param {Changes_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_intro = /** @type {((inputs?: Changes_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_intro(inputs)
	if (locale === "es") return __es.changes_intro(inputs)
	if (locale === "pt") return __pt.changes_intro(inputs)
	if (locale === "fr") return __fr.changes_intro(inputs)
	if (locale === "de") return __de.changes_intro(inputs)
	if (locale === "pl") return __pl.changes_intro(inputs)
	return __en.changes_intro(inputs)
});
/**
* | output |
* | --- |
* | "Changes, newest first" |
*
* @param {Changes_List_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_list_label = /** @type {((inputs?: Changes_List_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_List_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_list_label(inputs)
	if (locale === "es") return __es.changes_list_label(inputs)
	if (locale === "pt") return __pt.changes_list_label(inputs)
	if (locale === "fr") return __fr.changes_list_label(inputs)
	if (locale === "de") return __de.changes_list_label(inputs)
	if (locale === "pl") return __pl.changes_list_label(inputs)
	return __en.changes_list_label(inputs)
});
/**
* | output |
* | --- |
* | "Loading changes..." |
*
* @param {Changes_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_loading = /** @type {((inputs?: Changes_LoadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_LoadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_loading(inputs)
	if (locale === "es") return __es.changes_loading(inputs)
	if (locale === "pt") return __pt.changes_loading(inputs)
	if (locale === "fr") return __fr.changes_loading(inputs)
	if (locale === "de") return __de.changes_loading(inputs)
	if (locale === "pl") return __pl.changes_loading(inputs)
	return __en.changes_loading(inputs)
});
/**
* | output |
* | --- |
* | "Every change to the facts of the cardinal directory since its content was compiled, with old and new values and sources." |
*
* @param {Changes_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_meta_description = /** @type {((inputs?: Changes_Meta_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Meta_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_meta_description(inputs)
	if (locale === "es") return __es.changes_meta_description(inputs)
	if (locale === "pt") return __pt.changes_meta_description(inputs)
	if (locale === "fr") return __fr.changes_meta_description(inputs)
	if (locale === "de") return __de.changes_meta_description(inputs)
	if (locale === "pl") return __pl.changes_meta_description(inputs)
	return __en.changes_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Newer" |
*
* @param {Changes_NewerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_newer = /** @type {((inputs?: Changes_NewerInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_NewerInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_newer(inputs)
	if (locale === "es") return __es.changes_newer(inputs)
	if (locale === "pt") return __pt.changes_newer(inputs)
	if (locale === "fr") return __fr.changes_newer(inputs)
	if (locale === "de") return __de.changes_newer(inputs)
	if (locale === "pl") return __pl.changes_newer(inputs)
	return __en.changes_newer(inputs)
});
/**
* | output |
* | --- |
* | "Older" |
*
* @param {Changes_OlderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_older = /** @type {((inputs?: Changes_OlderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_OlderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_older(inputs)
	if (locale === "es") return __es.changes_older(inputs)
	if (locale === "pt") return __pt.changes_older(inputs)
	if (locale === "fr") return __fr.changes_older(inputs)
	if (locale === "de") return __de.changes_older(inputs)
	if (locale === "pl") return __pl.changes_older(inputs)
	return __en.changes_older(inputs)
});
/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Changes_Page_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_page_of = /** @type {((inputs: Changes_Page_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Page_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_page_of(inputs)
	if (locale === "es") return __es.changes_page_of(inputs)
	if (locale === "pt") return __pt.changes_page_of(inputs)
	if (locale === "fr") return __fr.changes_page_of(inputs)
	if (locale === "de") return __de.changes_page_of(inputs)
	if (locale === "pl") return __pl.changes_page_of(inputs)
	return __en.changes_page_of(inputs)
});
/**
* | output |
* | --- |
* | "Pages of changes" |
*
* @param {Changes_Pages_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_pages_label = /** @type {((inputs?: Changes_Pages_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_Pages_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_pages_label(inputs)
	if (locale === "es") return __es.changes_pages_label(inputs)
	if (locale === "pt") return __pt.changes_pages_label(inputs)
	if (locale === "fr") return __fr.changes_pages_label(inputs)
	if (locale === "de") return __de.changes_pages_label(inputs)
	if (locale === "pl") return __pl.changes_pages_label(inputs)
	return __en.changes_pages_label(inputs)
});
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Changes_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_source = /** @type {((inputs?: Changes_SourceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_SourceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_source(inputs)
	if (locale === "es") return __es.changes_source(inputs)
	if (locale === "pt") return __pt.changes_source(inputs)
	if (locale === "fr") return __fr.changes_source(inputs)
	if (locale === "de") return __de.changes_source(inputs)
	if (locale === "pl") return __pl.changes_source(inputs)
	return __en.changes_source(inputs)
});
/**
* | output |
* | --- |
* | "Changes to the roster" |
*
* @param {Changes_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const changes_title = /** @type {((inputs?: Changes_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Changes_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.changes_title(inputs)
	if (locale === "es") return __es.changes_title(inputs)
	if (locale === "pt") return __pt.changes_title(inputs)
	if (locale === "fr") return __fr.changes_title(inputs)
	if (locale === "de") return __de.changes_title(inputs)
	if (locale === "pl") return __pl.changes_title(inputs)
	return __en.changes_title(inputs)
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
* | "{year}: {elected}, announced by {protodeacon}" |
*
* @param {Conclave_Habemus_Announced_ByInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_announced_by = /** @type {((inputs: Conclave_Habemus_Announced_ByInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_Announced_ByInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_announced_by(inputs)
	if (locale === "es") return __es.conclave_habemus_announced_by(inputs)
	if (locale === "pt") return __pt.conclave_habemus_announced_by(inputs)
	if (locale === "fr") return __fr.conclave_habemus_announced_by(inputs)
	if (locale === "de") return __de.conclave_habemus_announced_by(inputs)
	if (locale === "pl") return __pl.conclave_habemus_announced_by(inputs)
	return __en.conclave_habemus_announced_by(inputs)
});
/**
* | output |
* | --- |
* | "Latin forms checked on {date}." |
*
* @param {Conclave_Habemus_CheckedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_checked = /** @type {((inputs: Conclave_Habemus_CheckedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_CheckedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_checked(inputs)
	if (locale === "es") return __es.conclave_habemus_checked(inputs)
	if (locale === "pt") return __pt.conclave_habemus_checked(inputs)
	if (locale === "fr") return __fr.conclave_habemus_checked(inputs)
	if (locale === "de") return __de.conclave_habemus_checked(inputs)
	if (locale === "pl") return __pl.conclave_habemus_checked(inputs)
	return __en.conclave_habemus_checked(inputs)
});
/**
* | output |
* | --- |
* | "{count} electors on {date}, by surname" |
*
* @param {Conclave_Habemus_CountInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_count = /** @type {((inputs: Conclave_Habemus_CountInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_CountInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_count(inputs)
	if (locale === "es") return __es.conclave_habemus_count(inputs)
	if (locale === "pt") return __pt.conclave_habemus_count(inputs)
	if (locale === "fr") return __fr.conclave_habemus_count(inputs)
	if (locale === "de") return __de.conclave_habemus_count(inputs)
	if (locale === "pl") return __pl.conclave_habemus_count(inputs)
	return __en.conclave_habemus_count(inputs)
});
/**
* | output |
* | --- |
* | "Conclave" |
*
* @param {Conclave_Habemus_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_eyebrow = /** @type {((inputs?: Conclave_Habemus_EyebrowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_EyebrowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_eyebrow(inputs)
	if (locale === "es") return __es.conclave_habemus_eyebrow(inputs)
	if (locale === "pt") return __pt.conclave_habemus_eyebrow(inputs)
	if (locale === "fr") return __fr.conclave_habemus_eyebrow(inputs)
	if (locale === "de") return __de.conclave_habemus_eyebrow(inputs)
	if (locale === "pl") return __pl.conclave_habemus_eyebrow(inputs)
	return __en.conclave_habemus_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "The list of electors could not be loaded. Please try again later." |
*
* @param {Conclave_Habemus_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_failed = /** @type {((inputs?: Conclave_Habemus_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_failed(inputs)
	if (locale === "es") return __es.conclave_habemus_failed(inputs)
	if (locale === "pt") return __pt.conclave_habemus_failed(inputs)
	if (locale === "fr") return __fr.conclave_habemus_failed(inputs)
	if (locale === "de") return __de.conclave_habemus_failed(inputs)
	if (locale === "pl") return __pl.conclave_habemus_failed(inputs)
	return __en.conclave_habemus_failed(inputs)
});
/**
* | output |
* | --- |
* | "How the name is announced" |
*
* @param {Conclave_Habemus_How_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_how_heading = /** @type {((inputs?: Conclave_Habemus_How_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_How_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_how_heading(inputs)
	if (locale === "es") return __es.conclave_habemus_how_heading(inputs)
	if (locale === "pt") return __pt.conclave_habemus_how_heading(inputs)
	if (locale === "fr") return __fr.conclave_habemus_how_heading(inputs)
	if (locale === "de") return __de.conclave_habemus_how_heading(inputs)
	if (locale === "pl") return __pl.conclave_habemus_how_heading(inputs)
	return __en.conclave_habemus_how_heading(inputs)
});
/**
* | output |
* | --- |
* | "From the central loggia of St Peter's, the protodeacon announces the man elected by his given names in Latin, in the accusative case, then {formula} and his ..." |
*
* @param {Conclave_Habemus_How_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_how_text = /** @type {((inputs: Conclave_Habemus_How_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_How_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_how_text(inputs)
	if (locale === "es") return __es.conclave_habemus_how_text(inputs)
	if (locale === "pt") return __pt.conclave_habemus_how_text(inputs)
	if (locale === "fr") return __fr.conclave_habemus_how_text(inputs)
	if (locale === "de") return __de.conclave_habemus_how_text(inputs)
	if (locale === "pl") return __pl.conclave_habemus_how_text(inputs)
	return __en.conclave_habemus_how_text(inputs)
});
/**
* | output |
* | --- |
* | "Heard a name in Latin from the loggia? Type part of it, or of the surname, to see which elector it is." |
*
* @param {Conclave_Habemus_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_intro = /** @type {((inputs?: Conclave_Habemus_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_intro(inputs)
	if (locale === "es") return __es.conclave_habemus_intro(inputs)
	if (locale === "pt") return __pt.conclave_habemus_intro(inputs)
	if (locale === "fr") return __fr.conclave_habemus_intro(inputs)
	if (locale === "de") return __de.conclave_habemus_intro(inputs)
	if (locale === "pl") return __pl.conclave_habemus_intro(inputs)
	return __en.conclave_habemus_intro(inputs)
});
/**
* | output |
* | --- |
* | "{names}: kept as written, with no established Latin form" |
*
* @param {Conclave_Habemus_KeptInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_kept = /** @type {((inputs: Conclave_Habemus_KeptInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_KeptInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_kept(inputs)
	if (locale === "es") return __es.conclave_habemus_kept(inputs)
	if (locale === "pt") return __pt.conclave_habemus_kept(inputs)
	if (locale === "fr") return __fr.conclave_habemus_kept(inputs)
	if (locale === "de") return __de.conclave_habemus_kept(inputs)
	if (locale === "pl") return __pl.conclave_habemus_kept(inputs)
	return __en.conclave_habemus_kept(inputs)
});
/**
* | output |
* | --- |
* | "Latin given name or surname" |
*
* @param {Conclave_Habemus_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_label = /** @type {((inputs?: Conclave_Habemus_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_label(inputs)
	if (locale === "es") return __es.conclave_habemus_label(inputs)
	if (locale === "pt") return __pt.conclave_habemus_label(inputs)
	if (locale === "fr") return __fr.conclave_habemus_label(inputs)
	if (locale === "de") return __de.conclave_habemus_label(inputs)
	if (locale === "pl") return __pl.conclave_habemus_label(inputs)
	return __en.conclave_habemus_label(inputs)
});
/**
* | output |
* | --- |
* | "The last three announcements" |
*
* @param {Conclave_Habemus_Last_ThreeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_last_three = /** @type {((inputs?: Conclave_Habemus_Last_ThreeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_Last_ThreeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_last_three(inputs)
	if (locale === "es") return __es.conclave_habemus_last_three(inputs)
	if (locale === "pt") return __pt.conclave_habemus_last_three(inputs)
	if (locale === "fr") return __fr.conclave_habemus_last_three(inputs)
	if (locale === "de") return __de.conclave_habemus_last_three(inputs)
	if (locale === "pl") return __pl.conclave_habemus_last_three(inputs)
	return __en.conclave_habemus_last_three(inputs)
});
/**
* | output |
* | --- |
* | "The electors as they would be announced" |
*
* @param {Conclave_Habemus_List_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_list_heading = /** @type {((inputs?: Conclave_Habemus_List_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_List_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_list_heading(inputs)
	if (locale === "es") return __es.conclave_habemus_list_heading(inputs)
	if (locale === "pt") return __pt.conclave_habemus_list_heading(inputs)
	if (locale === "fr") return __fr.conclave_habemus_list_heading(inputs)
	if (locale === "de") return __de.conclave_habemus_list_heading(inputs)
	if (locale === "pl") return __pl.conclave_habemus_list_heading(inputs)
	return __en.conclave_habemus_list_heading(inputs)
});
/**
* | output |
* | --- |
* | "Loading the electors..." |
*
* @param {Conclave_Habemus_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_loading = /** @type {((inputs?: Conclave_Habemus_LoadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_LoadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_loading(inputs)
	if (locale === "es") return __es.conclave_habemus_loading(inputs)
	if (locale === "pt") return __pt.conclave_habemus_loading(inputs)
	if (locale === "fr") return __fr.conclave_habemus_loading(inputs)
	if (locale === "de") return __de.conclave_habemus_loading(inputs)
	if (locale === "pl") return __pl.conclave_habemus_loading(inputs)
	return __en.conclave_habemus_loading(inputs)
});
/**
* | output |
* | --- |
* | "{matches} of {total} electors match “{query}”" |
*
* @param {Conclave_Habemus_MatchesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_matches = /** @type {((inputs: Conclave_Habemus_MatchesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_MatchesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_matches(inputs)
	if (locale === "es") return __es.conclave_habemus_matches(inputs)
	if (locale === "pt") return __pt.conclave_habemus_matches(inputs)
	if (locale === "fr") return __fr.conclave_habemus_matches(inputs)
	if (locale === "de") return __de.conclave_habemus_matches(inputs)
	if (locale === "pl") return __pl.conclave_habemus_matches(inputs)
	return __en.conclave_habemus_matches(inputs)
});
/**
* | output |
* | --- |
* | "No elector's given names or surname contain that. Try fewer letters, or the surname." |
*
* @param {Conclave_Habemus_NoneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_none = /** @type {((inputs?: Conclave_Habemus_NoneInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_NoneInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_none(inputs)
	if (locale === "es") return __es.conclave_habemus_none(inputs)
	if (locale === "pt") return __pt.conclave_habemus_none(inputs)
	if (locale === "fr") return __fr.conclave_habemus_none(inputs)
	if (locale === "de") return __de.conclave_habemus_none(inputs)
	if (locale === "pl") return __pl.conclave_habemus_none(inputs)
	return __en.conclave_habemus_none(inputs)
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
* | "e.g. Petrum, Ioannem, Parolin" |
*
* @param {Conclave_Habemus_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_placeholder = /** @type {((inputs?: Conclave_Habemus_PlaceholderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_PlaceholderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_placeholder(inputs)
	if (locale === "es") return __es.conclave_habemus_placeholder(inputs)
	if (locale === "pt") return __pt.conclave_habemus_placeholder(inputs)
	if (locale === "fr") return __fr.conclave_habemus_placeholder(inputs)
	if (locale === "de") return __de.conclave_habemus_placeholder(inputs)
	if (locale === "pl") return __pl.conclave_habemus_placeholder(inputs)
	return __en.conclave_habemus_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "The protodeacon announces the man elected by his given names in Latin, in the accusative case, then 'Sanctae Romanae Ecclesiae Cardinalem' and his surname un..." |
*
* @param {Conclave_Habemus_RuleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_rule = /** @type {((inputs?: Conclave_Habemus_RuleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_RuleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_rule(inputs)
	if (locale === "es") return __es.conclave_habemus_rule(inputs)
	if (locale === "pt") return __pt.conclave_habemus_rule(inputs)
	if (locale === "fr") return __fr.conclave_habemus_rule(inputs)
	if (locale === "de") return __de.conclave_habemus_rule(inputs)
	if (locale === "pl") return __pl.conclave_habemus_rule(inputs)
	return __en.conclave_habemus_rule(inputs)
});
/**
* | output |
* | --- |
* | "How this site gives each name its Latin form" |
*
* @param {Conclave_Habemus_Rule_SummaryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_rule_summary = /** @type {((inputs?: Conclave_Habemus_Rule_SummaryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_Rule_SummaryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_rule_summary(inputs)
	if (locale === "es") return __es.conclave_habemus_rule_summary(inputs)
	if (locale === "pt") return __pt.conclave_habemus_rule_summary(inputs)
	if (locale === "fr") return __fr.conclave_habemus_rule_summary(inputs)
	if (locale === "de") return __de.conclave_habemus_rule_summary(inputs)
	if (locale === "pl") return __pl.conclave_habemus_rule_summary(inputs)
	return __en.conclave_habemus_rule_summary(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Conclave_Habemus_SearchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_search = /** @type {((inputs?: Conclave_Habemus_SearchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_SearchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_search(inputs)
	if (locale === "es") return __es.conclave_habemus_search(inputs)
	if (locale === "pt") return __pt.conclave_habemus_search(inputs)
	if (locale === "fr") return __fr.conclave_habemus_search(inputs)
	if (locale === "de") return __de.conclave_habemus_search(inputs)
	if (locale === "pl") return __pl.conclave_habemus_search(inputs)
	return __en.conclave_habemus_search(inputs)
});
/**
* | output |
* | --- |
* | "Source:" |
*
* @param {Conclave_Habemus_SourceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_habemus_source = /** @type {((inputs?: Conclave_Habemus_SourceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Habemus_SourceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_habemus_source(inputs)
	if (locale === "es") return __es.conclave_habemus_source(inputs)
	if (locale === "pt") return __pt.conclave_habemus_source(inputs)
	if (locale === "fr") return __fr.conclave_habemus_source(inputs)
	if (locale === "de") return __de.conclave_habemus_source(inputs)
	if (locale === "pl") return __pl.conclave_habemus_source(inputs)
	return __en.conclave_habemus_source(inputs)
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
* | "Every elector's given names in Latin, as the protodeacon would announce them from the loggia (Parolin: Petrum), with a search by part of a Latin name or surn..." |
*
* @param {Conclave_Meta_Habemus_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_meta_habemus_description = /** @type {((inputs?: Conclave_Meta_Habemus_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Meta_Habemus_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_meta_habemus_description(inputs)
	if (locale === "es") return __es.conclave_meta_habemus_description(inputs)
	if (locale === "pt") return __pt.conclave_meta_habemus_description(inputs)
	if (locale === "fr") return __fr.conclave_meta_habemus_description(inputs)
	if (locale === "de") return __de.conclave_meta_habemus_description(inputs)
	if (locale === "pl") return __pl.conclave_meta_habemus_description(inputs)
	return __en.conclave_meta_habemus_description(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam decoder: the electors' names in Latin" |
*
* @param {Conclave_Meta_Habemus_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const conclave_meta_habemus_title = /** @type {((inputs?: Conclave_Meta_Habemus_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conclave_Meta_Habemus_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.conclave_meta_habemus_title(inputs)
	if (locale === "es") return __es.conclave_meta_habemus_title(inputs)
	if (locale === "pt") return __pt.conclave_meta_habemus_title(inputs)
	if (locale === "fr") return __fr.conclave_meta_habemus_title(inputs)
	if (locale === "de") return __de.conclave_meta_habemus_title(inputs)
	if (locale === "pl") return __pl.conclave_meta_habemus_title(inputs)
	return __en.conclave_meta_habemus_title(inputs)
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
* | "Browse, search and filter every member of the College of Cardinals: age, country, region, office and who created them, with electors under 80 marked." |
*
* @param {Directory_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const directory_meta_description = /** @type {((inputs?: Directory_Meta_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Directory_Meta_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.directory_meta_description(inputs)
	if (locale === "es") return __es.directory_meta_description(inputs)
	if (locale === "pt") return __pt.directory_meta_description(inputs)
	if (locale === "fr") return __fr.directory_meta_description(inputs)
	if (locale === "de") return __de.directory_meta_description(inputs)
	if (locale === "pl") return __pl.directory_meta_description(inputs)
	return __en.directory_meta_description(inputs)
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
* | "Close" |
*
* @param {Games_CloseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_close = /** @type {((inputs?: Games_CloseInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_CloseInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_close(inputs)
	if (locale === "es") return __es.games_close(inputs)
	if (locale === "pt") return __pt.games_close(inputs)
	if (locale === "fr") return __fr.games_close(inputs)
	if (locale === "de") return __de.games_close(inputs)
	if (locale === "pl") return __pl.games_close(inputs)
	return __en.games_close(inputs)
});
/**
* | output |
* | --- |
* | "Full Instructions" |
*
* @param {Games_Full_InstructionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_full_instructions = /** @type {((inputs?: Games_Full_InstructionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Full_InstructionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_full_instructions(inputs)
	if (locale === "es") return __es.games_full_instructions(inputs)
	if (locale === "pt") return __pt.games_full_instructions(inputs)
	if (locale === "fr") return __fr.games_full_instructions(inputs)
	if (locale === "de") return __de.games_full_instructions(inputs)
	if (locale === "pl") return __pl.games_full_instructions(inputs)
	return __en.games_full_instructions(inputs)
});
/**
* | output |
* | --- |
* | "Too many gulls. Game over." |
*
* @param {Games_Gull_Announce_LostInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_announce_lost = /** @type {((inputs?: Games_Gull_Announce_LostInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Announce_LostInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_announce_lost(inputs)
	if (locale === "es") return __es.games_gull_announce_lost(inputs)
	if (locale === "pt") return __pt.games_gull_announce_lost(inputs)
	if (locale === "fr") return __fr.games_gull_announce_lost(inputs)
	if (locale === "de") return __de.games_gull_announce_lost(inputs)
	if (locale === "pl") return __pl.games_gull_announce_lost(inputs)
	return __en.games_gull_announce_lost(inputs)
});
/**
* | output |
* | --- |
* | "You won. Game over." |
*
* @param {Games_Gull_Announce_WonInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_announce_won = /** @type {((inputs?: Games_Gull_Announce_WonInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Announce_WonInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_announce_won(inputs)
	if (locale === "es") return __es.games_gull_announce_won(inputs)
	if (locale === "pt") return __pt.games_gull_announce_won(inputs)
	if (locale === "fr") return __fr.games_gull_announce_won(inputs)
	if (locale === "de") return __de.games_gull_announce_won(inputs)
	if (locale === "pl") return __pl.games_gull_announce_won(inputs)
	return __en.games_gull_announce_won(inputs)
});
/**
* | output |
* | --- |
* | "Black smoke: no Pope yet." |
*
* @param {Games_Gull_Black_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_black_smoke = /** @type {((inputs?: Games_Gull_Black_SmokeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Black_SmokeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_black_smoke(inputs)
	if (locale === "es") return __es.games_gull_black_smoke(inputs)
	if (locale === "pt") return __pt.games_gull_black_smoke(inputs)
	if (locale === "fr") return __fr.games_gull_black_smoke(inputs)
	if (locale === "de") return __de.games_gull_black_smoke(inputs)
	if (locale === "pl") return __pl.games_gull_black_smoke(inputs)
	return __en.games_gull_black_smoke(inputs)
});
/**
* | output |
* | --- |
* | "{title}: gulls landing on the Sistine Chapel roof" |
*
* @param {Games_Gull_Canvas_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_canvas_label = /** @type {((inputs: Games_Gull_Canvas_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Canvas_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_canvas_label(inputs)
	if (locale === "es") return __es.games_gull_canvas_label(inputs)
	if (locale === "pt") return __pt.games_gull_canvas_label(inputs)
	if (locale === "fr") return __fr.games_gull_canvas_label(inputs)
	if (locale === "de") return __de.games_gull_canvas_label(inputs)
	if (locale === "pl") return __pl.games_gull_canvas_label(inputs)
	return __en.games_gull_canvas_label(inputs)
});
/**
* | output |
* | --- |
* | "Clear all high scores" |
*
* @param {Games_Gull_Clear_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_clear_high_scores = /** @type {((inputs?: Games_Gull_Clear_High_ScoresInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Clear_High_ScoresInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_clear_high_scores(inputs)
	if (locale === "es") return __es.games_gull_clear_high_scores(inputs)
	if (locale === "pt") return __pt.games_gull_clear_high_scores(inputs)
	if (locale === "fr") return __fr.games_gull_clear_high_scores(inputs)
	if (locale === "de") return __de.games_gull_clear_high_scores(inputs)
	if (locale === "pl") return __pl.games_gull_clear_high_scores(inputs)
	return __en.games_gull_clear_high_scores(inputs)
});
/**
* | output |
* | --- |
* | "Gulls that end the game" |
*
* @param {Games_Gull_Col_MaxInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_col_max = /** @type {((inputs?: Games_Gull_Col_MaxInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Col_MaxInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_col_max(inputs)
	if (locale === "es") return __es.games_gull_col_max(inputs)
	if (locale === "pt") return __pt.games_gull_col_max(inputs)
	if (locale === "fr") return __fr.games_gull_col_max(inputs)
	if (locale === "de") return __de.games_gull_col_max(inputs)
	if (locale === "pl") return __pl.games_gull_col_max(inputs)
	return __en.games_gull_col_max(inputs)
});
/**
* | output |
* | --- |
* | "Gulls flying in at once" |
*
* @param {Games_Gull_Col_SpawnInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_col_spawn = /** @type {((inputs?: Games_Gull_Col_SpawnInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Col_SpawnInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_col_spawn(inputs)
	if (locale === "es") return __es.games_gull_col_spawn(inputs)
	if (locale === "pt") return __pt.games_gull_col_spawn(inputs)
	if (locale === "fr") return __fr.games_gull_col_spawn(inputs)
	if (locale === "de") return __de.games_gull_col_spawn(inputs)
	if (locale === "pl") return __pl.games_gull_col_spawn(inputs)
	return __en.games_gull_col_spawn(inputs)
});
/**
* | output |
* | --- |
* | "Speed" |
*
* @param {Games_Gull_Col_SpeedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_col_speed = /** @type {((inputs?: Games_Gull_Col_SpeedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Col_SpeedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_col_speed(inputs)
	if (locale === "es") return __es.games_gull_col_speed(inputs)
	if (locale === "pt") return __pt.games_gull_col_speed(inputs)
	if (locale === "fr") return __fr.games_gull_col_speed(inputs)
	if (locale === "de") return __de.games_gull_col_speed(inputs)
	if (locale === "pl") return __pl.games_gull_col_speed(inputs)
	return __en.games_gull_col_speed(inputs)
});
/**
* | output |
* | --- |
* | "Are you sure you want to clear all high scores?" |
*
* @param {Games_Gull_Confirm_ClearInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_confirm_clear = /** @type {((inputs?: Games_Gull_Confirm_ClearInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Confirm_ClearInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_confirm_clear(inputs)
	if (locale === "es") return __es.games_gull_confirm_clear(inputs)
	if (locale === "pt") return __pt.games_gull_confirm_clear(inputs)
	if (locale === "fr") return __fr.games_gull_confirm_clear(inputs)
	if (locale === "de") return __de.games_gull_confirm_clear(inputs)
	if (locale === "pl") return __pl.games_gull_confirm_clear(inputs)
	return __en.games_gull_confirm_clear(inputs)
});
/**
* | output |
* | --- |
* | "Clear the gulls from the Sistine Chapel before the conclave ends." |
*
* @param {Games_Gull_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_dialog_description = /** @type {((inputs?: Games_Gull_Dialog_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Dialog_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_dialog_description(inputs)
	if (locale === "es") return __es.games_gull_dialog_description(inputs)
	if (locale === "pt") return __pt.games_gull_dialog_description(inputs)
	if (locale === "fr") return __fr.games_gull_dialog_description(inputs)
	if (locale === "de") return __de.games_gull_dialog_description(inputs)
	if (locale === "pl") return __pl.games_gull_dialog_description(inputs)
	return __en.games_gull_dialog_description(inputs)
});
/**
* | output |
* | --- |
* | "How to play" |
*
* @param {Games_Gull_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_dialog_title = /** @type {((inputs?: Games_Gull_Dialog_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Dialog_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_dialog_title(inputs)
	if (locale === "es") return __es.games_gull_dialog_title(inputs)
	if (locale === "pt") return __pt.games_gull_dialog_title(inputs)
	if (locale === "fr") return __fr.games_gull_dialog_title(inputs)
	if (locale === "de") return __de.games_gull_dialog_title(inputs)
	if (locale === "pl") return __pl.games_gull_dialog_title(inputs)
	return __en.games_gull_dialog_title(inputs)
});
/**
* | output |
* | --- |
* | "Drag to aim" |
*
* @param {Games_Gull_Drag_To_AimInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_drag_to_aim = /** @type {((inputs?: Games_Gull_Drag_To_AimInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Drag_To_AimInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_drag_to_aim(inputs)
	if (locale === "es") return __es.games_gull_drag_to_aim(inputs)
	if (locale === "pt") return __pt.games_gull_drag_to_aim(inputs)
	if (locale === "fr") return __fr.games_gull_drag_to_aim(inputs)
	if (locale === "de") return __de.games_gull_drag_to_aim(inputs)
	if (locale === "pl") return __pl.games_gull_drag_to_aim(inputs)
	return __en.games_gull_drag_to_aim(inputs)
});
/**
* | output |
* | --- |
* | "Exit Big Mode" |
*
* @param {Games_Gull_Exit_BigInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_exit_big = /** @type {((inputs?: Games_Gull_Exit_BigInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Exit_BigInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_exit_big(inputs)
	if (locale === "es") return __es.games_gull_exit_big(inputs)
	if (locale === "pt") return __pt.games_gull_exit_big(inputs)
	if (locale === "fr") return __fr.games_gull_exit_big(inputs)
	if (locale === "de") return __de.games_gull_exit_big(inputs)
	if (locale === "pl") return __pl.games_gull_exit_big(inputs)
	return __en.games_gull_exit_big(inputs)
});
/**
* | output |
* | --- |
* | "Exit Fullscreen" |
*
* @param {Games_Gull_Exit_FullscreenInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_exit_fullscreen = /** @type {((inputs?: Games_Gull_Exit_FullscreenInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Exit_FullscreenInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_exit_fullscreen(inputs)
	if (locale === "es") return __es.games_gull_exit_fullscreen(inputs)
	if (locale === "pt") return __pt.games_gull_exit_fullscreen(inputs)
	if (locale === "fr") return __fr.games_gull_exit_fullscreen(inputs)
	if (locale === "de") return __de.games_gull_exit_fullscreen(inputs)
	if (locale === "pl") return __pl.games_gull_exit_fullscreen(inputs)
	return __en.games_gull_exit_fullscreen(inputs)
});
/**
* | output |
* | --- |
* | "FINAL SCORE {score}" |
*
* @param {Games_Gull_Final_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_final_score = /** @type {((inputs: Games_Gull_Final_ScoreInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Final_ScoreInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_final_score(inputs)
	if (locale === "es") return __es.games_gull_final_score(inputs)
	if (locale === "pt") return __pt.games_gull_final_score(inputs)
	if (locale === "fr") return __fr.games_gull_final_score(inputs)
	if (locale === "de") return __de.games_gull_final_score(inputs)
	if (locale === "pl") return __pl.games_gull_final_score(inputs)
	return __en.games_gull_final_score(inputs)
});
/**
* | output |
* | --- |
* | "The conclave is in session, and the gulls have chosen the Sistine Chapel roof as their meeting place." |
*
* @param {Games_Gull_Full_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_1 = /** @type {((inputs?: Games_Gull_Full_1Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_1Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_1(inputs)
	if (locale === "es") return __es.games_gull_full_1(inputs)
	if (locale === "pt") return __pt.games_gull_full_1(inputs)
	if (locale === "fr") return __fr.games_gull_full_1(inputs)
	if (locale === "de") return __de.games_gull_full_1(inputs)
	if (locale === "pl") return __pl.games_gull_full_1(inputs)
	return __en.games_gull_full_1(inputs)
});
/**
* | output |
* | --- |
* | "Move the mouse to aim and click to shoot. Shots near a gull still count: each gull has a generous hit area." |
*
* @param {Games_Gull_Full_2_MouseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_2_mouse = /** @type {((inputs?: Games_Gull_Full_2_MouseInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_2_MouseInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_2_mouse(inputs)
	if (locale === "es") return __es.games_gull_full_2_mouse(inputs)
	if (locale === "pt") return __pt.games_gull_full_2_mouse(inputs)
	if (locale === "fr") return __fr.games_gull_full_2_mouse(inputs)
	if (locale === "de") return __de.games_gull_full_2_mouse(inputs)
	if (locale === "pl") return __pl.games_gull_full_2_mouse(inputs)
	return __en.games_gull_full_2_mouse(inputs)
});
/**
* | output |
* | --- |
* | "Drag your finger to move the yellow aiming circle, then tap a gull to shoot it. Shots near a gull still count: each gull has a generous hit area." |
*
* @param {Games_Gull_Full_2_TouchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_2_touch = /** @type {((inputs?: Games_Gull_Full_2_TouchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_2_TouchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_2_touch(inputs)
	if (locale === "es") return __es.games_gull_full_2_touch(inputs)
	if (locale === "pt") return __pt.games_gull_full_2_touch(inputs)
	if (locale === "fr") return __fr.games_gull_full_2_touch(inputs)
	if (locale === "de") return __de.games_gull_full_2_touch(inputs)
	if (locale === "pl") return __pl.games_gull_full_2_touch(inputs)
	return __en.games_gull_full_2_touch(inputs)
});
/**
* | output |
* | --- |
* | "Each shot hits one gull. A gull in flight is worth {flying} points, a gull on the roof {perched}." |
*
* @param {Games_Gull_Full_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_3 = /** @type {((inputs: Games_Gull_Full_3Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_3Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_3(inputs)
	if (locale === "es") return __es.games_gull_full_3(inputs)
	if (locale === "pt") return __pt.games_gull_full_3(inputs)
	if (locale === "fr") return __fr.games_gull_full_3(inputs)
	if (locale === "de") return __de.games_gull_full_3(inputs)
	if (locale === "pl") return __pl.games_gull_full_3(inputs)
	return __en.games_gull_full_3(inputs)
});
/**
* | output |
* | --- |
* | "Gulls arrive one at a time, and more often as the levels go on. In level 1 only one gull flies in at a time; by level {levels} up to {spawnMax} are in the ai..." |
*
* @param {Games_Gull_Full_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_4 = /** @type {((inputs: Games_Gull_Full_4Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_4Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_4(inputs)
	if (locale === "es") return __es.games_gull_full_4(inputs)
	if (locale === "pt") return __pt.games_gull_full_4(inputs)
	if (locale === "fr") return __fr.games_gull_full_4(inputs)
	if (locale === "de") return __de.games_gull_full_4(inputs)
	if (locale === "pl") return __pl.games_gull_full_4(inputs)
	return __en.games_gull_full_4(inputs)
});
/**
* | output |
* | --- |
* | "The game has {levels} levels of two minutes. Between levels the screen turns black, like the smoke of an inconclusive ballot." |
*
* @param {Games_Gull_Full_5Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_5 = /** @type {((inputs: Games_Gull_Full_5Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_5Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_5(inputs)
	if (locale === "es") return __es.games_gull_full_5(inputs)
	if (locale === "pt") return __pt.games_gull_full_5(inputs)
	if (locale === "fr") return __fr.games_gull_full_5(inputs)
	if (locale === "de") return __de.games_gull_full_5(inputs)
	if (locale === "pl") return __pl.games_gull_full_5(inputs)
	return __en.games_gull_full_5(inputs)
});
/**
* | output |
* | --- |
* | "When white smoke rises in the last 30 seconds of a level, hold on: the level is nearly over." |
*
* @param {Games_Gull_Full_6Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_6 = /** @type {((inputs?: Games_Gull_Full_6Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_6Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_6(inputs)
	if (locale === "es") return __es.games_gull_full_6(inputs)
	if (locale === "pt") return __pt.games_gull_full_6(inputs)
	if (locale === "fr") return __fr.games_gull_full_6(inputs)
	if (locale === "de") return __de.games_gull_full_6(inputs)
	if (locale === "pl") return __pl.games_gull_full_6(inputs)
	return __en.games_gull_full_6(inputs)
});
/**
* | output |
* | --- |
* | "Survive all {levels} levels and the white smoke announces 'Habemus Papam!'." |
*
* @param {Games_Gull_Full_7Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_full_7 = /** @type {((inputs: Games_Gull_Full_7Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Full_7Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_full_7(inputs)
	if (locale === "es") return __es.games_gull_full_7(inputs)
	if (locale === "pt") return __pt.games_gull_full_7(inputs)
	if (locale === "fr") return __fr.games_gull_full_7(inputs)
	if (locale === "de") return __de.games_gull_full_7(inputs)
	if (locale === "pl") return __pl.games_gull_full_7(inputs)
	return __en.games_gull_full_7(inputs)
});
/**
* | output |
* | --- |
* | "Fullscreen" |
*
* @param {Games_Gull_FullscreenInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_fullscreen = /** @type {((inputs?: Games_Gull_FullscreenInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_FullscreenInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_fullscreen(inputs)
	if (locale === "es") return __es.games_gull_fullscreen(inputs)
	if (locale === "pt") return __pt.games_gull_fullscreen(inputs)
	if (locale === "fr") return __fr.games_gull_fullscreen(inputs)
	if (locale === "de") return __de.games_gull_fullscreen(inputs)
	if (locale === "pl") return __pl.games_gull_fullscreen(inputs)
	return __en.games_gull_fullscreen(inputs)
});
/**
* | output |
* | --- |
* | "HIGH SCORES" |
*
* @param {Games_Gull_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_high_scores = /** @type {((inputs?: Games_Gull_High_ScoresInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_High_ScoresInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_high_scores(inputs)
	if (locale === "es") return __es.games_gull_high_scores(inputs)
	if (locale === "pt") return __pt.games_gull_high_scores(inputs)
	if (locale === "fr") return __fr.games_gull_high_scores(inputs)
	if (locale === "de") return __de.games_gull_high_scores(inputs)
	if (locale === "pl") return __pl.games_gull_high_scores(inputs)
	return __en.games_gull_high_scores(inputs)
});
/**
* | output |
* | --- |
* | "HOW TO PLAY" |
*
* @param {Games_Gull_How_To_Play_CapsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_how_to_play_caps = /** @type {((inputs?: Games_Gull_How_To_Play_CapsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_How_To_Play_CapsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_how_to_play_caps(inputs)
	if (locale === "es") return __es.games_gull_how_to_play_caps(inputs)
	if (locale === "pt") return __pt.games_gull_how_to_play_caps(inputs)
	if (locale === "fr") return __fr.games_gull_how_to_play_caps(inputs)
	if (locale === "de") return __de.games_gull_how_to_play_caps(inputs)
	if (locale === "pl") return __pl.games_gull_how_to_play_caps(inputs)
	return __en.games_gull_how_to_play_caps(inputs)
});
/**
* | output |
* | --- |
* | "Level" |
*
* @param {Games_Gull_LevelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_level = /** @type {((inputs?: Games_Gull_LevelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_LevelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_level(inputs)
	if (locale === "es") return __es.games_gull_level(inputs)
	if (locale === "pt") return __pt.games_gull_level(inputs)
	if (locale === "fr") return __fr.games_gull_level(inputs)
	if (locale === "de") return __de.games_gull_level(inputs)
	if (locale === "pl") return __pl.games_gull_level(inputs)
	return __en.games_gull_level(inputs)
});
/**
* | output |
* | --- |
* | "Level {level} Complete!" |
*
* @param {Games_Gull_Level_CompleteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_level_complete = /** @type {((inputs: Games_Gull_Level_CompleteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Level_CompleteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_level_complete(inputs)
	if (locale === "es") return __es.games_gull_level_complete(inputs)
	if (locale === "pt") return __pt.games_gull_level_complete(inputs)
	if (locale === "fr") return __fr.games_gull_level_complete(inputs)
	if (locale === "de") return __de.games_gull_level_complete(inputs)
	if (locale === "pl") return __pl.games_gull_level_complete(inputs)
	return __en.games_gull_level_complete(inputs)
});
/**
* | output |
* | --- |
* | "Levels (two minutes each)" |
*
* @param {Games_Gull_Levels_CaptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_levels_caption = /** @type {((inputs?: Games_Gull_Levels_CaptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Levels_CaptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_levels_caption(inputs)
	if (locale === "es") return __es.games_gull_levels_caption(inputs)
	if (locale === "pt") return __pt.games_gull_levels_caption(inputs)
	if (locale === "fr") return __fr.games_gull_levels_caption(inputs)
	if (locale === "de") return __de.games_gull_levels_caption(inputs)
	if (locale === "pl") return __pl.games_gull_levels_caption(inputs)
	return __en.games_gull_levels_caption(inputs)
});
/**
* | output |
* | --- |
* | "Game over" |
*
* @param {Games_Gull_Lose_AltInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_lose_alt = /** @type {((inputs?: Games_Gull_Lose_AltInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Lose_AltInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_lose_alt(inputs)
	if (locale === "es") return __es.games_gull_lose_alt(inputs)
	if (locale === "pt") return __pt.games_gull_lose_alt(inputs)
	if (locale === "fr") return __fr.games_gull_lose_alt(inputs)
	if (locale === "de") return __de.games_gull_lose_alt(inputs)
	if (locale === "pl") return __pl.games_gull_lose_alt(inputs)
	return __en.games_gull_lose_alt(inputs)
});
/**
* | output |
* | --- |
* | "The gulls have taken the roof!" |
*
* @param {Games_Gull_Lose_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_lose_line = /** @type {((inputs?: Games_Gull_Lose_LineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Lose_LineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_lose_line(inputs)
	if (locale === "es") return __es.games_gull_lose_line(inputs)
	if (locale === "pt") return __pt.games_gull_lose_line(inputs)
	if (locale === "fr") return __fr.games_gull_lose_line(inputs)
	if (locale === "de") return __de.games_gull_lose_line(inputs)
	if (locale === "pl") return __pl.games_gull_lose_line(inputs)
	return __en.games_gull_lose_line(inputs)
});
/**
* | output |
* | --- |
* | "MAIN MENU" |
*
* @param {Games_Gull_Main_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_main_menu = /** @type {((inputs?: Games_Gull_Main_MenuInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Main_MenuInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_main_menu(inputs)
	if (locale === "es") return __es.games_gull_main_menu(inputs)
	if (locale === "pt") return __pt.games_gull_main_menu(inputs)
	if (locale === "fr") return __fr.games_gull_main_menu(inputs)
	if (locale === "de") return __de.games_gull_main_menu(inputs)
	if (locale === "pl") return __pl.games_gull_main_menu(inputs)
	return __en.games_gull_main_menu(inputs)
});
/**
* | output |
* | --- |
* | "Complete all {levels} levels to elect a new Pope!" |
*
* @param {Games_Gull_Menu_GoalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_menu_goal = /** @type {((inputs: Games_Gull_Menu_GoalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Menu_GoalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_menu_goal(inputs)
	if (locale === "es") return __es.games_gull_menu_goal(inputs)
	if (locale === "pt") return __pt.games_gull_menu_goal(inputs)
	if (locale === "fr") return __fr.games_gull_menu_goal(inputs)
	if (locale === "de") return __de.games_gull_menu_goal(inputs)
	if (locale === "pl") return __pl.games_gull_menu_goal(inputs)
	return __en.games_gull_menu_goal(inputs)
});
/**
* | output |
* | --- |
* | "Clear the gulls from the Sistine Chapel!" |
*
* @param {Games_Gull_Menu_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_menu_line = /** @type {((inputs?: Games_Gull_Menu_LineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Menu_LineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_menu_line(inputs)
	if (locale === "es") return __es.games_gull_menu_line(inputs)
	if (locale === "pt") return __pt.games_gull_menu_line(inputs)
	if (locale === "fr") return __fr.games_gull_menu_line(inputs)
	if (locale === "de") return __de.games_gull_menu_line(inputs)
	if (locale === "pl") return __pl.games_gull_menu_line(inputs)
	return __en.games_gull_menu_line(inputs)
});
/**
* | output |
* | --- |
* | "NEW HIGH SCORE! YOUR INITIALS" |
*
* @param {Games_Gull_New_High_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_new_high_score = /** @type {((inputs?: Games_Gull_New_High_ScoreInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_New_High_ScoreInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_new_high_score(inputs)
	if (locale === "es") return __es.games_gull_new_high_score(inputs)
	if (locale === "pt") return __pt.games_gull_new_high_score(inputs)
	if (locale === "fr") return __fr.games_gull_new_high_score(inputs)
	if (locale === "de") return __de.games_gull_new_high_score(inputs)
	if (locale === "pl") return __pl.games_gull_new_high_score(inputs)
	return __en.games_gull_new_high_score(inputs)
});
/**
* | output |
* | --- |
* | "No high scores yet." |
*
* @param {Games_Gull_No_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_no_high_scores = /** @type {((inputs?: Games_Gull_No_High_ScoresInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_No_High_ScoresInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_no_high_scores(inputs)
	if (locale === "es") return __es.games_gull_no_high_scores(inputs)
	if (locale === "pt") return __pt.games_gull_no_high_scores(inputs)
	if (locale === "fr") return __fr.games_gull_no_high_scores(inputs)
	if (locale === "de") return __de.games_gull_no_high_scores(inputs)
	if (locale === "pl") return __pl.games_gull_no_high_scores(inputs)
	return __en.games_gull_no_high_scores(inputs)
});
/**
* | output |
* | --- |
* | "PAUSED" |
*
* @param {Games_Gull_PausedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_paused = /** @type {((inputs?: Games_Gull_PausedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_PausedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_paused(inputs)
	if (locale === "es") return __es.games_gull_paused(inputs)
	if (locale === "pt") return __pt.games_gull_paused(inputs)
	if (locale === "fr") return __fr.games_gull_paused(inputs)
	if (locale === "de") return __de.games_gull_paused(inputs)
	if (locale === "pl") return __pl.games_gull_paused(inputs)
	return __en.games_gull_paused(inputs)
});
/**
* | output |
* | --- |
* | "Play in Big Mode" |
*
* @param {Games_Gull_Play_BigInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_play_big = /** @type {((inputs?: Games_Gull_Play_BigInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Play_BigInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_play_big(inputs)
	if (locale === "es") return __es.games_gull_play_big(inputs)
	if (locale === "pt") return __pt.games_gull_play_big(inputs)
	if (locale === "fr") return __fr.games_gull_play_big(inputs)
	if (locale === "de") return __de.games_gull_play_big(inputs)
	if (locale === "pl") return __pl.games_gull_play_big(inputs)
	return __en.games_gull_play_big(inputs)
});
/**
* | output |
* | --- |
* | "Played {time} in all" |
*
* @param {Games_Gull_PlayedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_played = /** @type {((inputs: Games_Gull_PlayedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_PlayedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_played(inputs)
	if (locale === "es") return __es.games_gull_played(inputs)
	if (locale === "pt") return __pt.games_gull_played(inputs)
	if (locale === "fr") return __fr.games_gull_played(inputs)
	if (locale === "de") return __de.games_gull_played(inputs)
	if (locale === "pl") return __pl.games_gull_played(inputs)
	return __en.games_gull_played(inputs)
});
/**
* | output |
* | --- |
* | "RESTART" |
*
* @param {Games_Gull_RestartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_restart = /** @type {((inputs?: Games_Gull_RestartInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_RestartInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_restart(inputs)
	if (locale === "es") return __es.games_gull_restart(inputs)
	if (locale === "pt") return __pt.games_gull_restart(inputs)
	if (locale === "fr") return __fr.games_gull_restart(inputs)
	if (locale === "de") return __de.games_gull_restart(inputs)
	if (locale === "pl") return __pl.games_gull_restart(inputs)
	return __en.games_gull_restart(inputs)
});
/**
* | output |
* | --- |
* | "Gulls on the roof" |
*
* @param {Games_Gull_Roof_BarInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_roof_bar = /** @type {((inputs?: Games_Gull_Roof_BarInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Roof_BarInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_roof_bar(inputs)
	if (locale === "es") return __es.games_gull_roof_bar(inputs)
	if (locale === "pt") return __pt.games_gull_roof_bar(inputs)
	if (locale === "fr") return __fr.games_gull_roof_bar(inputs)
	if (locale === "de") return __de.games_gull_roof_bar(inputs)
	if (locale === "pl") return __pl.games_gull_roof_bar(inputs)
	return __en.games_gull_roof_bar(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {max} gulls" |
*
* @param {Games_Gull_Roof_CountInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_roof_count = /** @type {((inputs: Games_Gull_Roof_CountInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Roof_CountInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_roof_count(inputs)
	if (locale === "es") return __es.games_gull_roof_count(inputs)
	if (locale === "pt") return __pt.games_gull_roof_count(inputs)
	if (locale === "fr") return __fr.games_gull_roof_count(inputs)
	if (locale === "de") return __de.games_gull_roof_count(inputs)
	if (locale === "pl") return __pl.games_gull_roof_count(inputs)
	return __en.games_gull_roof_count(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Games_Gull_SaveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_save = /** @type {((inputs?: Games_Gull_SaveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_SaveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_save(inputs)
	if (locale === "es") return __es.games_gull_save(inputs)
	if (locale === "pt") return __pt.games_gull_save(inputs)
	if (locale === "fr") return __fr.games_gull_save(inputs)
	if (locale === "de") return __de.games_gull_save(inputs)
	if (locale === "pl") return __pl.games_gull_save(inputs)
	return __en.games_gull_save(inputs)
});
/**
* | output |
* | --- |
* | "Score" |
*
* @param {Games_Gull_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_score = /** @type {((inputs?: Games_Gull_ScoreInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_ScoreInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_score(inputs)
	if (locale === "es") return __es.games_gull_score(inputs)
	if (locale === "pt") return __pt.games_gull_score(inputs)
	if (locale === "fr") return __fr.games_gull_score(inputs)
	if (locale === "de") return __de.games_gull_score(inputs)
	if (locale === "pl") return __pl.games_gull_score(inputs)
	return __en.games_gull_score(inputs)
});
/**
* | output |
* | --- |
* | "SCORE {score} TIME LEFT {time}" |
*
* @param {Games_Gull_Score_TimeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_score_time = /** @type {((inputs: Games_Gull_Score_TimeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Score_TimeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_score_time(inputs)
	if (locale === "es") return __es.games_gull_score_time(inputs)
	if (locale === "pt") return __pt.games_gull_score_time(inputs)
	if (locale === "fr") return __fr.games_gull_score_time(inputs)
	if (locale === "de") return __de.games_gull_score_time(inputs)
	if (locale === "pl") return __pl.games_gull_score_time(inputs)
	return __en.games_gull_score_time(inputs)
});
/**
* | output |
* | --- |
* | "Gulls are taking over the Sistine Chapel roof. Play {levels} levels of two minutes each." |
*
* @param {Games_Gull_Short_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_1 = /** @type {((inputs: Games_Gull_Short_1Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Short_1Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_short_1(inputs)
	if (locale === "es") return __es.games_gull_short_1(inputs)
	if (locale === "pt") return __pt.games_gull_short_1(inputs)
	if (locale === "fr") return __fr.games_gull_short_1(inputs)
	if (locale === "de") return __de.games_gull_short_1(inputs)
	if (locale === "pl") return __pl.games_gull_short_1(inputs)
	return __en.games_gull_short_1(inputs)
});
/**
* | output |
* | --- |
* | "Click a gull to shoot it: {flying} points in flight, {perched} once it has landed." |
*
* @param {Games_Gull_Short_2_MouseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_2_mouse = /** @type {((inputs: Games_Gull_Short_2_MouseInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Short_2_MouseInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_short_2_mouse(inputs)
	if (locale === "es") return __es.games_gull_short_2_mouse(inputs)
	if (locale === "pt") return __pt.games_gull_short_2_mouse(inputs)
	if (locale === "fr") return __fr.games_gull_short_2_mouse(inputs)
	if (locale === "de") return __de.games_gull_short_2_mouse(inputs)
	if (locale === "pl") return __pl.games_gull_short_2_mouse(inputs)
	return __en.games_gull_short_2_mouse(inputs)
});
/**
* | output |
* | --- |
* | "Tap a gull to shoot it: {flying} points in flight, {perched} once it has landed." |
*
* @param {Games_Gull_Short_2_TouchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_2_touch = /** @type {((inputs: Games_Gull_Short_2_TouchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Short_2_TouchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_short_2_touch(inputs)
	if (locale === "es") return __es.games_gull_short_2_touch(inputs)
	if (locale === "pt") return __pt.games_gull_short_2_touch(inputs)
	if (locale === "fr") return __fr.games_gull_short_2_touch(inputs)
	if (locale === "de") return __de.games_gull_short_2_touch(inputs)
	if (locale === "pl") return __pl.games_gull_short_2_touch(inputs)
	return __en.games_gull_short_2_touch(inputs)
});
/**
* | output |
* | --- |
* | "Each level brings more and faster gulls: {inFlight} may fly in at once. Let {limits} gulls gather (level 1 to {levels}) and the game is over." |
*
* @param {Games_Gull_Short_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_3 = /** @type {((inputs: Games_Gull_Short_3Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Short_3Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_short_3(inputs)
	if (locale === "es") return __es.games_gull_short_3(inputs)
	if (locale === "pt") return __pt.games_gull_short_3(inputs)
	if (locale === "fr") return __fr.games_gull_short_3(inputs)
	if (locale === "de") return __de.games_gull_short_3(inputs)
	if (locale === "pl") return __pl.games_gull_short_3(inputs)
	return __en.games_gull_short_3(inputs)
});
/**
* | output |
* | --- |
* | "In the last 30 seconds of a level, white smoke warns that a Pope is about to be elected." |
*
* @param {Games_Gull_Short_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_short_4 = /** @type {((inputs?: Games_Gull_Short_4Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Short_4Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_short_4(inputs)
	if (locale === "es") return __es.games_gull_short_4(inputs)
	if (locale === "pt") return __pt.games_gull_short_4(inputs)
	if (locale === "fr") return __fr.games_gull_short_4(inputs)
	if (locale === "de") return __de.games_gull_short_4(inputs)
	if (locale === "pl") return __pl.games_gull_short_4(inputs)
	return __en.games_gull_short_4(inputs)
});
/**
* | output |
* | --- |
* | "SHOW HIGH SCORES" |
*
* @param {Games_Gull_Show_High_ScoresInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_show_high_scores = /** @type {((inputs?: Games_Gull_Show_High_ScoresInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Show_High_ScoresInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_show_high_scores(inputs)
	if (locale === "es") return __es.games_gull_show_high_scores(inputs)
	if (locale === "pt") return __pt.games_gull_show_high_scores(inputs)
	if (locale === "fr") return __fr.games_gull_show_high_scores(inputs)
	if (locale === "de") return __de.games_gull_show_high_scores(inputs)
	if (locale === "pl") return __pl.games_gull_show_high_scores(inputs)
	return __en.games_gull_show_high_scores(inputs)
});
/**
* | output |
* | --- |
* | "Game Instructions" |
*
* @param {Games_Gull_Side_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_side_title = /** @type {((inputs?: Games_Gull_Side_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Side_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_side_title(inputs)
	if (locale === "es") return __es.games_gull_side_title(inputs)
	if (locale === "pt") return __pt.games_gull_side_title(inputs)
	if (locale === "fr") return __fr.games_gull_side_title(inputs)
	if (locale === "de") return __de.games_gull_side_title(inputs)
	if (locale === "pl") return __pl.games_gull_side_title(inputs)
	return __en.games_gull_side_title(inputs)
});
/**
* | output |
* | --- |
* | "Tap for Instructions" |
*
* @param {Games_Gull_Tap_InstructionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_instructions = /** @type {((inputs?: Games_Gull_Tap_InstructionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Tap_InstructionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_tap_instructions(inputs)
	if (locale === "es") return __es.games_gull_tap_instructions(inputs)
	if (locale === "pt") return __pt.games_gull_tap_instructions(inputs)
	if (locale === "fr") return __fr.games_gull_tap_instructions(inputs)
	if (locale === "de") return __de.games_gull_tap_instructions(inputs)
	if (locale === "pl") return __pl.games_gull_tap_instructions(inputs)
	return __en.games_gull_tap_instructions(inputs)
});
/**
* | output |
* | --- |
* | "TAP FOR MENU" |
*
* @param {Games_Gull_Tap_MenuInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_menu = /** @type {((inputs?: Games_Gull_Tap_MenuInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Tap_MenuInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_tap_menu(inputs)
	if (locale === "es") return __es.games_gull_tap_menu(inputs)
	if (locale === "pt") return __pt.games_gull_tap_menu(inputs)
	if (locale === "fr") return __fr.games_gull_tap_menu(inputs)
	if (locale === "de") return __de.games_gull_tap_menu(inputs)
	if (locale === "pl") return __pl.games_gull_tap_menu(inputs)
	return __en.games_gull_tap_menu(inputs)
});
/**
* | output |
* | --- |
* | "TAP TO RESTART" |
*
* @param {Games_Gull_Tap_RestartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_restart = /** @type {((inputs?: Games_Gull_Tap_RestartInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Tap_RestartInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_tap_restart(inputs)
	if (locale === "es") return __es.games_gull_tap_restart(inputs)
	if (locale === "pt") return __pt.games_gull_tap_restart(inputs)
	if (locale === "fr") return __fr.games_gull_tap_restart(inputs)
	if (locale === "de") return __de.games_gull_tap_restart(inputs)
	if (locale === "pl") return __pl.games_gull_tap_restart(inputs)
	return __en.games_gull_tap_restart(inputs)
});
/**
* | output |
* | --- |
* | "Tap to shoot" |
*
* @param {Games_Gull_Tap_To_ShootInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_to_shoot = /** @type {((inputs?: Games_Gull_Tap_To_ShootInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Tap_To_ShootInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_tap_to_shoot(inputs)
	if (locale === "es") return __es.games_gull_tap_to_shoot(inputs)
	if (locale === "pt") return __pt.games_gull_tap_to_shoot(inputs)
	if (locale === "fr") return __fr.games_gull_tap_to_shoot(inputs)
	if (locale === "de") return __de.games_gull_tap_to_shoot(inputs)
	if (locale === "pl") return __pl.games_gull_tap_to_shoot(inputs)
	return __en.games_gull_tap_to_shoot(inputs)
});
/**
* | output |
* | --- |
* | "TAP TO START" |
*
* @param {Games_Gull_Tap_To_StartInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_tap_to_start = /** @type {((inputs?: Games_Gull_Tap_To_StartInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Tap_To_StartInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_tap_to_start(inputs)
	if (locale === "es") return __es.games_gull_tap_to_start(inputs)
	if (locale === "pt") return __pt.games_gull_tap_to_start(inputs)
	if (locale === "fr") return __fr.games_gull_tap_to_start(inputs)
	if (locale === "de") return __de.games_gull_tap_to_start(inputs)
	if (locale === "pl") return __pl.games_gull_tap_to_start(inputs)
	return __en.games_gull_tap_to_start(inputs)
});
/**
* | output |
* | --- |
* | "Time left" |
*
* @param {Games_Gull_Time_LeftInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_time_left = /** @type {((inputs?: Games_Gull_Time_LeftInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Time_LeftInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_time_left(inputs)
	if (locale === "es") return __es.games_gull_time_left(inputs)
	if (locale === "pt") return __pt.games_gull_time_left(inputs)
	if (locale === "fr") return __fr.games_gull_time_left(inputs)
	if (locale === "de") return __de.games_gull_time_left(inputs)
	if (locale === "pl") return __pl.games_gull_time_left(inputs)
	return __en.games_gull_time_left(inputs)
});
/**
* | output |
* | --- |
* | "up to {count}" |
*
* @param {Games_Gull_Up_ToInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_up_to = /** @type {((inputs: Games_Gull_Up_ToInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Up_ToInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_up_to(inputs)
	if (locale === "es") return __es.games_gull_up_to(inputs)
	if (locale === "pt") return __pt.games_gull_up_to(inputs)
	if (locale === "fr") return __fr.games_gull_up_to(inputs)
	if (locale === "de") return __de.games_gull_up_to(inputs)
	if (locale === "pl") return __pl.games_gull_up_to(inputs)
	return __en.games_gull_up_to(inputs)
});
/**
* | output |
* | --- |
* | "White smoke! Finish before a Pope is elected!" |
*
* @param {Games_Gull_WarningInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_warning = /** @type {((inputs?: Games_Gull_WarningInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_WarningInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_warning(inputs)
	if (locale === "es") return __es.games_gull_warning(inputs)
	if (locale === "pt") return __pt.games_gull_warning(inputs)
	if (locale === "fr") return __fr.games_gull_warning(inputs)
	if (locale === "de") return __de.games_gull_warning(inputs)
	if (locale === "pl") return __pl.games_gull_warning(inputs)
	return __en.games_gull_warning(inputs)
});
/**
* | output |
* | --- |
* | "Watch the yellow aiming circle" |
*
* @param {Games_Gull_Watch_CircleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_watch_circle = /** @type {((inputs?: Games_Gull_Watch_CircleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Watch_CircleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_watch_circle(inputs)
	if (locale === "es") return __es.games_gull_watch_circle(inputs)
	if (locale === "pt") return __pt.games_gull_watch_circle(inputs)
	if (locale === "fr") return __fr.games_gull_watch_circle(inputs)
	if (locale === "de") return __de.games_gull_watch_circle(inputs)
	if (locale === "pl") return __pl.games_gull_watch_circle(inputs)
	return __en.games_gull_watch_circle(inputs)
});
/**
* | output |
* | --- |
* | "White smoke rises..." |
*
* @param {Games_Gull_White_RisesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_white_rises = /** @type {((inputs?: Games_Gull_White_RisesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_White_RisesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_white_rises(inputs)
	if (locale === "es") return __es.games_gull_white_rises(inputs)
	if (locale === "pt") return __pt.games_gull_white_rises(inputs)
	if (locale === "fr") return __fr.games_gull_white_rises(inputs)
	if (locale === "de") return __de.games_gull_white_rises(inputs)
	if (locale === "pl") return __pl.games_gull_white_rises(inputs)
	return __en.games_gull_white_rises(inputs)
});
/**
* | output |
* | --- |
* | "White smoke: a Pope is elected" |
*
* @param {Games_Gull_Win_AltInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_win_alt = /** @type {((inputs?: Games_Gull_Win_AltInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Win_AltInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_win_alt(inputs)
	if (locale === "es") return __es.games_gull_win_alt(inputs)
	if (locale === "pt") return __pt.games_gull_win_alt(inputs)
	if (locale === "fr") return __fr.games_gull_win_alt(inputs)
	if (locale === "de") return __de.games_gull_win_alt(inputs)
	if (locale === "pl") return __pl.games_gull_win_alt(inputs)
	return __en.games_gull_win_alt(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam! The roof is clear." |
*
* @param {Games_Gull_Win_LineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_gull_win_line = /** @type {((inputs?: Games_Gull_Win_LineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Gull_Win_LineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_gull_win_line(inputs)
	if (locale === "es") return __es.games_gull_win_line(inputs)
	if (locale === "pt") return __pt.games_gull_win_line(inputs)
	if (locale === "fr") return __fr.games_gull_win_line(inputs)
	if (locale === "de") return __de.games_gull_win_line(inputs)
	if (locale === "pl") return __pl.games_gull_win_line(inputs)
	return __en.games_gull_win_line(inputs)
});
/**
* | output |
* | --- |
* | "Habemus Papam!" |
*
* @param {Games_Habemus_PapamInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_habemus_papam = /** @type {((inputs?: Games_Habemus_PapamInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Habemus_PapamInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_habemus_papam(inputs)
	if (locale === "es") return __es.games_habemus_papam(inputs)
	if (locale === "pt") return __pt.games_habemus_papam(inputs)
	if (locale === "fr") return __fr.games_habemus_papam(inputs)
	if (locale === "de") return __de.games_habemus_papam(inputs)
	if (locale === "pl") return __pl.games_habemus_papam(inputs)
	return __en.games_habemus_papam(inputs)
});
/**
* | output |
* | --- |
* | "Learn about real conclaves" |
*
* @param {Games_Learn_Real_ConclavesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_learn_real_conclaves = /** @type {((inputs?: Games_Learn_Real_ConclavesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Learn_Real_ConclavesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_learn_real_conclaves(inputs)
	if (locale === "es") return __es.games_learn_real_conclaves(inputs)
	if (locale === "pt") return __pt.games_learn_real_conclaves(inputs)
	if (locale === "fr") return __fr.games_learn_real_conclaves(inputs)
	if (locale === "de") return __de.games_learn_real_conclaves(inputs)
	if (locale === "pl") return __pl.games_learn_real_conclaves(inputs)
	return __en.games_learn_real_conclaves(inputs)
});
/**
* | output |
* | --- |
* | "Four two-minute levels: keep the gulls off the Sistine Chapel roof before the white smoke rises." |
*
* @param {Games_Meta_Gull_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_gull_description = /** @type {((inputs?: Games_Meta_Gull_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Meta_Gull_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_meta_gull_description(inputs)
	if (locale === "es") return __es.games_meta_gull_description(inputs)
	if (locale === "pt") return __pt.games_meta_gull_description(inputs)
	if (locale === "fr") return __fr.games_meta_gull_description(inputs)
	if (locale === "de") return __de.games_meta_gull_description(inputs)
	if (locale === "pl") return __pl.games_meta_gull_description(inputs)
	return __en.games_meta_gull_description(inputs)
});
/**
* | output |
* | --- |
* | "{name}: clear the Sistine Chapel roof" |
*
* @param {Games_Meta_Gull_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_gull_title = /** @type {((inputs: Games_Meta_Gull_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Meta_Gull_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_meta_gull_title(inputs)
	if (locale === "es") return __es.games_meta_gull_title(inputs)
	if (locale === "pt") return __pt.games_meta_gull_title(inputs)
	if (locale === "fr") return __fr.games_meta_gull_title(inputs)
	if (locale === "de") return __de.games_meta_gull_title(inputs)
	if (locale === "pl") return __pl.games_meta_gull_title(inputs)
	return __en.games_meta_gull_title(inputs)
});
/**
* | output |
* | --- |
* | "Collect 30 votes before the conclave clock runs out: a small grid game about white smoke, rivals and the papal ring." |
*
* @param {Games_Meta_Smoke_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_smoke_description = /** @type {((inputs?: Games_Meta_Smoke_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Meta_Smoke_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_meta_smoke_description(inputs)
	if (locale === "es") return __es.games_meta_smoke_description(inputs)
	if (locale === "pt") return __pt.games_meta_smoke_description(inputs)
	if (locale === "fr") return __fr.games_meta_smoke_description(inputs)
	if (locale === "de") return __de.games_meta_smoke_description(inputs)
	if (locale === "pl") return __pl.games_meta_smoke_description(inputs)
	return __en.games_meta_smoke_description(inputs)
});
/**
* | output |
* | --- |
* | "Sacred Smoke: the conclave game" |
*
* @param {Games_Meta_Smoke_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_meta_smoke_title = /** @type {((inputs?: Games_Meta_Smoke_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Meta_Smoke_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_meta_smoke_title(inputs)
	if (locale === "es") return __es.games_meta_smoke_title(inputs)
	if (locale === "pt") return __pt.games_meta_smoke_title(inputs)
	if (locale === "fr") return __fr.games_meta_smoke_title(inputs)
	if (locale === "de") return __de.games_meta_smoke_title(inputs)
	if (locale === "pl") return __pl.games_meta_smoke_title(inputs)
	return __en.games_meta_smoke_title(inputs)
});
/**
* | output |
* | --- |
* | "Playing the game needs JavaScript, which is turned off in this browser. The rest of the page reads without it." |
*
* @param {Games_Needs_JavascriptInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_needs_javascript = /** @type {((inputs?: Games_Needs_JavascriptInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Needs_JavascriptInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_needs_javascript(inputs)
	if (locale === "es") return __es.games_needs_javascript(inputs)
	if (locale === "pt") return __pt.games_needs_javascript(inputs)
	if (locale === "fr") return __fr.games_needs_javascript(inputs)
	if (locale === "de") return __de.games_needs_javascript(inputs)
	if (locale === "pl") return __pl.games_needs_javascript(inputs)
	return __en.games_needs_javascript(inputs)
});
/**
* | output |
* | --- |
* | "or press P" |
*
* @param {Games_Or_Press_PInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_or_press_p = /** @type {((inputs?: Games_Or_Press_PInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Or_Press_PInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_or_press_p(inputs)
	if (locale === "es") return __es.games_or_press_p(inputs)
	if (locale === "pt") return __pt.games_or_press_p(inputs)
	if (locale === "fr") return __fr.games_or_press_p(inputs)
	if (locale === "de") return __de.games_or_press_p(inputs)
	if (locale === "pl") return __pl.games_or_press_p(inputs)
	return __en.games_or_press_p(inputs)
});
/**
* | output |
* | --- |
* | "Pause" |
*
* @param {Games_PauseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_pause = /** @type {((inputs?: Games_PauseInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_PauseInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_pause(inputs)
	if (locale === "es") return __es.games_pause(inputs)
	if (locale === "pt") return __pt.games_pause(inputs)
	if (locale === "fr") return __fr.games_pause(inputs)
	if (locale === "de") return __de.games_pause(inputs)
	if (locale === "pl") return __pl.games_pause(inputs)
	return __en.games_pause(inputs)
});
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Games_ResumeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_resume = /** @type {((inputs?: Games_ResumeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_ResumeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_resume(inputs)
	if (locale === "es") return __es.games_resume(inputs)
	if (locale === "pt") return __pt.games_resume(inputs)
	if (locale === "fr") return __fr.games_resume(inputs)
	if (locale === "de") return __de.games_resume(inputs)
	if (locale === "pl") return __pl.games_resume(inputs)
	return __en.games_resume(inputs)
});
/**
* | output |
* | --- |
* | "Incense Bomb Used" |
*
* @param {Games_Smoke_Badge_IncenseInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_badge_incense = /** @type {((inputs?: Games_Smoke_Badge_IncenseInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Badge_IncenseInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_badge_incense(inputs)
	if (locale === "es") return __es.games_smoke_badge_incense(inputs)
	if (locale === "pt") return __pt.games_smoke_badge_incense(inputs)
	if (locale === "fr") return __fr.games_smoke_badge_incense(inputs)
	if (locale === "de") return __de.games_smoke_badge_incense(inputs)
	if (locale === "pl") return __pl.games_smoke_badge_incense(inputs)
	return __en.games_smoke_badge_incense(inputs)
});
/**
* | output |
* | --- |
* | "Holy Relic Active" |
*
* @param {Games_Smoke_Badge_RelicInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_badge_relic = /** @type {((inputs?: Games_Smoke_Badge_RelicInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Badge_RelicInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_badge_relic(inputs)
	if (locale === "es") return __es.games_smoke_badge_relic(inputs)
	if (locale === "pt") return __pt.games_smoke_badge_relic(inputs)
	if (locale === "fr") return __fr.games_smoke_badge_relic(inputs)
	if (locale === "de") return __de.games_smoke_badge_relic(inputs)
	if (locale === "pl") return __pl.games_smoke_badge_relic(inputs)
	return __en.games_smoke_badge_relic(inputs)
});
/**
* | output |
* | --- |
* | "Papal Ring Active" |
*
* @param {Games_Smoke_Badge_RingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_badge_ring = /** @type {((inputs?: Games_Smoke_Badge_RingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Badge_RingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_badge_ring(inputs)
	if (locale === "es") return __es.games_smoke_badge_ring(inputs)
	if (locale === "pt") return __pt.games_smoke_badge_ring(inputs)
	if (locale === "fr") return __fr.games_smoke_badge_ring(inputs)
	if (locale === "de") return __de.games_smoke_badge_ring(inputs)
	if (locale === "pl") return __pl.games_smoke_badge_ring(inputs)
	return __en.games_smoke_badge_ring(inputs)
});
/**
* | output |
* | --- |
* | "Sacred Smoke board: a 10 by 10 chapel floor" |
*
* @param {Games_Smoke_Board_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_board_label = /** @type {((inputs?: Games_Smoke_Board_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Board_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_board_label(inputs)
	if (locale === "es") return __es.games_smoke_board_label(inputs)
	if (locale === "pt") return __pt.games_smoke_board_label(inputs)
	if (locale === "fr") return __fr.games_smoke_board_label(inputs)
	if (locale === "de") return __de.games_smoke_board_label(inputs)
	if (locale === "pl") return __pl.games_smoke_board_label(inputs)
	return __en.games_smoke_board_label(inputs)
});
/**
* | output |
* | --- |
* | "Conclave clock:" |
*
* @param {Games_Smoke_ClockInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_clock = /** @type {((inputs?: Games_Smoke_ClockInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_ClockInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_clock(inputs)
	if (locale === "es") return __es.games_smoke_clock(inputs)
	if (locale === "pt") return __pt.games_smoke_clock(inputs)
	if (locale === "fr") return __fr.games_smoke_clock(inputs)
	if (locale === "de") return __de.games_smoke_clock(inputs)
	if (locale === "pl") return __pl.games_smoke_clock(inputs)
	return __en.games_smoke_clock(inputs)
});
/**
* | output |
* | --- |
* | "Walk the Sistine Chapel floor and win the conclave." |
*
* @param {Games_Smoke_Dialog_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_dialog_description = /** @type {((inputs?: Games_Smoke_Dialog_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Dialog_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_dialog_description(inputs)
	if (locale === "es") return __es.games_smoke_dialog_description(inputs)
	if (locale === "pt") return __pt.games_smoke_dialog_description(inputs)
	if (locale === "fr") return __fr.games_smoke_dialog_description(inputs)
	if (locale === "de") return __de.games_smoke_dialog_description(inputs)
	if (locale === "pl") return __pl.games_smoke_dialog_description(inputs)
	return __en.games_smoke_dialog_description(inputs)
});
/**
* | output |
* | --- |
* | "How to play Sacred Smoke" |
*
* @param {Games_Smoke_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_dialog_title = /** @type {((inputs?: Games_Smoke_Dialog_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Dialog_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_dialog_title(inputs)
	if (locale === "es") return __es.games_smoke_dialog_title(inputs)
	if (locale === "pt") return __pt.games_smoke_dialog_title(inputs)
	if (locale === "fr") return __fr.games_smoke_dialog_title(inputs)
	if (locale === "de") return __de.games_smoke_dialog_title(inputs)
	if (locale === "pl") return __pl.games_smoke_dialog_title(inputs)
	return __en.games_smoke_dialog_title(inputs)
});
/**
* | output |
* | --- |
* | "Did you know?" |
*
* @param {Games_Smoke_Did_You_KnowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_did_you_know = /** @type {((inputs?: Games_Smoke_Did_You_KnowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Did_You_KnowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_did_you_know(inputs)
	if (locale === "es") return __es.games_smoke_did_you_know(inputs)
	if (locale === "pt") return __pt.games_smoke_did_you_know(inputs)
	if (locale === "fr") return __fr.games_smoke_did_you_know(inputs)
	if (locale === "de") return __de.games_smoke_did_you_know(inputs)
	if (locale === "pl") return __pl.games_smoke_did_you_know(inputs)
	return __en.games_smoke_did_you_know(inputs)
});
/**
* | output |
* | --- |
* | "Game Over" |
*
* @param {Games_Smoke_Game_OverInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_game_over = /** @type {((inputs?: Games_Smoke_Game_OverInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Game_OverInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_game_over(inputs)
	if (locale === "es") return __es.games_smoke_game_over(inputs)
	if (locale === "pt") return __pt.games_smoke_game_over(inputs)
	if (locale === "fr") return __fr.games_smoke_game_over(inputs)
	if (locale === "de") return __de.games_smoke_game_over(inputs)
	if (locale === "pl") return __pl.games_smoke_game_over(inputs)
	return __en.games_smoke_game_over(inputs)
});
/**
* | output |
* | --- |
* | "Game" |
*
* @param {Games_Smoke_Game_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_game_region = /** @type {((inputs?: Games_Smoke_Game_RegionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Game_RegionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_game_region(inputs)
	if (locale === "es") return __es.games_smoke_game_region(inputs)
	if (locale === "pt") return __pt.games_smoke_game_region(inputs)
	if (locale === "fr") return __fr.games_smoke_game_region(inputs)
	if (locale === "de") return __de.games_smoke_game_region(inputs)
	if (locale === "pl") return __pl.games_smoke_game_region(inputs)
	return __en.games_smoke_game_region(inputs)
});
/**
* | output |
* | --- |
* | "High score: {score}" |
*
* @param {Games_Smoke_High_ScoreInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_high_score = /** @type {((inputs: Games_Smoke_High_ScoreInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_High_ScoreInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_high_score(inputs)
	if (locale === "es") return __es.games_smoke_high_score(inputs)
	if (locale === "pt") return __pt.games_smoke_high_score(inputs)
	if (locale === "fr") return __fr.games_smoke_high_score(inputs)
	if (locale === "de") return __de.games_smoke_high_score(inputs)
	if (locale === "pl") return __pl.games_smoke_high_score(inputs)
	return __en.games_smoke_high_score(inputs)
});
/**
* | output |
* | --- |
* | "How to Play" |
*
* @param {Games_Smoke_How_To_PlayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_how_to_play = /** @type {((inputs?: Games_Smoke_How_To_PlayInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_How_To_PlayInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_how_to_play(inputs)
	if (locale === "es") return __es.games_smoke_how_to_play(inputs)
	if (locale === "pt") return __pt.games_smoke_how_to_play(inputs)
	if (locale === "fr") return __fr.games_smoke_how_to_play(inputs)
	if (locale === "de") return __de.games_smoke_how_to_play(inputs)
	if (locale === "pl") return __pl.games_smoke_how_to_play(inputs)
	return __en.games_smoke_how_to_play(inputs)
});
/**
* | output |
* | --- |
* | "You collected {votes} votes" |
*
* @param {Games_Smoke_Lost_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_lost_text = /** @type {((inputs: Games_Smoke_Lost_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Lost_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_lost_text(inputs)
	if (locale === "es") return __es.games_smoke_lost_text(inputs)
	if (locale === "pt") return __pt.games_smoke_lost_text(inputs)
	if (locale === "fr") return __fr.games_smoke_lost_text(inputs)
	if (locale === "de") return __de.games_smoke_lost_text(inputs)
	if (locale === "pl") return __pl.games_smoke_lost_text(inputs)
	return __en.games_smoke_lost_text(inputs)
});
/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Games_Smoke_Move_DownInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_down = /** @type {((inputs?: Games_Smoke_Move_DownInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Move_DownInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_move_down(inputs)
	if (locale === "es") return __es.games_smoke_move_down(inputs)
	if (locale === "pt") return __pt.games_smoke_move_down(inputs)
	if (locale === "fr") return __fr.games_smoke_move_down(inputs)
	if (locale === "de") return __de.games_smoke_move_down(inputs)
	if (locale === "pl") return __pl.games_smoke_move_down(inputs)
	return __en.games_smoke_move_down(inputs)
});
/**
* | output |
* | --- |
* | "Move left" |
*
* @param {Games_Smoke_Move_LeftInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_left = /** @type {((inputs?: Games_Smoke_Move_LeftInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Move_LeftInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_move_left(inputs)
	if (locale === "es") return __es.games_smoke_move_left(inputs)
	if (locale === "pt") return __pt.games_smoke_move_left(inputs)
	if (locale === "fr") return __fr.games_smoke_move_left(inputs)
	if (locale === "de") return __de.games_smoke_move_left(inputs)
	if (locale === "pl") return __pl.games_smoke_move_left(inputs)
	return __en.games_smoke_move_left(inputs)
});
/**
* | output |
* | --- |
* | "Move right" |
*
* @param {Games_Smoke_Move_RightInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_right = /** @type {((inputs?: Games_Smoke_Move_RightInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Move_RightInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_move_right(inputs)
	if (locale === "es") return __es.games_smoke_move_right(inputs)
	if (locale === "pt") return __pt.games_smoke_move_right(inputs)
	if (locale === "fr") return __fr.games_smoke_move_right(inputs)
	if (locale === "de") return __de.games_smoke_move_right(inputs)
	if (locale === "pl") return __pl.games_smoke_move_right(inputs)
	return __en.games_smoke_move_right(inputs)
});
/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Games_Smoke_Move_UpInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_move_up = /** @type {((inputs?: Games_Smoke_Move_UpInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Move_UpInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_move_up(inputs)
	if (locale === "es") return __es.games_smoke_move_up(inputs)
	if (locale === "pt") return __pt.games_smoke_move_up(inputs)
	if (locale === "fr") return __fr.games_smoke_move_up(inputs)
	if (locale === "de") return __de.games_smoke_move_up(inputs)
	if (locale === "pl") return __pl.games_smoke_move_up(inputs)
	return __en.games_smoke_move_up(inputs)
});
/**
* | output |
* | --- |
* | "Paused" |
*
* @param {Games_Smoke_PausedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_paused = /** @type {((inputs?: Games_Smoke_PausedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_PausedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_paused(inputs)
	if (locale === "es") return __es.games_smoke_paused(inputs)
	if (locale === "pt") return __pt.games_smoke_paused(inputs)
	if (locale === "fr") return __fr.games_smoke_paused(inputs)
	if (locale === "de") return __de.games_smoke_paused(inputs)
	if (locale === "pl") return __pl.games_smoke_paused(inputs)
	return __en.games_smoke_paused(inputs)
});
/**
* | output |
* | --- |
* | "Play Again" |
*
* @param {Games_Smoke_Play_AgainInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_play_again = /** @type {((inputs?: Games_Smoke_Play_AgainInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Play_AgainInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_play_again(inputs)
	if (locale === "es") return __es.games_smoke_play_again(inputs)
	if (locale === "pt") return __pt.games_smoke_play_again(inputs)
	if (locale === "fr") return __fr.games_smoke_play_again(inputs)
	if (locale === "de") return __de.games_smoke_play_again(inputs)
	if (locale === "pl") return __pl.games_smoke_play_again(inputs)
	return __en.games_smoke_play_again(inputs)
});
/**
* | output |
* | --- |
* | "Active power-ups" |
*
* @param {Games_Smoke_Power_UpsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_power_ups = /** @type {((inputs?: Games_Smoke_Power_UpsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Power_UpsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_power_ups(inputs)
	if (locale === "es") return __es.games_smoke_power_ups(inputs)
	if (locale === "pt") return __pt.games_smoke_power_ups(inputs)
	if (locale === "fr") return __fr.games_smoke_power_ups(inputs)
	if (locale === "de") return __de.games_smoke_power_ups(inputs)
	if (locale === "pl") return __pl.games_smoke_power_ups(inputs)
	return __en.games_smoke_power_ups(inputs)
});
/**
* | output |
* | --- |
* | "Each ballot is worth 1 vote, or 2 while the Holy Relic is active." |
*
* @param {Games_Smoke_Rule_BallotsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_ballots = /** @type {((inputs?: Games_Smoke_Rule_BallotsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_BallotsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_ballots(inputs)
	if (locale === "es") return __es.games_smoke_rule_ballots(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_ballots(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_ballots(inputs)
	if (locale === "de") return __de.games_smoke_rule_ballots(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_ballots(inputs)
	return __en.games_smoke_rule_ballots(inputs)
});
/**
* | output |
* | --- |
* | "Ballots" |
*
* @param {Games_Smoke_Rule_Ballots_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_ballots_title = /** @type {((inputs?: Games_Smoke_Rule_Ballots_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_Ballots_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_ballots_title(inputs)
	if (locale === "es") return __es.games_smoke_rule_ballots_title(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_ballots_title(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_ballots_title(inputs)
	if (locale === "de") return __de.games_smoke_rule_ballots_title(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_ballots_title(inputs)
	return __en.games_smoke_rule_ballots_title(inputs)
});
/**
* | output |
* | --- |
* | "Gather {votes} votes to be elected Pope before the conclave clock ({seconds} seconds) runs out. If time runs out first, it's Game Over." |
*
* @param {Games_Smoke_Rule_GoalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_goal = /** @type {((inputs: Games_Smoke_Rule_GoalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_GoalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_goal(inputs)
	if (locale === "es") return __es.games_smoke_rule_goal(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_goal(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_goal(inputs)
	if (locale === "de") return __de.games_smoke_rule_goal(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_goal(inputs)
	return __en.games_smoke_rule_goal(inputs)
});
/**
* | output |
* | --- |
* | "Goal" |
*
* @param {Games_Smoke_Rule_Goal_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_goal_title = /** @type {((inputs?: Games_Smoke_Rule_Goal_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_Goal_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_goal_title(inputs)
	if (locale === "es") return __es.games_smoke_rule_goal_title(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_goal_title(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_goal_title(inputs)
	if (locale === "de") return __de.games_smoke_rule_goal_title(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_goal_title(inputs)
	return __en.games_smoke_rule_goal_title(inputs)
});
/**
* | output |
* | --- |
* | "Hold an arrow key or W, A, S, D to walk; let go to stop. On a touch screen, swipe on the board and hold, or tap the arrow pad (one step per tap)." |
*
* @param {Games_Smoke_Rule_MovingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_moving = /** @type {((inputs?: Games_Smoke_Rule_MovingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_MovingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_moving(inputs)
	if (locale === "es") return __es.games_smoke_rule_moving(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_moving(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_moving(inputs)
	if (locale === "de") return __de.games_smoke_rule_moving(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_moving(inputs)
	return __en.games_smoke_rule_moving(inputs)
});
/**
* | output |
* | --- |
* | "Moving" |
*
* @param {Games_Smoke_Rule_Moving_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_moving_title = /** @type {((inputs?: Games_Smoke_Rule_Moving_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_Moving_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_moving_title(inputs)
	if (locale === "es") return __es.games_smoke_rule_moving_title(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_moving_title(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_moving_title(inputs)
	if (locale === "de") return __de.games_smoke_rule_moving_title(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_moving_title(inputs)
	return __en.games_smoke_rule_moving_title(inputs)
});
/**
* | output |
* | --- |
* | "Everything appears more often as the clock runs down, so the last stretch is the busiest." |
*
* @param {Games_Smoke_Rule_PaceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_pace = /** @type {((inputs?: Games_Smoke_Rule_PaceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_PaceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_pace(inputs)
	if (locale === "es") return __es.games_smoke_rule_pace(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_pace(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_pace(inputs)
	if (locale === "de") return __de.games_smoke_rule_pace(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_pace(inputs)
	return __en.games_smoke_rule_pace(inputs)
});
/**
* | output |
* | --- |
* | "Pace" |
*
* @param {Games_Smoke_Rule_Pace_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_pace_title = /** @type {((inputs?: Games_Smoke_Rule_Pace_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_Pace_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_pace_title(inputs)
	if (locale === "es") return __es.games_smoke_rule_pace_title(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_pace_title(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_pace_title(inputs)
	if (locale === "de") return __de.games_smoke_rule_pace_title(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_pace_title(inputs)
	return __en.games_smoke_rule_pace_title(inputs)
});
/**
* | output |
* | --- |
* | "Holy Relic: ballots count double. Papal Ring: rivals and black smoke cannot hurt you. Incense Bomb: clears every rival and scandal, and keeps new rivals out ..." |
*
* @param {Games_Smoke_Rule_PowerupsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_powerups = /** @type {((inputs?: Games_Smoke_Rule_PowerupsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_PowerupsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_powerups(inputs)
	if (locale === "es") return __es.games_smoke_rule_powerups(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_powerups(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_powerups(inputs)
	if (locale === "de") return __de.games_smoke_rule_powerups(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_powerups(inputs)
	return __en.games_smoke_rule_powerups(inputs)
});
/**
* | output |
* | --- |
* | "Power-ups (5 seconds each)" |
*
* @param {Games_Smoke_Rule_Powerups_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_powerups_title = /** @type {((inputs?: Games_Smoke_Rule_Powerups_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_Powerups_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_powerups_title(inputs)
	if (locale === "es") return __es.games_smoke_rule_powerups_title(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_powerups_title(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_powerups_title(inputs)
	if (locale === "de") return __de.games_smoke_rule_powerups_title(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_powerups_title(inputs)
	return __en.games_smoke_rule_powerups_title(inputs)
});
/**
* | output |
* | --- |
* | "Rival cardinals in violet enter from the edges and sometimes come after you. Touching one costs 3 votes." |
*
* @param {Games_Smoke_Rule_RivalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_rivals = /** @type {((inputs?: Games_Smoke_Rule_RivalsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_RivalsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_rivals(inputs)
	if (locale === "es") return __es.games_smoke_rule_rivals(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_rivals(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_rivals(inputs)
	if (locale === "de") return __de.games_smoke_rule_rivals(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_rivals(inputs)
	return __en.games_smoke_rule_rivals(inputs)
});
/**
* | output |
* | --- |
* | "Rivals" |
*
* @param {Games_Smoke_Rule_Rivals_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_rivals_title = /** @type {((inputs?: Games_Smoke_Rule_Rivals_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_Rivals_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_rivals_title(inputs)
	if (locale === "es") return __es.games_smoke_rule_rivals_title(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_rivals_title(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_rivals_title(inputs)
	if (locale === "de") return __de.games_smoke_rule_rivals_title(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_rivals_title(inputs)
	return __en.games_smoke_rule_rivals_title(inputs)
});
/**
* | output |
* | --- |
* | "White smoke gives 3 votes. Black smoke either costs 2 votes or starts a scandal that blocks a square beside you for 3 seconds. Your votes never drop below zero." |
*
* @param {Games_Smoke_Rule_SmokeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_smoke = /** @type {((inputs?: Games_Smoke_Rule_SmokeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_SmokeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_smoke(inputs)
	if (locale === "es") return __es.games_smoke_rule_smoke(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_smoke(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_smoke(inputs)
	if (locale === "de") return __de.games_smoke_rule_smoke(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_smoke(inputs)
	return __en.games_smoke_rule_smoke(inputs)
});
/**
* | output |
* | --- |
* | "Smoke" |
*
* @param {Games_Smoke_Rule_Smoke_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_rule_smoke_title = /** @type {((inputs?: Games_Smoke_Rule_Smoke_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Rule_Smoke_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_rule_smoke_title(inputs)
	if (locale === "es") return __es.games_smoke_rule_smoke_title(inputs)
	if (locale === "pt") return __pt.games_smoke_rule_smoke_title(inputs)
	if (locale === "fr") return __fr.games_smoke_rule_smoke_title(inputs)
	if (locale === "de") return __de.games_smoke_rule_smoke_title(inputs)
	if (locale === "pl") return __pl.games_smoke_rule_smoke_title(inputs)
	return __en.games_smoke_rule_smoke_title(inputs)
});
/**
* | output |
* | --- |
* | "Avoid black smoke and rival cardinals: they cost you votes." |
*
* @param {Games_Smoke_Short_AvoidInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_avoid = /** @type {((inputs?: Games_Smoke_Short_AvoidInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Short_AvoidInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_short_avoid(inputs)
	if (locale === "es") return __es.games_smoke_short_avoid(inputs)
	if (locale === "pt") return __pt.games_smoke_short_avoid(inputs)
	if (locale === "fr") return __fr.games_smoke_short_avoid(inputs)
	if (locale === "de") return __de.games_smoke_short_avoid(inputs)
	if (locale === "pl") return __pl.games_smoke_short_avoid(inputs)
	return __en.games_smoke_short_avoid(inputs)
});
/**
* | output |
* | --- |
* | "Collect ballots for votes and white smoke for +3." |
*
* @param {Games_Smoke_Short_CollectInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_collect = /** @type {((inputs?: Games_Smoke_Short_CollectInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Short_CollectInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_short_collect(inputs)
	if (locale === "es") return __es.games_smoke_short_collect(inputs)
	if (locale === "pt") return __pt.games_smoke_short_collect(inputs)
	if (locale === "fr") return __fr.games_smoke_short_collect(inputs)
	if (locale === "de") return __de.games_smoke_short_collect(inputs)
	if (locale === "pl") return __pl.games_smoke_short_collect(inputs)
	return __en.games_smoke_short_collect(inputs)
});
/**
* | output |
* | --- |
* | "Reach {votes} votes before the {seconds}-second conclave clock runs out, or it's Game Over." |
*
* @param {Games_Smoke_Short_GoalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_goal = /** @type {((inputs: Games_Smoke_Short_GoalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Short_GoalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_short_goal(inputs)
	if (locale === "es") return __es.games_smoke_short_goal(inputs)
	if (locale === "pt") return __pt.games_smoke_short_goal(inputs)
	if (locale === "fr") return __fr.games_smoke_short_goal(inputs)
	if (locale === "de") return __de.games_smoke_short_goal(inputs)
	if (locale === "pl") return __pl.games_smoke_short_goal(inputs)
	return __en.games_smoke_short_goal(inputs)
});
/**
* | output |
* | --- |
* | "Move with the arrow keys or WASD; on a phone, swipe on the board or use the arrow pad." |
*
* @param {Games_Smoke_Short_MoveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_short_move = /** @type {((inputs?: Games_Smoke_Short_MoveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Short_MoveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_short_move(inputs)
	if (locale === "es") return __es.games_smoke_short_move(inputs)
	if (locale === "pt") return __pt.games_smoke_short_move(inputs)
	if (locale === "fr") return __fr.games_smoke_short_move(inputs)
	if (locale === "de") return __de.games_smoke_short_move(inputs)
	if (locale === "pl") return __pl.games_smoke_short_move(inputs)
	return __en.games_smoke_short_move(inputs)
});
/**
* | output |
* | --- |
* | "Win the conclave: gather {votes} votes before the clock runs out." |
*
* @param {Games_Smoke_Start_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_start_text = /** @type {((inputs: Games_Smoke_Start_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Start_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_start_text(inputs)
	if (locale === "es") return __es.games_smoke_start_text(inputs)
	if (locale === "pt") return __pt.games_smoke_start_text(inputs)
	if (locale === "fr") return __fr.games_smoke_start_text(inputs)
	if (locale === "de") return __de.games_smoke_start_text(inputs)
	if (locale === "pl") return __pl.games_smoke_start_text(inputs)
	return __en.games_smoke_start_text(inputs)
});
/**
* | output |
* | --- |
* | "A conclave game: gather votes, dodge rivals, watch the smoke." |
*
* @param {Games_Smoke_TaglineInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_tagline = /** @type {((inputs?: Games_Smoke_TaglineInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_TaglineInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_tagline(inputs)
	if (locale === "es") return __es.games_smoke_tagline(inputs)
	if (locale === "pt") return __pt.games_smoke_tagline(inputs)
	if (locale === "fr") return __fr.games_smoke_tagline(inputs)
	if (locale === "de") return __de.games_smoke_tagline(inputs)
	if (locale === "pl") return __pl.games_smoke_tagline(inputs)
	return __en.games_smoke_tagline(inputs)
});
/**
* | output |
* | --- |
* | "Sacred Smoke" |
*
* @param {Games_Smoke_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_title = /** @type {((inputs?: Games_Smoke_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_title(inputs)
	if (locale === "es") return __es.games_smoke_title(inputs)
	if (locale === "pt") return __pt.games_smoke_title(inputs)
	if (locale === "fr") return __fr.games_smoke_title(inputs)
	if (locale === "de") return __de.games_smoke_title(inputs)
	if (locale === "pl") return __pl.games_smoke_title(inputs)
	return __en.games_smoke_title(inputs)
});
/**
* | output |
* | --- |
* | "'Conclave' comes from the Latin cum clave, 'with a key': the cardinals are shut in until they choose a pope." |
*
* @param {Games_Smoke_Trivia_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_1 = /** @type {((inputs?: Games_Smoke_Trivia_1Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_1Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_1(inputs)
	if (locale === "es") return __es.games_smoke_trivia_1(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_1(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_1(inputs)
	if (locale === "de") return __de.games_smoke_trivia_1(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_1(inputs)
	return __en.games_smoke_trivia_1(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals who have turned 80 before the Holy See falls vacant do not vote in the conclave." |
*
* @param {Games_Smoke_Trivia_2Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_2 = /** @type {((inputs?: Games_Smoke_Trivia_2Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_2Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_2(inputs)
	if (locale === "es") return __es.games_smoke_trivia_2(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_2(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_2(inputs)
	if (locale === "de") return __de.games_smoke_trivia_2(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_2(inputs)
	return __en.games_smoke_trivia_2(inputs)
});
/**
* | output |
* | --- |
* | "A pope needs a two-thirds majority of the cardinal electors present." |
*
* @param {Games_Smoke_Trivia_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_3 = /** @type {((inputs?: Games_Smoke_Trivia_3Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_3Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_3(inputs)
	if (locale === "es") return __es.games_smoke_trivia_3(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_3(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_3(inputs)
	if (locale === "de") return __de.games_smoke_trivia_3(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_3(inputs)
	return __en.games_smoke_trivia_3(inputs)
});
/**
* | output |
* | --- |
* | "Up to four ballots are held each day: two in the morning and two in the afternoon." |
*
* @param {Games_Smoke_Trivia_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_4 = /** @type {((inputs?: Games_Smoke_Trivia_4Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_4Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_4(inputs)
	if (locale === "es") return __es.games_smoke_trivia_4(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_4(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_4(inputs)
	if (locale === "de") return __de.games_smoke_trivia_4(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_4(inputs)
	return __en.games_smoke_trivia_4(inputs)
});
/**
* | output |
* | --- |
* | "Each cardinal writes his choice under the words 'Eligo in Summum Pontificem': 'I elect as Supreme Pontiff'." |
*
* @param {Games_Smoke_Trivia_5Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_5 = /** @type {((inputs?: Games_Smoke_Trivia_5Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_5Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_5(inputs)
	if (locale === "es") return __es.games_smoke_trivia_5(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_5(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_5(inputs)
	if (locale === "de") return __de.games_smoke_trivia_5(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_5(inputs)
	return __en.games_smoke_trivia_5(inputs)
});
/**
* | output |
* | --- |
* | "The ballots are burned in a stove in the Sistine Chapel: black smoke means no pope yet, white smoke means a pope is elected." |
*
* @param {Games_Smoke_Trivia_6Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_6 = /** @type {((inputs?: Games_Smoke_Trivia_6Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_6Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_6(inputs)
	if (locale === "es") return __es.games_smoke_trivia_6(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_6(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_6(inputs)
	if (locale === "de") return __de.games_smoke_trivia_6(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_6(inputs)
	return __en.games_smoke_trivia_6(inputs)
});
/**
* | output |
* | --- |
* | "The papal election at Viterbo (1268-1271) lasted almost three years; it led Gregory X to decree in 1274 that electors be locked in." |
*
* @param {Games_Smoke_Trivia_7Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_7 = /** @type {((inputs?: Games_Smoke_Trivia_7Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_7Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_7(inputs)
	if (locale === "es") return __es.games_smoke_trivia_7(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_7(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_7(inputs)
	if (locale === "de") return __de.games_smoke_trivia_7(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_7(inputs)
	return __en.games_smoke_trivia_7(inputs)
});
/**
* | output |
* | --- |
* | "The new pope is announced from the central balcony of St. Peter's Basilica with the words 'Habemus Papam': 'We have a pope'." |
*
* @param {Games_Smoke_Trivia_8Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_trivia_8 = /** @type {((inputs?: Games_Smoke_Trivia_8Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Trivia_8Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_trivia_8(inputs)
	if (locale === "es") return __es.games_smoke_trivia_8(inputs)
	if (locale === "pt") return __pt.games_smoke_trivia_8(inputs)
	if (locale === "fr") return __fr.games_smoke_trivia_8(inputs)
	if (locale === "de") return __de.games_smoke_trivia_8(inputs)
	if (locale === "pl") return __pl.games_smoke_trivia_8(inputs)
	return __en.games_smoke_trivia_8(inputs)
});
/**
* | output |
* | --- |
* | "Votes: {votes}/{win}" |
*
* @param {Games_Smoke_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_votes = /** @type {((inputs: Games_Smoke_VotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_VotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_votes(inputs)
	if (locale === "es") return __es.games_smoke_votes(inputs)
	if (locale === "pt") return __pt.games_smoke_votes(inputs)
	if (locale === "fr") return __fr.games_smoke_votes(inputs)
	if (locale === "de") return __de.games_smoke_votes(inputs)
	if (locale === "pl") return __pl.games_smoke_votes(inputs)
	return __en.games_smoke_votes(inputs)
});
/**
* | output |
* | --- |
* | "You've been elected as the new Pope with {votes} votes!" |
*
* @param {Games_Smoke_Won_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_smoke_won_text = /** @type {((inputs: Games_Smoke_Won_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Smoke_Won_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_smoke_won_text(inputs)
	if (locale === "es") return __es.games_smoke_won_text(inputs)
	if (locale === "pt") return __pt.games_smoke_won_text(inputs)
	if (locale === "fr") return __fr.games_smoke_won_text(inputs)
	if (locale === "de") return __de.games_smoke_won_text(inputs)
	if (locale === "pl") return __pl.games_smoke_won_text(inputs)
	return __en.games_smoke_won_text(inputs)
});
/**
* | output |
* | --- |
* | "Start Game" |
*
* @param {Games_Start_GameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const games_start_game = /** @type {((inputs?: Games_Start_GameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Start_GameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.games_start_game(inputs)
	if (locale === "es") return __es.games_start_game(inputs)
	if (locale === "pt") return __pt.games_start_game(inputs)
	if (locale === "fr") return __fr.games_start_game(inputs)
	if (locale === "de") return __de.games_start_game(inputs)
	if (locale === "pl") return __pl.games_start_game(inputs)
	return __en.games_start_game(inputs)
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
* | "{count} above" |
*
* @param {Insights_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_above = /** @type {((inputs: Insights_AboveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_AboveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_above(inputs)
	if (locale === "es") return __es.insights_above(inputs)
	if (locale === "pt") return __pt.insights_above(inputs)
	if (locale === "fr") return __fr.insights_above(inputs)
	if (locale === "de") return __de.insights_above(inputs)
	if (locale === "pl") return __pl.insights_above(inputs)
	return __en.insights_above(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Insights_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_all = /** @type {((inputs?: Insights_AllInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_AllInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_all(inputs)
	if (locale === "es") return __es.insights_all(inputs)
	if (locale === "pt") return __pt.insights_all(inputs)
	if (locale === "fr") return __fr.insights_all(inputs)
	if (locale === "de") return __de.insights_all(inputs)
	if (locale === "pl") return __pl.insights_all(inputs)
	return __en.insights_all(inputs)
});
/**
* | output |
* | --- |
* | "Browse all cardinals →" |
*
* @param {Insights_Browse_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_browse_all = /** @type {((inputs?: Insights_Browse_AllInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Browse_AllInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_browse_all(inputs)
	if (locale === "es") return __es.insights_browse_all(inputs)
	if (locale === "pt") return __pt.insights_browse_all(inputs)
	if (locale === "fr") return __fr.insights_browse_all(inputs)
	if (locale === "de") return __de.insights_browse_all(inputs)
	if (locale === "pl") return __pl.insights_browse_all(inputs)
	return __en.insights_browse_all(inputs)
});
/**
* | output |
* | --- |
* | "Every member of the College, with filters by region, age and the pope who created them." |
*
* @param {Insights_Browse_All_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_browse_all_text = /** @type {((inputs?: Insights_Browse_All_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Browse_All_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_browse_all_text(inputs)
	if (locale === "es") return __es.insights_browse_all_text(inputs)
	if (locale === "pt") return __pt.insights_browse_all_text(inputs)
	if (locale === "fr") return __fr.insights_browse_all_text(inputs)
	if (locale === "de") return __de.insights_browse_all_text(inputs)
	if (locale === "pl") return __pl.insights_browse_all_text(inputs)
	return __en.insights_browse_all_text(inputs)
});
/**
* | output |
* | --- |
* | "Browse the cardinal directory" |
*
* @param {Insights_Browse_DirectoryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_browse_directory = /** @type {((inputs?: Insights_Browse_DirectoryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Browse_DirectoryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_browse_directory(inputs)
	if (locale === "es") return __es.insights_browse_directory(inputs)
	if (locale === "pt") return __pt.insights_browse_directory(inputs)
	if (locale === "fr") return __fr.insights_browse_directory(inputs)
	if (locale === "de") return __de.insights_browse_directory(inputs)
	if (locale === "pl") return __pl.insights_browse_directory(inputs)
	return __en.insights_browse_directory(inputs)
});
/**
* | output |
* | --- |
* | "Who created them, and where they come from" |
*
* @param {Insights_By_Creator_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_creator_heading = /** @type {((inputs?: Insights_By_Creator_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_By_Creator_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_by_creator_heading(inputs)
	if (locale === "es") return __es.insights_by_creator_heading(inputs)
	if (locale === "pt") return __pt.insights_by_creator_heading(inputs)
	if (locale === "fr") return __fr.insights_by_creator_heading(inputs)
	if (locale === "de") return __de.insights_by_creator_heading(inputs)
	if (locale === "pl") return __pl.insights_by_creator_heading(inputs)
	return __en.insights_by_creator_heading(inputs)
});
/**
* | output |
* | --- |
* | "Each pope's cardinals by region: how many can vote today, and how many there are in all." |
*
* @param {Insights_By_Creator_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_creator_lead = /** @type {((inputs?: Insights_By_Creator_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_By_Creator_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_by_creator_lead(inputs)
	if (locale === "es") return __es.insights_by_creator_lead(inputs)
	if (locale === "pt") return __pt.insights_by_creator_lead(inputs)
	if (locale === "fr") return __fr.insights_by_creator_lead(inputs)
	if (locale === "de") return __de.insights_by_creator_lead(inputs)
	if (locale === "pl") return __pl.insights_by_creator_lead(inputs)
	return __en.insights_by_creator_lead(inputs)
});
/**
* | output |
* | --- |
* | "Electors by region" |
*
* @param {Insights_By_Region_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_region_heading = /** @type {((inputs?: Insights_By_Region_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_By_Region_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_by_region_heading(inputs)
	if (locale === "es") return __es.insights_by_region_heading(inputs)
	if (locale === "pt") return __pt.insights_by_region_heading(inputs)
	if (locale === "fr") return __fr.insights_by_region_heading(inputs)
	if (locale === "de") return __de.insights_by_region_heading(inputs)
	if (locale === "pl") return __pl.insights_by_region_heading(inputs)
	return __en.insights_by_region_heading(inputs)
});
/**
* | output |
* | --- |
* | "The cardinals who would vote in a conclave held today." |
*
* @param {Insights_By_Region_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_by_region_lead = /** @type {((inputs?: Insights_By_Region_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_By_Region_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_by_region_lead(inputs)
	if (locale === "es") return __es.insights_by_region_lead(inputs)
	if (locale === "pt") return __pt.insights_by_region_lead(inputs)
	if (locale === "fr") return __fr.insights_by_region_lead(inputs)
	if (locale === "de") return __de.insights_by_region_lead(inputs)
	if (locale === "pl") return __pl.insights_by_region_lead(inputs)
	return __en.insights_by_region_lead(inputs)
});
/**
* | output |
* | --- |
* | "all cardinals" |
*
* @param {Insights_Cell_AllInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_cell_all = /** @type {((inputs?: Insights_Cell_AllInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Cell_AllInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_cell_all(inputs)
	if (locale === "es") return __es.insights_cell_all(inputs)
	if (locale === "pt") return __pt.insights_cell_all(inputs)
	if (locale === "fr") return __fr.insights_cell_all(inputs)
	if (locale === "de") return __de.insights_cell_all(inputs)
	if (locale === "pl") return __pl.insights_cell_all(inputs)
	return __en.insights_cell_all(inputs)
});
/**
* | output |
* | --- |
* | "electors under 80" |
*
* @param {Insights_Cell_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_cell_electors = /** @type {((inputs?: Insights_Cell_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Cell_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_cell_electors(inputs)
	if (locale === "es") return __es.insights_cell_electors(inputs)
	if (locale === "pt") return __pt.insights_cell_electors(inputs)
	if (locale === "fr") return __fr.insights_cell_electors(inputs)
	if (locale === "de") return __de.insights_cell_electors(inputs)
	if (locale === "pl") return __pl.insights_cell_electors(inputs)
	return __en.insights_cell_electors(inputs)
});
/**
* | output |
* | --- |
* | "In each cell:" |
*
* @param {Insights_Cell_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_cell_lead = /** @type {((inputs?: Insights_Cell_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Cell_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_cell_lead(inputs)
	if (locale === "es") return __es.insights_cell_lead(inputs)
	if (locale === "pt") return __pt.insights_cell_lead(inputs)
	if (locale === "fr") return __fr.insights_cell_lead(inputs)
	if (locale === "de") return __de.insights_cell_lead(inputs)
	if (locale === "pl") return __pl.insights_cell_lead(inputs)
	return __en.insights_cell_lead(inputs)
});
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
export const insights_chart_bar_title = /** @type {((inputs: Insights_Chart_Bar_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Chart_Bar_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_chart_bar_title(inputs)
	if (locale === "es") return __es.insights_chart_bar_title(inputs)
	if (locale === "pt") return __pt.insights_chart_bar_title(inputs)
	if (locale === "fr") return __fr.insights_chart_bar_title(inputs)
	if (locale === "de") return __de.insights_chart_bar_title(inputs)
	if (locale === "pl") return __pl.insights_chart_bar_title(inputs)
	return __en.insights_chart_bar_title(inputs)
});
/**
* | output |
* | --- |
* | "limit {limit}" |
*
* @param {Insights_Chart_LimitInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_chart_limit = /** @type {((inputs: Insights_Chart_LimitInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Chart_LimitInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_chart_limit(inputs)
	if (locale === "es") return __es.insights_chart_limit(inputs)
	if (locale === "pt") return __pt.insights_chart_limit(inputs)
	if (locale === "fr") return __fr.insights_chart_limit(inputs)
	if (locale === "de") return __de.insights_chart_limit(inputs)
	if (locale === "pl") return __pl.insights_chart_limit(inputs)
	return __en.insights_chart_limit(inputs)
});
/**
* | output |
* | --- |
* | "Against the limit of {limit}" |
*
* @param {Insights_Col_AgainstInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_against = /** @type {((inputs: Insights_Col_AgainstInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Col_AgainstInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_col_against(inputs)
	if (locale === "es") return __es.insights_col_against(inputs)
	if (locale === "pt") return __pt.insights_col_against(inputs)
	if (locale === "fr") return __fr.insights_col_against(inputs)
	if (locale === "de") return __de.insights_col_against(inputs)
	if (locale === "pl") return __pl.insights_col_against(inputs)
	return __en.insights_col_against(inputs)
});
/**
* | output |
* | --- |
* | "Electors at month end" |
*
* @param {Insights_Col_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_electors = /** @type {((inputs?: Insights_Col_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Col_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_col_electors(inputs)
	if (locale === "es") return __es.insights_col_electors(inputs)
	if (locale === "pt") return __pt.insights_col_electors(inputs)
	if (locale === "fr") return __fr.insights_col_electors(inputs)
	if (locale === "de") return __de.insights_col_electors(inputs)
	if (locale === "pl") return __pl.insights_col_electors(inputs)
	return __en.insights_col_electors(inputs)
});
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Insights_Col_MonthInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_month = /** @type {((inputs?: Insights_Col_MonthInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Col_MonthInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_col_month(inputs)
	if (locale === "es") return __es.insights_col_month(inputs)
	if (locale === "pt") return __pt.insights_col_month(inputs)
	if (locale === "fr") return __fr.insights_col_month(inputs)
	if (locale === "de") return __de.insights_col_month(inputs)
	if (locale === "pl") return __pl.insights_col_month(inputs)
	return __en.insights_col_month(inputs)
});
/**
* | output |
* | --- |
* | "Turning 80" |
*
* @param {Insights_Col_TurningInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_col_turning = /** @type {((inputs?: Insights_Col_TurningInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Col_TurningInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_col_turning(inputs)
	if (locale === "es") return __es.insights_col_turning(inputs)
	if (locale === "pt") return __pt.insights_col_turning(inputs)
	if (locale === "fr") return __fr.insights_col_turning(inputs)
	if (locale === "de") return __de.insights_col_turning(inputs)
	if (locale === "pl") return __pl.insights_col_turning(inputs)
	return __en.insights_col_turning(inputs)
});
/**
* | output |
* | --- |
* | "The College today" |
*
* @param {Insights_College_TodayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_college_today = /** @type {((inputs?: Insights_College_TodayInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_College_TodayInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_college_today(inputs)
	if (locale === "es") return __es.insights_college_today(inputs)
	if (locale === "pt") return __pt.insights_college_today(inputs)
	if (locale === "fr") return __fr.insights_college_today(inputs)
	if (locale === "de") return __de.insights_college_today(inputs)
	if (locale === "pl") return __pl.insights_college_today(inputs)
	return __en.insights_college_today(inputs)
});
/**
* | output |
* | --- |
* | "Computed for the day you read it from the roster as of {asOf}." |
*
* @param {Insights_Computed_LaterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_computed_later = /** @type {((inputs: Insights_Computed_LaterInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Computed_LaterInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_computed_later(inputs)
	if (locale === "es") return __es.insights_computed_later(inputs)
	if (locale === "pt") return __pt.insights_computed_later(inputs)
	if (locale === "fr") return __fr.insights_computed_later(inputs)
	if (locale === "de") return __de.insights_computed_later(inputs)
	if (locale === "pl") return __pl.insights_computed_later(inputs)
	return __en.insights_computed_later(inputs)
});
/**
* | output |
* | --- |
* | "Computed for today, {today}, from the roster as of {asOf}: electors are the living cardinals who had not turned 80 before today (one whose 80th birthday is t..." |
*
* @param {Insights_Computed_TodayInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_computed_today = /** @type {((inputs: Insights_Computed_TodayInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Computed_TodayInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_computed_today(inputs)
	if (locale === "es") return __es.insights_computed_today(inputs)
	if (locale === "pt") return __pt.insights_computed_today(inputs)
	if (locale === "fr") return __fr.insights_computed_today(inputs)
	if (locale === "de") return __de.insights_computed_today(inputs)
	if (locale === "pl") return __pl.insights_computed_today(inputs)
	return __en.insights_computed_today(inputs)
});
/**
* | output |
* | --- |
* | "Created by {pope}" |
*
* @param {Insights_Created_By_PopeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_created_by_pope = /** @type {((inputs: Insights_Created_By_PopeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Created_By_PopeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_created_by_pope(inputs)
	if (locale === "es") return __es.insights_created_by_pope(inputs)
	if (locale === "pt") return __pt.insights_created_by_pope(inputs)
	if (locale === "fr") return __fr.insights_created_by_pope(inputs)
	if (locale === "de") return __de.insights_created_by_pope(inputs)
	if (locale === "pl") return __pl.insights_created_by_pope(inputs)
	return __en.insights_created_by_pope(inputs)
});
/**
* | output |
* | --- |
* | "{under80} but {electors}" |
*
* @param {Insights_Diff_ButInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_but = /** @type {((inputs: Insights_Diff_ButInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_ButInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_but(inputs)
	if (locale === "es") return __es.insights_diff_but(inputs)
	if (locale === "pt") return __pt.insights_diff_but(inputs)
	if (locale === "fr") return __fr.insights_diff_but(inputs)
	if (locale === "de") return __de.insights_diff_but(inputs)
	if (locale === "pl") return __pl.insights_diff_but(inputs)
	return __en.insights_diff_but(inputs)
});
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
export const insights_diff_electors = /** @type {((inputs: Insights_Diff_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_electors(inputs)
	if (locale === "es") return __es.insights_diff_electors(inputs)
	if (locale === "pt") return __pt.insights_diff_electors(inputs)
	if (locale === "fr") return __fr.insights_diff_electors(inputs)
	if (locale === "de") return __de.insights_diff_electors(inputs)
	if (locale === "pl") return __pl.insights_diff_electors(inputs)
	return __en.insights_diff_electors(inputs)
});
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
export const insights_diff_renounced = /** @type {((inputs: Insights_Diff_RenouncedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_RenouncedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_renounced(inputs)
	if (locale === "es") return __es.insights_diff_renounced(inputs)
	if (locale === "pt") return __pt.insights_diff_renounced(inputs)
	if (locale === "fr") return __fr.insights_diff_renounced(inputs)
	if (locale === "de") return __de.insights_diff_renounced(inputs)
	if (locale === "pl") return __pl.insights_diff_renounced(inputs)
	return __en.insights_diff_renounced(inputs)
});
/**
* | output |
* | --- |
* | "{name} renounced the rights of the cardinalate on {date}" |
*
* @param {Insights_Diff_Renounced_OneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_renounced_one = /** @type {((inputs: Insights_Diff_Renounced_OneInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_Renounced_OneInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_renounced_one(inputs)
	if (locale === "es") return __es.insights_diff_renounced_one(inputs)
	if (locale === "pt") return __pt.insights_diff_renounced_one(inputs)
	if (locale === "fr") return __fr.insights_diff_renounced_one(inputs)
	if (locale === "de") return __de.insights_diff_renounced_one(inputs)
	if (locale === "pl") return __pl.insights_diff_renounced_one(inputs)
	return __en.insights_diff_renounced_one(inputs)
});
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
export const insights_diff_same = /** @type {((inputs: Insights_Diff_SameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_SameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_same(inputs)
	if (locale === "es") return __es.insights_diff_same(inputs)
	if (locale === "pt") return __pt.insights_diff_same(inputs)
	if (locale === "fr") return __fr.insights_diff_same(inputs)
	if (locale === "de") return __de.insights_diff_same(inputs)
	if (locale === "pl") return __pl.insights_diff_same(inputs)
	return __en.insights_diff_same(inputs)
});
/**
* | output |
* | --- |
* | "{counts}: {reasons}." |
*
* @param {Insights_Diff_SentenceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_diff_sentence = /** @type {((inputs: Insights_Diff_SentenceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_SentenceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_sentence(inputs)
	if (locale === "es") return __es.insights_diff_sentence(inputs)
	if (locale === "pt") return __pt.insights_diff_sentence(inputs)
	if (locale === "fr") return __fr.insights_diff_sentence(inputs)
	if (locale === "de") return __de.insights_diff_sentence(inputs)
	if (locale === "pl") return __pl.insights_diff_sentence(inputs)
	return __en.insights_diff_sentence(inputs)
});
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
export const insights_diff_turning = /** @type {((inputs: Insights_Diff_TurningInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_TurningInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_turning(inputs)
	if (locale === "es") return __es.insights_diff_turning(inputs)
	if (locale === "pt") return __pt.insights_diff_turning(inputs)
	if (locale === "fr") return __fr.insights_diff_turning(inputs)
	if (locale === "de") return __de.insights_diff_turning(inputs)
	if (locale === "pl") return __pl.insights_diff_turning(inputs)
	return __en.insights_diff_turning(inputs)
});
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
export const insights_diff_under80 = /** @type {((inputs: Insights_Diff_Under80Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Diff_Under80Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_diff_under80(inputs)
	if (locale === "es") return __es.insights_diff_under80(inputs)
	if (locale === "pt") return __pt.insights_diff_under80(inputs)
	if (locale === "fr") return __fr.insights_diff_under80(inputs)
	if (locale === "de") return __de.insights_diff_under80(inputs)
	if (locale === "pl") return __pl.insights_diff_under80(inputs)
	return __en.insights_diff_under80(inputs)
});
/**
* | output |
* | --- |
* | "Elected: {name}" |
*
* @param {Insights_ElectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_elected = /** @type {((inputs: Insights_ElectedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ElectedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_elected(inputs)
	if (locale === "es") return __es.insights_elected(inputs)
	if (locale === "pt") return __pt.insights_elected(inputs)
	if (locale === "fr") return __fr.insights_elected(inputs)
	if (locale === "de") return __de.insights_elected(inputs)
	if (locale === "pl") return __pl.insights_elected(inputs)
	return __en.insights_elected(inputs)
});
/**
* | output |
* | --- |
* | "By region: {list}." |
*
* @param {Insights_Electorate_By_RegionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_by_region = /** @type {((inputs: Insights_Electorate_By_RegionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Electorate_By_RegionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_electorate_by_region(inputs)
	if (locale === "es") return __es.insights_electorate_by_region(inputs)
	if (locale === "pt") return __pt.insights_electorate_by_region(inputs)
	if (locale === "fr") return __fr.insights_electorate_by_region(inputs)
	if (locale === "de") return __de.insights_electorate_by_region(inputs)
	if (locale === "pl") return __pl.insights_electorate_by_region(inputs)
	return __en.insights_electorate_by_region(inputs)
});
/**
* | output |
* | --- |
* | "Have been in a conclave" |
*
* @param {Insights_Electorate_ExperiencedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_experienced = /** @type {((inputs?: Insights_Electorate_ExperiencedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Electorate_ExperiencedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_electorate_experienced(inputs)
	if (locale === "es") return __es.insights_electorate_experienced(inputs)
	if (locale === "pt") return __pt.insights_electorate_experienced(inputs)
	if (locale === "fr") return __fr.insights_electorate_experienced(inputs)
	if (locale === "de") return __de.insights_electorate_experienced(inputs)
	if (locale === "pl") return __pl.insights_electorate_experienced(inputs)
	return __en.insights_electorate_experienced(inputs)
});
/**
* | output |
* | --- |
* | "Frozen on {date}, the day the See fell vacant: the cardinals who had not turned 80 before that day and had neither died nor renounced the rights of the cardi..." |
*
* @param {Insights_Electorate_FrozenInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_frozen = /** @type {((inputs: Insights_Electorate_FrozenInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Electorate_FrozenInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_electorate_frozen(inputs)
	if (locale === "es") return __es.insights_electorate_frozen(inputs)
	if (locale === "pt") return __pt.insights_electorate_frozen(inputs)
	if (locale === "fr") return __fr.insights_electorate_frozen(inputs)
	if (locale === "de") return __de.insights_electorate_frozen(inputs)
	if (locale === "pl") return __pl.insights_electorate_frozen(inputs)
	return __en.insights_electorate_frozen(inputs)
});
/**
* | output |
* | --- |
* | "Electors in this conclave" |
*
* @param {Insights_Electorate_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_heading = /** @type {((inputs?: Insights_Electorate_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Electorate_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_electorate_heading(inputs)
	if (locale === "es") return __es.insights_electorate_heading(inputs)
	if (locale === "pt") return __pt.insights_electorate_heading(inputs)
	if (locale === "fr") return __fr.insights_electorate_heading(inputs)
	if (locale === "de") return __de.insights_electorate_heading(inputs)
	if (locale === "pl") return __pl.insights_electorate_heading(inputs)
	return __en.insights_electorate_heading(inputs)
});
/**
* | output |
* | --- |
* | "See the electors of this conclave in the directory" |
*
* @param {Insights_Electorate_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_link = /** @type {((inputs?: Insights_Electorate_LinkInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Electorate_LinkInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_electorate_link(inputs)
	if (locale === "es") return __es.insights_electorate_link(inputs)
	if (locale === "pt") return __pt.insights_electorate_link(inputs)
	if (locale === "fr") return __fr.insights_electorate_link(inputs)
	if (locale === "de") return __de.insights_electorate_link(inputs)
	if (locale === "pl") return __pl.insights_electorate_link(inputs)
	return __en.insights_electorate_link(inputs)
});
/**
* | output |
* | --- |
* | "Smokes so far" |
*
* @param {Insights_Electorate_SmokesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_electorate_smokes = /** @type {((inputs?: Insights_Electorate_SmokesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Electorate_SmokesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_electorate_smokes(inputs)
	if (locale === "es") return __es.insights_electorate_smokes(inputs)
	if (locale === "pt") return __pt.insights_electorate_smokes(inputs)
	if (locale === "fr") return __fr.insights_electorate_smokes(inputs)
	if (locale === "de") return __de.insights_electorate_smokes(inputs)
	if (locale === "pl") return __pl.insights_electorate_smokes(inputs)
	return __en.insights_electorate_smokes(inputs)
});
/**
* | output |
* | --- |
* | "Ballots a day" |
*
* @param {Insights_Figure_BallotsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_ballots = /** @type {((inputs?: Insights_Figure_BallotsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Figure_BallotsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_figure_ballots(inputs)
	if (locale === "es") return __es.insights_figure_ballots(inputs)
	if (locale === "pt") return __pt.insights_figure_ballots(inputs)
	if (locale === "fr") return __fr.insights_figure_ballots(inputs)
	if (locale === "de") return __de.insights_figure_ballots(inputs)
	if (locale === "pl") return __pl.insights_figure_ballots(inputs)
	return __en.insights_figure_ballots(inputs)
});
/**
* | output |
* | --- |
* | "up to {count}" |
*
* @param {Insights_Figure_Ballots_ValueInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_ballots_value = /** @type {((inputs: Insights_Figure_Ballots_ValueInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Figure_Ballots_ValueInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_figure_ballots_value(inputs)
	if (locale === "es") return __es.insights_figure_ballots_value(inputs)
	if (locale === "pt") return __pt.insights_figure_ballots_value(inputs)
	if (locale === "fr") return __fr.insights_figure_ballots_value(inputs)
	if (locale === "de") return __de.insights_figure_ballots_value(inputs)
	if (locale === "pl") return __pl.insights_figure_ballots_value(inputs)
	return __en.insights_figure_ballots_value(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals" |
*
* @param {Insights_Figure_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_cardinals = /** @type {((inputs?: Insights_Figure_CardinalsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Figure_CardinalsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_figure_cardinals(inputs)
	if (locale === "es") return __es.insights_figure_cardinals(inputs)
	if (locale === "pt") return __pt.insights_figure_cardinals(inputs)
	if (locale === "fr") return __fr.insights_figure_cardinals(inputs)
	if (locale === "de") return __de.insights_figure_cardinals(inputs)
	if (locale === "pl") return __pl.insights_figure_cardinals(inputs)
	return __en.insights_figure_cardinals(inputs)
});
/**
* | output |
* | --- |
* | "Electors" |
*
* @param {Insights_Figure_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_electors = /** @type {((inputs?: Insights_Figure_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Figure_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_figure_electors(inputs)
	if (locale === "es") return __es.insights_figure_electors(inputs)
	if (locale === "pt") return __pt.insights_figure_electors(inputs)
	if (locale === "fr") return __fr.insights_figure_electors(inputs)
	if (locale === "de") return __de.insights_figure_electors(inputs)
	if (locale === "pl") return __pl.insights_figure_electors(inputs)
	return __en.insights_figure_electors(inputs)
});
/**
* | output |
* | --- |
* | "Electors who have been in a conclave" |
*
* @param {Insights_Figure_ExperiencedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_experienced = /** @type {((inputs?: Insights_Figure_ExperiencedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Figure_ExperiencedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_figure_experienced(inputs)
	if (locale === "es") return __es.insights_figure_experienced(inputs)
	if (locale === "pt") return __pt.insights_figure_experienced(inputs)
	if (locale === "fr") return __fr.insights_figure_experienced(inputs)
	if (locale === "de") return __de.insights_figure_experienced(inputs)
	if (locale === "pl") return __pl.insights_figure_experienced(inputs)
	return __en.insights_figure_experienced(inputs)
});
/**
* | output |
* | --- |
* | "Two-thirds majority" |
*
* @param {Insights_Figure_MajorityInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_figure_majority = /** @type {((inputs?: Insights_Figure_MajorityInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Figure_MajorityInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_figure_majority(inputs)
	if (locale === "es") return __es.insights_figure_majority(inputs)
	if (locale === "pt") return __pt.insights_figure_majority(inputs)
	if (locale === "fr") return __fr.insights_figure_majority(inputs)
	if (locale === "de") return __de.insights_figure_majority(inputs)
	if (locale === "pl") return __pl.insights_figure_majority(inputs)
	return __en.insights_figure_majority(inputs)
});
/**
* | output |
* | --- |
* | "The College of Cardinals and the conclave" |
*
* @param {Insights_KickerInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_kicker = /** @type {((inputs?: Insights_KickerInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_KickerInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_kicker(inputs)
	if (locale === "es") return __es.insights_kicker(inputs)
	if (locale === "pt") return __pt.insights_kicker(inputs)
	if (locale === "fr") return __fr.insights_kicker(inputs)
	if (locale === "de") return __de.insights_kicker(inputs)
	if (locale === "pl") return __pl.insights_kicker(inputs)
	return __en.insights_kicker(inputs)
});
/**
* | output |
* | --- |
* | "How a pope is elected, who the electors are and where they come from, and how the electorate changes as cardinals turn 80." |
*
* @param {Insights_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_lead = /** @type {((inputs?: Insights_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_lead(inputs)
	if (locale === "es") return __es.insights_lead(inputs)
	if (locale === "pt") return __pt.insights_lead(inputs)
	if (locale === "fr") return __fr.insights_lead(inputs)
	if (locale === "de") return __de.insights_lead(inputs)
	if (locale === "pl") return __pl.insights_lead(inputs)
	return __en.insights_lead(inputs)
});
/**
* | output |
* | --- |
* | "Above the limit of {limit}" |
*
* @param {Insights_Legend_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_legend_above = /** @type {((inputs: Insights_Legend_AboveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Legend_AboveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_legend_above(inputs)
	if (locale === "es") return __es.insights_legend_above(inputs)
	if (locale === "pt") return __pt.insights_legend_above(inputs)
	if (locale === "fr") return __fr.insights_legend_above(inputs)
	if (locale === "de") return __de.insights_legend_above(inputs)
	if (locale === "pl") return __pl.insights_legend_above(inputs)
	return __en.insights_legend_above(inputs)
});
/**
* | output |
* | --- |
* | "At or below the limit" |
*
* @param {Insights_Legend_BelowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_legend_below = /** @type {((inputs?: Insights_Legend_BelowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Legend_BelowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_legend_below(inputs)
	if (locale === "es") return __es.insights_legend_below(inputs)
	if (locale === "pt") return __pt.insights_legend_below(inputs)
	if (locale === "fr") return __fr.insights_legend_below(inputs)
	if (locale === "de") return __de.insights_legend_below(inputs)
	if (locale === "pl") return __pl.insights_legend_below(inputs)
	return __en.insights_legend_below(inputs)
});
/**
* | output |
* | --- |
* | "cardinals turning 80 that month" |
*
* @param {Insights_Legend_TurningInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_legend_turning = /** @type {((inputs?: Insights_Legend_TurningInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Legend_TurningInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_legend_turning(inputs)
	if (locale === "es") return __es.insights_legend_turning(inputs)
	if (locale === "pt") return __pt.insights_legend_turning(inputs)
	if (locale === "fr") return __fr.insights_legend_turning(inputs)
	if (locale === "de") return __de.insights_legend_turning(inputs)
	if (locale === "pl") return __pl.insights_legend_turning(inputs)
	return __en.insights_legend_turning(inputs)
});
/**
* | output |
* | --- |
* | "The cardinal data could not be loaded." |
*
* @param {Insights_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_load_error = /** @type {((inputs?: Insights_Load_ErrorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Load_ErrorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_load_error(inputs)
	if (locale === "es") return __es.insights_load_error(inputs)
	if (locale === "pt") return __pt.insights_load_error(inputs)
	if (locale === "fr") return __fr.insights_load_error(inputs)
	if (locale === "de") return __de.insights_load_error(inputs)
	if (locale === "pl") return __pl.insights_load_error(inputs)
	return __en.insights_load_error(inputs)
});
/**
* | output |
* | --- |
* | "Please check your connection and try again." |
*
* @param {Insights_Load_Error_HintInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_load_error_hint = /** @type {((inputs?: Insights_Load_Error_HintInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Load_Error_HintInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_load_error_hint(inputs)
	if (locale === "es") return __es.insights_load_error_hint(inputs)
	if (locale === "pt") return __pt.insights_load_error_hint(inputs)
	if (locale === "fr") return __fr.insights_load_error_hint(inputs)
	if (locale === "de") return __de.insights_load_error_hint(inputs)
	if (locale === "pl") return __pl.insights_load_error_hint(inputs)
	return __en.insights_load_error_hint(inputs)
});
/**
* | output |
* | --- |
* | "Loading the regions" |
*
* @param {Insights_Loading_RegionsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_loading_regions = /** @type {((inputs?: Insights_Loading_RegionsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Loading_RegionsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_loading_regions(inputs)
	if (locale === "es") return __es.insights_loading_regions(inputs)
	if (locale === "pt") return __pt.insights_loading_regions(inputs)
	if (locale === "fr") return __fr.insights_loading_regions(inputs)
	if (locale === "de") return __de.insights_loading_regions(inputs)
	if (locale === "pl") return __pl.insights_loading_regions(inputs)
	return __en.insights_loading_regions(inputs)
});
/**
* | output |
* | --- |
* | "Loading the youngest cardinals" |
*
* @param {Insights_Loading_YoungestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_loading_youngest = /** @type {((inputs?: Insights_Loading_YoungestInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Loading_YoungestInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_loading_youngest(inputs)
	if (locale === "es") return __es.insights_loading_youngest(inputs)
	if (locale === "pt") return __pt.insights_loading_youngest(inputs)
	if (locale === "fr") return __fr.insights_loading_youngest(inputs)
	if (locale === "de") return __de.insights_loading_youngest(inputs)
	if (locale === "pl") return __pl.insights_loading_youngest(inputs)
	return __en.insights_loading_youngest(inputs)
});
/**
* | output |
* | --- |
* | "How a conclave works, who would vote today, the two-thirds majority, electors by region and by creating pope, and who turns 80 next." |
*
* @param {Insights_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_meta_description = /** @type {((inputs?: Insights_Meta_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Meta_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_meta_description(inputs)
	if (locale === "es") return __es.insights_meta_description(inputs)
	if (locale === "pt") return __pt.insights_meta_description(inputs)
	if (locale === "fr") return __fr.insights_meta_description(inputs)
	if (locale === "de") return __de.insights_meta_description(inputs)
	if (locale === "pl") return __pl.insights_meta_description(inputs)
	return __en.insights_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "No one" |
*
* @param {Insights_No_OneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_no_one = /** @type {((inputs?: Insights_No_OneInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_No_OneInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_no_one(inputs)
	if (locale === "es") return __es.insights_no_one(inputs)
	if (locale === "pt") return __pt.insights_no_one(inputs)
	if (locale === "fr") return __fr.insights_no_one(inputs)
	if (locale === "de") return __de.insights_no_one(inputs)
	if (locale === "pl") return __pl.insights_no_one(inputs)
	return __en.insights_no_one(inputs)
});
/**
* | output |
* | --- |
* | "Current position not available" |
*
* @param {Insights_No_PositionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_no_position = /** @type {((inputs?: Insights_No_PositionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_No_PositionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_no_position(inputs)
	if (locale === "es") return __es.insights_no_position(inputs)
	if (locale === "pt") return __pt.insights_no_position(inputs)
	if (locale === "fr") return __fr.insights_no_position(inputs)
	if (locale === "de") return __de.insights_no_position(inputs)
	if (locale === "pl") return __pl.insights_no_position(inputs)
	return __en.insights_no_position(inputs)
});
/**
* | output |
* | --- |
* | "No cardinal under 70 in the current data." |
*
* @param {Insights_None_Under_70Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_none_under_70 = /** @type {((inputs?: Insights_None_Under_70Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_None_Under_70Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_none_under_70(inputs)
	if (locale === "es") return __es.insights_none_under_70(inputs)
	if (locale === "pt") return __pt.insights_none_under_70(inputs)
	if (locale === "fr") return __fr.insights_none_under_70(inputs)
	if (locale === "de") return __de.insights_none_under_70(inputs)
	if (locale === "pl") return __pl.insights_none_under_70(inputs)
	return __en.insights_none_under_70(inputs)
});
/**
* | output |
* | --- |
* | "Notable papabili" |
*
* @param {Insights_Notable_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_notable_heading = /** @type {((inputs?: Insights_Notable_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Notable_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_notable_heading(inputs)
	if (locale === "es") return __es.insights_notable_heading(inputs)
	if (locale === "pt") return __pt.insights_notable_heading(inputs)
	if (locale === "fr") return __fr.insights_notable_heading(inputs)
	if (locale === "de") return __de.insights_notable_heading(inputs)
	if (locale === "pl") return __pl.insights_notable_heading(inputs)
	return __en.insights_notable_heading(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals most widely discussed before the 2025 conclave." |
*
* @param {Insights_Notable_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_notable_lead = /** @type {((inputs?: Insights_Notable_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Notable_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_notable_lead(inputs)
	if (locale === "es") return __es.insights_notable_lead(inputs)
	if (locale === "pt") return __pt.insights_notable_lead(inputs)
	if (locale === "fr") return __fr.insights_notable_lead(inputs)
	if (locale === "de") return __de.insights_notable_lead(inputs)
	if (locale === "pl") return __pl.insights_notable_lead(inputs)
	return __en.insights_notable_lead(inputs)
});
/**
* | output |
* | --- |
* | "Three recent conclaves" |
*
* @param {Insights_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_recent_heading = /** @type {((inputs?: Insights_Recent_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Recent_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_recent_heading(inputs)
	if (locale === "es") return __es.insights_recent_heading(inputs)
	if (locale === "pt") return __pt.insights_recent_heading(inputs)
	if (locale === "fr") return __fr.insights_recent_heading(inputs)
	if (locale === "de") return __de.insights_recent_heading(inputs)
	if (locale === "pl") return __pl.insights_recent_heading(inputs)
	return __en.insights_recent_heading(inputs)
});
/**
* | output |
* | --- |
* | "How the last three elections unfolded." |
*
* @param {Insights_Recent_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_recent_lead = /** @type {((inputs?: Insights_Recent_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Recent_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_recent_lead(inputs)
	if (locale === "es") return __es.insights_recent_lead(inputs)
	if (locale === "pt") return __pt.insights_recent_lead(inputs)
	if (locale === "fr") return __fr.insights_recent_lead(inputs)
	if (locale === "de") return __de.insights_recent_lead(inputs)
	if (locale === "pl") return __pl.insights_recent_lead(inputs)
	return __en.insights_recent_lead(inputs)
});
/**
* | output |
* | --- |
* | "Electors under 80 by region on {date} ({count} in all)" |
*
* @param {Insights_Region_CaptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_region_caption = /** @type {((inputs: Insights_Region_CaptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Region_CaptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_region_caption(inputs)
	if (locale === "es") return __es.insights_region_caption(inputs)
	if (locale === "pt") return __pt.insights_region_caption(inputs)
	if (locale === "fr") return __fr.insights_region_caption(inputs)
	if (locale === "de") return __de.insights_region_caption(inputs)
	if (locale === "pl") return __pl.insights_region_caption(inputs)
	return __en.insights_region_caption(inputs)
});
/**
* | output |
* | --- |
* | "Retry" |
*
* @param {Insights_RetryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_retry = /** @type {((inputs?: Insights_RetryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_RetryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_retry(inputs)
	if (locale === "es") return __es.insights_retry(inputs)
	if (locale === "pt") return __pt.insights_retry(inputs)
	if (locale === "fr") return __fr.insights_retry(inputs)
	if (locale === "de") return __de.insights_retry(inputs)
	if (locale === "pl") return __pl.insights_retry(inputs)
	return __en.insights_retry(inputs)
});
/**
* | output |
* | --- |
* | "Retrying..." |
*
* @param {Insights_RetryingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_retrying = /** @type {((inputs?: Insights_RetryingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_RetryingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_retrying(inputs)
	if (locale === "es") return __es.insights_retrying(inputs)
	if (locale === "pt") return __pt.insights_retrying(inputs)
	if (locale === "fr") return __fr.insights_retrying(inputs)
	if (locale === "de") return __de.insights_retrying(inputs)
	if (locale === "pl") return __pl.insights_retrying(inputs)
	return __en.insights_retrying(inputs)
});
/**
* | output |
* | --- |
* | "roster as of {date}" |
*
* @param {Insights_Roster_As_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_roster_as_of = /** @type {((inputs: Insights_Roster_As_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Roster_As_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_roster_as_of(inputs)
	if (locale === "es") return __es.insights_roster_as_of(inputs)
	if (locale === "pt") return __pt.insights_roster_as_of(inputs)
	if (locale === "fr") return __fr.insights_roster_as_of(inputs)
	if (locale === "de") return __de.insights_roster_as_of(inputs)
	if (locale === "pl") return __pl.insights_roster_as_of(inputs)
	return __en.insights_roster_as_of(inputs)
});
/**
* | output |
* | --- |
* | "Share of electors" |
*
* @param {Insights_ShareInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_share = /** @type {((inputs?: Insights_ShareInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ShareInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_share(inputs)
	if (locale === "es") return __es.insights_share(inputs)
	if (locale === "pt") return __pt.insights_share(inputs)
	if (locale === "fr") return __fr.insights_share(inputs)
	if (locale === "de") return __de.insights_share(inputs)
	if (locale === "pl") return __pl.insights_share(inputs)
	return __en.insights_share(inputs)
});
/**
* | output |
* | --- |
* | "Sources ({count})" |
*
* @param {Insights_SourcesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_sources = /** @type {((inputs: Insights_SourcesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_SourcesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_sources(inputs)
	if (locale === "es") return __es.insights_sources(inputs)
	if (locale === "pt") return __pt.insights_sources(inputs)
	if (locale === "fr") return __fr.insights_sources(inputs)
	if (locale === "de") return __de.insights_sources(inputs)
	if (locale === "pl") return __pl.insights_sources(inputs)
	return __en.insights_sources(inputs)
});
/**
* | output |
* | --- |
* | "Stay Updated" |
*
* @param {Insights_Stay_UpdatedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_stay_updated = /** @type {((inputs?: Insights_Stay_UpdatedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Stay_UpdatedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_stay_updated(inputs)
	if (locale === "es") return __es.insights_stay_updated(inputs)
	if (locale === "pt") return __pt.insights_stay_updated(inputs)
	if (locale === "fr") return __fr.insights_stay_updated(inputs)
	if (locale === "de") return __de.insights_stay_updated(inputs)
	if (locale === "pl") return __pl.insights_stay_updated(inputs)
	return __en.insights_stay_updated(inputs)
});
/**
* | output |
* | --- |
* | "The figures on this page are worked out from the directory each time you open it. For each cardinal's office, age and biography, browse the directory." |
*
* @param {Insights_Stay_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_stay_updated_text = /** @type {((inputs?: Insights_Stay_Updated_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Stay_Updated_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_stay_updated_text(inputs)
	if (locale === "es") return __es.insights_stay_updated_text(inputs)
	if (locale === "pt") return __pt.insights_stay_updated_text(inputs)
	if (locale === "fr") return __fr.insights_stay_updated_text(inputs)
	if (locale === "de") return __de.insights_stay_updated_text(inputs)
	if (locale === "pl") return __pl.insights_stay_updated_text(inputs)
	return __en.insights_stay_updated_text(inputs)
});
/**
* | output |
* | --- |
* | "Electors over time" |
*
* @param {Insights_Tab_ElectorsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_electors = /** @type {((inputs?: Insights_Tab_ElectorsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Tab_ElectorsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_tab_electors(inputs)
	if (locale === "es") return __es.insights_tab_electors(inputs)
	if (locale === "pt") return __pt.insights_tab_electors(inputs)
	if (locale === "fr") return __fr.insights_tab_electors(inputs)
	if (locale === "de") return __de.insights_tab_electors(inputs)
	if (locale === "pl") return __pl.insights_tab_electors(inputs)
	return __en.insights_tab_electors(inputs)
});
/**
* | output |
* | --- |
* | "Geographical" |
*
* @param {Insights_Tab_GeographicalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_geographical = /** @type {((inputs?: Insights_Tab_GeographicalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Tab_GeographicalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_tab_geographical(inputs)
	if (locale === "es") return __es.insights_tab_geographical(inputs)
	if (locale === "pt") return __pt.insights_tab_geographical(inputs)
	if (locale === "fr") return __fr.insights_tab_geographical(inputs)
	if (locale === "de") return __de.insights_tab_geographical(inputs)
	if (locale === "pl") return __pl.insights_tab_geographical(inputs)
	return __en.insights_tab_geographical(inputs)
});
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Insights_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_overview = /** @type {((inputs?: Insights_Tab_OverviewInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Tab_OverviewInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_tab_overview(inputs)
	if (locale === "es") return __es.insights_tab_overview(inputs)
	if (locale === "pt") return __pt.insights_tab_overview(inputs)
	if (locale === "fr") return __fr.insights_tab_overview(inputs)
	if (locale === "de") return __de.insights_tab_overview(inputs)
	if (locale === "pl") return __pl.insights_tab_overview(inputs)
	return __en.insights_tab_overview(inputs)
});
/**
* | output |
* | --- |
* | "Papabili" |
*
* @param {Insights_Tab_PapabiliInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_papabili = /** @type {((inputs?: Insights_Tab_PapabiliInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Tab_PapabiliInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_tab_papabili(inputs)
	if (locale === "es") return __es.insights_tab_papabili(inputs)
	if (locale === "pt") return __pt.insights_tab_papabili(inputs)
	if (locale === "fr") return __fr.insights_tab_papabili(inputs)
	if (locale === "de") return __de.insights_tab_papabili(inputs)
	if (locale === "pl") return __pl.insights_tab_papabili(inputs)
	return __en.insights_tab_papabili(inputs)
});
/**
* | output |
* | --- |
* | "Voting" |
*
* @param {Insights_Tab_VotingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tab_voting = /** @type {((inputs?: Insights_Tab_VotingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Tab_VotingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_tab_voting(inputs)
	if (locale === "es") return __es.insights_tab_voting(inputs)
	if (locale === "pt") return __pt.insights_tab_voting(inputs)
	if (locale === "fr") return __fr.insights_tab_voting(inputs)
	if (locale === "de") return __de.insights_tab_voting(inputs)
	if (locale === "pl") return __pl.insights_tab_voting(inputs)
	return __en.insights_tab_voting(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals turning 80 and electors at each month's end" |
*
* @param {Insights_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_table_caption = /** @type {((inputs?: Insights_Table_CaptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Table_CaptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_table_caption(inputs)
	if (locale === "es") return __es.insights_table_caption(inputs)
	if (locale === "pt") return __pt.insights_table_caption(inputs)
	if (locale === "fr") return __fr.insights_table_caption(inputs)
	if (locale === "de") return __de.insights_table_caption(inputs)
	if (locale === "pl") return __pl.insights_table_caption(inputs)
	return __en.insights_table_caption(inputs)
});
/**
* | output |
* | --- |
* | "Month by month, as a table" |
*
* @param {Insights_Table_ToggleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_table_toggle = /** @type {((inputs?: Insights_Table_ToggleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Table_ToggleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_table_toggle(inputs)
	if (locale === "es") return __es.insights_table_toggle(inputs)
	if (locale === "pt") return __pt.insights_table_toggle(inputs)
	if (locale === "fr") return __fr.insights_table_toggle(inputs)
	if (locale === "de") return __de.insights_table_toggle(inputs)
	if (locale === "pl") return __pl.insights_table_toggle(inputs)
	return __en.insights_table_toggle(inputs)
});
/**
* | output |
* | --- |
* | "Conclave Insights sections" |
*
* @param {Insights_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_tabs_label = /** @type {((inputs?: Insights_Tabs_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Tabs_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_tabs_label(inputs)
	if (locale === "es") return __es.insights_tabs_label(inputs)
	if (locale === "pt") return __pt.insights_tabs_label(inputs)
	if (locale === "fr") return __fr.insights_tabs_label(inputs)
	if (locale === "de") return __de.insights_tabs_label(inputs)
	if (locale === "pl") return __pl.insights_tabs_label(inputs)
	return __en.insights_tabs_label(inputs)
});
/**
* | output |
* | --- |
* | "The count falls to the limit of {limit} in {month}." |
*
* @param {Insights_Timeline_FallsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_falls = /** @type {((inputs: Insights_Timeline_FallsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Timeline_FallsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_timeline_falls(inputs)
	if (locale === "es") return __es.insights_timeline_falls(inputs)
	if (locale === "pt") return __pt.insights_timeline_falls(inputs)
	if (locale === "fr") return __fr.insights_timeline_falls(inputs)
	if (locale === "de") return __de.insights_timeline_falls(inputs)
	if (locale === "pl") return __pl.insights_timeline_falls(inputs)
	return __en.insights_timeline_falls(inputs)
});
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
export const insights_timeline_leaving = /** @type {((inputs: Insights_Timeline_LeavingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Timeline_LeavingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_timeline_leaving(inputs)
	if (locale === "es") return __es.insights_timeline_leaving(inputs)
	if (locale === "pt") return __pt.insights_timeline_leaving(inputs)
	if (locale === "fr") return __fr.insights_timeline_leaving(inputs)
	if (locale === "de") return __de.insights_timeline_leaving(inputs)
	if (locale === "pl") return __pl.insights_timeline_leaving(inputs)
	return __en.insights_timeline_leaving(inputs)
});
/**
* | output |
* | --- |
* | "It stays above the limit of {limit}." |
*
* @param {Insights_Timeline_Stays_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_stays_above = /** @type {((inputs: Insights_Timeline_Stays_AboveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Timeline_Stays_AboveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_timeline_stays_above(inputs)
	if (locale === "es") return __es.insights_timeline_stays_above(inputs)
	if (locale === "pt") return __pt.insights_timeline_stays_above(inputs)
	if (locale === "fr") return __fr.insights_timeline_stays_above(inputs)
	if (locale === "de") return __de.insights_timeline_stays_above(inputs)
	if (locale === "pl") return __pl.insights_timeline_stays_above(inputs)
	return __en.insights_timeline_stays_above(inputs)
});
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
export const insights_timeline_today = /** @type {((inputs: Insights_Timeline_TodayInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Timeline_TodayInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_timeline_today(inputs)
	if (locale === "es") return __es.insights_timeline_today(inputs)
	if (locale === "pt") return __pt.insights_timeline_today(inputs)
	if (locale === "fr") return __fr.insights_timeline_today(inputs)
	if (locale === "de") return __de.insights_timeline_today(inputs)
	if (locale === "pl") return __pl.insights_timeline_today(inputs)
	return __en.insights_timeline_today(inputs)
});
/**
* | output |
* | --- |
* | "That is within the limit of {limit}." |
*
* @param {Insights_Timeline_WithinInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_timeline_within = /** @type {((inputs: Insights_Timeline_WithinInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Timeline_WithinInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_timeline_within(inputs)
	if (locale === "es") return __es.insights_timeline_within(inputs)
	if (locale === "pt") return __pt.insights_timeline_within(inputs)
	if (locale === "fr") return __fr.insights_timeline_within(inputs)
	if (locale === "de") return __de.insights_timeline_within(inputs)
	if (locale === "pl") return __pl.insights_timeline_within(inputs)
	return __en.insights_timeline_within(inputs)
});
/**
* | output |
* | --- |
* | "Conclave Insights" |
*
* @param {Insights_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_title = /** @type {((inputs?: Insights_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_title(inputs)
	if (locale === "es") return __es.insights_title(inputs)
	if (locale === "pt") return __pt.insights_title(inputs)
	if (locale === "fr") return __fr.insights_title(inputs)
	if (locale === "de") return __de.insights_title(inputs)
	if (locale === "pl") return __pl.insights_title(inputs)
	return __en.insights_title(inputs)
});
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Insights_TotalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_total = /** @type {((inputs?: Insights_TotalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_TotalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_total(inputs)
	if (locale === "es") return __es.insights_total(inputs)
	if (locale === "pt") return __pt.insights_total(inputs)
	if (locale === "fr") return __fr.insights_total(inputs)
	if (locale === "de") return __de.insights_total(inputs)
	if (locale === "pl") return __pl.insights_total(inputs)
	return __en.insights_total(inputs)
});
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
export const insights_turning_heading = /** @type {((inputs: Insights_Turning_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Turning_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_turning_heading(inputs)
	if (locale === "es") return __es.insights_turning_heading(inputs)
	if (locale === "pt") return __pt.insights_turning_heading(inputs)
	if (locale === "fr") return __fr.insights_turning_heading(inputs)
	if (locale === "de") return __de.insights_turning_heading(inputs)
	if (locale === "pl") return __pl.insights_turning_heading(inputs)
	return __en.insights_turning_heading(inputs)
});
/**
* | output |
* | --- |
* | "Month by month, the cardinals who reach 80 and lose their vote, and the electors left at each month's end." |
*
* @param {Insights_Turning_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_turning_lead = /** @type {((inputs?: Insights_Turning_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Turning_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_turning_lead(inputs)
	if (locale === "es") return __es.insights_turning_lead(inputs)
	if (locale === "pt") return __pt.insights_turning_lead(inputs)
	if (locale === "fr") return __fr.insights_turning_lead(inputs)
	if (locale === "de") return __de.insights_turning_lead(inputs)
	if (locale === "pl") return __pl.insights_turning_lead(inputs)
	return __en.insights_turning_lead(inputs)
});
/**
* | output |
* | --- |
* | "That is {count} above the limit of {limit}; in 2025 the cardinals held that a pope who creates more electors dispenses from the limit, so every eligible card..." |
*
* @param {Insights_Vacancy_AboveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_above = /** @type {((inputs: Insights_Vacancy_AboveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_AboveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_above(inputs)
	if (locale === "es") return __es.insights_vacancy_above(inputs)
	if (locale === "pt") return __pt.insights_vacancy_above(inputs)
	if (locale === "fr") return __fr.insights_vacancy_above(inputs)
	if (locale === "de") return __de.insights_vacancy_above(inputs)
	if (locale === "pl") return __pl.insights_vacancy_above(inputs)
	return __en.insights_vacancy_above(inputs)
});
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
export const insights_vacancy_fewer = /** @type {((inputs: Insights_Vacancy_FewerInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_FewerInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_fewer(inputs)
	if (locale === "es") return __es.insights_vacancy_fewer(inputs)
	if (locale === "pt") return __pt.insights_vacancy_fewer(inputs)
	if (locale === "fr") return __fr.insights_vacancy_fewer(inputs)
	if (locale === "de") return __de.insights_vacancy_fewer(inputs)
	if (locale === "pl") return __pl.insights_vacancy_fewer(inputs)
	return __en.insights_vacancy_fewer(inputs)
});
/**
* | output |
* | --- |
* | "If the See fell vacant on" |
*
* @param {Insights_Vacancy_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_label = /** @type {((inputs?: Insights_Vacancy_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_label(inputs)
	if (locale === "es") return __es.insights_vacancy_label(inputs)
	if (locale === "pt") return __pt.insights_vacancy_label(inputs)
	if (locale === "fr") return __fr.insights_vacancy_label(inputs)
	if (locale === "de") return __de.insights_vacancy_label(inputs)
	if (locale === "pl") return __pl.insights_vacancy_label(inputs)
	return __en.insights_vacancy_label(inputs)
});
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
export const insights_vacancy_majority_label = /** @type {((inputs: Insights_Vacancy_Majority_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_Majority_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_majority_label(inputs)
	if (locale === "es") return __es.insights_vacancy_majority_label(inputs)
	if (locale === "pt") return __pt.insights_vacancy_majority_label(inputs)
	if (locale === "fr") return __fr.insights_vacancy_majority_label(inputs)
	if (locale === "de") return __de.insights_vacancy_majority_label(inputs)
	if (locale === "pl") return __pl.insights_vacancy_majority_label(inputs)
	return __en.insights_vacancy_majority_label(inputs)
});
/**
* | output |
* | --- |
* | "Counted from the roster as of {date}: electors are the cardinals who had not turned 80 before the day the See falls vacant and have not renounced the rights ..." |
*
* @param {Insights_Vacancy_NoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_note = /** @type {((inputs: Insights_Vacancy_NoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_NoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_note(inputs)
	if (locale === "es") return __es.insights_vacancy_note(inputs)
	if (locale === "pt") return __pt.insights_vacancy_note(inputs)
	if (locale === "fr") return __fr.insights_vacancy_note(inputs)
	if (locale === "de") return __de.insights_vacancy_note(inputs)
	if (locale === "pl") return __pl.insights_vacancy_note(inputs)
	return __en.insights_vacancy_note(inputs)
});
/**
* | output |
* | --- |
* | "The same electors as today." |
*
* @param {Insights_Vacancy_SameInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_same = /** @type {((inputs?: Insights_Vacancy_SameInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_SameInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_same(inputs)
	if (locale === "es") return __es.insights_vacancy_same(inputs)
	if (locale === "pt") return __pt.insights_vacancy_same(inputs)
	if (locale === "fr") return __fr.insights_vacancy_same(inputs)
	if (locale === "de") return __de.insights_vacancy_same(inputs)
	if (locale === "pl") return __pl.insights_vacancy_same(inputs)
	return __en.insights_vacancy_same(inputs)
});
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
export const insights_vacancy_summary = /** @type {((inputs: Insights_Vacancy_SummaryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_SummaryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_summary(inputs)
	if (locale === "es") return __es.insights_vacancy_summary(inputs)
	if (locale === "pt") return __pt.insights_vacancy_summary(inputs)
	if (locale === "fr") return __fr.insights_vacancy_summary(inputs)
	if (locale === "de") return __de.insights_vacancy_summary(inputs)
	if (locale === "pl") return __pl.insights_vacancy_summary(inputs)
	return __en.insights_vacancy_summary(inputs)
});
/**
* | output |
* | --- |
* | "Choose today or a later date: this page knows only today's College." |
*
* @param {Insights_Vacancy_Too_EarlyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_too_early = /** @type {((inputs?: Insights_Vacancy_Too_EarlyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_Too_EarlyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_too_early(inputs)
	if (locale === "es") return __es.insights_vacancy_too_early(inputs)
	if (locale === "pt") return __pt.insights_vacancy_too_early(inputs)
	if (locale === "fr") return __fr.insights_vacancy_too_early(inputs)
	if (locale === "de") return __de.insights_vacancy_too_early(inputs)
	if (locale === "pl") return __pl.insights_vacancy_too_early(inputs)
	return __en.insights_vacancy_too_early(inputs)
});
/**
* | output |
* | --- |
* | "That is within the limit of {limit} electors." |
*
* @param {Insights_Vacancy_WithinInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_vacancy_within = /** @type {((inputs: Insights_Vacancy_WithinInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_WithinInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_within(inputs)
	if (locale === "es") return __es.insights_vacancy_within(inputs)
	if (locale === "pt") return __pt.insights_vacancy_within(inputs)
	if (locale === "fr") return __fr.insights_vacancy_within(inputs)
	if (locale === "de") return __de.insights_vacancy_within(inputs)
	if (locale === "pl") return __pl.insights_vacancy_within(inputs)
	return __en.insights_vacancy_within(inputs)
});
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
export const insights_vacancy_would_vote = /** @type {((inputs: Insights_Vacancy_Would_VoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Vacancy_Would_VoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_vacancy_would_vote(inputs)
	if (locale === "es") return __es.insights_vacancy_would_vote(inputs)
	if (locale === "pt") return __pt.insights_vacancy_would_vote(inputs)
	if (locale === "fr") return __fr.insights_vacancy_would_vote(inputs)
	if (locale === "de") return __de.insights_vacancy_would_vote(inputs)
	if (locale === "pl") return __pl.insights_vacancy_would_vote(inputs)
	return __en.insights_vacancy_would_vote(inputs)
});
/**
* | output |
* | --- |
* | "View full profile" |
*
* @param {Insights_View_ProfileInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_view_profile = /** @type {((inputs?: Insights_View_ProfileInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_View_ProfileInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_view_profile(inputs)
	if (locale === "es") return __es.insights_view_profile(inputs)
	if (locale === "pt") return __pt.insights_view_profile(inputs)
	if (locale === "fr") return __fr.insights_view_profile(inputs)
	if (locale === "de") return __de.insights_view_profile(inputs)
	if (locale === "pl") return __pl.insights_view_profile(inputs)
	return __en.insights_view_profile(inputs)
});
/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Insights_View_Profile_OfInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_view_profile_of = /** @type {((inputs: Insights_View_Profile_OfInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_View_Profile_OfInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_view_profile_of(inputs)
	if (locale === "es") return __es.insights_view_profile_of(inputs)
	if (locale === "pt") return __pt.insights_view_profile_of(inputs)
	if (locale === "fr") return __fr.insights_view_profile_of(inputs)
	if (locale === "de") return __de.insights_view_profile_of(inputs)
	if (locale === "pl") return __pl.insights_view_profile_of(inputs)
	return __en.insights_view_profile_of(inputs)
});
/**
* | output |
* | --- |
* | "Who would vote?" |
*
* @param {Insights_Who_Would_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_who_would_vote = /** @type {((inputs?: Insights_Who_Would_VoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Who_Would_VoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_who_would_vote(inputs)
	if (locale === "es") return __es.insights_who_would_vote(inputs)
	if (locale === "pt") return __pt.insights_who_would_vote(inputs)
	if (locale === "fr") return __fr.insights_who_would_vote(inputs)
	if (locale === "de") return __de.insights_who_would_vote(inputs)
	if (locale === "pl") return __pl.insights_who_would_vote(inputs)
	return __en.insights_who_would_vote(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals vote unless they turned 80 before the day the See of Rome falls vacant (one whose 80th birthday is that day still votes) or renounced the rights of..." |
*
* @param {Insights_Who_Would_Vote_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_who_would_vote_lead = /** @type {((inputs?: Insights_Who_Would_Vote_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Who_Would_Vote_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_who_would_vote_lead(inputs)
	if (locale === "es") return __es.insights_who_would_vote_lead(inputs)
	if (locale === "pt") return __pt.insights_who_would_vote_lead(inputs)
	if (locale === "fr") return __fr.insights_who_would_vote_lead(inputs)
	if (locale === "de") return __de.insights_who_would_vote_lead(inputs)
	if (locale === "pl") return __pl.insights_who_would_vote_lead(inputs)
	return __en.insights_who_would_vote_lead(inputs)
});
/**
* | output |
* | --- |
* | "within" |
*
* @param {Insights_WithinInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_within = /** @type {((inputs?: Insights_WithinInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_WithinInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_within(inputs)
	if (locale === "es") return __es.insights_within(inputs)
	if (locale === "pt") return __pt.insights_within(inputs)
	if (locale === "fr") return __fr.insights_within(inputs)
	if (locale === "de") return __de.insights_within(inputs)
	if (locale === "pl") return __pl.insights_within(inputs)
	return __en.insights_within(inputs)
});
/**
* | output |
* | --- |
* | "Younger Cardinals (Under 70)" |
*
* @param {Insights_Younger_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_younger_heading = /** @type {((inputs?: Insights_Younger_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Younger_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_younger_heading(inputs)
	if (locale === "es") return __es.insights_younger_heading(inputs)
	if (locale === "pt") return __pt.insights_younger_heading(inputs)
	if (locale === "fr") return __fr.insights_younger_heading(inputs)
	if (locale === "de") return __de.insights_younger_heading(inputs)
	if (locale === "pl") return __pl.insights_younger_heading(inputs)
	return __en.insights_younger_heading(inputs)
});
/**
* | output |
* | --- |
* | "The youngest members of the College, by age today." |
*
* @param {Insights_Younger_LeadInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_younger_lead = /** @type {((inputs?: Insights_Younger_LeadInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Younger_LeadInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_younger_lead(inputs)
	if (locale === "es") return __es.insights_younger_lead(inputs)
	if (locale === "pt") return __pt.insights_younger_lead(inputs)
	if (locale === "fr") return __fr.insights_younger_lead(inputs)
	if (locale === "de") return __de.insights_younger_lead(inputs)
	if (locale === "pl") return __pl.insights_younger_lead(inputs)
	return __en.insights_younger_lead(inputs)
});
/**
* | output |
* | --- |
* | "Youngest cardinals" |
*
* @param {Insights_Youngest_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const insights_youngest_label = /** @type {((inputs?: Insights_Youngest_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Youngest_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.insights_youngest_label(inputs)
	if (locale === "es") return __es.insights_youngest_label(inputs)
	if (locale === "pt") return __pt.insights_youngest_label(inputs)
	if (locale === "fr") return __fr.insights_youngest_label(inputs)
	if (locale === "de") return __de.insights_youngest_label(inputs)
	if (locale === "pl") return __pl.insights_youngest_label(inputs)
	return __en.insights_youngest_label(inputs)
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
* | "What Cardinalis stores about visitors (very little) and why." |
*
* @param {Legal_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_description = /** @type {((inputs?: Legal_Privacy_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.legal_privacy_description(inputs)
	if (locale === "es") return __es.legal_privacy_description(inputs)
	if (locale === "pt") return __pt.legal_privacy_description(inputs)
	if (locale === "fr") return __fr.legal_privacy_description(inputs)
	if (locale === "de") return __de.legal_privacy_description(inputs)
	if (locale === "pl") return __pl.legal_privacy_description(inputs)
	return __en.legal_privacy_description(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_privacy_title = /** @type {((inputs?: Legal_Privacy_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.legal_privacy_title(inputs)
	if (locale === "es") return __es.legal_privacy_title(inputs)
	if (locale === "pt") return __pt.legal_privacy_title(inputs)
	if (locale === "fr") return __fr.legal_privacy_title(inputs)
	if (locale === "de") return __de.legal_privacy_title(inputs)
	if (locale === "pl") return __pl.legal_privacy_title(inputs)
	return __en.legal_privacy_title(inputs)
});
/**
* | output |
* | --- |
* | "The terms of use of Cardinalis, an independent educational site." |
*
* @param {Legal_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_terms_description = /** @type {((inputs?: Legal_Terms_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.legal_terms_description(inputs)
	if (locale === "es") return __es.legal_terms_description(inputs)
	if (locale === "pt") return __pt.legal_terms_description(inputs)
	if (locale === "fr") return __fr.legal_terms_description(inputs)
	if (locale === "de") return __de.legal_terms_description(inputs)
	if (locale === "pl") return __pl.legal_terms_description(inputs)
	return __en.legal_terms_description(inputs)
});
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const legal_terms_title = /** @type {((inputs?: Legal_Terms_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.legal_terms_title(inputs)
	if (locale === "es") return __es.legal_terms_title(inputs)
	if (locale === "pt") return __pt.legal_terms_title(inputs)
	if (locale === "fr") return __fr.legal_terms_title(inputs)
	if (locale === "de") return __de.legal_terms_title(inputs)
	if (locale === "pl") return __pl.legal_terms_title(inputs)
	return __en.legal_terms_title(inputs)
});
/**
* | output |
* | --- |
* | "A conclave is the closed meeting in which the cardinals elect a new pope. The name comes from the Latin cum clave, “with a key”: the electors are shut away f..." |
*
* @param {Live_About_1Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_1 = /** @type {((inputs?: Live_About_1Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_About_1Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_about_1(inputs)
	if (locale === "es") return __es.live_about_1(inputs)
	if (locale === "pt") return __pt.live_about_1(inputs)
	if (locale === "fr") return __fr.live_about_1(inputs)
	if (locale === "de") return __de.live_about_1(inputs)
	if (locale === "pl") return __pl.live_about_1(inputs)
	return __en.live_about_1(inputs)
});
/**
* | output |
* | --- |
* | "Only cardinals who had not turned 80 before the See of Rome fell vacant may vote. They meet in the Sistine Chapel and hold up to four ballots a day; a candid..." |
*
* @param {Live_About_2Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_2 = /** @type {((inputs?: Live_About_2Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_About_2Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_about_2(inputs)
	if (locale === "es") return __es.live_about_2(inputs)
	if (locale === "pt") return __pt.live_about_2(inputs)
	if (locale === "fr") return __fr.live_about_2(inputs)
	if (locale === "de") return __de.live_about_2(inputs)
	if (locale === "pl") return __pl.live_about_2(inputs)
	return __en.live_about_2(inputs)
});
/**
* | output |
* | --- |
* | "After each session the ballots are burned. Black smoke from the chapel chimney means no one has been elected; white smoke and the bells of St Peter's mean a ..." |
*
* @param {Live_About_3Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_3 = /** @type {((inputs?: Live_About_3Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_About_3Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_about_3(inputs)
	if (locale === "es") return __es.live_about_3(inputs)
	if (locale === "pt") return __pt.live_about_3(inputs)
	if (locale === "fr") return __fr.live_about_3(inputs)
	if (locale === "de") return __de.live_about_3(inputs)
	if (locale === "pl") return __pl.live_about_3(inputs)
	return __en.live_about_3(inputs)
});
/**
* | output |
* | --- |
* | "The most recent conclave, in May 2025, elected Cardinal Robert Francis Prevost on its second day. He took the name Leo XIV." |
*
* @param {Live_About_4Inputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_4 = /** @type {((inputs?: Live_About_4Inputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_About_4Inputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_about_4(inputs)
	if (locale === "es") return __es.live_about_4(inputs)
	if (locale === "pt") return __pt.live_about_4(inputs)
	if (locale === "fr") return __fr.live_about_4(inputs)
	if (locale === "de") return __de.live_about_4(inputs)
	if (locale === "pl") return __pl.live_about_4(inputs)
	return __en.live_about_4(inputs)
});
/**
* | output |
* | --- |
* | "About the Conclave" |
*
* @param {Live_About_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_about_heading = /** @type {((inputs?: Live_About_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_About_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_about_heading(inputs)
	if (locale === "es") return __es.live_about_heading(inputs)
	if (locale === "pt") return __pt.live_about_heading(inputs)
	if (locale === "fr") return __fr.live_about_heading(inputs)
	if (locale === "de") return __de.live_about_heading(inputs)
	if (locale === "pl") return __pl.live_about_heading(inputs)
	return __en.live_about_heading(inputs)
});
/**
* | output |
* | --- |
* | "{age}, an elector" |
*
* @param {Live_Age_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_age_elector = /** @type {((inputs: Live_Age_ElectorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Age_ElectorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_age_elector(inputs)
	if (locale === "es") return __es.live_age_elector(inputs)
	if (locale === "pt") return __pt.live_age_elector(inputs)
	if (locale === "fr") return __fr.live_age_elector(inputs)
	if (locale === "de") return __de.live_age_elector(inputs)
	if (locale === "pl") return __pl.live_age_elector(inputs)
	return __en.live_age_elector(inputs)
});
/**
* | output |
* | --- |
* | "{age}, not an elector" |
*
* @param {Live_Age_Not_ElectorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_age_not_elector = /** @type {((inputs: Live_Age_Not_ElectorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Age_Not_ElectorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_age_not_elector(inputs)
	if (locale === "es") return __es.live_age_not_elector(inputs)
	if (locale === "pt") return __pt.live_age_not_elector(inputs)
	if (locale === "fr") return __fr.live_age_not_elector(inputs)
	if (locale === "de") return __de.live_age_not_elector(inputs)
	if (locale === "pl") return __pl.live_age_not_elector(inputs)
	return __en.live_age_not_elector(inputs)
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
* | "White smoke over the Sistine Chapel: a pope has been elected." |
*
* @param {Live_Alert_White_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_white_body = /** @type {((inputs?: Live_Alert_White_BodyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Alert_White_BodyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_alert_white_body(inputs)
	if (locale === "es") return __es.live_alert_white_body(inputs)
	if (locale === "pt") return __pt.live_alert_white_body(inputs)
	if (locale === "fr") return __fr.live_alert_white_body(inputs)
	if (locale === "de") return __de.live_alert_white_body(inputs)
	if (locale === "pl") return __pl.live_alert_white_body(inputs)
	return __en.live_alert_white_body(inputs)
});
/**
* | output |
* | --- |
* | "White smoke" |
*
* @param {Live_Alert_White_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_alert_white_title = /** @type {((inputs?: Live_Alert_White_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Alert_White_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_alert_white_title(inputs)
	if (locale === "es") return __es.live_alert_white_title(inputs)
	if (locale === "pt") return __pt.live_alert_white_title(inputs)
	if (locale === "fr") return __fr.live_alert_white_title(inputs)
	if (locale === "de") return __de.live_alert_white_title(inputs)
	if (locale === "pl") return __pl.live_alert_white_title(inputs)
	return __en.live_alert_white_title(inputs)
});
/**
* | output |
* | --- |
* | "You've already voted" |
*
* @param {Live_Already_VotedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_already_voted = /** @type {((inputs?: Live_Already_VotedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Already_VotedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_already_voted(inputs)
	if (locale === "es") return __es.live_already_voted(inputs)
	if (locale === "pt") return __pt.live_already_voted(inputs)
	if (locale === "fr") return __fr.live_already_voted(inputs)
	if (locale === "de") return __de.live_already_voted(inputs)
	if (locale === "pl") return __pl.live_already_voted(inputs)
	return __en.live_already_voted(inputs)
});
/**
* | output |
* | --- |
* | "Announcement" |
*
* @param {Live_AnnouncementInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_announcement = /** @type {((inputs?: Live_AnnouncementInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_AnnouncementInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_announcement(inputs)
	if (locale === "es") return __es.live_announcement(inputs)
	if (locale === "pt") return __pt.live_announcement(inputs)
	if (locale === "fr") return __fr.live_announcement(inputs)
	if (locale === "de") return __de.live_announcement(inputs)
	if (locale === "pl") return __pl.live_announcement(inputs)
	return __en.live_announcement(inputs)
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
* | "The list of cardinals could not be loaded." |
*
* @param {Live_Cardinals_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_cardinals_failed = /** @type {((inputs?: Live_Cardinals_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Cardinals_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_cardinals_failed(inputs)
	if (locale === "es") return __es.live_cardinals_failed(inputs)
	if (locale === "pt") return __pt.live_cardinals_failed(inputs)
	if (locale === "fr") return __fr.live_cardinals_failed(inputs)
	if (locale === "de") return __de.live_cardinals_failed(inputs)
	if (locale === "pl") return __pl.live_cardinals_failed(inputs)
	return __en.live_cardinals_failed(inputs)
});
/**
* | output |
* | --- |
* | "Cardinals" |
*
* @param {Live_Cardinals_LegendInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_cardinals_legend = /** @type {((inputs?: Live_Cardinals_LegendInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Cardinals_LegendInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_cardinals_legend(inputs)
	if (locale === "es") return __es.live_cardinals_legend(inputs)
	if (locale === "pt") return __pt.live_cardinals_legend(inputs)
	if (locale === "fr") return __fr.live_cardinals_legend(inputs)
	if (locale === "de") return __de.live_cardinals_legend(inputs)
	if (locale === "pl") return __pl.live_cardinals_legend(inputs)
	return __en.live_cardinals_legend(inputs)
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
* | "tells you which elector it is." |
*
* @param {Live_Decoder_AfterInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_decoder_after = /** @type {((inputs?: Live_Decoder_AfterInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Decoder_AfterInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_decoder_after(inputs)
	if (locale === "es") return __es.live_decoder_after(inputs)
	if (locale === "pt") return __pt.live_decoder_after(inputs)
	if (locale === "fr") return __fr.live_decoder_after(inputs)
	if (locale === "de") return __de.live_decoder_after(inputs)
	if (locale === "pl") return __pl.live_decoder_after(inputs)
	return __en.live_decoder_after(inputs)
});
/**
* | output |
* | --- |
* | "Heard the protodeacon's Latin? The" |
*
* @param {Live_Decoder_BeforeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_decoder_before = /** @type {((inputs?: Live_Decoder_BeforeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Decoder_BeforeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_decoder_before(inputs)
	if (locale === "es") return __es.live_decoder_before(inputs)
	if (locale === "pt") return __pt.live_decoder_before(inputs)
	if (locale === "fr") return __fr.live_decoder_before(inputs)
	if (locale === "de") return __de.live_decoder_before(inputs)
	if (locale === "pl") return __pl.live_decoder_before(inputs)
	return __en.live_decoder_before(inputs)
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
* | "Loading cardinals..." |
*
* @param {Live_Loading_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_loading_cardinals = /** @type {((inputs?: Live_Loading_CardinalsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Loading_CardinalsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_loading_cardinals(inputs)
	if (locale === "es") return __es.live_loading_cardinals(inputs)
	if (locale === "pt") return __pt.live_loading_cardinals(inputs)
	if (locale === "fr") return __fr.live_loading_cardinals(inputs)
	if (locale === "de") return __de.live_loading_cardinals(inputs)
	if (locale === "pl") return __pl.live_loading_cardinals(inputs)
	return __en.live_loading_cardinals(inputs)
});
/**
* | output |
* | --- |
* | "Loading results" |
*
* @param {Live_Loading_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_loading_results = /** @type {((inputs?: Live_Loading_ResultsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Loading_ResultsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_loading_results(inputs)
	if (locale === "es") return __es.live_loading_results(inputs)
	if (locale === "pt") return __pt.live_loading_results(inputs)
	if (locale === "fr") return __fr.live_loading_results(inputs)
	if (locale === "de") return __de.live_loading_results(inputs)
	if (locale === "pl") return __pl.live_loading_results(inputs)
	return __en.live_loading_results(inputs)
});
/**
* | output |
* | --- |
* | "Loading stream..." |
*
* @param {Live_Loading_StreamInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_loading_stream = /** @type {((inputs?: Live_Loading_StreamInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Loading_StreamInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_loading_stream(inputs)
	if (locale === "es") return __es.live_loading_stream(inputs)
	if (locale === "pt") return __pt.live_loading_stream(inputs)
	if (locale === "fr") return __fr.live_loading_stream(inputs)
	if (locale === "de") return __de.live_loading_stream(inputs)
	if (locale === "pl") return __pl.live_loading_stream(inputs)
	return __en.live_loading_stream(inputs)
});
/**
* | output |
* | --- |
* | "Watch St Peter's Square and conclave coverage live, and cast your vote in the papal election poll." |
*
* @param {Live_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_meta_description = /** @type {((inputs?: Live_Meta_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Meta_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_meta_description(inputs)
	if (locale === "es") return __es.live_meta_description(inputs)
	if (locale === "pt") return __pt.live_meta_description(inputs)
	if (locale === "fr") return __fr.live_meta_description(inputs)
	if (locale === "de") return __de.live_meta_description(inputs)
	if (locale === "pl") return __pl.live_meta_description(inputs)
	return __en.live_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Light-hearted polls about the conclave and the papacy: one vote each." |
*
* @param {Live_Meta_Polls_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_meta_polls_description = /** @type {((inputs?: Live_Meta_Polls_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Meta_Polls_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_meta_polls_description(inputs)
	if (locale === "es") return __es.live_meta_polls_description(inputs)
	if (locale === "pt") return __pt.live_meta_polls_description(inputs)
	if (locale === "fr") return __fr.live_meta_polls_description(inputs)
	if (locale === "de") return __de.live_meta_polls_description(inputs)
	if (locale === "pl") return __pl.live_meta_polls_description(inputs)
	return __en.live_meta_polls_description(inputs)
});
/**
* | output |
* | --- |
* | "Live Coverage: St Peter's Square and the conclave" |
*
* @param {Live_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_meta_title = /** @type {((inputs?: Live_Meta_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Meta_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_meta_title(inputs)
	if (locale === "es") return __es.live_meta_title(inputs)
	if (locale === "pt") return __pt.live_meta_title(inputs)
	if (locale === "fr") return __fr.live_meta_title(inputs)
	if (locale === "de") return __de.live_meta_title(inputs)
	if (locale === "pl") return __pl.live_meta_title(inputs)
	return __en.live_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "Muted" |
*
* @param {Live_MutedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_muted = /** @type {((inputs?: Live_MutedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_MutedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_muted(inputs)
	if (locale === "es") return __es.live_muted(inputs)
	if (locale === "pt") return __pt.live_muted(inputs)
	if (locale === "fr") return __fr.live_muted(inputs)
	if (locale === "de") return __de.live_muted(inputs)
	if (locale === "pl") return __pl.live_muted(inputs)
	return __en.live_muted(inputs)
});
/**
* | output |
* | --- |
* | "No cardinal matches “{term}”." |
*
* @param {Live_No_MatchInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_match = /** @type {((inputs: Live_No_MatchInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_No_MatchInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_no_match(inputs)
	if (locale === "es") return __es.live_no_match(inputs)
	if (locale === "pt") return __pt.live_no_match(inputs)
	if (locale === "fr") return __fr.live_no_match(inputs)
	if (locale === "de") return __de.live_no_match(inputs)
	if (locale === "pl") return __pl.live_no_match(inputs)
	return __en.live_no_match(inputs)
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
* | "This page carries live video when there is something to watch: St. Peter's Square and coverage of the conclave while the See is vacant, and other great momen..." |
*
* @param {Live_No_Stream_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_stream_text = /** @type {((inputs?: Live_No_Stream_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_No_Stream_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_no_stream_text(inputs)
	if (locale === "es") return __es.live_no_stream_text(inputs)
	if (locale === "pt") return __pt.live_no_stream_text(inputs)
	if (locale === "fr") return __fr.live_no_stream_text(inputs)
	if (locale === "de") return __de.live_no_stream_text(inputs)
	if (locale === "pl") return __pl.live_no_stream_text(inputs)
	return __en.live_no_stream_text(inputs)
});
/**
* | output |
* | --- |
* | "No votes yet" |
*
* @param {Live_No_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_no_votes = /** @type {((inputs?: Live_No_VotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_No_VotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_no_votes(inputs)
	if (locale === "es") return __es.live_no_votes(inputs)
	if (locale === "pt") return __pt.live_no_votes(inputs)
	if (locale === "fr") return __fr.live_no_votes(inputs)
	if (locale === "de") return __de.live_no_votes(inputs)
	if (locale === "pl") return __pl.live_no_votes(inputs)
	return __en.live_no_votes(inputs)
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
* | "Camerlengo of the Holy Roman Church" |
*
* @param {Live_Office_CamerlengoInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_camerlengo = /** @type {((inputs?: Live_Office_CamerlengoInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Office_CamerlengoInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_office_camerlengo(inputs)
	if (locale === "es") return __es.live_office_camerlengo(inputs)
	if (locale === "pt") return __pt.live_office_camerlengo(inputs)
	if (locale === "fr") return __fr.live_office_camerlengo(inputs)
	if (locale === "de") return __de.live_office_camerlengo(inputs)
	if (locale === "pl") return __pl.live_office_camerlengo(inputs)
	return __en.live_office_camerlengo(inputs)
});
/**
* | output |
* | --- |
* | "Dean of the College of Cardinals" |
*
* @param {Live_Office_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_dean = /** @type {((inputs?: Live_Office_DeanInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Office_DeanInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_office_dean(inputs)
	if (locale === "es") return __es.live_office_dean(inputs)
	if (locale === "pt") return __pt.live_office_dean(inputs)
	if (locale === "fr") return __fr.live_office_dean(inputs)
	if (locale === "de") return __de.live_office_dean(inputs)
	if (locale === "pl") return __pl.live_office_dean(inputs)
	return __en.live_office_dean(inputs)
});
/**
* | output |
* | --- |
* | "Major Penitentiary" |
*
* @param {Live_Office_Major_PenitentiaryInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_major_penitentiary = /** @type {((inputs?: Live_Office_Major_PenitentiaryInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Office_Major_PenitentiaryInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_office_major_penitentiary(inputs)
	if (locale === "es") return __es.live_office_major_penitentiary(inputs)
	if (locale === "pt") return __pt.live_office_major_penitentiary(inputs)
	if (locale === "fr") return __fr.live_office_major_penitentiary(inputs)
	if (locale === "de") return __de.live_office_major_penitentiary(inputs)
	if (locale === "pl") return __pl.live_office_major_penitentiary(inputs)
	return __en.live_office_major_penitentiary(inputs)
});
/**
* | output |
* | --- |
* | "Protodeacon (first of the cardinal deacons)" |
*
* @param {Live_Office_ProtodeaconInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_protodeacon = /** @type {((inputs?: Live_Office_ProtodeaconInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Office_ProtodeaconInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_office_protodeacon(inputs)
	if (locale === "es") return __es.live_office_protodeacon(inputs)
	if (locale === "pt") return __pt.live_office_protodeacon(inputs)
	if (locale === "fr") return __fr.live_office_protodeacon(inputs)
	if (locale === "de") return __de.live_office_protodeacon(inputs)
	if (locale === "pl") return __pl.live_office_protodeacon(inputs)
	return __en.live_office_protodeacon(inputs)
});
/**
* | output |
* | --- |
* | "Protopriest (first of the cardinal priests)" |
*
* @param {Live_Office_ProtopriestInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_protopriest = /** @type {((inputs?: Live_Office_ProtopriestInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Office_ProtopriestInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_office_protopriest(inputs)
	if (locale === "es") return __es.live_office_protopriest(inputs)
	if (locale === "pt") return __pt.live_office_protopriest(inputs)
	if (locale === "fr") return __fr.live_office_protopriest(inputs)
	if (locale === "de") return __de.live_office_protopriest(inputs)
	if (locale === "pl") return __pl.live_office_protopriest(inputs)
	return __en.live_office_protopriest(inputs)
});
/**
* | output |
* | --- |
* | "Vacant: the holder has died." |
*
* @param {Live_Office_VacantInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_vacant = /** @type {((inputs?: Live_Office_VacantInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Office_VacantInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_office_vacant(inputs)
	if (locale === "es") return __es.live_office_vacant(inputs)
	if (locale === "pt") return __pt.live_office_vacant(inputs)
	if (locale === "fr") return __fr.live_office_vacant(inputs)
	if (locale === "de") return __de.live_office_vacant(inputs)
	if (locale === "pl") return __pl.live_office_vacant(inputs)
	return __en.live_office_vacant(inputs)
});
/**
* | output |
* | --- |
* | "Vice-Dean of the College of Cardinals" |
*
* @param {Live_Office_Vice_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_office_vice_dean = /** @type {((inputs?: Live_Office_Vice_DeanInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Office_Vice_DeanInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_office_vice_dean(inputs)
	if (locale === "es") return __es.live_office_vice_dean(inputs)
	if (locale === "pt") return __pt.live_office_vice_dean(inputs)
	if (locale === "fr") return __fr.live_office_vice_dean(inputs)
	if (locale === "de") return __de.live_office_vice_dean(inputs)
	if (locale === "pl") return __pl.live_office_vice_dean(inputs)
	return __en.live_office_vice_dean(inputs)
});
/**
* | output |
* | --- |
* | "Ages on {date}; holders as checked on {asOf}." |
*
* @param {Live_Offices_DatesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_offices_dates = /** @type {((inputs: Live_Offices_DatesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Offices_DatesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_offices_dates(inputs)
	if (locale === "es") return __es.live_offices_dates(inputs)
	if (locale === "pt") return __pt.live_offices_dates(inputs)
	if (locale === "fr") return __fr.live_offices_dates(inputs)
	if (locale === "de") return __de.live_offices_dates(inputs)
	if (locale === "pl") return __pl.live_offices_dates(inputs)
	return __en.live_offices_dates(inputs)
});
/**
* | output |
* | --- |
* | "Who does what in a vacancy" |
*
* @param {Live_Offices_HeadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_offices_heading = /** @type {((inputs?: Live_Offices_HeadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Offices_HeadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_offices_heading(inputs)
	if (locale === "es") return __es.live_offices_heading(inputs)
	if (locale === "pt") return __pt.live_offices_heading(inputs)
	if (locale === "fr") return __fr.live_offices_heading(inputs)
	if (locale === "de") return __de.live_offices_heading(inputs)
	if (locale === "pl") return __pl.live_offices_heading(inputs)
	return __en.live_offices_heading(inputs)
});
/**
* | output |
* | --- |
* | "The offices' descriptions and the rules quoted are in English." |
*
* @param {Live_Offices_In_EnglishInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_offices_in_english = /** @type {((inputs?: Live_Offices_In_EnglishInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Offices_In_EnglishInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_offices_in_english(inputs)
	if (locale === "es") return __es.live_offices_in_english(inputs)
	if (locale === "pt") return __pt.live_offices_in_english(inputs)
	if (locale === "fr") return __fr.live_offices_in_english(inputs)
	if (locale === "de") return __de.live_offices_in_english(inputs)
	if (locale === "pl") return __pl.live_offices_in_english(inputs)
	return __en.live_offices_in_english(inputs)
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
* | "Voting in this poll needs JavaScript, which is turned off in this browser. The rest of the page reads without it." |
*
* @param {Live_Poll_Needs_JsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_poll_needs_js = /** @type {((inputs?: Live_Poll_Needs_JsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Poll_Needs_JsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_poll_needs_js(inputs)
	if (locale === "es") return __es.live_poll_needs_js(inputs)
	if (locale === "pt") return __pt.live_poll_needs_js(inputs)
	if (locale === "fr") return __fr.live_poll_needs_js(inputs)
	if (locale === "de") return __de.live_poll_needs_js(inputs)
	if (locale === "pl") return __pl.live_poll_needs_js(inputs)
	return __en.live_poll_needs_js(inputs)
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
* | "You have already voted in this poll." |
*
* @param {Live_Polls_AlreadyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_already = /** @type {((inputs?: Live_Polls_AlreadyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_AlreadyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_already(inputs)
	if (locale === "es") return __es.live_polls_already(inputs)
	if (locale === "pt") return __pt.live_polls_already(inputs)
	if (locale === "fr") return __fr.live_polls_already(inputs)
	if (locale === "de") return __de.live_polls_already(inputs)
	if (locale === "pl") return __pl.live_polls_already(inputs)
	return __en.live_polls_already(inputs)
});
/**
* | output |
* | --- |
* | "Back to live coverage" |
*
* @param {Live_Polls_BackInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_back = /** @type {((inputs?: Live_Polls_BackInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_BackInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_back(inputs)
	if (locale === "es") return __es.live_polls_back(inputs)
	if (locale === "pt") return __pt.live_polls_back(inputs)
	if (locale === "fr") return __fr.live_polls_back(inputs)
	if (locale === "de") return __de.live_polls_back(inputs)
	if (locale === "pl") return __pl.live_polls_back(inputs)
	return __en.live_polls_back(inputs)
});
/**
* | output |
* | --- |
* | "Just for fun" |
*
* @param {Live_Polls_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_eyebrow = /** @type {((inputs?: Live_Polls_EyebrowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_EyebrowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_eyebrow(inputs)
	if (locale === "es") return __es.live_polls_eyebrow(inputs)
	if (locale === "pt") return __pt.live_polls_eyebrow(inputs)
	if (locale === "fr") return __fr.live_polls_eyebrow(inputs)
	if (locale === "de") return __de.live_polls_eyebrow(inputs)
	if (locale === "pl") return __pl.live_polls_eyebrow(inputs)
	return __en.live_polls_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Failed to load polls. Please try again later." |
*
* @param {Live_Polls_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_failed = /** @type {((inputs?: Live_Polls_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_failed(inputs)
	if (locale === "es") return __es.live_polls_failed(inputs)
	if (locale === "pt") return __pt.live_polls_failed(inputs)
	if (locale === "fr") return __fr.live_polls_failed(inputs)
	if (locale === "de") return __de.live_polls_failed(inputs)
	if (locale === "pl") return __pl.live_polls_failed(inputs)
	return __en.live_polls_failed(inputs)
});
/**
* | output |
* | --- |
* | "Light-hearted questions while the world waits for white smoke. One vote per poll; results appear once you have voted." |
*
* @param {Live_Polls_IntroInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_intro = /** @type {((inputs?: Live_Polls_IntroInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_IntroInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_intro(inputs)
	if (locale === "es") return __es.live_polls_intro(inputs)
	if (locale === "pt") return __pt.live_polls_intro(inputs)
	if (locale === "fr") return __fr.live_polls_intro(inputs)
	if (locale === "de") return __de.live_polls_intro(inputs)
	if (locale === "pl") return __pl.live_polls_intro(inputs)
	return __en.live_polls_intro(inputs)
});
/**
* | output |
* | --- |
* | "Loading polls..." |
*
* @param {Live_Polls_LoadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_loading = /** @type {((inputs?: Live_Polls_LoadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_LoadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_loading(inputs)
	if (locale === "es") return __es.live_polls_loading(inputs)
	if (locale === "pt") return __pt.live_polls_loading(inputs)
	if (locale === "fr") return __fr.live_polls_loading(inputs)
	if (locale === "de") return __de.live_polls_loading(inputs)
	if (locale === "pl") return __pl.live_polls_loading(inputs)
	return __en.live_polls_loading(inputs)
});
/**
* | output |
* | --- |
* | "Voting in the polls needs JavaScript, which is turned off in this browser. The rest of the page reads without it." |
*
* @param {Live_Polls_Needs_JsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_needs_js = /** @type {((inputs?: Live_Polls_Needs_JsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_Needs_JsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_needs_js(inputs)
	if (locale === "es") return __es.live_polls_needs_js(inputs)
	if (locale === "pt") return __pt.live_polls_needs_js(inputs)
	if (locale === "fr") return __fr.live_polls_needs_js(inputs)
	if (locale === "de") return __de.live_polls_needs_js(inputs)
	if (locale === "pl") return __pl.live_polls_needs_js(inputs)
	return __en.live_polls_needs_js(inputs)
});
/**
* | output |
* | --- |
* | "No polls available at this time." |
*
* @param {Live_Polls_NoneInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_none = /** @type {((inputs?: Live_Polls_NoneInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_NoneInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_none(inputs)
	if (locale === "es") return __es.live_polls_none(inputs)
	if (locale === "pt") return __pt.live_polls_none(inputs)
	if (locale === "fr") return __fr.live_polls_none(inputs)
	if (locale === "de") return __de.live_polls_none(inputs)
	if (locale === "pl") return __pl.live_polls_none(inputs)
	return __en.live_polls_none(inputs)
});
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
export const live_polls_so_far = /** @type {((inputs: Live_Polls_So_FarInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_So_FarInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_so_far(inputs)
	if (locale === "es") return __es.live_polls_so_far(inputs)
	if (locale === "pt") return __pt.live_polls_so_far(inputs)
	if (locale === "fr") return __fr.live_polls_so_far(inputs)
	if (locale === "de") return __de.live_polls_so_far(inputs)
	if (locale === "pl") return __pl.live_polls_so_far(inputs)
	return __en.live_polls_so_far(inputs)
});
/**
* | output |
* | --- |
* | "Fun Polls" |
*
* @param {Live_Polls_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_title = /** @type {((inputs?: Live_Polls_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_title(inputs)
	if (locale === "es") return __es.live_polls_title(inputs)
	if (locale === "pt") return __pt.live_polls_title(inputs)
	if (locale === "fr") return __fr.live_polls_title(inputs)
	if (locale === "de") return __de.live_polls_title(inputs)
	if (locale === "pl") return __pl.live_polls_title(inputs)
	return __en.live_polls_title(inputs)
});
/**
* | output |
* | --- |
* | "Voting..." |
*
* @param {Live_Polls_VotingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_voting = /** @type {((inputs?: Live_Polls_VotingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_VotingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_voting(inputs)
	if (locale === "es") return __es.live_polls_voting(inputs)
	if (locale === "pt") return __pt.live_polls_voting(inputs)
	if (locale === "fr") return __fr.live_polls_voting(inputs)
	if (locale === "de") return __de.live_polls_voting(inputs)
	if (locale === "pl") return __pl.live_polls_voting(inputs)
	return __en.live_polls_voting(inputs)
});
/**
* | output |
* | --- |
* | "Your vote" |
*
* @param {Live_Polls_Your_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_polls_your_vote = /** @type {((inputs?: Live_Polls_Your_VoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Polls_Your_VoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_polls_your_vote(inputs)
	if (locale === "es") return __es.live_polls_your_vote(inputs)
	if (locale === "pt") return __pt.live_polls_your_vote(inputs)
	if (locale === "fr") return __fr.live_polls_your_vote(inputs)
	if (locale === "de") return __de.live_polls_your_vote(inputs)
	if (locale === "pl") return __pl.live_polls_your_vote(inputs)
	return __en.live_polls_your_vote(inputs)
});
/**
* | output |
* | --- |
* | "Presides in the conclave" |
*
* @param {Live_Presides_ConclaveInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_presides_conclave = /** @type {((inputs?: Live_Presides_ConclaveInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Presides_ConclaveInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_presides_conclave(inputs)
	if (locale === "es") return __es.live_presides_conclave(inputs)
	if (locale === "pt") return __pt.live_presides_conclave(inputs)
	if (locale === "fr") return __fr.live_presides_conclave(inputs)
	if (locale === "de") return __de.live_presides_conclave(inputs)
	if (locale === "pl") return __pl.live_presides_conclave(inputs)
	return __en.live_presides_conclave(inputs)
});
/**
* | output |
* | --- |
* | "Presides over the General Congregations of the cardinals" |
*
* @param {Live_Presides_CongregationsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_presides_congregations = /** @type {((inputs?: Live_Presides_CongregationsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Presides_CongregationsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_presides_congregations(inputs)
	if (locale === "es") return __es.live_presides_congregations(inputs)
	if (locale === "pt") return __pt.live_presides_congregations(inputs)
	if (locale === "fr") return __fr.live_presides_congregations(inputs)
	if (locale === "de") return __de.live_presides_congregations(inputs)
	if (locale === "pl") return __pl.live_presides_congregations(inputs)
	return __en.live_presides_congregations(inputs)
});
/**
* | output |
* | --- |
* | "The senior elector by precedence; the site's records do not name him for this day." |
*
* @param {Live_Presides_UnknownInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_presides_unknown = /** @type {((inputs?: Live_Presides_UnknownInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Presides_UnknownInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_presides_unknown(inputs)
	if (locale === "es") return __es.live_presides_unknown(inputs)
	if (locale === "pt") return __pt.live_presides_unknown(inputs)
	if (locale === "fr") return __fr.live_presides_unknown(inputs)
	if (locale === "de") return __de.live_presides_unknown(inputs)
	if (locale === "pl") return __pl.live_presides_unknown(inputs)
	return __en.live_presides_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Ranked results" |
*
* @param {Live_Ranked_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_ranked_results = /** @type {((inputs?: Live_Ranked_ResultsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Ranked_ResultsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_ranked_results(inputs)
	if (locale === "es") return __es.live_ranked_results(inputs)
	if (locale === "pt") return __pt.live_ranked_results(inputs)
	if (locale === "fr") return __fr.live_ranked_results(inputs)
	if (locale === "de") return __de.live_ranked_results(inputs)
	if (locale === "pl") return __pl.live_ranked_results(inputs)
	return __en.live_ranked_results(inputs)
});
/**
* | output |
* | --- |
* | "The Dean is an elector, so he presides." |
*
* @param {Live_Reason_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_dean = /** @type {((inputs?: Live_Reason_DeanInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Reason_DeanInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_reason_dean(inputs)
	if (locale === "es") return __es.live_reason_dean(inputs)
	if (locale === "pt") return __pt.live_reason_dean(inputs)
	if (locale === "fr") return __fr.live_reason_dean(inputs)
	if (locale === "de") return __de.live_reason_dean(inputs)
	if (locale === "pl") return __pl.live_reason_dean(inputs)
	return __en.live_reason_dean(inputs)
});
/**
* | output |
* | --- |
* | "the Dean is {age}" |
*
* @param {Live_Reason_Dean_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_dean_age = /** @type {((inputs: Live_Reason_Dean_AgeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Reason_Dean_AgeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_reason_dean_age(inputs)
	if (locale === "es") return __es.live_reason_dean_age(inputs)
	if (locale === "pt") return __pt.live_reason_dean_age(inputs)
	if (locale === "fr") return __fr.live_reason_dean_age(inputs)
	if (locale === "de") return __de.live_reason_dean_age(inputs)
	if (locale === "pl") return __pl.live_reason_dean_age(inputs)
	return __en.live_reason_dean_age(inputs)
});
/**
* | output |
* | --- |
* | "Neither the Dean nor the Vice-Dean is an elector ({ages}), so the senior elector by precedence presides." |
*
* @param {Live_Reason_SeniorInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_senior = /** @type {((inputs: Live_Reason_SeniorInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Reason_SeniorInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_reason_senior(inputs)
	if (locale === "es") return __es.live_reason_senior(inputs)
	if (locale === "pt") return __pt.live_reason_senior(inputs)
	if (locale === "fr") return __fr.live_reason_senior(inputs)
	if (locale === "de") return __de.live_reason_senior(inputs)
	if (locale === "pl") return __pl.live_reason_senior(inputs)
	return __en.live_reason_senior(inputs)
});
/**
* | output |
* | --- |
* | "Neither the Dean nor the Vice-Dean is an elector, so the senior elector by precedence presides." |
*
* @param {Live_Reason_Senior_PlainInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_senior_plain = /** @type {((inputs?: Live_Reason_Senior_PlainInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Reason_Senior_PlainInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_reason_senior_plain(inputs)
	if (locale === "es") return __es.live_reason_senior_plain(inputs)
	if (locale === "pt") return __pt.live_reason_senior_plain(inputs)
	if (locale === "fr") return __fr.live_reason_senior_plain(inputs)
	if (locale === "de") return __de.live_reason_senior_plain(inputs)
	if (locale === "pl") return __pl.live_reason_senior_plain(inputs)
	return __en.live_reason_senior_plain(inputs)
});
/**
* | output |
* | --- |
* | "The Dean is {age}, not an elector; the Vice-Dean is an elector, so he presides." |
*
* @param {Live_Reason_Vice_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_vice_dean = /** @type {((inputs: Live_Reason_Vice_DeanInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Reason_Vice_DeanInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_reason_vice_dean(inputs)
	if (locale === "es") return __es.live_reason_vice_dean(inputs)
	if (locale === "pt") return __pt.live_reason_vice_dean(inputs)
	if (locale === "fr") return __fr.live_reason_vice_dean(inputs)
	if (locale === "de") return __de.live_reason_vice_dean(inputs)
	if (locale === "pl") return __pl.live_reason_vice_dean(inputs)
	return __en.live_reason_vice_dean(inputs)
});
/**
* | output |
* | --- |
* | "the Vice-Dean is {age}" |
*
* @param {Live_Reason_Vice_Dean_AgeInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_vice_dean_age = /** @type {((inputs: Live_Reason_Vice_Dean_AgeInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Reason_Vice_Dean_AgeInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_reason_vice_dean_age(inputs)
	if (locale === "es") return __es.live_reason_vice_dean_age(inputs)
	if (locale === "pt") return __pt.live_reason_vice_dean_age(inputs)
	if (locale === "fr") return __fr.live_reason_vice_dean_age(inputs)
	if (locale === "de") return __de.live_reason_vice_dean_age(inputs)
	if (locale === "pl") return __pl.live_reason_vice_dean_age(inputs)
	return __en.live_reason_vice_dean_age(inputs)
});
/**
* | output |
* | --- |
* | "The Dean is not living; the Vice-Dean is an elector, so he presides." |
*
* @param {Live_Reason_Vice_Dean_No_DeanInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_reason_vice_dean_no_dean = /** @type {((inputs?: Live_Reason_Vice_Dean_No_DeanInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Reason_Vice_Dean_No_DeanInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_reason_vice_dean_no_dean(inputs)
	if (locale === "es") return __es.live_reason_vice_dean_no_dean(inputs)
	if (locale === "pt") return __pt.live_reason_vice_dean_no_dean(inputs)
	if (locale === "fr") return __fr.live_reason_vice_dean_no_dean(inputs)
	if (locale === "de") return __de.live_reason_vice_dean_no_dean(inputs)
	if (locale === "pl") return __pl.live_reason_vice_dean_no_dean(inputs)
	return __en.live_reason_vice_dean_no_dean(inputs)
});
/**
* | output |
* | --- |
* | "The results could not be loaded. They will be tried again shortly." |
*
* @param {Live_Results_FailedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_results_failed = /** @type {((inputs?: Live_Results_FailedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Results_FailedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_results_failed(inputs)
	if (locale === "es") return __es.live_results_failed(inputs)
	if (locale === "pt") return __pt.live_results_failed(inputs)
	if (locale === "fr") return __fr.live_results_failed(inputs)
	if (locale === "de") return __de.live_results_failed(inputs)
	if (locale === "pl") return __pl.live_results_failed(inputs)
	return __en.live_results_failed(inputs)
});
/**
* | output |
* | --- |
* | "Search cardinals" |
*
* @param {Live_Search_CardinalsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_search_cardinals = /** @type {((inputs?: Live_Search_CardinalsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Search_CardinalsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_search_cardinals(inputs)
	if (locale === "es") return __es.live_search_cardinals(inputs)
	if (locale === "pt") return __pt.live_search_cardinals(inputs)
	if (locale === "fr") return __fr.live_search_cardinals(inputs)
	if (locale === "de") return __de.live_search_cardinals(inputs)
	if (locale === "pl") return __pl.live_search_cardinals(inputs)
	return __en.live_search_cardinals(inputs)
});
/**
* | output |
* | --- |
* | "Type a name..." |
*
* @param {Live_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_search_placeholder = /** @type {((inputs?: Live_Search_PlaceholderInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Search_PlaceholderInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_search_placeholder(inputs)
	if (locale === "es") return __es.live_search_placeholder(inputs)
	if (locale === "pt") return __pt.live_search_placeholder(inputs)
	if (locale === "fr") return __fr.live_search_placeholder(inputs)
	if (locale === "de") return __de.live_search_placeholder(inputs)
	if (locale === "pl") return __pl.live_search_placeholder(inputs)
	return __en.live_search_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "See the results" |
*
* @param {Live_See_ResultsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_see_results = /** @type {((inputs?: Live_See_ResultsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_See_ResultsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_see_results(inputs)
	if (locale === "es") return __es.live_see_results(inputs)
	if (locale === "pt") return __pt.live_see_results(inputs)
	if (locale === "fr") return __fr.live_see_results(inputs)
	if (locale === "de") return __de.live_see_results(inputs)
	if (locale === "pl") return __pl.live_see_results(inputs)
	return __en.live_see_results(inputs)
});
/**
* | output |
* | --- |
* | "Please select a cardinal" |
*
* @param {Live_Select_CardinalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_select_cardinal = /** @type {((inputs?: Live_Select_CardinalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Select_CardinalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_select_cardinal(inputs)
	if (locale === "es") return __es.live_select_cardinal(inputs)
	if (locale === "pt") return __pt.live_select_cardinal(inputs)
	if (locale === "fr") return __fr.live_select_cardinal(inputs)
	if (locale === "de") return __de.live_select_cardinal(inputs)
	if (locale === "pl") return __pl.live_select_cardinal(inputs)
	return __en.live_select_cardinal(inputs)
});
/**
* | output |
* | --- |
* | "Selected:" |
*
* @param {Live_SelectedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_selected = /** @type {((inputs?: Live_SelectedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_SelectedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_selected(inputs)
	if (locale === "es") return __es.live_selected(inputs)
	if (locale === "pt") return __pt.live_selected(inputs)
	if (locale === "fr") return __fr.live_selected(inputs)
	if (locale === "de") return __de.live_selected(inputs)
	if (locale === "pl") return __pl.live_selected(inputs)
	return __en.live_selected(inputs)
});
/**
* | output |
* | --- |
* | "{name}: {share} of votes" |
*
* @param {Live_Share_Of_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_share_of_votes = /** @type {((inputs: Live_Share_Of_VotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Share_Of_VotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_share_of_votes(inputs)
	if (locale === "es") return __es.live_share_of_votes(inputs)
	if (locale === "pt") return __pt.live_share_of_votes(inputs)
	if (locale === "fr") return __fr.live_share_of_votes(inputs)
	if (locale === "de") return __de.live_share_of_votes(inputs)
	if (locale === "pl") return __pl.live_share_of_votes(inputs)
	return __en.live_share_of_votes(inputs)
});
/**
* | output |
* | --- |
* | "since {date}" |
*
* @param {Live_SinceInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_since = /** @type {((inputs: Live_SinceInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_SinceInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_since(inputs)
	if (locale === "es") return __es.live_since(inputs)
	if (locale === "pt") return __pt.live_since(inputs)
	if (locale === "fr") return __fr.live_since(inputs)
	if (locale === "de") return __de.live_since(inputs)
	if (locale === "pl") return __pl.live_since(inputs)
	return __en.live_since(inputs)
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
* | "This stream could not be reached" |
*
* @param {Live_Stream_UnavailableInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unavailable = /** @type {((inputs?: Live_Stream_UnavailableInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Stream_UnavailableInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_stream_unavailable(inputs)
	if (locale === "es") return __es.live_stream_unavailable(inputs)
	if (locale === "pt") return __pt.live_stream_unavailable(inputs)
	if (locale === "fr") return __fr.live_stream_unavailable(inputs)
	if (locale === "de") return __de.live_stream_unavailable(inputs)
	if (locale === "pl") return __pl.live_stream_unavailable(inputs)
	return __en.live_stream_unavailable(inputs)
});
/**
* | output |
* | --- |
* | "The connection to the site was interrupted while loading the stream." |
*
* @param {Live_Stream_Unavailable_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unavailable_text = /** @type {((inputs?: Live_Stream_Unavailable_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Stream_Unavailable_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_stream_unavailable_text(inputs)
	if (locale === "es") return __es.live_stream_unavailable_text(inputs)
	if (locale === "pt") return __pt.live_stream_unavailable_text(inputs)
	if (locale === "fr") return __fr.live_stream_unavailable_text(inputs)
	if (locale === "de") return __de.live_stream_unavailable_text(inputs)
	if (locale === "pl") return __pl.live_stream_unavailable_text(inputs)
	return __en.live_stream_unavailable_text(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is being streamed here at the moment" |
*
* @param {Live_Stream_UnsetInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unset = /** @type {((inputs?: Live_Stream_UnsetInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Stream_UnsetInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_stream_unset(inputs)
	if (locale === "es") return __es.live_stream_unset(inputs)
	if (locale === "pt") return __pt.live_stream_unset(inputs)
	if (locale === "fr") return __fr.live_stream_unset(inputs)
	if (locale === "de") return __de.live_stream_unset(inputs)
	if (locale === "pl") return __pl.live_stream_unset(inputs)
	return __en.live_stream_unset(inputs)
});
/**
* | output |
* | --- |
* | "When coverage of this view begins, it plays here." |
*
* @param {Live_Stream_Unset_TextInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_stream_unset_text = /** @type {((inputs?: Live_Stream_Unset_TextInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Stream_Unset_TextInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_stream_unset_text(inputs)
	if (locale === "es") return __es.live_stream_unset_text(inputs)
	if (locale === "pt") return __pt.live_stream_unset_text(inputs)
	if (locale === "fr") return __fr.live_stream_unset_text(inputs)
	if (locale === "de") return __de.live_stream_unset_text(inputs)
	if (locale === "pl") return __pl.live_stream_unset_text(inputs)
	return __en.live_stream_unset_text(inputs)
});
/**
* | output |
* | --- |
* | "Submit Vote" |
*
* @param {Live_Submit_VoteInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_submit_vote = /** @type {((inputs?: Live_Submit_VoteInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Submit_VoteInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_submit_vote(inputs)
	if (locale === "es") return __es.live_submit_vote(inputs)
	if (locale === "pt") return __pt.live_submit_vote(inputs)
	if (locale === "fr") return __fr.live_submit_vote(inputs)
	if (locale === "de") return __de.live_submit_vote(inputs)
	if (locale === "pl") return __pl.live_submit_vote(inputs)
	return __en.live_submit_vote(inputs)
});
/**
* | output |
* | --- |
* | "Submitting..." |
*
* @param {Live_SubmittingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_submitting = /** @type {((inputs?: Live_SubmittingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_SubmittingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_submitting(inputs)
	if (locale === "es") return __es.live_submitting(inputs)
	if (locale === "pt") return __pt.live_submitting(inputs)
	if (locale === "fr") return __fr.live_submitting(inputs)
	if (locale === "de") return __de.live_submitting(inputs)
	if (locale === "pl") return __pl.live_submitting(inputs)
	return __en.live_submitting(inputs)
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
* | "Total votes:" |
*
* @param {Live_Total_VotesInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_total_votes = /** @type {((inputs?: Live_Total_VotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Total_VotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_total_votes(inputs)
	if (locale === "es") return __es.live_total_votes(inputs)
	if (locale === "pt") return __pt.live_total_votes(inputs)
	if (locale === "fr") return __fr.live_total_votes(inputs)
	if (locale === "de") return __de.live_total_votes(inputs)
	if (locale === "pl") return __pl.live_total_votes(inputs)
	return __en.live_total_votes(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Live_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_try_again = /** @type {((inputs?: Live_Try_AgainInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Try_AgainInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_try_again(inputs)
	if (locale === "es") return __es.live_try_again(inputs)
	if (locale === "pt") return __pt.live_try_again(inputs)
	if (locale === "fr") return __fr.live_try_again(inputs)
	if (locale === "de") return __de.live_try_again(inputs)
	if (locale === "pl") return __pl.live_try_again(inputs)
	return __en.live_try_again(inputs)
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
* | "Who do you think will be the next pope? Choose one cardinal." |
*
* @param {Live_Vote_QuestionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_vote_question = /** @type {((inputs?: Live_Vote_QuestionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Vote_QuestionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_vote_question(inputs)
	if (locale === "es") return __es.live_vote_question(inputs)
	if (locale === "pt") return __pt.live_vote_question(inputs)
	if (locale === "fr") return __fr.live_vote_question(inputs)
	if (locale === "de") return __de.live_vote_question(inputs)
	if (locale === "pl") return __pl.live_vote_question(inputs)
	return __en.live_vote_question(inputs)
});
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
export const live_votes = /** @type {((inputs: Live_VotesInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_VotesInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_votes(inputs)
	if (locale === "es") return __es.live_votes(inputs)
	if (locale === "pt") return __pt.live_votes(inputs)
	if (locale === "fr") return __fr.live_votes(inputs)
	if (locale === "de") return __de.live_votes(inputs)
	if (locale === "pl") return __pl.live_votes(inputs)
	return __en.live_votes(inputs)
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
* | "With sound" |
*
* @param {Live_With_SoundInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_with_sound = /** @type {((inputs?: Live_With_SoundInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_With_SoundInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_with_sound(inputs)
	if (locale === "es") return __es.live_with_sound(inputs)
	if (locale === "pt") return __pt.live_with_sound(inputs)
	if (locale === "fr") return __fr.live_with_sound(inputs)
	if (locale === "de") return __de.live_with_sound(inputs)
	if (locale === "pl") return __pl.live_with_sound(inputs)
	return __en.live_with_sound(inputs)
});
/**
* | output |
* | --- |
* | "Your prediction:" |
*
* @param {Live_Your_PredictionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const live_your_prediction = /** @type {((inputs?: Live_Your_PredictionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Live_Your_PredictionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.live_your_prediction(inputs)
	if (locale === "es") return __es.live_your_prediction(inputs)
	if (locale === "pt") return __pt.live_your_prediction(inputs)
	if (locale === "fr") return __fr.live_your_prediction(inputs)
	if (locale === "de") return __de.live_your_prediction(inputs)
	if (locale === "pl") return __pl.live_your_prediction(inputs)
	return __en.live_your_prediction(inputs)
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
* | "This page does not exist on Cardinalis." |
*
* @param {Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const not_found_description = /** @type {((inputs?: Not_Found_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.not_found_description(inputs)
	if (locale === "es") return __es.not_found_description(inputs)
	if (locale === "pt") return __pt.not_found_description(inputs)
	if (locale === "fr") return __fr.not_found_description(inputs)
	if (locale === "de") return __de.not_found_description(inputs)
	if (locale === "pl") return __pl.not_found_description(inputs)
	return __en.not_found_description(inputs)
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
* | "Leo XIV's pontificate ended on {date}. This page describes him as he was during his pontificate." |
*
* @param {Pope_Pontificate_EndedInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const pope_pontificate_ended = /** @type {((inputs: Pope_Pontificate_EndedInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pope_Pontificate_EndedInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.pope_pontificate_ended(inputs)
	if (locale === "es") return __es.pope_pontificate_ended(inputs)
	if (locale === "pt") return __pt.pope_pontificate_ended(inputs)
	if (locale === "fr") return __fr.pope_pontificate_ended(inputs)
	if (locale === "de") return __de.pope_pontificate_ended(inputs)
	if (locale === "pl") return __pl.pope_pontificate_ended(inputs)
	return __en.pope_pontificate_ended(inputs)
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
/**
* | output |
* | --- |
* | "Tips for dialogue" |
*
* @param {Teaching_Dialogue_TipsInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_dialogue_tips = /** @type {((inputs?: Teaching_Dialogue_TipsInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Dialogue_TipsInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_dialogue_tips(inputs)
	if (locale === "es") return __es.teaching_dialogue_tips(inputs)
	if (locale === "pt") return __pt.teaching_dialogue_tips(inputs)
	if (locale === "fr") return __fr.teaching_dialogue_tips(inputs)
	if (locale === "de") return __de.teaching_dialogue_tips(inputs)
	if (locale === "pl") return __pl.teaching_dialogue_tips(inputs)
	return __en.teaching_dialogue_tips(inputs)
});
/**
* | output |
* | --- |
* | "Teaching" |
*
* @param {Teaching_EyebrowInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_eyebrow = /** @type {((inputs?: Teaching_EyebrowInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_EyebrowInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_eyebrow(inputs)
	if (locale === "es") return __es.teaching_eyebrow(inputs)
	if (locale === "pt") return __pt.teaching_eyebrow(inputs)
	if (locale === "fr") return __fr.teaching_eyebrow(inputs)
	if (locale === "de") return __de.teaching_eyebrow(inputs)
	if (locale === "pl") return __pl.teaching_eyebrow(inputs)
	return __en.teaching_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "Further Reading" |
*
* @param {Teaching_Further_ReadingInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_further_reading = /** @type {((inputs?: Teaching_Further_ReadingInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Further_ReadingInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_further_reading(inputs)
	if (locale === "es") return __es.teaching_further_reading(inputs)
	if (locale === "pt") return __pt.teaching_further_reading(inputs)
	if (locale === "fr") return __fr.teaching_further_reading(inputs)
	if (locale === "de") return __de.teaching_further_reading(inputs)
	if (locale === "pl") return __pl.teaching_further_reading(inputs)
	return __en.teaching_further_reading(inputs)
});
/**
* | output |
* | --- |
* | "The Catholic understanding of the papacy: Scripture, history, infallibility, and honest answers to common objections." |
*
* @param {Teaching_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_meta_description = /** @type {((inputs?: Teaching_Meta_DescriptionInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Meta_DescriptionInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_meta_description(inputs)
	if (locale === "es") return __es.teaching_meta_description(inputs)
	if (locale === "pt") return __pt.teaching_meta_description(inputs)
	if (locale === "fr") return __fr.teaching_meta_description(inputs)
	if (locale === "de") return __de.teaching_meta_description(inputs)
	if (locale === "pl") return __pl.teaching_meta_description(inputs)
	return __en.teaching_meta_description(inputs)
});
/**
* | output |
* | --- |
* | "Why a Pope?" |
*
* @param {Teaching_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_meta_title = /** @type {((inputs?: Teaching_Meta_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Meta_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_meta_title(inputs)
	if (locale === "es") return __es.teaching_meta_title(inputs)
	if (locale === "pt") return __pt.teaching_meta_title(inputs)
	if (locale === "fr") return __fr.teaching_meta_title(inputs)
	if (locale === "de") return __de.teaching_meta_title(inputs)
	if (locale === "pl") return __pl.teaching_meta_title(inputs)
	return __en.teaching_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "See who elects the next pope and how the College looks now." |
*
* @param {Teaching_Next_BodyInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_next_body = /** @type {((inputs?: Teaching_Next_BodyInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Next_BodyInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_next_body(inputs)
	if (locale === "es") return __es.teaching_next_body(inputs)
	if (locale === "pt") return __pt.teaching_next_body(inputs)
	if (locale === "fr") return __fr.teaching_next_body(inputs)
	if (locale === "de") return __de.teaching_next_body(inputs)
	if (locale === "pl") return __pl.teaching_next_body(inputs)
	return __en.teaching_next_body(inputs)
});
/**
* | output |
* | --- |
* | "Explore Conclave Insights" |
*
* @param {Teaching_Next_LinkInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_next_link = /** @type {((inputs?: Teaching_Next_LinkInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Next_LinkInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_next_link(inputs)
	if (locale === "es") return __es.teaching_next_link(inputs)
	if (locale === "pt") return __pt.teaching_next_link(inputs)
	if (locale === "fr") return __fr.teaching_next_link(inputs)
	if (locale === "de") return __de.teaching_next_link(inputs)
	if (locale === "pl") return __pl.teaching_next_link(inputs)
	return __en.teaching_next_link(inputs)
});
/**
* | output |
* | --- |
* | "From teaching to today." |
*
* @param {Teaching_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_next_title = /** @type {((inputs?: Teaching_Next_TitleInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Next_TitleInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_next_title(inputs)
	if (locale === "es") return __es.teaching_next_title(inputs)
	if (locale === "pt") return __pt.teaching_next_title(inputs)
	if (locale === "fr") return __fr.teaching_next_title(inputs)
	if (locale === "de") return __de.teaching_next_title(inputs)
	if (locale === "pl") return __pl.teaching_next_title(inputs)
	return __en.teaching_next_title(inputs)
});
/**
* | output |
* | --- |
* | "Historical" |
*
* @param {Teaching_Reading_HistoricalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_reading_historical = /** @type {((inputs?: Teaching_Reading_HistoricalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Reading_HistoricalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_reading_historical(inputs)
	if (locale === "es") return __es.teaching_reading_historical(inputs)
	if (locale === "pt") return __pt.teaching_reading_historical(inputs)
	if (locale === "fr") return __fr.teaching_reading_historical(inputs)
	if (locale === "de") return __de.teaching_reading_historical(inputs)
	if (locale === "pl") return __pl.teaching_reading_historical(inputs)
	return __en.teaching_reading_historical(inputs)
});
/**
* | output |
* | --- |
* | "Scriptural" |
*
* @param {Teaching_Reading_ScripturalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_reading_scriptural = /** @type {((inputs?: Teaching_Reading_ScripturalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Reading_ScripturalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_reading_scriptural(inputs)
	if (locale === "es") return __es.teaching_reading_scriptural(inputs)
	if (locale === "pt") return __pt.teaching_reading_scriptural(inputs)
	if (locale === "fr") return __fr.teaching_reading_scriptural(inputs)
	if (locale === "de") return __de.teaching_reading_scriptural(inputs)
	if (locale === "pl") return __pl.teaching_reading_scriptural(inputs)
	return __en.teaching_reading_scriptural(inputs)
});
/**
* | output |
* | --- |
* | "Theological" |
*
* @param {Teaching_Reading_TheologicalInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_reading_theological = /** @type {((inputs?: Teaching_Reading_TheologicalInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Reading_TheologicalInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_reading_theological(inputs)
	if (locale === "es") return __es.teaching_reading_theological(inputs)
	if (locale === "pt") return __pt.teaching_reading_theological(inputs)
	if (locale === "fr") return __fr.teaching_reading_theological(inputs)
	if (locale === "de") return __de.teaching_reading_theological(inputs)
	if (locale === "pl") return __pl.teaching_reading_theological(inputs)
	return __en.teaching_reading_theological(inputs)
});
/**
* | output |
* | --- |
* | "Why a Pope? topics" |
*
* @param {Teaching_Topics_LabelInputs} inputs
* @param {{ locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }} options
* @returns {LocalizedString}
*/
export const teaching_topics_label = /** @type {((inputs?: Teaching_Topics_LabelInputs, options?: { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Teaching_Topics_LabelInputs, { locale?: "en" | "it" | "es" | "pt" | "fr" | "de" | "pl" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "it") return __it.teaching_topics_label(inputs)
	if (locale === "es") return __es.teaching_topics_label(inputs)
	if (locale === "pt") return __pt.teaching_topics_label(inputs)
	if (locale === "fr") return __fr.teaching_topics_label(inputs)
	if (locale === "de") return __de.teaching_topics_label(inputs)
	if (locale === "pl") return __pl.teaching_topics_label(inputs)
	return __en.teaching_topics_label(inputs)
});