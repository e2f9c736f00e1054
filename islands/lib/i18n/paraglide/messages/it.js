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
	return /** @type {LocalizedString} */ (`Accetta`)
};

export const apidocs_answer = /** @type {(inputs: Apidocs_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Risposta: ${i?.status} · ${i?.type}`)
};

export const apidocs_answers = /** @type {(inputs: Apidocs_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risposte`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`qualsiasi`)
};

export const apidocs_asking = /** @type {(inputs: Apidocs_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interrogazione dell'API…`)
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`al massimo ${i?.count} carattere`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`al massimo ${i?.count} caratteri`);
	return /** @type {LocalizedString} */ ("apidocs_at_most");
};

export const apidocs_citation = /** @type {(inputs: Apidocs_CitationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinalis, elenco del Collegio cardinalizio, versione N, dati aggiornati al ${i?.date}`)
};

export const apidocs_cite = /** @type {(inputs: Apidocs_CiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cita la versione e la data dell'elenco che accompagnano ogni download (le intestazioni ${i?.versionHeader} e ${i?.dateHeader}, oppure ${i?.versionField} e ${i?.dateField} nel JSON), per esempio:`)
};

export const apidocs_cors = /** @type {(inputs: Apidocs_CorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le letture pubbliche rispondono a qualsiasi sito (${i?.header}).`)
};

export const apidocs_csv = /** @type {(inputs: Apidocs_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I membri del Collegio cardinalizio e il papa, una riga ciascuno, per i fogli di calcolo (UTF-8, RFC 4180).`)
};

export const apidocs_date_param = /** @type {(inputs: Apidocs_Date_ParamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aggiungi ${i?.param} all'indirizzo CSV o JSON per avere il Collegio cardinalizio di un altro giorno, con le età e lo stato di elettore di quel giorno. L'elenco risponde a partire dal giorno in cui i suoi dati sono stati compilati (${i?.completeFrom} nel file scaricato); un giorno precedente viene rifiutato, perché l'elenco non contiene i cardinali morti o usciti prima di allora.`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`predefinito ${i?.value}`)
};

export const apidocs_doc_error = /** @type {(inputs: Apidocs_Doc_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare la descrizione dell'API: ${i?.error}`)
};

export const apidocs_downloads = /** @type {(inputs: Apidocs_DownloadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download`)
};

export const apidocs_endpoints = /** @type {(inputs: Apidocs_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endpoint`)
};

export const apidocs_failed = /** @type {(inputs: Apidocs_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La richiesta non è riuscita: ${i?.error}`)
};

export const apidocs_ics = /** @type {(inputs: Apidocs_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un calendario degli 80° compleanni dei cardinali elettori nei prossimi 24 mesi, a cui iscriversi.`)
};

export const apidocs_intro = /** @type {(inputs: Apidocs_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tutto ciò che è nell'elenco si può riutilizzare: scarica l'intero elenco, iscriviti al calendario o interroga l'API dal tuo sito o da uno script. Non serve alcuna chiave. L'API è descritta nel formato standard OpenAPI all'indirizzo ${i?.link}.`)
};

export const apidocs_json = /** @type {(inputs: Apidocs_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le stesse righe in JSON, con la versione dell'elenco e la data della sua ultima modifica.`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento della descrizione dell'API...`)
};

export const apidocs_meta_description = /** @type {(inputs: Apidocs_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scarica l'elenco del Collegio cardinalizio in CSV o JSON, iscriviti a un calendario degli ottantesimi compleanni o leggi la documentazione dell'API.`)
};

export const apidocs_more_lines = /** @type {(inputs: Apidocs_More_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`… ancora ${i?.count} riga`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`… ancora ${i?.count} righe`);
	return /** @type {LocalizedString} */ ("apidocs_more_lines");
};

export const apidocs_no_limit = /** @type {(inputs: Apidocs_No_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questo sito non pone limiti di lettura per indirizzo.`)
};

export const apidocs_one_of = /** @type {(inputs: Apidocs_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`uno tra ${i?.values}`)
};

export const apidocs_own_pages = /** @type {(inputs: Apidocs_Own_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I voti e le impostazioni del gestore sono riservati alle pagine di questo sito.`)
};

export const apidocs_parameter = /** @type {(inputs: Apidocs_ParameterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parametro`)
};

export const apidocs_parameters_of = /** @type {(inputs: Apidocs_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parametri di ${i?.path}`)
};

export const apidocs_rate_limit = /** @type {(inputs: Apidocs_Rate_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ogni indirizzo può fare ${i?.requests} richieste ogni ${i?.seconds} secondi; oltre, la risposta è 429 con un'intestazione Retry-After che indica quanto attendere.`)
};

export const apidocs_show_live = /** @type {(inputs: Apidocs_Show_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostra la risposta dal vivo`)
};

export const apidocs_terms = /** @type {(inputs: Apidocs_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licenza, citazione e limiti`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dati aperti e API`)
};

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

export const cardinal_jsonld_church = /** @type {(inputs: Cardinal_Jsonld_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiesa cattolica`)
};

export const cardinal_jsonld_college = /** @type {(inputs: Cardinal_Jsonld_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collegio cardinalizio`)
};

export const cardinal_jsonld_renounced = /** @type {(inputs: Cardinal_Jsonld_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinale che ha rinunciato ai diritti del cardinalato il ${i?.date}: resta membro del Collegio cardinalizio, ma non è elettore.`)
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

export const cardinal_portrait_of = /** @type {(inputs: Cardinal_Portrait_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ritratto di ${i?.name}`)
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

export const changes_atom_feed = /** @type {(inputs: Changes_Atom_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feed Atom`)
};

export const changes_changed_to = /** @type {(inputs: Changes_Changed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`modificato in`)
};

export const changes_data_as_of = /** @type {(inputs: Changes_Data_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dati aggiornati al`)
};

export const changes_empty = /** @type {(inputs: Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna modifica da quando il contenuto è stato compilato.`)
};

export const changes_error = /** @type {(inputs: Changes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare il registro delle modifiche. Riprova più tardi.`)
};

export const changes_field_birth_date = /** @type {(inputs: Changes_Field_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data di nascita`)
};

export const changes_field_birth_place = /** @type {(inputs: Changes_Field_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Luogo di nascita`)
};

export const changes_field_created_by = /** @type {(inputs: Changes_Field_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creato da`)
};

export const changes_field_created_cardinal = /** @type {(inputs: Changes_Field_Created_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creato cardinale`)
};

export const changes_field_current_position = /** @type {(inputs: Changes_Field_Current_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incarico`)
};

export const changes_field_death_date = /** @type {(inputs: Changes_Field_Death_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data di morte`)
};

export const changes_field_episcopal_consecration = /** @type {(inputs: Changes_Field_Episcopal_ConsecrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordinazione episcopale`)
};

export const changes_field_full_name = /** @type {(inputs: Changes_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome completo`)
};

export const changes_field_given_names = /** @type {(inputs: Changes_Field_Given_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomi di battesimo`)
};

export const changes_field_last_name = /** @type {(inputs: Changes_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cognome`)
};

export const changes_field_name_with_order = /** @type {(inputs: Changes_Field_Name_With_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome con l'ordine`)
};

export const changes_field_nationality = /** @type {(inputs: Changes_Field_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paese`)
};

export const changes_field_official_biography_url = /** @type {(inputs: Changes_Field_Official_Biography_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia della Sala Stampa`)
};

export const changes_field_priest_ordination = /** @type {(inputs: Changes_Field_Priest_OrdinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordinazione sacerdotale`)
};

export const changes_field_rank = /** @type {(inputs: Changes_Field_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine cardinalizio`)
};

export const changes_field_region = /** @type {(inputs: Changes_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regione`)
};

export const changes_field_religious_order = /** @type {(inputs: Changes_Field_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordine religioso`)
};

export const changes_field_renunciation_date = /** @type {(inputs: Changes_Field_Renunciation_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rinuncia ai diritti del cardinalato`)
};

export const changes_field_wikidata_id = /** @type {(inputs: Changes_Field_Wikidata_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elemento Wikidata`)
};

export const changes_from_correction = /** @type {(inputs: Changes_From_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Da una correzione di un lettore`)
};

export const changes_intro = /** @type {(inputs: Changes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni modifica ai dati dell'elenco da quando il suo contenuto è stato compilato: chi, quale dato, il valore precedente e quello nuovo, e la fonte. I lettori possono proporre correzioni dalla pagina di ogni cardinale; quelle accettate dal gestore sono segnalate.`)
};

export const changes_list_label = /** @type {(inputs: Changes_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiche, dalla più recente`)
};

export const changes_loading = /** @type {(inputs: Changes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle modifiche...`)
};

export const changes_meta_description = /** @type {(inputs: Changes_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni modifica ai dati dell'elenco dei cardinali da quando è stato compilato, con i valori precedenti e nuovi e le fonti.`)
};

export const changes_newer = /** @type {(inputs: Changes_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Più recenti`)
};

export const changes_older = /** @type {(inputs: Changes_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meno recenti`)
};

export const changes_page_of = /** @type {(inputs: Changes_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pagina ${i?.page} di ${i?.pages}`)
};

export const changes_pages_label = /** @type {(inputs: Changes_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pagine delle modifiche`)
};

export const changes_source = /** @type {(inputs: Changes_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte:`)
};

export const changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiche all'elenco`)
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

export const conclave_habemus_announced_by = /** @type {(inputs: Conclave_Habemus_Announced_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year}: ${i?.elected}, annunciato da ${i?.protodeacon}`)
};

export const conclave_habemus_checked = /** @type {(inputs: Conclave_Habemus_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Forme latine verificate il ${i?.date}.`)
};

export const conclave_habemus_count = /** @type {(inputs: Conclave_Habemus_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} elettore al ${i?.date}, per cognome`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} elettori al ${i?.date}, per cognome`);
	return /** @type {LocalizedString} */ ("conclave_habemus_count");
};

