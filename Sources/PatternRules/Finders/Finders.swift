/// The registry of the library's finders: `patterns find`, its help, `--list-finders` and the docs read
/// it. A finder joins the product with its ``RegisteredFinder`` type, in a file of its own under
/// `Finders/`, and one line in ``builtIn``.
public enum Finders {
    /// Every finder of the library, in the order the help lists them.
    public static let builtIn: [any RegisteredFinder.Type] = [
        CardNumberRule.self,
        EmailRule.self,
        IBANRule.self,
        PhoneNumberFinder.self,
        AUABNFinder.self,
        AUTFNFinder.self,
        BENNFinder.self,
        BICFinder.self,
        BitcoinFinder.self,
        BRCPFFinder.self,
        CASINFinder.self,
        CHSSNFinder.self,
        CNRICFinder.self,
        DEIdNrFinder.self,
        DKCPRFinder.self,
        ESDNIFinder.self,
        ESNIEFinder.self,
        ESNIFFinder.self,
        FIHetuFinder.self,
        FRNIRFinder.self,
        GBNHSNumberFinder.self,
        IMEIFinder.self,
        INAadhaarFinder.self,
        INPANFinder.self,
        IPAddressFinder.self,
        ITCodiceFiscaleFinder.self,
        KRRRNFinder.self,
        MACFinder.self,
        MXCURPFinder.self,
        NLBSNFinder.self,
        NOFodselsnummerFinder.self,
        PLPESELFinder.self,
        PTNIFFinder.self,
        SEPersonnummerFinder.self,
        TRTCKimlikFinder.self,
        URLFinder.self,
        USITINFinder.self,
        USSSNFinder.self,
        ZAIDNrFinder.self,
    ]

    /// The registered finder whose family `name` is of (`phone` for `phone:GB`), `nil` when none is.
    public static func registered(named name: String) -> (any RegisteredFinder.Type)? {
        builtIn.first { name == $0.family || name.hasPrefix($0.family + ":") }
    }

    /// The finder `name` names, with `options`: with ``FinderOptions/requiresContext``, wrapped so that it
    /// reports only the values with one of its context words in their line.
    ///
    /// - Throws: ``BuiltinRules/NameError``: no finder has the name, or its settings are not the
    ///   finder's (`phone:QQ`).
    public static func finder(
        named name: String, options: FinderOptions = FinderOptions()
    ) throws(BuiltinRules.NameError) -> any TextFinder {
        guard let registered = registered(named: name) else { throw .unknownRule(name) }
        let made = try registered.make(named: name, options: options)
        guard options.requiresContext, !registered.contextWords.isEmpty else { return made }
        return ContextWordsFinder(made, words: registered.contextWords)
    }
}
