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
	return /** @type {LocalizedString} */ (`Przyjmuje`)
};

export const apidocs_answer = /** @type {(inputs: Apidocs_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Odpowiedź: ${i?.status} · ${i?.type}`)
};

export const apidocs_answers = /** @type {(inputs: Apidocs_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odpowiedzi`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dowolny`)
};

export const apidocs_asking = /** @type {(inputs: Apidocs_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odpytywanie API…`)
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`najwyżej ${i?.count} znak`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`najwyżej ${i?.count} znaki`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`najwyżej ${i?.count} znaków`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`najwyżej ${i?.count} znaku`);
	return /** @type {LocalizedString} */ ("apidocs_at_most");
};

export const apidocs_citation = /** @type {(inputs: Apidocs_CitationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinalis, spis Kolegium Kardynalskiego, wersja N, dane na dzień ${i?.date}`)
};

export const apidocs_cite = /** @type {(inputs: Apidocs_CiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Przy cytowaniu podaj wersję i datę spisu dołączone do każdego pobrania (nagłówki ${i?.versionHeader} i ${i?.dateHeader} albo ${i?.versionField} i ${i?.dateField} w JSON), na przykład:`)
};

export const apidocs_cors = /** @type {(inputs: Apidocs_CorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Publiczne odczyty odpowiadają każdej stronie (${i?.header}).`)
};

export const apidocs_csv = /** @type {(inputs: Apidocs_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Członkowie Kolegium Kardynalskiego i papież, po jednym wierszu, do arkuszy kalkulacyjnych (UTF-8, RFC 4180).`)
};

export const apidocs_date_param = /** @type {(inputs: Apidocs_Date_ParamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dodaj ${i?.param} do adresu CSV lub JSON, by otrzymać Kolegium Kardynalskie z innego dnia, z wiekiem i statusem elektora z tego dnia. Spis odpowiada od dnia, w którym opracowano jego dane (${i?.completeFrom} w pobranym pliku); wcześniejszy dzień jest odrzucany, bo spis nie zawiera kardynałów, którzy zmarli lub odeszli z Kolegium przed tą datą.`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`domyślnie ${i?.value}`)
};

export const apidocs_doc_error = /** @type {(inputs: Apidocs_Doc_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać opisu API: ${i?.error}`)
};

export const apidocs_downloads = /** @type {(inputs: Apidocs_DownloadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pliki do pobrania`)
};

export const apidocs_endpoints = /** @type {(inputs: Apidocs_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkty końcowe`)
};

export const apidocs_failed = /** @type {(inputs: Apidocs_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zapytanie nie powiodło się: ${i?.error}`)
};

export const apidocs_ics = /** @type {(inputs: Apidocs_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalendarz 80. urodzin kardynałów elektorów w ciągu najbliższych 24 miesięcy, do zasubskrybowania.`)
};

export const apidocs_intro = /** @type {(inputs: Apidocs_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wszystko, co jest w spisie, można wykorzystać ponownie: pobrać cały spis, zasubskrybować kalendarz albo odpytywać API z własnej strony lub skryptu. Klucz nie jest potrzebny. API jest opisane w standardowym formacie OpenAPI pod adresem ${i?.link}.`)
};

export const apidocs_json = /** @type {(inputs: Apidocs_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te same wiersze w formacie JSON, z wersją spisu i datą jego ostatniej zmiany.`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie opisu API...`)
};

export const apidocs_meta_description = /** @type {(inputs: Apidocs_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pobierz listę Kolegium Kardynalskiego w formacie CSV lub JSON, zasubskrybuj kalendarz 80. urodzin albo przeczytaj dokumentację API.`)
};

export const apidocs_more_lines = /** @type {(inputs: Apidocs_More_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`… jeszcze ${i?.count} wiersz`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`… jeszcze ${i?.count} wiersze`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`… jeszcze ${i?.count} wierszy`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`… jeszcze ${i?.count} wiersza`);
	return /** @type {LocalizedString} */ ("apidocs_more_lines");
};

export const apidocs_no_limit = /** @type {(inputs: Apidocs_No_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta strona nie ustala limitu odczytów na adres.`)
};

export const apidocs_one_of = /** @type {(inputs: Apidocs_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jedno z: ${i?.values}`)
};

export const apidocs_own_pages = /** @type {(inputs: Apidocs_Own_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosy i ustawienia administratora są tylko dla stron tej witryny.`)
};

export const apidocs_parameter = /** @type {(inputs: Apidocs_ParameterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parametr`)
};

export const apidocs_parameters_of = /** @type {(inputs: Apidocs_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parametry ${i?.path}`)
};

export const apidocs_rate_limit = /** @type {(inputs: Apidocs_Rate_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Każdy adres może wysłać ${i?.requests} zapytań co ${i?.seconds} sekund; powyżej tego odpowiedzią jest 429 z nagłówkiem Retry-After, który mówi, ile czekać.`)
};

export const apidocs_show_live = /** @type {(inputs: Apidocs_Show_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pokaż odpowiedź na żywo`)
};

export const apidocs_terms = /** @type {(inputs: Apidocs_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licencja, cytowanie i limity`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Otwarte dane i API`)
};

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

export const cardinal_jsonld_church = /** @type {(inputs: Cardinal_Jsonld_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kościół katolicki`)
};

export const cardinal_jsonld_college = /** @type {(inputs: Cardinal_Jsonld_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kolegium Kardynalskie`)
};

export const cardinal_jsonld_renounced = /** @type {(inputs: Cardinal_Jsonld_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kardynał, który dnia ${i?.date} zrzekł się praw kardynalskich: nadal członek Kolegium Kardynalskiego, ale nie elektor.`)
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

export const cardinal_portrait_of = /** @type {(inputs: Cardinal_Portrait_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Portret: ${i?.name}`)
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

export const changes_atom_feed = /** @type {(inputs: Changes_Atom_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kanał Atom`)
};

export const changes_changed_to = /** @type {(inputs: Changes_Changed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`zmienione na`)
};

export const changes_data_as_of = /** @type {(inputs: Changes_Data_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dane na dzień`)
};

export const changes_empty = /** @type {(inputs: Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od opracowania treści nie wprowadzono żadnych zmian.`)
};

export const changes_error = /** @type {(inputs: Changes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać rejestru zmian. Spróbuj ponownie później.`)
};

export const changes_field_birth_date = /** @type {(inputs: Changes_Field_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data urodzenia`)
};

export const changes_field_birth_place = /** @type {(inputs: Changes_Field_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miejsce urodzenia`)
};

export const changes_field_created_by = /** @type {(inputs: Changes_Field_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreowany przez`)
};

export const changes_field_created_cardinal = /** @type {(inputs: Changes_Field_Created_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreowany kardynałem`)
};

export const changes_field_current_position = /** @type {(inputs: Changes_Field_Current_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urząd`)
};

export const changes_field_death_date = /** @type {(inputs: Changes_Field_Death_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data śmierci`)
};

export const changes_field_episcopal_consecration = /** @type {(inputs: Changes_Field_Episcopal_ConsecrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sakra biskupia`)
};

export const changes_field_full_name = /** @type {(inputs: Changes_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imię i nazwisko`)
};

export const changes_field_given_names = /** @type {(inputs: Changes_Field_Given_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imiona`)
};

export const changes_field_last_name = /** @type {(inputs: Changes_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nazwisko`)
};

export const changes_field_name_with_order = /** @type {(inputs: Changes_Field_Name_With_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imię i nazwisko z zakonem`)
};

export const changes_field_nationality = /** @type {(inputs: Changes_Field_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kraj`)
};

export const changes_field_official_biography_url = /** @type {(inputs: Changes_Field_Official_Biography_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia z Biura Prasowego`)
};

export const changes_field_priest_ordination = /** @type {(inputs: Changes_Field_Priest_OrdinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Święcenia kapłańskie`)
};

export const changes_field_rank = /** @type {(inputs: Changes_Field_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopień kardynalski`)
};

export const changes_field_region = /** @type {(inputs: Changes_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Region`)
};

export const changes_field_religious_order = /** @type {(inputs: Changes_Field_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zakon`)
};

export const changes_field_renunciation_date = /** @type {(inputs: Changes_Field_Renunciation_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zrzeczenie się praw kardynalskich`)
};

export const changes_field_wikidata_id = /** @type {(inputs: Changes_Field_Wikidata_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Element Wikidanych`)
};

export const changes_from_correction = /** @type {(inputs: Changes_From_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z poprawki czytelnika`)
};

export const changes_intro = /** @type {(inputs: Changes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Każda zmiana danych w spisie od chwili opracowania jego treści: kogo dotyczy, która dana, stara i nowa wartość oraz źródło. Czytelnicy mogą zgłaszać poprawki na stronie każdego kardynała; te przyjęte przez administratora są oznaczone.`)
};

export const changes_list_label = /** @type {(inputs: Changes_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmiany, od najnowszych`)
};

export const changes_loading = /** @type {(inputs: Changes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie zmian...`)
};

export const changes_meta_description = /** @type {(inputs: Changes_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Każda zmiana danych w katalogu kardynałów od czasu jego opracowania, z dawnymi i nowymi wartościami oraz źródłami.`)
};

export const changes_newer = /** @type {(inputs: Changes_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nowsze`)
};

export const changes_older = /** @type {(inputs: Changes_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starsze`)
};

export const changes_page_of = /** @type {(inputs: Changes_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Strona ${i?.page} z ${i?.pages}`)
};

export const changes_pages_label = /** @type {(inputs: Changes_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strony zmian`)
};

export const changes_source = /** @type {(inputs: Changes_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródło:`)
};

export const changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zmiany w spisie`)
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

export const conclave_habemus_announced_by = /** @type {(inputs: Conclave_Habemus_Announced_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year}: ${i?.elected}, ogłosił ${i?.protodeacon}`)
};

export const conclave_habemus_checked = /** @type {(inputs: Conclave_Habemus_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formy łacińskie sprawdzono ${i?.date}.`)
};

export const conclave_habemus_count = /** @type {(inputs: Conclave_Habemus_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("pl", i?.count, {});return /** @type {LocalizedString} */ (`Elektorzy na dzień ${i?.date}: ${i?.count}, według nazwisk`)
};

