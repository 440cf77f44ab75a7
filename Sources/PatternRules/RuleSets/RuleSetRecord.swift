/// A record as a rule set reads it: the value of a field by name, and the names it carries.
///
/// Two shapes: a dictionary (the public ``RuleSet/validate(_:)``), and the members of a parsed line in
/// the order they were read, with distinct names (``RuleSet/validate(members:)``). A bulk run reads
/// millions of records of a handful of fields; finding a field among five members by comparing names
/// costs less than building a dictionary for each record and hashing every name twice.
protocol RuleSetRecord {
    /// The value of the field `name`, `nil` when the record does not carry it.
    func value(of name: String) -> String?
    /// The value of the field `name`, looked for at `position` first (records of one file list their
    /// fields in one order, usually the rule set's).
    func value(of name: String, expectedAt position: Int) -> String?
    /// How many fields the record carries.
    var fieldCount: Int { get }
    /// The names of the fields it carries.
    var fieldNames: [String] { get }
}

extension Dictionary: RuleSetRecord where Key == String, Value == String {
    func value(of name: String) -> String? { self[name] }
    func value(of name: String, expectedAt position: Int) -> String? { self[name] }
    var fieldCount: Int { count }
    var fieldNames: [String] { Array(keys) }
}

/// The members of one record in the order they were read; names are distinct.
struct RuleSetMembers: RuleSetRecord {
    /// Past this many members a record is looked up through a dictionary: a scan per field would cost
    /// the square of the record's width.
    static let scanLimit = 16

    let members: [(name: String, value: String)]

    func value(of name: String) -> String? {
        for member in members where member.name == name { return member.value }
        return nil
    }

    func value(of name: String, expectedAt position: Int) -> String? {
        if position < members.count, members[position].name == name { return members[position].value }
        return value(of: name)
    }

    var fieldCount: Int { members.count }
    var fieldNames: [String] { members.map(\.name) }
}