export const conclave_habemus_eyebrow = /** @type {(inputs: Conclave_Habemus_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave`)
};

export const conclave_habemus_failed = /** @type {(inputs: Conclave_Habemus_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare l'elenco degli elettori. Riprova più tardi.`)
};

export const conclave_habemus_how_heading = /** @type {(inputs: Conclave_Habemus_How_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come viene annunciato il nome`)
};

export const conclave_habemus_how_text = /** @type {(inputs: Conclave_Habemus_How_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dalla loggia centrale di San Pietro, il cardinale protodiacono annuncia l'eletto con i suoi nomi di battesimo in latino, all'accusativo, poi ${i?.formula} e il cognome, invariato, poi il nome che ha scelto come papa: ${i?.example} sarebbe Pietro Parolin.`)
};

export const conclave_habemus_intro = /** @type {(inputs: Conclave_Habemus_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai sentito un nome in latino dalla loggia? Scrivine una parte, o una parte del cognome, per vedere di quale elettore si tratta.`)
};

export const conclave_habemus_kept = /** @type {(inputs: Conclave_Habemus_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names}: lasciato com'è scritto, senza una forma latina consolidata`)
};

export const conclave_habemus_label = /** @type {(inputs: Conclave_Habemus_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome di battesimo latino o cognome`)
};

export const conclave_habemus_last_three = /** @type {(inputs: Conclave_Habemus_Last_ThreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gli ultimi tre annunci`)
};

export const conclave_habemus_list_heading = /** @type {(inputs: Conclave_Habemus_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gli elettori come verrebbero annunciati`)
};

export const conclave_habemus_loading = /** @type {(inputs: Conclave_Habemus_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento degli elettori...`)
};

export const conclave_habemus_matches = /** @type {(inputs: Conclave_Habemus_MatchesInputs) => LocalizedString} */ (i) => {const matchesPlural = registry.plural("it", i?.matches, {});
	if (matchesPlural === "one") return /** @type {LocalizedString} */ (`${i?.matches} elettore su ${i?.total} corrisponde a «${i?.query}»`);
	if (matchesPlural === "other") return /** @type {LocalizedString} */ (`${i?.matches} elettori su ${i?.total} corrispondono a «${i?.query}»`);
	return /** @type {LocalizedString} */ ("conclave_habemus_matches");
};

export const conclave_habemus_none = /** @type {(inputs: Conclave_Habemus_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun elettore ha nomi o cognome che lo contengano. Prova con meno lettere, o con il cognome.`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_habemus_placeholder = /** @type {(inputs: Conclave_Habemus_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`es. Petrum, Ioannem, Parolin`)
};

export const conclave_habemus_rule = /** @type {(inputs: Conclave_Habemus_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il protodiacono annuncia l'eletto con i suoi nomi di battesimo in latino, all'accusativo, poi 'Sanctae Romanae Ecclesiae Cardinalem' e il cognome invariato, poi il nome che ha scelto come papa. Un nome di battesimo con una forma latina consolidata, quella che il Martirologio Romano e i documenti latini della Chiesa danno al santo di quel nome (Petrus, Ioannes, Iosephus, Franciscus, Georgius, Marius, Robertus, Ludovicus, Carolus, Antonius e così via), è dato in quella forma, all'accusativo (Petrum, Ioannem, Iosephum, Franciscum). Lo stesso nome in qualsiasi lingua prende la stessa forma latina (Pietro, Peter, Péter e Pedro sono tutti Petrum; Giuseppe, José, Josip e Jozef sono tutti Iosephum). Un nome senza una forma latina consolidata è lasciato esattamente come lo scrive l'elenco della Santa Sede e segnato come non latinizzato; dove non era certo che una forma fosse consolidata, anche il nome è lasciato invariato, con una nota, invece di ricevere una forma latina inventata. Il latino si scrive con la I, non con la J (Iosephum, Ioannem, Iacobum), come nel latino della Santa Sede. Le particelle che appartengono al cognome (da, de) passano al cognome.`)
};

export const conclave_habemus_rule_summary = /** @type {(inputs: Conclave_Habemus_Rule_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come questo sito dà a ogni nome la sua forma latina`)
};

export const conclave_habemus_search = /** @type {(inputs: Conclave_Habemus_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca`)
};

export const conclave_habemus_source = /** @type {(inputs: Conclave_Habemus_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte:`)
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

export const conclave_meta_habemus_description = /** @type {(inputs: Conclave_Meta_Habemus_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I nomi di battesimo di ogni cardinale elettore in latino, come il cardinale protodiacono li annuncerebbe dalla loggia (Parolin: Petrum), con una ricerca per parte di un nome latino o del cognome e gli annunci del 2005, del 2013 e del 2025.`)
};

export const conclave_meta_habemus_title = /** @type {(inputs: Conclave_Meta_Habemus_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decodificatore dell'Habemus Papam: i nomi dei cardinali elettori in latino`)
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

export const directory_meta_description = /** @type {(inputs: Directory_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sfoglia, cerca e filtra tutti i membri del Collegio cardinalizio: età, paese, regione, incarico e papa che li ha creati, con in evidenza i cardinali elettori sotto gli 80 anni.`)
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

export const games_close = /** @type {(inputs: Games_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chiudi`)
};

export const games_full_instructions = /** @type {(inputs: Games_Full_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Istruzioni complete`)
};

export const games_gull_announce_lost = /** @type {(inputs: Games_Gull_Announce_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Troppi gabbiani. Partita finita.`)
};

export const games_gull_announce_won = /** @type {(inputs: Games_Gull_Announce_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai vinto. Partita finita.`)
};

export const games_gull_black_smoke = /** @type {(inputs: Games_Gull_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata nera: ancora nessun papa.`)
};

export const games_gull_canvas_label = /** @type {(inputs: Games_Gull_Canvas_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: gabbiani che atterrano sul tetto della Cappella Sistina`)
};

export const games_gull_clear_high_scores = /** @type {(inputs: Games_Gull_Clear_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancella tutti i record`)
};

export const games_gull_col_max = /** @type {(inputs: Games_Gull_Col_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gabbiani che chiudono la partita`)
};

export const games_gull_col_spawn = /** @type {(inputs: Games_Gull_Col_SpawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gabbiani in arrivo insieme`)
};

export const games_gull_col_speed = /** @type {(inputs: Games_Gull_Col_SpeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velocità`)
};

export const games_gull_confirm_clear = /** @type {(inputs: Games_Gull_Confirm_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vuoi davvero cancellare tutti i record?`)
};

export const games_gull_dialog_description = /** @type {(inputs: Games_Gull_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libera la Cappella Sistina dai gabbiani prima che finisca il conclave.`)
};

export const games_gull_dialog_title = /** @type {(inputs: Games_Gull_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come si gioca`)
};

export const games_gull_drag_to_aim = /** @type {(inputs: Games_Gull_Drag_To_AimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trascina per mirare`)
};

export const games_gull_exit_big = /** @type {(inputs: Games_Gull_Exit_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esci dalla modalità grande`)
};

export const games_gull_exit_fullscreen = /** @type {(inputs: Games_Gull_Exit_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esci da schermo intero`)
};

export const games_gull_final_score = /** @type {(inputs: Games_Gull_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PUNTEGGIO FINALE ${i?.score}`)
};

export const games_gull_full_1 = /** @type {(inputs: Games_Gull_Full_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il conclave è riunito, e i gabbiani hanno scelto il tetto della Cappella Sistina come luogo d'incontro.`)
};

export const games_gull_full_2_mouse = /** @type {(inputs: Games_Gull_Full_2_MouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muovi il mouse per mirare e fai clic per sparare. Anche i colpi vicini a un gabbiano contano: ogni gabbiano ha un'ampia area di tiro.`)
};

export const games_gull_full_2_touch = /** @type {(inputs: Games_Gull_Full_2_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trascina il dito per spostare il cerchio giallo del mirino, poi tocca un gabbiano per colpirlo. Anche i colpi vicini a un gabbiano contano: ogni gabbiano ha un'ampia area di tiro.`)
};

export const games_gull_full_3 = /** @type {(inputs: Games_Gull_Full_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ogni colpo abbatte un gabbiano. Un gabbiano in volo vale ${i?.flying} punti, uno sul tetto ${i?.perched}.`)
};

export const games_gull_full_4 = /** @type {(inputs: Games_Gull_Full_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I gabbiani arrivano uno alla volta, e sempre più spesso con l'avanzare dei livelli. Nel livello 1 ne arriva uno solo alla volta; al livello ${i?.levels} ce ne sono fino a ${i?.spawnMax} in volo insieme, e volano ${i?.speed} volte più veloci.`)
};

export const games_gull_full_5 = /** @type {(inputs: Games_Gull_Full_5Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("it", i?.levels, {});return /** @type {LocalizedString} */ (`Il gioco ha ${i?.levels} livelli di due minuti. Tra un livello e l'altro lo schermo diventa nero, come la fumata di uno scrutinio senza esito.`)
};

