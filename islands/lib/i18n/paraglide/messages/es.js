/* eslint-disable */
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
import * as registry from "../registry.js"


export const apidocs_accepts = /** @type {(inputs: Apidocs_AcceptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acepta`)
};

export const apidocs_answer = /** @type {(inputs: Apidocs_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Respuesta: ${i?.status} · ${i?.type}`)
};

export const apidocs_answers = /** @type {(inputs: Apidocs_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cualquiera`)
};

export const apidocs_asking = /** @type {(inputs: Apidocs_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultando la API…`)
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`como máximo ${i?.count} carácter`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`como máximo ${i?.count} caracteres`);
	return /** @type {LocalizedString} */ ("apidocs_at_most");
};

export const apidocs_citation = /** @type {(inputs: Apidocs_CitationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinalis, listado del Colegio Cardenalicio, versión N, datos a ${i?.date}`)
};

export const apidocs_cite = /** @type {(inputs: Apidocs_CiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cita la versión y la fecha del listado que acompañan a cada descarga (las cabeceras ${i?.versionHeader} y ${i?.dateHeader}, o ${i?.versionField} y ${i?.dateField} en el JSON), por ejemplo:`)
};

export const apidocs_cors = /** @type {(inputs: Apidocs_CorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las lecturas públicas responden a cualquier sitio (${i?.header}).`)
};

export const apidocs_csv = /** @type {(inputs: Apidocs_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros del Colegio Cardenalicio y el papa, una fila cada uno, para hojas de cálculo (UTF-8, RFC 4180).`)
};

export const apidocs_date_param = /** @type {(inputs: Apidocs_Date_ParamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Añada ${i?.param} a la dirección CSV o JSON para obtener el Colegio Cardenalicio de otro día, con las edades y la condición de elector de ese día. El listado puede responder desde el día en que se compilaron sus datos (${i?.completeFrom} en la descarga); un día anterior se rechaza, porque el listado no contiene a los cardenales fallecidos o salidos antes de esa fecha.`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`por defecto ${i?.value}`)
};

export const apidocs_doc_error = /** @type {(inputs: Apidocs_Doc_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se ha podido cargar la descripción de la API: ${i?.error}`)
};

export const apidocs_downloads = /** @type {(inputs: Apidocs_DownloadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargas`)
};

export const apidocs_endpoints = /** @type {(inputs: Apidocs_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endpoints`)
};

export const apidocs_failed = /** @type {(inputs: Apidocs_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La petición ha fallado: ${i?.error}`)
};

export const apidocs_ics = /** @type {(inputs: Apidocs_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un calendario de los 80 cumpleaños de los cardenales electores en los próximos 24 meses, para suscribirse.`)
};

export const apidocs_intro = /** @type {(inputs: Apidocs_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Todo lo que hay en el directorio se puede reutilizar: descargue el listado completo, suscríbase al calendario o consulte la API desde su propio sitio o script. No hace falta ninguna clave. La API está descrita en el formato estándar OpenAPI en ${i?.link}.`)
};

export const apidocs_json = /** @type {(inputs: Apidocs_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las mismas filas en JSON, con la versión del listado y la fecha de su último cambio.`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la descripción de la API...`)
};

export const apidocs_meta_description = /** @type {(inputs: Apidocs_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargue la lista del Colegio Cardenalicio en CSV o JSON, suscríbase a un calendario de quién cumple 80 años o consulte la API documentada.`)
};

export const apidocs_more_lines = /** @type {(inputs: Apidocs_More_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`… ${i?.count} línea más`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`… ${i?.count} líneas más`);
	return /** @type {LocalizedString} */ ("apidocs_more_lines");
};

export const apidocs_no_limit = /** @type {(inputs: Apidocs_No_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este sitio no fija ningún límite de lecturas por dirección.`)
};

export const apidocs_one_of = /** @type {(inputs: Apidocs_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uno de ${i?.values}`)
};

export const apidocs_own_pages = /** @type {(inputs: Apidocs_Own_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los votos y los ajustes del responsable del sitio son solo para las páginas de este sitio.`)
};

export const apidocs_parameter = /** @type {(inputs: Apidocs_ParameterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parámetro`)
};

export const apidocs_parameters_of = /** @type {(inputs: Apidocs_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parámetros de ${i?.path}`)
};

export const apidocs_rate_limit = /** @type {(inputs: Apidocs_Rate_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada dirección puede hacer ${i?.requests} peticiones cada ${i?.seconds} segundos; pasado ese límite la respuesta es 429 con una cabecera Retry-After que indica cuánto esperar.`)
};

export const apidocs_show_live = /** @type {(inputs: Apidocs_Show_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver la respuesta en directo`)
};

export const apidocs_terms = /** @type {(inputs: Apidocs_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licencia, cita y límites`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos abiertos y API`)
};

export const cardinal_age = /** @type {(inputs: Cardinal_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edad`)
};

export const cardinal_age_elector = /** @type {(inputs: Cardinal_Age_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(elector)`)
};

export const cardinal_age_years = /** @type {(inputs: Cardinal_Age_YearsInputs) => LocalizedString} */ (i) => {const yearsPlural = registry.plural("es", i?.years, {});
	if (yearsPlural === "one") return /** @type {LocalizedString} */ (`${i?.years} año`);
	if (yearsPlural === "other") return /** @type {LocalizedString} */ (`${i?.years} años`);
	return /** @type {LocalizedString} */ ("cardinal_age_years");
};

export const cardinal_based_on = /** @type {(inputs: Cardinal_Based_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basado en:`)
};

export const cardinal_basic_information = /** @type {(inputs: Cardinal_Basic_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información básica`)
};

export const cardinal_bio_empty = /** @type {(inputs: Cardinal_Bio_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay una biografía detallada de este cardenal.`)
};

export const cardinal_bio_heading = /** @type {(inputs: Cardinal_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen biográfico`)
};

export const cardinal_birth_date = /** @type {(inputs: Cardinal_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de nacimiento`)
};

export const cardinal_birth_place = /** @type {(inputs: Cardinal_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar de nacimiento`)
};

export const cardinal_close = /** @type {(inputs: Cardinal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const cardinal_conclaves = /** @type {(inputs: Cardinal_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cónclaves`)
};

export const cardinal_conclaves_none = /** @type {(inputs: Cardinal_Conclaves_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha participado en ningún cónclave`)
};

export const cardinal_conclaves_took_part = /** @type {(inputs: Cardinal_Conclaves_Took_PartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Participó en el cónclave de ${i?.years}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Participó en los cónclaves de ${i?.years}`);
	return /** @type {LocalizedString} */ ("cardinal_conclaves_took_part");
};

