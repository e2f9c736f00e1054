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
	return /** @type {LocalizedString} */ (`Accepte`)
};

export const apidocs_answer = /** @type {(inputs: Apidocs_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Réponse : ${i?.status} · ${i?.type}`)
};

export const apidocs_answers = /** @type {(inputs: Apidocs_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponses`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`quelconque`)
};

export const apidocs_asking = /** @type {(inputs: Apidocs_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interrogation de l'API…`)
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`au plus ${i?.count} caractère`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`au plus ${i?.count} caractères`);
	return /** @type {LocalizedString} */ ("apidocs_at_most");
};

export const apidocs_citation = /** @type {(inputs: Apidocs_CitationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinalis, liste du Collège cardinalice, version N, données au ${i?.date}`)
};

export const apidocs_cite = /** @type {(inputs: Apidocs_CiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Merci de citer la version et la date de la liste fournies avec chaque téléchargement (les en-têtes ${i?.versionHeader} et ${i?.dateHeader}, ou ${i?.versionField} et ${i?.dateField} dans le JSON), par exemple :`)
};

export const apidocs_cors = /** @type {(inputs: Apidocs_CorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les lectures publiques répondent à n'importe quel site (${i?.header}).`)
};

export const apidocs_csv = /** @type {(inputs: Apidocs_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres du Collège cardinalice et le pape, une ligne chacun, pour les tableurs (UTF-8, RFC 4180).`)
};

export const apidocs_date_param = /** @type {(inputs: Apidocs_Date_ParamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ajoutez ${i?.param} à l'adresse CSV ou JSON pour obtenir le Collège cardinalice d'un autre jour, avec les âges et la qualité d'électeur de ce jour-là. La liste peut répondre à partir du jour où ses données ont été compilées (${i?.completeFrom} dans le téléchargement) ; un jour antérieur est refusé, car la liste ne contient pas les cardinaux morts ou sortis avant cette date.`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par défaut ${i?.value}`)
};

export const apidocs_doc_error = /** @type {(inputs: Apidocs_Doc_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La description de l'API n'a pas pu être chargée : ${i?.error}`)
};

export const apidocs_downloads = /** @type {(inputs: Apidocs_DownloadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléchargements`)
};

export const apidocs_endpoints = /** @type {(inputs: Apidocs_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points d'accès`)
};

export const apidocs_failed = /** @type {(inputs: Apidocs_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La requête a échoué : ${i?.error}`)
};

export const apidocs_ics = /** @type {(inputs: Apidocs_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un calendrier des 80 ans des cardinaux électeurs dans les 24 prochains mois, auquel s'abonner.`)
};

export const apidocs_intro = /** @type {(inputs: Apidocs_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tout le contenu de l'annuaire est réutilisable : téléchargez la liste complète, abonnez-vous au calendrier ou interrogez l'API depuis votre site ou un script. Aucune clé n'est nécessaire. L'API est décrite au format standard OpenAPI à l'adresse ${i?.link}.`)
};

export const apidocs_json = /** @type {(inputs: Apidocs_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mêmes lignes en JSON, avec la version de la liste et la date de sa dernière modification.`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la description de l'API...`)
};

export const apidocs_meta_description = /** @type {(inputs: Apidocs_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléchargez la liste du Collège cardinalice en CSV ou JSON, abonnez-vous à un calendrier des 80e anniversaires ou consultez l'API documentée.`)
};

export const apidocs_more_lines = /** @type {(inputs: Apidocs_More_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`… ${i?.count} ligne de plus`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`… ${i?.count} lignes de plus`);
	return /** @type {LocalizedString} */ ("apidocs_more_lines");
};