export const games_gull_full_6 = /** @type {(inputs: Games_Gull_Full_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando negli ultimi 30 secondi di un livello sale la fumata bianca, resisti: il livello sta per finire.`)
};

export const games_gull_full_7 = /** @type {(inputs: Games_Gull_Full_7Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("it", i?.levels, {});return /** @type {LocalizedString} */ (`Supera tutti i ${i?.levels} livelli e la fumata bianca annuncerà 'Habemus Papam!'.`)
};

export const games_gull_fullscreen = /** @type {(inputs: Games_Gull_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schermo intero`)
};

export const games_gull_high_scores = /** @type {(inputs: Games_Gull_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RECORD`)
};

export const games_gull_how_to_play_caps = /** @type {(inputs: Games_Gull_How_To_Play_CapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`COME SI GIOCA`)
};

export const games_gull_level = /** @type {(inputs: Games_Gull_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livello`)
};

export const games_gull_level_complete = /** @type {(inputs: Games_Gull_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Livello ${i?.level} completato!`)
};

export const games_gull_levels_caption = /** @type {(inputs: Games_Gull_Levels_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Livelli (due minuti ciascuno)`)
};

export const games_gull_lose_alt = /** @type {(inputs: Games_Gull_Lose_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partita finita`)
};

export const games_gull_lose_line = /** @type {(inputs: Games_Gull_Lose_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I gabbiani hanno conquistato il tetto!`)
};

export const games_gull_main_menu = /** @type {(inputs: Games_Gull_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MENU PRINCIPALE`)
};

export const games_gull_menu_goal = /** @type {(inputs: Games_Gull_Menu_GoalInputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("it", i?.levels, {});return /** @type {LocalizedString} */ (`Completa tutti i ${i?.levels} livelli per eleggere un nuovo papa!`)
};

export const games_gull_menu_line = /** @type {(inputs: Games_Gull_Menu_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Libera la Cappella Sistina dai gabbiani!`)
};

export const games_gull_new_high_score = /** @type {(inputs: Games_Gull_New_High_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NUOVO RECORD! LE TUE INIZIALI`)
};

export const games_gull_no_high_scores = /** @type {(inputs: Games_Gull_No_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun record.`)
};

export const games_gull_paused = /** @type {(inputs: Games_Gull_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IN PAUSA`)
};

export const games_gull_play_big = /** @type {(inputs: Games_Gull_Play_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gioca in modalità grande`)
};

export const games_gull_played = /** @type {(inputs: Games_Gull_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tempo di gioco totale: ${i?.time}`)
};

export const games_gull_restart = /** @type {(inputs: Games_Gull_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RICOMINCIA`)
};

export const games_gull_roof_bar = /** @type {(inputs: Games_Gull_Roof_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gabbiani sul tetto`)
};

export const games_gull_roof_count = /** @type {(inputs: Games_Gull_Roof_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} gabbiani su ${i?.max}`)
};

export const games_gull_save = /** @type {(inputs: Games_Gull_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salva`)
};

export const games_gull_score = /** @type {(inputs: Games_Gull_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punti`)
};

export const games_gull_score_time = /** @type {(inputs: Games_Gull_Score_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PUNTI ${i?.score} TEMPO RIMASTO ${i?.time}`)
};

export const games_gull_short_1 = /** @type {(inputs: Games_Gull_Short_1Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("it", i?.levels, {});return /** @type {LocalizedString} */ (`I gabbiani stanno invadendo il tetto della Cappella Sistina. Gioca ${i?.levels} livelli di due minuti ciascuno.`)
};

