#!/usr/bin/env node
// Turns tc39/test262's RegExp tests (test/built-ins/RegExp, BSD licence) into two fixtures for the
// JavaScript dialects, from a test262 checkout (or an export with its commit in a COMMIT file):
//
//   node scripts/differential/javascript-test262.mjs TEST262_DIR
//
// - Tests/Fixtures/javascript/test262-cases.jsonl: every pattern a test compiles with the `u` or `v` flag
//   (through RegExp(…), or a literal the test runs), V8's SyntaxError message where it throws, and every
//   input a test runs such a pattern on, with V8's whole-input answer for the input and for the match
//   the test saw (`(?:p)(?![\s\S])` matched at index 0). Each test file runs in its own V8 context with
//   test262's harness, with RegExp and RegExp.prototype.exec observed.
// - Tests/Fixtures/javascript/test262-properties.jsonl: the scalars test262 says each `\p{…}` matches
//   (property-escapes/generated), for the dialects' property tables.
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";

const root = join(dirname(fileURLToPath(import.meta.url)), "../..");
const test262 = process.argv[2];
if (!test262) { console.error("usage: javascript-test262.mjs TEST262_DIR"); process.exit(2); }
const commit = existsSync(join(test262, "COMMIT")) ? readFileSync(join(test262, "COMMIT"), "utf8").trim() : "checkout";
const folder = join(test262, "test/built-ins/RegExp");
const longestInput = 2000;

function files(directory) {
  return readdirSync(directory).sort().flatMap((name) => {
    const path = join(directory, name);
    return statSync(path).isDirectory() ? files(path) : name.endsWith(".js") ? [path] : [];
  });
}

// The flags our dialects take: one of u and v, each flag once (others are flag errors, not patterns).
const ourFlags = (flags) =>
  /^[dgimsuvy]*$/.test(flags) && /[uv]/.test(flags) && !/u.*v|v.*u/.test(flags) && new Set(flags).size === flags.length;
const semanticFlags = (flags) => [...flags].filter((f) => "imsuv".includes(f)).join("");

function judge(pattern, flags, input) {
  const regex = new RegExp("(?:" + pattern + ")(?![\\s\\S])", semanticFlags(flags) + "y");
  return regex.test(input);
}

const harness = (name) => readFileSync(join(test262, "harness", name), "utf8");
const records = new Map();
// Swift strings hold scalars: a record with a lone surrogate (in a pattern's text or an input) is left out.
const wellFormed = (record) => Object.values(record).flat().every((v) => typeof v !== "string" || v.isWellFormed());
const add = (record) => { if (wellFormed(record)) records.set(JSON.stringify(record), record); };