export const conclave_habemus_eyebrow = /** @type {(inputs: Conclave_Habemus_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe`)
};

export const conclave_habemus_failed = /** @type {(inputs: Conclave_Habemus_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać listy elektorów. Spróbuj ponownie później.`)
};

export const conclave_habemus_how_heading = /** @type {(inputs: Conclave_Habemus_How_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak ogłasza się imię`)
};

export const conclave_habemus_how_text = /** @type {(inputs: Conclave_Habemus_How_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Z centralnej loggii Bazyliki św. Piotra kardynał protodiakon ogłasza wybranego, podając jego imiona po łacinie w bierniku, potem ${i?.formula} i jego nazwisko bez zmian, a następnie imię, które przyjął jako papież: ${i?.example} oznaczałoby Pietra Parolina.`)
};

export const conclave_habemus_intro = /** @type {(inputs: Conclave_Habemus_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Słyszysz imię po łacinie z loggii? Wpisz jego część albo część nazwiska, a zobaczysz, o którego elektora chodzi.`)
};

export const conclave_habemus_kept = /** @type {(inputs: Conclave_Habemus_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names}: bez zmian, brak utrwalonej formy łacińskiej`)
};

export const conclave_habemus_label = /** @type {(inputs: Conclave_Habemus_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Łacińskie imię lub nazwisko`)
};

export const conclave_habemus_last_three = /** @type {(inputs: Conclave_Habemus_Last_ThreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trzy ostatnie ogłoszenia`)
};

export const conclave_habemus_list_heading = /** @type {(inputs: Conclave_Habemus_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy tak, jak zostaliby ogłoszeni`)
};

export const conclave_habemus_loading = /** @type {(inputs: Conclave_Habemus_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie elektorów...`)
};

export const conclave_habemus_matches = /** @type {(inputs: Conclave_Habemus_MatchesInputs) => LocalizedString} */ (i) => {
	const matchesPlural = registry.plural("pl", i?.matches, {});return /** @type {LocalizedString} */ (`Pasujący do „${i?.query}”: ${i?.matches} z ${i?.total} elektorów`)
};

export const conclave_habemus_none = /** @type {(inputs: Conclave_Habemus_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imiona ani nazwisko żadnego elektora tego nie zawierają. Spróbuj wpisać mniej liter albo nazwisko.`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_habemus_placeholder = /** @type {(inputs: Conclave_Habemus_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`np. Petrum, Ioannem, Parolin`)
};

export const conclave_habemus_rule = /** @type {(inputs: Conclave_Habemus_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protodiakon ogłasza wybranego, podając jego imiona po łacinie w bierniku, potem 'Sanctae Romanae Ecclesiae Cardinalem' i jego nazwisko bez zmian, a następnie imię, które przyjął jako papież. Imię, które ma utrwaloną formę łacińską, czyli tę, którą Martyrologium Rzymskie i łacińskie dokumenty Kościoła nadają świętemu tego imienia (Petrus, Ioannes, Iosephus, Franciscus, Georgius, Marius, Robertus, Ludovicus, Carolus, Antonius itd.), podaje się w tej formie, w bierniku (Petrum, Ioannem, Iosephum, Franciscum). To samo imię w każdym języku ma tę samą formę łacińską (Pietro, Peter, Péter i Pedro to zawsze Petrum; Giuseppe, José, Josip i Jozef to zawsze Iosephum). Imię bez utrwalonej formy łacińskiej pozostaje dokładnie takie, jak zapisuje je lista samej Stolicy Apostolskiej, i jest oznaczone jako niezlatynizowane; tam, gdzie nie było pewne, że forma jest utrwalona, imię również pozostaje bez zmian, z uwagą, zamiast otrzymać wymyśloną formę łacińską. Łacinę zapisuje się przez I, nie J (Iosephum, Ioannem, Iacobum), tak jak w łacinie Stolicy Apostolskiej. Partykuły należące do nazwiska (da, de) przenosi się do nazwiska.`)
};

export const conclave_habemus_rule_summary = /** @type {(inputs: Conclave_Habemus_Rule_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak serwis ustala łacińską formę każdego imienia`)
};

export const conclave_habemus_search = /** @type {(inputs: Conclave_Habemus_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Szukaj`)
};

export const conclave_habemus_source = /** @type {(inputs: Conclave_Habemus_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Źródło:`)
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

export const conclave_meta_habemus_description = /** @type {(inputs: Conclave_Meta_Habemus_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imiona każdego kardynała elektora po łacinie, tak jak kardynał protodiakon ogłosiłby je z loggii (Parolin: Petrum), z wyszukiwaniem po fragmencie łacińskiego imienia lub nazwiska oraz ogłoszeniami z lat 2005, 2013 i 2025.`)
};

export const conclave_meta_habemus_title = /** @type {(inputs: Conclave_Meta_Habemus_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dekoder Habemus Papam: imiona kardynałów elektorów po łacinie`)
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

export const directory_meta_description = /** @type {(inputs: Directory_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przeglądaj, wyszukuj i filtruj wszystkich członków Kolegium Kardynalskiego: wiek, kraj, region, urząd i papieża, który ich kreował, z oznaczeniem kardynałów elektorów, czyli tych, którzy nie ukończyli 80 lat.`)
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

export const games_close = /** @type {(inputs: Games_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamknij`)
};

export const games_full_instructions = /** @type {(inputs: Games_Full_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pełna instrukcja`)
};

export const games_gull_announce_lost = /** @type {(inputs: Games_Gull_Announce_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Za dużo mew. Koniec gry.`)
};

export const games_gull_announce_won = /** @type {(inputs: Games_Gull_Announce_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wygrywasz. Koniec gry.`)
};

export const games_gull_black_smoke = /** @type {(inputs: Games_Gull_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Czarny dym: jeszcze nie ma papieża.`)
};

export const games_gull_canvas_label = /** @type {(inputs: Games_Gull_Canvas_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: mewy lądujące na dachu Kaplicy Sykstyńskiej`)
};

export const games_gull_clear_high_scores = /** @type {(inputs: Games_Gull_Clear_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuń wszystkie rekordy`)
};

export const games_gull_col_max = /** @type {(inputs: Games_Gull_Col_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mewy kończące grę`)
};

export const games_gull_col_spawn = /** @type {(inputs: Games_Gull_Col_SpawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mewy nadlatujące naraz`)
};

export const games_gull_col_speed = /** @type {(inputs: Games_Gull_Col_SpeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prędkość`)
};

export const games_gull_confirm_clear = /** @type {(inputs: Games_Gull_Confirm_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Czy na pewno usunąć wszystkie rekordy?`)
};

export const games_gull_dialog_description = /** @type {(inputs: Games_Gull_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przepędź mewy z Kaplicy Sykstyńskiej, zanim skończy się konklawe.`)
};

export const games_gull_dialog_title = /** @type {(inputs: Games_Gull_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak grać`)
};

export const games_gull_drag_to_aim = /** @type {(inputs: Games_Gull_Drag_To_AimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przeciągnij, by celować`)
};

export const games_gull_exit_big = /** @type {(inputs: Games_Gull_Exit_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wyjdź z trybu dużego`)
};

export const games_gull_exit_fullscreen = /** @type {(inputs: Games_Gull_Exit_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zamknij pełny ekran`)
};

export const games_gull_final_score = /** @type {(inputs: Games_Gull_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`WYNIK KOŃCOWY ${i?.score}`)
};

export const games_gull_full_1 = /** @type {(inputs: Games_Gull_Full_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trwa konklawe, a mewy wybrały dach Kaplicy Sykstyńskiej na miejsce swoich obrad.`)
};

export const games_gull_full_2_mouse = /** @type {(inputs: Games_Gull_Full_2_MouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Celuj myszą i kliknij, by strzelić. Strzały obok mewy też się liczą: każda mewa ma duże pole trafienia.`)
};

export const games_gull_full_2_touch = /** @type {(inputs: Games_Gull_Full_2_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przesuwaj palcem żółte kółko celownika, a potem stuknij mewę, by ją trafić. Strzały obok mewy też się liczą: każda mewa ma duże pole trafienia.`)
};

export const games_gull_full_3 = /** @type {(inputs: Games_Gull_Full_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Każdy strzał trafia jedną mewę. Mewa w locie jest warta ${i?.flying} pkt, mewa na dachu ${i?.perched} pkt.`)
};

export const games_gull_full_4 = /** @type {(inputs: Games_Gull_Full_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mewy przylatują pojedynczo, a z każdym poziomem coraz częściej. Na poziomie 1 nadlatuje tylko jedna mewa naraz; na poziomie ${i?.levels} w powietrzu może być ich naraz do ${i?.spawnMax}, a latają ${i?.speed} razy szybciej.`)
};

export const games_gull_full_5 = /** @type {(inputs: Games_Gull_Full_5Inputs) => LocalizedString} */ (i) => {const levelsPlural = registry.plural("pl", i?.levels, {});
	if (levelsPlural === "one") return /** @type {LocalizedString} */ (`Gra ma ${i?.levels} poziom trwający dwie minuty. Między poziomami ekran robi się czarny jak dym po nierozstrzygniętym głosowaniu.`);
	if (levelsPlural === "few") return /** @type {LocalizedString} */ (`Gra ma ${i?.levels} poziomy po dwie minuty. Między poziomami ekran robi się czarny jak dym po nierozstrzygniętym głosowaniu.`);
	if (levelsPlural === "many") return /** @type {LocalizedString} */ (`Gra ma ${i?.levels} poziomów po dwie minuty. Między poziomami ekran robi się czarny jak dym po nierozstrzygniętym głosowaniu.`);
	if (levelsPlural === "other") return /** @type {LocalizedString} */ (`Gra ma ${i?.levels} poziomu po dwie minuty. Między poziomami ekran robi się czarny jak dym po nierozstrzygniętym głosowaniu.`);
	return /** @type {LocalizedString} */ ("games_gull_full_5");
};

