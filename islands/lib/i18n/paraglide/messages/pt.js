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
	return /** @type {LocalizedString} */ (`Aceita`)
};

export const apidocs_answer = /** @type {(inputs: Apidocs_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resposta: ${i?.status} · ${i?.type}`)
};

export const apidocs_answers = /** @type {(inputs: Apidocs_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respostas`)
};

export const apidocs_any = /** @type {(inputs: Apidocs_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`qualquer`)
};

export const apidocs_asking = /** @type {(inputs: Apidocs_AskingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A consultar a API…`)
};

export const apidocs_at_most = /** @type {(inputs: Apidocs_At_MostInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`no máximo ${i?.count} carácter`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`no máximo ${i?.count} caracteres`);
	return /** @type {LocalizedString} */ ("apidocs_at_most");
};

export const apidocs_citation = /** @type {(inputs: Apidocs_CitationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardinalis, lista do Colégio dos Cardeais, versão N, dados de ${i?.date}`)
};

export const apidocs_cite = /** @type {(inputs: Apidocs_CiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cite a versão e a data da lista que acompanham cada transferência (os cabeçalhos ${i?.versionHeader} e ${i?.dateHeader}, ou ${i?.versionField} e ${i?.dateField} no JSON), por exemplo:`)
};

export const apidocs_cors = /** @type {(inputs: Apidocs_CorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As leituras públicas respondem a qualquer site (${i?.header}).`)
};

export const apidocs_csv = /** @type {(inputs: Apidocs_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os membros do Colégio dos Cardeais e o papa, uma linha cada, para folhas de cálculo (UTF-8, RFC 4180).`)
};

export const apidocs_date_param = /** @type {(inputs: Apidocs_Date_ParamInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acrescente ${i?.param} ao endereço CSV ou JSON para obter o Colégio dos Cardeais de outro dia, com as idades e a condição de eleitor desse dia. A lista pode responder a partir do dia em que os seus dados foram compilados (${i?.completeFrom} na transferência); um dia anterior é recusado, porque a lista não contém os cardeais falecidos ou saídos antes dessa data.`)
};

export const apidocs_default = /** @type {(inputs: Apidocs_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`predefinição ${i?.value}`)
};

export const apidocs_doc_error = /** @type {(inputs: Apidocs_Doc_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar a descrição da API: ${i?.error}`)
};

export const apidocs_downloads = /** @type {(inputs: Apidocs_DownloadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transferências`)
};

export const apidocs_endpoints = /** @type {(inputs: Apidocs_EndpointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endpoints`)
};

export const apidocs_failed = /** @type {(inputs: Apidocs_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O pedido falhou: ${i?.error}`)
};

export const apidocs_ics = /** @type {(inputs: Apidocs_IcsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um calendário dos 80.º aniversários dos cardeais eleitores nos próximos 24 meses, para subscrever.`)
};

export const apidocs_intro = /** @type {(inputs: Apidocs_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tudo o que está no diretório pode ser reutilizado: descarregue a lista completa, subscreva o calendário ou consulte a API a partir do seu site ou script. Não é precisa nenhuma chave. A API está descrita no formato padrão OpenAPI em ${i?.link}.`)
};

export const apidocs_json = /** @type {(inputs: Apidocs_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As mesmas linhas em JSON, com a versão da lista e a data da sua última alteração.`)
};

export const apidocs_loading = /** @type {(inputs: Apidocs_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar a descrição da API...`)
};

export const apidocs_meta_description = /** @type {(inputs: Apidocs_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descarregue a lista do Colégio dos Cardeais em CSV ou JSON, subscreva um calendário de quem faz 80 anos ou consulte a API documentada.`)
};

export const apidocs_more_lines = /** @type {(inputs: Apidocs_More_LinesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`… mais ${i?.count} linha`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`… mais ${i?.count} linhas`);
	return /** @type {LocalizedString} */ ("apidocs_more_lines");
};

export const apidocs_no_limit = /** @type {(inputs: Apidocs_No_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este site não fixa nenhum limite de leituras por endereço.`)
};

export const apidocs_one_of = /** @type {(inputs: Apidocs_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`um de ${i?.values}`)
};

export const apidocs_own_pages = /** @type {(inputs: Apidocs_Own_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os votos e as definições do responsável do site são só para as páginas deste site.`)
};

export const apidocs_parameter = /** @type {(inputs: Apidocs_ParameterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parâmetro`)
};

export const apidocs_parameters_of = /** @type {(inputs: Apidocs_Parameters_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parâmetros de ${i?.path}`)
};

export const apidocs_rate_limit = /** @type {(inputs: Apidocs_Rate_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada endereço pode fazer ${i?.requests} pedidos a cada ${i?.seconds} segundos; acima disso a resposta é 429 com um cabeçalho Retry-After que indica quanto tempo esperar.`)
};

export const apidocs_show_live = /** @type {(inputs: Apidocs_Show_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver a resposta em direto`)
};

export const apidocs_terms = /** @type {(inputs: Apidocs_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Licença, citação e limites`)
};

export const apidocs_title = /** @type {(inputs: Apidocs_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados abertos e API`)
};

export const cardinal_age = /** @type {(inputs: Cardinal_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idade`)
};

export const cardinal_age_elector = /** @type {(inputs: Cardinal_Age_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(eleitor)`)
};

export const cardinal_age_years = /** @type {(inputs: Cardinal_Age_YearsInputs) => LocalizedString} */ (i) => {const yearsPlural = registry.plural("pt", i?.years, {});
	if (yearsPlural === "one") return /** @type {LocalizedString} */ (`${i?.years} ano`);
	if (yearsPlural === "other") return /** @type {LocalizedString} */ (`${i?.years} anos`);
	return /** @type {LocalizedString} */ ("cardinal_age_years");
};

export const cardinal_based_on = /** @type {(inputs: Cardinal_Based_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com base em:`)
};

export const cardinal_basic_information = /** @type {(inputs: Cardinal_Basic_InformationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informação básica`)
};

export const cardinal_bio_empty = /** @type {(inputs: Cardinal_Bio_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há biografia detalhada deste cardeal.`)
};

export const cardinal_bio_heading = /** @type {(inputs: Cardinal_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumo biográfico`)
};

export const cardinal_birth_date = /** @type {(inputs: Cardinal_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de nascimento`)
};

export const cardinal_birth_place = /** @type {(inputs: Cardinal_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local de nascimento`)
};

export const cardinal_close = /** @type {(inputs: Cardinal_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar`)
};

export const cardinal_conclaves = /** @type {(inputs: Cardinal_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclaves`)
};

export const cardinal_conclaves_none = /** @type {(inputs: Cardinal_Conclaves_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não participou em nenhum conclave`)
};

export const cardinal_conclaves_took_part = /** @type {(inputs: Cardinal_Conclaves_Took_PartInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Participou no conclave de ${i?.years}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Participou nos conclaves de ${i?.years}`);
	return /** @type {LocalizedString} */ ("cardinal_conclaves_took_part");
};

export const cardinal_context = /** @type {(inputs: Cardinal_ContextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contexto:`)
};

export const cardinal_country = /** @type {(inputs: Cardinal_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const cardinal_created = /** @type {(inputs: Cardinal_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado cardeal`)
};

export const cardinal_created_by = /** @type {(inputs: Cardinal_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado por`)
};

export const cardinal_deceased = /** @type {(inputs: Cardinal_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(falecido)`)
};

export const cardinal_did_not_take_part = /** @type {(inputs: Cardinal_Did_Not_Take_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Não participou no conclave de ${i?.year}:`)
};

export const cardinal_did_you_mean = /** @type {(inputs: Cardinal_Did_You_MeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quis dizer:`)
};

export const cardinal_died = /** @type {(inputs: Cardinal_DiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falecido`)
};

export const cardinal_died_value = /** @type {(inputs: Cardinal_Died_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† ${i?.date} (aos ${i?.age} anos)`)
};

export const cardinal_habemus_decoder = /** @type {(inputs: Cardinal_Habemus_DecoderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descodificador do Habemus Papam`)
};

export const cardinal_head_born = /** @type {(inputs: Cardinal_Head_BornInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nascido a ${i?.date}`)
};

export const cardinal_head_born_in = /** @type {(inputs: Cardinal_Head_Born_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nascido a ${i?.date} em ${i?.place}`)
};

export const cardinal_head_country = /** @type {(inputs: Cardinal_Head_CountryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`País: ${i?.country}.`)
};

export const cardinal_head_died = /** @type {(inputs: Cardinal_Head_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`falecido a ${i?.date}`)
};

export const cardinal_head_tail = /** @type {(inputs: Cardinal_Head_TailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia, opiniões e fontes.`)
};

export const cardinal_in_college = /** @type {(inputs: Cardinal_In_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Colégio`)
};

export const cardinal_jsonld_church = /** @type {(inputs: Cardinal_Jsonld_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Igreja Católica`)
};

export const cardinal_jsonld_college = /** @type {(inputs: Cardinal_Jsonld_CollegeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colégio dos Cardeais`)
};

export const cardinal_jsonld_renounced = /** @type {(inputs: Cardinal_Jsonld_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardeal que renunciou aos direitos do cardinalato em ${i?.date}: continua a ser membro do Colégio dos Cardeais, mas não é eleitor.`)
};

export const cardinal_last_office = /** @type {(inputs: Cardinal_Last_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Último cargo: ${i?.office}`)
};

export const cardinal_latin_kept = /** @type {(inputs: Cardinal_Latin_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names} mantidos tal como se escrevem`)
};

export const cardinal_latin_lead = /** @type {(inputs: Cardinal_Latin_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se fosse eleito, seria anunciado como `)
};

export const cardinal_latin_names = /** @type {(inputs: Cardinal_Latin_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomes próprios em latim`)
};

export const cardinal_latin_pope_lead = /** @type {(inputs: Cardinal_Latin_Pope_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Na forma do anúncio: `)
};

export const cardinal_load_error = /** @type {(inputs: Cardinal_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar este cardeal. Tente novamente mais tarde.`)
};

export const cardinal_loading = /** @type {(inputs: Cardinal_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar a informação do cardeal...`)
};

export const cardinal_motto = /** @type {(inputs: Cardinal_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lema`)
};

export const cardinal_of_the_church = /** @type {(inputs: Cardinal_Of_The_ChurchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeal da Igreja Católica`)
};

export const cardinal_office_since = /** @type {(inputs: Cardinal_Office_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.office}, desde ${i?.date}`)
};

export const cardinal_panel_not_found = /** @type {(inputs: Cardinal_Panel_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeal não encontrado`)
};

export const cardinal_panel_not_listed = /** @type {(inputs: Cardinal_Panel_Not_ListedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum cardeal consta como “${i?.slug}”. A ligação pode estar mal escrita ou desatualizada: feche este painel e procure o nome no diretório.`)
};

export const cardinal_portrait_of = /** @type {(inputs: Cardinal_Portrait_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retrato de ${i?.name}`)
};

export const cardinal_profile_sections = /** @type {(inputs: Cardinal_Profile_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secções do perfil`)
};

export const cardinal_quotes_empty = /** @type {(inputs: Cardinal_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há citações nem declarações notáveis deste cardeal.`)
};

export const cardinal_quotes_heading = /** @type {(inputs: Cardinal_Quotes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citações notáveis`)
};

export const cardinal_rank = /** @type {(inputs: Cardinal_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordem`)
};

export const cardinal_rank_bishop = /** @type {(inputs: Cardinal_Rank_BishopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeal-bispo`)
};

export const cardinal_rank_deacon = /** @type {(inputs: Cardinal_Rank_DeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeal-diácono`)
};

export const cardinal_rank_priest = /** @type {(inputs: Cardinal_Rank_PriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeal-presbítero`)
};

export const cardinal_rating_out_of = /** @type {(inputs: Cardinal_Rating_Out_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.value} de 5`)
};

export const cardinal_ratings_empty = /** @type {(inputs: Cardinal_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há avaliações deste cardeal.`)
};

export const cardinal_ratings_heading = /** @type {(inputs: Cardinal_Ratings_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações teológicas e administrativas`)
};

export const cardinal_ratings_intro = /** @type {(inputs: Cardinal_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas avaliações analisam declarações públicas, ações e escritos numa escala de 1 a 5. São juízos editoriais; cada uma indica em que se baseia.`)
};

export const cardinal_ratings_method = /** @type {(inputs: Cardinal_Ratings_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como são feitas as avaliações`)
};

export const cardinal_renounced = /** @type {(inputs: Cardinal_RenouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renunciou aos direitos do cardinalato`)
};

export const cardinal_renounced_value = /** @type {(inputs: Cardinal_Renounced_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}: continua cardeal, não eleitor`)
};

export const cardinal_route_not_found = /** @type {(inputs: Cardinal_Route_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeal não encontrado`)
};

export const cardinal_route_not_listed = /** @type {(inputs: Cardinal_Route_Not_ListedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum cardeal consta neste endereço.`)
};

export const cardinal_search_for = /** @type {(inputs: Cardinal_Search_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Procurar “${i?.term}” no diretório`)
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
	return /** @type {LocalizedString} */ (`Não há fontes nem referências deste cardeal.`)
};