export const apidocs_no_limit = /** @type {(inputs: Apidocs_No_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce site ne fixe aucune limite de lectures par adresse.`)
};

export const apidocs_one_of = /** @type {(inputs: Apidocs_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`l'une des valeurs ${i?.values}`)
};

export const apidocs_own_pages = /** @type {(inputs: Apidocs_Own_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les votes et les réglages de l'exploitant sont réservés aux pages de ce site.`)
};

export const apidocs_parameter = /** @type {(inputs: Apidocs_ParameterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètre`)
};

export const apidocs_parameters_of = /** @type {(inputs: Apidocs_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paramètres de ${i?.path}`)
};

export const apidocs_rate_limit = /** @type {(inputs: Apidocs_Rate_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque adresse peut faire ${i?.requests} requêtes toutes les ${i?.seconds} secondes ; au-delà, la réponse est 429 avec un en-tête Retry-After indiquant combien de temps attendre.`)
};

export const apidocs_show_live = /** @type {(inputs: Apidocs_Show_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir la réponse en direct`)
};

export const apidocs_terms = /** @type {(inputs: Apidocs_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licence, citation et limites`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données ouvertes et API`)
};

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

export const cardinal_jsonld_church = /** @type {(inputs: Cardinal_Jsonld_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Église catholique`)
};

export const cardinal_jsonld_college = /** @type {(inputs: Cardinal_Jsonld_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collège cardinalice`)
};

export const cardinal_jsonld_renounced = /** @type {(inputs: Cardinal_Jsonld_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinal qui a renoncé aux droits du cardinalat le ${i?.date} : toujours membre du Collège cardinalice, mais non électeur.`)
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

export const cardinal_portrait_of = /** @type {(inputs: Cardinal_Portrait_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portrait de ${i?.name}`)
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

export const changes_atom_feed = /** @type {(inputs: Changes_Atom_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flux Atom`)
};

export const changes_changed_to = /** @type {(inputs: Changes_Changed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`remplacé par`)
};

export const changes_data_as_of = /** @type {(inputs: Changes_Data_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données au`)
};

export const changes_empty = /** @type {(inputs: Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune modification depuis la compilation du contenu.`)
};

export const changes_error = /** @type {(inputs: Changes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le journal des modifications n'a pas pu être chargé. Veuillez réessayer plus tard.`)
};

export const changes_field_birth_date = /** @type {(inputs: Changes_Field_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de naissance`)
};

export const changes_field_birth_place = /** @type {(inputs: Changes_Field_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu de naissance`)
};

export const changes_field_created_by = /** @type {(inputs: Changes_Field_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé par`)
};

export const changes_field_created_cardinal = /** @type {(inputs: Changes_Field_Created_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créé cardinal`)
};

export const changes_field_current_position = /** @type {(inputs: Changes_Field_Current_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonction`)
};

export const changes_field_death_date = /** @type {(inputs: Changes_Field_Death_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date de décès`)
};

export const changes_field_episcopal_consecration = /** @type {(inputs: Changes_Field_Episcopal_ConsecrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordination épiscopale`)
};

export const changes_field_full_name = /** @type {(inputs: Changes_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom complet`)
};

export const changes_field_given_names = /** @type {(inputs: Changes_Field_Given_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénoms`)
};

export const changes_field_last_name = /** @type {(inputs: Changes_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de famille`)
};

export const changes_field_name_with_order = /** @type {(inputs: Changes_Field_Name_With_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom avec l'ordre`)
};

export const changes_field_nationality = /** @type {(inputs: Changes_Field_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pays`)
};

export const changes_field_official_biography_url = /** @type {(inputs: Changes_Field_Official_Biography_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biographie du Bureau de presse`)
};

export const changes_field_priest_ordination = /** @type {(inputs: Changes_Field_Priest_OrdinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordination sacerdotale`)
};

export const changes_field_rank = /** @type {(inputs: Changes_Field_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre cardinalice`)
};

export const changes_field_region = /** @type {(inputs: Changes_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Région`)
};

export const changes_field_religious_order = /** @type {(inputs: Changes_Field_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordre religieux`)
};

export const changes_field_renunciation_date = /** @type {(inputs: Changes_Field_Renunciation_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renonce aux droits du cardinalat`)
};

export const changes_field_wikidata_id = /** @type {(inputs: Changes_Field_Wikidata_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Élément Wikidata`)
};

export const changes_from_correction = /** @type {(inputs: Changes_From_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`D'après la correction d'un lecteur`)
};

export const changes_intro = /** @type {(inputs: Changes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque modification apportée aux données de l'annuaire depuis la compilation de son contenu : qui, quelle donnée, l'ancienne et la nouvelle valeur, et la source. Les lecteurs peuvent proposer des corrections depuis la page de chaque cardinal ; celles que l'exploitant accepte sont signalées.`)
};

export const changes_list_label = /** @type {(inputs: Changes_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications, de la plus récente à la plus ancienne`)
};

export const changes_loading = /** @type {(inputs: Changes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des modifications...`)
};

export const changes_meta_description = /** @type {(inputs: Changes_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque modification des données de l'annuaire des cardinaux depuis sa compilation, avec les anciennes et nouvelles valeurs et les sources.`)
};

export const changes_newer = /** @type {(inputs: Changes_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus récentes`)
};

export const changes_older = /** @type {(inputs: Changes_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plus anciennes`)
};

export const changes_page_of = /** @type {(inputs: Changes_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page} sur ${i?.pages}`)
};

export const changes_pages_label = /** @type {(inputs: Changes_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages des modifications`)
};

export const changes_source = /** @type {(inputs: Changes_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source :`)
};

export const changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications de la liste`)
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

export const conclave_habemus_announced_by = /** @type {(inputs: Conclave_Habemus_Announced_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year} : ${i?.elected}, annoncé par ${i?.protodeacon}`)
};

export const conclave_habemus_checked = /** @type {(inputs: Conclave_Habemus_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formes latines vérifiées le ${i?.date}.`)
};

export const conclave_habemus_count = /** @type {(inputs: Conclave_Habemus_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} électeur au ${i?.date}, par nom de famille`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} électeurs au ${i?.date}, par nom de famille`);
	return /** @type {LocalizedString} */ ("conclave_habemus_count");
};

export const conclave_habemus_eyebrow = /** @type {(inputs: Conclave_Habemus_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave`)
};

export const conclave_habemus_failed = /** @type {(inputs: Conclave_Habemus_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste des électeurs n'a pas pu être chargée. Veuillez réessayer plus tard.`)
};

export const conclave_habemus_how_heading = /** @type {(inputs: Conclave_Habemus_How_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment le nom est annoncé`)
};

export const conclave_habemus_how_text = /** @type {(inputs: Conclave_Habemus_How_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Depuis la loggia centrale de Saint-Pierre, le cardinal protodiacre annonce l'élu par ses prénoms en latin, à l'accusatif, puis ${i?.formula} et son nom de famille, inchangé, puis le nom qu'il a pris comme pape : ${i?.example} serait Pietro Parolin.`)
};

export const conclave_habemus_intro = /** @type {(inputs: Conclave_Habemus_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez entendu un nom en latin depuis la loggia ? Tapez-en une partie, ou une partie du nom de famille, pour voir de quel électeur il s'agit.`)
};

export const conclave_habemus_kept = /** @type {(inputs: Conclave_Habemus_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} : conservé tel quel, sans forme latine établie`)
};

export const conclave_habemus_label = /** @type {(inputs: Conclave_Habemus_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom latin ou nom de famille`)
};

export const conclave_habemus_last_three = /** @type {(inputs: Conclave_Habemus_Last_ThreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les trois dernières annonces`)
};

export const conclave_habemus_list_heading = /** @type {(inputs: Conclave_Habemus_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les électeurs tels qu'ils seraient annoncés`)
};

export const conclave_habemus_loading = /** @type {(inputs: Conclave_Habemus_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des électeurs...`)
};

export const conclave_habemus_matches = /** @type {(inputs: Conclave_Habemus_MatchesInputs) => LocalizedString} */ (i) => {const matchesPlural = registry.plural("fr", i?.matches, {});
	if (matchesPlural === "one") return /** @type {LocalizedString} */ (`${i?.matches} électeur sur ${i?.total} correspond à « ${i?.query} »`);
	if (matchesPlural === "other") return /** @type {LocalizedString} */ (`${i?.matches} électeurs sur ${i?.total} correspondent à « ${i?.query} »`);
	return /** @type {LocalizedString} */ ("conclave_habemus_matches");
};