export const cardinal_context = /** @type {(inputs: Cardinal_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexto:`)
};

export const cardinal_country = /** @type {(inputs: Cardinal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const cardinal_created = /** @type {(inputs: Cardinal_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado cardenal`)
};

export const cardinal_created_by = /** @type {(inputs: Cardinal_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado por`)
};

export const cardinal_deceased = /** @type {(inputs: Cardinal_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(fallecido)`)
};

export const cardinal_did_not_take_part = /** @type {(inputs: Cardinal_Did_Not_Take_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No participó en el cónclave de ${i?.year}:`)
};

export const cardinal_did_you_mean = /** @type {(inputs: Cardinal_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quisiste decir:`)
};

export const cardinal_died = /** @type {(inputs: Cardinal_DiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallecido`)
};

export const cardinal_died_value = /** @type {(inputs: Cardinal_Died_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† ${i?.date} (a los ${i?.age} años)`)
};

export const cardinal_habemus_decoder = /** @type {(inputs: Cardinal_Habemus_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decodificador del Habemus Papam`)
};

export const cardinal_head_born = /** @type {(inputs: Cardinal_Head_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nacido el ${i?.date}`)
};

export const cardinal_head_born_in = /** @type {(inputs: Cardinal_Head_Born_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nacido el ${i?.date} en ${i?.place}`)
};

export const cardinal_head_country = /** @type {(inputs: Cardinal_Head_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`País: ${i?.country}.`)
};

export const cardinal_head_died = /** @type {(inputs: Cardinal_Head_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fallecido el ${i?.date}`)
};

export const cardinal_head_tail = /** @type {(inputs: Cardinal_Head_TailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografía, opiniones y fuentes.`)
};

export const cardinal_in_college = /** @type {(inputs: Cardinal_In_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En el Colegio`)
};

export const cardinal_jsonld_church = /** @type {(inputs: Cardinal_Jsonld_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iglesia católica`)
};

export const cardinal_jsonld_college = /** @type {(inputs: Cardinal_Jsonld_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colegio Cardenalicio`)
};

export const cardinal_jsonld_renounced = /** @type {(inputs: Cardinal_Jsonld_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardenal que renunció a los derechos del cardenalato el ${i?.date}: sigue siendo miembro del Colegio Cardenalicio, pero no es elector.`)
};

export const cardinal_last_office = /** @type {(inputs: Cardinal_Last_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Último cargo: ${i?.office}`)
};

export const cardinal_latin_kept = /** @type {(inputs: Cardinal_Latin_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} se mantienen tal como se escriben`)
};

export const cardinal_latin_lead = /** @type {(inputs: Cardinal_Latin_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si fuera elegido, se le anunciaría como `)
};

export const cardinal_latin_names = /** @type {(inputs: Cardinal_Latin_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres de pila en latín`)
};

export const cardinal_latin_pope_lead = /** @type {(inputs: Cardinal_Latin_Pope_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En la forma del anuncio: `)
};

export const cardinal_load_error = /** @type {(inputs: Cardinal_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar este cardenal. Inténtalo de nuevo más tarde.`)
};

export const cardinal_loading = /** @type {(inputs: Cardinal_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la información del cardenal...`)
};

export const cardinal_motto = /** @type {(inputs: Cardinal_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lema`)
};

export const cardinal_of_the_church = /** @type {(inputs: Cardinal_Of_The_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenal de la Iglesia católica`)
};

export const cardinal_office_since = /** @type {(inputs: Cardinal_Office_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.office}, desde el ${i?.date}`)
};

export const cardinal_panel_not_found = /** @type {(inputs: Cardinal_Panel_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenal no encontrado`)
};

export const cardinal_panel_not_listed = /** @type {(inputs: Cardinal_Panel_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No figura ningún cardenal como “${i?.slug}”. El enlace puede estar mal escrito o desactualizado: cierra este panel y busca el nombre en el directorio.`)
};

export const cardinal_portrait_of = /** @type {(inputs: Cardinal_Portrait_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retrato de ${i?.name}`)
};

export const cardinal_profile_sections = /** @type {(inputs: Cardinal_Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones del perfil`)
};

export const cardinal_quotes_empty = /** @type {(inputs: Cardinal_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay citas ni declaraciones destacadas de este cardenal.`)
};

export const cardinal_quotes_heading = /** @type {(inputs: Cardinal_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citas destacadas`)
};

export const cardinal_rank = /** @type {(inputs: Cardinal_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden`)
};

export const cardinal_rank_bishop = /** @type {(inputs: Cardinal_Rank_BishopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenal obispo`)
};

export const cardinal_rank_deacon = /** @type {(inputs: Cardinal_Rank_DeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenal diácono`)
};

export const cardinal_rank_priest = /** @type {(inputs: Cardinal_Rank_PriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenal presbítero`)
};

export const cardinal_rating_out_of = /** @type {(inputs: Cardinal_Rating_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} de 5`)
};

export const cardinal_ratings_empty = /** @type {(inputs: Cardinal_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay valoraciones de este cardenal.`)
};

export const cardinal_ratings_heading = /** @type {(inputs: Cardinal_Ratings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoraciones teológicas y administrativas`)
};

export const cardinal_ratings_intro = /** @type {(inputs: Cardinal_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas valoraciones analizan declaraciones públicas, actuaciones y escritos en una escala de 1 a 5. Son juicios editoriales; cada una indica en qué se basa.`)
};

export const cardinal_ratings_method = /** @type {(inputs: Cardinal_Ratings_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se hacen las valoraciones`)
};

export const cardinal_renounced = /** @type {(inputs: Cardinal_RenouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renunció a los derechos del cardenalato`)
};

export const cardinal_renounced_value = /** @type {(inputs: Cardinal_Renounced_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: sigue siendo cardenal, no elector`)
};

export const cardinal_route_not_found = /** @type {(inputs: Cardinal_Route_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenal no encontrado`)
};

export const cardinal_route_not_listed = /** @type {(inputs: Cardinal_Route_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No figura ningún cardenal en esta dirección.`)
};

export const cardinal_search_for = /** @type {(inputs: Cardinal_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Buscar “${i?.term}” en el directorio`)
};

export const cardinal_source = /** @type {(inputs: Cardinal_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fuente`)
};

export const cardinal_source_label = /** @type {(inputs: Cardinal_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuente:`)
};

export const cardinal_source_n = /** @type {(inputs: Cardinal_Source_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fuente ${i?.n}`)
};

export const cardinal_sources_empty = /** @type {(inputs: Cardinal_Sources_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay fuentes ni referencias de este cardenal.`)
};

export const cardinal_sources_heading = /** @type {(inputs: Cardinal_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuentes y referencias`)
};

export const cardinal_suggest = /** @type {(inputs: Cardinal_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugerir una corrección`)
};

export const cardinal_suggest_cancel = /** @type {(inputs: Cardinal_Suggest_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const cardinal_suggest_dates = /** @type {(inputs: Cardinal_Suggest_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechas en formato AAAA-MM-DD (YYYY-MM-DD).`)
};

export const cardinal_suggest_email = /** @type {(inputs: Cardinal_Suggest_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu correo electrónico (opcional)`)
};

export const cardinal_suggest_failed = /** @type {(inputs: Cardinal_Suggest_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar la corrección. Inténtalo de nuevo más tarde.`)
};

export const cardinal_suggest_field = /** @type {(inputs: Cardinal_Suggest_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué dato`)
};

export const cardinal_suggest_need_both = /** @type {(inputs: Cardinal_Suggest_Need_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para enviar, indica el valor correcto y una fuente.`)
};

export const cardinal_suggest_need_source = /** @type {(inputs: Cardinal_Suggest_Need_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para enviar, indica una fuente (una dirección https).`)
};

export const cardinal_suggest_need_value = /** @type {(inputs: Cardinal_Suggest_Need_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para enviar, indica el valor correcto.`)
};

export const cardinal_suggest_send = /** @type {(inputs: Cardinal_Suggest_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar la corrección`)
};

export const cardinal_suggest_sending = /** @type {(inputs: Cardinal_Suggest_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

export const cardinal_suggest_source = /** @type {(inputs: Cardinal_Suggest_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuente (https://…)`)
};

export const cardinal_suggest_thanks = /** @type {(inputs: Cardinal_Suggest_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias. Tu corrección se ha enviado; el responsable revisa cada sugerencia y las aceptadas aparecen en el registro público de cambios.`)
};

export const cardinal_suggest_title = /** @type {(inputs: Cardinal_Suggest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sugerir una corrección para ${i?.name}`)
};

export const cardinal_suggest_value = /** @type {(inputs: Cardinal_Suggest_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor correcto`)
};

export const cardinal_tab_biography = /** @type {(inputs: Cardinal_Tab_BiographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografía`)
};

export const cardinal_tab_quotes = /** @type {(inputs: Cardinal_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citas`)
};

export const cardinal_tab_ratings = /** @type {(inputs: Cardinal_Tab_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoraciones`)
};

export const cardinal_tab_sources = /** @type {(inputs: Cardinal_Tab_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuentes`)
};

export const cardinal_tab_views = /** @type {(inputs: Cardinal_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opiniones`)
};

export const cardinal_title = /** @type {(inputs: Cardinal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const cardinal_unavailable = /** @type {(inputs: Cardinal_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información del cardenal no disponible`)
};

export const cardinal_views_empty = /** @type {(inputs: Cardinal_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay opiniones ni posturas detalladas de este cardenal.`)
};

export const cardinal_views_heading = /** @type {(inputs: Cardinal_Views_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opiniones y posturas`)
};

export const changes_atom_feed = /** @type {(inputs: Changes_Atom_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Canal Atom`)
};

export const changes_changed_to = /** @type {(inputs: Changes_Changed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cambiado a`)
};

export const changes_data_as_of = /** @type {(inputs: Changes_Data_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos a`)
};

export const changes_empty = /** @type {(inputs: Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha hecho ningún cambio desde que se compiló el contenido.`)
};

export const changes_error = /** @type {(inputs: Changes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se ha podido cargar el registro de cambios. Inténtelo de nuevo más tarde.`)
};

export const changes_field_birth_date = /** @type {(inputs: Changes_Field_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de nacimiento`)
};

export const changes_field_birth_place = /** @type {(inputs: Changes_Field_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lugar de nacimiento`)
};

export const changes_field_created_by = /** @type {(inputs: Changes_Field_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado por`)
};

export const changes_field_created_cardinal = /** @type {(inputs: Changes_Field_Created_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado cardenal`)
};

export const changes_field_current_position = /** @type {(inputs: Changes_Field_Current_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const changes_field_death_date = /** @type {(inputs: Changes_Field_Death_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de fallecimiento`)
};

export const changes_field_episcopal_consecration = /** @type {(inputs: Changes_Field_Episcopal_ConsecrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenación episcopal`)
};

export const changes_field_full_name = /** @type {(inputs: Changes_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre completo`)
};

export const changes_field_given_names = /** @type {(inputs: Changes_Field_Given_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres de pila`)
};

export const changes_field_last_name = /** @type {(inputs: Changes_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido`)
};

export const changes_field_name_with_order = /** @type {(inputs: Changes_Field_Name_With_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre con la orden`)
};

export const changes_field_nationality = /** @type {(inputs: Changes_Field_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const changes_field_official_biography_url = /** @type {(inputs: Changes_Field_Official_Biography_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografía de la Oficina de Prensa`)
};

export const changes_field_priest_ordination = /** @type {(inputs: Changes_Field_Priest_OrdinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenación sacerdotal`)
};

export const changes_field_rank = /** @type {(inputs: Changes_Field_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden cardenalicio`)
};

export const changes_field_region = /** @type {(inputs: Changes_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Región`)
};

export const changes_field_religious_order = /** @type {(inputs: Changes_Field_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden religiosa`)
};

export const changes_field_renunciation_date = /** @type {(inputs: Changes_Field_Renunciation_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renuncia a los derechos del cardenalato`)
};

export const changes_field_wikidata_id = /** @type {(inputs: Changes_Field_Wikidata_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elemento de Wikidata`)
};

export const changes_from_correction = /** @type {(inputs: Changes_From_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por la corrección de un lector`)
};

export const changes_intro = /** @type {(inputs: Changes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cambio hecho en los datos del directorio desde que se compiló su contenido: quién, qué dato, el valor anterior y el nuevo, y la fuente. Los lectores pueden proponer correcciones desde la página de cualquier cardenal; las que acepta el responsable del sitio están señaladas.`)
};

export const changes_list_label = /** @type {(inputs: Changes_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios, del más reciente al más antiguo`)
};

export const changes_loading = /** @type {(inputs: Changes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los cambios...`)
};

export const changes_meta_description = /** @type {(inputs: Changes_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cambio en los datos del directorio de cardenales desde que se compiló su contenido, con los valores anteriores y nuevos y las fuentes.`)
};

export const changes_newer = /** @type {(inputs: Changes_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más recientes`)
};

export const changes_older = /** @type {(inputs: Changes_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más antiguos`)
};

export const changes_page_of = /** @type {(inputs: Changes_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

export const changes_pages_label = /** @type {(inputs: Changes_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de cambios`)
};

export const changes_source = /** @type {(inputs: Changes_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuente:`)
};

export const changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios en el listado`)
};

export const conclave_announced_at = /** @type {(inputs: Conclave_Announced_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anunciado el ${i?.date} a las ${i?.time} (hora de Roma)`)
};

export const conclave_ballot_banner = /** @type {(inputs: Conclave_Ballot_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cónclave, día ${i?.day} · votación ${i?.n}: ${i?.smoke} a las ${i?.time}`)
};

export const conclave_ballot_line = /** @type {(inputs: Conclave_Ballot_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votación ${i?.n}: ${i?.smoke} a las ${i?.time}`)
};

export const conclave_begins_at = /** @type {(inputs: Conclave_Begins_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El cónclave comienza el ${i?.date} a las ${i?.time} (hora de Roma)`)
};

export const conclave_black_smoke = /** @type {(inputs: Conclave_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumata negra`)
};

export const conclave_day = /** @type {(inputs: Conclave_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Día ${i?.day} · ${i?.date}`)
};

export const conclave_elected = /** @type {(inputs: Conclave_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegido`)
};

export const conclave_electors = /** @type {(inputs: Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores`)
};

export const conclave_electors_note = /** @type {(inputs: Conclave_Electors_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardenales menores de 80 años el ${i?.date}, día en que comenzó la sede vacante (Universi Dominici Gregis 33).`)
};

export const conclave_electors_word = /** @type {(inputs: Conclave_Electors_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`elector;`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`electores;`);
	return /** @type {LocalizedString} */ ("conclave_electors_word");
};

export const conclave_follow_live = /** @type {(inputs: Conclave_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguir en directo`)
};

export const conclave_habemus_announced_by = /** @type {(inputs: Conclave_Habemus_Announced_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year}: ${i?.elected}, anunciado por ${i?.protodeacon}`)
};

export const conclave_habemus_checked = /** @type {(inputs: Conclave_Habemus_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formas latinas comprobadas el ${i?.date}.`)
};

export const conclave_habemus_count = /** @type {(inputs: Conclave_Habemus_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} elector a ${i?.date}, por apellido`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} electores a ${i?.date}, por apellido`);
	return /** @type {LocalizedString} */ ("conclave_habemus_count");
};

export const conclave_habemus_eyebrow = /** @type {(inputs: Conclave_Habemus_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cónclave`)
};

export const conclave_habemus_failed = /** @type {(inputs: Conclave_Habemus_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la lista de electores. Inténtalo de nuevo más tarde.`)
};

export const conclave_habemus_how_heading = /** @type {(inputs: Conclave_Habemus_How_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se anuncia el nombre`)
};

export const conclave_habemus_how_text = /** @type {(inputs: Conclave_Habemus_How_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Desde la logia central de San Pedro, el cardenal protodiácono anuncia al elegido por sus nombres de pila en latín, en caso acusativo, luego ${i?.formula} y su apellido, sin cambios, y después el nombre que ha tomado como papa: ${i?.example} sería Pietro Parolin.`)
};

export const conclave_habemus_intro = /** @type {(inputs: Conclave_Habemus_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has oído un nombre en latín desde la logia? Escribe una parte, o una parte del apellido, para ver de qué elector se trata.`)
};

export const conclave_habemus_kept = /** @type {(inputs: Conclave_Habemus_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names}: se mantiene tal como se escribe, sin forma latina establecida`)
};

export const conclave_habemus_label = /** @type {(inputs: Conclave_Habemus_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre de pila en latín o apellido`)
};

export const conclave_habemus_last_three = /** @type {(inputs: Conclave_Habemus_Last_ThreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los tres últimos anuncios`)
};

export const conclave_habemus_list_heading = /** @type {(inputs: Conclave_Habemus_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los electores tal como serían anunciados`)
};

export const conclave_habemus_loading = /** @type {(inputs: Conclave_Habemus_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los electores...`)
};

export const conclave_habemus_matches = /** @type {(inputs: Conclave_Habemus_MatchesInputs) => LocalizedString} */ (i) => {const matchesPlural = registry.plural("es", i?.matches, {});
	if (matchesPlural === "one") return /** @type {LocalizedString} */ (`${i?.matches} de ${i?.total} electores coincide con «${i?.query}»`);
	if (matchesPlural === "other") return /** @type {LocalizedString} */ (`${i?.matches} de ${i?.total} electores coinciden con «${i?.query}»`);
	return /** @type {LocalizedString} */ ("conclave_habemus_matches");
};

