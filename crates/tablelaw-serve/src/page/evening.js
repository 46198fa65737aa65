// The club evening on the page (`/e/ID`): the boards, each board's
// traveller with the director's forms (a traveller line, a table refereed
// on the page, an adjusted score with its ruling), the rankings, the
// exports; and the form for a new evening on the first page. Loaded before
// app.js, whose helpers (el, api, apiOrOffline, SEATS, SEAT_NAMES,
// randomDeal, main, tokenKey) it uses once the page runs.
"use strict";

const SCORINGS = [
  ["matchpoints", "Matchpoints (pairs, Law 78A)"],
  ["imps", "IMPs (teams, Law 78B)"],
  ["cross-imps", "Cross-IMPs (Law 78D)"],
  ["butler", "Butler (Law 78D)"],
  ["total-points", "Total points (Law 78C)"],
];
const AVERAGES = [["average-plus", "average plus (60%)"], ["average", "average (50%)"], ["average-minus", "average minus (40%)"]];

function eveningKey(id) { return "tablelaw-evening-" + id; }

function keptEvenings() {
  try { return JSON.parse(localStorage.getItem("tablelaw-evenings") || "[]"); } catch (e) { return []; }
}

// A movement typed a line a result, or a range of boards: `1-4 1 1 4`
// (boards 1 to 4 at table 1, North-South pair 1, East-West pair 4).
function readMovement(text) {
  const rows = [];
  for (const [i, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(\d+)(?:-(\d+))?\s+(\d+)\s+(\S+)\s+(\S+)$/.exec(line);
    if (!m) throw new Error("movement line " + (i + 1) + ": write BOARDS TABLE NS EW, such as `1-4 1 1 4`");
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let b = from; b <= to; b++) rows.push({ board: b, table: Number(m[3]), ns: m[4], ew: m[5] });
  }
  return rows;
}

// The first page's section: the evenings this browser made, and a new one.
function eveningSection(needsToken, creationToken) {
  const kept = keptEvenings();
  const list = kept.length
    ? el("ul", { id: "evening-list" }, kept.map((e) => el("li", {}, el("a", { href: "/e/" + e.id }, e.name))))
    : el("p", { class: "note" }, "No evening made in this browser yet.");
  const name = el("input", { id: "ev-name", placeholder: "Tuesday pairs", value: "" });
  const scoring = el("select", { id: "ev-scoring" }, SCORINGS.map(([v, t]) => el("option", { value: v }, t)));
  const boards = el("input", { id: "ev-boards", type: "number", min: "1", max: "128", value: "24" });
  const tables = el("input", { id: "ev-tables", type: "number", min: "1", max: "100", value: "6" });
  const deals = el("select", { id: "ev-deals" },
    el("option", { value: "random" }, "random deals"), el("option", { value: "unknown" }, "unknown (hand records later)"),
    el("option", { value: "pbn" }, "from a PBN file"), el("option", { value: "typed" }, "typed, a board a line"));
  const pbn = el("input", { id: "ev-pbn", type: "file", accept: ".pbn,text/plain" });
  const typed = el("textarea", { id: "ev-deal-lines", rows: "3", placeholder: "board 1's deal on the first line, as PBN writes it: N:AKQ.… …; an empty line for a deal not known" });
  const movement = el("textarea", { id: "ev-movement", rows: "3", placeholder: "empty: a Mitchell; or a line each: BOARDS TABLE NS EW (1-4 1 1 4)" });
  const typedLabel = el("label", { class: "wide", hidden: true }, "Deals ", typed);
  deals.addEventListener("change", () => { typedLabel.hidden = deals.value !== "typed"; });
  const message = el("div", {});
  const form = el("form", { id: "new-evening", onsubmit: async (e) => {
    e.preventDefault();
    const body = { name: name.value.trim() || undefined, scoring: scoring.value, boards: Number(boards.value) };
    try {
      if (movement.value.trim()) body.movement = readMovement(movement.value);
      else body.tables = Number(tables.value);
    } catch (err) { message.replaceChildren(el("div", { class: "error" }, err.message)); return; }
    if (deals.value === "random") body.deals = Array.from({ length: body.boards }, () => randomDeal("duplicate-2017"));
    if (deals.value === "typed") {
      body.deals = typed.value.split("\n").slice(0, body.boards).map((l) => l.trim() || null);
    }
    if (deals.value === "pbn") {
      if (!pbn.files.length) { message.replaceChildren(el("div", { class: "error" }, "Choose the PBN file of the deals.")); return; }
      body.pbn = await pbn.files[0].text();
    }
    const token = needsToken ? creationToken() : null;
    const { status, data } = await apiOrOffline("POST", "/api/evenings", body, token);
    if (status !== 201) { message.replaceChildren(el("div", { class: "error" }, data.error)); return; }
    localStorage.setItem(eveningKey(data.id), data.token);
    localStorage.setItem("tablelaw-evenings", JSON.stringify([{ id: data.id, name: data.name }, ...keptEvenings()].slice(0, 50)));
    location.href = "/e/" + data.id;
  } },
    el("div", { class: "row" }, el("label", {}, "Name ", name), el("label", {}, "Scoring ", scoring)),
    el("div", { class: "row" }, el("label", {}, "Boards ", boards), el("label", {}, "Tables ", tables), el("label", {}, "Deals ", deals), pbn),
    typedLabel,
    el("label", { class: "wide" }, "Movement ", movement),
    el("p", { class: "note" }, "Boards 1 to N take their dealer and vulnerability from Law 2. Without a movement, a Mitchell is made for the tables (the boards a multiple of the tables)."),
    message,
    el("button", { type: "submit", id: "ev-create" }, "New evening"));
  return el("section", { id: "evenings" }, el("h2", {}, "Club evenings"), list, el("h2", {}, "New evening"), form);
}