export const games_gull_short_2_mouse = /** @type {(inputs: Games_Gull_Short_2_MouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fai clic su un gabbiano per colpirlo: ${i?.flying} punti in volo, ${i?.perched} quando è atterrato.`)
};

export const games_gull_short_2_touch = /** @type {(inputs: Games_Gull_Short_2_TouchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tocca un gabbiano per colpirlo: ${i?.flying} punti in volo, ${i?.perched} quando è atterrato.`)
};

export const games_gull_short_3 = /** @type {(inputs: Games_Gull_Short_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ogni livello porta gabbiani più numerosi e più veloci: ne possono arrivare ${i?.inFlight} insieme. Se se ne radunano ${i?.limits} (dal livello 1 al ${i?.levels}), la partita è finita.`)
};

export const games_gull_short_4 = /** @type {(inputs: Games_Gull_Short_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Negli ultimi 30 secondi di un livello, la fumata bianca avverte che un papa sta per essere eletto.`)
};

export const games_gull_show_high_scores = /** @type {(inputs: Games_Gull_Show_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MOSTRA I RECORD`)
};

export const games_gull_side_title = /** @type {(inputs: Games_Gull_Side_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Istruzioni di gioco`)
};

export const games_gull_tap_instructions = /** @type {(inputs: Games_Gull_Tap_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tocca per le istruzioni`)
};

export const games_gull_tap_menu = /** @type {(inputs: Games_Gull_Tap_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOCCA PER IL MENU`)
};

export const games_gull_tap_restart = /** @type {(inputs: Games_Gull_Tap_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOCCA PER RICOMINCIARE`)
};

export const games_gull_tap_to_shoot = /** @type {(inputs: Games_Gull_Tap_To_ShootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tocca per sparare`)
};

export const games_gull_tap_to_start = /** @type {(inputs: Games_Gull_Tap_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOCCA PER INIZIARE`)
};

export const games_gull_time_left = /** @type {(inputs: Games_Gull_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tempo rimasto`)
};

export const games_gull_up_to = /** @type {(inputs: Games_Gull_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fino a ${i?.count}`)
};

export const games_gull_warning = /** @type {(inputs: Games_Gull_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata bianca! Finisci prima che venga eletto un papa!`)
};

export const games_gull_watch_circle = /** @type {(inputs: Games_Gull_Watch_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segui il cerchio giallo del mirino`)
};

export const games_gull_white_rises = /** @type {(inputs: Games_Gull_White_RisesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sale la fumata bianca...`)
};

export const games_gull_win_alt = /** @type {(inputs: Games_Gull_Win_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata bianca: un papa è stato eletto`)
};

export const games_gull_win_line = /** @type {(inputs: Games_Gull_Win_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam! Il tetto è libero.`)
};

export const games_habemus_papam = /** @type {(inputs: Games_Habemus_PapamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam!`)
};

export const games_learn_real_conclaves = /** @type {(inputs: Games_Learn_Real_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopri come funzionano i veri conclavi`)
};

export const games_meta_gull_description = /** @type {(inputs: Games_Meta_Gull_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quattro livelli da due minuti: tieni i gabbiani lontani dal tetto della Cappella Sistina prima della fumata bianca.`)
};

export const games_meta_gull_title = /** @type {(inputs: Games_Meta_Gull_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: libera il tetto della Cappella Sistina`)
};

export const games_meta_smoke_description = /** @type {(inputs: Games_Meta_Smoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raccogli 30 voti prima che scada il tempo del conclave: un piccolo gioco a griglia su fumata bianca, rivali e anello papale.`)
};

export const games_meta_smoke_title = /** @type {(inputs: Games_Meta_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke: il gioco del conclave`)
};

export const games_needs_javascript = /** @type {(inputs: Games_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per giocare serve JavaScript, che in questo browser è disattivato. Il resto della pagina si legge anche senza.`)
};

export const games_or_press_p = /** @type {(inputs: Games_Or_Press_PInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oppure premi P`)
};

export const games_pause = /** @type {(inputs: Games_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

export const games_resume = /** @type {(inputs: Games_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprendi`)
};

export const games_smoke_badge_incense = /** @type {(inputs: Games_Smoke_Badge_IncenseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bomba d'incenso usata`)
};

export const games_smoke_badge_relic = /** @type {(inputs: Games_Smoke_Badge_RelicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliquia santa attiva`)
};

export const games_smoke_badge_ring = /** @type {(inputs: Games_Smoke_Badge_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anello papale attivo`)
};

export const games_smoke_board_label = /** @type {(inputs: Games_Smoke_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabellone di Sacred Smoke: un pavimento di cappella di 10 per 10`)
};

export const games_smoke_clock = /** @type {(inputs: Games_Smoke_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tempo del conclave:`)
};

export const games_smoke_dialog_description = /** @type {(inputs: Games_Smoke_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percorri il pavimento della Cappella Sistina e vinci il conclave.`)
};

export const games_smoke_dialog_title = /** @type {(inputs: Games_Smoke_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come si gioca a Sacred Smoke`)
};

export const games_smoke_did_you_know = /** @type {(inputs: Games_Smoke_Did_You_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo sapevi?`)
};

export const games_smoke_game_over = /** @type {(inputs: Games_Smoke_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partita finita`)
};

export const games_smoke_game_region = /** @type {(inputs: Games_Smoke_Game_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gioco`)
};

export const games_smoke_high_score = /** @type {(inputs: Games_Smoke_High_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Record: ${i?.score}`)
};

export const games_smoke_how_to_play = /** @type {(inputs: Games_Smoke_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come si gioca`)
};

export const games_smoke_lost_text = /** @type {(inputs: Games_Smoke_Lost_TextInputs) => LocalizedString} */ (i) => {const votesPlural = registry.plural("it", i?.votes, {});
	if (votesPlural === "one") return /** @type {LocalizedString} */ (`Hai raccolto ${i?.votes} voto`);
	if (votesPlural === "other") return /** @type {LocalizedString} */ (`Hai raccolto ${i?.votes} voti`);
	return /** @type {LocalizedString} */ ("games_smoke_lost_text");
};

export const games_smoke_move_down = /** @type {(inputs: Games_Smoke_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai giù`)
};

export const games_smoke_move_left = /** @type {(inputs: Games_Smoke_Move_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai a sinistra`)
};

export const games_smoke_move_right = /** @type {(inputs: Games_Smoke_Move_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai a destra`)
};

export const games_smoke_move_up = /** @type {(inputs: Games_Smoke_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vai su`)
};

export const games_smoke_paused = /** @type {(inputs: Games_Smoke_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In pausa`)
};

export const games_smoke_play_again = /** @type {(inputs: Games_Smoke_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gioca ancora`)
};

export const games_smoke_power_ups = /** @type {(inputs: Games_Smoke_Power_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potenziamenti attivi`)
};

export const games_smoke_rule_ballots = /** @type {(inputs: Games_Smoke_Rule_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni scheda vale 1 voto, o 2 finché la Reliquia santa è attiva.`)
};

export const games_smoke_rule_ballots_title = /** @type {(inputs: Games_Smoke_Rule_Ballots_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schede`)
};

export const games_smoke_rule_goal = /** @type {(inputs: Games_Smoke_Rule_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Raccogli ${i?.votes} voti per essere eletto papa prima che scada il tempo del conclave (${i?.seconds} secondi). Se il tempo finisce prima, la partita è persa.`)
};

export const games_smoke_rule_goal_title = /** @type {(inputs: Games_Smoke_Rule_Goal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obiettivo`)
};

export const games_smoke_rule_moving = /** @type {(inputs: Games_Smoke_Rule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tieni premuto un tasto freccia o W, A, S, D per camminare; rilascialo per fermarti. Su uno schermo touch, scorri sul tabellone e tieni il dito, oppure tocca i tasti freccia (un passo per tocco).`)
};

export const games_smoke_rule_moving_title = /** @type {(inputs: Games_Smoke_Rule_Moving_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movimento`)
};

export const games_smoke_rule_pace = /** @type {(inputs: Games_Smoke_Rule_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Man mano che il tempo scorre tutto compare più spesso, quindi il tratto finale è il più movimentato.`)
};

export const games_smoke_rule_pace_title = /** @type {(inputs: Games_Smoke_Rule_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ritmo`)
};

export const games_smoke_rule_powerups = /** @type {(inputs: Games_Smoke_Rule_PowerupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reliquia santa: le schede valgono doppio. Anello papale: rivali e fumata nera non possono farti del male. Bomba d'incenso: spazza via ogni rivale e scandalo e tiene lontani nuovi rivali finché brucia.`)
};

export const games_smoke_rule_powerups_title = /** @type {(inputs: Games_Smoke_Rule_Powerups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Potenziamenti (5 secondi ciascuno)`)
};

export const games_smoke_rule_rivals = /** @type {(inputs: Games_Smoke_Rule_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I cardinali rivali in viola entrano dai bordi e a volte ti inseguono. Toccarne uno costa 3 voti.`)
};

export const games_smoke_rule_rivals_title = /** @type {(inputs: Games_Smoke_Rule_Rivals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rivali`)
};

export const games_smoke_rule_smoke = /** @type {(inputs: Games_Smoke_Rule_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fumata bianca dà 3 voti. La fumata nera costa 2 voti oppure scatena uno scandalo che blocca una casella accanto a te per 3 secondi. I tuoi voti non scendono mai sotto zero.`)
};

export const games_smoke_rule_smoke_title = /** @type {(inputs: Games_Smoke_Rule_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumate`)
};

export const games_smoke_short_avoid = /** @type {(inputs: Games_Smoke_Short_AvoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evita la fumata nera e i cardinali rivali: ti fanno perdere voti.`)
};

export const games_smoke_short_collect = /** @type {(inputs: Games_Smoke_Short_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raccogli le schede per avere voti e la fumata bianca per +3.`)
};

export const games_smoke_short_goal = /** @type {(inputs: Games_Smoke_Short_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Arriva a ${i?.votes} voti prima che scadano i ${i?.seconds} secondi del conclave, altrimenti la partita è persa.`)
};

export const games_smoke_short_move = /** @type {(inputs: Games_Smoke_Short_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muoviti con i tasti freccia o WASD; sul telefono, scorri sul tabellone o usa i tasti freccia sullo schermo.`)
};

export const games_smoke_start_text = /** @type {(inputs: Games_Smoke_Start_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vinci il conclave: raccogli ${i?.votes} voti prima che scada il tempo.`)
};

export const games_smoke_tagline = /** @type {(inputs: Games_Smoke_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un gioco sul conclave: raccogli voti, schiva i rivali, guarda la fumata.`)
};

export const games_smoke_title = /** @type {(inputs: Games_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke`)
};

export const games_smoke_trivia_1 = /** @type {(inputs: Games_Smoke_Trivia_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`'Conclave' viene dal latino cum clave, 'con la chiave': i cardinali restano chiusi dentro finché non scelgono un papa.`)
};

export const games_smoke_trivia_2 = /** @type {(inputs: Games_Smoke_Trivia_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I cardinali che hanno compiuto 80 anni prima che la Santa Sede diventi vacante non votano in conclave.`)
};

export const games_smoke_trivia_3 = /** @type {(inputs: Games_Smoke_Trivia_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per eleggere un papa serve la maggioranza dei due terzi dei cardinali elettori presenti.`)
};

export const games_smoke_trivia_4 = /** @type {(inputs: Games_Smoke_Trivia_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni giorno si tengono fino a quattro scrutini: due la mattina e due il pomeriggio.`)
};

export const games_smoke_trivia_5 = /** @type {(inputs: Games_Smoke_Trivia_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogni cardinale scrive la sua scelta sotto le parole 'Eligo in Summum Pontificem': 'Eleggo come Sommo Pontefice'.`)
};

export const games_smoke_trivia_6 = /** @type {(inputs: Games_Smoke_Trivia_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le schede vengono bruciate in una stufa nella Cappella Sistina: la fumata nera significa che il papa non c'è ancora, la fumata bianca che un papa è stato eletto.`)
};

export const games_smoke_trivia_7 = /** @type {(inputs: Games_Smoke_Trivia_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'elezione papale di Viterbo (1268-1271) durò quasi tre anni; spinse Gregorio X a stabilire nel 1274 che gli elettori venissero chiusi a chiave.`)
};

export const games_smoke_trivia_8 = /** @type {(inputs: Games_Smoke_Trivia_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il nuovo papa viene annunciato dalla loggia centrale della Basilica di San Pietro con le parole 'Habemus Papam': 'Abbiamo un papa'.`)
};

export const games_smoke_votes = /** @type {(inputs: Games_Smoke_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Voti: ${i?.votes}/${i?.win}`)
};

export const games_smoke_won_text = /** @type {(inputs: Games_Smoke_Won_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sei stato eletto nuovo papa con ${i?.votes} voti!`)
};

export const games_start_game = /** @type {(inputs: Games_Start_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inizia la partita`)
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

export const insights_above = /** @type {(inputs: Insights_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} in più`)
};

export const insights_all = /** @type {(inputs: Insights_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti`)
};

export const insights_browse_all = /** @type {(inputs: Insights_Browse_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sfoglia tutti i cardinali →`)
};

export const insights_browse_all_text = /** @type {(inputs: Insights_Browse_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tutti i membri del Collegio, con filtri per regione, età e papa che li ha creati.`)
};

export const insights_browse_directory = /** @type {(inputs: Insights_Browse_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sfoglia l’elenco dei cardinali`)
};

export const insights_by_creator_heading = /** @type {(inputs: Insights_By_Creator_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi li ha creati, e da dove vengono`)
};

export const insights_by_creator_lead = /** @type {(inputs: Insights_By_Creator_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I cardinali di ciascun papa per regione: quanti possono votare oggi e quanti sono in tutto.`)
};

export const insights_by_region_heading = /** @type {(inputs: Insights_By_Region_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori per regione`)
};

export const insights_by_region_lead = /** @type {(inputs: Insights_By_Region_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I cardinali che voterebbero in un conclave tenuto oggi.`)
};

export const insights_cell_all = /** @type {(inputs: Insights_Cell_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tutti i cardinali`)
};

export const insights_cell_electors = /** @type {(inputs: Insights_Cell_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elettori sotto gli 80 anni`)
};

export const insights_cell_lead = /** @type {(inputs: Insights_Cell_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In ogni cella:`)
};

export const insights_chart_bar_title = /** @type {(inputs: Insights_Chart_Bar_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} elettore`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} elettori`);
	return /** @type {LocalizedString} */ ("insights_chart_bar_title");
};