export const games_gull_full_6 = /** @type {(inputs: Games_Gull_Full_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gdy w ostatnich 30 sekundach poziomu unosi się biały dym, wytrzymaj: poziom zaraz się skończy.`)
};

export const games_gull_full_7 = /** @type {(inputs: Games_Gull_Full_7Inputs) => LocalizedString} */ (i) => {const levelsPlural = registry.plural("pl", i?.levels, {});
	if (levelsPlural === "one") return /** @type {LocalizedString} */ (`Przetrwaj ${i?.levels} poziom, a biały dym ogłosi „Habemus Papam!”.`);
	if (levelsPlural === "few") return /** @type {LocalizedString} */ (`Przetrwaj wszystkie ${i?.levels} poziomy, a biały dym ogłosi „Habemus Papam!”.`);
	if (levelsPlural === "many") return /** @type {LocalizedString} */ (`Przetrwaj wszystkie ${i?.levels} poziomów, a biały dym ogłosi „Habemus Papam!”.`);
	if (levelsPlural === "other") return /** @type {LocalizedString} */ (`Przetrwaj wszystkie ${i?.levels} poziomu, a biały dym ogłosi „Habemus Papam!”.`);
	return /** @type {LocalizedString} */ ("games_gull_full_7");
};

export const games_gull_fullscreen = /** @type {(inputs: Games_Gull_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pełny ekran`)
};

export const games_gull_high_scores = /** @type {(inputs: Games_Gull_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`REKORDY`)
};

export const games_gull_how_to_play_caps = /** @type {(inputs: Games_Gull_How_To_Play_CapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JAK GRAĆ`)
};

export const games_gull_level = /** @type {(inputs: Games_Gull_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poziom`)
};

export const games_gull_level_complete = /** @type {(inputs: Games_Gull_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Poziom ${i?.level} ukończony!`)
};

export const games_gull_levels_caption = /** @type {(inputs: Games_Gull_Levels_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poziomy (po dwie minuty)`)
};

export const games_gull_lose_alt = /** @type {(inputs: Games_Gull_Lose_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koniec gry`)
};

export const games_gull_lose_line = /** @type {(inputs: Games_Gull_Lose_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mewy opanowały dach!`)
};

export const games_gull_main_menu = /** @type {(inputs: Games_Gull_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MENU GŁÓWNE`)
};

export const games_gull_menu_goal = /** @type {(inputs: Games_Gull_Menu_GoalInputs) => LocalizedString} */ (i) => {const levelsPlural = registry.plural("pl", i?.levels, {});
	if (levelsPlural === "one") return /** @type {LocalizedString} */ (`Ukończ ${i?.levels} poziom, by wybrać nowego papieża!`);
	if (levelsPlural === "few") return /** @type {LocalizedString} */ (`Ukończ wszystkie ${i?.levels} poziomy, by wybrać nowego papieża!`);
	if (levelsPlural === "many") return /** @type {LocalizedString} */ (`Ukończ wszystkie ${i?.levels} poziomów, by wybrać nowego papieża!`);
	if (levelsPlural === "other") return /** @type {LocalizedString} */ (`Ukończ wszystkie ${i?.levels} poziomu, by wybrać nowego papieża!`);
	return /** @type {LocalizedString} */ ("games_gull_menu_goal");
};

export const games_gull_menu_line = /** @type {(inputs: Games_Gull_Menu_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przepędź mewy z Kaplicy Sykstyńskiej!`)
};

export const games_gull_new_high_score = /** @type {(inputs: Games_Gull_New_High_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOWY REKORD! TWOJE INICJAŁY`)
};

export const games_gull_no_high_scores = /** @type {(inputs: Games_Gull_No_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie ma jeszcze rekordów.`)
};

export const games_gull_paused = /** @type {(inputs: Games_Gull_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PAUZA`)
};

export const games_gull_play_big = /** @type {(inputs: Games_Gull_Play_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Graj w trybie dużym`)
};

export const games_gull_played = /** @type {(inputs: Games_Gull_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Łączny czas gry: ${i?.time}`)
};

export const games_gull_restart = /** @type {(inputs: Games_Gull_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OD NOWA`)
};

export const games_gull_roof_bar = /** @type {(inputs: Games_Gull_Roof_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mewy na dachu`)
};

export const games_gull_roof_count = /** @type {(inputs: Games_Gull_Roof_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} z ${i?.max} mew`)
};

export const games_gull_save = /** @type {(inputs: Games_Gull_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zapisz`)
};

export const games_gull_score = /** @type {(inputs: Games_Gull_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wynik`)
};

export const games_gull_score_time = /** @type {(inputs: Games_Gull_Score_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`WYNIK ${i?.score} POZOSTAŁY CZAS ${i?.time}`)
};

export const games_gull_short_1 = /** @type {(inputs: Games_Gull_Short_1Inputs) => LocalizedString} */ (i) => {const levelsPlural = registry.plural("pl", i?.levels, {});
	if (levelsPlural === "one") return /** @type {LocalizedString} */ (`Mewy opanowują dach Kaplicy Sykstyńskiej. Rozegraj ${i?.levels} poziom trwający dwie minuty.`);
	if (levelsPlural === "few") return /** @type {LocalizedString} */ (`Mewy opanowują dach Kaplicy Sykstyńskiej. Rozegraj ${i?.levels} poziomy po dwie minuty każdy.`);
	if (levelsPlural === "many") return /** @type {LocalizedString} */ (`Mewy opanowują dach Kaplicy Sykstyńskiej. Rozegraj ${i?.levels} poziomów po dwie minuty każdy.`);
	if (levelsPlural === "other") return /** @type {LocalizedString} */ (`Mewy opanowują dach Kaplicy Sykstyńskiej. Rozegraj ${i?.levels} poziomu po dwie minuty każdy.`);
	return /** @type {LocalizedString} */ ("games_gull_short_1");
};