export const cardinal_sources_heading = /** @type {(inputs: Cardinal_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fontes e referências`)
};

export const cardinal_suggest = /** @type {(inputs: Cardinal_SuggestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sugerir uma correção`)
};

export const cardinal_suggest_cancel = /** @type {(inputs: Cardinal_Suggest_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelar`)
};

export const cardinal_suggest_dates = /** @type {(inputs: Cardinal_Suggest_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Datas no formato AAAA-MM-DD (YYYY-MM-DD).`)
};

export const cardinal_suggest_email = /** @type {(inputs: Cardinal_Suggest_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu e-mail (opcional)`)
};

export const cardinal_suggest_failed = /** @type {(inputs: Cardinal_Suggest_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar a correção. Tente novamente mais tarde.`)
};

export const cardinal_suggest_field = /** @type {(inputs: Cardinal_Suggest_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Que dado`)
};

export const cardinal_suggest_need_both = /** @type {(inputs: Cardinal_Suggest_Need_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para enviar, indique o valor correto e uma fonte.`)
};

export const cardinal_suggest_need_source = /** @type {(inputs: Cardinal_Suggest_Need_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para enviar, indique uma fonte (um endereço https).`)
};

export const cardinal_suggest_need_value = /** @type {(inputs: Cardinal_Suggest_Need_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para enviar, indique o valor correto.`)
};

export const cardinal_suggest_send = /** @type {(inputs: Cardinal_Suggest_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar a correção`)
};

export const cardinal_suggest_sending = /** @type {(inputs: Cardinal_Suggest_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A enviar...`)
};

export const cardinal_suggest_source = /** @type {(inputs: Cardinal_Suggest_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte (https://…)`)
};

export const cardinal_suggest_thanks = /** @type {(inputs: Cardinal_Suggest_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado. A sua correção foi enviada; o responsável analisa cada sugestão e as aceites aparecem no registo público de alterações.`)
};

export const cardinal_suggest_title = /** @type {(inputs: Cardinal_Suggest_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sugerir uma correção para ${i?.name}`)
};

export const cardinal_suggest_value = /** @type {(inputs: Cardinal_Suggest_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor correto`)
};

export const cardinal_tab_biography = /** @type {(inputs: Cardinal_Tab_BiographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia`)
};

export const cardinal_tab_quotes = /** @type {(inputs: Cardinal_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citações`)
};

export const cardinal_tab_ratings = /** @type {(inputs: Cardinal_Tab_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações`)
};

export const cardinal_tab_sources = /** @type {(inputs: Cardinal_Tab_SourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fontes`)
};

export const cardinal_tab_views = /** @type {(inputs: Cardinal_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opiniões`)
};

export const cardinal_title = /** @type {(inputs: Cardinal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

export const cardinal_unavailable = /** @type {(inputs: Cardinal_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informação do cardeal indisponível`)
};

export const cardinal_views_empty = /** @type {(inputs: Cardinal_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há opiniões nem posições detalhadas deste cardeal.`)
};

export const cardinal_views_heading = /** @type {(inputs: Cardinal_Views_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opiniões e posições`)
};

export const changes_atom_feed = /** @type {(inputs: Changes_Atom_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feed Atom`)
};

export const changes_changed_to = /** @type {(inputs: Changes_Changed_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`alterado para`)
};

export const changes_data_as_of = /** @type {(inputs: Changes_Data_As_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados de`)
};

export const changes_empty = /** @type {(inputs: Changes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi feita nenhuma alteração desde que o conteúdo foi compilado.`)
};

export const changes_error = /** @type {(inputs: Changes_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o registo de alterações. Tente novamente mais tarde.`)
};

export const changes_field_birth_date = /** @type {(inputs: Changes_Field_Birth_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de nascimento`)
};

export const changes_field_birth_place = /** @type {(inputs: Changes_Field_Birth_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local de nascimento`)
};

export const changes_field_created_by = /** @type {(inputs: Changes_Field_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado por`)
};

export const changes_field_created_cardinal = /** @type {(inputs: Changes_Field_Created_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado cardeal`)
};

export const changes_field_current_position = /** @type {(inputs: Changes_Field_Current_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

export const changes_field_death_date = /** @type {(inputs: Changes_Field_Death_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de falecimento`)
};

export const changes_field_episcopal_consecration = /** @type {(inputs: Changes_Field_Episcopal_ConsecrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenação episcopal`)
};

export const changes_field_full_name = /** @type {(inputs: Changes_Field_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome completo`)
};

export const changes_field_given_names = /** @type {(inputs: Changes_Field_Given_NamesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nomes próprios`)
};

export const changes_field_last_name = /** @type {(inputs: Changes_Field_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apelido`)
};

export const changes_field_name_with_order = /** @type {(inputs: Changes_Field_Name_With_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome com a ordem`)
};

export const changes_field_nationality = /** @type {(inputs: Changes_Field_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const changes_field_official_biography_url = /** @type {(inputs: Changes_Field_Official_Biography_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biografia da Sala de Imprensa`)
};

export const changes_field_priest_ordination = /** @type {(inputs: Changes_Field_Priest_OrdinationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenação sacerdotal`)
};

export const changes_field_rank = /** @type {(inputs: Changes_Field_RankInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordem cardinalícia`)
};

export const changes_field_region = /** @type {(inputs: Changes_Field_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Região`)
};

export const changes_field_religious_order = /** @type {(inputs: Changes_Field_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordem religiosa`)
};

export const changes_field_renunciation_date = /** @type {(inputs: Changes_Field_Renunciation_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renúncia aos direitos do cardinalato`)
};

export const changes_field_wikidata_id = /** @type {(inputs: Changes_Field_Wikidata_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item do Wikidata`)
};

export const changes_from_correction = /** @type {(inputs: Changes_From_CorrectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Por correção de um leitor`)
};

export const changes_intro = /** @type {(inputs: Changes_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada alteração feita aos dados do diretório desde que o seu conteúdo foi compilado: quem, que dado, o valor antigo e o novo, e a fonte. Os leitores podem sugerir correções na página de qualquer cardeal; as que o responsável do site aceita estão assinaladas.`)
};

export const changes_list_label = /** @type {(inputs: Changes_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações, da mais recente para a mais antiga`)
};

export const changes_loading = /** @type {(inputs: Changes_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar as alterações...`)
};

export const changes_meta_description = /** @type {(inputs: Changes_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada alteração aos dados do diretório de cardeais desde que o seu conteúdo foi compilado, com os valores antigos e novos e as fontes.`)
};

export const changes_newer = /** @type {(inputs: Changes_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais recentes`)
};

export const changes_older = /** @type {(inputs: Changes_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais antigas`)
};

export const changes_page_of = /** @type {(inputs: Changes_Page_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Página ${i?.page} de ${i?.pages}`)
};

export const changes_pages_label = /** @type {(inputs: Changes_Pages_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de alterações`)
};

export const changes_source = /** @type {(inputs: Changes_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte:`)
};

export const changes_title = /** @type {(inputs: Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações à lista`)
};

export const conclave_announced_at = /** @type {(inputs: Conclave_Announced_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anunciado a ${i?.date} às ${i?.time} (hora de Roma)`)
};

export const conclave_ballot_banner = /** @type {(inputs: Conclave_Ballot_BannerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave, dia ${i?.day} · escrutínio ${i?.n}: ${i?.smoke} às ${i?.time}`)
};

export const conclave_ballot_line = /** @type {(inputs: Conclave_Ballot_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Escrutínio ${i?.n}: ${i?.smoke} às ${i?.time}`)
};

export const conclave_begins_at = /** @type {(inputs: Conclave_Begins_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O conclave começa a ${i?.date} às ${i?.time} (hora de Roma)`)
};

export const conclave_black_smoke = /** @type {(inputs: Conclave_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumo negro`)
};

export const conclave_day = /** @type {(inputs: Conclave_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dia ${i?.day} · ${i?.date}`)
};

export const conclave_elected = /** @type {(inputs: Conclave_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleito`)
};

export const conclave_electors = /** @type {(inputs: Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores`)
};

export const conclave_electors_note = /** @type {(inputs: Conclave_Electors_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cardeais com menos de 80 anos em ${i?.date}, dia em que começou a sé vacante (Universi Dominici Gregis 33).`)
};

export const conclave_electors_word = /** @type {(inputs: Conclave_Electors_WordInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`eleitor;`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`eleitores;`);
	return /** @type {LocalizedString} */ ("conclave_electors_word");
};

export const conclave_follow_live = /** @type {(inputs: Conclave_Follow_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acompanhar em direto`)
};

export const conclave_habemus_announced_by = /** @type {(inputs: Conclave_Habemus_Announced_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.year}: ${i?.elected}, anunciado por ${i?.protodeacon}`)
};

export const conclave_habemus_checked = /** @type {(inputs: Conclave_Habemus_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Formas latinas verificadas a ${i?.date}.`)
};

export const conclave_habemus_count = /** @type {(inputs: Conclave_Habemus_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} eleitor a ${i?.date}, por apelido`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} eleitores a ${i?.date}, por apelido`);
	return /** @type {LocalizedString} */ ("conclave_habemus_count");
};

export const conclave_habemus_eyebrow = /** @type {(inputs: Conclave_Habemus_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave`)
};

export const conclave_habemus_failed = /** @type {(inputs: Conclave_Habemus_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar a lista de eleitores. Tente novamente mais tarde.`)
};

export const conclave_habemus_how_heading = /** @type {(inputs: Conclave_Habemus_How_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como é anunciado o nome`)
};

export const conclave_habemus_how_text = /** @type {(inputs: Conclave_Habemus_How_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Da varanda central de São Pedro, o cardeal protodiácono anuncia o eleito pelos seus nomes próprios em latim, no caso acusativo, depois ${i?.formula} e o apelido, sem alteração, e a seguir o nome que adotou como papa: ${i?.example} seria Pietro Parolin.`)
};

export const conclave_habemus_intro = /** @type {(inputs: Conclave_Habemus_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouviu um nome em latim da varanda? Escreva parte dele, ou do apelido, para ver de que eleitor se trata.`)
};

export const conclave_habemus_kept = /** @type {(inputs: Conclave_Habemus_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.names}: mantido tal como se escreve, sem forma latina estabelecida`)
};

export const conclave_habemus_label = /** @type {(inputs: Conclave_Habemus_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome próprio em latim ou apelido`)
};

export const conclave_habemus_last_three = /** @type {(inputs: Conclave_Habemus_Last_ThreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os três últimos anúncios`)
};

export const conclave_habemus_list_heading = /** @type {(inputs: Conclave_Habemus_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os eleitores tal como seriam anunciados`)
};

export const conclave_habemus_loading = /** @type {(inputs: Conclave_Habemus_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar os eleitores...`)
};

export const conclave_habemus_matches = /** @type {(inputs: Conclave_Habemus_MatchesInputs) => LocalizedString} */ (i) => {const matchesPlural = registry.plural("pt", i?.matches, {});
	if (matchesPlural === "one") return /** @type {LocalizedString} */ (`${i?.matches} de ${i?.total} eleitores corresponde a «${i?.query}»`);
	if (matchesPlural === "other") return /** @type {LocalizedString} */ (`${i?.matches} de ${i?.total} eleitores correspondem a «${i?.query}»`);
	return /** @type {LocalizedString} */ ("conclave_habemus_matches");
};

export const conclave_habemus_none = /** @type {(inputs: Conclave_Habemus_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum eleitor tem nomes próprios ou apelido que o contenham. Experimente menos letras, ou o apelido.`)
};

export const conclave_habemus_papam_line = /** @type {(inputs: Conclave_Habemus_Papam_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam:`)
};

export const conclave_habemus_placeholder = /** @type {(inputs: Conclave_Habemus_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex., Petrum, Ioannem, Parolin`)
};

export const conclave_habemus_rule = /** @type {(inputs: Conclave_Habemus_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O protodiácono anuncia o eleito pelos seus nomes próprios em latim, no caso acusativo, depois 'Sanctae Romanae Ecclesiae Cardinalem' e o apelido sem alteração, e a seguir o nome que adotou como papa. Um nome próprio com uma forma latina estabelecida, a que o Martirológio Romano e os documentos latinos da Igreja dão ao santo desse nome (Petrus, Ioannes, Iosephus, Franciscus, Georgius, Marius, Robertus, Ludovicus, Carolus, Antonius, etc.), é dado nessa forma, no acusativo (Petrum, Ioannem, Iosephum, Franciscum). O mesmo nome em qualquer língua toma a mesma forma latina (Pietro, Peter, Péter e Pedro são todos Petrum; Giuseppe, José, Josip e Jozef são todos Iosephum). Um nome sem forma latina estabelecida é mantido exatamente como a lista da própria Santa Sé o escreve e assinalado como não latinizado; quando não havia certeza de que uma forma estivesse estabelecida, o nome também é mantido sem alteração, com uma nota, em vez de receber uma forma latina inventada. O latim escreve-se com I, não com J (Iosephum, Ioannem, Iacobum), como no latim da Santa Sé. As partículas que pertencem ao apelido (da, de) passam para o apelido.`)
};

export const conclave_habemus_rule_summary = /** @type {(inputs: Conclave_Habemus_Rule_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como este site dá a cada nome a sua forma latina`)
};

export const conclave_habemus_search = /** @type {(inputs: Conclave_Habemus_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesquisar`)
};

export const conclave_habemus_source = /** @type {(inputs: Conclave_Habemus_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte:`)
};

export const conclave_heading_conclave = /** @type {(inputs: Conclave_Heading_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O conclave está em curso`)
};

export const conclave_heading_elected = /** @type {(inputs: Conclave_Heading_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam`)
};

export const conclave_heading_vacant = /** @type {(inputs: Conclave_Heading_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sé vacante`)
};

export const conclave_majority = /** @type {(inputs: Conclave_MajorityInputs) => LocalizedString} */ (i) => {const majorityPlural = registry.plural("pt", i?.majority, {});
	if (majorityPlural === "one") return /** @type {LocalizedString} */ (`a maioria de dois terços é de ${i?.majority} voto.`);
	if (majorityPlural === "other") return /** @type {LocalizedString} */ (`a maioria de dois terços é de ${i?.majority} votos.`);
	return /** @type {LocalizedString} */ ("conclave_majority");
};