export const insights_chart_limit = /** @type {(inputs: Insights_Chart_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limite ${i?.limit}`)
};

export const insights_col_against = /** @type {(inputs: Insights_Col_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rispetto al limite di ${i?.limit}`)
};

export const insights_col_electors = /** @type {(inputs: Insights_Col_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori a fine mese`)
};

export const insights_col_month = /** @type {(inputs: Insights_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mese`)
};

export const insights_col_turning = /** @type {(inputs: Insights_Col_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compiono 80 anni`)
};

export const insights_college_today = /** @type {(inputs: Insights_College_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Collegio oggi`)
};

export const insights_computed_later = /** @type {(inputs: Insights_Computed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calcolato per il giorno in cui leggi, dall’elenco dei cardinali aggiornato al ${i?.asOf}.`)
};

export const insights_computed_today = /** @type {(inputs: Insights_Computed_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calcolato per oggi, ${i?.today}, dall’elenco dei cardinali aggiornato al ${i?.asOf}: sono elettori i cardinali viventi che non avevano compiuto 80 anni prima di oggi (chi compie 80 anni proprio oggi vota ancora) e non hanno rinunciato ai diritti del cardinalato. Un elettore ha già partecipato a un conclave se era elettore il giorno in cui la Sede divenne vacante nel 2005, nel 2013 o nel 2025 e vi entrò.`)
};

export const insights_created_by_pope = /** @type {(inputs: Insights_Created_By_PopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Creato da ${i?.pope}`)
};

export const insights_diff_but = /** @type {(inputs: Insights_Diff_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.under80}, ma ${i?.electors}`)
};

export const insights_diff_electors = /** @type {(inputs: Insights_Diff_ElectorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} è elettore`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} sono elettori`);
	return /** @type {LocalizedString} */ ("insights_diff_electors");
};

export const insights_diff_renounced = /** @type {(inputs: Insights_Diff_RenouncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.who}, quindi conserva il titolo di cardinale ma non può votare in un conclave`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.who}, quindi conservano il titolo di cardinale ma non possono votare in un conclave`);
	return /** @type {LocalizedString} */ ("insights_diff_renounced");
};

export const insights_diff_renounced_one = /** @type {(inputs: Insights_Diff_Renounced_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ha rinunciato ai diritti del cardinalato il ${i?.date}`)
};

export const insights_diff_same = /** @type {(inputs: Insights_Diff_SameInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardinali hanno meno di 80 anni e altrettanti sono elettori, ma non sono gli stessi`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardinali hanno meno di 80 anni e altrettanti sono elettori, ma non sono gli stessi`);
	return /** @type {LocalizedString} */ ("insights_diff_same");
};

export const insights_diff_sentence = /** @type {(inputs: Insights_Diff_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts}: ${i?.reasons}.`)
};

export const insights_diff_turning = /** @type {(inputs: Insights_Diff_TurningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} compie 80 anni oggi e vota ancora se la Sede diventa vacante oggi`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.names} compiono 80 anni oggi e votano ancora se la Sede diventa vacante oggi`);
	return /** @type {LocalizedString} */ ("insights_diff_turning");
};

export const insights_diff_under80 = /** @type {(inputs: Insights_Diff_Under80Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardinale ha meno di 80 anni`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardinali hanno meno di 80 anni`);
	return /** @type {LocalizedString} */ ("insights_diff_under80");
};