export const games_gull_short_2_mouse = /** @type {(inputs: Games_Gull_Short_2_MouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kliknij mewę, by ją trafić: ${i?.flying} pkt w locie, ${i?.perched} po wylądowaniu.`)
};

export const games_gull_short_2_touch = /** @type {(inputs: Games_Gull_Short_2_TouchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stuknij mewę, by ją trafić: ${i?.flying} pkt w locie, ${i?.perched} po wylądowaniu.`)
};

export const games_gull_short_3 = /** @type {(inputs: Games_Gull_Short_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Każdy poziom to więcej i szybszych mew: naraz może nadlecieć ${i?.inFlight}. Jeśli zbierze się ich ${i?.limits} (poziomy od 1 do ${i?.levels}), gra się kończy.`)
};

export const games_gull_short_4 = /** @type {(inputs: Games_Gull_Short_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W ostatnich 30 sekundach poziomu biały dym ostrzega, że za chwilę zostanie wybrany papież.`)
};

export const games_gull_show_high_scores = /** @type {(inputs: Games_Gull_Show_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`POKAŻ REKORDY`)
};

export const games_gull_side_title = /** @type {(inputs: Games_Gull_Side_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instrukcja gry`)
};

export const games_gull_tap_instructions = /** @type {(inputs: Games_Gull_Tap_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stuknij, by zobaczyć instrukcję`)
};

export const games_gull_tap_menu = /** @type {(inputs: Games_Gull_Tap_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STUKNIJ, BY WRÓCIĆ DO MENU`)
};

export const games_gull_tap_restart = /** @type {(inputs: Games_Gull_Tap_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STUKNIJ, BY ZACZĄĆ OD NOWA`)
};

export const games_gull_tap_to_shoot = /** @type {(inputs: Games_Gull_Tap_To_ShootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stuknij, by strzelić`)
};

export const games_gull_tap_to_start = /** @type {(inputs: Games_Gull_Tap_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`STUKNIJ, BY ZACZĄĆ`)
};

export const games_gull_time_left = /** @type {(inputs: Games_Gull_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pozostały czas`)
};

export const games_gull_up_to = /** @type {(inputs: Games_Gull_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`do ${i?.count}`)
};

export const games_gull_warning = /** @type {(inputs: Games_Gull_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biały dym! Skończ, zanim wybiorą papieża!`)
};

export const games_gull_watch_circle = /** @type {(inputs: Games_Gull_Watch_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patrz na żółte kółko celownika`)
};

export const games_gull_white_rises = /** @type {(inputs: Games_Gull_White_RisesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unosi się biały dym...`)
};

export const games_gull_win_alt = /** @type {(inputs: Games_Gull_Win_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biały dym: papież został wybrany`)
};

export const games_gull_win_line = /** @type {(inputs: Games_Gull_Win_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam! Dach jest czysty.`)
};

export const games_habemus_papam = /** @type {(inputs: Games_Habemus_PapamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam!`)
};

export const games_learn_real_conclaves = /** @type {(inputs: Games_Learn_Real_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dowiedz się więcej o prawdziwych konklawe`)
};

export const games_meta_gull_description = /** @type {(inputs: Games_Meta_Gull_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cztery dwuminutowe poziomy: nie dopuść mew na dach Kaplicy Sykstyńskiej, zanim pojawi się biały dym.`)
};

export const games_meta_gull_title = /** @type {(inputs: Games_Meta_Gull_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: oczyść dach Kaplicy Sykstyńskiej`)
};

export const games_meta_smoke_description = /** @type {(inputs: Games_Meta_Smoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zbierz 30 głosów, zanim skończy się czas konklawe: mała gra na planszy o białym dymie, rywalach i pierścieniu papieskim.`)
};

export const games_meta_smoke_title = /** @type {(inputs: Games_Meta_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke: gra o konklawe`)
};

export const games_needs_javascript = /** @type {(inputs: Games_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do gry potrzebny jest JavaScript, który w tej przeglądarce jest wyłączony. Resztę strony można czytać bez niego.`)
};

export const games_or_press_p = /** @type {(inputs: Games_Or_Press_PInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lub naciśnij P`)
};

export const games_pause = /** @type {(inputs: Games_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pauza`)
};

export const games_resume = /** @type {(inputs: Games_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wznów`)
};

export const games_smoke_badge_incense = /** @type {(inputs: Games_Smoke_Badge_IncenseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bomba kadzidlana użyta`)
};

export const games_smoke_badge_relic = /** @type {(inputs: Games_Smoke_Badge_RelicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Święta relikwia aktywna`)
};

export const games_smoke_badge_ring = /** @type {(inputs: Games_Smoke_Badge_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pierścień papieski aktywny`)
};

export const games_smoke_board_label = /** @type {(inputs: Games_Smoke_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plansza gry Sacred Smoke: posadzka kaplicy 10 na 10 pól`)
};

export const games_smoke_clock = /** @type {(inputs: Games_Smoke_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zegar konklawe:`)
};

export const games_smoke_dialog_description = /** @type {(inputs: Games_Smoke_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przejdź przez posadzkę Kaplicy Sykstyńskiej i wygraj konklawe.`)
};

export const games_smoke_dialog_title = /** @type {(inputs: Games_Smoke_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak grać w Sacred Smoke`)
};

export const games_smoke_did_you_know = /** @type {(inputs: Games_Smoke_Did_You_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Czy wiesz, że…?`)
};

export const games_smoke_game_over = /** @type {(inputs: Games_Smoke_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Koniec gry`)
};

export const games_smoke_game_region = /** @type {(inputs: Games_Smoke_Game_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gra`)
};

export const games_smoke_high_score = /** @type {(inputs: Games_Smoke_High_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rekord: ${i?.score}`)
};

export const games_smoke_how_to_play = /** @type {(inputs: Games_Smoke_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak grać`)
};

export const games_smoke_lost_text = /** @type {(inputs: Games_Smoke_Lost_TextInputs) => LocalizedString} */ (i) => {const votesPlural = registry.plural("pl", i?.votes, {});
	if (votesPlural === "one") return /** @type {LocalizedString} */ (`Zebrałeś ${i?.votes} głos`);
	if (votesPlural === "few") return /** @type {LocalizedString} */ (`Zebrałeś ${i?.votes} głosy`);
	if (votesPlural === "many") return /** @type {LocalizedString} */ (`Zebrałeś ${i?.votes} głosów`);
	if (votesPlural === "other") return /** @type {LocalizedString} */ (`Zebrałeś ${i?.votes} głosu`);
	return /** @type {LocalizedString} */ ("games_smoke_lost_text");
};

export const games_smoke_move_down = /** @type {(inputs: Games_Smoke_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W dół`)
};

export const games_smoke_move_left = /** @type {(inputs: Games_Smoke_Move_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W lewo`)
};

export const games_smoke_move_right = /** @type {(inputs: Games_Smoke_Move_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W prawo`)
};

export const games_smoke_move_up = /** @type {(inputs: Games_Smoke_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W górę`)
};

export const games_smoke_paused = /** @type {(inputs: Games_Smoke_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pauza`)
};

export const games_smoke_play_again = /** @type {(inputs: Games_Smoke_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zagraj jeszcze raz`)
};

export const games_smoke_power_ups = /** @type {(inputs: Games_Smoke_Power_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktywne wzmocnienia`)
};

export const games_smoke_rule_ballots = /** @type {(inputs: Games_Smoke_Rule_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Każda karta do głosowania daje 1 głos albo 2, gdy działa Święta relikwia.`)
};

export const games_smoke_rule_ballots_title = /** @type {(inputs: Games_Smoke_Rule_Ballots_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karty do głosowania`)
};

export const games_smoke_rule_goal = /** @type {(inputs: Games_Smoke_Rule_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zbierz ${i?.votes} głosów, by zostać wybranym na papieża, zanim minie czas na zegarze konklawe (${i?.seconds} sekund). Jeśli czas minie wcześniej, przegrywasz.`)
};

export const games_smoke_rule_goal_title = /** @type {(inputs: Games_Smoke_Rule_Goal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cel`)
};

export const games_smoke_rule_moving = /** @type {(inputs: Games_Smoke_Rule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przytrzymaj strzałkę albo W, A, S, D, by iść; puść, by się zatrzymać. Na ekranie dotykowym przesuń palcem po planszy i przytrzymaj albo stukaj w strzałki (jeden krok na stuknięcie).`)
};

export const games_smoke_rule_moving_title = /** @type {(inputs: Games_Smoke_Rule_Moving_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ruch`)
};

export const games_smoke_rule_pace = /** @type {(inputs: Games_Smoke_Rule_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Im mniej czasu zostaje na zegarze, tym częściej wszystko się pojawia, więc końcówka jest najbardziej gorąca.`)
};

export const games_smoke_rule_pace_title = /** @type {(inputs: Games_Smoke_Rule_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tempo`)
};

export const games_smoke_rule_powerups = /** @type {(inputs: Games_Smoke_Rule_PowerupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Święta relikwia: karty do głosowania liczą się podwójnie. Pierścień papieski: rywale i czarny dym nie mogą ci zaszkodzić. Bomba kadzidlana: usuwa wszystkich rywali i skandale i nie wpuszcza nowych rywali, dopóki się pali.`)
};

export const games_smoke_rule_powerups_title = /** @type {(inputs: Games_Smoke_Rule_Powerups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wzmocnienia (po 5 sekund)`)
};

export const games_smoke_rule_rivals = /** @type {(inputs: Games_Smoke_Rule_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie rywale w fiolecie wchodzą od krawędzi i czasem cię gonią. Zetknięcie z jednym kosztuje 3 głosy.`)
};

export const games_smoke_rule_rivals_title = /** @type {(inputs: Games_Smoke_Rule_Rivals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rywale`)
};

export const games_smoke_rule_smoke = /** @type {(inputs: Games_Smoke_Rule_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biały dym daje 3 głosy. Czarny dym odbiera 2 głosy albo wywołuje skandal, który na 3 sekundy blokuje pole obok ciebie. Liczba głosów nigdy nie spada poniżej zera.`)
};

export const games_smoke_rule_smoke_title = /** @type {(inputs: Games_Smoke_Rule_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dym`)
};

export const games_smoke_short_avoid = /** @type {(inputs: Games_Smoke_Short_AvoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unikaj czarnego dymu i kardynałów rywali: odbierają ci głosy.`)
};

export const games_smoke_short_collect = /** @type {(inputs: Games_Smoke_Short_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zbieraj karty do głosowania, by zdobyć głosy, i biały dym, by zdobyć +3.`)
};

export const games_smoke_short_goal = /** @type {(inputs: Games_Smoke_Short_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zdobądź ${i?.votes} głosów, zanim minie ${i?.seconds} sekund na zegarze konklawe, inaczej przegrywasz.`)
};

export const games_smoke_short_move = /** @type {(inputs: Games_Smoke_Short_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poruszaj się strzałkami lub klawiszami WASD; na telefonie przesuwaj palcem po planszy albo używaj strzałek na ekranie.`)
};

export const games_smoke_start_text = /** @type {(inputs: Games_Smoke_Start_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wygraj konklawe: zbierz ${i?.votes} głosów, zanim skończy się czas.`)
};

export const games_smoke_tagline = /** @type {(inputs: Games_Smoke_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gra o konklawe: zbieraj głosy, unikaj rywali, wypatruj dymu.`)
};

export const games_smoke_title = /** @type {(inputs: Games_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke`)
};

export const games_smoke_trivia_1 = /** @type {(inputs: Games_Smoke_Trivia_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`„Konklawe” pochodzi od łacińskiego cum clave, „z kluczem”: kardynałowie są zamknięci, dopóki nie wybiorą papieża.`)
};

export const games_smoke_trivia_2 = /** @type {(inputs: Games_Smoke_Trivia_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie, którzy ukończyli 80 lat przed wakatem Stolicy Apostolskiej, nie głosują w konklawe.`)
};

export const games_smoke_trivia_3 = /** @type {(inputs: Games_Smoke_Trivia_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do wyboru papieża potrzeba większości dwóch trzecich obecnych kardynałów elektorów.`)
};

export const games_smoke_trivia_4 = /** @type {(inputs: Games_Smoke_Trivia_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Każdego dnia odbywają się do czterech głosowań: dwa rano i dwa po południu.`)
};

export const games_smoke_trivia_5 = /** @type {(inputs: Games_Smoke_Trivia_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Każdy kardynał wpisuje swój wybór pod słowami „Eligo in Summum Pontificem”: „Wybieram na Najwyższego Kapłana”.`)
};

export const games_smoke_trivia_6 = /** @type {(inputs: Games_Smoke_Trivia_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karty do głosowania spala się w piecu w Kaplicy Sykstyńskiej: czarny dym oznacza, że papieża jeszcze nie ma, biały dym – że papież został wybrany.`)
};

export const games_smoke_trivia_7 = /** @type {(inputs: Games_Smoke_Trivia_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wybór papieża w Viterbo (1268–1271) trwał prawie trzy lata; skłoniło to Grzegorza X do postanowienia w 1274 roku, że elektorzy mają być zamykani.`)
};

export const games_smoke_trivia_8 = /** @type {(inputs: Games_Smoke_Trivia_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nowego papieża ogłasza się z centralnego balkonu Bazyliki Świętego Piotra słowami „Habemus Papam”: „Mamy papieża”.`)
};

export const games_smoke_votes = /** @type {(inputs: Games_Smoke_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Głosy: ${i?.votes}/${i?.win}`)
};

export const games_smoke_won_text = /** @type {(inputs: Games_Smoke_Won_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zostałeś wybrany nowym papieżem liczbą ${i?.votes} głosów!`)
};

export const games_start_game = /** @type {(inputs: Games_Start_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rozpocznij grę`)
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

export const insights_above = /** @type {(inputs: Insights_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} powyżej`)
};

export const insights_all = /** @type {(inputs: Insights_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wszyscy`)
};

export const insights_browse_all = /** @type {(inputs: Insights_Browse_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przeglądaj wszystkich kardynałów →`)
};

export const insights_browse_all_text = /** @type {(inputs: Insights_Browse_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wszyscy członkowie Kolegium, z filtrami według regionu, wieku i papieża, który ich kreował.`)
};

export const insights_browse_directory = /** @type {(inputs: Insights_Browse_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przeglądaj katalog kardynałów`)
};

export const insights_by_creator_heading = /** @type {(inputs: Insights_By_Creator_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kto ich kreował i skąd pochodzą`)
};

export const insights_by_creator_lead = /** @type {(inputs: Insights_By_Creator_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie kreowani przez każdego papieża według regionu: ilu może dziś głosować i ilu jest ich w sumie.`)
};

export const insights_by_region_heading = /** @type {(inputs: Insights_By_Region_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy według regionu`)
};

export const insights_by_region_lead = /** @type {(inputs: Insights_By_Region_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie, którzy głosowaliby w konklawe zwołanym dzisiaj.`)
};

export const insights_cell_all = /** @type {(inputs: Insights_Cell_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wszyscy kardynałowie`)
};

export const insights_cell_electors = /** @type {(inputs: Insights_Cell_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`elektorzy poniżej 80 lat`)
};

export const insights_cell_lead = /** @type {(inputs: Insights_Cell_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W każdej komórce:`)
};

export const insights_chart_bar_title = /** @type {(inputs: Insights_Chart_Bar_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} elektor`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} elektorów`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} elektorów`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} elektora`);
	return /** @type {LocalizedString} */ ("insights_chart_bar_title");
};