export const conclave_habemus_none = /** @type {(inputs: Conclave_Habemus_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun électeur n'a de prénoms ou de nom de famille qui contiennent cela. Essayez avec moins de lettres, ou le nom de famille.`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_habemus_placeholder = /** @type {(inputs: Conclave_Habemus_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Petrum, Ioannem, Parolin`)
};

export const conclave_habemus_rule = /** @type {(inputs: Conclave_Habemus_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le protodiacre annonce l'élu par ses prénoms en latin, à l'accusatif, puis 'Sanctae Romanae Ecclesiae Cardinalem' et son nom de famille inchangé, puis le nom qu'il a pris comme pape. Un prénom qui a une forme latine établie, celle que le Martyrologe romain et les documents latins de l'Église donnent au saint de ce nom (Petrus, Ioannes, Iosephus, Franciscus, Georgius, Marius, Robertus, Ludovicus, Carolus, Antonius, etc.), est donné sous cette forme, à l'accusatif (Petrum, Ioannem, Iosephum, Franciscum). Le même prénom, dans n'importe quelle langue, prend la même forme latine (Pietro, Peter, Péter et Pedro sont tous Petrum ; Giuseppe, José, Josip et Jozef sont tous Iosephum). Un prénom sans forme latine établie est conservé exactement tel que l'écrit la liste du Saint-Siège et signalé comme non latinisé ; lorsqu'il n'était pas certain qu'une forme soit établie, le prénom est aussi conservé tel quel, avec une note, plutôt que de recevoir une forme latine inventée. Le latin s'écrit avec I, non J (Iosephum, Ioannem, Iacobum), comme le latin du Saint-Siège. Les particules qui appartiennent au nom de famille (da, de) passent au nom de famille.`)
};

export const conclave_habemus_rule_summary = /** @type {(inputs: Conclave_Habemus_Rule_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment ce site donne à chaque nom sa forme latine`)
};

export const conclave_habemus_search = /** @type {(inputs: Conclave_Habemus_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher`)
};

export const conclave_habemus_source = /** @type {(inputs: Conclave_Habemus_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Source :`)
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

export const conclave_meta_habemus_description = /** @type {(inputs: Conclave_Meta_Habemus_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les prénoms de chaque cardinal électeur en latin, tels que le cardinal protodiacre les annoncerait depuis la loggia (Parolin : Petrum), avec une recherche par partie de prénom latin ou de nom et les annonces de 2005, 2013 et 2025.`)
};

export const conclave_meta_habemus_title = /** @type {(inputs: Conclave_Meta_Habemus_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Décodeur de l'Habemus Papam : les noms des cardinaux électeurs en latin`)
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

export const directory_meta_description = /** @type {(inputs: Directory_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez, recherchez et filtrez tous les membres du Collège cardinalice : âge, pays, région, fonction et pape qui les a créés, avec les cardinaux électeurs de moins de 80 ans signalés.`)
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
	return /** @type {LocalizedString} */ (`Chercher un cardinal...`)
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

export const games_close = /** @type {(inputs: Games_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const games_full_instructions = /** @type {(inputs: Games_Full_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles complètes`)
};

export const games_gull_announce_lost = /** @type {(inputs: Games_Gull_Announce_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de goélands. Partie terminée.`)
};

export const games_gull_announce_won = /** @type {(inputs: Games_Gull_Announce_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez gagné. Partie terminée.`)
};

export const games_gull_black_smoke = /** @type {(inputs: Games_Gull_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumée noire : pas encore de pape.`)
};

export const games_gull_canvas_label = /** @type {(inputs: Games_Gull_Canvas_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} : des goélands se posent sur le toit de la chapelle Sixtine`)
};

export const games_gull_clear_high_scores = /** @type {(inputs: Games_Gull_Clear_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer tous les records`)
};

export const games_gull_col_max = /** @type {(inputs: Games_Gull_Col_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goélands qui terminent la partie`)
};

export const games_gull_col_spawn = /** @type {(inputs: Games_Gull_Col_SpawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goélands arrivant en même temps`)
};

export const games_gull_col_speed = /** @type {(inputs: Games_Gull_Col_SpeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vitesse`)
};

export const games_gull_confirm_clear = /** @type {(inputs: Games_Gull_Confirm_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment effacer tous les records ?`)
};

export const games_gull_dialog_description = /** @type {(inputs: Games_Gull_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chassez les goélands de la chapelle Sixtine avant la fin du conclave.`)
};

export const games_gull_dialog_title = /** @type {(inputs: Games_Gull_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment jouer`)
};

export const games_gull_drag_to_aim = /** @type {(inputs: Games_Gull_Drag_To_AimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Glissez pour viser`)
};

export const games_gull_exit_big = /** @type {(inputs: Games_Gull_Exit_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter le mode grand`)
};

export const games_gull_exit_fullscreen = /** @type {(inputs: Games_Gull_Exit_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter le plein écran`)
};

export const games_gull_final_score = /** @type {(inputs: Games_Gull_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SCORE FINAL ${i?.score}`)
};

export const games_gull_full_1 = /** @type {(inputs: Games_Gull_Full_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave est réuni, et les goélands ont choisi le toit de la chapelle Sixtine comme lieu de rendez-vous.`)
};

export const games_gull_full_2_mouse = /** @type {(inputs: Games_Gull_Full_2_MouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacez la souris pour viser et cliquez pour tirer. Les tirs proches d'un goéland comptent aussi : chaque goéland a une large zone de tir.`)
};

export const games_gull_full_2_touch = /** @type {(inputs: Games_Gull_Full_2_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites glisser le doigt pour déplacer le cercle jaune du viseur, puis touchez un goéland pour tirer. Les tirs proches d'un goéland comptent aussi : chaque goéland a une large zone de tir.`)
};

export const games_gull_full_3 = /** @type {(inputs: Games_Gull_Full_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque tir touche un goéland. Un goéland en vol vaut ${i?.flying} points, un goéland sur le toit ${i?.perched}.`)
};

export const games_gull_full_4 = /** @type {(inputs: Games_Gull_Full_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les goélands arrivent un par un, et de plus en plus souvent au fil des niveaux. Au niveau 1, un seul goéland arrive à la fois ; au niveau ${i?.levels}, jusqu'à ${i?.spawnMax} sont en l'air ensemble, et ils volent ${i?.speed} fois plus vite.`)
};

export const games_gull_full_5 = /** @type {(inputs: Games_Gull_Full_5Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("fr", i?.levels, {});return /** @type {LocalizedString} */ (`Le jeu compte ${i?.levels} niveaux de deux minutes. Entre deux niveaux, l'écran devient noir, comme la fumée d'un scrutin sans résultat.`)
};