export const conclave_may_begin = /** @type {(inputs: Conclave_May_BeginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O conclave pode começar entre ${i?.earliest} e ${i?.latest}`)
};

export const conclave_meta_habemus_description = /** @type {(inputs: Conclave_Meta_Habemus_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os nomes próprios de cada cardeal eleitor em latim, tal como o cardeal protodiácono os anunciaria da varanda (Parolin: Petrum), com pesquisa por parte de um nome latino ou do apelido e os anúncios de 2005, 2013 e 2025.`)
};

export const conclave_meta_habemus_title = /** @type {(inputs: Conclave_Meta_Habemus_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descodificador do Habemus Papam: os nomes dos cardeais eleitores em latim`)
};

export const conclave_no_smoke = /** @type {(inputs: Conclave_No_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não houve fumo.`)
};

export const conclave_notes = /** @type {(inputs: Conclave_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notas`)
};

export const conclave_sede_vacante_since = /** @type {(inputs: Conclave_Sede_Vacante_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sé vacante desde ${i?.date}`)
};

export const conclave_see_in_directory = /** @type {(inputs: Conclave_See_In_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver no diretório`)
};

export const conclave_see_vacant = /** @type {(inputs: Conclave_See_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início da sé vacante`)
};

export const conclave_smoke_heading = /** @type {(inputs: Conclave_Smoke_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumo da Capela Sistina`)
};

export const conclave_source = /** @type {(inputs: Conclave_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fonte`)
};

export const conclave_start = /** @type {(inputs: Conclave_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início do conclave`)
};

export const conclave_start_announced = /** @type {(inputs: Conclave_Start_AnnouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} às ${i?.time} (hora de Roma), conforme anunciado.`)
};

export const conclave_start_window = /** @type {(inputs: Conclave_Start_WindowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ainda não anunciado. As normas permitem-no entre ${i?.earliest} e ${i?.latest}: ${i?.min} a ${i?.max} dias após o início da sé vacante, ou antes se todos os eleitores estiverem presentes (Universi Dominici Gregis 37, alterada em 2013).`)
};

export const conclave_took_name = /** @type {(inputs: Conclave_Took_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`que adotou o nome de ${i?.name}`)
};

export const conclave_under_way_since = /** @type {(inputs: Conclave_Under_Way_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conclave em curso desde ${i?.date}, ${i?.time} (hora de Roma)`)
};

export const conclave_vacancy_died = /** @type {(inputs: Conclave_Vacancy_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Em ${i?.date}: o papa faleceu.`)
};

export const conclave_vacancy_renounced = /** @type {(inputs: Conclave_Vacancy_RenouncedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Em ${i?.date}: o papa renunciou ao cargo.`)
};

export const conclave_white_smoke = /** @type {(inputs: Conclave_White_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fumo branco`)
};

export const conclave_white_smoke_headline = /** @type {(inputs: Conclave_White_Smoke_HeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FUMO BRANCO`)
};

export const dialogs_donation_body = /** @type {(inputs: Dialogs_Donation_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Cardinalis é gratuito, não tem publicidade e não o rastreia. Se lhe foi útil, um pequeno donativo ajuda a mantê-lo online e atualizado.`)
};

export const dialogs_donation_body_without_url = /** @type {(inputs: Dialogs_Donation_Body_Without_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Cardinalis é gratuito, não tem publicidade e não o rastreia. Se lhe foi útil, o melhor apoio é partilhá-lo com alguém que acompanhe a vida da Igreja.`)
};

export const dialogs_donation_close = /** @type {(inputs: Dialogs_Donation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar`)
};

export const dialogs_donation_copied = /** @type {(inputs: Dialogs_Donation_CopiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Link copiado: ${i?.url}`)
};

export const dialogs_donation_copy_failed = /** @type {(inputs: Dialogs_Donation_Copy_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Copie este link para o partilhar: ${i?.url}`)
};

export const dialogs_donation_donate = /** @type {(inputs: Dialogs_Donation_DonateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doar com cartão`)
};

export const dialogs_donation_later = /** @type {(inputs: Dialogs_Donation_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Talvez mais tarde`)
};

export const dialogs_donation_share = /** @type {(inputs: Dialogs_Donation_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partilhar Cardinalis`)
};

export const dialogs_donation_title = /** @type {(inputs: Dialogs_Donation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apoie este sítio`)
};

export const dialogs_toast_dismiss = /** @type {(inputs: Dialogs_Toast_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispensar`)
};

export const dialogs_toast_poll_already = /** @type {(inputs: Dialogs_Toast_Poll_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`É possível que já tenha votado nesta sondagem.`)
};

export const dialogs_toast_poll_failed = /** @type {(inputs: Dialogs_Toast_Poll_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível registar o voto`)
};

export const dialogs_toast_poll_recorded = /** @type {(inputs: Dialogs_Toast_Poll_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto registado`)
};

export const dialogs_toast_poll_thanks = /** @type {(inputs: Dialogs_Toast_Poll_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado por participar nesta sondagem!`)
};

export const dialogs_toast_vote_error = /** @type {(inputs: Dialogs_Toast_Vote_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erro ao enviar o voto`)
};

export const dialogs_toast_vote_failed = /** @type {(inputs: Dialogs_Toast_Vote_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível enviar o voto`)
};

export const dialogs_toast_vote_submitted = /** @type {(inputs: Dialogs_Toast_Vote_SubmittedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voto enviado`)
};

export const dialogs_toast_vote_thanks = /** @type {(inputs: Dialogs_Toast_Vote_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obrigado por participar na nossa sondagem sobre a eleição papal.`)
};

export const dialogs_welcome_body = /** @type {(inputs: Dialogs_Welcome_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este é um sítio independente e educativo sobre o Colégio dos Cardeais e o conclave. Não está associado à Santa Sé. Os factos vêm de fontes públicas e são verificados, mas há erros e os cargos mudam.`)
};

export const dialogs_welcome_button = /** @type {(inputs: Dialogs_Welcome_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compreendo`)
};

export const dialogs_welcome_contact = /** @type {(inputs: Dialogs_Welcome_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Também pode escrever para ${i?.contactEmail}. Pedidos de patrocínio e publicidade são bem-vindos no mesmo endereço.`)
};

export const dialogs_welcome_corrections = /** @type {(inputs: Dialogs_Welcome_CorrectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontrou um erro ou um cargo desatualizado? Abra o perfil desse cardeal e escolha «Sugerir uma correção»: as correções dos leitores mantêm este diretório exato.`)
};

export const dialogs_welcome_title = /** @type {(inputs: Dialogs_Welcome_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bem-vindo ao Cardinalis`)
};

export const directory_age = /** @type {(inputs: Directory_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idade`)
};

export const directory_all_countries = /** @type {(inputs: Directory_All_CountriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os países`)
};

export const directory_all_ranks = /** @type {(inputs: Directory_All_RanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as ordens`)
};

export const directory_all_regions = /** @type {(inputs: Directory_All_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas as regiões`)
};

export const directory_any_order = /** @type {(inputs: Directory_Any_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer ou nenhuma`)
};

export const directory_any_pope = /** @type {(inputs: Directory_Any_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qualquer papa`)
};

export const directory_apply = /** @type {(inputs: Directory_ApplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplicar filtros`)
};

export const directory_banner_kicker = /** @type {(inputs: Directory_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const directory_banner_link = /** @type {(inputs: Directory_Banner_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conheça o novo Santo Padre →`)
};

export const directory_banner_pope = /** @type {(inputs: Directory_Banner_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa Leão XIV`)
};

export const directory_banner_text = /** @type {(inputs: Directory_Banner_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, o primeiro papa dos Estados Unidos, foi eleito no segundo dia do conclave.`)
};

export const directory_chip_conclave_electors = /** @type {(inputs: Directory_Chip_Conclave_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores neste conclave`)
};

export const directory_chip_electors = /** @type {(inputs: Directory_Chip_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores`)
};

export const directory_chip_under_80 = /** @type {(inputs: Directory_Chip_Under_80Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menos de 80 anos`)
};

export const directory_clear_all = /** @type {(inputs: Directory_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limpar todos os filtros`)
};

export const directory_clear_search = /** @type {(inputs: Directory_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limpar a pesquisa`)
};

export const directory_conclaves = /** @type {(inputs: Directory_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclaves`)
};

export const directory_country = /** @type {(inputs: Directory_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const directory_created = /** @type {(inputs: Directory_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criação`)
};

export const directory_created_by = /** @type {(inputs: Directory_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado por`)
};

export const directory_created_on = /** @type {(inputs: Directory_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Criado: ${i?.date}`)
};

export const directory_deceased = /** @type {(inputs: Directory_DeceasedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(falecido)`)
};

export const directory_died = /** @type {(inputs: Directory_DiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`† Falecido a ${i?.date}`)
};

export const directory_elector = /** @type {(inputs: Directory_ElectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitor`)
};

export const directory_empty_text = /** @type {(inputs: Directory_Empty_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum cardeal corresponde aos critérios de pesquisa. Experimente outros filtros.`)
};

export const directory_empty_title = /** @type {(inputs: Directory_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum cardeal encontrado`)
};

export const directory_error_text = /** @type {(inputs: Directory_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocorreu um erro ao carregar os dados dos cardeais. Tente novamente mais tarde.`)
};

export const directory_error_title = /** @type {(inputs: Directory_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erro ao carregar os cardeais`)
};

export const directory_experience_any = /** @type {(inputs: Directory_Experience_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com ou sem experiência de conclave`)
};

export const directory_experience_no = /** @type {(inputs: Directory_Experience_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nunca participou num conclave`)
};

export const directory_experience_yes = /** @type {(inputs: Directory_Experience_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participou num conclave`)
};

export const directory_filter_form = /** @type {(inputs: Directory_Filter_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrar e ordenar os cardeais`)
};

export const directory_filters = /** @type {(inputs: Directory_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtros`)
};

export const directory_grid = /** @type {(inputs: Directory_GridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais`)
};

export const directory_heading = /** @type {(inputs: Directory_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais da Igreja Católica`)
};

export const directory_lived = /** @type {(inputs: Directory_LivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vida`)
};

export const directory_lived_years = /** @type {(inputs: Directory_Lived_YearsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.birth}–${i?.death}, faleceu aos ${i?.age} anos`)
};

export const directory_loading = /** @type {(inputs: Directory_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar os cardeais`)
};

export const directory_loading_suggestions = /** @type {(inputs: Directory_Loading_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar sugestões...`)
};

export const directory_meta_description = /** @type {(inputs: Directory_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulte, pesquise e filtre todos os membros do Colégio dos Cardeais: idade, país, região, cargo e papa que os criou, com os cardeais eleitores com menos de 80 anos assinalados.`)
};

export const directory_next = /** @type {(inputs: Directory_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seguinte →`)
};

export const directory_no_suggestions = /** @type {(inputs: Directory_No_SuggestionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum cardeal encontrado`)
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
	return /** @type {LocalizedString} */ (`Ordem cardinalícia`)
};

export const directory_region = /** @type {(inputs: Directory_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Região`)
};

export const directory_region_africa = /** @type {(inputs: Directory_Region_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`África`)
};

export const directory_region_americas = /** @type {(inputs: Directory_Region_AmericasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Américas`)
};

export const directory_region_asia = /** @type {(inputs: Directory_Region_AsiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ásia`)
};

export const directory_region_europe = /** @type {(inputs: Directory_Region_EuropeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Europa`)
};

export const directory_region_oceania = /** @type {(inputs: Directory_Region_OceaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oceânia`)
};

export const directory_religious_order = /** @type {(inputs: Directory_Religious_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordem religiosa`)
};

export const directory_remove_search = /** @type {(inputs: Directory_Remove_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remover a pesquisa`)
};

export const directory_results = /** @type {(inputs: Directory_ResultsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`(${i?.count} resultado)`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`(${i?.count} resultados)`);
	return /** @type {LocalizedString} */ ("directory_results");
};