export const insights_chart_limit = /** @type {(inputs: Insights_Chart_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limit ${i?.limit}`)
};

export const insights_col_against = /** @type {(inputs: Insights_Col_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Względem limitu ${i?.limit}`)
};

export const insights_col_electors = /** @type {(inputs: Insights_Col_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy na koniec miesiąca`)
};

export const insights_col_month = /** @type {(inputs: Insights_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miesiąc`)
};

export const insights_col_turning = /** @type {(inputs: Insights_Col_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kończą 80 lat`)
};

export const insights_college_today = /** @type {(inputs: Insights_College_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kolegium dziś`)
};

export const insights_computed_later = /** @type {(inputs: Insights_Computed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obliczono na dzień, w którym to czytasz, na podstawie listy kardynałów na dzień ${i?.asOf}.`)
};

export const insights_computed_today = /** @type {(inputs: Insights_Computed_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obliczono na dziś, ${i?.today}, na podstawie listy kardynałów na dzień ${i?.asOf}: elektorami są żyjący kardynałowie, którzy przed dzisiejszym dniem nie ukończyli 80 lat (ten, kto kończy 80 lat właśnie dziś, nadal głosuje), i nie zrzekli się praw kardynalskich. Elektor uczestniczył już w konklawe, jeśli był elektorem w dniu, w którym w 2005, 2013 lub 2025 roku nastąpił wakat Stolicy Apostolskiej, i rzeczywiście wziął udział w konklawe.`)
};

export const insights_created_by_pope = /** @type {(inputs: Insights_Created_By_PopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kreowany przez: ${i?.pope}`)
};

export const insights_diff_but = /** @type {(inputs: Insights_Diff_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.under80}, ale ${i?.electors}`)
};

export const insights_diff_electors = /** @type {(inputs: Insights_Diff_ElectorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} jest elektorem`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} są elektorami`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} jest elektorami`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} jest elektorami`);
	return /** @type {LocalizedString} */ ("insights_diff_electors");
};

export const insights_diff_renounced = /** @type {(inputs: Insights_Diff_RenouncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.who}, więc zachowuje tytuł kardynała, ale nie może głosować w konklawe`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.who}, więc zachowują tytuł kardynała, ale nie mogą głosować w konklawe`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.who}, więc zachowują tytuł kardynała, ale nie mogą głosować w konklawe`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.who}, więc zachowują tytuł kardynała, ale nie mogą głosować w konklawe`);
	return /** @type {LocalizedString} */ ("insights_diff_renounced");
};

export const insights_diff_renounced_one = /** @type {(inputs: Insights_Diff_Renounced_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} zrzekł się praw kardynalskich ${i?.date}`)
};

export const insights_diff_same = /** @type {(inputs: Insights_Diff_SameInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} kardynał ma mniej niż 80 lat i tylu samo jest elektorami, choć nie są to ci sami kardynałowie`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} kardynałów ma mniej niż 80 lat i tylu samo jest elektorami, choć nie są to ci sami kardynałowie`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} kardynałów ma mniej niż 80 lat i tylu samo jest elektorami, choć nie są to ci sami kardynałowie`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} kardynała ma mniej niż 80 lat i tylu samo jest elektorami, choć nie są to ci sami kardynałowie`);
	return /** @type {LocalizedString} */ ("insights_diff_same");
};

export const insights_diff_sentence = /** @type {(inputs: Insights_Diff_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts}: ${i?.reasons}.`)
};

export const insights_diff_turning = /** @type {(inputs: Insights_Diff_TurningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} kończy dziś 80 lat i nadal głosuje, jeśli wakat Stolicy Apostolskiej nastąpi dziś`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.names} kończą dziś 80 lat i nadal głosują, jeśli wakat Stolicy Apostolskiej nastąpi dziś`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.names} kończą dziś 80 lat i nadal głosują, jeśli wakat Stolicy Apostolskiej nastąpi dziś`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.names} kończą dziś 80 lat i nadal głosują, jeśli wakat Stolicy Apostolskiej nastąpi dziś`);
	return /** @type {LocalizedString} */ ("insights_diff_turning");
};

export const insights_diff_under80 = /** @type {(inputs: Insights_Diff_Under80Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} kardynał ma mniej niż 80 lat`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} kardynałów ma mniej niż 80 lat`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} kardynałów ma mniej niż 80 lat`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} kardynała ma mniej niż 80 lat`);
	return /** @type {LocalizedString} */ ("insights_diff_under80");
};

