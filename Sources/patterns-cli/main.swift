import PatternRules
import Foundation
func show(_ p: String, _ inputs: [String], _ e: Engine? = nil, _ o: Pattern.Options = []) {
  do {
    let pat = try Pattern(p, options: o, engine: e)
    for i in inputs {
      let v: String
      do { v = "\(try pat.verdict(for: i)) \(try pat.matches(i))" } catch { v = "ERR \(error)" }
      print(pat.engine, p.debugDescription, i.prefix(20).debugDescription, v)
    }
  } catch { print("compile error", error) }
}
for e in [Engine.pcre2JIT, .pcre2Interpreter, .foundation] {
  show(#"a(?R)?b"#, ["aabb", "aab", "abb"], e)
  show(#"a\Q+"#, ["a+", "a", "a+)"], e)
  show("(?x) a b # comment", ["ab", "a"], e)
  show("a b # comment", ["ab", "a"], e, .extended)
  show("(*UTF)(*LIMIT_MATCH=100)ab", ["ab", "a"], e)
}
