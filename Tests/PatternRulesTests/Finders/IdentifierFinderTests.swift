import Foundation
import PatternRules
import PatternRulesTestSupport
import Testing

/// The identifier finders against python-stdnum 2.2 (Tests/Fixtures/identifiers/stdnum-identifiers.jsonl,
/// scripts/differential/identifiers.py): each written number is found, whole, exactly when stdnum says
/// it is valid, and in sentences exactly the valid ones are found, at their byte ranges.
@Suite struct IdentifierFinderTests {
    struct Record: Decodable {
        let finder: String
        let text: String?
        let valid: Bool?
        let sentence: String?
        let found: [[Int]]?
    }

    static let records: [Record] =
        (try? Fixtures.jsonLines("identifiers/stdnum-identifiers.jsonl", as: Record.self)) ?? []
    static let finderNames = [
        "us.ssn", "gb.nhs", "nl.bsn", "in.aadhaar", "ca.sin", "br.cpf", "tr.tckimlik", "au.tfn", "au.abn", "pt.nif",
        "pl.pesel", "us.itin", "de.idnr", "imei", "fi.hetu", "es.dni", "es.nie", "ch.ssn",
        "kr.rrn", "fr.nir", "in.pan", "it.codicefiscale", "es.nif", "no.fodselsnummer", "dk.cpr",
        "se.personnummer", "be.nn", "za.idnr", "bic", "bitcoin", "mx.curp", "ip", "cn.ric",
        "mac",
    ]

    static func ranges(_ finder: any TextFinder, in text: String) throws -> [[Int]] {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try finder.values(inUTF8: buffer).map { [$0.utf8Range.lowerBound, $0.utf8Range.upperBound] }
        }
    }

    @Test(arguments: finderNames)
    func aWrittenNumberIsFoundExactlyWhenStdnumSaysItIsValid(name: String) throws {
        let finder = try Finders.finder(named: name)
        let cases = Self.records.filter { $0.finder == name && $0.text != nil }
        #expect(cases.count >= 2_500, "\(name): \(cases.count) cases")
        #expect(cases.filter { $0.valid == true }.count >= 1_000)
        var disagreements: [String] = []
        for record in cases {
            guard let text = record.text, let valid = record.valid else { continue }
            let found = try Self.ranges(finder, in: text)
            let expected = valid ? [[0, text.utf8.count]] : []
            if found != expected { disagreements.append("\(text): stdnum says \(valid), found \(found)") }
        }
        #expect(disagreements.isEmpty, "\(name) \(disagreements.count): \(disagreements.prefix(8))")
    }

    @Test(arguments: finderNames)
    func inSentencesExactlyTheValidNumbersAreFound(name: String) throws {
        let finder = try Finders.finder(named: name)
        let sentences = Self.records.filter { $0.finder == name && $0.sentence != nil }
        #expect(sentences.count == 300)
        for record in sentences {
            guard let sentence = record.sentence else { continue }
            #expect(try Self.ranges(finder, in: sentence) == record.found ?? [], "\(sentence)")
        }
    }

    @Test func aNumberMustStandAlone() throws {
        let nhs = try Finders.finder(named: "gb.nhs")
        #expect(try Self.ranges(nhs, in: "NHS 943 476 5919.") == [[4, 16]])
        #expect(try Self.ranges(nhs, in: "(943-476-5919)") == [[1, 13]])
        // A digit, a letter of any script or a separator and a digit next to it make a longer token.
        for text in [
            "1943 476 5919", "943 476 59190", "x9434765919", "9434765919é", "943 476 5919 1", "943 476 5919-1",
            "٣9434765919", "1.943 476 5919",
        ] {
            #expect(try Self.ranges(nhs, in: text).isEmpty, "\(text)")
        }
        // Mixed separators are not a written form, though stdnum's compact() would read them.
        #expect(try Self.ranges(nhs, in: "943 476-5919").isEmpty)
        // A space joins groups only for forms that group with spaces: two SSNs in a row of a table.
        let ssn = try Finders.finder(named: "us.ssn")
        #expect(try Self.ranges(ssn, in: "123456789 234567890") == [[0, 9], [10, 19]])
        #expect(try Self.ranges(ssn, in: "123-45-6789-1").isEmpty)
    }

    /// An address ends a sentence with a full stop, and sits in brackets or after a colon of prose; one
    /// more octet, a colon joined to it, or a letter makes a longer token that holds none.
    @Test func addressesAreFoundInProseAsIpaddressReadsThem() throws {
        let ip = try Finders.finder(named: "ip")
        #expect(try Self.ranges(ip, in: "Connect to 10.0.0.1.") == [[11, 19]])
        #expect(try Self.ranges(ip, in: "(2001:db8::1) and ::ffff:192.0.2.1") == [[1, 12], [18, 34]])
        #expect(try Self.ranges(ip, in: "host: fe80::1") == [[6, 13]])
        for text in ["10.0.0.1.5", "010.0.0.1", "256.0.0.1", "12:30:45", "std::vector", "1::2::3", "g::1"] {
            #expect(try Self.ranges(ip, in: text).isEmpty, "\(text)")
        }
    }

    /// A MAC address is found in either separator and case, in stdnum's compact form; a universally
    /// administered one only in a block the IEEE assigned (a sub-block where its block is split); a
    /// seventh pair or the end of an IPv6 address makes a longer token.
    @Test func macAddressesAreFoundInAssignedBlocks() throws {
        let mac = try Finders.finder(named: "mac")
        let bytes = Array("eth0 D0-50-99-84-A2-A0, wlan 98:8f:e0:01:23:45 and 02:00:5e:10:00:01.".utf8)
        let found = try bytes.withUnsafeBufferPointer { try mac.values(inUTF8: $0) }
        #expect(found.map(\.canonical) == ["d0:50:99:84:a2:a0", "98:8f:e0:01:23:45", "02:00:5e:10:00:01"])
        // 98:8f:e0 is split into sub-blocks, of which f is not assigned (stdnum raises KeyError there);
        // 00:00:00 is Xerox's, 00:ff:ff nobody's.
        for text in [
            "98:8f:e0:f8:c8:a7", "00:ff:ff:00:00:01", "d0:50:99:84:a2:a0:ff", "fe80::d0:50:99:84:a2:a0",
            "d0:50:99:84:a2-a0",
        ] {
            #expect(try Self.ranges(mac, in: text).isEmpty, "\(text)")
        }
        #expect(try Self.ranges(mac, in: "00:00:00:12:34:56") == [[0, 17]])
    }

    @Test func eachValueCarriesItsCompactForm() throws {
        let cpf = try Finders.finder(named: "br.cpf")
        let bytes = Array("CPF 390.533.447-05".utf8)
        let found = try bytes.withUnsafeBufferPointer { try cpf.values(inUTF8: $0) }
        #expect(found.map(\.canonical) == ["39053344705"])
    }
}