export const conclave_habemus_none = /** @type {(inputs: Conclave_Habemus_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún elector tiene nombres de pila o apellido que lo contengan. Prueba con menos letras, o con el apellido.`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_habemus_placeholder = /** @type {(inputs: Conclave_Habemus_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej., Petrum, Ioannem, Parolin`)
};

export const conclave_habemus_rule = /** @type {(inputs: Conclave_Habemus_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El protodiácono anuncia al elegido por sus nombres de pila en latín, en caso acusativo, luego 'Sanctae Romanae Ecclesiae Cardinalem' y su apellido sin cambios, y después el nombre que ha tomado como papa. Un nombre de pila con una forma latina establecida, la que el Martirologio Romano y los documentos latinos de la Iglesia dan al santo de ese nombre (Petrus, Ioannes, Iosephus, Franciscus, Georgius, Marius, Robertus, Ludovicus, Carolus, Antonius, etc.), se da en esa forma, en acusativo (Petrum, Ioannem, Iosephum, Franciscum). El mismo nombre en cualquier idioma toma la misma forma latina (Pietro, Peter, Péter y Pedro son todos Petrum; Giuseppe, José, Josip y Jozef son todos Iosephum). Un nombre sin forma latina establecida se mantiene exactamente como lo escribe la lista de la propia Santa Sede y se marca como no latinizado; cuando no era seguro que una forma estuviera establecida, el nombre también se mantiene sin cambios, con una nota, en lugar de darle una forma latina inventada. El latín se escribe con I, no con J (Iosephum, Ioannem, Iacobum), como en el latín de la Santa Sede. Las partículas que pertenecen al apellido (da, de) pasan al apellido.`)
};

export const conclave_habemus_rule_summary = /** @type {(inputs: Conclave_Habemus_Rule_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo da este sitio a cada nombre su forma latina`)
};

export const conclave_habemus_search = /** @type {(inputs: Conclave_Habemus_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar`)
};

export const conclave_habemus_source = /** @type {(inputs: Conclave_Habemus_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuente:`)
};

export const conclave_heading_conclave = /** @type {(inputs: Conclave_Heading_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cónclave está en curso`)
};

export const conclave_heading_elected = /** @type {(inputs: Conclave_Heading_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam`)
};

export const conclave_heading_vacant = /** @type {(inputs: Conclave_Heading_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sede vacante`)
};

export const conclave_majority = /** @type {(inputs: Conclave_MajorityInputs) => LocalizedString} */ (i) => {const majorityPlural = registry.plural("es", i?.majority, {});
	if (majorityPlural === "one") return /** @type {LocalizedString} */ (`la mayoría de dos tercios es de ${i?.majority} voto.`);
	if (majorityPlural === "other") return /** @type {LocalizedString} */ (`la mayoría de dos tercios es de ${i?.majority} votos.`);
	return /** @type {LocalizedString} */ ("conclave_majority");
};

export const conclave_may_begin = /** @type {(inputs: Conclave_May_BeginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El cónclave puede comenzar entre el ${i?.earliest} y el ${i?.latest}`)
};

export const conclave_meta_habemus_description = /** @type {(inputs: Conclave_Meta_Habemus_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los nombres de pila de cada cardenal elector en latín, tal como el cardenal protodiácono los anunciaría desde la logia (Parolin: Petrum), con búsqueda por parte de un nombre latino o del apellido y los anuncios de 2005, 2013 y 2025.`)
};

export const conclave_meta_habemus_title = /** @type {(inputs: Conclave_Meta_Habemus_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decodificador del Habemus Papam: los nombres de los cardenales electores en latín`)
};

export const conclave_no_smoke = /** @type {(inputs: Conclave_No_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay fumata.`)
};

export const conclave_notes = /** @type {(inputs: Conclave_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

export const conclave_sede_vacante_since = /** @type {(inputs: Conclave_Sede_Vacante_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sede vacante desde el ${i?.date}`)
};

export const conclave_see_in_directory = /** @type {(inputs: Conclave_See_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlos en el directorio`)
};

export const conclave_see_vacant = /** @type {(inputs: Conclave_See_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de la sede vacante`)
};

export const conclave_smoke_heading = /** @type {(inputs: Conclave_Smoke_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumatas de la Capilla Sixtina`)
};

export const conclave_source = /** @type {(inputs: Conclave_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fuente`)
};

export const conclave_start = /** @type {(inputs: Conclave_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio del cónclave`)
};

export const conclave_start_announced = /** @type {(inputs: Conclave_Start_AnnouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} a las ${i?.time} (hora de Roma), según lo anunciado.`)
};

export const conclave_start_window = /** @type {(inputs: Conclave_Start_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aún no anunciado. Las normas lo permiten entre el ${i?.earliest} y el ${i?.latest}: de ${i?.min} a ${i?.max} días después del inicio de la sede vacante, o antes si todos los electores están presentes (Universi Dominici Gregis 37, modificada en 2013).`)
};

export const conclave_took_name = /** @type {(inputs: Conclave_Took_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`que tomó el nombre de ${i?.name}`)
};

export const conclave_under_way_since = /** @type {(inputs: Conclave_Under_Way_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cónclave en curso desde el ${i?.date}, ${i?.time} (hora de Roma)`)
};

export const conclave_vacancy_died = /** @type {(inputs: Conclave_Vacancy_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El ${i?.date}: el papa falleció.`)
};

export const conclave_vacancy_renounced = /** @type {(inputs: Conclave_Vacancy_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El ${i?.date}: el papa renunció al cargo.`)
};

export const conclave_white_smoke = /** @type {(inputs: Conclave_White_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumata blanca`)
};

export const conclave_white_smoke_headline = /** @type {(inputs: Conclave_White_Smoke_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FUMATA BLANCA`)
};

export const dialogs_donation_body = /** @type {(inputs: Dialogs_Donation_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis es gratuito, no tiene publicidad y no le rastrea. Si le ha sido útil, una pequeña donación ayuda a mantenerlo en línea y al día.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinalis es gratuito, no tiene publicidad y no le rastrea. Si le ha sido útil, el mejor apoyo es compartirlo con alguien que siga la vida de la Iglesia.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const dialogs_donation_copied = /** @type {(inputs: Dialogs_Donation_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enlace copiado: ${i?.url}`)
};

export const dialogs_donation_copy_failed = /** @type {(inputs: Dialogs_Donation_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copia este enlace para compartirlo: ${i?.url}`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Donar con tarjeta`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quizá más tarde`)
};

export const dialogs_donation_share = /** @type {(inputs: Dialogs_Donation_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir Cardinalis`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoye este sitio`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descartar`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es posible que ya haya votado en esta encuesta.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo registrar el voto`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto registrado`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Gracias por participar en esta encuesta!`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al enviar el voto`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo enviar el voto`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto enviado`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gracias por participar en nuestra encuesta sobre la elección papal.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este es un sitio independiente y divulgativo sobre el Colegio Cardenalicio y el cónclave. No está vinculado a la Santa Sede. Los datos proceden de fuentes públicas y se verifican, pero los errores ocurren y los cargos cambian.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entendido`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`También puede escribir a ${i?.contactEmail}. Las consultas sobre patrocinio y publicidad son bienvenidas en la misma dirección.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ha visto un error o un cargo desactualizado? Abra el perfil de ese cardenal y elija «Sugerir una corrección»: las correcciones de los lectores mantienen este directorio al día.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido a Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edad`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los países`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los órdenes`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las regiones`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquiera o ninguna`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier papa`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar filtros`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conozca al nuevo Santo Padre →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa León XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, el primer papa nacido en Estados Unidos, fue elegido en el segundo día del cónclave.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores en este cónclave`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menores de 80`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar todos los filtros`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar la búsqueda`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cónclaves`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creación`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado por`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creado: ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(fallecido)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Fallecido el ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elector`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún cardenal coincide con los criterios de búsqueda. Pruebe con otros filtros.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron cardenales`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se produjo un error al cargar los datos de los cardenales. Inténtelo de nuevo más tarde.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al cargar los cardenales`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con o sin experiencia de cónclave`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ha participado en ningún cónclave`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha participado en un cónclave`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar y ordenar los cardenales`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtros`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales de la Iglesia católica`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vida`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, falleció a los ${i?.age} años`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los cardenales`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando sugerencias...`)
};

export const directory_meta_description = /** @type {(inputs: Directory_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore, busque y filtre a todos los miembros del Colegio Cardenalicio: edad, país, región, cargo y papa que los creó, con los cardenales electores menores de 80 años señalados.`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siguiente →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se encontraron cardenales`)
};

export const directory_page = /** @type {(inputs: Directory_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page}`)
};

export const directory_pages = /** @type {(inputs: Directory_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas`)
};

export const directory_pope = /** @type {(inputs: Directory_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa`)
};

export const directory_previous = /** @type {(inputs: Directory_PreviousInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Anterior`)
};

export const directory_quick_filters = /** @type {(inputs: Directory_Quick_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtros rápidos`)
};

export const directory_rank = /** @type {(inputs: Directory_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden cardenalicio`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Región`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`África`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`América`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asia`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europa`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceanía`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden religiosa`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar la búsqueda`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} resultado)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} resultados)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Búsqueda: ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar cardenales`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar cardenales...`)
};

export const directory_see_all = /** @type {(inputs: Directory_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver todos los resultados de «${i?.term}»`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edad (primero el más joven)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fecha de creación (primero la más reciente)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apellido (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales sugeridos`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar solo los electores`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("es", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`De estos ${i?.total} cardenales menores de 80 años, ${i?.electors} es elector:`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`De estos ${i?.total} cardenales menores de 80 años, ${i?.electors} son electores:`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconocido`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("es", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} año`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} años`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datos a ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso legal`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este sitio no está vinculado al Vaticano ni a la Santa Sede. Sus datos proceden de fuentes públicas y tienen fines educativos.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos abiertos y API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se hacen las valoraciones`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones de uso`)
};

export const games_close = /** @type {(inputs: Games_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar`)
};

export const games_full_instructions = /** @type {(inputs: Games_Full_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instrucciones completas`)
};

export const games_gull_announce_lost = /** @type {(inputs: Games_Gull_Announce_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiadas gaviotas. Fin de la partida.`)
};

export const games_gull_announce_won = /** @type {(inputs: Games_Gull_Announce_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Has ganado. Fin de la partida.`)
};

export const games_gull_black_smoke = /** @type {(inputs: Games_Gull_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata negra: aún no hay papa.`)
};

export const games_gull_canvas_label = /** @type {(inputs: Games_Gull_Canvas_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: gaviotas que se posan en el tejado de la Capilla Sixtina`)
};

export const games_gull_clear_high_scores = /** @type {(inputs: Games_Gull_Clear_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar todos los récords`)
};

export const games_gull_col_max = /** @type {(inputs: Games_Gull_Col_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaviotas que acaban la partida`)
};

export const games_gull_col_spawn = /** @type {(inputs: Games_Gull_Col_SpawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaviotas que llegan a la vez`)
};

export const games_gull_col_speed = /** @type {(inputs: Games_Gull_Col_SpeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velocidad`)
};

export const games_gull_confirm_clear = /** @type {(inputs: Games_Gull_Confirm_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Seguro que quiere borrar todos los récords?`)
};

export const games_gull_dialog_description = /** @type {(inputs: Games_Gull_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Despeje de gaviotas la Capilla Sixtina antes de que termine el cónclave.`)
};

export const games_gull_dialog_title = /** @type {(inputs: Games_Gull_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se juega`)
};

export const games_gull_drag_to_aim = /** @type {(inputs: Games_Gull_Drag_To_AimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrastre para apuntar`)
};

export const games_gull_exit_big = /** @type {(inputs: Games_Gull_Exit_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir del modo grande`)
};

export const games_gull_exit_fullscreen = /** @type {(inputs: Games_Gull_Exit_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir de pantalla completa`)
};

export const games_gull_final_score = /** @type {(inputs: Games_Gull_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PUNTUACIÓN FINAL ${i?.score}`)
};

export const games_gull_full_1 = /** @type {(inputs: Games_Gull_Full_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cónclave está reunido, y las gaviotas han elegido el tejado de la Capilla Sixtina como lugar de reunión.`)
};

export const games_gull_full_2_mouse = /** @type {(inputs: Games_Gull_Full_2_MouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mueva el ratón para apuntar y haga clic para disparar. Los disparos cerca de una gaviota también cuentan: cada gaviota tiene una zona de impacto generosa.`)
};

export const games_gull_full_2_touch = /** @type {(inputs: Games_Gull_Full_2_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrastre el dedo para mover el círculo amarillo de la mira y toque una gaviota para dispararle. Los disparos cerca de una gaviota también cuentan: cada gaviota tiene una zona de impacto generosa.`)
};

export const games_gull_full_3 = /** @type {(inputs: Games_Gull_Full_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada disparo alcanza a una gaviota. Una gaviota en vuelo vale ${i?.flying} puntos; una en el tejado, ${i?.perched}.`)
};

export const games_gull_full_4 = /** @type {(inputs: Games_Gull_Full_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las gaviotas llegan de una en una, y más a menudo a medida que avanzan los niveles. En el nivel 1 llega una sola gaviota cada vez; en el nivel ${i?.levels} puede haber hasta ${i?.spawnMax} en el aire a la vez, y vuelan ${i?.speed} veces más rápido.`)
};

export const games_gull_full_5 = /** @type {(inputs: Games_Gull_Full_5Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("es", i?.levels, {});return /** @type {LocalizedString} */ (`El juego tiene ${i?.levels} niveles de dos minutos. Entre nivel y nivel la pantalla se vuelve negra, como el humo de una votación sin resultado.`)
};