export const directory_search_chip = /** @type {(inputs: Directory_Search_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pesquisa: ${i?.term}`)
};

export const directory_search_label = /** @type {(inputs: Directory_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesquisar cardeais`)
};

export const directory_search_placeholder = /** @type {(inputs: Directory_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesquisar cardeais...`)
};

export const directory_see_all = /** @type {(inputs: Directory_See_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ver todos os resultados de «${i?.term}»`)
};

export const directory_sort_age = /** @type {(inputs: Directory_Sort_AgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idade (mais novo primeiro)`)
};

export const directory_sort_by = /** @type {(inputs: Directory_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenar por`)
};

export const directory_sort_country = /** @type {(inputs: Directory_Sort_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const directory_sort_created = /** @type {(inputs: Directory_Sort_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data de criação (mais recente primeiro)`)
};

export const directory_sort_first_name = /** @type {(inputs: Directory_Sort_First_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nome próprio (A-Z)`)
};

export const directory_sort_last_name = /** @type {(inputs: Directory_Sort_Last_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apelido (A-Z)`)
};

export const directory_status = /** @type {(inputs: Directory_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado`)
};

export const directory_suggested = /** @type {(inputs: Directory_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais sugeridos`)
};

export const directory_under_80_link = /** @type {(inputs: Directory_Under_80_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar apenas os eleitores`)
};

export const directory_under_80_of = /** @type {(inputs: Directory_Under_80_OfInputs) => LocalizedString} */ (i) => {const electorsPlural = registry.plural("pt", i?.electors, {});
	if (electorsPlural === "one") return /** @type {LocalizedString} */ (`Destes ${i?.total} cardeais com menos de 80 anos, ${i?.electors} é eleitor:`);
	if (electorsPlural === "other") return /** @type {LocalizedString} */ (`Destes ${i?.total} cardeais com menos de 80 anos, ${i?.electors} são eleitores:`);
	return /** @type {LocalizedString} */ ("directory_under_80_of");
};

export const directory_unknown = /** @type {(inputs: Directory_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconhecido`)
};

export const directory_years_old = /** @type {(inputs: Directory_Years_OldInputs) => LocalizedString} */ (i) => {const agePlural = registry.plural("pt", i?.age, {});
	if (agePlural === "one") return /** @type {LocalizedString} */ (`${i?.age} ano`);
	if (agePlural === "other") return /** @type {LocalizedString} */ (`${i?.age} anos`);
	return /** @type {LocalizedString} */ ("directory_years_old");
};

export const footer_changes = /** @type {(inputs: Footer_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alterações`)
};

export const footer_data_as_of = /** @type {(inputs: Footer_Data_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dados de ${i?.date}`)
};

export const footer_legal = /** @type {(inputs: Footer_LegalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informação legal`)
};

export const footer_not_affiliated = /** @type {(inputs: Footer_Not_AffiliatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este sítio não está ligado ao Vaticano nem à Santa Sé. Os dados provêm de fontes públicas e têm fins educativos.`)
};

export const footer_open_data = /** @type {(inputs: Footer_Open_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados abertos e API`)
};

export const footer_privacy = /** @type {(inputs: Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidade`)
};

export const footer_ratings = /** @type {(inputs: Footer_RatingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como são feitas as avaliações`)
};

export const footer_terms = /** @type {(inputs: Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termos de utilização`)
};

export const games_close = /** @type {(inputs: Games_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar`)
};

export const games_full_instructions = /** @type {(inputs: Games_Full_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instruções completas`)
};

export const games_gull_announce_lost = /** @type {(inputs: Games_Gull_Announce_LostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaivotas a mais. Fim do jogo.`)
};

export const games_gull_announce_won = /** @type {(inputs: Games_Gull_Announce_WonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ganhou. Fim do jogo.`)
};

export const games_gull_black_smoke = /** @type {(inputs: Games_Gull_Black_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumo negro: ainda não há papa.`)
};

export const games_gull_canvas_label = /** @type {(inputs: Games_Gull_Canvas_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: gaivotas a pousar no telhado da Capela Sistina`)
};

export const games_gull_clear_high_scores = /** @type {(inputs: Games_Gull_Clear_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apagar todos os recordes`)
};

export const games_gull_col_max = /** @type {(inputs: Games_Gull_Col_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaivotas que acabam o jogo`)
};

export const games_gull_col_spawn = /** @type {(inputs: Games_Gull_Col_SpawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaivotas a chegar ao mesmo tempo`)
};

export const games_gull_col_speed = /** @type {(inputs: Games_Gull_Col_SpeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Velocidade`)
};

export const games_gull_confirm_clear = /** @type {(inputs: Games_Gull_Confirm_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tem a certeza de que quer apagar todos os recordes?`)
};

export const games_gull_dialog_description = /** @type {(inputs: Games_Gull_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afaste as gaivotas da Capela Sistina antes que o conclave termine.`)
};

export const games_gull_dialog_title = /** @type {(inputs: Games_Gull_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como jogar`)
};

export const games_gull_drag_to_aim = /** @type {(inputs: Games_Gull_Drag_To_AimInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arraste para apontar`)
};

export const games_gull_exit_big = /** @type {(inputs: Games_Gull_Exit_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair do modo grande`)
};

export const games_gull_exit_fullscreen = /** @type {(inputs: Games_Gull_Exit_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sair do ecrã inteiro`)
};

export const games_gull_final_score = /** @type {(inputs: Games_Gull_Final_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PONTUAÇÃO FINAL ${i?.score}`)
};

export const games_gull_full_1 = /** @type {(inputs: Games_Gull_Full_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O conclave está reunido, e as gaivotas escolheram o telhado da Capela Sistina como ponto de encontro.`)
};

export const games_gull_full_2_mouse = /** @type {(inputs: Games_Gull_Full_2_MouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mova o rato para apontar e clique para disparar. Os tiros perto de uma gaivota também contam: cada gaivota tem uma área de impacto generosa.`)
};

export const games_gull_full_2_touch = /** @type {(inputs: Games_Gull_Full_2_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arraste o dedo para mover o círculo amarelo da mira e toque numa gaivota para a atingir. Os tiros perto de uma gaivota também contam: cada gaivota tem uma área de impacto generosa.`)
};

export const games_gull_full_3 = /** @type {(inputs: Games_Gull_Full_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada tiro atinge uma gaivota. Uma gaivota em voo vale ${i?.flying} pontos, uma no telhado ${i?.perched}.`)
};

export const games_gull_full_4 = /** @type {(inputs: Games_Gull_Full_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As gaivotas chegam uma de cada vez, e com mais frequência à medida que os níveis avançam. No nível 1 chega só uma gaivota de cada vez; no nível ${i?.levels} podem estar até ${i?.spawnMax} no ar ao mesmo tempo, e voam ${i?.speed} vezes mais depressa.`)
};

export const games_gull_full_5 = /** @type {(inputs: Games_Gull_Full_5Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("pt", i?.levels, {});return /** @type {LocalizedString} */ (`O jogo tem ${i?.levels} níveis de dois minutos. Entre níveis o ecrã fica negro, como o fumo de um escrutínio sem resultado.`)
};

export const games_gull_full_6 = /** @type {(inputs: Games_Gull_Full_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando o fumo branco sobe nos últimos 30 segundos de um nível, aguente: o nível está quase a acabar.`)
};

export const games_gull_full_7 = /** @type {(inputs: Games_Gull_Full_7Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("pt", i?.levels, {});return /** @type {LocalizedString} */ (`Sobreviva aos ${i?.levels} níveis e o fumo branco anunciará 'Habemus Papam!'.`)
};

export const games_gull_fullscreen = /** @type {(inputs: Games_Gull_FullscreenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ecrã inteiro`)
};

export const games_gull_high_scores = /** @type {(inputs: Games_Gull_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RECORDES`)
};

export const games_gull_how_to_play_caps = /** @type {(inputs: Games_Gull_How_To_Play_CapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`COMO JOGAR`)
};

export const games_gull_level = /** @type {(inputs: Games_Gull_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nível`)
};

export const games_gull_level_complete = /** @type {(inputs: Games_Gull_Level_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nível ${i?.level} concluído!`)
};

export const games_gull_levels_caption = /** @type {(inputs: Games_Gull_Levels_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Níveis (dois minutos cada)`)
};

export const games_gull_lose_alt = /** @type {(inputs: Games_Gull_Lose_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fim do jogo`)
};

export const games_gull_lose_line = /** @type {(inputs: Games_Gull_Lose_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As gaivotas tomaram o telhado!`)
};

export const games_gull_main_menu = /** @type {(inputs: Games_Gull_Main_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MENU PRINCIPAL`)
};

export const games_gull_menu_goal = /** @type {(inputs: Games_Gull_Menu_GoalInputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("pt", i?.levels, {});return /** @type {LocalizedString} */ (`Conclua os ${i?.levels} níveis para eleger um novo papa!`)
};

export const games_gull_menu_line = /** @type {(inputs: Games_Gull_Menu_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afaste as gaivotas da Capela Sistina!`)
};

export const games_gull_new_high_score = /** @type {(inputs: Games_Gull_New_High_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`NOVO RECORDE! AS SUAS INICIAIS`)
};

export const games_gull_no_high_scores = /** @type {(inputs: Games_Gull_No_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há recordes.`)
};

export const games_gull_paused = /** @type {(inputs: Games_Gull_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`EM PAUSA`)
};

export const games_gull_play_big = /** @type {(inputs: Games_Gull_Play_BigInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogar no modo grande`)
};

export const games_gull_played = /** @type {(inputs: Games_Gull_PlayedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tempo total de jogo: ${i?.time}`)
};

export const games_gull_restart = /** @type {(inputs: Games_Gull_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RECOMEÇAR`)
};

export const games_gull_roof_bar = /** @type {(inputs: Games_Gull_Roof_BarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaivotas no telhado`)
};

export const games_gull_roof_count = /** @type {(inputs: Games_Gull_Roof_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de ${i?.max} gaivotas`)
};

export const games_gull_save = /** @type {(inputs: Games_Gull_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar`)
};

export const games_gull_score = /** @type {(inputs: Games_Gull_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pontos`)
};

export const games_gull_score_time = /** @type {(inputs: Games_Gull_Score_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PONTOS ${i?.score} TEMPO RESTANTE ${i?.time}`)
};

export const games_gull_short_1 = /** @type {(inputs: Games_Gull_Short_1Inputs) => LocalizedString} */ (i) => {
	const levelsPlural = registry.plural("pt", i?.levels, {});return /** @type {LocalizedString} */ (`As gaivotas estão a tomar conta do telhado da Capela Sistina. Jogue ${i?.levels} níveis de dois minutos cada.`)
};