export const insights_elected = /** @type {(inputs: Insights_ElectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eletto: ${i?.name}`)
};

export const insights_electorate_by_region = /** @type {(inputs: Insights_Electorate_By_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Per regione: ${i?.list}.`)
};

export const insights_electorate_experienced = /** @type {(inputs: Insights_Electorate_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hanno già partecipato a un conclave`)
};

export const insights_electorate_frozen = /** @type {(inputs: Insights_Electorate_FrozenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fissati il ${i?.date}, giorno in cui la Sede divenne vacante: i cardinali che non avevano compiuto 80 anni prima di quel giorno e che non erano morti né avevano rinunciato ai diritti del cardinalato.`)
};

export const insights_electorate_heading = /** @type {(inputs: Insights_Electorate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori in questo conclave`)
};

export const insights_electorate_link = /** @type {(inputs: Insights_Electorate_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi gli elettori di questo conclave nell’elenco`)
};

export const insights_electorate_smokes = /** @type {(inputs: Insights_Electorate_SmokesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumate finora`)
};

export const insights_figure_ballots = /** @type {(inputs: Insights_Figure_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrutini al giorno`)
};

export const insights_figure_ballots_value = /** @type {(inputs: Insights_Figure_Ballots_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fino a ${i?.count}`)
};

export const insights_figure_cardinals = /** @type {(inputs: Insights_Figure_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali`)
};

export const insights_figure_electors = /** @type {(inputs: Insights_Figure_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori`)
};

export const insights_figure_experienced = /** @type {(inputs: Insights_Figure_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori che hanno già partecipato a un conclave`)
};

export const insights_figure_majority = /** @type {(inputs: Insights_Figure_MajorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maggioranza dei due terzi`)
};

export const insights_kicker = /** @type {(inputs: Insights_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Collegio cardinalizio e il conclave`)
};

export const insights_lead = /** @type {(inputs: Insights_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come si elegge un papa, chi sono gli elettori e da dove vengono, e come cambia il corpo elettorale quando i cardinali compiono 80 anni.`)
};

export const insights_legend_above = /** @type {(inputs: Insights_Legend_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sopra il limite di ${i?.limit}`)
};

export const insights_legend_below = /** @type {(inputs: Insights_Legend_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pari o sotto il limite`)
};

export const insights_legend_turning = /** @type {(inputs: Insights_Legend_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cardinali che compiono 80 anni quel mese`)
};

export const insights_load_error = /** @type {(inputs: Insights_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile caricare i dati sui cardinali.`)
};

export const insights_load_error_hint = /** @type {(inputs: Insights_Load_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controlla la connessione e riprova.`)
};

export const insights_loading_regions = /** @type {(inputs: Insights_Loading_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento delle regioni`)
};

export const insights_loading_youngest = /** @type {(inputs: Insights_Loading_YoungestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei cardinali più giovani`)
};

export const insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come funziona un conclave, chi voterebbe oggi, la maggioranza dei due terzi, i cardinali elettori per regione e per papa che li ha creati, e chi sarà il prossimo a compiere 80 anni.`)
};

export const insights_no_one = /** @type {(inputs: Insights_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuno`)
};

export const insights_no_position = /** @type {(inputs: Insights_No_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incarico attuale non disponibile`)
};

export const insights_none_under_70 = /** @type {(inputs: Insights_None_Under_70Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessun cardinale sotto i 70 anni nei dati attuali.`)
};

export const insights_notable_heading = /** @type {(inputs: Insights_Notable_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papabili di rilievo`)
};

export const insights_notable_lead = /** @type {(inputs: Insights_Notable_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I cardinali più citati prima del conclave del 2025.`)
};

export const insights_recent_heading = /** @type {(inputs: Insights_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tre conclavi recenti`)
};

export const insights_recent_lead = /** @type {(inputs: Insights_Recent_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come si sono svolte le ultime tre elezioni.`)
};

export const insights_region_caption = /** @type {(inputs: Insights_Region_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elettori sotto gli 80 anni per regione al ${i?.date} (${i?.count} in tutto)`)
};

export const insights_retry = /** @type {(inputs: Insights_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprova`)
};

export const insights_retrying = /** @type {(inputs: Insights_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuovo tentativo...`)
};

export const insights_roster_as_of = /** @type {(inputs: Insights_Roster_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dati al ${i?.date}`)
};

export const insights_share = /** @type {(inputs: Insights_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quota degli elettori`)
};

export const insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fonti (${i?.count})`)
};

export const insights_stay_updated = /** @type {(inputs: Insights_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resta aggiornato`)
};

export const insights_stay_updated_text = /** @type {(inputs: Insights_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le cifre di questa pagina sono calcolate dall’elenco dei cardinali ogni volta che la apri. Per l’incarico, l’età e la biografia di ciascun cardinale, sfoglia l’elenco.`)
};

export const insights_tab_electors = /** @type {(inputs: Insights_Tab_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elettori nel tempo`)
};

export const insights_tab_geographical = /** @type {(inputs: Insights_Tab_GeographicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geografia`)
};

export const insights_tab_overview = /** @type {(inputs: Insights_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Panoramica`)
};

export const insights_tab_papabili = /** @type {(inputs: Insights_Tab_PapabiliInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papabili`)
};

export const insights_tab_voting = /** @type {(inputs: Insights_Tab_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il voto`)
};

export const insights_table_caption = /** @type {(inputs: Insights_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali che compiono 80 anni ed elettori alla fine di ogni mese`)
};

export const insights_table_toggle = /** @type {(inputs: Insights_Table_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mese per mese, in tabella`)
};

export const insights_tabs_label = /** @type {(inputs: Insights_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sezioni sul conclave`)
};

export const insights_timeline_falls = /** @type {(inputs: Insights_Timeline_FallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il numero scende al limite di ${i?.limit} nel mese di ${i?.month}.`)
};

export const insights_timeline_leaving = /** @type {(inputs: Insights_Timeline_LeavingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nei prossimi ${i?.months} mesi ${i?.count} cardinale compie 80 anni: alla fine di ${i?.month} ne resterebbero ${i?.electors}, se nessuno venisse creato e nessuno morisse.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nei prossimi ${i?.months} mesi ${i?.count} cardinali compiono 80 anni: alla fine di ${i?.month} ne resterebbero ${i?.electors}, se nessuno venisse creato e nessuno morisse.`);
	return /** @type {LocalizedString} */ ("insights_timeline_leaving");
};

export const insights_timeline_stays_above = /** @type {(inputs: Insights_Timeline_Stays_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resta sopra il limite di ${i?.limit}.`)
};

export const insights_timeline_today = /** @type {(inputs: Insights_Timeline_TodayInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Oggi c’è ${i?.count} elettore.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Oggi ci sono ${i?.count} elettori.`);
	return /** @type {LocalizedString} */ ("insights_timeline_today");
};

export const insights_timeline_within = /** @type {(inputs: Insights_Timeline_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`È entro il limite di ${i?.limit}.`)
};

export const insights_title = /** @type {(inputs: Insights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il conclave in cifre`)
};

export const insights_total = /** @type {(inputs: Insights_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totale`)
};

export const insights_turning_heading = /** @type {(inputs: Insights_Turning_HeadingInputs) => LocalizedString} */ (i) => {const monthsPlural = registry.plural("it", i?.months, {});
	if (monthsPlural === "one") return /** @type {LocalizedString} */ (`Chi compie 80 anni: i prossimi ${i?.months} mesi`);
	if (monthsPlural === "other") return /** @type {LocalizedString} */ (`Chi compie 80 anni: i prossimi ${i?.months} mesi`);
	return /** @type {LocalizedString} */ ("insights_turning_heading");
};

export const insights_turning_lead = /** @type {(inputs: Insights_Turning_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mese per mese, i cardinali che compiono 80 anni e perdono il voto, e gli elettori rimasti alla fine di ogni mese.`)
};

export const insights_vacancy_above = /** @type {(inputs: Insights_Vacancy_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sono ${i?.count} oltre il limite di ${i?.limit}; nel 2025 i cardinali hanno ritenuto che un papa che crea più elettori dispensi dal limite, per cui ogni cardinale avente diritto ha conservato il voto.`)
};

export const insights_vacancy_fewer = /** @type {(inputs: Insights_Vacancy_FewerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} in meno di oggi, perché avrà compiuto 80 anni.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} in meno di oggi, perché avranno compiuto 80 anni.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_fewer");
};

export const insights_vacancy_label = /** @type {(inputs: Insights_Vacancy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se la Sede diventasse vacante il`)
};

export const insights_vacancy_majority_label = /** @type {(inputs: Insights_Vacancy_Majority_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`voto per la maggioranza dei due terzi`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`voti per la maggioranza dei due terzi`);
	return /** @type {LocalizedString} */ ("insights_vacancy_majority_label");
};

