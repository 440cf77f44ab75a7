// V8's String.prototype.matchAll, the reference for the javascript and html dialects' search: reads a
// JSON array of {pattern, flags, text} on standard input and writes, for each, the spans of every match
// in UTF-8 bytes ([[start, end], ...]) or {"error": message} when V8 rejects the pattern.
// Run by scripts/differential/search.py.
import { readFileSync } from "node:fs";

const cases = JSON.parse(readFileSync(0, "utf8"));
const utf8Offsets = (text) => {
  // UTF-16 index → UTF-8 offset, for every index that starts a code point and for the end.
  const offsets = new Map();
  let bytes = 0;
  let index = 0;
  for (const character of text) {
    offsets.set(index, bytes);
    const point = character.codePointAt(0);
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
    index += character.length;
  }
  offsets.set(index, bytes);
  return offsets;
};
const results = cases.map(({ pattern, flags, text }) => {
  let regex;
  try {
    regex = new RegExp(pattern, flags + "g");
  } catch (error) {
    return { error: error.message };
  }
  const offsets = utf8Offsets(text);
  return [...text.matchAll(regex)].map((match) => [
    offsets.get(match.index),
    offsets.get(match.index + match[0].length),
  ]);
});
process.stdout.write(JSON.stringify(results));