export const games_gull_short_2_mouse = /** @type {(inputs: Games_Gull_Short_2_MouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Clique numa gaivota para a atingir: ${i?.flying} pontos em voo, ${i?.perched} depois de pousar.`)
};

export const games_gull_short_2_touch = /** @type {(inputs: Games_Gull_Short_2_TouchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toque numa gaivota para a atingir: ${i?.flying} pontos em voo, ${i?.perched} depois de pousar.`)
};

export const games_gull_short_3 = /** @type {(inputs: Games_Gull_Short_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cada nível traz mais gaivotas e mais rápidas: podem chegar ${i?.inFlight} ao mesmo tempo. Se se juntarem ${i?.limits} gaivotas (do nível 1 ao ${i?.levels}), o jogo acaba.`)
};

export const games_gull_short_4 = /** @type {(inputs: Games_Gull_Short_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nos últimos 30 segundos de um nível, o fumo branco avisa que um papa está prestes a ser eleito.`)
};

export const games_gull_show_high_scores = /** @type {(inputs: Games_Gull_Show_High_ScoresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`VER RECORDES`)
};

export const games_gull_side_title = /** @type {(inputs: Games_Gull_Side_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instruções do jogo`)
};

export const games_gull_tap_instructions = /** @type {(inputs: Games_Gull_Tap_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toque para ver as instruções`)
};

export const games_gull_tap_menu = /** @type {(inputs: Games_Gull_Tap_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOQUE PARA O MENU`)
};

export const games_gull_tap_restart = /** @type {(inputs: Games_Gull_Tap_RestartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOQUE PARA RECOMEÇAR`)
};

export const games_gull_tap_to_shoot = /** @type {(inputs: Games_Gull_Tap_To_ShootInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toque para disparar`)
};

export const games_gull_tap_to_start = /** @type {(inputs: Games_Gull_Tap_To_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TOQUE PARA COMEÇAR`)
};

export const games_gull_time_left = /** @type {(inputs: Games_Gull_Time_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tempo restante`)
};

export const games_gull_up_to = /** @type {(inputs: Games_Gull_Up_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`até ${i?.count}`)
};

export const games_gull_warning = /** @type {(inputs: Games_Gull_WarningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumo branco! Termine antes que seja eleito um papa!`)
};

export const games_gull_watch_circle = /** @type {(inputs: Games_Gull_Watch_CircleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Siga o círculo amarelo da mira`)
};

export const games_gull_white_rises = /** @type {(inputs: Games_Gull_White_RisesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobe o fumo branco...`)
};

export const games_gull_win_alt = /** @type {(inputs: Games_Gull_Win_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumo branco: foi eleito um papa`)
};

export const games_gull_win_line = /** @type {(inputs: Games_Gull_Win_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam! O telhado está livre.`)
};

export const games_habemus_papam = /** @type {(inputs: Games_Habemus_PapamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Habemus Papam!`)
};

export const games_learn_real_conclaves = /** @type {(inputs: Games_Learn_Real_ConclavesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saiba como são os conclaves reais`)
};

export const games_meta_gull_description = /** @type {(inputs: Games_Meta_Gull_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quatro níveis de dois minutos: mantenha as gaivotas longe do telhado da Capela Sistina antes de subir o fumo branco.`)
};

export const games_meta_gull_title = /** @type {(inputs: Games_Meta_Gull_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: limpe o telhado da Capela Sistina`)
};

export const games_meta_smoke_description = /** @type {(inputs: Games_Meta_Smoke_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Junte 30 votos antes que o relógio do conclave chegue ao fim: um pequeno jogo de grelha sobre o fumo branco, os rivais e o anel papal.`)
};

export const games_meta_smoke_title = /** @type {(inputs: Games_Meta_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke: o jogo do conclave`)
};

export const games_needs_javascript = /** @type {(inputs: Games_Needs_JavascriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para jogar é preciso JavaScript, que está desativado neste navegador. O resto da página lê-se sem ele.`)
};

export const games_or_press_p = /** @type {(inputs: Games_Or_Press_PInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou prima P`)
};

export const games_pause = /** @type {(inputs: Games_PauseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pausa`)
};

export const games_resume = /** @type {(inputs: Games_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar`)
};

export const games_smoke_badge_incense = /** @type {(inputs: Games_Smoke_Badge_IncenseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bomba de incenso usada`)
};

export const games_smoke_badge_relic = /** @type {(inputs: Games_Smoke_Badge_RelicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relíquia sagrada ativa`)
};

export const games_smoke_badge_ring = /** @type {(inputs: Games_Smoke_Badge_RingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anel papal ativo`)
};

export const games_smoke_board_label = /** @type {(inputs: Games_Smoke_Board_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tabuleiro de Sacred Smoke: um chão de capela de 10 por 10`)
};

export const games_smoke_clock = /** @type {(inputs: Games_Smoke_ClockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relógio do conclave:`)
};

export const games_smoke_dialog_description = /** @type {(inputs: Games_Smoke_Dialog_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percorra o chão da Capela Sistina e vença o conclave.`)
};

export const games_smoke_dialog_title = /** @type {(inputs: Games_Smoke_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como jogar Sacred Smoke`)
};

export const games_smoke_did_you_know = /** @type {(inputs: Games_Smoke_Did_You_KnowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sabia que…?`)
};

export const games_smoke_game_over = /** @type {(inputs: Games_Smoke_Game_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fim do jogo`)
};

export const games_smoke_game_region = /** @type {(inputs: Games_Smoke_Game_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogo`)
};

export const games_smoke_high_score = /** @type {(inputs: Games_Smoke_High_ScoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorde: ${i?.score}`)
};

export const games_smoke_how_to_play = /** @type {(inputs: Games_Smoke_How_To_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como jogar`)
};

export const games_smoke_lost_text = /** @type {(inputs: Games_Smoke_Lost_TextInputs) => LocalizedString} */ (i) => {const votesPlural = registry.plural("pt", i?.votes, {});
	if (votesPlural === "one") return /** @type {LocalizedString} */ (`Juntou ${i?.votes} voto`);
	if (votesPlural === "other") return /** @type {LocalizedString} */ (`Juntou ${i?.votes} votos`);
	return /** @type {LocalizedString} */ ("games_smoke_lost_text");
};

export const games_smoke_move_down = /** @type {(inputs: Games_Smoke_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para baixo`)
};

export const games_smoke_move_left = /** @type {(inputs: Games_Smoke_Move_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para a esquerda`)
};

export const games_smoke_move_right = /** @type {(inputs: Games_Smoke_Move_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para a direita`)
};

export const games_smoke_move_up = /** @type {(inputs: Games_Smoke_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mover para cima`)
};

export const games_smoke_paused = /** @type {(inputs: Games_Smoke_PausedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em pausa`)
};

export const games_smoke_play_again = /** @type {(inputs: Games_Smoke_Play_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jogar outra vez`)
};

export const games_smoke_power_ups = /** @type {(inputs: Games_Smoke_Power_UpsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poderes ativos`)
};

export const games_smoke_rule_ballots = /** @type {(inputs: Games_Smoke_Rule_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada boletim vale 1 voto, ou 2 enquanto a Relíquia sagrada está ativa.`)
};

export const games_smoke_rule_ballots_title = /** @type {(inputs: Games_Smoke_Rule_Ballots_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boletins de voto`)
};

export const games_smoke_rule_goal = /** @type {(inputs: Games_Smoke_Rule_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Junte ${i?.votes} votos para ser eleito papa antes que se esgote o relógio do conclave (${i?.seconds} segundos). Se o tempo acabar primeiro, é o fim do jogo.`)
};

export const games_smoke_rule_goal_title = /** @type {(inputs: Games_Smoke_Rule_Goal_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objetivo`)
};

export const games_smoke_rule_moving = /** @type {(inputs: Games_Smoke_Rule_MovingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenha premida uma seta ou W, A, S, D para andar; largue para parar. Num ecrã tátil, deslize no tabuleiro e mantenha o dedo, ou toque nas setas (um passo por toque).`)
};

export const games_smoke_rule_moving_title = /** @type {(inputs: Games_Smoke_Rule_Moving_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Movimento`)
};

export const games_smoke_rule_pace = /** @type {(inputs: Games_Smoke_Rule_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À medida que o relógio avança tudo aparece com mais frequência, por isso a reta final é a mais intensa.`)
};

export const games_smoke_rule_pace_title = /** @type {(inputs: Games_Smoke_Rule_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ritmo`)
};

export const games_smoke_rule_powerups = /** @type {(inputs: Games_Smoke_Rule_PowerupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relíquia sagrada: os boletins valem a dobrar. Anel papal: os rivais e o fumo negro não lhe fazem mal. Bomba de incenso: afasta todos os rivais e escândalos e não deixa entrar novos rivais enquanto arde.`)
};

export const games_smoke_rule_powerups_title = /** @type {(inputs: Games_Smoke_Rule_Powerups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poderes (5 segundos cada)`)
};

export const games_smoke_rule_rivals = /** @type {(inputs: Games_Smoke_Rule_RivalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os cardeais rivais, de violeta, entram pelas margens e às vezes perseguem-no. Tocar num custa 3 votos.`)
};

export const games_smoke_rule_rivals_title = /** @type {(inputs: Games_Smoke_Rule_Rivals_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rivais`)
};

export const games_smoke_rule_smoke = /** @type {(inputs: Games_Smoke_Rule_SmokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O fumo branco dá 3 votos. O fumo negro tira 2 votos ou provoca um escândalo que bloqueia uma casa ao seu lado durante 3 segundos. Os seus votos nunca descem abaixo de zero.`)
};

export const games_smoke_rule_smoke_title = /** @type {(inputs: Games_Smoke_Rule_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumo`)
};

export const games_smoke_short_avoid = /** @type {(inputs: Games_Smoke_Short_AvoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Evite o fumo negro e os cardeais rivais: custam-lhe votos.`)
};

export const games_smoke_short_collect = /** @type {(inputs: Games_Smoke_Short_CollectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apanhe boletins de voto para ganhar votos e o fumo branco para +3.`)
};

export const games_smoke_short_goal = /** @type {(inputs: Games_Smoke_Short_GoalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chegue aos ${i?.votes} votos antes que se esgotem os ${i?.seconds} segundos do relógio do conclave, ou é o fim do jogo.`)
};

export const games_smoke_short_move = /** @type {(inputs: Games_Smoke_Short_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mova-se com as setas ou WASD; no telemóvel, deslize no tabuleiro ou use as setas no ecrã.`)
};

export const games_smoke_start_text = /** @type {(inputs: Games_Smoke_Start_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vença o conclave: junte ${i?.votes} votos antes que o tempo acabe.`)
};

export const games_smoke_tagline = /** @type {(inputs: Games_Smoke_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um jogo de conclave: junte votos, fuja dos rivais, observe o fumo.`)
};

export const games_smoke_title = /** @type {(inputs: Games_Smoke_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sacred Smoke`)
};

export const games_smoke_trivia_1 = /** @type {(inputs: Games_Smoke_Trivia_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`'Conclave' vem do latim cum clave, 'com chave': os cardeais ficam fechados até escolherem um papa.`)
};

export const games_smoke_trivia_2 = /** @type {(inputs: Games_Smoke_Trivia_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os cardeais que fizeram 80 anos antes de a Santa Sé ficar vacante não votam no conclave.`)
};

export const games_smoke_trivia_3 = /** @type {(inputs: Games_Smoke_Trivia_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um papa precisa de uma maioria de dois terços dos cardeais eleitores presentes.`)
};

export const games_smoke_trivia_4 = /** @type {(inputs: Games_Smoke_Trivia_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Realizam-se até quatro escrutínios por dia: dois de manhã e dois à tarde.`)
};

export const games_smoke_trivia_5 = /** @type {(inputs: Games_Smoke_Trivia_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada cardeal escreve a sua escolha sob as palavras 'Eligo in Summum Pontificem': 'Elejo como Sumo Pontífice'.`)
};

export const games_smoke_trivia_6 = /** @type {(inputs: Games_Smoke_Trivia_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os boletins são queimados num fogão na Capela Sistina: fumo negro significa que ainda não há papa, fumo branco que um papa foi eleito.`)
};

export const games_smoke_trivia_7 = /** @type {(inputs: Games_Smoke_Trivia_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A eleição papal de Viterbo (1268-1271) durou quase três anos; levou Gregório X a decretar em 1274 que os eleitores fossem fechados à chave.`)
};

export const games_smoke_trivia_8 = /** @type {(inputs: Games_Smoke_Trivia_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O novo papa é anunciado da varanda central da Basílica de São Pedro com as palavras 'Habemus Papam': 'Temos papa'.`)
};

export const games_smoke_votes = /** @type {(inputs: Games_Smoke_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votos: ${i?.votes}/${i?.win}`)
};

export const games_smoke_won_text = /** @type {(inputs: Games_Smoke_Won_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Foi eleito o novo papa com ${i?.votes} votos!`)
};

export const games_start_game = /** @type {(inputs: Games_Start_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Começar o jogo`)
};

export const header_close_menu = /** @type {(inputs: Header_Close_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechar o menu`)
};

export const header_home_label = /** @type {(inputs: Header_Home_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.site}: página inicial`)
};

export const header_open_menu = /** @type {(inputs: Header_Open_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abrir o menu`)
};

export const in_english = /** @type {(inputs: In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`em inglês`)
};

export const insights_above = /** @type {(inputs: Insights_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} acima`)
};

export const insights_all = /** @type {(inputs: Insights_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos`)
};

export const insights_browse_all = /** @type {(inputs: Insights_Browse_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver todos os cardeais →`)
};

export const insights_browse_all_text = /** @type {(inputs: Insights_Browse_All_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os membros do Colégio, com filtros por região, idade e o papa que os criou.`)
};

export const insights_browse_directory = /** @type {(inputs: Insights_Browse_DirectoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consultar o diretório de cardeais`)
};

export const insights_by_creator_heading = /** @type {(inputs: Insights_By_Creator_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem os criou e de onde vêm`)
};

export const insights_by_creator_lead = /** @type {(inputs: Insights_By_Creator_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os cardeais de cada papa por região: quantos podem votar hoje e quantos são ao todo.`)
};

export const insights_by_region_heading = /** @type {(inputs: Insights_By_Region_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores por região`)
};

export const insights_by_region_lead = /** @type {(inputs: Insights_By_Region_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os cardeais que votariam num conclave realizado hoje.`)
};

export const insights_cell_all = /** @type {(inputs: Insights_Cell_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`todos os cardeais`)
};

export const insights_cell_electors = /** @type {(inputs: Insights_Cell_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eleitores com menos de 80`)
};

export const insights_cell_lead = /** @type {(inputs: Insights_Cell_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em cada célula:`)
};

export const insights_chart_bar_title = /** @type {(inputs: Insights_Chart_Bar_TitleInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} eleitor`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.month}: ${i?.count} eleitores`);
	return /** @type {LocalizedString} */ ("insights_chart_bar_title");
};

