/// The strength meter's feedback: each warning and suggestion of the zxcvbn port has one code, so an app
/// shows it in the user's language (``PasswordFeedback/warning(in:overrides:)``) or picks its own words.
extension FailureCode {
    // Warnings: why a password is weak.
    public static let strengthTop10Password = FailureCode(rawValue: "strength_top10_password")
    public static let strengthTop100Password = FailureCode(rawValue: "strength_top100_password")
    public static let strengthCommonPassword = FailureCode(rawValue: "strength_common_password")
    public static let strengthSimilarToCommon = FailureCode(rawValue: "strength_similar_to_common")
    public static let strengthSingleWord = FailureCode(rawValue: "strength_single_word")
    public static let strengthNameAlone = FailureCode(rawValue: "strength_name_alone")
    public static let strengthCommonNames = FailureCode(rawValue: "strength_common_names")
    public static let strengthStraightRow = FailureCode(rawValue: "strength_straight_row")
    public static let strengthKeyboardPattern = FailureCode(rawValue: "strength_keyboard_pattern")
    public static let strengthRepeatedCharacters = FailureCode(rawValue: "strength_repeated_characters")
    public static let strengthRepeatedText = FailureCode(rawValue: "strength_repeated_text")
    public static let strengthSequence = FailureCode(rawValue: "strength_sequence")
    public static let strengthRecentYear = FailureCode(rawValue: "strength_recent_year")
    public static let strengthDate = FailureCode(rawValue: "strength_date")

    // Suggestions: what to do about it.
    public static let strengthAddWords = FailureCode(rawValue: "strength_add_words")
    public static let strengthUseFewWords = FailureCode(rawValue: "strength_use_few_words")
    public static let strengthNoSymbolsNeeded = FailureCode(rawValue: "strength_no_symbols_needed")
    public static let strengthLongerKeyboardPattern = FailureCode(rawValue: "strength_longer_keyboard_pattern")
    public static let strengthAvoidRepeats = FailureCode(rawValue: "strength_avoid_repeats")
    public static let strengthAvoidSequences = FailureCode(rawValue: "strength_avoid_sequences")
    public static let strengthAvoidRecentYears = FailureCode(rawValue: "strength_avoid_recent_years")
    public static let strengthAvoidPersonalYears = FailureCode(rawValue: "strength_avoid_personal_years")
    public static let strengthAvoidPersonalDates = FailureCode(rawValue: "strength_avoid_personal_dates")
    public static let strengthCapitalFirst = FailureCode(rawValue: "strength_capital_first")
    public static let strengthAllCapitals = FailureCode(rawValue: "strength_all_capitals")
    public static let strengthReversedWord = FailureCode(rawValue: "strength_reversed_word")
    public static let strengthPredictableSubstitutions = FailureCode(rawValue: "strength_predictable_substitutions")

    /// Every code of the strength meter's feedback.
    static let strengthFeedback: [FailureCode] = [
        strengthTop10Password, strengthTop100Password, strengthCommonPassword, strengthSimilarToCommon,
        strengthSingleWord, strengthNameAlone, strengthCommonNames, strengthStraightRow, strengthKeyboardPattern,
        strengthRepeatedCharacters, strengthRepeatedText, strengthSequence, strengthRecentYear, strengthDate,
        strengthAddWords, strengthUseFewWords, strengthNoSymbolsNeeded, strengthLongerKeyboardPattern,
        strengthAvoidRepeats, strengthAvoidSequences, strengthAvoidRecentYears, strengthAvoidPersonalYears,
        strengthAvoidPersonalDates, strengthCapitalFirst, strengthAllCapitals, strengthReversedWord,
        strengthPredictableSubstitutions,
    ]
}
