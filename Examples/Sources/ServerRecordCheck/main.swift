// A server checking sign-up records against a declarative rule set, compiled once at start-up and
// shared by every request.
import Foundation
import PatternRules

let rules = try RuleSet(
    json: Data(
        #"""
        {"name": "signup", "fields": [
          {"name": "email", "required": true, "rule": "email"},
          {"name": "age", "integer": {"min": 18, "max": 130}},
          {"name": "plan", "oneOf": ["free", "pro"]},
          {"name": "nickname", "minLength": 3, "maxLength": 16, "pattern": "[a-z0-9_]+"}
        ]}
        """#.utf8))

let requests: [[String: String]] = [
    ["email": "adriano@mail.com", "age": "34", "plan": "pro", "nickname": "adriano_s"],
    ["email": "adriano@", "age": "17", "plan": "gold", "nickname": "a"],
]
for record in requests {
    let result = rules.validate(record)
    print(result.isValid ? "accepted" : "rejected: \(result.messages.joined(separator: "; "))")
}