export const insights_chart_limit = /** @type {(inputs: Insights_Chart_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`limite ${i?.limit}`)
};

export const insights_col_against = /** @type {(inputs: Insights_Col_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Face ao limite de ${i?.limit}`)
};

export const insights_col_electors = /** @type {(inputs: Insights_Col_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores no fim do mês`)
};

export const insights_col_month = /** @type {(inputs: Insights_Col_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês`)
};

export const insights_col_turning = /** @type {(inputs: Insights_Col_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fazem 80 anos`)
};

export const insights_college_today = /** @type {(inputs: Insights_College_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Colégio hoje`)
};

export const insights_computed_later = /** @type {(inputs: Insights_Computed_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculado para o dia em que o lê, a partir da lista de cardeais de ${i?.asOf}.`)
};

export const insights_computed_today = /** @type {(inputs: Insights_Computed_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculado para hoje, ${i?.today}, a partir da lista de cardeais de ${i?.asOf}: são eleitores os cardeais vivos que não tinham feito 80 anos antes de hoje (quem faz 80 anos precisamente hoje ainda vota) e não renunciaram aos direitos do cardinalato. Um eleitor participou num conclave se era eleitor no dia em que a Sé ficou vacante em 2005, 2013 ou 2025 e nele entrou.`)
};

export const insights_created_by_pope = /** @type {(inputs: Insights_Created_By_PopeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Criado por ${i?.pope}`)
};

export const insights_diff_but = /** @type {(inputs: Insights_Diff_ButInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.under80}, mas ${i?.electors}`)
};

export const insights_diff_electors = /** @type {(inputs: Insights_Diff_ElectorsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} é eleitor`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} são eleitores`);
	return /** @type {LocalizedString} */ ("insights_diff_electors");
};

export const insights_diff_renounced = /** @type {(inputs: Insights_Diff_RenouncedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.who}, pelo que mantém o título de cardeal mas não pode votar num conclave`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.who}, pelo que mantêm o título de cardeal mas não podem votar num conclave`);
	return /** @type {LocalizedString} */ ("insights_diff_renounced");
};

export const insights_diff_renounced_one = /** @type {(inputs: Insights_Diff_Renounced_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} renunciou aos direitos do cardinalato em ${i?.date}`)
};

export const insights_diff_same = /** @type {(inputs: Insights_Diff_SameInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardeais têm menos de 80 anos e outros tantos são eleitores, embora não sejam os mesmos`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardeais têm menos de 80 anos e outros tantos são eleitores, embora não sejam os mesmos`);
	return /** @type {LocalizedString} */ ("insights_diff_same");
};

export const insights_diff_sentence = /** @type {(inputs: Insights_Diff_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.counts}: ${i?.reasons}.`)
};

export const insights_diff_turning = /** @type {(inputs: Insights_Diff_TurningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.names} faz 80 anos hoje e ainda vota se a Sé ficar vacante hoje`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.names} fazem 80 anos hoje e ainda votam se a Sé ficar vacante hoje`);
	return /** @type {LocalizedString} */ ("insights_diff_turning");
};

export const insights_diff_under80 = /** @type {(inputs: Insights_Diff_Under80Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} cardeal tem menos de 80 anos`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} cardeais têm menos de 80 anos`);
	return /** @type {LocalizedString} */ ("insights_diff_under80");
};

export const insights_elected = /** @type {(inputs: Insights_ElectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eleito: ${i?.name}`)
};

export const insights_electorate_by_region = /** @type {(inputs: Insights_Electorate_By_RegionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Por região: ${i?.list}.`)
};

export const insights_electorate_experienced = /** @type {(inputs: Insights_Electorate_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já estiveram num conclave`)
};

export const insights_electorate_frozen = /** @type {(inputs: Insights_Electorate_FrozenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fixados a ${i?.date}, dia em que a Sé ficou vacante: os cardeais que não tinham feito 80 anos antes desse dia e que não tinham morrido nem renunciado aos direitos do cardinalato.`)
};

export const insights_electorate_heading = /** @type {(inputs: Insights_Electorate_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores neste conclave`)
};

export const insights_electorate_link = /** @type {(inputs: Insights_Electorate_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver os eleitores deste conclave no diretório`)
};

export const insights_electorate_smokes = /** @type {(inputs: Insights_Electorate_SmokesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumos até agora`)
};

export const insights_figure_ballots = /** @type {(inputs: Insights_Figure_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escrutínios por dia`)
};

export const insights_figure_ballots_value = /** @type {(inputs: Insights_Figure_Ballots_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`até ${i?.count}`)
};

export const insights_figure_cardinals = /** @type {(inputs: Insights_Figure_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais`)
};

export const insights_figure_electors = /** @type {(inputs: Insights_Figure_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores`)
};

export const insights_figure_experienced = /** @type {(inputs: Insights_Figure_ExperiencedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores que já participaram num conclave`)
};

export const insights_figure_majority = /** @type {(inputs: Insights_Figure_MajorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maioria de dois terços`)
};

export const insights_kicker = /** @type {(inputs: Insights_KickerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Colégio dos Cardeais e o conclave`)
};

export const insights_lead = /** @type {(inputs: Insights_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como é eleito um papa, quem são os eleitores e de onde vêm, e como o colégio eleitoral muda à medida que os cardeais fazem 80 anos.`)
};

export const insights_legend_above = /** @type {(inputs: Insights_Legend_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Acima do limite de ${i?.limit}`)
};

export const insights_legend_below = /** @type {(inputs: Insights_Legend_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No limite ou abaixo`)
};

export const insights_legend_turning = /** @type {(inputs: Insights_Legend_TurningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cardeais que fazem 80 anos nesse mês`)
};

export const insights_load_error = /** @type {(inputs: Insights_Load_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os dados dos cardeais.`)
};

export const insights_load_error_hint = /** @type {(inputs: Insights_Load_Error_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifique a sua ligação e tente novamente.`)
};

export const insights_loading_regions = /** @type {(inputs: Insights_Loading_RegionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar as regiões`)
};

export const insights_loading_youngest = /** @type {(inputs: Insights_Loading_YoungestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar os cardeais mais novos`)
};

export const insights_meta_description = /** @type {(inputs: Insights_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como funciona um conclave, quem votaria hoje, a maioria de dois terços, os cardeais eleitores por região e pelo papa que os criou, e quem será o próximo a fazer 80 anos.`)
};

export const insights_no_one = /** @type {(inputs: Insights_No_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguém`)
};

export const insights_no_position = /** @type {(inputs: Insights_No_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo atual não disponível`)
};

export const insights_none_under_70 = /** @type {(inputs: Insights_None_Under_70Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nenhum cardeal com menos de 70 anos nos dados atuais.`)
};

export const insights_notable_heading = /** @type {(inputs: Insights_Notable_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papáveis em destaque`)
};

export const insights_notable_lead = /** @type {(inputs: Insights_Notable_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os cardeais mais falados antes do conclave de 2025.`)
};

export const insights_recent_heading = /** @type {(inputs: Insights_Recent_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Três conclaves recentes`)
};

export const insights_recent_lead = /** @type {(inputs: Insights_Recent_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como decorreram as três últimas eleições.`)
};

export const insights_region_caption = /** @type {(inputs: Insights_Region_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eleitores com menos de 80 anos por região em ${i?.date} (${i?.count} no total)`)
};

export const insights_retry = /** @type {(inputs: Insights_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar novamente`)
};

export const insights_retrying = /** @type {(inputs: Insights_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A tentar novamente...`)
};

export const insights_roster_as_of = /** @type {(inputs: Insights_Roster_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dados de ${i?.date}`)
};

export const insights_share = /** @type {(inputs: Insights_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percentagem de eleitores`)
};

export const insights_sources = /** @type {(inputs: Insights_SourcesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fontes (${i?.count})`)
};

export const insights_stay_updated = /** @type {(inputs: Insights_Stay_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mantenha-se a par`)
};

export const insights_stay_updated_text = /** @type {(inputs: Insights_Stay_Updated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os números desta página são calculados a partir do diretório sempre que a abre. Para o cargo, a idade e a biografia de cada cardeal, consulte o diretório.`)
};

export const insights_tab_electors = /** @type {(inputs: Insights_Tab_ElectorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores ao longo do tempo`)
};

export const insights_tab_geographical = /** @type {(inputs: Insights_Tab_GeographicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geografia`)
};

export const insights_tab_overview = /** @type {(inputs: Insights_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visão geral`)
};

export const insights_tab_papabili = /** @type {(inputs: Insights_Tab_PapabiliInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papáveis`)
};

export const insights_tab_voting = /** @type {(inputs: Insights_Tab_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votação`)
};

export const insights_table_caption = /** @type {(inputs: Insights_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais que fazem 80 anos e eleitores no fim de cada mês`)
};

export const insights_table_toggle = /** @type {(inputs: Insights_Table_ToggleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês a mês, numa tabela`)
};

export const insights_tabs_label = /** @type {(inputs: Insights_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secções sobre o conclave`)
};

export const insights_timeline_falls = /** @type {(inputs: Insights_Timeline_FallsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O número desce ao limite de ${i?.limit} em ${i?.month}.`)
};

export const insights_timeline_leaving = /** @type {(inputs: Insights_Timeline_LeavingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Nos próximos ${i?.months} meses, ${i?.count} cardeal faz 80 anos, restando ${i?.electors} no fim de ${i?.month} se ninguém for criado e ninguém morrer.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Nos próximos ${i?.months} meses, ${i?.count} cardeais fazem 80 anos, restando ${i?.electors} no fim de ${i?.month} se ninguém for criado e ninguém morrer.`);
	return /** @type {LocalizedString} */ ("insights_timeline_leaving");
};

export const insights_timeline_stays_above = /** @type {(inputs: Insights_Timeline_Stays_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mantém-se acima do limite de ${i?.limit}.`)
};

export const insights_timeline_today = /** @type {(inputs: Insights_Timeline_TodayInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hoje há ${i?.count} eleitor.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Hoje há ${i?.count} eleitores.`);
	return /** @type {LocalizedString} */ ("insights_timeline_today");
};

export const insights_timeline_within = /** @type {(inputs: Insights_Timeline_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Está dentro do limite de ${i?.limit}.`)
};

export const insights_title = /** @type {(inputs: Insights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O conclave em números`)
};

export const insights_total = /** @type {(inputs: Insights_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total`)
};

export const insights_turning_heading = /** @type {(inputs: Insights_Turning_HeadingInputs) => LocalizedString} */ (i) => {const monthsPlural = registry.plural("pt", i?.months, {});
	if (monthsPlural === "one") return /** @type {LocalizedString} */ (`Fazem 80 anos: os próximos ${i?.months} meses`);
	if (monthsPlural === "other") return /** @type {LocalizedString} */ (`Fazem 80 anos: os próximos ${i?.months} meses`);
	return /** @type {LocalizedString} */ ("insights_turning_heading");
};

export const insights_turning_lead = /** @type {(inputs: Insights_Turning_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mês a mês, os cardeais que fazem 80 anos e perdem o direito de voto, e os eleitores que restam no fim de cada mês.`)
};

export const insights_vacancy_above = /** @type {(inputs: Insights_Vacancy_AboveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`São ${i?.count} acima do limite de ${i?.limit}; em 2025 os cardeais entenderam que um papa que cria mais eleitores dispensa do limite, pelo que todos os cardeais com direito mantiveram o seu voto.`)
};

export const insights_vacancy_fewer = /** @type {(inputs: Insights_Vacancy_FewerInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} a menos do que hoje, porque terá feito 80 anos.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} a menos do que hoje, porque terão feito 80 anos.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_fewer");
};

export const insights_vacancy_label = /** @type {(inputs: Insights_Vacancy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se a Sé ficasse vacante em`)
};

export const insights_vacancy_majority_label = /** @type {(inputs: Insights_Vacancy_Majority_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`voto para a maioria de dois terços`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`votos para a maioria de dois terços`);
	return /** @type {LocalizedString} */ ("insights_vacancy_majority_label");
};

export const insights_vacancy_note = /** @type {(inputs: Insights_Vacancy_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Calculado a partir da lista de cardeais de ${i?.date}: são eleitores os cardeais que não fizeram 80 anos antes do dia em que a Sé fica vacante e não renunciaram aos direitos do cardinalato. Não são tidos em conta novos cardeais nem mortes posteriores a hoje.`)
};

export const insights_vacancy_same = /** @type {(inputs: Insights_Vacancy_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os mesmos eleitores de hoje.`)
};

export const insights_vacancy_summary = /** @type {(inputs: Insights_Vacancy_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Em ${i?.date}, ${i?.count} cardeal seria eleitor e ${i?.majority} votos formariam a maioria de dois terços.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Em ${i?.date}, ${i?.count} cardeais seriam eleitores e ${i?.majority} votos formariam a maioria de dois terços.`);
	return /** @type {LocalizedString} */ ("insights_vacancy_summary");
};

export const insights_vacancy_too_early = /** @type {(inputs: Insights_Vacancy_Too_EarlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha hoje ou uma data posterior: esta página só conhece o Colégio de hoje.`)
};

export const insights_vacancy_within = /** @type {(inputs: Insights_Vacancy_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Está dentro do limite de ${i?.limit} eleitores.`)
};

export const insights_vacancy_would_vote = /** @type {(inputs: Insights_Vacancy_Would_VoteInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`cardeal votaria`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`cardeais votariam`);
	return /** @type {LocalizedString} */ ("insights_vacancy_would_vote");
};