export const games_gull_full_6 = /** @type {(inputs: Games_Gull_Full_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand la fumée blanche s'élève dans les 30 dernières secondes d'un niveau, tenez bon : le niveau est presque fini.`)
};

export const games_gull_full_7 = /** @type {(inputs: Games_Gull_Full_7Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("fr", i?.levels, {});return /** @type {LocalizedString} */ (`Tenez les ${i?.levels} niveaux et la fumée blanche annoncera « Habemus Papam ! ».`)
};

export const games_gull_fullscreen = /** @type {(inputs: Games_Gull_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plein écran`)
};

export const games_gull_high_scores = /** @type {(inputs: Games_Gull_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RECORDS`)
};

export const games_gull_how_to_play_caps = /** @type {(inputs: Games_Gull_How_To_Play_CapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`COMMENT JOUER`)
};

export const games_gull_level = /** @type {(inputs: Games_Gull_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveau`)
};

export const games_gull_level_complete = /** @type {(inputs: Games_Gull_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Niveau ${i?.level} terminé !`)
};

export const games_gull_levels_caption = /** @type {(inputs: Games_Gull_Levels_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niveaux (deux minutes chacun)`)
};

export const games_gull_lose_alt = /** @type {(inputs: Games_Gull_Lose_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie terminée`)
};

export const games_gull_lose_line = /** @type {(inputs: Games_Gull_Lose_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les goélands ont pris le toit !`)
};

export const games_gull_main_menu = /** @type {(inputs: Games_Gull_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MENU PRINCIPAL`)
};

export const games_gull_menu_goal = /** @type {(inputs: Games_Gull_Menu_GoalInputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("fr", i?.levels, {});return /** @type {LocalizedString} */ (`Terminez les ${i?.levels} niveaux pour élire un nouveau pape !`)
};

export const games_gull_menu_line = /** @type {(inputs: Games_Gull_Menu_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chassez les goélands de la chapelle Sixtine !`)
};

export const games_gull_new_high_score = /** @type {(inputs: Games_Gull_New_High_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOUVEAU RECORD ! VOS INITIALES`)
};

export const games_gull_no_high_scores = /** @type {(inputs: Games_Gull_No_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de record.`)
};

export const games_gull_paused = /** @type {(inputs: Games_Gull_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EN PAUSE`)
};

export const games_gull_play_big = /** @type {(inputs: Games_Gull_Play_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jouer en mode grand`)
};

export const games_gull_played = /** @type {(inputs: Games_Gull_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Temps de jeu total : ${i?.time}`)
};

export const games_gull_restart = /** @type {(inputs: Games_Gull_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REJOUER`)
};

export const games_gull_roof_bar = /** @type {(inputs: Games_Gull_Roof_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goélands sur le toit`)
};

export const games_gull_roof_count = /** @type {(inputs: Games_Gull_Roof_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} goélands sur ${i?.max}`)
};

export const games_gull_save = /** @type {(inputs: Games_Gull_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const games_gull_score = /** @type {(inputs: Games_Gull_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score`)
};

export const games_gull_score_time = /** @type {(inputs: Games_Gull_Score_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`SCORE ${i?.score} TEMPS RESTANT ${i?.time}`)
};

export const games_gull_short_1 = /** @type {(inputs: Games_Gull_Short_1Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("fr", i?.levels, {});return /** @type {LocalizedString} */ (`Les goélands envahissent le toit de la chapelle Sixtine. Jouez ${i?.levels} niveaux de deux minutes chacun.`)
};