function fmt(x, digits) {
  if (x === null || x === undefined) return "";
  return Number(x).toFixed(digits === undefined ? 1 : digits).replace(/\.0+$/, "");
}

function compactHands(deal) {
  if (!deal) return null;
  const [first, rest] = deal.split(":");
  const start = SEATS.indexOf(first);
  const parts = rest.trim().split(/\s+/);
  return el("div", { class: "deal-hands" }, parts.map((hand, i) => {
    const seat = SEATS[(start + i) % 4];
    return el("div", { class: "hand " + seat }, el("b", {}, seat), hand.split(".").map((cards, k) =>
      el("span", { class: "SHDC"[k] }, SUIT_MARK["SHDC"[k]], cards || "—", " ")));
  }));
}

function seatSelect(id) {
  return el("select", { id }, SEATS.map((s) => el("option", { value: s }, s)));
}

async function download(path, token, name) {
  const response = await fetch(path, { headers: { Authorization: "Bearer " + token } });
  if (!response.ok) return false;
  const blob = await response.blob();
  const a = el("a", { href: URL.createObjectURL(blob), download: name });
  document.body.append(a);
  a.click();
  a.remove();
  return true;
}

async function eveningPage(id) {
  const hash = new URLSearchParams(location.hash.slice(1));
  // The players' link carries its token in the address's fragment, which
  // the browser never sends to the server.
  const players = hash.get("players");
  const token = players || localStorage.getItem(eveningKey(id));
  let board = Number(hash.get("board")) || 1;
  let message = null;
  let form = null; // { table, kind }

  async function post(path, body) {
    const { status, data } = await apiOrOffline("POST", "/api/evenings/" + id + path, body, token);
    if (status !== 200 && status !== 201) { message = data.error || ("error " + status); await load(); return null; }
    message = null;
    return data;
  }

  function lineForm(row) {
    const contract = el("input", { id: "line-contract", size: "6", placeholder: "4S, 3NT+1, 4HX-2, pass", value: row.contract || "" });
    const declarer = seatSelect("line-declarer");
    if (row.declarer) declarer.value = row.declarer;
    const tricks = el("input", { id: "line-tricks", type: "number", min: "0", max: "13", value: row.tricks === null ? "" : String(row.tricks) });
    return el("form", { id: "row-form", class: "section", onsubmit: async (e) => {
      e.preventDefault();
      const body = { board, table: row.table, contract: contract.value.trim() };
      if (!/^pass/i.test(body.contract)) {
        body.declarer = declarer.value;
        if (tricks.value !== "") body.tricks = Number(tricks.value);
      }
      if (await post("/results", body)) { form = null; await load(); }
    } },
      el("h2", {}, "Board " + board + ", table " + row.table + ": the result"),
      el("div", { class: "row" }, el("label", {}, "Contract ", contract), el("label", {}, "Declarer ", declarer), el("label", {}, "Tricks ", tricks)),
      el("button", { type: "submit", id: "line-save" }, "Enter"), el("button", { type: "button", onclick: () => { form = null; draw(); } }, "Cancel"));
  }

  function adjustForm(row) {
    const kind = el("select", { id: "adj-kind" },
      el("option", { value: "artificial" }, "artificial (12C2)"), el("option", { value: "assigned" }, "assigned (12C1)"),
      el("option", { value: "weighted" }, "weighted (12C1(c))"));
    const ns = el("select", { id: "adj-ns" }, AVERAGES.map(([v, t]) => el("option", { value: v }, t)));
    const ew = el("select", { id: "adj-ew" }, AVERAGES.map(([v, t]) => el("option", { value: v }, t)));
    const contract = el("input", { id: "adj-contract", size: "6", placeholder: "4S" });
    const declarer = seatSelect("adj-declarer");
    const tricks = el("input", { id: "adj-tricks", type: "number", min: "0", max: "13" });
    const weighted = el("textarea", { id: "adj-weighted", rows: "3", placeholder: "a result a line: WEIGHT CONTRACT DECLARER [TRICKS] (30 4S N 10, or 70 4S= N)" });
    const ruling = el("textarea", { id: "adj-ruling", rows: "2", placeholder: "the law and the facts: Law 16B, the hesitation suggested…" });
    const parts = {
      artificial: el("div", { class: "row" }, el("label", {}, "NS ", ns), el("label", {}, "EW ", ew)),
      assigned: el("div", { class: "row" }, el("label", {}, "Contract ", contract), el("label", {}, "Declarer ", declarer), el("label", {}, "Tricks ", tricks)),
      weighted: el("label", { class: "wide" }, "Results ", weighted),
    };
    const holder = el("div", {}, parts.artificial);
    kind.addEventListener("change", () => holder.replaceChildren(parts[kind.value]));
    const note = el("div", {});
    return el("form", { id: "row-form", class: "section", onsubmit: async (e) => {
      e.preventDefault();
      let adjustment;
      if (kind.value === "artificial") adjustment = { kind: "artificial", ns: ns.value, ew: ew.value };
      else if (kind.value === "assigned") {
        adjustment = { kind: "assigned", contract: contract.value.trim() };
        if (!/^pass/i.test(adjustment.contract)) {
          adjustment.declarer = declarer.value;
          if (tricks.value !== "") adjustment.tricks = Number(tricks.value);
        }
      } else {
        const results = [];
        for (const line of weighted.value.split("\n").map((l) => l.trim()).filter(Boolean)) {
          const w = line.split(/\s+/);
          const r = { weight: Number(w[0]), contract: w[1] || "" };
          if (!/^pass/i.test(r.contract)) {
            r.declarer = w[2];
            if (w[3] !== undefined) r.tricks = Number(w[3]);
          }
          results.push(r);
        }
        adjustment = { kind: "weighted", results };
      }
      if (await post("/adjust", { board, table: row.table, adjustment, ruling: ruling.value })) { form = null; await load(); }
    } },
      el("h2", {}, "Board " + board + ", table " + row.table + ": adjusted score (Law 12)"),
      el("label", {}, "Kind ", kind), holder, el("label", { class: "wide" }, "Ruling ", ruling), note,
      el("button", { type: "submit", id: "adj-save" }, "Award"),
      row.adjustment ? el("button", { type: "button", id: "adj-remove", onclick: async () => {
        if (await post("/adjust", { board, table: row.table, adjustment: null })) { form = null; await load(); }
      } }, "Remove the adjustment") : null,
      el("button", { type: "button", onclick: () => { form = null; draw(); } }, "Cancel"));
  }

  async function referee(row) {
    const data = await post("/tables", { board, table: row.table });
    if (!data) return;
    localStorage.setItem(tokenKey(data.table_id), data.table_token);
    localStorage.setItem("tablelaw-table-evening-" + data.table_id, id);
    location.href = "/t/" + data.table_id;
  }

  let view = null;
  let traveller = null;
  let rankings = null;

  async function load() {
    if (!token) {
      main.replaceChildren(el("div", { class: "error", id: "message" },
        "This browser has no token for this evening: open the director's page where it was made, or the players' link the director gives."));
      return;
    }
    const [v, t, r] = await Promise.all([
      apiOrOffline("GET", "/api/evenings/" + id, undefined, token),
      apiOrOffline("GET", "/api/evenings/" + id + "/boards/" + board, undefined, token),
      apiOrOffline("GET", "/api/evenings/" + id + "/rankings", undefined, token),
    ]);
    if (v.status !== 200) {
      main.replaceChildren(el("div", { class: "error", id: "message" }, v.data.error || "cannot read the evening",
        v.status === 0 ? el("button", { id: "retry", onclick: load }, "Retry") : null));
      return;
    }
    view = v.data;
    traveller = t.status === 200 ? t.data : null;
    rankings = r.status === 200 ? r.data : null;
    if (t.status !== 200 && !message) message = t.data.error;
    draw();
  }

  function travellerTable() {
    if (!traveller) return el("p", { class: "note" }, "No traveller.");
    const director = view.access === "director";
    const imps = ["imps", "cross-imps", "butler"].includes(view.scoring);
    const unit = view.scoring === "matchpoints" ? "MP" : imps ? "IMP" : "Pts";
    const head = el("tr", {}, ["Table", "NS", "EW", "Result", "Score NS", unit + " NS", unit + " EW"].map((h) => el("th", {}, h)),
      director ? el("th", {}, "") : null);
    const rows = traveller.rows.map((r) => {
      const points = r.ns_points;
      const side = (s) => {
        if (!s) return "";
        const value = fmt(s.value, 2);
        return s.percentage === null || s.percentage === undefined ? value : value + " (" + fmt(s.percentage) + "%)";
      };
      const result = r.status === "to play"
        ? el("span", { class: "note" }, r.refereed ? "refereed, in play" : "to play")
        : [r.result, r.ruling ? el("div", { class: "note ruling" }, r.ruling) : null];
      const rulings = r.table_rulings && r.table_rulings.length
        ? el("div", { class: "note table-rulings" }, "Rulings at the table: " + r.table_rulings.join(", ")) : null;
      const actions = director ? el("td", { class: "actions" },
        r.refereed ? (r.table_id ? el("a", { class: "table-link", href: "/t/" + r.table_id }, "table") : null)
          : el("button", { "data-act": "line", onclick: () => { form = { table: r.table, kind: "line" }; draw(); } }, "Result"),
        !r.refereed && r.status === "to play" ? el("button", { "data-act": "referee", onclick: () => referee(r) }, "Referee") : null,
        el("button", { "data-act": "adjust", onclick: () => { form = { table: r.table, kind: "adjust" }; draw(); } }, "Adjust"))
        : (r.table_id ? el("td", {}, el("a", { class: "table-link", href: "/t/" + r.table_id }, "table")) : null);
      return el("tr", { "data-table": String(r.table), class: r.status === "adjusted" ? "adjusted" : null },
        el("td", {}, String(r.table)), el("td", {}, r.ns), el("td", {}, r.ew), el("td", {}, result, rulings),
        el("td", { class: "num points" }, points === null || points === undefined ? "" : (points > 0 ? "+" : "") + fmt(points, 1)),
        el("td", { class: "num ns-score" }, r.status === "to play" ? "" : side(r.ns_score)),
        el("td", { class: "num ew-score" }, r.status === "to play" ? "" : side(r.ew_score)),
        actions);
    });
    return el("div", { class: "scroll" }, el("table", { id: "traveller", class: "traveller" }, el("thead", {}, head), el("tbody", {}, rows)));
  }

  function rankingsTable() {
    if (!rankings || !rankings.rows.length) return el("p", { class: "note" }, "No result yet.");
    const byDirection = rankings.ranking === "by-direction";
    const groups = byDirection ? [["NS", "North-South"], ["EW", "East-West"]] : [[null, null]];
    return groups.map(([dir, title]) => {
      const rows = rankings.rows.filter((r) => !byDirection || r.direction === dir);
      return el("div", { class: "scroll" }, title ? el("h3", {}, title) : null,
        el("table", { class: "rankings", "data-direction": dir || "all" },
          el("thead", {}, el("tr", {}, ["Rank", "Pair", "Boards", "Total", "%"].map((h) => el("th", {}, h)))),
          el("tbody", {}, rows.map((r) => el("tr", { "data-contestant": r.contestant, "data-direction": r.direction || "" },
            el("td", {}, String(r.rank) + (r.tied ? "=" : "")), el("td", {}, r.contestant), el("td", { class: "num" }, String(r.boards)),
            el("td", { class: "num total" }, fmt(r.total, 2)), el("td", { class: "num percentage" }, fmt(r.percentage, 2)))))));
    });
  }

  function draw() {
    if (!view) return;
    const director = view.access === "director";
    document.getElementById("where").textContent = view.name;
    const scoringName = (SCORINGS.find(([v]) => v === view.scoring) || [null, view.scoring])[1];
    const head = el("section", { id: "evening-head" },
      el("h1", {}, view.name),
      el("div", { class: "note" }, scoringName, " · ", String(view.boards.length), " boards · ", String(view.tables), " tables · ",
        director ? "director" : "players' view"),
      director ? el("label", { class: "wide" }, "Players' link ",
        el("input", { id: "players-link", readonly: true, value: location.origin + "/e/" + id + "#players=" + view.read_token })) : null);
    const boards = el("div", { id: "boards", class: "board-buttons" }, view.boards.map((b) =>
      el("button", { "data-board": String(b.board), class: (b.board === board ? "on" : "") + (b.complete ? " complete" : ""),
        onclick: async () => { board = b.board; form = null; await load(); } }, String(b.board), b.complete ? " ✓" : "")));
    const b = view.boards[board - 1] || view.boards[0];
    const deal = b.deal ? compactHands(b.deal)
      : el("p", { class: "note", id: "deal-hidden" }, b.deal_hidden ? "The hands show once every table has played the board." : "The deal is not known.");
    const row = form && traveller ? traveller.rows.find((r) => r.table === form.table) : null;
    const rowForm = row ? (form.kind === "line" ? lineForm(row) : adjustForm(row)) : null;
    const error = message ? el("div", { class: "error", id: "message" }, message) : null;
    const exports = el("div", { class: "row" },
      el("button", { id: "export-pbn", onclick: () => download("/api/evenings/" + id + "/pbn", token, "evening.pbn") }, "PBN"),
      el("button", { id: "export-csv", onclick: () => download("/api/evenings/" + id + "/csv", token, "evening.csv") }, "CSV"));
    main.replaceChildren(head, error || "",
      el("div", { class: "columns evening-columns" },
        el("div", {},
          el("section", { id: "board" }, el("h2", {}, "Boards"), boards,
            el("h2", {}, "Board " + b.board, el("span", { class: "note" }, " · dealer " + SEAT_NAMES[b.dealer] + ", vulnerable " + b.vulnerable)),
            deal, travellerTable()),
          rowForm || ""),
        el("div", {},
          el("section", { id: "rankings" }, el("h2", {}, "Rankings"), rankingsTable()),
          el("section", { id: "exports" }, el("h2", {}, "The evening"), exports))));
    if (rowForm) rowForm.scrollIntoView({ block: "nearest" });
  }

  await load();
  if (view && view.access !== "director") setInterval(load, 10000);
}