export const insights_view_profile = /** @type {(inputs: Insights_View_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver o perfil completo`)
};

export const insights_view_profile_of = /** @type {(inputs: Insights_View_Profile_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

export const insights_who_would_vote = /** @type {(inputs: Insights_Who_Would_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem votaria?`)
};

export const insights_who_would_vote_lead = /** @type {(inputs: Insights_Who_Would_Vote_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os cardeais votam, a menos que tenham feito 80 anos antes do dia em que a Sé de Roma fica vacante (quem faz 80 anos nesse mesmo dia ainda vota) ou tenham renunciado aos direitos do cardinalato. Escolha um dia para ver o colégio eleitoral e a maioria de que precisaria.`)
};

export const insights_within = /** @type {(inputs: Insights_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dentro do limite`)
};

export const insights_younger_heading = /** @type {(inputs: Insights_Younger_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais mais novos (menos de 70 anos)`)
};

export const insights_younger_lead = /** @type {(inputs: Insights_Younger_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os membros mais novos do Colégio, por idade à data de hoje.`)
};

export const insights_youngest_label = /** @type {(inputs: Insights_Youngest_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais mais novos`)
};

export const language_label = /** @type {(inputs: Language_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma`)
};

export const legal_privacy_description = /** @type {(inputs: Legal_Privacy_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que o Cardinalis guarda sobre os visitantes (muito pouco) e porquê.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de privacidade`)
};

export const legal_terms_description = /** @type {(inputs: Legal_Terms_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os termos de utilização do Cardinalis, um site educativo independente.`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termos de utilização`)
};

export const live_about_1 = /** @type {(inputs: Live_About_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O conclave é a reunião à porta fechada em que os cardeais elegem um novo papa. O nome vem do latim cum clave, «com chave»: os eleitores ficam isolados do mundo exterior até terem escolhido.`)
};

export const live_about_2 = /** @type {(inputs: Live_About_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só podem votar os cardeais que não tinham completado 80 anos antes de a Sé de Roma ficar vacante. Reúnem-se na Capela Sistina e realizam até quatro escrutínios por dia; um candidato precisa de pelo menos dois terços dos votos.`)
};

export const live_about_3 = /** @type {(inputs: Live_About_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Depois de cada sessão, os boletins são queimados. O fumo negro da chaminé da capela significa que ninguém foi eleito; o fumo branco e os sinos de São Pedro anunciam um novo papa, que é proclamado da varanda central da basílica com as palavras Habemus Papam.`)
};

export const live_about_4 = /** @type {(inputs: Live_About_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O conclave mais recente, em maio de 2025, elegeu o cardeal Robert Francis Prevost no seu segundo dia. Adotou o nome de Leão XIV.`)
};

export const live_about_heading = /** @type {(inputs: Live_About_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sobre o conclave`)
};

export const live_age_elector = /** @type {(inputs: Live_Age_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("pt", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} anos, eleitor`)
};

export const live_age_not_elector = /** @type {(inputs: Live_Age_Not_ElectorInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("pt", i?.age, {});return /** @type {LocalizedString} */ (`${i?.age} anos, não eleitor`)
};

export const live_alert_off = /** @type {(inputs: Live_Alert_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avise-me quando houver fumo branco`)
};

export const live_alert_on = /** @type {(inputs: Live_Alert_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ativado: aviso quando houver fumo branco`)
};

export const live_alert_white_body = /** @type {(inputs: Live_Alert_White_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumo branco sobre a Capela Sistina: foi eleito um papa.`)
};

export const live_alert_white_title = /** @type {(inputs: Live_Alert_White_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fumo branco`)
};

export const live_already_voted = /** @type {(inputs: Live_Already_VotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já votou`)
};

export const live_announcement = /** @type {(inputs: Live_AnnouncementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso`)
};

export const live_aside_label = /** @type {(inputs: Live_Aside_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondagem e leituras`)
};

export const live_back = /** @type {(inputs: Live_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar aos cardeais`)
};

export const live_cardinals_failed = /** @type {(inputs: Live_Cardinals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar a lista de cardeais.`)
};

export const live_cardinals_legend = /** @type {(inputs: Live_Cardinals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeais`)
};

export const live_conclave_coverage = /** @type {(inputs: Live_Conclave_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura do conclave`)
};

export const live_conclave_coverage_title = /** @type {(inputs: Live_Conclave_Coverage_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura do conclave em direto (sem som)`)
};

export const live_decoder_after = /** @type {(inputs: Live_Decoder_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diz-lhe de que eleitor se trata.`)
};

export const live_decoder_before = /** @type {(inputs: Live_Decoder_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouviu o latim do protodiácono? O`)
};

export const live_eyebrow = /** @type {(inputs: Live_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em direto`)
};

export const live_how_elected = /** @type {(inputs: Live_How_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como é eleito um papa?`)
};

export const live_how_elected_text = /** @type {(inputs: Live_How_Elected_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleitores, escrutínios, fumo e a regra dos dois terços, explicados.`)
};

export const live_intro = /** @type {(inputs: Live_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veja a Praça de São Pedro e a cobertura do conclave lado a lado, e diga-nos quem acha que será eleito.`)
};

export const live_learn_how = /** @type {(inputs: Live_Learn_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saiba como são eleitos os papas`)
};

export const live_loading_cardinals = /** @type {(inputs: Live_Loading_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar os cardeais...`)
};

export const live_loading_results = /** @type {(inputs: Live_Loading_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar os resultados`)
};

export const live_loading_stream = /** @type {(inputs: Live_Loading_StreamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar a transmissão...`)
};

export const live_meta_description = /** @type {(inputs: Live_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acompanhe em direto a Praça de São Pedro e a cobertura do conclave, e vote na sondagem sobre a eleição do papa.`)
};

export const live_meta_polls_description = /** @type {(inputs: Live_Meta_Polls_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondagens descontraídas sobre o conclave e o papado: um voto por pessoa.`)
};

export const live_meta_title = /** @type {(inputs: Live_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em direto: a Praça de São Pedro e o conclave`)
};

export const live_muted = /** @type {(inputs: Live_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sem som`)
};

export const live_no_match = /** @type {(inputs: Live_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nenhum cardeal corresponde a «${i?.term}».`)
};

export const live_no_stream_heading = /** @type {(inputs: Live_No_Stream_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nenhuma transmissão em direto agora`)
};

export const live_no_stream_text = /** @type {(inputs: Live_No_Stream_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página transmite vídeo em direto quando há algo para ver: a Praça de São Pedro e a cobertura do conclave durante a sé vacante, e outros grandes momentos de um pontificado. O responsável do site escolhe as transmissões; quando uma começa, é exibida aqui, com os avisos do site por cima. Até lá, a sondagem ao lado e as páginas indicadas abaixo explicam como será eleito o próximo papa.`)
};

export const live_no_votes = /** @type {(inputs: Live_No_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não há votos`)
};

export const live_notice_label = /** @type {(inputs: Live_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviso do site`)
};

export const live_office_camerlengo = /** @type {(inputs: Live_Office_CamerlengoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Camerlengo da Santa Igreja Romana`)
};

export const live_office_dean = /** @type {(inputs: Live_Office_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decano do Colégio dos Cardeais`)
};

export const live_office_major_penitentiary = /** @type {(inputs: Live_Office_Major_PenitentiaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Penitenciário-mor`)
};

export const live_office_protodeacon = /** @type {(inputs: Live_Office_ProtodeaconInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cardeal protodiácono (o primeiro dos cardeais-diáconos)`)
};

export const live_office_protopriest = /** @type {(inputs: Live_Office_ProtopriestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protopresbítero (o primeiro dos cardeais-presbíteros)`)
};

export const live_office_vacant = /** @type {(inputs: Live_Office_VacantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vago: o titular faleceu.`)
};

export const live_office_vice_dean = /** @type {(inputs: Live_Office_Vice_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vice-Decano do Colégio dos Cardeais`)
};

export const live_offices_dates = /** @type {(inputs: Live_Offices_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Idades a ${i?.date}; titulares verificados a ${i?.asOf}.`)
};

export const live_offices_heading = /** @type {(inputs: Live_Offices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem faz o quê durante a sé vacante`)
};

export const live_offices_in_english = /** @type {(inputs: Live_Offices_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As descrições dos cargos e as regras citadas estão em inglês.`)
};

export const live_poll_heading = /** @type {(inputs: Live_Poll_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondagem sobre a eleição do papa`)
};

export const live_poll_intro = /** @type {(inputs: Live_Poll_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uma previsão por visitante. Só por diversão: quem decide são os cardeais.`)
};

export const live_poll_needs_js = /** @type {(inputs: Live_Poll_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para votar nesta sondagem é preciso JavaScript, que está desativado neste navegador. O resto da página lê-se sem ele.`)
};

export const live_poll_tab_results = /** @type {(inputs: Live_Poll_Tab_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados`)
};

export const live_poll_tab_vote = /** @type {(inputs: Live_Poll_Tab_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votar`)
};

export const live_polls_already = /** @type {(inputs: Live_Polls_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Já votou nesta sondagem.`)
};

export const live_polls_back = /** @type {(inputs: Live_Polls_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar à cobertura em direto`)
};

export const live_polls_eyebrow = /** @type {(inputs: Live_Polls_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Só por diversão`)
};

export const live_polls_failed = /** @type {(inputs: Live_Polls_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar as sondagens. Tente novamente mais tarde.`)
};

export const live_polls_intro = /** @type {(inputs: Live_Polls_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perguntas descontraídas enquanto o mundo espera pelo fumo branco. Um voto por sondagem; os resultados aparecem depois de votar.`)
};

export const live_polls_loading = /** @type {(inputs: Live_Polls_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar as sondagens...`)
};

export const live_polls_needs_js = /** @type {(inputs: Live_Polls_Needs_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para votar nas sondagens é preciso JavaScript, que está desativado neste navegador. O resto da página lê-se sem ele.`)
};

export const live_polls_none = /** @type {(inputs: Live_Polls_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De momento não há sondagens disponíveis.`)
};

export const live_polls_so_far = /** @type {(inputs: Live_Polls_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} voto até agora.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} votos até agora.`);
	return /** @type {LocalizedString} */ ("live_polls_so_far");
};

export const live_polls_title = /** @type {(inputs: Live_Polls_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sondagens divertidas`)
};

export const live_polls_voting = /** @type {(inputs: Live_Polls_VotingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A votar...`)
};

export const live_polls_your_vote = /** @type {(inputs: Live_Polls_Your_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O seu voto`)
};

export const live_presides_conclave = /** @type {(inputs: Live_Presides_ConclaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preside ao conclave`)
};

export const live_presides_congregations = /** @type {(inputs: Live_Presides_CongregationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preside às Congregações Gerais dos cardeais`)
};

export const live_presides_unknown = /** @type {(inputs: Live_Presides_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O cardeal eleitor mais antigo por ordem de precedência; os registos do site não o indicam para este dia.`)
};

export const live_ranked_results = /** @type {(inputs: Live_Ranked_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Classificação`)
};

export const live_reason_dean = /** @type {(inputs: Live_Reason_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Decano é eleitor, por isso preside.`)
};

export const live_reason_dean_age = /** @type {(inputs: Live_Reason_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("pt", i?.age, {});return /** @type {LocalizedString} */ (`o Decano tem ${i?.age} anos`)
};

export const live_reason_senior = /** @type {(inputs: Live_Reason_SeniorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nem o Decano nem o Vice-Decano são eleitores (${i?.ages}), por isso preside o eleitor mais antigo por ordem de precedência.`)
};

export const live_reason_senior_plain = /** @type {(inputs: Live_Reason_Senior_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nem o Decano nem o Vice-Decano são eleitores, por isso preside o eleitor mais antigo por ordem de precedência.`)
};

export const live_reason_vice_dean = /** @type {(inputs: Live_Reason_Vice_DeanInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("pt", i?.age, {});return /** @type {LocalizedString} */ (`O Decano tem ${i?.age} anos e não é eleitor; o Vice-Decano é eleitor, por isso preside.`)
};

export const live_reason_vice_dean_age = /** @type {(inputs: Live_Reason_Vice_Dean_AgeInputs) => LocalizedString} */ (i) => {
	const agePlural = registry.plural("pt", i?.age, {});return /** @type {LocalizedString} */ (`o Vice-Decano tem ${i?.age} anos`)
};