export const games_gull_full_6 = /** @type {(inputs: Games_Gull_Full_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando en los últimos 30 segundos de un nivel sube la fumata blanca, aguante: el nivel casi ha terminado.`)
};

export const games_gull_full_7 = /** @type {(inputs: Games_Gull_Full_7Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("es", i?.levels, {});return /** @type {LocalizedString} */ (`Supere los ${i?.levels} niveles y la fumata blanca anunciará '¡Habemus Papam!'.`)
};

export const games_gull_fullscreen = /** @type {(inputs: Games_Gull_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pantalla completa`)
};

export const games_gull_high_scores = /** @type {(inputs: Games_Gull_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RÉCORDS`)
};

export const games_gull_how_to_play_caps = /** @type {(inputs: Games_Gull_How_To_Play_CapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CÓMO JUGAR`)
};

export const games_gull_level = /** @type {(inputs: Games_Gull_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nivel`)
};

export const games_gull_level_complete = /** @type {(inputs: Games_Gull_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Nivel ${i?.level} completado!`)
};

export const games_gull_levels_caption = /** @type {(inputs: Games_Gull_Levels_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveles (dos minutos cada uno)`)
};

export const games_gull_lose_alt = /** @type {(inputs: Games_Gull_Lose_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de la partida`)
};

export const games_gull_lose_line = /** @type {(inputs: Games_Gull_Lose_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Las gaviotas se han adueñado del tejado!`)
};

export const games_gull_main_menu = /** @type {(inputs: Games_Gull_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MENÚ PRINCIPAL`)
};

export const games_gull_menu_goal = /** @type {(inputs: Games_Gull_Menu_GoalInputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("es", i?.levels, {});return /** @type {LocalizedString} */ (`¡Complete los ${i?.levels} niveles para elegir a un nuevo papa!`)
};

export const games_gull_menu_line = /** @type {(inputs: Games_Gull_Menu_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Despeje de gaviotas la Capilla Sixtina!`)
};

export const games_gull_new_high_score = /** @type {(inputs: Games_Gull_New_High_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡NUEVO RÉCORD! SUS INICIALES`)
};

export const games_gull_no_high_scores = /** @type {(inputs: Games_Gull_No_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay récords.`)
};

export const games_gull_paused = /** @type {(inputs: Games_Gull_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EN PAUSA`)
};

export const games_gull_play_big = /** @type {(inputs: Games_Gull_Play_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar en modo grande`)
};

export const games_gull_played = /** @type {(inputs: Games_Gull_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tiempo total de juego: ${i?.time}`)
};

export const games_gull_restart = /** @type {(inputs: Games_Gull_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REINICIAR`)
};

export const games_gull_roof_bar = /** @type {(inputs: Games_Gull_Roof_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaviotas en el tejado`)
};

export const games_gull_roof_count = /** @type {(inputs: Games_Gull_Roof_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de ${i?.max} gaviotas`)
};

export const games_gull_save = /** @type {(inputs: Games_Gull_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const games_gull_score = /** @type {(inputs: Games_Gull_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntos`)
};

export const games_gull_score_time = /** @type {(inputs: Games_Gull_Score_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PUNTOS ${i?.score} TIEMPO RESTANTE ${i?.time}`)
};

export const games_gull_short_1 = /** @type {(inputs: Games_Gull_Short_1Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("es", i?.levels, {});return /** @type {LocalizedString} */ (`Las gaviotas se están adueñando del tejado de la Capilla Sixtina. Juegue ${i?.levels} niveles de dos minutos cada uno.`)
};

export const games_gull_short_2_mouse = /** @type {(inputs: Games_Gull_Short_2_MouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Haga clic en una gaviota para dispararle: ${i?.flying} puntos en vuelo, ${i?.perched} cuando ya se ha posado.`)
};

export const games_gull_short_2_touch = /** @type {(inputs: Games_Gull_Short_2_TouchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toque una gaviota para dispararle: ${i?.flying} puntos en vuelo, ${i?.perched} cuando ya se ha posado.`)
};

export const games_gull_short_3 = /** @type {(inputs: Games_Gull_Short_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada nivel trae más gaviotas y más rápidas: pueden llegar ${i?.inFlight} a la vez. Si se juntan ${i?.limits} gaviotas (del nivel 1 al ${i?.levels}), se acabó la partida.`)
};

export const games_gull_short_4 = /** @type {(inputs: Games_Gull_Short_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En los últimos 30 segundos de un nivel, la fumata blanca avisa de que un papa está a punto de ser elegido.`)
};

export const games_gull_show_high_scores = /** @type {(inputs: Games_Gull_Show_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VER RÉCORDS`)
};

export const games_gull_side_title = /** @type {(inputs: Games_Gull_Side_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instrucciones del juego`)
};

export const games_gull_tap_instructions = /** @type {(inputs: Games_Gull_Tap_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toque para ver las instrucciones`)
};

export const games_gull_tap_menu = /** @type {(inputs: Games_Gull_Tap_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOQUE PARA IR AL MENÚ`)
};

export const games_gull_tap_restart = /** @type {(inputs: Games_Gull_Tap_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOQUE PARA REINICIAR`)
};

export const games_gull_tap_to_shoot = /** @type {(inputs: Games_Gull_Tap_To_ShootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toque para disparar`)
};

export const games_gull_tap_to_start = /** @type {(inputs: Games_Gull_Tap_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOQUE PARA EMPEZAR`)
};

export const games_gull_time_left = /** @type {(inputs: Games_Gull_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo restante`)
};

export const games_gull_up_to = /** @type {(inputs: Games_Gull_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.count}`)
};

export const games_gull_warning = /** @type {(inputs: Games_Gull_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Fumata blanca! ¡Termine antes de que elijan a un papa!`)
};

export const games_gull_watch_circle = /** @type {(inputs: Games_Gull_Watch_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fíjese en el círculo amarillo de la mira`)
};

export const games_gull_white_rises = /** @type {(inputs: Games_Gull_White_RisesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sube la fumata blanca...`)
};

export const games_gull_win_alt = /** @type {(inputs: Games_Gull_Win_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata blanca: se ha elegido un papa`)
};

export const games_gull_win_line = /** @type {(inputs: Games_Gull_Win_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Habemus Papam! El tejado está despejado.`)
};

export const games_habemus_papam = /** @type {(inputs: Games_Habemus_PapamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Habemus Papam!`)
};

export const games_learn_real_conclaves = /** @type {(inputs: Games_Learn_Real_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubra cómo son los cónclaves reales`)
};

export const games_meta_gull_description = /** @type {(inputs: Games_Meta_Gull_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuatro niveles de dos minutos: mantenga a las gaviotas lejos del tejado de la Capilla Sixtina antes de la fumata blanca.`)
};

export const games_meta_gull_title = /** @type {(inputs: Games_Meta_Gull_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: despeje el tejado de la Capilla Sixtina`)
};

export const games_meta_smoke_description = /** @type {(inputs: Games_Meta_Smoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reúna 30 votos antes de que se agote el reloj del cónclave: un pequeño juego de cuadrícula sobre la fumata blanca, los rivales y el anillo papal.`)
};

export const games_meta_smoke_title = /** @type {(inputs: Games_Meta_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke: el juego del cónclave`)
};

export const games_needs_javascript = /** @type {(inputs: Games_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para jugar hace falta JavaScript, que está desactivado en este navegador. El resto de la página se puede leer sin él.`)
};

export const games_or_press_p = /** @type {(inputs: Games_Or_Press_PInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`o pulse P`)
};

export const games_pause = /** @type {(inputs: Games_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

export const games_resume = /** @type {(inputs: Games_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

export const games_smoke_badge_incense = /** @type {(inputs: Games_Smoke_Badge_IncenseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bomba de incienso usada`)
};

export const games_smoke_badge_relic = /** @type {(inputs: Games_Smoke_Badge_RelicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliquia sagrada activa`)
};

export const games_smoke_badge_ring = /** @type {(inputs: Games_Smoke_Badge_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anillo papal activo`)
};

export const games_smoke_board_label = /** @type {(inputs: Games_Smoke_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tablero de Sacred Smoke: un suelo de capilla de 10 por 10`)
};

export const games_smoke_clock = /** @type {(inputs: Games_Smoke_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reloj del cónclave:`)
};

export const games_smoke_dialog_description = /** @type {(inputs: Games_Smoke_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recorra el suelo de la Capilla Sixtina y gane el cónclave.`)
};

export const games_smoke_dialog_title = /** @type {(inputs: Games_Smoke_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se juega a Sacred Smoke`)
};

export const games_smoke_did_you_know = /** @type {(inputs: Games_Smoke_Did_You_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Sabías que…?`)
};

export const games_smoke_game_over = /** @type {(inputs: Games_Smoke_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de la partida`)
};

export const games_smoke_game_region = /** @type {(inputs: Games_Smoke_Game_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juego`)
};

export const games_smoke_high_score = /** @type {(inputs: Games_Smoke_High_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Récord: ${i?.score}`)
};

export const games_smoke_how_to_play = /** @type {(inputs: Games_Smoke_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo jugar`)
};

export const games_smoke_lost_text = /** @type {(inputs: Games_Smoke_Lost_TextInputs) => LocalizedString} */ (i) => {const votesPlural = registry.plural("es", i?.votes, {});
	if (votesPlural === "one") return /** @type {LocalizedString} */ (`Ha reunido ${i?.votes} voto`);
	if (votesPlural === "other") return /** @type {LocalizedString} */ (`Ha reunido ${i?.votes} votos`);
	return /** @type {LocalizedString} */ ("games_smoke_lost_text");
};