export const insights_elected = /** @type {(inputs: Insights_ElectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wybrany: ${i?.name}`)
};

export const insights_electorate_by_region = /** @type {(inputs: Insights_Electorate_By_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Według regionu: ${i?.list}.`)
};

export const insights_electorate_experienced = /** @type {(inputs: Insights_Electorate_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brali już udział w konklawe`)
};

export const insights_electorate_frozen = /** @type {(inputs: Insights_Electorate_FrozenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Skład ustalony ${i?.date}, w dniu rozpoczęcia wakatu Stolicy Apostolskiej: kardynałowie, którzy przed tym dniem nie ukończyli 80 lat, nie zmarli i nie zrzekli się praw kardynalskich.`)
};

export const insights_electorate_heading = /** @type {(inputs: Insights_Electorate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy w tym konklawe`)
};

export const insights_electorate_link = /** @type {(inputs: Insights_Electorate_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobacz elektorów tego konklawe w katalogu`)
};

export const insights_electorate_smokes = /** @type {(inputs: Insights_Electorate_SmokesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dotychczasowe dymy`)
};

export const insights_figure_ballots = /** @type {(inputs: Insights_Figure_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosowania dziennie`)
};

export const insights_figure_ballots_value = /** @type {(inputs: Insights_Figure_Ballots_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`do ${i?.count}`)
};

export const insights_figure_cardinals = /** @type {(inputs: Insights_Figure_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie`)
};

export const insights_figure_electors = /** @type {(inputs: Insights_Figure_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy`)
};

export const insights_figure_experienced = /** @type {(inputs: Insights_Figure_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy, którzy brali już udział w konklawe`)
};

export const insights_figure_majority = /** @type {(inputs: Insights_Figure_MajorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Większość dwóch trzecich`)
};

export const insights_kicker = /** @type {(inputs: Insights_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kolegium Kardynalskie i konklawe`)
};

export const insights_lead = /** @type {(inputs: Insights_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak wybiera się papieża, kim są elektorzy i skąd pochodzą oraz jak zmienia się grono elektorów, gdy kardynałowie kończą 80 lat.`)
};

export const insights_legend_above = /** @type {(inputs: Insights_Legend_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Powyżej limitu ${i?.limit}`)
};

export const insights_legend_below = /** @type {(inputs: Insights_Legend_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na poziomie limitu lub poniżej`)
};

export const insights_legend_turning = /** @type {(inputs: Insights_Legend_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`kardynałowie kończący 80 lat w danym miesiącu`)
};

export const insights_load_error = /** @type {(inputs: Insights_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać danych o kardynałach.`)
};

export const insights_load_error_hint = /** @type {(inputs: Insights_Load_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sprawdź połączenie i spróbuj ponownie.`)
};

export const insights_loading_regions = /** @type {(inputs: Insights_Loading_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie regionów`)
};

export const insights_loading_youngest = /** @type {(inputs: Insights_Loading_YoungestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie najmłodszych kardynałów`)
};

export const insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak przebiega konklawe, kto głosowałby dziś, większość dwóch trzecich, kardynałowie elektorzy według regionów i papieży, którzy ich kreowali, oraz kto następny skończy 80 lat.`)
};

export const insights_no_one = /** @type {(inputs: Insights_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nikt`)
};

export const insights_no_position = /** @type {(inputs: Insights_No_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brak informacji o obecnym urzędzie`)
};

export const insights_none_under_70 = /** @type {(inputs: Insights_None_Under_70Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W obecnych danych nie ma kardynała poniżej 70 lat.`)
};

export const insights_notable_heading = /** @type {(inputs: Insights_Notable_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najczęściej wymieniani papabile`)
};

export const insights_notable_lead = /** @type {(inputs: Insights_Notable_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie najczęściej wymieniani przed konklawe w 2025 roku.`)
};

export const insights_recent_heading = /** @type {(inputs: Insights_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trzy ostatnie konklawe`)
};

export const insights_recent_lead = /** @type {(inputs: Insights_Recent_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak przebiegły trzy ostatnie wybory.`)
};

export const insights_region_caption = /** @type {(inputs: Insights_Region_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elektorzy poniżej 80 lat według regionu na dzień ${i?.date} (łącznie ${i?.count})`)
};

export const insights_retry = /** @type {(inputs: Insights_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spróbuj ponownie`)
};

export const insights_retrying = /** @type {(inputs: Insights_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ponawianie...`)
};

export const insights_roster_as_of = /** @type {(inputs: Insights_Roster_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dane na dzień ${i?.date}`)
};

export const insights_share = /** @type {(inputs: Insights_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odsetek elektorów`)
};

export const insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Źródła (${i?.count})`)
};

export const insights_stay_updated = /** @type {(inputs: Insights_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bądź na bieżąco`)
};

export const insights_stay_updated_text = /** @type {(inputs: Insights_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liczby na tej stronie są obliczane na podstawie katalogu przy każdym otwarciu. Urząd, wiek i biografię każdego kardynała znajdziesz w katalogu.`)
};

export const insights_tab_electors = /** @type {(inputs: Insights_Tab_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elektorzy w czasie`)
};

export const insights_tab_geographical = /** @type {(inputs: Insights_Tab_GeographicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geografia`)
};

export const insights_tab_overview = /** @type {(inputs: Insights_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przegląd`)
};

export const insights_tab_papabili = /** @type {(inputs: Insights_Tab_PapabiliInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papabile`)
};

export const insights_tab_voting = /** @type {(inputs: Insights_Tab_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosowanie`)
};

export const insights_table_caption = /** @type {(inputs: Insights_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie kończący 80 lat i elektorzy na koniec każdego miesiąca`)
};

export const insights_table_toggle = /** @type {(inputs: Insights_Table_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miesiąc po miesiącu, w tabeli`)
};

export const insights_tabs_label = /** @type {(inputs: Insights_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sekcje o konklawe`)
};

export const insights_timeline_falls = /** @type {(inputs: Insights_Timeline_FallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liczba spada do limitu ${i?.limit} najpóźniej ${i?.monthEnd}.`)
};

export const insights_timeline_leaving = /** @type {(inputs: Insights_Timeline_LeavingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`W ciągu najbliższych ${i?.months} miesięcy 80 lat kończy ${i?.count} kardynał, więc na dzień ${i?.monthEnd} pozostanie ${i?.electors} elektorów, jeśli nikt nie zostanie kreowany i nikt nie umrze.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`W ciągu najbliższych ${i?.months} miesięcy 80 lat kończy ${i?.count} kardynałów, więc na dzień ${i?.monthEnd} pozostanie ${i?.electors} elektorów, jeśli nikt nie zostanie kreowany i nikt nie umrze.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`W ciągu najbliższych ${i?.months} miesięcy 80 lat kończy ${i?.count} kardynałów, więc na dzień ${i?.monthEnd} pozostanie ${i?.electors} elektorów, jeśli nikt nie zostanie kreowany i nikt nie umrze.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`W ciągu najbliższych ${i?.months} miesięcy 80 lat kończy ${i?.count} kardynała, więc na dzień ${i?.monthEnd} pozostanie ${i?.electors} elektorów, jeśli nikt nie zostanie kreowany i nikt nie umrze.`);
	return /** @type {LocalizedString} */ ("insights_timeline_leaving");
};

export const insights_timeline_stays_above = /** @type {(inputs: Insights_Timeline_Stays_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pozostaje powyżej limitu ${i?.limit}.`)
};

export const insights_timeline_today = /** @type {(inputs: Insights_Timeline_TodayInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dziś jest ${i?.count} elektor.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Dziś jest ${i?.count} elektorów.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Dziś jest ${i?.count} elektorów.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dziś jest ${i?.count} elektora.`);
	return /** @type {LocalizedString} */ ("insights_timeline_today");
};

export const insights_timeline_within = /** @type {(inputs: Insights_Timeline_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To mieści się w limicie ${i?.limit}.`)
};

export const insights_title = /** @type {(inputs: Insights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe w liczbach`)
};

export const insights_total = /** @type {(inputs: Insights_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Razem`)
};

export const insights_turning_heading = /** @type {(inputs: Insights_Turning_HeadingInputs) => LocalizedString} */ (i) => {const monthsPlural = registry.plural("pl", i?.months, {});
	if (monthsPlural === "one") return /** @type {LocalizedString} */ (`Kończą 80 lat: najbliższy ${i?.months} miesiąc`);
	if (monthsPlural === "few") return /** @type {LocalizedString} */ (`Kończą 80 lat: najbliższe ${i?.months} miesiące`);
	if (monthsPlural === "many") return /** @type {LocalizedString} */ (`Kończą 80 lat: najbliższe ${i?.months} miesięcy`);
	if (monthsPlural === "other") return /** @type {LocalizedString} */ (`Kończą 80 lat: najbliższe ${i?.months} miesiąca`);
	return /** @type {LocalizedString} */ ("insights_turning_heading");
};

export const insights_turning_lead = /** @type {(inputs: Insights_Turning_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miesiąc po miesiącu: kardynałowie, którzy kończą 80 lat i tracą prawo głosu, oraz elektorzy pozostający na koniec każdego miesiąca.`)
};

export const insights_vacancy_above = /** @type {(inputs: Insights_Vacancy_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To o ${i?.count} więcej niż limit ${i?.limit}; w 2025 roku kardynałowie uznali, że papież, który kreuje więcej elektorów, udziela dyspensy od limitu, więc każdy uprawniony kardynał zachował prawo głosu.`)
};

export const insights_vacancy_fewer = /** @type {(inputs: Insights_Vacancy_FewerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`O ${i?.count} mniej niż dziś, bo ukończy 80 lat.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`O ${i?.count} mniej niż dziś, bo ukończą 80 lat.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`O ${i?.count} mniej niż dziś, bo ukończą 80 lat.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`O ${i?.count} mniej niż dziś, bo ukończą 80 lat.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_fewer");
};

export const insights_vacancy_label = /** @type {(inputs: Insights_Vacancy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gdyby wakat Stolicy Apostolskiej nastąpił dnia`)
};

export const insights_vacancy_majority_label = /** @type {(inputs: Insights_Vacancy_Majority_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`głos do większości dwóch trzecich`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`głosy do większości dwóch trzecich`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`głosów do większości dwóch trzecich`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`głosu do większości dwóch trzecich`);
	return /** @type {LocalizedString} */ ("insights_vacancy_majority_label");
};