export const live_reason_vice_dean_no_dean = /** @type {(inputs: Live_Reason_Vice_Dean_No_DeanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O Decano já faleceu; o Vice-Decano é eleitor, por isso preside.`)
};

export const live_results_failed = /** @type {(inputs: Live_Results_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar os resultados. Voltaremos a tentar dentro de momentos.`)
};

export const live_search_cardinals = /** @type {(inputs: Live_Search_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pesquisar cardeais`)
};

export const live_search_placeholder = /** @type {(inputs: Live_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escreva um nome...`)
};

export const live_see_results = /** @type {(inputs: Live_See_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver os resultados`)
};

export const live_select_cardinal = /** @type {(inputs: Live_Select_CardinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escolha um cardeal`)
};

export const live_selected = /** @type {(inputs: Live_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selecionado:`)
};

export const live_share_of_votes = /** @type {(inputs: Live_Share_Of_VotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}: ${i?.share} dos votos`)
};

export const live_since = /** @type {(inputs: Live_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`desde ${i?.date}`)
};

export const live_st_peters = /** @type {(inputs: Live_St_PetersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Praça de São Pedro`)
};

export const live_st_peters_title = /** @type {(inputs: Live_St_Peters_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transmissão em direto da Praça de São Pedro`)
};

export const live_stream_unavailable = /** @type {(inputs: Live_Stream_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível aceder a esta transmissão`)
};

export const live_stream_unavailable_text = /** @type {(inputs: Live_Stream_Unavailable_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A ligação ao site foi interrompida ao carregar a transmissão.`)
};

export const live_stream_unset = /** @type {(inputs: Live_Stream_UnsetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De momento, nada está a ser transmitido aqui`)
};

export const live_stream_unset_text = /** @type {(inputs: Live_Stream_Unset_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quando a cobertura desta vista começar, será exibida aqui.`)
};

export const live_submit_vote = /** @type {(inputs: Live_Submit_VoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar voto`)
};

export const live_submitting = /** @type {(inputs: Live_SubmittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A enviar...`)
};

export const live_take_polls = /** @type {(inputs: Live_Take_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participar nas sondagens`)
};

export const live_title = /** @type {(inputs: Live_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conclave em direto`)
};

export const live_total_votes = /** @type {(inputs: Live_Total_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total de votos:`)
};

export const live_try_again = /** @type {(inputs: Live_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tentar novamente`)
};

export const live_try_polls = /** @type {(inputs: Live_Try_PollsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Experimente as nossas sondagens divertidas.`)
};

export const live_vote_question = /** @type {(inputs: Live_Vote_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quem acha que será o próximo papa? Escolha um cardeal.`)
};

export const live_votes = /** @type {(inputs: Live_VotesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} voto`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} votos`);
	return /** @type {LocalizedString} */ ("live_votes");
};

export const live_waiting_white = /** @type {(inputs: Live_Waiting_WhiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À espera do fumo branco?`)
};

export const live_with_sound = /** @type {(inputs: Live_With_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Com som`)
};

export const live_your_prediction = /** @type {(inputs: Live_Your_PredictionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua previsão:`)
};

export const loading_page = /** @type {(inputs: Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar a página...`)
};

export const nav_home = /** @type {(inputs: Nav_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Início`)
};

export const nav_insights = /** @type {(inputs: Nav_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O conclave em números`)
};

export const nav_label = /** @type {(inputs: Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principal`)
};

export const nav_live = /** @type {(inputs: Nav_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Em direto`)
};

export const nav_why_pope = /** @type {(inputs: Nav_Why_PopeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porquê um papa?`)
};

export const not_found_back = /** @type {(inputs: Not_Found_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voltar aos cardeais`)
};

export const not_found_description = /** @type {(inputs: Not_Found_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página não existe no Cardinalis.`)
};

export const not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não há nenhuma página neste endereço. Pode ter mudado de lugar, ou a ligação tem um erro.`)
};

export const not_found_title = /** @type {(inputs: Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Página não encontrada`)
};

export const pope_back_to_profile = /** @type {(inputs: Pope_Back_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Voltar ao perfil do Papa Leão XIV`)
};

export const pope_banner_intro = /** @type {(inputs: Pope_Banner_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O perfil do novo Santo Padre: a sua vida, formação e percurso, como os observadores leem as suas posições, as suas próprias palavras e a origem de cada facto.`)
};

export const pope_banner_kicker = /** @type {(inputs: Pope_Banner_KickerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Habemus Papam · ${i?.date}`)
};

export const pope_bio_heading = /** @type {(inputs: Pope_Bio_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dados biográficos`)
};

export const pope_career_heading = /** @type {(inputs: Pope_Career_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Percurso`)
};

export const pope_created_by = /** @type {(inputs: Pope_Created_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, pelo Papa ${i?.name}`)
};

export const pope_created_by_recorded = /** @type {(inputs: Pope_Created_By_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, por ${i?.creator}`)
};

export const pope_deep_dive = /** @type {(inputs: Pope_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Análise aprofundada`)
};

export const pope_deep_dive_sections = /** @type {(inputs: Pope_Deep_Dive_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secções da análise`)
};

export const pope_deep_dive_short = /** @type {(inputs: Pope_Deep_Dive_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Análise aprofundada · Leão XIV`)
};

export const pope_education_empty = /** @type {(inputs: Pope_Education_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Os pormenores da sua formação ainda não estão disponíveis.`)
};

export const pope_education_heading = /** @type {(inputs: Pope_Education_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formação`)
};

export const pope_error_heading = /** @type {(inputs: Pope_Error_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erro ao carregar o perfil`)
};

export const pope_error_text = /** @type {(inputs: Pope_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Não foi possível carregar o perfil do papa. Tente novamente mais tarde.`)
};

export const pope_evidence = /** @type {(inputs: Pope_EvidenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fundamento:`)
};

export const pope_excerpts_note = /** @type {(inputs: Pope_Excerpts_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Excertos: ${i?.cut} indica palavras omitidas.`)
};

export const pope_fact_born = /** @type {(inputs: Pope_Fact_BornInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nascimento`)
};

export const pope_fact_consecrated = /** @type {(inputs: Pope_Fact_ConsecratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenação episcopal`)
};

export const pope_fact_country = /** @type {(inputs: Pope_Fact_CountryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`País`)
};

export const pope_fact_created = /** @type {(inputs: Pope_Fact_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Criado cardeal`)
};

export const pope_fact_elected = /** @type {(inputs: Pope_Fact_ElectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eleito papa`)
};

export const pope_fact_motto = /** @type {(inputs: Pope_Fact_MottoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lema episcopal`)
};

export const pope_fact_nationality = /** @type {(inputs: Pope_Fact_NationalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nacionalidade`)
};

export const pope_fact_ordained = /** @type {(inputs: Pope_Fact_OrdainedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordenação sacerdotal`)
};

export const pope_fact_order = /** @type {(inputs: Pope_Fact_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ordem religiosa`)
};

export const pope_first_message_heading = /** @type {(inputs: Pope_First_Message_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A primeira mensagem como papa`)
};

export const pope_footer_all_cardinals = /** @type {(inputs: Pope_Footer_All_CardinalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos os cardeais`)
};

export const pope_footer_compiled = /** @type {(inputs: Pope_Footer_CompiledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compilado a partir das fontes indicadas acima; dados do registo a ${i?.date}. Este site não está associado à Santa Sé.`)
};

export const pope_footer_deep_dive = /** @type {(inputs: Pope_Footer_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Análise aprofundada sobre Leão XIV`)
};

export const pope_footer_more = /** @type {(inputs: Pope_Footer_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mais sobre o papado`)
};

export const pope_footer_write_to = /** @type {(inputs: Pope_Footer_Write_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Encontrou um erro? Escreva para`)
};

export const pope_leadership_empty = /** @type {(inputs: Pope_Leadership_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A sua liderança ainda não foi resumida.`)
};

export const pope_leo_xiv = /** @type {(inputs: Pope_Leo_XivInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leão XIV`)
};

export const pope_life_heading = /** @type {(inputs: Pope_Life_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vida e ministério`)
};

export const pope_loading = /** @type {(inputs: Pope_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A carregar o perfil do papa...`)
};

export const pope_meta_deep_dive_description = /** @type {(inputs: Pope_Meta_Deep_Dive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Origens, teologia, liderança e os debates em torno do Papa Leão XIV, contados com equilíbrio e com fontes. Texto em inglês.`)
};

export const pope_meta_deep_dive_title = /** @type {(inputs: Pope_Meta_Deep_Dive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa Leão XIV: análise aprofundada`)
};

export const pope_meta_description = /** @type {(inputs: Pope_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Robert Francis Prevost, eleito papa com o nome de Leão XIV a 8 de maio de 2025: vida, formação, percurso, posições, prioridades e as suas primeiras palavras, com fontes.`)
};

export const pope_meta_methodology_description = /** @type {(inputs: Pope_Meta_Methodology_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O que mede cada uma das nove categorias de avaliação do perfil de um cardeal, o que significam 1 e 5 e que provas contam: juízos editoriais, cada um com as suas fontes. Texto em inglês.`)
};

export const pope_meta_title = /** @type {(inputs: Pope_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papa Leão XIV: perfil do novo Santo Padre`)
};

export const pope_pontificate_ended = /** @type {(inputs: Pope_Pontificate_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`O pontificado de Leão XIV terminou a ${i?.date}. Esta página descreve-o tal como era durante o pontificado.`)
};

export const pope_priorities_empty = /** @type {(inputs: Pope_Priorities_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas prioridades ainda não foram resumidas.`)
};

export const pope_quotes_empty = /** @type {(inputs: Pope_Quotes_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ainda não foram acrescentadas citações documentadas.`)
};

export const pope_ratings_empty = /** @type {(inputs: Pope_Ratings_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O perfil teológico ainda não foi publicado.`)
};

export const pope_ratings_intro = /** @type {(inputs: Pope_Ratings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avaliações da nossa redação numa escala de 1 a 5, cada uma assente nas fontes públicas indicadas abaixo. Em «Conservative vs. Liberal Views», 1 é o mais progressista e 5 o mais conservador.`)
};

export const pope_read_deep_dive = /** @type {(inputs: Pope_Read_Deep_DiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ler a análise aprofundada →`)
};

export const pope_references_heading = /** @type {(inputs: Pope_References_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referências`)
};

export const pope_regnal_benedict_xvi = /** @type {(inputs: Pope_Regnal_Benedict_XviInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bento XVI`)
};

export const pope_regnal_francis = /** @type {(inputs: Pope_Regnal_FrancisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Francisco`)
};

export const pope_regnal_john_paul_ii = /** @type {(inputs: Pope_Regnal_John_Paul_IiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`João Paulo II`)
};

export const pope_source_label = /** @type {(inputs: Pope_Source_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fonte:`)
};

export const pope_sources_heading = /** @type {(inputs: Pope_Sources_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fontes`)
};

export const pope_span_months = /** @type {(inputs: Pope_Span_MonthsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} mês`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} meses`);
	return /** @type {LocalizedString} */ ("pope_span_months");
};

export const pope_span_under_a_month = /** @type {(inputs: Pope_Span_Under_A_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`menos de um mês`)
};

export const pope_span_years = /** @type {(inputs: Pope_Span_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("pt", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} ano`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} anos`);
	return /** @type {LocalizedString} */ ("pope_span_years");
};

export const pope_span_years_and_months = /** @type {(inputs: Pope_Span_Years_And_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.years} e ${i?.months}`)
};

export const pope_tab_leadership = /** @type {(inputs: Pope_Tab_LeadershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liderança`)
};

export const pope_tab_priorities = /** @type {(inputs: Pope_Tab_PrioritiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prioridades`)
};

export const pope_tab_quotes = /** @type {(inputs: Pope_Tab_QuotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Citações notáveis`)
};

export const pope_tab_theological = /** @type {(inputs: Pope_Tab_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil teológico`)
};

export const pope_tab_views = /** @type {(inputs: Pope_Tab_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posições`)
};

export const pope_tabs_heading = /** @type {(inputs: Pope_Tabs_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posições, liderança e palavras`)
};

export const pope_tabs_label = /** @type {(inputs: Pope_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfil do papa`)
};

export const pope_time_in_office = /** @type {(inputs: Pope_Time_In_OfficeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leão XIV foi eleito a ${i?.elected}, ${i?.span} antes de ${i?.today}, o dia em que esta página foi apresentada.`)
};

export const pope_title = /** @type {(inputs: Pope_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Papa ${i?.name}`)
};

export const pope_views_empty = /** @type {(inputs: Pope_Views_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As suas posições ainda não foram resumidas.`)
};

export const site_tagline = /** @type {(inputs: Site_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informação sobre os cardeais da Igreja Católica`)
};

export const skip_to_content = /** @type {(inputs: Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saltar para o conteúdo`)
};

export const teaching_dialogue_tips = /** @type {(inputs: Teaching_Dialogue_TipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conselhos para o diálogo`)
};

export const teaching_eyebrow = /** @type {(inputs: Teaching_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ensinamento`)
};

export const teaching_further_reading = /** @type {(inputs: Teaching_Further_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para saber mais`)
};

export const teaching_meta_description = /** @type {(inputs: Teaching_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Como a Igreja Católica entende o papado: Bíblia, história, infalibilidade e respostas honestas às objeções mais comuns.`)
};

export const teaching_meta_title = /** @type {(inputs: Teaching_Meta_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Porquê um papa?`)
};

export const teaching_next_body = /** @type {(inputs: Teaching_Next_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veja quem elegerá o próximo papa e como é hoje o Colégio dos Cardeais.`)
};

export const teaching_next_link = /** @type {(inputs: Teaching_Next_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ver o conclave em números`)
};

export const teaching_next_title = /** @type {(inputs: Teaching_Next_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Do ensinamento aos dias de hoje.`)
};

export const teaching_reading_historical = /** @type {(inputs: Teaching_Reading_HistoricalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`História`)
};

export const teaching_reading_scriptural = /** @type {(inputs: Teaching_Reading_ScripturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bíblia`)
};

export const teaching_reading_theological = /** @type {(inputs: Teaching_Reading_TheologicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teologia`)
};

export const teaching_topics_label = /** @type {(inputs: Teaching_Topics_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Temas de «Porquê um papa?»`)
};