export const games_gull_short_2_mouse = /** @type {(inputs: Games_Gull_Short_2_MouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cliquez sur un goéland pour le toucher : ${i?.flying} points en vol, ${i?.perched} une fois posé.`)
};

export const games_gull_short_2_touch = /** @type {(inputs: Games_Gull_Short_2_TouchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Touchez un goéland pour le toucher : ${i?.flying} points en vol, ${i?.perched} une fois posé.`)
};

export const games_gull_short_3 = /** @type {(inputs: Games_Gull_Short_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque niveau amène des goélands plus nombreux et plus rapides : ${i?.inFlight} peuvent arriver en même temps. Laissez s'en rassembler ${i?.limits} (du niveau 1 au ${i?.levels}) et la partie est finie.`)
};

export const games_gull_short_4 = /** @type {(inputs: Games_Gull_Short_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans les 30 dernières secondes d'un niveau, la fumée blanche annonce qu'un pape va être élu.`)
};

export const games_gull_show_high_scores = /** @type {(inputs: Games_Gull_Show_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VOIR LES RECORDS`)
};

export const games_gull_side_title = /** @type {(inputs: Games_Gull_Side_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles du jeu`)
};

export const games_gull_tap_instructions = /** @type {(inputs: Games_Gull_Tap_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touchez pour les règles`)
};

export const games_gull_tap_menu = /** @type {(inputs: Games_Gull_Tap_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOUCHEZ POUR LE MENU`)
};

export const games_gull_tap_restart = /** @type {(inputs: Games_Gull_Tap_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOUCHEZ POUR REJOUER`)
};

export const games_gull_tap_to_shoot = /** @type {(inputs: Games_Gull_Tap_To_ShootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Touchez pour tirer`)
};

export const games_gull_tap_to_start = /** @type {(inputs: Games_Gull_Tap_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOUCHEZ POUR COMMENCER`)
};

export const games_gull_time_left = /** @type {(inputs: Games_Gull_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temps restant`)
};

export const games_gull_up_to = /** @type {(inputs: Games_Gull_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu'à ${i?.count}`)
};

export const games_gull_warning = /** @type {(inputs: Games_Gull_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumée blanche ! Finissez avant l'élection d'un pape !`)
};

export const games_gull_watch_circle = /** @type {(inputs: Games_Gull_Watch_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez le cercle jaune du viseur`)
};

export const games_gull_white_rises = /** @type {(inputs: Games_Gull_White_RisesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fumée blanche s'élève...`)
};

export const games_gull_win_alt = /** @type {(inputs: Games_Gull_Win_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumée blanche : un pape est élu`)
};

export const games_gull_win_line = /** @type {(inputs: Games_Gull_Win_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam ! Le toit est dégagé.`)
};

export const games_habemus_papam = /** @type {(inputs: Games_Habemus_PapamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam !`)
};

export const games_learn_real_conclaves = /** @type {(inputs: Games_Learn_Real_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrir les vrais conclaves`)
};

export const games_meta_gull_description = /** @type {(inputs: Games_Meta_Gull_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quatre niveaux de deux minutes : éloignez les goélands du toit de la chapelle Sixtine avant que la fumée blanche ne s'élève.`)
};

export const games_meta_gull_title = /** @type {(inputs: Games_Meta_Gull_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : dégagez le toit de la chapelle Sixtine`)
};

export const games_meta_smoke_description = /** @type {(inputs: Games_Meta_Smoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rassemblez 30 voix avant que l'horloge du conclave ne s'arrête : un petit jeu sur grille autour de la fumée blanche, des rivaux et de l'anneau pontifical.`)
};

export const games_meta_smoke_title = /** @type {(inputs: Games_Meta_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke : le jeu du conclave`)
};

export const games_needs_javascript = /** @type {(inputs: Games_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour jouer, il faut JavaScript, désactivé dans ce navigateur. Le reste de la page se lit sans.`)
};

export const games_or_press_p = /** @type {(inputs: Games_Or_Press_PInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou appuyez sur P`)
};

export const games_pause = /** @type {(inputs: Games_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pause`)
};

export const games_resume = /** @type {(inputs: Games_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reprendre`)
};

export const games_smoke_badge_incense = /** @type {(inputs: Games_Smoke_Badge_IncenseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bombe d'encens utilisée`)
};

export const games_smoke_badge_relic = /** @type {(inputs: Games_Smoke_Badge_RelicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sainte relique active`)
};

export const games_smoke_badge_ring = /** @type {(inputs: Games_Smoke_Badge_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anneau papal actif`)
};

export const games_smoke_board_label = /** @type {(inputs: Games_Smoke_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plateau de Sacred Smoke : un sol de chapelle de 10 sur 10`)
};

export const games_smoke_clock = /** @type {(inputs: Games_Smoke_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horloge du conclave :`)
};

export const games_smoke_dialog_description = /** @type {(inputs: Games_Smoke_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourez le sol de la chapelle Sixtine et remportez le conclave.`)
};

export const games_smoke_dialog_title = /** @type {(inputs: Games_Smoke_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment jouer à Sacred Smoke`)
};

export const games_smoke_did_you_know = /** @type {(inputs: Games_Smoke_Did_You_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le saviez-vous ?`)
};

export const games_smoke_game_over = /** @type {(inputs: Games_Smoke_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partie terminée`)
};

export const games_smoke_game_region = /** @type {(inputs: Games_Smoke_Game_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeu`)
};

export const games_smoke_high_score = /** @type {(inputs: Games_Smoke_High_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Record : ${i?.score}`)
};

export const games_smoke_how_to_play = /** @type {(inputs: Games_Smoke_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment jouer`)
};

export const games_smoke_lost_text = /** @type {(inputs: Games_Smoke_Lost_TextInputs) => LocalizedString} */ (i) => {const votesPlural = registry.plural("fr", i?.votes, {});
	if (votesPlural === "one") return /** @type {LocalizedString} */ (`Vous avez rassemblé ${i?.votes} voix`);
	if (votesPlural === "other") return /** @type {LocalizedString} */ (`Vous avez rassemblé ${i?.votes} voix`);
	return /** @type {LocalizedString} */ ("games_smoke_lost_text");
};

