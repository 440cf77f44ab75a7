extension RuleSet: RecordContract {
    package func recordValidator(locale: MessageLocale) -> RuleSetRecordReader {
        RuleSetRecordReader(self, locale: locale)
    }
}
