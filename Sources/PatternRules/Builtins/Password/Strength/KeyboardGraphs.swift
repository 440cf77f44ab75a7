import Foundation
import PatternRulesSupport

/// zxcvbn 4.5.0's keyboard adjacency graphs (`Resources/zxcvbn/adjacency_graphs.json`, MIT): for every
/// key, its neighbours in a fixed order of directions, each the key's unshifted and shifted characters
/// (`"2@"`) or nothing at the edge.
struct KeyboardGraphs: Sendable {
    enum Name: String, Sendable, CaseIterable {
        case qwerty, dvorak, keypad
        case macKeypad = "mac_keypad"

        /// Keyboards whose shifted characters count as shifted (not the keypads).
        var hasShift: Bool { self == .qwerty || self == .dvorak }
    }

    /// Neighbours per key: `graph[key][direction]` is the characters there, `nil` at the edge.
    typealias Graph = [Unicode.Scalar: [[Unicode.Scalar]?]]

    /// In zxcvbn's order: qwerty, dvorak, keypad, mac_keypad.
    let graphs: [(name: Name, graph: Graph)]

    static let shipped: KeyboardGraphs = {
        guard
            let url = Bundle.module.url(forResource: "adjacency_graphs", withExtension: "json", subdirectory: "zxcvbn"),
            let data = try? Data(contentsOf: url), let value = try? JSONParser.parse(data),
            case .object(let members) = value
        else { return KeyboardGraphs(graphs: []) }
        var graphs: [(Name, Graph)] = []
        for member in members {
            guard let name = Name(rawValue: member.key), case .object(let keys) = member.value else { continue }
            var graph: Graph = [:]
            for key in keys {
                guard let scalar = key.key.unicodeScalars.first, case .array(let neighbours) = key.value else {
                    continue
                }
                graph[scalar] = neighbours.map { neighbour in
                    if case .string(let text) = neighbour { return Array(text.unicodeScalars) }
                    return nil
                }
            }
            graphs.append((name, graph))
        }
        return KeyboardGraphs(graphs: graphs)
    }()

    func graph(_ name: Name) -> Graph { graphs.first { $0.name == name }?.graph ?? [:] }

    /// zxcvbn's `calc_average_degree`: the mean number of neighbours per key.
    static func averageDegree(_ graph: Graph) -> Double {
        guard !graph.isEmpty else { return 0 }
        return Double(graph.values.reduce(0) { $0 + $1.compactMap { $0 }.count }) / Double(graph.count)
    }
}