export const insights_vacancy_note = /** @type {(inputs: Insights_Vacancy_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calcolato dall’elenco dei cardinali aggiornato al ${i?.date}: sono elettori i cardinali che non hanno compiuto 80 anni prima del giorno in cui la Sede diventa vacante e non hanno rinunciato ai diritti del cardinalato. Nuovi cardinali e decessi successivi a oggi non sono presi in considerazione.`)
};

export const insights_vacancy_same = /** @type {(inputs: Insights_Vacancy_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gli stessi elettori di oggi.`)
};

export const insights_vacancy_summary = /** @type {(inputs: Insights_Vacancy_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Il ${i?.date}, ${i?.count} cardinale sarebbe elettore e ${i?.majority} voti formerebbero la maggioranza dei due terzi.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Il ${i?.date}, ${i?.count} cardinali sarebbero elettori e ${i?.majority} voti formerebbero la maggioranza dei due terzi.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_summary");
};

export const insights_vacancy_too_early = /** @type {(inputs: Insights_Vacancy_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli oggi o una data successiva: questa pagina conosce solo il Collegio di oggi.`)
};

export const insights_vacancy_within = /** @type {(inputs: Insights_Vacancy_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`È entro il limite di ${i?.limit} elettori.`)
};

export const insights_vacancy_would_vote = /** @type {(inputs: Insights_Vacancy_Would_VoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`cardinale voterebbe`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`cardinali voterebbero`);
	return /** @type {LocalizedString} */ ("insights_vacancy_would_vote");
};

export const insights_view_profile = /** @type {(inputs: Insights_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi il profilo completo`)
};

export const insights_view_profile_of = /** @type {(inputs: Insights_View_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`di ${i?.name}`)
};

export const insights_who_would_vote = /** @type {(inputs: Insights_Who_Would_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi voterebbe?`)
};

export const insights_who_would_vote_lead = /** @type {(inputs: Insights_Who_Would_Vote_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I cardinali votano, a meno che non abbiano compiuto 80 anni prima del giorno in cui la Sede di Roma diventa vacante (chi compie 80 anni proprio quel giorno vota ancora) o abbiano rinunciato ai diritti del cardinalato. Scegli un giorno per vedere il corpo elettorale e la maggioranza che servirebbe.`)
};

export const insights_within = /** @type {(inputs: Insights_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entro il limite`)
};

export const insights_younger_heading = /** @type {(inputs: Insights_Younger_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali più giovani (sotto i 70 anni)`)
};

export const insights_younger_lead = /** @type {(inputs: Insights_Younger_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I membri più giovani del Collegio, per età a oggi.`)
};

export const insights_youngest_label = /** @type {(inputs: Insights_Youngest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali più giovani`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lingua`)
};

export const legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Che cosa Cardinalis conserva sui visitatori (molto poco) e perché.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informativa sulla privacy`)
};

export const legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le condizioni d'uso di Cardinalis, un sito educativo indipendente.`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Condizioni d'uso`)
};

export const live_about_1 = /** @type {(inputs: Live_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il conclave è la riunione a porte chiuse in cui i cardinali eleggono un nuovo papa. Il nome viene dal latino cum clave, «con la chiave»: gli elettori restano isolati dal mondo esterno finché non hanno scelto.`)
};

export const live_about_2 = /** @type {(inputs: Live_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Possono votare solo i cardinali che non avevano compiuto 80 anni prima che la Sede di Roma diventasse vacante. Si riuniscono nella Cappella Sistina e tengono fino a quattro scrutini al giorno; un candidato ha bisogno di almeno due terzi dei voti.`)
};

export const live_about_3 = /** @type {(inputs: Live_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dopo ogni sessione le schede vengono bruciate. La fumata nera dal comignolo della cappella significa che nessuno è stato eletto; la fumata bianca e le campane di San Pietro annunciano un nuovo papa, che viene proclamato dalla loggia centrale della basilica con le parole Habemus Papam.`)
};

export const live_about_4 = /** @type {(inputs: Live_About_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'ultimo conclave, nel maggio 2025, ha eletto il cardinale Robert Francis Prevost nel suo secondo giorno. Ha preso il nome di Leone XIV.`)
};

export const live_about_heading = /** @type {(inputs: Live_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il conclave`)
};

export const live_age_elector = /** @type {(inputs: Live_Age_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("it", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} anni, elettore`)
};

export const live_age_not_elector = /** @type {(inputs: Live_Age_Not_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("it", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} anni, non elettore`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avvisami quando c'è la fumata bianca`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attivo: ti avviserò quando ci sarà la fumata bianca`)
};

export const live_alert_white_body = /** @type {(inputs: Live_Alert_White_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata bianca sulla Cappella Sistina: è stato eletto il papa.`)
};

export const live_alert_white_title = /** @type {(inputs: Live_Alert_White_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumata bianca`)
};

export const live_already_voted = /** @type {(inputs: Live_Already_VotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai già votato`)
};

export const live_announcement = /** @type {(inputs: Live_AnnouncementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avviso`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondaggio e approfondimenti`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna ai cardinali`)
};

export const live_cardinals_failed = /** @type {(inputs: Live_Cardinals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare l'elenco dei cardinali.`)
};

export const live_cardinals_legend = /** @type {(inputs: Live_Cardinals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinali`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretta del conclave`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretta del conclave (senza audio)`)
};

export const live_decoder_after = /** @type {(inputs: Live_Decoder_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ti dice di quale elettore si tratta.`)
};

export const live_decoder_before = /** @type {(inputs: Live_Decoder_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai sentito il latino del protodiacono? Il`)
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

export const live_loading_cardinals = /** @type {(inputs: Live_Loading_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei cardinali...`)
};

export const live_loading_results = /** @type {(inputs: Live_Loading_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei risultati`)
};

export const live_loading_stream = /** @type {(inputs: Live_Loading_StreamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento della diretta...`)
};

export const live_meta_description = /** @type {(inputs: Live_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segui in diretta piazza San Pietro e il conclave, e vota nel sondaggio sull'elezione del papa.`)
};

export const live_meta_polls_description = /** @type {(inputs: Live_Meta_Polls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondaggi scherzosi sul conclave e sul papato: un voto a testa.`)
};

export const live_meta_title = /** @type {(inputs: Live_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In diretta: piazza San Pietro e il conclave`)
};

export const live_muted = /** @type {(inputs: Live_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senza audio`)
};

export const live_no_match = /** @type {(inputs: Live_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nessun cardinale corrisponde a «${i?.term}».`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nessuna diretta in questo momento`)
};

export const live_no_stream_text = /** @type {(inputs: Live_No_Stream_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa pagina trasmette video in diretta quando c'è qualcosa da vedere: piazza San Pietro e la diretta del conclave durante la sede vacante, e altri grandi momenti di un pontificato. Le dirette le sceglie il gestore del sito; quando ne inizia una, va in onda qui, con gli avvisi del sito sopra. Fino ad allora, il sondaggio qui accanto e le pagine indicate sotto spiegano come sarà eletto il prossimo papa.`)
};

export const live_no_votes = /** @type {(inputs: Live_No_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ancora nessun voto`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avviso del sito`)
};

export const live_office_camerlengo = /** @type {(inputs: Live_Office_CamerlengoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camerlengo di Santa Romana Chiesa`)
};

export const live_office_dean = /** @type {(inputs: Live_Office_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decano del Collegio cardinalizio`)
};

export const live_office_major_penitentiary = /** @type {(inputs: Live_Office_Major_PenitentiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penitenziere maggiore`)
};

export const live_office_protodeacon = /** @type {(inputs: Live_Office_ProtodeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardinale protodiacono (primo dei cardinali diaconi)`)
};

export const live_office_protopriest = /** @type {(inputs: Live_Office_ProtopriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protopresbitero (primo dei cardinali presbiteri)`)
};

export const live_office_vacant = /** @type {(inputs: Live_Office_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vacante: il titolare è deceduto.`)
};

export const live_office_vice_dean = /** @type {(inputs: Live_Office_Vice_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vicedecano del Collegio cardinalizio`)
};

export const live_offices_dates = /** @type {(inputs: Live_Offices_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Età al ${i?.date}; titolari verificati il ${i?.asOf}.`)
};

export const live_offices_heading = /** @type {(inputs: Live_Offices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi fa cosa durante la sede vacante`)
};

export const live_offices_in_english = /** @type {(inputs: Live_Offices_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le descrizioni degli uffici e le regole citate sono in inglese.`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondaggio sull'elezione del papa`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un pronostico per visitatore. Solo per gioco: decidono i cardinali.`)
};

export const live_poll_needs_js = /** @type {(inputs: Live_Poll_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per votare in questo sondaggio serve JavaScript, che in questo browser è disattivato. Il resto della pagina si legge anche senza.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Risultati`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vota`)
};

export const live_polls_already = /** @type {(inputs: Live_Polls_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hai già votato in questo sondaggio.`)
};

export const live_polls_back = /** @type {(inputs: Live_Polls_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Torna alla diretta`)
};

export const live_polls_eyebrow = /** @type {(inputs: Live_Polls_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo per gioco`)
};

export const live_polls_failed = /** @type {(inputs: Live_Polls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile caricare i sondaggi. Riprova più tardi.`)
};

export const live_polls_intro = /** @type {(inputs: Live_Polls_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domande leggere mentre il mondo aspetta la fumata bianca. Un voto per sondaggio; i risultati compaiono dopo che hai votato.`)
};

export const live_polls_loading = /** @type {(inputs: Live_Polls_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caricamento dei sondaggi...`)
};

export const live_polls_needs_js = /** @type {(inputs: Live_Polls_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per votare nei sondaggi serve JavaScript, che in questo browser è disattivato. Il resto della pagina si legge anche senza.`)
};

export const live_polls_none = /** @type {(inputs: Live_Polls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al momento non ci sono sondaggi.`)
};

export const live_polls_so_far = /** @type {(inputs: Live_Polls_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} voto finora.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} voti finora.`);
	return /** @type {LocalizedString} */ ("live_polls_so_far");
};