export const games_smoke_move_down = /** @type {(inputs: Games_Smoke_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover abajo`)
};

export const games_smoke_move_left = /** @type {(inputs: Games_Smoke_Move_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover a la izquierda`)
};

export const games_smoke_move_right = /** @type {(inputs: Games_Smoke_Move_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover a la derecha`)
};

export const games_smoke_move_up = /** @type {(inputs: Games_Smoke_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover arriba`)
};

export const games_smoke_paused = /** @type {(inputs: Games_Smoke_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pausa`)
};

export const games_smoke_play_again = /** @type {(inputs: Games_Smoke_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jugar otra vez`)
};

export const games_smoke_power_ups = /** @type {(inputs: Games_Smoke_Power_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potenciadores activos`)
};

export const games_smoke_rule_ballots = /** @type {(inputs: Games_Smoke_Rule_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada papeleta vale 1 voto, o 2 mientras la Reliquia sagrada está activa.`)
};

export const games_smoke_rule_ballots_title = /** @type {(inputs: Games_Smoke_Rule_Ballots_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papeletas`)
};

export const games_smoke_rule_goal = /** @type {(inputs: Games_Smoke_Rule_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reúna ${i?.votes} votos para ser elegido papa antes de que se agote el reloj del cónclave (${i?.seconds} segundos). Si el tiempo se acaba antes, se acabó la partida.`)
};

export const games_smoke_rule_goal_title = /** @type {(inputs: Games_Smoke_Rule_Goal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objetivo`)
};

export const games_smoke_rule_moving = /** @type {(inputs: Games_Smoke_Rule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenga pulsada una flecha o W, A, S, D para caminar; suéltela para parar. En una pantalla táctil, deslice por el tablero y mantenga el dedo, o toque las flechas (un paso por toque).`)
};

export const games_smoke_rule_moving_title = /** @type {(inputs: Games_Smoke_Rule_Moving_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movimiento`)
};

export const games_smoke_rule_pace = /** @type {(inputs: Games_Smoke_Rule_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A medida que el reloj avanza todo aparece más a menudo, así que el tramo final es el más intenso.`)
};

export const games_smoke_rule_pace_title = /** @type {(inputs: Games_Smoke_Rule_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ritmo`)
};

export const games_smoke_rule_powerups = /** @type {(inputs: Games_Smoke_Rule_PowerupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliquia sagrada: las papeletas valen el doble. Anillo papal: los rivales y la fumata negra no le hacen daño. Bomba de incienso: despeja a todos los rivales y escándalos y no deja entrar a nuevos rivales mientras arde.`)
};

export const games_smoke_rule_powerups_title = /** @type {(inputs: Games_Smoke_Rule_Powerups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potenciadores (5 segundos cada uno)`)
};

export const games_smoke_rule_rivals = /** @type {(inputs: Games_Smoke_Rule_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cardenales rivales, de violeta, entran por los bordes y a veces van tras usted. Tocar a uno cuesta 3 votos.`)
};

export const games_smoke_rule_rivals_title = /** @type {(inputs: Games_Smoke_Rule_Rivals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rivales`)
};

export const games_smoke_rule_smoke = /** @type {(inputs: Games_Smoke_Rule_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fumata blanca da 3 votos. La fumata negra quita 2 votos o desata un escándalo que bloquea una casilla a su lado durante 3 segundos. Sus votos nunca bajan de cero.`)
};

export const games_smoke_rule_smoke_title = /** @type {(inputs: Games_Smoke_Rule_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Humo`)
};

export const games_smoke_short_avoid = /** @type {(inputs: Games_Smoke_Short_AvoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evite la fumata negra y a los cardenales rivales: le quitan votos.`)
};

export const games_smoke_short_collect = /** @type {(inputs: Games_Smoke_Short_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recoja papeletas para sumar votos y la fumata blanca para +3.`)
};

export const games_smoke_short_goal = /** @type {(inputs: Games_Smoke_Short_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Consiga ${i?.votes} votos antes de que se agoten los ${i?.seconds} segundos del reloj del cónclave, o se acabó la partida.`)
};

export const games_smoke_short_move = /** @type {(inputs: Games_Smoke_Short_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muévase con las flechas o WASD; en el móvil, deslice el dedo por el tablero o use las flechas en pantalla.`)
};

export const games_smoke_start_text = /** @type {(inputs: Games_Smoke_Start_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gane el cónclave: reúna ${i?.votes} votos antes de que se acabe el tiempo.`)
};

export const games_smoke_tagline = /** @type {(inputs: Games_Smoke_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un juego de cónclave: reúna votos, esquive a los rivales, observe el humo.`)
};

export const games_smoke_title = /** @type {(inputs: Games_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke`)
};

export const games_smoke_trivia_1 = /** @type {(inputs: Games_Smoke_Trivia_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`'Cónclave' viene del latín cum clave, 'con llave': los cardenales quedan encerrados hasta que eligen a un papa.`)
};

export const games_smoke_trivia_2 = /** @type {(inputs: Games_Smoke_Trivia_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cardenales que han cumplido 80 años antes de que quede vacante la Santa Sede no votan en el cónclave.`)
};

export const games_smoke_trivia_3 = /** @type {(inputs: Games_Smoke_Trivia_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un papa necesita una mayoría de dos tercios de los cardenales electores presentes.`)
};

export const games_smoke_trivia_4 = /** @type {(inputs: Games_Smoke_Trivia_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada día se celebran hasta cuatro votaciones: dos por la mañana y dos por la tarde.`)
};

export const games_smoke_trivia_5 = /** @type {(inputs: Games_Smoke_Trivia_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cardenal escribe su elección bajo las palabras 'Eligo in Summum Pontificem': 'Elijo como Sumo Pontífice'.`)
};

export const games_smoke_trivia_6 = /** @type {(inputs: Games_Smoke_Trivia_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las papeletas se queman en una estufa de la Capilla Sixtina: la fumata negra significa que aún no hay papa; la fumata blanca, que se ha elegido un papa.`)
};

export const games_smoke_trivia_7 = /** @type {(inputs: Games_Smoke_Trivia_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La elección papal de Viterbo (1268-1271) duró casi tres años; llevó a Gregorio X a decretar en 1274 que los electores fueran encerrados.`)
};

export const games_smoke_trivia_8 = /** @type {(inputs: Games_Smoke_Trivia_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El nuevo papa se anuncia desde el balcón central de la Basílica de San Pedro con las palabras 'Habemus Papam': 'Tenemos papa'.`)
};

export const games_smoke_votes = /** @type {(inputs: Games_Smoke_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votos: ${i?.votes}/${i?.win}`)
};

export const games_smoke_won_text = /** @type {(inputs: Games_Smoke_Won_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Ha sido elegido nuevo papa con ${i?.votes} votos!`)
};

export const games_start_game = /** @type {(inputs: Games_Start_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empezar partida`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar el menú`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: inicio`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir el menú`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`en inglés`)
};

export const insights_above = /** @type {(inputs: Insights_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} por encima`)
};

export const insights_all = /** @type {(inputs: Insights_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

export const insights_browse_all = /** @type {(inputs: Insights_Browse_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos los cardenales →`)
};

export const insights_browse_all_text = /** @type {(inputs: Insights_Browse_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los miembros del Colegio, con filtros por región, edad y el papa que los creó.`)
};

export const insights_browse_directory = /** @type {(inputs: Insights_Browse_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultar el directorio de cardenales`)
};

export const insights_by_creator_heading = /** @type {(inputs: Insights_By_Creator_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién los creó y de dónde vienen`)
};

export const insights_by_creator_lead = /** @type {(inputs: Insights_By_Creator_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cardenales de cada papa por región: cuántos pueden votar hoy y cuántos hay en total.`)
};

export const insights_by_region_heading = /** @type {(inputs: Insights_By_Region_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores por región`)
};

export const insights_by_region_lead = /** @type {(inputs: Insights_By_Region_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cardenales que votarían en un cónclave celebrado hoy.`)
};

export const insights_cell_all = /** @type {(inputs: Insights_Cell_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos los cardenales`)
};

export const insights_cell_electors = /** @type {(inputs: Insights_Cell_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`electores menores de 80`)
};

export const insights_cell_lead = /** @type {(inputs: Insights_Cell_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cada celda:`)
};

export const insights_chart_bar_title = /** @type {(inputs: Insights_Chart_Bar_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} elector`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} electores`);
	return /** @type {LocalizedString} */ ("insights_chart_bar_title");
};

export const insights_chart_limit = /** @type {(inputs: Insights_Chart_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`límite ${i?.limit}`)
};

export const insights_col_against = /** @type {(inputs: Insights_Col_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Frente al límite de ${i?.limit}`)
};

export const insights_col_electors = /** @type {(inputs: Insights_Col_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores a fin de mes`)
};

export const insights_col_month = /** @type {(inputs: Insights_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes`)
};

export const insights_col_turning = /** @type {(inputs: Insights_Col_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cumplen 80 años`)
};

export const insights_college_today = /** @type {(inputs: Insights_College_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Colegio hoy`)
};

export const insights_computed_later = /** @type {(inputs: Insights_Computed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculado para el día en que lo lee, a partir de la lista de cardenales a ${i?.asOf}.`)
};

export const insights_computed_today = /** @type {(inputs: Insights_Computed_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculado para hoy, ${i?.today}, a partir de la lista de cardenales a ${i?.asOf}: son electores los cardenales vivos que no habían cumplido 80 años antes de hoy (quien cumple 80 años hoy mismo todavía vota) y no han renunciado a los derechos del cardenalato. Un elector ha participado en un cónclave si era elector el día en que quedó vacante la Sede en 2005, 2013 o 2025 y entró en él.`)
};

export const insights_created_by_pope = /** @type {(inputs: Insights_Created_By_PopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creado por ${i?.pope}`)
};

export const insights_diff_but = /** @type {(inputs: Insights_Diff_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.under80}, pero ${i?.electors}`)
};

export const insights_diff_electors = /** @type {(inputs: Insights_Diff_ElectorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} es elector`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} son electores`);
	return /** @type {LocalizedString} */ ("insights_diff_electors");
};

export const insights_diff_renounced = /** @type {(inputs: Insights_Diff_RenouncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.who}, por lo que conserva el título de cardenal pero no puede votar en un cónclave`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.who}, por lo que conservan el título de cardenal pero no pueden votar en un cónclave`);
	return /** @type {LocalizedString} */ ("insights_diff_renounced");
};