export const games_smoke_move_down = /** @type {(inputs: Games_Smoke_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descendre`)
};

export const games_smoke_move_left = /** @type {(inputs: Games_Smoke_Move_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à gauche`)
};

export const games_smoke_move_right = /** @type {(inputs: Games_Smoke_Move_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à droite`)
};

export const games_smoke_move_up = /** @type {(inputs: Games_Smoke_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monter`)
};

export const games_smoke_paused = /** @type {(inputs: Games_Smoke_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En pause`)
};

export const games_smoke_play_again = /** @type {(inputs: Games_Smoke_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejouer`)
};

export const games_smoke_power_ups = /** @type {(inputs: Games_Smoke_Power_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus actifs`)
};

export const games_smoke_rule_ballots = /** @type {(inputs: Games_Smoke_Rule_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque bulletin vaut 1 voix, ou 2 tant que la Sainte relique est active.`)
};

export const games_smoke_rule_ballots_title = /** @type {(inputs: Games_Smoke_Rule_Ballots_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bulletins`)
};

export const games_smoke_rule_goal = /** @type {(inputs: Games_Smoke_Rule_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rassemblez ${i?.votes} voix pour être élu pape avant la fin de l'horloge du conclave (${i?.seconds} secondes). Si le temps s'écoule avant, la partie est perdue.`)
};

export const games_smoke_rule_goal_title = /** @type {(inputs: Games_Smoke_Rule_Goal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`But`)
};

export const games_smoke_rule_moving = /** @type {(inputs: Games_Smoke_Rule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintenez une flèche ou W, A, S, D pour marcher ; relâchez pour vous arrêter. Sur un écran tactile, glissez sur le plateau et maintenez, ou touchez les flèches (un pas par toucher).`)
};

export const games_smoke_rule_moving_title = /** @type {(inputs: Games_Smoke_Rule_Moving_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacements`)
};

export const games_smoke_rule_pace = /** @type {(inputs: Games_Smoke_Rule_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout apparaît plus souvent à mesure que l'horloge tourne : la dernière ligne droite est la plus chargée.`)
};

export const games_smoke_rule_pace_title = /** @type {(inputs: Games_Smoke_Rule_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rythme`)
};

export const games_smoke_rule_powerups = /** @type {(inputs: Games_Smoke_Rule_PowerupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sainte relique : les bulletins comptent double. Anneau papal : les rivaux et la fumée noire ne peuvent pas vous nuire. Bombe d'encens : chasse tous les rivaux et scandales, et tient les nouveaux rivaux à l'écart tant qu'elle brûle.`)
};

export const games_smoke_rule_powerups_title = /** @type {(inputs: Games_Smoke_Rule_Powerups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bonus (5 secondes chacun)`)
};

export const games_smoke_rule_rivals = /** @type {(inputs: Games_Smoke_Rule_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cardinaux rivaux, en violet, entrent par les bords et vous poursuivent parfois. En toucher un coûte 3 voix.`)
};

export const games_smoke_rule_rivals_title = /** @type {(inputs: Games_Smoke_Rule_Rivals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rivaux`)
};

export const games_smoke_rule_smoke = /** @type {(inputs: Games_Smoke_Rule_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fumée blanche rapporte 3 voix. La fumée noire coûte 2 voix ou déclenche un scandale qui bloque une case à côté de vous pendant 3 secondes. Vos voix ne descendent jamais sous zéro.`)
};

export const games_smoke_rule_smoke_title = /** @type {(inputs: Games_Smoke_Rule_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumées`)
};

export const games_smoke_short_avoid = /** @type {(inputs: Games_Smoke_Short_AvoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évitez la fumée noire et les cardinaux rivaux : ils vous coûtent des voix.`)
};

export const games_smoke_short_collect = /** @type {(inputs: Games_Smoke_Short_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ramassez les bulletins pour gagner des voix et la fumée blanche pour +3.`)
};

export const games_smoke_short_goal = /** @type {(inputs: Games_Smoke_Short_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Atteignez ${i?.votes} voix avant la fin des ${i?.seconds} secondes de l'horloge du conclave, sinon la partie est perdue.`)
};

export const games_smoke_short_move = /** @type {(inputs: Games_Smoke_Short_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacez-vous avec les flèches ou ZQSD/WASD ; sur un téléphone, glissez sur le plateau ou utilisez les flèches à l'écran.`)
};

export const games_smoke_start_text = /** @type {(inputs: Games_Smoke_Start_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remportez le conclave : rassemblez ${i?.votes} voix avant la fin du temps.`)
};

export const games_smoke_tagline = /** @type {(inputs: Games_Smoke_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un jeu de conclave : rassemblez des voix, esquivez les rivaux, guettez la fumée.`)
};

export const games_smoke_title = /** @type {(inputs: Games_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke`)
};

export const games_smoke_trivia_1 = /** @type {(inputs: Games_Smoke_Trivia_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`« Conclave » vient du latin cum clave, « avec une clé » : les cardinaux sont enfermés jusqu'à ce qu'ils choisissent un pape.`)
};

export const games_smoke_trivia_2 = /** @type {(inputs: Games_Smoke_Trivia_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les cardinaux qui ont eu 80 ans avant que le Saint-Siège devienne vacant ne votent pas au conclave.`)
};

export const games_smoke_trivia_3 = /** @type {(inputs: Games_Smoke_Trivia_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pape doit obtenir la majorité des deux tiers des cardinaux électeurs présents.`)
};

export const games_smoke_trivia_4 = /** @type {(inputs: Games_Smoke_Trivia_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu'à quatre scrutins ont lieu chaque jour : deux le matin et deux l'après-midi.`)
};

export const games_smoke_trivia_5 = /** @type {(inputs: Games_Smoke_Trivia_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque cardinal écrit son choix sous les mots « Eligo in Summum Pontificem » : « J'élis comme Souverain Pontife ».`)
};

export const games_smoke_trivia_6 = /** @type {(inputs: Games_Smoke_Trivia_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les bulletins sont brûlés dans un poêle de la chapelle Sixtine : la fumée noire signifie qu'il n'y a pas encore de pape, la fumée blanche qu'un pape est élu.`)
};

export const games_smoke_trivia_7 = /** @type {(inputs: Games_Smoke_Trivia_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'élection pontificale de Viterbe (1268-1271) dura près de trois ans ; elle conduisit Grégoire X à décréter en 1274 que les électeurs seraient enfermés.`)
};

export const games_smoke_trivia_8 = /** @type {(inputs: Games_Smoke_Trivia_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nouveau pape est annoncé depuis la loggia centrale de la basilique Saint-Pierre par les mots « Habemus Papam » : « Nous avons un pape ».`)
};

export const games_smoke_votes = /** @type {(inputs: Games_Smoke_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voix : ${i?.votes}/${i?.win}`)
};

export const games_smoke_won_text = /** @type {(inputs: Games_Smoke_Won_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez été élu nouveau pape avec ${i?.votes} voix !`)
};

export const games_start_game = /** @type {(inputs: Games_Start_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer la partie`)
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

export const insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment fonctionne un conclave, qui voterait aujourd'hui, la majorité des deux tiers, les cardinaux électeurs par région et par pape créateur, et qui sera le prochain à avoir 80 ans.`)
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

export const legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que Cardinalis conserve sur ses visiteurs (très peu) et pourquoi.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les conditions d'utilisation de Cardinalis, un site éducatif indépendant.`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

export const live_about_1 = /** @type {(inputs: Live_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave est la réunion à huis clos où les cardinaux élisent un nouveau pape. Le nom vient du latin cum clave, « avec une clé » : les électeurs sont coupés du monde extérieur jusqu'à ce qu'ils aient choisi.`)
};

export const live_about_2 = /** @type {(inputs: Live_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls peuvent voter les cardinaux qui n'avaient pas atteint 80 ans avant que le Siège de Rome devienne vacant. Ils se réunissent dans la chapelle Sixtine et tiennent jusqu'à quatre scrutins par jour ; un candidat doit obtenir au moins les deux tiers des voix.`)
};

export const live_about_3 = /** @type {(inputs: Live_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après chaque séance, les bulletins sont brûlés. Une fumée noire sortant de la cheminée de la chapelle signifie que personne n'a été élu ; la fumée blanche et les cloches de Saint-Pierre annoncent un nouveau pape, proclamé depuis le balcon central de la basilique par les mots Habemus Papam.`)
};

export const live_about_4 = /** @type {(inputs: Live_About_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le dernier conclave, en mai 2025, a élu le cardinal Robert Francis Prevost lors de son deuxième jour. Il a pris le nom de Léon XIV.`)
};

export const live_about_heading = /** @type {(inputs: Live_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos du conclave`)
};

export const live_age_elector = /** @type {(inputs: Live_Age_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("fr", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} ans, électeur`)
};

export const live_age_not_elector = /** @type {(inputs: Live_Age_Not_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("fr", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} ans, non électeur`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prévenez-moi en cas de fumée blanche`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activé : je vous préviendrai en cas de fumée blanche`)
};

export const live_alert_white_body = /** @type {(inputs: Live_Alert_White_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumée blanche au-dessus de la chapelle Sixtine : un pape a été élu.`)
};

export const live_alert_white_title = /** @type {(inputs: Live_Alert_White_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumée blanche`)
};

export const live_already_voted = /** @type {(inputs: Live_Already_VotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà voté`)
};

export const live_announcement = /** @type {(inputs: Live_AnnouncementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annonce`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondage et lectures`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux cardinaux`)
};

export const live_cardinals_failed = /** @type {(inputs: Live_Cardinals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste des cardinaux n'a pas pu être chargée.`)
};

export const live_cardinals_legend = /** @type {(inputs: Live_Cardinals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinaux`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture du conclave`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture du conclave en direct (son coupé)`)
};

export const live_decoder_after = /** @type {(inputs: Live_Decoder_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`vous dit de quel électeur il s'agit.`)
};

export const live_decoder_before = /** @type {(inputs: Live_Decoder_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez entendu le latin du protodiacre ? Le`)
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

export const live_loading_cardinals = /** @type {(inputs: Live_Loading_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des cardinaux...`)
};

export const live_loading_results = /** @type {(inputs: Live_Loading_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des résultats`)
};

export const live_loading_stream = /** @type {(inputs: Live_Loading_StreamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du direct...`)
};

export const live_meta_description = /** @type {(inputs: Live_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez en direct la place Saint-Pierre et la couverture du conclave, et votez au sondage sur l'élection du pape.`)
};

export const live_meta_polls_description = /** @type {(inputs: Live_Meta_Polls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des sondages légers sur le conclave et la papauté : un vote par personne.`)
};

export const live_meta_title = /** @type {(inputs: Live_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En direct : la place Saint-Pierre et le conclave`)
};

export const live_muted = /** @type {(inputs: Live_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Son coupé`)
};

export const live_no_match = /** @type {(inputs: Live_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun cardinal ne correspond à « ${i?.term} ».`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun direct en ce moment`)
};

export const live_no_stream_text = /** @type {(inputs: Live_No_Stream_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page diffuse de la vidéo en direct quand il y a quelque chose à voir : la place Saint-Pierre et la couverture du conclave pendant le siège vacant, et d'autres grands moments d'un pontificat. L'exploitant du site choisit les directs ; quand l'un d'eux commence, il s'affiche ici, avec les avis du site au-dessus. D'ici là, le sondage ci-contre et les pages indiquées plus bas expliquent comment le prochain pape sera élu.`)
};

export const live_no_votes = /** @type {(inputs: Live_No_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun vote pour l'instant`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avis du site`)
};

export const live_office_camerlengo = /** @type {(inputs: Live_Office_CamerlengoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camerlingue de la Sainte Église romaine`)
};

export const live_office_dean = /** @type {(inputs: Live_Office_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doyen du Collège cardinalice`)
};

export const live_office_major_penitentiary = /** @type {(inputs: Live_Office_Major_PenitentiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pénitencier majeur`)
};

export const live_office_protodeacon = /** @type {(inputs: Live_Office_ProtodeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinal protodiacre (premier des cardinaux-diacres)`)
};

export const live_office_protopriest = /** @type {(inputs: Live_Office_ProtopriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protoprêtre (premier des cardinaux-prêtres)`)
};

export const live_office_vacant = /** @type {(inputs: Live_Office_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vacant : le titulaire est décédé.`)
};

export const live_office_vice_dean = /** @type {(inputs: Live_Office_Vice_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vice-doyen du Collège cardinalice`)
};

export const live_offices_dates = /** @type {(inputs: Live_Offices_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Âges au ${i?.date} ; titulaires vérifiés le ${i?.asOf}.`)
};

export const live_offices_heading = /** @type {(inputs: Live_Offices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui fait quoi pendant le siège vacant`)
};

export const live_offices_in_english = /** @type {(inputs: Live_Offices_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les descriptions des charges et les règles citées sont en anglais.`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondage sur l'élection du pape`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pronostic par visiteur. Juste pour s'amuser : ce sont les cardinaux qui décident.`)
};

export const live_poll_needs_js = /** @type {(inputs: Live_Poll_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour voter dans ce sondage, il faut JavaScript, qui est désactivé dans ce navigateur. Le reste de la page se lit sans lui.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voter`)
};

export const live_polls_already = /** @type {(inputs: Live_Polls_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà voté dans ce sondage.`)
};

export const live_polls_back = /** @type {(inputs: Live_Polls_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour au direct`)
};

export const live_polls_eyebrow = /** @type {(inputs: Live_Polls_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Juste pour s'amuser`)
};

export const live_polls_failed = /** @type {(inputs: Live_Polls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les sondages. Veuillez réessayer plus tard.`)
};

export const live_polls_intro = /** @type {(inputs: Live_Polls_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des questions légères pendant que le monde attend la fumée blanche. Un vote par sondage ; les résultats s'affichent une fois que vous avez voté.`)
};

export const live_polls_loading = /** @type {(inputs: Live_Polls_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des sondages...`)
};

export const live_polls_needs_js = /** @type {(inputs: Live_Polls_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour voter dans les sondages, il faut JavaScript, qui est désactivé dans ce navigateur. Le reste de la page se lit sans lui.`)
};

export const live_polls_none = /** @type {(inputs: Live_Polls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun sondage n'est disponible pour le moment.`)
};

export const live_polls_so_far = /** @type {(inputs: Live_Polls_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} vote jusqu'ici.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} votes jusqu'ici.`);
	return /** @type {LocalizedString} */ ("live_polls_so_far");
};