export const insights_vacancy_note = /** @type {(inputs: Insights_Vacancy_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Obliczono na podstawie listy kardynałów na dzień ${i?.date}: elektorami są kardynałowie, którzy przed dniem rozpoczęcia wakatu Stolicy Apostolskiej nie ukończyli 80 lat i nie zrzekli się praw kardynalskich. Nowi kardynałowie i zgony po dzisiejszym dniu nie są uwzględnione.`)
};

export const insights_vacancy_same = /** @type {(inputs: Insights_Vacancy_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ci sami elektorzy co dziś.`)
};

export const insights_vacancy_summary = /** @type {(inputs: Insights_Vacancy_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dnia ${i?.date} elektorem byłby ${i?.count} kardynał, a do większości dwóch trzecich potrzeba by głosów: ${i?.majority}.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Dnia ${i?.date} elektorami byłoby ${i?.count} kardynałów, a do większości dwóch trzecich potrzeba by głosów: ${i?.majority}.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Dnia ${i?.date} elektorami byłoby ${i?.count} kardynałów, a do większości dwóch trzecich potrzeba by głosów: ${i?.majority}.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dnia ${i?.date} elektorami byłoby ${i?.count} kardynała, a do większości dwóch trzecich potrzeba by głosów: ${i?.majority}.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_summary");
};

export const insights_vacancy_too_early = /** @type {(inputs: Insights_Vacancy_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wybierz dzisiejszą lub późniejszą datę: ta strona zna tylko dzisiejszy skład Kolegium.`)
};

export const insights_vacancy_within = /** @type {(inputs: Insights_Vacancy_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To mieści się w limicie ${i?.limit} elektorów.`)
};

export const insights_vacancy_would_vote = /** @type {(inputs: Insights_Vacancy_Would_VoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`kardynał by głosował`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`kardynałów by głosowało`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`kardynałów by głosowało`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`kardynała by głosowało`);
	return /** @type {LocalizedString} */ ("insights_vacancy_would_vote");
};

export const insights_view_profile = /** @type {(inputs: Insights_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobacz pełny profil`)
};

export const insights_view_profile_of = /** @type {(inputs: Insights_View_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`kardynała ${i?.name}`)
};

export const insights_who_would_vote = /** @type {(inputs: Insights_Who_Would_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kto by głosował?`)
};

export const insights_who_would_vote_lead = /** @type {(inputs: Insights_Who_Would_Vote_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie głosują, chyba że przed dniem rozpoczęcia wakatu Stolicy Apostolskiej ukończyli 80 lat (ten, kto kończy 80 lat właśnie tego dnia, nadal głosuje) albo zrzekli się praw kardynalskich. Wybierz dzień, aby zobaczyć grono elektorów i potrzebną większość.`)
};

export const insights_within = /** @type {(inputs: Insights_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`w limicie`)
};

export const insights_younger_heading = /** @type {(inputs: Insights_Younger_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Młodsi kardynałowie (poniżej 70 lat)`)
};

export const insights_younger_lead = /** @type {(inputs: Insights_Younger_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najmłodsi członkowie Kolegium według dzisiejszego wieku.`)
};

export const insights_youngest_label = /** @type {(inputs: Insights_Youngest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Najmłodsi kardynałowie`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Język`)
};

export const legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co Cardinalis przechowuje o odwiedzających (bardzo niewiele) i dlaczego.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Polityka prywatności`)
};

export const legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warunki korzystania z Cardinalis, niezależnego serwisu edukacyjnego.`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Warunki korzystania`)
};

export const live_about_1 = /** @type {(inputs: Live_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe to zamknięte zgromadzenie, na którym kardynałowie wybierają nowego papieża. Nazwa pochodzi od łacińskiego cum clave, „z kluczem”: elektorzy są odcięci od świata zewnętrznego, dopóki nie dokonają wyboru.`)
};

export const live_about_2 = /** @type {(inputs: Live_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosować mogą tylko kardynałowie, którzy nie ukończyli 80 lat przed rozpoczęciem wakatu Stolicy Apostolskiej. Zbierają się w Kaplicy Sykstyńskiej i przeprowadzają do czterech głosowań dziennie; kandydat potrzebuje co najmniej dwóch trzecich głosów.`)
};

export const live_about_3 = /** @type {(inputs: Live_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Po każdej sesji karty do głosowania są palone. Czarny dym z komina kaplicy oznacza, że nikt nie został wybrany; biały dym i dzwony Bazyliki św. Piotra oznaczają nowego papieża, którego ogłasza się z centralnego balkonu bazyliki słowami Habemus Papam.`)
};

export const live_about_4 = /** @type {(inputs: Live_About_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ostatnie konklawe, w maju 2025 roku, wybrało drugiego dnia kardynała Roberta Francisa Prevosta. Przyjął on imię Leon XIV.`)
};

export const live_about_heading = /** @type {(inputs: Live_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O konklawe`)
};

export const live_age_elector = /** @type {(inputs: Live_Age_ElectorInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("pl", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} rok, elektor`);
	if (agePlural === "few") return /** @type {LocalizedString} */ (`${i?.age} lata, elektor`);
	if (agePlural === "many") return /** @type {LocalizedString} */ (`${i?.age} lat, elektor`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} lat, elektor`);
	return /** @type {LocalizedString} */ ("live_age_elector");
};

export const live_age_not_elector = /** @type {(inputs: Live_Age_Not_ElectorInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("pl", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} rok, nie jest elektorem`);
	if (agePlural === "few") return /** @type {LocalizedString} */ (`${i?.age} lata, nie jest elektorem`);
	if (agePlural === "many") return /** @type {LocalizedString} */ (`${i?.age} lat, nie jest elektorem`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} lat, nie jest elektorem`);
	return /** @type {LocalizedString} */ ("live_age_not_elector");
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Powiadom mnie o białym dymie`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Włączone: powiadomię, gdy pojawi się biały dym`)
};

export const live_alert_white_body = /** @type {(inputs: Live_Alert_White_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biały dym nad Kaplicą Sykstyńską: wybrano papieża.`)
};

export const live_alert_white_title = /** @type {(inputs: Live_Alert_White_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biały dym`)
};

export const live_already_voted = /** @type {(inputs: Live_Already_VotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twój głos został już oddany`)
};

export const live_announcement = /** @type {(inputs: Live_AnnouncementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogłoszenie`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankieta i dalsza lektura`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Powrót do kardynałów`)
};

export const live_cardinals_failed = /** @type {(inputs: Live_Cardinals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać listy kardynałów.`)
};

export const live_cardinals_legend = /** @type {(inputs: Live_Cardinals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynałowie`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relacja z konklawe`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relacja z konklawe na żywo (wyciszona)`)
};

export const live_decoder_after = /** @type {(inputs: Live_Decoder_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`podpowie, o którego elektora chodzi.`)
};

export const live_decoder_before = /** @type {(inputs: Live_Decoder_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Słyszysz łacinę protodiakona?`)
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

export const live_loading_cardinals = /** @type {(inputs: Live_Loading_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie kardynałów...`)
};

export const live_loading_results = /** @type {(inputs: Live_Loading_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie wyników`)
};

export const live_loading_stream = /** @type {(inputs: Live_Loading_StreamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie transmisji...`)
};

export const live_meta_description = /** @type {(inputs: Live_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oglądaj na żywo plac Świętego Piotra i relacje z konklawe oraz oddaj głos w ankiecie o wyborze papieża.`)
};

export const live_meta_polls_description = /** @type {(inputs: Live_Meta_Polls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Żartobliwe ankiety o konklawe i papiestwie: jeden głos na osobę.`)
};

export const live_meta_title = /** @type {(inputs: Live_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na żywo: plac Świętego Piotra i konklawe`)
};

export const live_muted = /** @type {(inputs: Live_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wyciszone`)
};

export const live_no_match = /** @type {(inputs: Live_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Żaden kardynał nie pasuje do „${i?.term}”.`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teraz nie ma transmisji na żywo`)
};

export const live_no_stream_text = /** @type {(inputs: Live_No_Stream_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta strona pokazuje wideo na żywo, gdy jest coś do obejrzenia: plac św. Piotra i relację z konklawe w czasie sede vacante oraz inne wielkie chwile pontyfikatu. Transmisje wybiera administrator serwisu; gdy któraś się zaczyna, jest odtwarzana tutaj, a nad nią komunikaty serwisu. Do tego czasu ankieta obok i strony podlinkowane poniżej wyjaśniają, jak zostanie wybrany następny papież.`)
};

export const live_no_votes = /** @type {(inputs: Live_No_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie ma jeszcze głosów`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Komunikat serwisu`)
};

export const live_office_camerlengo = /** @type {(inputs: Live_Office_CamerlengoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kamerling Świętego Kościoła Rzymskiego`)
};

export const live_office_dean = /** @type {(inputs: Live_Office_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dziekan Kolegium Kardynalskiego`)
};

export const live_office_major_penitentiary = /** @type {(inputs: Live_Office_Major_PenitentiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penitencjarz Większy`)
};

export const live_office_protodeacon = /** @type {(inputs: Live_Office_ProtodeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynał protodiakon (pierwszy z kardynałów diakonów)`)
};

export const live_office_protopriest = /** @type {(inputs: Live_Office_ProtopriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kardynał protoprezbiter (pierwszy z kardynałów prezbiterów)`)
};

export const live_office_vacant = /** @type {(inputs: Live_Office_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Urząd nieobsadzony: osoba go sprawująca zmarła.`)
};

export const live_office_vice_dean = /** @type {(inputs: Live_Office_Vice_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wicedziekan Kolegium Kardynalskiego`)
};

export const live_offices_dates = /** @type {(inputs: Live_Offices_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wiek na dzień ${i?.date}; osoby sprawujące urzędy sprawdzono ${i?.asOf}.`)
};

export const live_offices_heading = /** @type {(inputs: Live_Offices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kto co robi w czasie sede vacante`)
};

export const live_offices_in_english = /** @type {(inputs: Live_Offices_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opisy urzędów i przytoczone zasady są po angielsku.`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankieta o wyborze papieża`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeden typ na osobę. Tylko dla zabawy: decydują kardynałowie.`)
};

export const live_poll_needs_js = /** @type {(inputs: Live_Poll_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosowanie w tej ankiecie wymaga JavaScriptu, który jest wyłączony w tej przeglądarce. Resztę strony można czytać bez niego.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wyniki`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosuj`)
};

export const live_polls_already = /** @type {(inputs: Live_Polls_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twój głos w tej ankiecie został już oddany.`)
};

export const live_polls_back = /** @type {(inputs: Live_Polls_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Powrót do relacji na żywo`)
};

export const live_polls_eyebrow = /** @type {(inputs: Live_Polls_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z przymrużeniem oka`)
};

export const live_polls_failed = /** @type {(inputs: Live_Polls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać ankiet. Spróbuj ponownie później.`)
};

export const live_polls_intro = /** @type {(inputs: Live_Polls_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lekkie pytania na czas, gdy świat czeka na biały dym. Jeden głos na ankietę; wyniki pojawią się po oddaniu głosu.`)
};

export const live_polls_loading = /** @type {(inputs: Live_Polls_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wczytywanie ankiet...`)
};

export const live_polls_needs_js = /** @type {(inputs: Live_Polls_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosowanie w ankietach wymaga JavaScriptu, który jest wyłączony w tej przeglądarce. Resztę strony można czytać bez niego.`)
};

export const live_polls_none = /** @type {(inputs: Live_Polls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obecnie nie ma żadnych ankiet.`)
};

export const live_polls_so_far = /** @type {(inputs: Live_Polls_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Dotychczas ${i?.count} głos.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`Dotychczas ${i?.count} głosy.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`Dotychczas ${i?.count} głosów.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Dotychczas ${i?.count} głosu.`);
	return /** @type {LocalizedString} */ ("live_polls_so_far");
};

