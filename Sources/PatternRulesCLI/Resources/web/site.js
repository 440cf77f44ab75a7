// The catalogue site's behaviour: search on the index, the live tester and copy buttons on entry pages.
(function (root) {
  "use strict";

  // As `patterns search` ranks: every word must occur somewhere; a word in the id scores 8, in the
  // title 4, in a tag 2, in the description 1; higher scores first, then ids in order.
  function search(entries, query) {
    const words = query.toLowerCase().split(/\s+/).filter((word) => word.length > 0);
    if (words.length === 0) return entries.map((entry) => entry.id);
    const scored = [];
    for (const entry of entries) {
      const id = entry.id.toLowerCase();
      const title = entry.title.toLowerCase();
      const tags = entry.tags.map((tag) => tag.toLowerCase());
      const description = entry.description.toLowerCase();
      let score = 0;
      let all = true;
      for (const word of words) {
        const wordScore = (id.includes(word) ? 8 : 0) + (title.includes(word) ? 4 : 0) +
          (tags.some((tag) => tag.includes(word)) ? 2 : 0) + (description.includes(word) ? 1 : 0);
        if (wordScore === 0) { all = false; break; }
        score += wordScore;
      }
      if (all) scored.push({ id: entry.id, score });
    }
    scored.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return scored.map((item) => item.id);
  }

  function index() {
    const entries = JSON.parse(document.getElementById("catalogue").textContent);
    const list = document.getElementById("entries");
    const items = new Map([...list.children].map((item) => [item.dataset.id, item]));
    const input = document.getElementById("search");
    const count = document.getElementById("count");
    function update() {
      const found = search(entries, input.value);
      for (const item of items.values()) item.hidden = true;
      for (const id of found) { const item = items.get(id); item.hidden = false; list.appendChild(item); }
      count.textContent = found.length + (found.length === 1 ? " entry" : " entries");
    }
    input.addEventListener("input", update);
    update();
  }

  function entry() {
    const data = document.getElementById("automaton");
    if (data) {
      const automaton = root.PatternAutomaton.load(data.textContent);
      const input = document.getElementById("tester");
      const result = document.getElementById("result");
      const completion = document.getElementById("completion");
      input.addEventListener("input", () => {
        const verdict = automaton.verdict(input.value);
        result.innerHTML = "";
        const badge = document.createElement("span");
        badge.className = "verdict " + verdict;
        badge.textContent = verdict;
        result.appendChild(badge);
        const rest = verdict === "incomplete" ? automaton.shortestCompletion(input.value) : null;
        completion.textContent = rest === null ? "" : "Shortest completion: " + JSON.stringify(rest);
      });
    }
    for (const button of document.querySelectorAll("button[data-copy]")) {
      button.addEventListener("click", () => {
        const text = document.getElementById(button.dataset.copy).textContent;
        if (navigator.clipboard) navigator.clipboard.writeText(text);
        button.textContent = "Copied";
      });
    }
  }

  const api = { search, index, entry };
  if (typeof module === "object" && module.exports) module.exports = api;
  else root.PatternRulesSite = api;
})(typeof globalThis !== "undefined" ? globalThis : this);
