// The contract targets of Fuzz/FuzzTargets.swift: catalogue files, rule sets and JSON Schemas.

import Foundation
import PatternRules

func fuzzCatalogue(_ bytes: UnsafeBufferPointer<UInt8>) {
    try? FileManager.default.createDirectory(at: catalogueDirectory, withIntermediateDirectories: true)
    let file = catalogueDirectory.appendingPathComponent("fuzz.entry.json")
    try? Data(bytes).write(to: file)
    do {
        _ = try PatternCatalogue(directory: catalogueDirectory)
    } catch {
        precondition(!error.problems.isEmpty, "a catalogue error without problems")
    }
}

func fuzzRuleSet(_ bytes: UnsafeBufferPointer<UInt8>) {
    let data = Data(bytes)
    let rules: RuleSet
    do {
        rules = try RuleSet(json: data)
    } catch {
        precondition(!error.message.isEmpty, "a rule-set error without a message")
        return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    var record: [String: String] = [:]
    for field in rules.fields { record[field.name] = text }
    let result = rules.validate(record)
    precondition(result.isValid == result.messages.isEmpty, "verdict \(result.verdict) with \(result.messages)")
}

func fuzzSchema(_ bytes: UnsafeBufferPointer<UInt8>) {
    let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
    let schemaText = Data(bytes[..<newline])
    let instanceText = Data(bytes[min(newline + 1, bytes.count)...])
    for formats in [JSONSchema.Formats.annotation, .assertion] {
        let schema: JSONSchema
        do {
            schema = try JSONSchema(json: schemaText, formats: formats)
        } catch {
            precondition(!error.message.isEmpty, "a schema error without a message")
            return
        }
        guard let first = try? schema.validate(json: instanceText) else { return }
        let again = try? schema.validate(json: instanceText)
        precondition(again == first, "two validations of one instance differ")
        precondition(first.isValid == first.failures.isEmpty)
        precondition(
            (try? schema.isValid(json: instanceText)) == first.isValid, "isValid disagrees with the full validation")
        guard let reordered = try? reversingMembers(instanceText) else { continue }
        let other = try? schema.validate(json: reordered)
        precondition(other?.isValid == first.isValid, "the verdict depends on the order of members")
    }
}

/// The JSON document `data` (already read as valid JSON) with every object's members in reverse order,
/// each value's text kept as written: a small reader of its own, since the library's is not public.
private func reversingMembers(_ data: Data) throws -> Data {
    struct Malformed: Error {}
    let bytes = Array(data)
    var position = 0
    func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }
    func value() throws -> [UInt8] {
        skipSpace()
        guard position < bytes.count else { throw Malformed() }
        switch bytes[position] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = bytes[position] == UInt8(ascii: "{")
            let close = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
            position += 1
            var parts: [[UInt8]] = []
            skipSpace()
            if position < bytes.count, bytes[position] == close {
                position += 1
                return isObject ? Array("{}".utf8) : Array("[]".utf8)
            }
            while true {
                var part = try value()
                if isObject {
                    skipSpace()
                    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw Malformed() }
                    position += 1
                    part += [UInt8(ascii: ":")] + (try value())
                }
                parts.append(part)
                skipSpace()
                guard position < bytes.count else { throw Malformed() }
                if bytes[position] == close { break }
                guard bytes[position] == UInt8(ascii: ",") else { throw Malformed() }
                position += 1
            }
            position += 1
            let ordered = isObject ? parts.reversed() : parts
            return [isObject ? UInt8(ascii: "{") : UInt8(ascii: "[")]
                + Array(ordered.joined(separator: [UInt8(ascii: ",")])) + [close]
        case UInt8(ascii: "\""):
            let start = position
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            position += 1
            guard position <= bytes.count else { throw Malformed() }
            return Array(bytes[start..<position])
        default:
            let start = position
            while position < bytes.count, !Array(",]}: \t\r\n".utf8).contains(bytes[position]) { position += 1 }
            return Array(bytes[start..<position])
        }
    }
    return Data(try value())
}