export const insights_diff_renounced_one = /** @type {(inputs: Insights_Diff_Renounced_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} renunció a los derechos del cardenalato el ${i?.date}`)
};

export const insights_diff_same = /** @type {(inputs: Insights_Diff_SameInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardenales tienen menos de 80 años y otros tantos son electores, aunque no son los mismos`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardenales tienen menos de 80 años y otros tantos son electores, aunque no son los mismos`);
	return /** @type {LocalizedString} */ ("insights_diff_same");
};

export const insights_diff_sentence = /** @type {(inputs: Insights_Diff_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts}: ${i?.reasons}.`)
};

export const insights_diff_turning = /** @type {(inputs: Insights_Diff_TurningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} cumple 80 años hoy y todavía vota si la Sede queda vacante hoy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.names} cumplen 80 años hoy y todavía votan si la Sede queda vacante hoy`);
	return /** @type {LocalizedString} */ ("insights_diff_turning");
};

export const insights_diff_under80 = /** @type {(inputs: Insights_Diff_Under80Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardenal tiene menos de 80 años`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardenales tienen menos de 80 años`);
	return /** @type {LocalizedString} */ ("insights_diff_under80");
};

export const insights_elected = /** @type {(inputs: Insights_ElectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elegido: ${i?.name}`)
};

export const insights_electorate_by_region = /** @type {(inputs: Insights_Electorate_By_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por región: ${i?.list}.`)
};

export const insights_electorate_experienced = /** @type {(inputs: Insights_Electorate_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya han estado en un cónclave`)
};

export const insights_electorate_frozen = /** @type {(inputs: Insights_Electorate_FrozenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fijados el ${i?.date}, día en que quedó vacante la Sede: los cardenales que no habían cumplido 80 años antes de ese día y que ni habían fallecido ni habían renunciado a los derechos del cardenalato.`)
};

export const insights_electorate_heading = /** @type {(inputs: Insights_Electorate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores en este cónclave`)
};

export const insights_electorate_link = /** @type {(inputs: Insights_Electorate_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los electores de este cónclave en el directorio`)
};

export const insights_electorate_smokes = /** @type {(inputs: Insights_Electorate_SmokesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumatas hasta ahora`)
};

export const insights_figure_ballots = /** @type {(inputs: Insights_Figure_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votaciones al día`)
};

export const insights_figure_ballots_value = /** @type {(inputs: Insights_Figure_Ballots_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta ${i?.count}`)
};

export const insights_figure_cardinals = /** @type {(inputs: Insights_Figure_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales`)
};

export const insights_figure_electors = /** @type {(inputs: Insights_Figure_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores`)
};

export const insights_figure_experienced = /** @type {(inputs: Insights_Figure_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores que ya han participado en un cónclave`)
};

export const insights_figure_majority = /** @type {(inputs: Insights_Figure_MajorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mayoría de dos tercios`)
};

export const insights_kicker = /** @type {(inputs: Insights_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Colegio Cardenalicio y el cónclave`)
};

export const insights_lead = /** @type {(inputs: Insights_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se elige a un papa, quiénes son los electores y de dónde vienen, y cómo cambia el cuerpo electoral a medida que los cardenales cumplen 80 años.`)
};

export const insights_legend_above = /** @type {(inputs: Insights_Legend_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por encima del límite de ${i?.limit}`)
};

export const insights_legend_below = /** @type {(inputs: Insights_Legend_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En el límite o por debajo`)
};

export const insights_legend_turning = /** @type {(inputs: Insights_Legend_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cardenales que cumplen 80 años ese mes`)
};

export const insights_load_error = /** @type {(inputs: Insights_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los datos de los cardenales.`)
};

export const insights_load_error_hint = /** @type {(inputs: Insights_Load_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compruebe su conexión e inténtelo de nuevo.`)
};

export const insights_loading_regions = /** @type {(inputs: Insights_Loading_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las regiones`)
};

export const insights_loading_youngest = /** @type {(inputs: Insights_Loading_YoungestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los cardenales más jóvenes`)
};

export const insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo funciona un cónclave, quién votaría hoy, la mayoría de dos tercios, los cardenales electores por región y por el papa que los creó, y quién será el próximo en cumplir 80 años.`)
};

export const insights_no_one = /** @type {(inputs: Insights_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nadie`)
};

export const insights_no_position = /** @type {(inputs: Insights_No_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo actual no disponible`)
};

export const insights_none_under_70 = /** @type {(inputs: Insights_None_Under_70Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún cardenal menor de 70 años en los datos actuales.`)
};

export const insights_notable_heading = /** @type {(inputs: Insights_Notable_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papables destacados`)
};

export const insights_notable_lead = /** @type {(inputs: Insights_Notable_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cardenales de los que más se habló antes del cónclave de 2025.`)
};

export const insights_recent_heading = /** @type {(inputs: Insights_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tres cónclaves recientes`)
};

export const insights_recent_lead = /** @type {(inputs: Insights_Recent_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se desarrollaron las tres últimas elecciones.`)
};

export const insights_region_caption = /** @type {(inputs: Insights_Region_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Electores menores de 80 años por región a ${i?.date} (${i?.count} en total)`)
};

export const insights_retry = /** @type {(inputs: Insights_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

export const insights_retrying = /** @type {(inputs: Insights_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentando...`)
};

export const insights_roster_as_of = /** @type {(inputs: Insights_Roster_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`datos a ${i?.date}`)
};

export const insights_share = /** @type {(inputs: Insights_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porcentaje de electores`)
};

export const insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fuentes (${i?.count})`)
};

export const insights_stay_updated = /** @type {(inputs: Insights_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manténgase al día`)
};

export const insights_stay_updated_text = /** @type {(inputs: Insights_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las cifras de esta página se calculan a partir del directorio cada vez que la abre. Para el cargo, la edad y la biografía de cada cardenal, consulte el directorio.`)
};

export const insights_tab_electors = /** @type {(inputs: Insights_Tab_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores en el tiempo`)
};

export const insights_tab_geographical = /** @type {(inputs: Insights_Tab_GeographicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geografía`)
};

export const insights_tab_overview = /** @type {(inputs: Insights_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

export const insights_tab_papabili = /** @type {(inputs: Insights_Tab_PapabiliInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papables`)
};

export const insights_tab_voting = /** @type {(inputs: Insights_Tab_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votación`)
};

export const insights_table_caption = /** @type {(inputs: Insights_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales que cumplen 80 años y electores al final de cada mes`)
};

export const insights_table_toggle = /** @type {(inputs: Insights_Table_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes a mes, en una tabla`)
};

export const insights_tabs_label = /** @type {(inputs: Insights_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones sobre el cónclave`)
};

export const insights_timeline_falls = /** @type {(inputs: Insights_Timeline_FallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El número baja al límite de ${i?.limit} en ${i?.month}.`)
};

export const insights_timeline_leaving = /** @type {(inputs: Insights_Timeline_LeavingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`En los próximos ${i?.months} meses ${i?.count} cardenal cumple 80 años, con lo que quedarán ${i?.electors} a finales de ${i?.month} si no se crea ningún cardenal y nadie muere.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`En los próximos ${i?.months} meses ${i?.count} cardenales cumplen 80 años, con lo que quedarán ${i?.electors} a finales de ${i?.month} si no se crea ningún cardenal y nadie muere.`);
	return /** @type {LocalizedString} */ ("insights_timeline_leaving");
};

export const insights_timeline_stays_above = /** @type {(inputs: Insights_Timeline_Stays_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sigue por encima del límite de ${i?.limit}.`)
};

export const insights_timeline_today = /** @type {(inputs: Insights_Timeline_TodayInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hoy hay ${i?.count} elector.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Hoy hay ${i?.count} electores.`);
	return /** @type {LocalizedString} */ ("insights_timeline_today");
};

export const insights_timeline_within = /** @type {(inputs: Insights_Timeline_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Está dentro del límite de ${i?.limit}.`)
};

export const insights_title = /** @type {(inputs: Insights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cónclave en cifras`)
};

export const insights_total = /** @type {(inputs: Insights_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const insights_turning_heading = /** @type {(inputs: Insights_Turning_HeadingInputs) => LocalizedString} */ (i) => {const monthsPlural = registry.plural("es", i?.months, {});
	if (monthsPlural === "one") return /** @type {LocalizedString} */ (`Cumplen 80 años: los próximos ${i?.months} meses`);
	if (monthsPlural === "other") return /** @type {LocalizedString} */ (`Cumplen 80 años: los próximos ${i?.months} meses`);
	return /** @type {LocalizedString} */ ("insights_turning_heading");
};

export const insights_turning_lead = /** @type {(inputs: Insights_Turning_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes a mes, los cardenales que cumplen 80 años y pierden el voto, y los electores que quedan al final de cada mes.`)
};

export const insights_vacancy_above = /** @type {(inputs: Insights_Vacancy_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Son ${i?.count} por encima del límite de ${i?.limit}; en 2025 los cardenales consideraron que un papa que crea más electores dispensa del límite, de modo que todo cardenal con derecho conservó su voto.`)
};

export const insights_vacancy_fewer = /** @type {(inputs: Insights_Vacancy_FewerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} menos que hoy, porque habrá cumplido 80 años.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} menos que hoy, porque habrán cumplido 80 años.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_fewer");
};

export const insights_vacancy_label = /** @type {(inputs: Insights_Vacancy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si la Sede quedara vacante el`)
};

export const insights_vacancy_majority_label = /** @type {(inputs: Insights_Vacancy_Majority_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`voto para la mayoría de dos tercios`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`votos para la mayoría de dos tercios`);
	return /** @type {LocalizedString} */ ("insights_vacancy_majority_label");
};

export const insights_vacancy_note = /** @type {(inputs: Insights_Vacancy_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculado a partir de la lista de cardenales a ${i?.date}: son electores los cardenales que no han cumplido 80 años antes del día en que la Sede queda vacante y no han renunciado a los derechos del cardenalato. No se tienen en cuenta nuevos cardenales ni fallecimientos posteriores a hoy.`)
};

export const insights_vacancy_same = /** @type {(inputs: Insights_Vacancy_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los mismos electores que hoy.`)
};

export const insights_vacancy_summary = /** @type {(inputs: Insights_Vacancy_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`El ${i?.date}, ${i?.count} cardenal sería elector y ${i?.majority} votos formarían la mayoría de dos tercios.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`El ${i?.date}, ${i?.count} cardenales serían electores y ${i?.majority} votos formarían la mayoría de dos tercios.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_summary");
};

export const insights_vacancy_too_early = /** @type {(inputs: Insights_Vacancy_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija hoy o una fecha posterior: esta página solo conoce el Colegio de hoy.`)
};

export const insights_vacancy_within = /** @type {(inputs: Insights_Vacancy_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Está dentro del límite de ${i?.limit} electores.`)
};

export const insights_vacancy_would_vote = /** @type {(inputs: Insights_Vacancy_Would_VoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`cardenal votaría`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`cardenales votarían`);
	return /** @type {LocalizedString} */ ("insights_vacancy_would_vote");
};