export const live_polls_title = /** @type {(inputs: Live_Polls_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ankiety dla zabawy`)
};

export const live_polls_voting = /** @type {(inputs: Live_Polls_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Głosowanie...`)
};

export const live_polls_your_vote = /** @type {(inputs: Live_Polls_Your_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twój głos`)
};

export const live_presides_conclave = /** @type {(inputs: Live_Presides_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przewodniczy konklawe`)
};

export const live_presides_congregations = /** @type {(inputs: Live_Presides_CongregationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Przewodniczy kongregacjom generalnym kardynałów`)
};

export const live_presides_unknown = /** @type {(inputs: Live_Presides_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pierwszy w porządku pierwszeństwa kardynał elektor; dane serwisu nie wskazują go na ten dzień.`)
};

export const live_ranked_results = /** @type {(inputs: Live_Ranked_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ranking wyników`)
};

export const live_reason_dean = /** @type {(inputs: Live_Reason_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dziekan jest elektorem, więc przewodniczy.`)
};

export const live_reason_dean_age = /** @type {(inputs: Live_Reason_Dean_AgeInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("pl", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`dziekan ma ${i?.age} rok`);
	if (agePlural === "few") return /** @type {LocalizedString} */ (`dziekan ma ${i?.age} lata`);
	if (agePlural === "many") return /** @type {LocalizedString} */ (`dziekan ma ${i?.age} lat`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`dziekan ma ${i?.age} lat`);
	return /** @type {LocalizedString} */ ("live_reason_dean_age");
};

export const live_reason_senior = /** @type {(inputs: Live_Reason_SeniorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ani dziekan, ani wicedziekan nie są elektorami (${i?.ages}), więc przewodniczy pierwszy w porządku pierwszeństwa elektor.`)
};

export const live_reason_senior_plain = /** @type {(inputs: Live_Reason_Senior_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ani dziekan, ani wicedziekan nie są elektorami, więc przewodniczy pierwszy w porządku pierwszeństwa elektor.`)
};

export const live_reason_vice_dean = /** @type {(inputs: Live_Reason_Vice_DeanInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("pl", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`Dziekan ma ${i?.age} rok i nie jest elektorem; wicedziekan jest elektorem, więc przewodniczy.`);
	if (agePlural === "few") return /** @type {LocalizedString} */ (`Dziekan ma ${i?.age} lata i nie jest elektorem; wicedziekan jest elektorem, więc przewodniczy.`);
	if (agePlural === "many") return /** @type {LocalizedString} */ (`Dziekan ma ${i?.age} lat i nie jest elektorem; wicedziekan jest elektorem, więc przewodniczy.`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`Dziekan ma ${i?.age} lat i nie jest elektorem; wicedziekan jest elektorem, więc przewodniczy.`);
	return /** @type {LocalizedString} */ ("live_reason_vice_dean");
};

export const live_reason_vice_dean_age = /** @type {(inputs: Live_Reason_Vice_Dean_AgeInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("pl", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`wicedziekan ma ${i?.age} rok`);
	if (agePlural === "few") return /** @type {LocalizedString} */ (`wicedziekan ma ${i?.age} lata`);
	if (agePlural === "many") return /** @type {LocalizedString} */ (`wicedziekan ma ${i?.age} lat`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`wicedziekan ma ${i?.age} lat`);
	return /** @type {LocalizedString} */ ("live_reason_vice_dean_age");
};

export const live_reason_vice_dean_no_dean = /** @type {(inputs: Live_Reason_Vice_Dean_No_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dziekan nie żyje; wicedziekan jest elektorem, więc przewodniczy.`)
};

export const live_results_failed = /** @type {(inputs: Live_Results_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się wczytać wyników. Za chwilę nastąpi kolejna próba.`)
};

export const live_search_cardinals = /** @type {(inputs: Live_Search_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Szukaj kardynałów`)
};

export const live_search_placeholder = /** @type {(inputs: Live_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wpisz imię lub nazwisko...`)
};

export const live_see_results = /** @type {(inputs: Live_See_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobacz wyniki`)
};

export const live_select_cardinal = /** @type {(inputs: Live_Select_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wybierz kardynała`)
};

export const live_selected = /** @type {(inputs: Live_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wybrano:`)
};

export const live_share_of_votes = /** @type {(inputs: Live_Share_Of_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.share} głosów`)
};

export const live_since = /** @type {(inputs: Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`od ${i?.date}`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plac św. Piotra`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transmisja na żywo z placu św. Piotra`)
};

export const live_stream_unavailable = /** @type {(inputs: Live_Stream_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nie udało się połączyć z tą transmisją`)
};

export const live_stream_unavailable_text = /** @type {(inputs: Live_Stream_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Połączenie z serwisem zostało przerwane podczas wczytywania transmisji.`)
};

export const live_stream_unset = /** @type {(inputs: Live_Stream_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obecnie nic tu nie jest transmitowane`)
};

export const live_stream_unset_text = /** @type {(inputs: Live_Stream_Unset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gdy rozpocznie się transmisja z tego miejsca, pojawi się tutaj.`)
};

export const live_submit_vote = /** @type {(inputs: Live_Submit_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oddaj głos`)
};

export const live_submitting = /** @type {(inputs: Live_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wysyłanie...`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weź udział w ankietach`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konklawe na żywo`)
};

export const live_total_votes = /** @type {(inputs: Live_Total_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Łącznie głosów:`)
};

export const live_try_again = /** @type {(inputs: Live_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spróbuj ponownie`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wypróbuj nasze żartobliwe ankiety.`)
};

export const live_vote_question = /** @type {(inputs: Live_Vote_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kto Twoim zdaniem zostanie następnym papieżem? Wybierz jednego kardynała.`)
};

export const live_votes = /** @type {(inputs: Live_VotesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pl", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} głos`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} głosy`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} głosów`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} głosu`);
	return /** @type {LocalizedString} */ ("live_votes");
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Czekasz na biały dym?`)
};

export const live_with_sound = /** @type {(inputs: Live_With_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z dźwiękiem`)
};

export const live_your_prediction = /** @type {(inputs: Live_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Twój typ:`)
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

export const not_found_description = /** @type {(inputs: Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ta strona nie istnieje w serwisie Cardinalis.`)
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

export const pope_pontificate_ended = /** @type {(inputs: Pope_Pontificate_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pontyfikat Leona XIV zakończył się ${i?.date}. Ta strona opisuje go takim, jakim był w czasie pontyfikatu.`)
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

export const teaching_dialogue_tips = /** @type {(inputs: Teaching_Dialogue_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wskazówki do dialogu`)
};

export const teaching_eyebrow = /** @type {(inputs: Teaching_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nauczanie`)
};

export const teaching_further_reading = /** @type {(inputs: Teaching_Further_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do dalszej lektury`)
};

export const teaching_meta_description = /** @type {(inputs: Teaching_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jak Kościół katolicki rozumie papiestwo: Pismo Święte, historia, nieomylność i uczciwe odpowiedzi na częste zarzuty.`)
};

export const teaching_meta_title = /** @type {(inputs: Teaching_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dlaczego papież?`)
};

export const teaching_next_body = /** @type {(inputs: Teaching_Next_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobacz, kto wybierze następnego papieża i jak dziś wygląda Kolegium Kardynalskie.`)
};

export const teaching_next_link = /** @type {(inputs: Teaching_Next_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zobacz konklawe w liczbach`)
};

export const teaching_next_title = /** @type {(inputs: Teaching_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Od nauczania do dziś.`)
};

export const teaching_reading_historical = /** @type {(inputs: Teaching_Reading_HistoricalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Historia`)
};

export const teaching_reading_scriptural = /** @type {(inputs: Teaching_Reading_ScripturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pismo Święte`)
};

export const teaching_reading_theological = /** @type {(inputs: Teaching_Reading_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teologia`)
};

export const teaching_topics_label = /** @type {(inputs: Teaching_Topics_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tematy: „Dlaczego papież?”`)
};