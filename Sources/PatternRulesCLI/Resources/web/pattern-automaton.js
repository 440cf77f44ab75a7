// pattern-automaton.js: walks an automaton exported by `patterns export` (docs/EXPORT.md) and answers as
// the PatternRules Swift library does: "valid", "incomplete" (a continuation could still be valid) or
// "invalid", with the shortest completion. No dependencies; works as a browser script (it defines the
// global PatternAutomaton) and as a Node module.
(function (root) {
  "use strict";

  function load(document) {
    const automaton = typeof document === "string" ? JSON.parse(document) : document;
    if (automaton.format !== "patternrules-automaton" || automaton.version !== 1) {
      throw new Error("not a version 1 patternrules-automaton document");
    }
    const starts = automaton.alphabet.map((range) => range[0]);
    const classes = automaton.alphabet.map((range) => range[2]);

    // The class of a code point: a binary search over the ranges' starts.
    function classOf(codePoint) {
      let low = 0;
      let high = starts.length;
      while (high - low > 1) {
        const middle = (low + high) >> 1;
        if (starts[middle] <= codePoint) low = middle; else high = middle;
      }
      return classes[low];
    }

    function step(state, codePoint) {
      // A lone surrogate is no Unicode scalar: no valid input holds one.
      if (state === 0 || (codePoint >= 0xd800 && codePoint <= 0xdfff)) return 0;
      return automaton.transitions[state][classOf(codePoint)];
    }

    function walk(state, text) {
      for (const character of text) {
        state = step(state, character.codePointAt(0));
        if (state === 0) return 0;
      }
      return state;
    }

    function utf8Length(codePoint) {
      return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
    }

    // The scalars that lead to acceptance with the fewest UTF-8 bytes; among them, the first of the
    // Swift library's candidates (ASCII, then the smallest scalar of each length, then each range's
    // start), so that both give the same completion.
    const candidates = [];
    for (let value = 0; value < 128; value++) candidates.push(value);
    candidates.push(0x80, 0x800, 0x10000);
    for (const start of starts) candidates.push(start);

    function completionFrom(state) {
      let remaining = automaton.distances[state];
      if (state === 0 || remaining === null) return null;
      let completion = "";
      while (remaining > 0) {
        const next = candidates.find((candidate) => {
          if (candidate >= 0xd800 && candidate <= 0xdfff) return false;
          const target = step(state, candidate);
          return target !== 0 && automaton.distances[target] === remaining - utf8Length(candidate);
        });
        if (next === undefined) return null;
        completion += String.fromCodePoint(next);
        state = step(state, next);
        remaining -= utf8Length(next);
      }
      return completion;
    }

    function textUTF8Length(text) {
      let length = 0;
      for (const character of text) length += utf8Length(character.codePointAt(0));
      return length;
    }

    // The email rules' limits (`limits` in the document): 254 octets in all, 64 before the last "@";
    // an input whose shortest completion would pass the limit is invalid already, as in the library.
    function verdictOf(text, state) {
      const limits = automaton.limits;
      if (limits) {
        const length = textUTF8Length(text);
        if (length > limits.maximumLocalPartUTF8Length) {
          if (length > limits.maximumUTF8Length) return "invalid";
          const at = text.lastIndexOf("@");
          const local = at < 0 ? length : textUTF8Length(text.slice(0, at));
          if (local > limits.maximumLocalPartUTF8Length) return "invalid";
        }
        const missing = automaton.distances[state];
        if (state === 0 || missing === null || length + missing > limits.maximumUTF8Length) return "invalid";
      }
      return automaton.verdicts[state];
    }

    return {
      pattern: automaton.pattern,
      flags: automaton.flags,
      verdict(text) { return verdictOf(text, walk(automaton.start, text)); },
      shortestCompletion(text) {
        const state = walk(automaton.start, text);
        return verdictOf(text, state) === "invalid" ? null : completionFrom(state);
      },
      // A typing cursor: one state per code point typed, so appending costs a look-up per character and
      // deleting pops states.
      cursor() {
        const states = [automaton.start];
        const points = [];
        return {
          get text() { return String.fromCodePoint(...points); },
          get verdict() { return verdictOf(this.text, states[states.length - 1]); },
          get shortestCompletion() {
            const state = states[states.length - 1];
            return verdictOf(this.text, state) === "invalid" ? null : completionFrom(state);
          },
          append(text) {
            for (const character of text) {
              const codePoint = character.codePointAt(0);
              points.push(codePoint);
              states.push(step(states[states.length - 1], codePoint));
            }
          },
          removeLast(count = 1) {
            const removed = Math.max(0, Math.min(count, points.length));
            points.length -= removed;
            states.length -= removed;
          },
          replaceText(text) { points.length = 0; states.length = 1; this.append(text); },
        };
      },
    };
  }

  // A rule set exported by `patterns export --rules` (docs/EXPORT.md, "Rule sets"): each field with its
  // automaton loaded, or null where the field is checked on the server only (`serverOnly` says why).
  function loadRuleSet(document) {
    const ruleSet = typeof document === "string" ? JSON.parse(document) : document;
    if (ruleSet.format !== "patternrules-rule-set" || ruleSet.version !== 1) {
      throw new Error("not a version 1 patternrules-rule-set document");
    }
    const fields = ruleSet.fields.map((field) => ({
      name: field.name,
      required: field.required,
      message: field.message,
      serverOnly: field.serverOnly || null,
      automaton: field.automaton ? load(field.automaton) : null,
    }));
    return {
      name: ruleSet.name,
      allowOtherFields: ruleSet.allowOtherFields,
      fields,
      field(name) { return fields.find((field) => field.name === name) || null; },
      // The field's verdict on `text`, or null for a field checked on the server only.
      verdict(name, text) {
        const field = this.field(name);
        return field && field.automaton ? field.automaton.verdict(text) : null;
      },
    };
  }

  const api = { load, loadRuleSet, formatVersion: 1 };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.PatternAutomaton = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