export const live_polls_title = /** @type {(inputs: Live_Polls_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondages pour rire`)
};

export const live_polls_voting = /** @type {(inputs: Live_Polls_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vote en cours...`)
};

export const live_polls_your_vote = /** @type {(inputs: Live_Polls_Your_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre vote`)
};

export const live_presides_conclave = /** @type {(inputs: Live_Presides_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préside le conclave`)
};

export const live_presides_congregations = /** @type {(inputs: Live_Presides_CongregationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préside les congrégations générales des cardinaux`)
};

export const live_presides_unknown = /** @type {(inputs: Live_Presides_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le premier cardinal électeur dans l'ordre de préséance ; les données du site ne le nomment pas pour ce jour.`)
};

export const live_ranked_results = /** @type {(inputs: Live_Ranked_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classement`)
};

export const live_reason_dean = /** @type {(inputs: Live_Reason_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Doyen est électeur, il préside donc.`)
};

export const live_reason_dean_age = /** @type {(inputs: Live_Reason_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("fr", i?.age, {});return /** @type {LocalizedString} */ (`le Doyen a ${i?.age} ans`)
};

export const live_reason_senior = /** @type {(inputs: Live_Reason_SeniorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ni le Doyen ni le Vice-doyen ne sont électeurs (${i?.ages}) : c'est donc le premier électeur dans l'ordre de préséance qui préside.`)
};

export const live_reason_senior_plain = /** @type {(inputs: Live_Reason_Senior_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni le Doyen ni le Vice-doyen ne sont électeurs : c'est donc le premier électeur dans l'ordre de préséance qui préside.`)
};

export const live_reason_vice_dean = /** @type {(inputs: Live_Reason_Vice_DeanInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("fr", i?.age, {});return /** @type {LocalizedString} */ (`Le Doyen a ${i?.age} ans et n'est pas électeur ; le Vice-doyen est électeur, il préside donc.`)
};

