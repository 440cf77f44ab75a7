#!/usr/bin/env node
// Writes the Unicode tables the `javascript` and `html` dialects read (property escapes and simple case
// folding), asking V8 itself so that the tables are the reference's own:
//
//   node scripts/generate/javascript-unicode-tables.mjs --names-from TEST262_DIR   # refreshes the property list
//   node scripts/generate/javascript-unicode-tables.mjs [--check]                  # writes (or compares) the table
//
// The property names and their aliases come from tc39/test262's generated property-escape tests
// (test/built-ins/RegExp/property-escapes/generated, BSD licence), kept in
// scripts/generate/data/javascript-properties.txt; each property's scalars and each case-folding class come from
// running V8's RegExp (the `u` flag) over every scalar.
import { readFileSync, writeFileSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const namesFile = join(root, "scripts/generate/data/javascript-properties.txt");
const stringsFile = join(root, "scripts/generate/data/javascript-string-properties.txt");
const output = join(root, "Sources/PatternRulesEngine/Automaton/Syntax/Generated/JavaScriptUnicodeData.swift");

const args = process.argv.slice(2);
if (args[0] === "--names-from") {
  writeNames(args[1]);
  process.exit(0);
}

function writeNames(test262) {
  const folder = join(test262, "test/built-ins/RegExp/property-escapes/generated");
  const lines = [];
  for (const file of readdirSync(folder).sort()) {
    if (!file.endsWith(".js")) continue;
    const text = readFileSync(join(folder, file), "utf8");
    const names = [...new Set([...text.matchAll(/\\\\p\{([^}]+)\}/g)].map((m) => m[1]))];
    const [, kind, value] = file.match(/^(?:(General_Category|Script|Script_Extensions)_-_)?(.+)\.js$/);
    const key = { General_Category: "gc", Script: "sc", Script_Extensions: "scx" }[kind] ?? "binary";
    const aliases = new Set([value]);
    for (const name of names) {
      const [left, right] = name.split("=");
      if (right === undefined) aliases.add(left);
      else aliases.add(right);
    }
    lines.push([key, value, ...[...aliases].filter((a) => a !== value).sort()].join(" "));
  }
  const commit = readFileSync(join(test262, "COMMIT"), "utf8").trim();
  // Properties of strings (the `v` flag): each sequence test262 lists, as hexadecimal code points.
  const stringLines = [];
  for (const file of readdirSync(join(folder, "strings")).sort()) {
    if (!/^[A-Za-z_]+\.js$/.test(file)) continue;
    const text = readFileSync(join(folder, "strings", file), "utf8");
    const strings = eval(text.match(/matchStrings: (\[[\s\S]*?\]),\n  nonMatchStrings/)[1]);
    const hex = strings.map((string) => [...string].map((c) => c.codePointAt(0).toString(16)).join("."));
    stringLines.push(`${file.slice(0, -3)} ${hex.join(" ")}`);
  }
  writeFileSync(
    stringsFile,
    `# The sequences of ECMAScript's properties of strings, from tc39/test262 ${commit}\n` +
      "# (test/built-ins/RegExp/property-escapes/generated/strings, BSD licence). Each line: name, then each\n" +
      "# sequence as hexadecimal code points joined by dots.\n" + stringLines.join("\n") + "\n");
  writeFileSync(
    namesFile,
    `# Property names and aliases of ECMAScript's \\p{…}, from tc39/test262 ${commit}\n` +
      "# (test/built-ins/RegExp/property-escapes/generated, BSD licence). Each line: kind, name, aliases.\n" +
      lines.join("\n") + "\n");
}

// Every scalar value, in order, as one string; surrogates are not scalars.
let everyScalar = "";
for (let value = 0; value <= 0x10ffff; value++) {
  if (value >= 0xd800 && value <= 0xdfff) continue;
  everyScalar += String.fromCodePoint(value);
}

function runs(expression, flags, subject) {
  const regex = new RegExp(`(?:${expression})+`, flags + "g");
  const result = [];
  for (const match of subject.matchAll(regex)) {
    const first = match[0].codePointAt(0);
    const last = [...match[0]].at(-1).codePointAt(0);
    result.push([first, last]);
  }
  return result;
}

// Ranges as base-36 pairs: the gap since the previous range's end, then the range's length less one.
function encode(ranges) {
  let previous = -1;
  return ranges.map(([first, last]) => {
    const text = `${(first - previous - 1).toString(36)}.${(last - first).toString(36)}`;
    previous = last;
    return text;
  }).join(" ");
}