export const insights_view_profile = /** @type {(inputs: Insights_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el perfil completo`)
};

export const insights_view_profile_of = /** @type {(inputs: Insights_View_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

export const insights_who_would_vote = /** @type {(inputs: Insights_Who_Would_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién votaría?`)
};

export const insights_who_would_vote_lead = /** @type {(inputs: Insights_Who_Would_Vote_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los cardenales votan salvo que hayan cumplido 80 años antes del día en que la Sede de Roma queda vacante (quien cumple 80 años ese mismo día todavía vota) o hayan renunciado a los derechos del cardenalato. Elija un día para ver el cuerpo electoral y la mayoría que necesitaría.`)
};

export const insights_within = /** @type {(inputs: Insights_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dentro del límite`)
};

export const insights_younger_heading = /** @type {(inputs: Insights_Younger_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales más jóvenes (menores de 70)`)
};

export const insights_younger_lead = /** @type {(inputs: Insights_Younger_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los miembros más jóvenes del Colegio, por edad a día de hoy.`)
};

export const insights_youngest_label = /** @type {(inputs: Insights_Youngest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales más jóvenes`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué guarda Cardinalis sobre sus visitantes (muy poco) y por qué.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidad`)
};

export const legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las condiciones de uso de Cardinalis, un sitio educativo independiente.`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condiciones de uso`)
};

export const live_about_1 = /** @type {(inputs: Live_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cónclave es la reunión a puerta cerrada en la que los cardenales eligen a un nuevo papa. El nombre viene del latín cum clave, «con llave»: los electores quedan aislados del mundo exterior hasta que han elegido.`)
};

export const live_about_2 = /** @type {(inputs: Live_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo pueden votar los cardenales que no habían cumplido 80 años antes de que quedara vacante la Sede de Roma. Se reúnen en la Capilla Sixtina y celebran hasta cuatro votaciones al día; un candidato necesita al menos dos tercios de los votos.`)
};

export const live_about_3 = /** @type {(inputs: Live_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Después de cada sesión se queman las papeletas. La fumata negra de la chimenea de la capilla significa que nadie ha sido elegido; la fumata blanca y las campanas de San Pedro anuncian un nuevo papa, que se proclama desde el balcón central de la basílica con las palabras Habemus Papam.`)
};

export const live_about_4 = /** @type {(inputs: Live_About_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El último cónclave, en mayo de 2025, eligió al cardenal Robert Francis Prevost en su segundo día. Tomó el nombre de León XIV.`)
};

export const live_about_heading = /** @type {(inputs: Live_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre el cónclave`)
};

export const live_age_elector = /** @type {(inputs: Live_Age_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("es", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} años, elector`)
};

export const live_age_not_elector = /** @type {(inputs: Live_Age_Not_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("es", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} años, no elector`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avísame cuando haya fumata blanca`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activado: te avisaré cuando haya fumata blanca`)
};

export const live_alert_white_body = /** @type {(inputs: Live_Alert_White_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata blanca sobre la Capilla Sixtina: ha sido elegido un papa.`)
};

export const live_alert_white_title = /** @type {(inputs: Live_Alert_White_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata blanca`)
};

export const live_already_voted = /** @type {(inputs: Live_Already_VotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya has votado`)
};

export const live_announcement = /** @type {(inputs: Live_AnnouncementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuesta y lecturas`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a los cardenales`)
};

export const live_cardinals_failed = /** @type {(inputs: Live_Cardinals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar la lista de cardenales.`)
};

export const live_cardinals_legend = /** @type {(inputs: Live_Cardinals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenales`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura del cónclave`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura del cónclave en directo (sin sonido)`)
};

export const live_decoder_after = /** @type {(inputs: Live_Decoder_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`te dice de qué elector se trata.`)
};

export const live_decoder_before = /** @type {(inputs: Live_Decoder_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has oído el latín del protodiácono? El`)
};

export const live_eyebrow = /** @type {(inputs: Live_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En directo`)
};

export const live_how_elected = /** @type {(inputs: Live_How_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cómo se elige a un papa?`)
};

export const live_how_elected_text = /** @type {(inputs: Live_How_Elected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electores, votaciones, fumatas y la regla de los dos tercios, explicados.`)
};

export const live_intro = /** @type {(inputs: Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mira la plaza de San Pedro y la cobertura del cónclave lado a lado, y dinos quién crees que será elegido.`)
};

export const live_learn_how = /** @type {(inputs: Live_Learn_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubre cómo se elige a los papas`)
};

export const live_loading_cardinals = /** @type {(inputs: Live_Loading_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando cardenales...`)
};

export const live_loading_results = /** @type {(inputs: Live_Loading_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando resultados`)
};

export const live_loading_stream = /** @type {(inputs: Live_Loading_StreamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la emisión...`)
};

export const live_meta_description = /** @type {(inputs: Live_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siga en directo la plaza de San Pedro y la cobertura del cónclave, y vote en la encuesta sobre la elección del papa.`)
};

export const live_meta_polls_description = /** @type {(inputs: Live_Meta_Polls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuestas desenfadadas sobre el cónclave y el papado: un voto por persona.`)
};

export const live_meta_title = /** @type {(inputs: Live_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En directo: la plaza de San Pedro y el cónclave`)
};

export const live_muted = /** @type {(inputs: Live_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Silenciado`)
};

export const live_no_match = /** @type {(inputs: Live_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún cardenal coincide con «${i?.term}».`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ahora no hay ninguna emisión en directo`)
};

export const live_no_stream_text = /** @type {(inputs: Live_No_Stream_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página ofrece vídeo en directo cuando hay algo que ver: la plaza de San Pedro y la cobertura del cónclave durante la sede vacante, y otros grandes momentos de un pontificado. El responsable del sitio elige las emisiones; cuando empieza una, se reproduce aquí, con los avisos del sitio encima. Hasta entonces, la encuesta de al lado y las páginas enlazadas abajo explican cómo se elegirá al próximo papa.`)
};

export const live_no_votes = /** @type {(inputs: Live_No_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay votos`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso del sitio`)
};

export const live_office_camerlengo = /** @type {(inputs: Live_Office_CamerlengoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camarlengo de la Santa Iglesia Romana`)
};

export const live_office_dean = /** @type {(inputs: Live_Office_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decano del Colegio Cardenalicio`)
};

export const live_office_major_penitentiary = /** @type {(inputs: Live_Office_Major_PenitentiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penitenciario mayor`)
};

export const live_office_protodeacon = /** @type {(inputs: Live_Office_ProtodeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardenal protodiácono (el primero de los cardenales diáconos)`)
};

export const live_office_protopriest = /** @type {(inputs: Live_Office_ProtopriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protopresbítero (el primero de los cardenales presbíteros)`)
};

export const live_office_vacant = /** @type {(inputs: Live_Office_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vacante: el titular ha fallecido.`)
};

export const live_office_vice_dean = /** @type {(inputs: Live_Office_Vice_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vicedecano del Colegio Cardenalicio`)
};

export const live_offices_dates = /** @type {(inputs: Live_Offices_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edades a ${i?.date}; titulares comprobados el ${i?.asOf}.`)
};

export const live_offices_heading = /** @type {(inputs: Live_Offices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quién hace qué durante la sede vacante`)
};

export const live_offices_in_english = /** @type {(inputs: Live_Offices_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Las descripciones de los cargos y las normas citadas están en inglés.`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuesta sobre la elección del papa`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pronóstico por visitante. Solo por diversión: deciden los cardenales.`)
};

export const live_poll_needs_js = /** @type {(inputs: Live_Poll_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para votar en esta encuesta hace falta JavaScript, que está desactivado en este navegador. El resto de la página se puede leer sin él.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votar`)
};

export const live_polls_already = /** @type {(inputs: Live_Polls_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya has votado en esta encuesta.`)
};

export const live_polls_back = /** @type {(inputs: Live_Polls_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la cobertura en directo`)
};

export const live_polls_eyebrow = /** @type {(inputs: Live_Polls_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo por diversión`)
};

export const live_polls_failed = /** @type {(inputs: Live_Polls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar las encuestas. Inténtalo de nuevo más tarde.`)
};

export const live_polls_intro = /** @type {(inputs: Live_Polls_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preguntas desenfadadas mientras el mundo espera la fumata blanca. Un voto por encuesta; los resultados aparecen cuando hayas votado.`)
};

export const live_polls_loading = /** @type {(inputs: Live_Polls_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando encuestas...`)
};

export const live_polls_needs_js = /** @type {(inputs: Live_Polls_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para votar en las encuestas hace falta JavaScript, que está desactivado en este navegador. El resto de la página se puede leer sin él.`)
};

export const live_polls_none = /** @type {(inputs: Live_Polls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay encuestas disponibles en este momento.`)
};

export const live_polls_so_far = /** @type {(inputs: Live_Polls_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} voto hasta ahora.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} votos hasta ahora.`);
	return /** @type {LocalizedString} */ ("live_polls_so_far");
};

export const live_polls_title = /** @type {(inputs: Live_Polls_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encuestas divertidas`)
};

export const live_polls_voting = /** @type {(inputs: Live_Polls_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votando...`)
};

export const live_polls_your_vote = /** @type {(inputs: Live_Polls_Your_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu voto`)
};

export const live_presides_conclave = /** @type {(inputs: Live_Presides_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preside el cónclave`)
};

export const live_presides_congregations = /** @type {(inputs: Live_Presides_CongregationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preside las Congregaciones generales de los cardenales`)
};

export const live_presides_unknown = /** @type {(inputs: Live_Presides_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cardenal elector de mayor precedencia; los registros del sitio no lo indican para este día.`)
};

export const live_ranked_results = /** @type {(inputs: Live_Ranked_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clasificación`)
};

export const live_reason_dean = /** @type {(inputs: Live_Reason_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Decano es elector, así que preside.`)
};

export const live_reason_dean_age = /** @type {(inputs: Live_Reason_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("es", i?.age, {});return /** @type {LocalizedString} */ (`el Decano tiene ${i?.age} años`)
};

export const live_reason_senior = /** @type {(inputs: Live_Reason_SeniorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ni el Decano ni el Vicedecano son electores (${i?.ages}), así que preside el elector de mayor precedencia.`)
};

export const live_reason_senior_plain = /** @type {(inputs: Live_Reason_Senior_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni el Decano ni el Vicedecano son electores, así que preside el elector de mayor precedencia.`)
};

export const live_reason_vice_dean = /** @type {(inputs: Live_Reason_Vice_DeanInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("es", i?.age, {});return /** @type {LocalizedString} */ (`El Decano tiene ${i?.age} años y no es elector; el Vicedecano es elector, así que preside.`)
};

export const live_reason_vice_dean_age = /** @type {(inputs: Live_Reason_Vice_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("es", i?.age, {});return /** @type {LocalizedString} */ (`el Vicedecano tiene ${i?.age} años`)
};