for (const path of files(folder)) {
  const name = relative(test262, path);
  if (name.includes("property-escapes/generated/")) continue;
  const text = readFileSync(path, "utf8");
  const meta = text.match(/\/\*---([\s\S]*?)---\*\//)?.[1] ?? "";
  if (/flags:.*async/.test(meta)) continue;
  if (/phase: parse/.test(meta)) {
    // A literal the parser must reject: V8 confirms it, and its message is kept.
    for (const line of text.slice(text.indexOf("---*/")).split("\n")) {
      const literal = line.match(/^\s*\/(.+)\/([a-z]*);?\s*$/);
      if (!literal || !ourFlags(literal[2])) continue;
      try { new RegExp(literal[1], semanticFlags(literal[2])); } catch (error) {
        add({ file: name, pattern: literal[1], flags: semanticFlags(literal[2]), error: message(error) });
      }
    }
    continue;
  }
  const includes = ["assert.js", "sta.js", "compareArray.js", "propertyHelper.js", ...[...meta.matchAll(/includes: \[([^\]]*)\]/g)].flatMap((m) => m[1].split(",").map((s) => s.trim()))];
  const context = vm.createContext({ print() {}, $DONE() {}, $262: { detachArrayBuffer() {}, gc() {}, agent: {} } });
  const observe = (pattern, flags, input, match) => {
    if (typeof pattern !== "string" || typeof flags !== "string" || !ourFlags(flags)) return;
    if (input === undefined) {
      try { new RegExp(pattern, semanticFlags(flags)); add({ file: name, pattern, flags: semanticFlags(flags) }); }
      catch (error) { add({ file: name, pattern, flags: semanticFlags(flags), error: message(error) }); }
      return;
    }
    if ([...input].length > longestInput) return;
    let valid;
    try { valid = judge(pattern, flags, input); } catch { return; }
    const record = { file: name, pattern, flags: semanticFlags(flags), input, valid };
    if (typeof match === "string" && match !== input) record.match = [match, judge(pattern, flags, match)];
    add(record);
  };
  context.__observe = observe;
  vm.runInContext(`(() => {
    const Original = RegExp, exec = Original.prototype.exec, observe = __observe;
    Original.prototype.exec = function (input) {
      const result = exec.call(this, input);
      try { observe(this.source, this.flags, String(input), result ? result[0] : undefined); } catch {}
      return result;
    };
    globalThis.RegExp = new Proxy(Original, {
      construct(target, args, newTarget) { try { observe(args[0], args[1] ?? "", undefined); } catch {} return Reflect.construct(target, args, newTarget); },
      apply(target, self, args) { try { observe(args[0], args[1] ?? "", undefined); } catch {} return Reflect.apply(target, self, args); },
    });
  })();`, context);
  try {
    for (const include of includes) if (existsSync(join(test262, "harness", include))) vm.runInContext(harness(include), context);
    vm.runInContext(text, context, { timeout: 5000 });
  } catch {
    // A test that fails for a reason of its own (a feature this Node lacks) still gave its observations.
  }
}

function message(error) {
  return String(error.message).replace(/^Invalid regular expression: \/[\s\S]*\/[a-z]*: /, "");
}

// Property escapes: the code points each generated test says its expressions match.
const properties = [];
for (const path of files(join(folder, "property-escapes/generated"))) {
  if (path.includes("/strings/")) continue;
  const text = readFileSync(path, "utf8");
  const block = text.match(/const matchSymbols = buildString\(\{([\s\S]*?)\}\);/)[1];
  const lone = [...(block.match(/loneCodePoints: \[([\s\S]*?)\]/)?.[1] ?? "").matchAll(/0x[0-9A-F]+/g)].map((m) => parseInt(m[0], 16));
  const ranges = [...(block.match(/ranges: \[([\s\S]*)\]/)?.[1] ?? "").matchAll(/\[(0x[0-9A-F]+), (0x[0-9A-F]+)\]/g)].map((m) => [parseInt(m[1], 16), parseInt(m[2], 16)]);
  const expressions = [...new Set([...text.matchAll(/"(\\\\[pP]\{[^}]+\})"/g)].map((m) => m[1].replace(/\\\\/g, "\\")))];
  properties.push(JSON.stringify({ file: relative(test262, path), expressions, loneCodePoints: lone, ranges }));
}

const header = (what) => JSON.stringify({ source: `tc39/test262 ${commit}, test/built-ins/RegExp (BSD licence)${what}`, v8: process.versions.v8, unicode: process.versions.unicode });
const lines = [...records.values()].map((record) => JSON.stringify(record));
writeFileSync(join(root, "Tests/Fixtures/javascript/test262-cases.jsonl"), header(", judged by V8 via scripts/differential/javascript-test262.mjs") + "\n" + lines.join("\n") + "\n");
writeFileSync(join(root, "Tests/Fixtures/javascript/test262-properties.jsonl"), header(", property-escapes/generated") + "\n" + properties.join("\n") + "\n");
const errors = [...records.values()].filter((r) => r.error).length;
const inputs = [...records.values()].filter((r) => r.input !== undefined).length;
console.error(`${records.size} records: ${errors} syntax errors, ${inputs} inputs, ${records.size - errors - inputs} compiled patterns; ${properties.length} properties`);