export const live_polls_title = /** @type {(inputs: Live_Polls_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondaggi per gioco`)
};

export const live_polls_voting = /** @type {(inputs: Live_Polls_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto in corso...`)
};

export const live_polls_your_vote = /** @type {(inputs: Live_Polls_Your_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo voto`)
};

export const live_presides_conclave = /** @type {(inputs: Live_Presides_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presiede il conclave`)
};

export const live_presides_congregations = /** @type {(inputs: Live_Presides_CongregationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Presiede le Congregazioni generali dei cardinali`)
};

export const live_presides_unknown = /** @type {(inputs: Live_Presides_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il primo dei cardinali elettori per ordine di precedenza; i dati del sito non lo indicano per questo giorno.`)
};

export const live_ranked_results = /** @type {(inputs: Live_Ranked_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classifica`)
};

export const live_reason_dean = /** @type {(inputs: Live_Reason_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Decano è elettore, quindi presiede.`)
};

export const live_reason_dean_age = /** @type {(inputs: Live_Reason_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("it", i?.age, {});return /** @type {LocalizedString} */ (`il Decano ha ${i?.age} anni`)
};

export const live_reason_senior = /** @type {(inputs: Live_Reason_SeniorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Né il Decano né il Vicedecano sono elettori (${i?.ages}), quindi presiede il primo elettore per ordine di precedenza.`)
};

export const live_reason_senior_plain = /** @type {(inputs: Live_Reason_Senior_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Né il Decano né il Vicedecano sono elettori, quindi presiede il primo elettore per ordine di precedenza.`)
};

export const live_reason_vice_dean = /** @type {(inputs: Live_Reason_Vice_DeanInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("it", i?.age, {});return /** @type {LocalizedString} */ (`Il Decano ha ${i?.age} anni e non è elettore; il Vicedecano è elettore, quindi presiede.`)
};

export const live_reason_vice_dean_age = /** @type {(inputs: Live_Reason_Vice_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("it", i?.age, {});return /** @type {LocalizedString} */ (`il Vicedecano ha ${i?.age} anni`)
};

export const live_reason_vice_dean_no_dean = /** @type {(inputs: Live_Reason_Vice_Dean_No_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il Decano non è più in vita; il Vicedecano è elettore, quindi presiede.`)
};

export const live_results_failed = /** @type {(inputs: Live_Results_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non è stato possibile caricare i risultati. Si riproverà tra poco.`)
};

export const live_search_cardinals = /** @type {(inputs: Live_Search_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerca tra i cardinali`)
};

export const live_search_placeholder = /** @type {(inputs: Live_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrivi un nome...`)
};

export const live_see_results = /** @type {(inputs: Live_See_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vedi i risultati`)
};

export const live_select_cardinal = /** @type {(inputs: Live_Select_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scegli un cardinale`)
};

export const live_selected = /** @type {(inputs: Live_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selezionato:`)
};

export const live_share_of_votes = /** @type {(inputs: Live_Share_Of_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.share} dei voti`)
};

export const live_since = /** @type {(inputs: Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dal ${i?.date}`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Piazza San Pietro`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diretta da piazza San Pietro`)
};

export const live_stream_unavailable = /** @type {(inputs: Live_Stream_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossibile raggiungere questa diretta`)
};

export const live_stream_unavailable_text = /** @type {(inputs: Live_Stream_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connessione al sito si è interrotta durante il caricamento della diretta.`)
};

export const live_stream_unset = /** @type {(inputs: Live_Stream_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Al momento qui non è in onda nulla`)
};

export const live_stream_unset_text = /** @type {(inputs: Live_Stream_Unset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando inizierà la diretta di questa inquadratura, la vedrai qui.`)
};

export const live_submit_vote = /** @type {(inputs: Live_Submit_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invia il voto`)
};

export const live_submitting = /** @type {(inputs: Live_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invio in corso...`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partecipa ai sondaggi`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave in diretta`)
};

export const live_total_votes = /** @type {(inputs: Live_Total_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voti totali:`)
};

export const live_try_again = /** @type {(inputs: Live_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riprova`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prova i nostri sondaggi scherzosi.`)
};

export const live_vote_question = /** @type {(inputs: Live_Vote_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chi pensi che sarà il prossimo papa? Scegli un cardinale.`)
};

export const live_votes = /** @type {(inputs: Live_VotesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("it", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} voto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} voti`);
	return /** @type {LocalizedString} */ ("live_votes");
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In attesa della fumata bianca?`)
};

export const live_with_sound = /** @type {(inputs: Live_With_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Con audio`)
};

export const live_your_prediction = /** @type {(inputs: Live_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il tuo pronostico:`)
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

export const not_found_description = /** @type {(inputs: Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Questa pagina non esiste su Cardinalis.`)
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

export const pope_pontificate_ended = /** @type {(inputs: Pope_Pontificate_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il pontificato di Leone XIV si è concluso il giorno ${i?.date}. Questa pagina lo descrive com'era durante il pontificato.`)
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

export const teaching_dialogue_tips = /** @type {(inputs: Teaching_Dialogue_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consigli per il dialogo`)
};

export const teaching_eyebrow = /** @type {(inputs: Teaching_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insegnamento`)
};

export const teaching_further_reading = /** @type {(inputs: Teaching_Further_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Per approfondire`)
};

export const teaching_meta_description = /** @type {(inputs: Teaching_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Come la Chiesa cattolica intende il papato: Scrittura, storia, infallibilità e risposte oneste alle obiezioni più comuni.`)
};

export const teaching_meta_title = /** @type {(inputs: Teaching_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perché un papa?`)
};

export const teaching_next_body = /** @type {(inputs: Teaching_Next_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopri chi eleggerà il prossimo papa e com'è oggi il Collegio cardinalizio.`)
};

export const teaching_next_link = /** @type {(inputs: Teaching_Next_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scopri il conclave in cifre`)
};

export const teaching_next_title = /** @type {(inputs: Teaching_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dall'insegnamento a oggi.`)
};

export const teaching_reading_historical = /** @type {(inputs: Teaching_Reading_HistoricalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Storia`)
};

export const teaching_reading_scriptural = /** @type {(inputs: Teaching_Reading_ScripturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scrittura`)
};

export const teaching_reading_theological = /** @type {(inputs: Teaching_Reading_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teologia`)
};

export const teaching_topics_label = /** @type {(inputs: Teaching_Topics_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temi di «Perché un papa?»`)
};