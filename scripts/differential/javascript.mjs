#!/usr/bin/env node
// Writes Tests/Fixtures/javascript/v8-differential.jsonl: random JavaScript patterns (the `u` flag of the
// `javascript` dialect and the `v` flag of `html`, with the flags i, m and s), inputs sampled from each
// pattern with their prefixes and mutations (case-folding traps, line terminators, astral scalars), and
// V8's answer for each: whether `new RegExp("(?:" + p + ")(?![\\s\\S])", flags + "y")` matches at index 0,
// or V8's SyntaxError for the pattern. JavaScriptDifferentialTests reads it.
//
//   node scripts/differential/javascript.mjs [--check] [--patterns N] [--seed S]
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const output = join(root, "Tests/Fixtures/javascript/v8-differential.jsonl");
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const patternCount = option("--patterns", 3000);
let seed = option("--seed", 20261202) >>> 0;

// A small deterministic generator (mulberry32), so the fixture is the same on every run.
function random() {
  seed = (seed + 0x6d2b79f5) >>> 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (items) => items[Math.floor(random() * items.length)];
const chance = (p) => random() < p;
const integer = (low, high) => low + Math.floor(random() * (high - low + 1));

// Characters where the dialects and the flags differ: case-folding traps, line terminators, white space.
const traps = ["k", "K", "\u212A", "s", "S", "\u017F", "ß", "ẞ", "İ", "ı", "i", "I", "Σ", "σ", "ς", "Ω", "ω", "\u2126",
  "\u2028", "\u2029", "\n", "\r", "\uFEFF", "\u00A0", "\t", " ", "é", "É", "😀", "𝒜", "_", "0", "9", "a", "z", "-", "\u0130"];
const literals = ["a", "b", "c", "k", "s", "x", "z", "A", "K", "S", "0", "7", "_", "-", "@", ",", " ", "é", "ß",
  "σ", "Σ", "ſ", "\u212A", "Ω", "😀", "日"];
const escapes = ["\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\.", "\\*", "\\/", "\\n", "\\t", "\\u0041", "\\u{1F600}",
  "\\x41", "\\cJ", "\\0", "\\uD83D\\uDE00", "\\p{L}", "\\p{Lu}", "\\p{Ll}", "\\P{Ll}", "\\p{N}", "\\p{Script=Greek}",
  "\\p{sc=Latn}", "\\p{scx=Grek}", "\\p{ASCII}", "\\p{Alphabetic}", "\\p{White_Space}", "\\P{L}", "\\p{Emoji}",
  "\\p{General_Category=Decimal_Number}", "\\p{Lowercase}", "\\p{ID_Start}"];
const classItems = ["a-z", "A-Z", "0-9", "_", "k", "s", "\\d", "\\w", "\\s", "\\W", "\\p{L}", "\\P{Lu}", "é", "ß",
  "\\u212A", "σ", "\\-", "\\]", ".", "*", "😀", "\\u{10000}-\\u{10FFFF}", "\\x00-\\x1F"];
const setOperands = ["[a-z]", "[aeiou]", "\\p{L}", "\\p{Lu}", "\\w", "\\d", "\\p{ASCII}", "\\p{Script=Greek}",
  "[\\q{abc|d}]", "\\s", "[^a-f]", "[k]", "[s]", "\\P{Ll}"];

// Patterns as small trees: each node renders to source and samples strings of (roughly) its language.
function atom(depth, v) {
  const roll = random();
  if (roll < 0.30) { const c = pick(literals); return { source: /[.*+?^${}()|[\]\\\/]/.test(c) ? "\\" + c : c, sample: () => c }; }
  if (roll < 0.45) { const e = pick(escapes); return { source: e, sample: () => sampleEscape(e) }; }
  if (roll < 0.52) return { source: ".", sample: () => pick(["a", "é", "\n", "\u2028", "😀", "k"]) };
  if (roll < 0.65) return v && chance(0.5) ? setClass() : classAtom();
  if (roll < 0.75 && depth < 3) {
    const inner = disjunction(depth + 1, v);
    const kind = pick(["(", "(?:", "(?<g" + integer(1, 9999) + ">"]);
    if (kind !== "(?:") groupNames.push(kind === "(" ? null : kind.slice(3, -1));
    const captured = { text: "" };
    return { source: kind + inner.source + ")", sample: () => (captured.text = inner.sample()) };
  }
  if (roll < 0.82 && depth < 3) {
    const inner = disjunction(depth + 1, v);
    const kind = pick(["(?=", "(?!", "(?<=", "(?<!"]);
    return { source: kind + inner.source + ")", sample: () => "", assertion: true };
  }
  if (roll < 0.90) { const a = pick(["^", "$", "\\b", "\\B"]); return { source: a, sample: () => "", assertion: true }; }
  const c = pick(traps);
  return { source: c === "\n" ? "\\n" : c === "\r" ? "\\r" : /[.*+?^${}()|[\]\\\/]/.test(c) ? "\\" + c : c, sample: () => c };
}

function sampleEscape(e) {
  const table = { "\\d": ["0", "5", "٣"], "\\D": ["a", "٣", " "], "\\w": ["a", "Z", "_", "é", "ſ", "\u212A"],
    "\\W": ["-", " ", "é", "ſ"], "\\s": [" ", "\t", "\uFEFF", "\u2028", "\u00A0", "\u0085"], "\\S": ["a", "\u0085"],
    "\\.": ["."], "\\*": ["*"], "\\/": ["/"], "\\n": ["\n"], "\\t": ["\t"], "\\u0041": ["A", "a"], "\\u{1F600}": ["😀"],
    "\\x41": ["A"], "\\cJ": ["\n"], "\\0": ["\0"], "\\uD83D\\uDE00": ["😀"] };
  if (table[e]) return pick(table[e]);
  return pick(["a", "A", "σ", "Σ", "日", "1", "😀", " ", "é", "ß", "ẞ"]);
}

function classAtom() {
  const negated = chance(0.3);
  const items = Array.from({ length: integer(1, 3) }, () => pick(classItems));
  return { source: "[" + (negated ? "^" : "") + items.join("") + "]", sample: () => pick(["a", "k", "K", "5", "_", "é", "σ", "Σ", " ", "-", "😀", "ſ", "\u212A", "]"]) };
}

function setClass() {
  const operator = pick(["--", "&&", ""]);
  const count = integer(2, 3);
  const operands = Array.from({ length: count }, () => pick(setOperands));
  const negated = chance(0.2) && !operands.some((o) => o.includes("\\q"));
  return { source: "[" + (negated ? "^" : "") + operands.join(operator) + "]", sample: () => pick(["a", "b", "e", "K", "σ", "Σ", "abc", "d", "1", " ", "ſ", "\u212A"]) };
}

function quantified(depth, v) {
  const a = atom(depth, v);
  if (a.assertion || !chance(0.35)) return a;
  const [q, low, high] = pick([["*", 0, 3], ["+", 1, 3], ["?", 0, 1], ["{2}", 2, 2], ["{1,3}", 1, 3], ["{0,}", 0, 3], ["{2,}", 2, 4]]);
  return { source: a.source + q + (chance(0.2) ? "?" : ""), sample: () => Array.from({ length: integer(low, high) }, a.sample).join("") };
}

function alternative(depth, v) {
  const items = Array.from({ length: integer(1, depth === 0 ? 5 : 3) }, () => quantified(depth, v));
  return { source: items.map((i) => i.source).join(""), sample: () => items.map((i) => i.sample()).join("") };
}

function disjunction(depth, v) {
  const branches = Array.from({ length: chance(0.3) ? integer(2, 3) : 1 }, () => alternative(depth, v));
  return { source: branches.map((b) => b.source).join("|"), sample: () => pick(branches).sample() };
}

// Syntax errors: a valid pattern with one character of syntax inserted or removed, and known cases.
const knownErrors = ["\\a", "a{", "]", "{", "}", "a{2,1}", "*", "a**", "(", ")", "[a", "[z-a]", "[\\d-a]", "\\p{Foo}",
  "(?<a>x)(?<a>y)", "\\k<b>", "\\1", "\\00", "\\c1", "\\x1", "\\u12", "\\u{110000}", "(?=a)*", "(?<=a)*", "^*", "\\b+",
  "(?i:a)", "\\", "[\\B]", "\\-", "a{2}{3}", "\\p{sc}", "\\p{gc=Alphabetic}", "{1}", "\\u{}", "\\P{Basic_Emoji}",
  "[(]", "[a-]", "[a&&&b]", "[ab&&c]", "[a&&b--c]", "[^\\q{ab}]", "[a--]", "[&&a]", "[a!!b]", "[\\q{a]", "\\k", "(?"];

function judge(source, flags, input) {
  const regex = new RegExp("(?:" + source + ")(?![\\s\\S])", flags + "y");
  regex.lastIndex = 0;
  return regex.test(input);
}

function mutations(text) {
  const chars = [...text];
  const result = [];
  for (let n = 0; n < 3; n++) {
    const copy = [...chars];
    const at = integer(0, copy.length);
    const roll = random();
    if (roll < 0.4 && copy.length > 0) copy.splice(Math.min(at, copy.length - 1), 1, pick(traps));
    else if (roll < 0.7) copy.splice(at, 0, pick(traps));
    else if (copy.length > 0) copy.splice(Math.min(at, copy.length - 1), 1);
    result.push(copy.join(""));
  }
  result.push(text.toUpperCase(), text.toLowerCase());
  return result;
}

// The capturing groups of the pattern being generated, in order (a name, or null for a numbered group):
// a backreference (`\\k<name>` or `\\N`) may be appended to refer to one.
let groupNames = [];

const lines = [];
const seen = new Set();
while (lines.length < patternCount) {
  const dialect = chance(0.35) ? "html" : "javascript";
  const v = dialect === "html";
  const flags = ["i", "m", "s"].filter(() => chance(0.3)).join("");
  groupNames = [];
  let tree = disjunction(0, v);
  let source = tree.source;
  if (groupNames.length > 0 && chance(0.25)) {
    const index = integer(0, groupNames.length - 1);
    const reference = groupNames[index] !== null && chance(0.6) ? `\\k<${groupNames[index]}>` : `\\${index + 1}`;
    const base = tree;
    source += reference + (chance(0.5) ? pick(literals).replace(/[.*+?^${}()|[\]\\\/]/, "\\$&") : "");
    tree = { source, sample: () => { const text = base.sample(); return text + [...text].slice(-integer(0, 3)).join(""); } };
  }
  if (chance(0.08)) {
    const chars = [...source];
    const at = integer(0, chars.length);
    if (chance(0.5)) chars.splice(at, 0, pick(["(", ")", "[", "]", "{", "}", "\\", "*", "?", "|", "-", "&&", "--"]));
    else chars.splice(Math.min(at, chars.length - 1), 1);
    source = chars.join("");
  } else if (chance(0.02)) {
    source = pick(knownErrors);
  }
  const key = `${dialect}/${flags}/${source}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const jsFlags = flags + (v ? "v" : "u");
  try {
    new RegExp(source, jsFlags);
  } catch (error) {
    lines.push(JSON.stringify({ pattern: source, dialect, flags, error: error.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "") }));
    continue;
  }
  const inputs = new Set([""]);
  for (let n = 0; n < 3; n++) {
    const sample = tree.sample();
    inputs.add(sample);
    const chars = [...sample];
    for (let cut = 1; cut < chars.length && cut < 6; cut++) inputs.add(chars.slice(0, cut).join(""));
    for (const mutated of mutations(sample)) inputs.add(mutated);
  }
  const judged = [...inputs].slice(0, 16).map((input) => [input, judge(source, jsFlags, input)]);
  lines.push(JSON.stringify({ pattern: source, dialect, flags, inputs: judged }));
}

// Early errors and their precedence: an assertion, a lookaround or an atom, then a quantifier that may
// be well formed, reversed, incomplete or doubled. V8 checks some before it reads the quantifier's
// numbers (`\\b{3,1}` is "Nothing to repeat") and some after (`(?=a){3,1}` is "numbers out of order").
const earlyHeads = ["^", "$", "\\b", "\\B", "(?=a)", "(?!a)", "(?<=a)", "(?<!a)", "a", ".", "[a]", "(a)", "\\d", "(?:)", ""];
const earlyQuantifiers = ["*", "+", "?", "*?", "{3,1}", "{1,3}", "{3,}", "{3}", "{3", "{3,", "{3,1", "{,1}", "{a}",
  "{99999999999,1}", "{2}{3}", "{1}?", "{2,1}?", "{0}", "}", "{"];
for (let n = 0; n < 600; n++) {
  const v = chance(0.3);
  const dialect = v ? "html" : "javascript";
  const flags = pick(["", "i", "m", "s"]);
  const source = pick(["", "x"]) + pick(earlyHeads) + pick(earlyQuantifiers) + pick(["", "b", "|c", ")"]);
  const key = `${dialect}/${flags}/${source}`;
  if (seen.has(key)) continue;
  seen.add(key);
  const jsFlags = flags + (v ? "v" : "u");
  try {
    new RegExp(source, jsFlags);
  } catch (error) {
    lines.push(JSON.stringify({ pattern: source, dialect, flags, error: error.message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "") }));
    continue;
  }
  const inputs = ["", "a", "aa", "aaa", "xa", "xaaa", "b", "c", "ab"].map((input) => [input, judge(source, jsFlags, input)]);
  lines.push(JSON.stringify({ pattern: source, dialect, flags, inputs }));
}

const text = `{"source": "V8 ${process.versions.v8} (Node ${process.versions.node}, Unicode ${process.versions.unicode}) via scripts/differential/javascript.mjs", "patterns": ${lines.length}}\n` + lines.join("\n") + "\n";
if (args.includes("--check")) {
  if (readFileSync(output, "utf8") !== text) { console.error(`${output} differs from what this V8 generates`); process.exit(1); }
} else {
  writeFileSync(output, text);
}
const inputs = lines.reduce((sum, line) => sum + (JSON.parse(line).inputs?.length ?? 0), 0);
const errors = lines.filter((line) => JSON.parse(line).error).length;
console.error(`${lines.length} patterns (${errors} syntax errors), ${inputs} inputs`);