const propertyLines = [];
for (const line of readFileSync(namesFile, "utf8").split("\n")) {
  if (line === "" || line.startsWith("#")) continue;
  const [kind, name, ...aliases] = line.split(" ");
  const expression = kind === "binary" ? `\\p{${name}}` : `\\p{${kind}=${name}}`;
  for (const alias of aliases) {  // every alias must mean the same to V8
    const aliased = kind === "binary" ? `\\p{${alias}}` : `\\p{${kind}=${alias}}`;
    if (encode(runs(aliased, "u", everyScalar)) !== encode(runs(expression, "u", everyScalar))) {
      throw new Error(`${aliased} differs from ${expression}`);
    }
  }
  propertyLines.push(`${kind} ${[name, ...aliases].join(" ")}: ${encode(runs(expression, "u", everyScalar))}`);
}

// Properties of strings: every listed sequence must be one V8 matches whole.
const stringPropertyLines = [];
for (const line of readFileSync(stringsFile, "utf8").split("\n")) {
  if (line === "" || line.startsWith("#")) continue;
  const [name, ...sequences] = line.split(" ");
  const whole = new RegExp(`^\\p{${name}}$`, "v");
  for (const sequence of sequences) {
    const text = String.fromCodePoint(...sequence.split(".").map((h) => parseInt(h, 16)));
    if (!whole.test(text)) throw new Error(`V8 does not match ${sequence} with \\p{${name}}`);
  }
  const encoded = sequences.map((sequence) => sequence.split(".").map((h) => parseInt(h, 16).toString(36)).join("."));
  stringPropertyLines.push(`${name}: ${encoded.join(" ")}`);
}

// Case-folding classes: the scalars that match one another under the `u` and `i` flags.
const cased = runs("[\\p{Cased}\\p{Changes_When_Casemapped}\\p{Changes_When_Casefolded}\\p{Changes_When_NFKC_Casefolded}]", "u", everyScalar);
let candidates = "";
for (const [first, last] of cased) for (let value = first; value <= last; value++) candidates += String.fromCodePoint(value);
const seen = new Set();
const classes = [];
for (const scalar of candidates) {
  const value = scalar.codePointAt(0);
  if (seen.has(value)) continue;
  const members = [];
  for (const match of candidates.matchAll(new RegExp(`\\u{${value.toString(16)}}`, "giu"))) {
    members.push(match[0].codePointAt(0));
  }
  for (const member of members) seen.add(member);
  if (members.length > 1) classes.push(members.map((m) => m.toString(36)).join("."));
}

const versions = `Node ${process.versions.node} (V8 ${process.versions.v8}, ICU ${process.versions.icu}, Unicode ${process.versions.unicode})`;
const swift = `// swift-format-ignore-file
// Generated by scripts/generate/javascript-unicode-tables.mjs from ${versions}; do not edit.
// It depends on the V8 that ran it, so scripts/ci/check-generated.sh does not rerun it: the test262 property
// tests (JavaScriptTest262Tests) check it instead.

/// ECMAScript's Unicode data as V8 reads it: the scalars of every \`\\p{…}\` property and the classes of
/// scalars that match one another caselessly (simple case folding). Parsed once, on first use.
enum JavaScriptUnicodeData {
    /// The Unicode version of the tables.
    static let unicodeVersion = "${process.versions.unicode}"

    /// One property per line: its kind (\`binary\`, \`gc\`, \`sc\`, \`scx\`), its names (the first is
    /// canonical), a colon, then its ranges, each the gap since the previous range's last scalar and its
    /// length less one, in base 36.
    static let properties = """
${propertyLines.join("\n")}
"""

    /// One property of strings per line: its name, a colon, then its sequences, each its scalars in base
    /// 36 separated by dots.
    static let stringProperties = """
${stringPropertyLines.join("\n")}
"""

    /// One class of caselessly equal scalars per entry, in base 36, members separated by dots.
    static let caseFoldingClasses = "${classes.join(" ")}"
}
`;
if (args[0] === "--check") {
  if (readFileSync(output, "utf8") !== swift) {
    console.error(`${output} differs from what ${versions} generates`);
    process.exit(1);
  }
} else {
  writeFileSync(output, swift);
}
console.error(`${propertyLines.length} properties, ${classes.length} case-folding classes, ${swift.length} bytes`);