export const live_reason_vice_dean_no_dean = /** @type {(inputs: Live_Reason_Vice_Dean_No_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El Decano ha fallecido; el Vicedecano es elector, así que preside.`)
};

export const live_results_failed = /** @type {(inputs: Live_Results_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudieron cargar los resultados. Se volverá a intentar en breve.`)
};

export const live_search_cardinals = /** @type {(inputs: Live_Search_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar cardenales`)
};

export const live_search_placeholder = /** @type {(inputs: Live_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe un nombre...`)
};

export const live_see_results = /** @type {(inputs: Live_See_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver los resultados`)
};

export const live_select_cardinal = /** @type {(inputs: Live_Select_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elige un cardenal`)
};

export const live_selected = /** @type {(inputs: Live_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seleccionado:`)
};

export const live_share_of_votes = /** @type {(inputs: Live_Share_Of_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.share} de los votos`)
};

export const live_since = /** @type {(inputs: Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde el ${i?.date}`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plaza de San Pedro`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Emisión en directo desde la plaza de San Pedro`)
};

export const live_stream_unavailable = /** @type {(inputs: Live_Stream_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo acceder a esta emisión`)
};

export const live_stream_unavailable_text = /** @type {(inputs: Live_Stream_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La conexión con el sitio se interrumpió mientras se cargaba la emisión.`)
};

export const live_stream_unset = /** @type {(inputs: Live_Stream_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En este momento no se emite nada aquí`)
};

export const live_stream_unset_text = /** @type {(inputs: Live_Stream_Unset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuando empiece la cobertura de esta vista, se verá aquí.`)
};

export const live_submit_vote = /** @type {(inputs: Live_Submit_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar voto`)
};

export const live_submitting = /** @type {(inputs: Live_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando...`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participa en las encuestas`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cónclave en directo`)
};

export const live_total_votes = /** @type {(inputs: Live_Total_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votos totales:`)
};

export const live_try_again = /** @type {(inputs: Live_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentar`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prueba nuestras encuestas desenfadadas.`)
};

export const live_vote_question = /** @type {(inputs: Live_Vote_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Quién crees que será el próximo papa? Elige un cardenal.`)
};

export const live_votes = /** @type {(inputs: Live_VotesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} voto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} votos`);
	return /** @type {LocalizedString} */ ("live_votes");
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Esperando la fumata blanca?`)
};

export const live_with_sound = /** @type {(inputs: Live_With_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con sonido`)
};

export const live_your_prediction = /** @type {(inputs: Live_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tu pronóstico:`)
};

export const loading_page = /** @type {(inputs: Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la página...`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cónclave en cifras`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En directo`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué un papa?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a los cardenales`)
};

export const not_found_description = /** @type {(inputs: Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página no existe en Cardinalis.`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna página en esta dirección. Puede haberse movido, o el enlace tiene una errata.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página no encontrada`)
};

export const pope_back_to_profile = /** @type {(inputs: Pope_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Volver al perfil del papa León XIV`)
};

export const pope_banner_intro = /** @type {(inputs: Pope_Banner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil del nuevo Santo Padre: su vida, formación y trayectoria, cómo leen los observadores sus posiciones, sus propias palabras y de dónde procede cada dato.`)
};

export const pope_banner_kicker = /** @type {(inputs: Pope_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const pope_bio_heading = /** @type {(inputs: Pope_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datos biográficos`)
};

export const pope_career_heading = /** @type {(inputs: Pope_Career_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trayectoria`)
};

export const pope_created_by = /** @type {(inputs: Pope_Created_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, por el papa ${i?.name}`)
};

export const pope_created_by_recorded = /** @type {(inputs: Pope_Created_By_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, por ${i?.creator}`)
};

export const pope_deep_dive = /** @type {(inputs: Pope_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Análisis a fondo`)
};

export const pope_deep_dive_sections = /** @type {(inputs: Pope_Deep_Dive_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secciones del análisis`)
};

export const pope_deep_dive_short = /** @type {(inputs: Pope_Deep_Dive_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Análisis a fondo · León XIV`)
};

export const pope_education_empty = /** @type {(inputs: Pope_Education_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los detalles de su formación aún no están disponibles.`)
};

export const pope_education_heading = /** @type {(inputs: Pope_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formación`)
};

export const pope_error_heading = /** @type {(inputs: Pope_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al cargar el perfil`)
};

export const pope_error_text = /** @type {(inputs: Pope_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar el perfil del papa. Inténtalo de nuevo más tarde.`)
};

export const pope_evidence = /** @type {(inputs: Pope_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fundamento:`)
};

export const pope_excerpts_note = /** @type {(inputs: Pope_Excerpts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fragmentos: ${i?.cut} indica palabras omitidas.`)
};

export const pope_fact_born = /** @type {(inputs: Pope_Fact_BornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nacimiento`)
};

export const pope_fact_consecrated = /** @type {(inputs: Pope_Fact_ConsecratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consagración episcopal`)
};

export const pope_fact_country = /** @type {(inputs: Pope_Fact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const pope_fact_created = /** @type {(inputs: Pope_Fact_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creado cardenal`)
};

export const pope_fact_elected = /** @type {(inputs: Pope_Fact_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegido papa`)
};

export const pope_fact_motto = /** @type {(inputs: Pope_Fact_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lema episcopal`)
};

export const pope_fact_nationality = /** @type {(inputs: Pope_Fact_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nacionalidad`)
};

export const pope_fact_ordained = /** @type {(inputs: Pope_Fact_OrdainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenación sacerdotal`)
};

export const pope_fact_order = /** @type {(inputs: Pope_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orden religiosa`)
};

export const pope_first_message_heading = /** @type {(inputs: Pope_First_Message_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El primer mensaje como papa`)
};

export const pope_footer_all_cardinals = /** @type {(inputs: Pope_Footer_All_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los cardenales`)
};

export const pope_footer_compiled = /** @type {(inputs: Pope_Footer_CompiledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elaborado a partir de las fuentes citadas arriba; datos a fecha de ${i?.date}. Este sitio no está vinculado a la Santa Sede.`)
};

export const pope_footer_deep_dive = /** @type {(inputs: Pope_Footer_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Análisis a fondo sobre León XIV`)
};

export const pope_footer_more = /** @type {(inputs: Pope_Footer_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Más sobre el papado`)
};

export const pope_footer_write_to = /** @type {(inputs: Pope_Footer_Write_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Has visto un error? Escribe a`)
};

export const pope_leadership_empty = /** @type {(inputs: Pope_Leadership_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su labor de gobierno aún no se ha resumido.`)
};

export const pope_leo_xiv = /** @type {(inputs: Pope_Leo_XivInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`León XIV`)
};

export const pope_life_heading = /** @type {(inputs: Pope_Life_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vida y ministerio`)
};

export const pope_loading = /** @type {(inputs: Pope_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el perfil del papa...`)
};

export const pope_meta_deep_dive_description = /** @type {(inputs: Pope_Meta_Deep_Dive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origen, teología, liderazgo y los debates en torno al papa León XIV, contados con equilibrio y con fuentes. Texto en inglés.`)
};

export const pope_meta_deep_dive_title = /** @type {(inputs: Pope_Meta_Deep_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa León XIV: análisis a fondo`)
};

export const pope_meta_description = /** @type {(inputs: Pope_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, elegido papa con el nombre de León XIV el 8 de mayo de 2025: vida, formación, trayectoria, posiciones, prioridades y sus primeras palabras, con fuentes.`)
};

export const pope_meta_methodology_description = /** @type {(inputs: Pope_Meta_Methodology_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qué mide cada una de las nueve categorías de valoración del perfil de un cardenal, qué significan 1 y 5 y qué pruebas cuentan: juicios editoriales, cada uno con sus fuentes. Texto en inglés.`)
};

export const pope_meta_title = /** @type {(inputs: Pope_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa León XIV: perfil del nuevo Santo Padre`)
};

export const pope_pontificate_ended = /** @type {(inputs: Pope_Pontificate_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El pontificado de León XIV terminó el ${i?.date}. Esta página lo describe tal como era durante su pontificado.`)
};

export const pope_priorities_empty = /** @type {(inputs: Pope_Priorities_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus prioridades aún no se han resumido.`)
};

export const pope_quotes_empty = /** @type {(inputs: Pope_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no se han añadido citas documentadas.`)
};

export const pope_ratings_empty = /** @type {(inputs: Pope_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El perfil teológico aún no se ha publicado.`)
};

export const pope_ratings_intro = /** @type {(inputs: Pope_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valoraciones de nuestra redacción en una escala de 1 a 5, cada una basada en las fuentes públicas indicadas debajo. En «Conservative vs. Liberal Views», 1 es lo más progresista y 5 lo más conservador.`)
};

export const pope_read_deep_dive = /** @type {(inputs: Pope_Read_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leer el análisis a fondo →`)
};

export const pope_references_heading = /** @type {(inputs: Pope_References_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencias`)
};

export const pope_regnal_benedict_xvi = /** @type {(inputs: Pope_Regnal_Benedict_XviInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benedicto XVI`)
};

export const pope_regnal_francis = /** @type {(inputs: Pope_Regnal_FrancisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Francisco`)
};

export const pope_regnal_john_paul_ii = /** @type {(inputs: Pope_Regnal_John_Paul_IiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juan Pablo II`)
};

export const pope_source_label = /** @type {(inputs: Pope_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuente:`)
};

export const pope_sources_heading = /** @type {(inputs: Pope_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuentes`)
};

export const pope_span_months = /** @type {(inputs: Pope_Span_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mes`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} meses`);
	return /** @type {LocalizedString} */ ("pope_span_months");
};

export const pope_span_under_a_month = /** @type {(inputs: Pope_Span_Under_A_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de un mes`)
};

export const pope_span_years = /** @type {(inputs: Pope_Span_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} año`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} años`);
	return /** @type {LocalizedString} */ ("pope_span_years");
};

export const pope_span_years_and_months = /** @type {(inputs: Pope_Span_Years_And_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} y ${i?.months}`)
};

export const pope_tab_leadership = /** @type {(inputs: Pope_Tab_LeadershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liderazgo`)
};

export const pope_tab_priorities = /** @type {(inputs: Pope_Tab_PrioritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prioridades`)
};

export const pope_tab_quotes = /** @type {(inputs: Pope_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citas destacadas`)
};

export const pope_tab_theological = /** @type {(inputs: Pope_Tab_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil teológico`)
};

export const pope_tab_views = /** @type {(inputs: Pope_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posiciones`)
};

export const pope_tabs_heading = /** @type {(inputs: Pope_Tabs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posiciones, liderazgo y palabras`)
};

export const pope_tabs_label = /** @type {(inputs: Pope_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil del papa`)
};

export const pope_time_in_office = /** @type {(inputs: Pope_Time_In_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`León XIV fue elegido el ${i?.elected}, ${i?.span} antes del ${i?.today}, día en que se mostró esta página.`)
};

export const pope_title = /** @type {(inputs: Pope_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Papa ${i?.name}`)
};

export const pope_views_empty = /** @type {(inputs: Pope_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sus posiciones aún no se han resumido.`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Información sobre los cardenales de la Iglesia católica`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar al contenido`)
};

export const teaching_dialogue_tips = /** @type {(inputs: Teaching_Dialogue_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consejos para el diálogo`)
};

export const teaching_eyebrow = /** @type {(inputs: Teaching_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enseñanza`)
};

export const teaching_further_reading = /** @type {(inputs: Teaching_Further_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para saber más`)
};

export const teaching_meta_description = /** @type {(inputs: Teaching_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo entiende la Iglesia católica el papado: Escritura, historia, infalibilidad y respuestas honestas a las objeciones más comunes.`)
};

export const teaching_meta_title = /** @type {(inputs: Teaching_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Por qué un papa?`)
};

export const teaching_next_body = /** @type {(inputs: Teaching_Next_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descubre quién elegirá al próximo papa y cómo es hoy el Colegio Cardenalicio.`)
};

export const teaching_next_link = /** @type {(inputs: Teaching_Next_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver el cónclave en cifras`)
};

export const teaching_next_title = /** @type {(inputs: Teaching_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De la enseñanza al presente.`)
};

export const teaching_reading_historical = /** @type {(inputs: Teaching_Reading_HistoricalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

export const teaching_reading_scriptural = /** @type {(inputs: Teaching_Reading_ScripturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escritura`)
};

export const teaching_reading_theological = /** @type {(inputs: Teaching_Reading_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teología`)
};

export const teaching_topics_label = /** @type {(inputs: Teaching_Topics_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temas de «¿Por qué un papa?»`)
};