export const live_reason_vice_dean_age = /** @type {(inputs: Live_Reason_Vice_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("fr", i?.age, {});return /** @type {LocalizedString} */ (`le Vice-doyen a ${i?.age} ans`)
};

export const live_reason_vice_dean_no_dean = /** @type {(inputs: Live_Reason_Vice_Dean_No_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le Doyen n'est plus en vie ; le Vice-doyen est électeur, il préside donc.`)
};

export const live_results_failed = /** @type {(inputs: Live_Results_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les résultats n'ont pas pu être chargés. Une nouvelle tentative aura lieu sous peu.`)
};

export const live_search_cardinals = /** @type {(inputs: Live_Search_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher un cardinal`)
};

export const live_search_placeholder = /** @type {(inputs: Live_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nom...`)
};

export const live_see_results = /** @type {(inputs: Live_See_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les résultats`)
};

export const live_select_cardinal = /** @type {(inputs: Live_Select_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez choisir un cardinal`)
};

export const live_selected = /** @type {(inputs: Live_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sélectionné :`)
};

export const live_share_of_votes = /** @type {(inputs: Live_Share_Of_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} : ${i?.share} des votes`)
};

export const live_since = /** @type {(inputs: Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`depuis le ${i?.date}`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place Saint-Pierre`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Direct depuis la place Saint-Pierre`)
};

export const live_stream_unavailable = /** @type {(inputs: Live_Stream_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce direct est inaccessible`)
};

export const live_stream_unavailable_text = /** @type {(inputs: Live_Stream_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion au site a été interrompue pendant le chargement du direct.`)
};

export const live_stream_unset = /** @type {(inputs: Live_Stream_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n'est diffusé ici pour le moment`)
};

export const live_stream_unset_text = /** @type {(inputs: Live_Stream_Unset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand la diffusion de cette vue commencera, elle s'affichera ici.`)
};

export const live_submit_vote = /** @type {(inputs: Live_Submit_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer mon vote`)
};

export const live_submitting = /** @type {(inputs: Live_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours...`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participer aux sondages`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le conclave en direct`)
};

export const live_total_votes = /** @type {(inputs: Live_Total_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total des votes :`)
};

export const live_try_again = /** @type {(inputs: Live_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Essayez nos sondages pour rire.`)
};

export const live_vote_question = /** @type {(inputs: Live_Vote_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui sera le prochain pape selon vous ? Choisissez un cardinal.`)
};

export const live_votes = /** @type {(inputs: Live_VotesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} vote`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} votes`);
	return /** @type {LocalizedString} */ ("live_votes");
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans l'attente de la fumée blanche ?`)
};

export const live_with_sound = /** @type {(inputs: Live_With_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avec le son`)
};

export const live_your_prediction = /** @type {(inputs: Live_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre pronostic :`)
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

export const not_found_description = /** @type {(inputs: Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n'existe pas sur Cardinalis.`)
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

export const pope_pontificate_ended = /** @type {(inputs: Pope_Pontificate_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le pontificat de Léon XIV a pris fin le ${i?.date}. Cette page le décrit tel qu'il était pendant son pontificat.`)
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

export const teaching_dialogue_tips = /** @type {(inputs: Teaching_Dialogue_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseils pour le dialogue`)
};

export const teaching_eyebrow = /** @type {(inputs: Teaching_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enseignement`)
};

export const teaching_further_reading = /** @type {(inputs: Teaching_Further_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour aller plus loin`)
};

export const teaching_meta_description = /** @type {(inputs: Teaching_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment l'Église catholique comprend la papauté : Écriture, histoire, infaillibilité et réponses honnêtes aux objections courantes.`)
};

export const teaching_meta_title = /** @type {(inputs: Teaching_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi un pape ?`)
};

export const teaching_next_body = /** @type {(inputs: Teaching_Next_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Découvrez qui élira le prochain pape et à quoi ressemble aujourd'hui le Collège cardinalice.`)
};

export const teaching_next_link = /** @type {(inputs: Teaching_Next_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir le conclave en chiffres`)
};

export const teaching_next_title = /** @type {(inputs: Teaching_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De l'enseignement à aujourd'hui.`)
};

export const teaching_reading_historical = /** @type {(inputs: Teaching_Reading_HistoricalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Histoire`)
};

export const teaching_reading_scriptural = /** @type {(inputs: Teaching_Reading_ScripturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écriture`)
};

export const teaching_reading_theological = /** @type {(inputs: Teaching_Reading_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Théologie`)
};

export const teaching_topics_label = /** @type {(inputs: Teaching_Topics_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thèmes de « Pourquoi un pape ? »`)
};