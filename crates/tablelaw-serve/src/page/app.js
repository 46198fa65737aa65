// The page of `tablelaw serve`: the evening (`/`) and a table (`/t/ID`),
// drawn from the JSON API; every action is a script line sent to the
// server, which rules on it and stores it before it answers.
"use strict";

const SEATS = ["N", "E", "S", "W"];
const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
const CODES = ["rubber", "duplicate-2017", "duplicate-2007", "auction-bridge", "bridge-whist", "euchre"];
const SUIT_MARK = { S: "♠", H: "♥", D: "♦", C: "♣" };

// An element with attributes (`on...` are listeners) and children (text or nodes).
function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "class") node.className = v;
    else node.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    node.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return node;
}

async function api(method, path, body, token) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers.Authorization = "Bearer " + token;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let data;
  try { data = await response.json(); } catch (e) { data = { error: "the server's answer is not JSON" }; }
  return { status: response.status, data };
}

// A request that cannot reach the server (gone, the network down) answers
// status 0 with an error in words, for a banner that offers to retry.
async function apiOrOffline(method, path, body, token) {
  try {
    return await api(method, path, body, token);
  } catch (e) {
    return { status: 0, data: { error: "The server cannot be reached (is it running, is the network up?). Nothing was recorded." } };
  }
}

function tokenKey(id) { return "tablelaw-token-" + id; }

const main = document.getElementById("main");

// ---- the evening -------------------------------------------------------

function randomDeal(code) {
  const ranks = code === "euchre" ? "AKQJT987" : "AKQJT98765432";
  const cards = [];
  for (const s of "SHDC") for (const r of ranks) cards.push(s + r);
  for (let i = cards.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [cards[i], cards[j]] = [cards[j], cards[i]];
  }
  const per = code === "euchre" ? 5 : 13;
  const hands = [0, 1, 2, 3].map((h) => {
    const mine = cards.slice(h * per, (h + 1) * per);
    return "SHDC".split("").map((s) => mine.filter((c) => c[0] === s).map((c) => c[1]).join("")).join(".");
  });
  let deal = "N:" + hands.join(" ");
  if (code === "euchre") deal += " turned " + cards[20];
  return deal;
}

async function evening() {
  document.getElementById("where").textContent = "the evening";
  const { status, data } = await apiOrOffline("GET", "/api/tables?limit=50");
  main.replaceChildren();
  const list = el("section", { id: "tables" }, el("h2", {}, "Tables"));
  const row = (t) => el("tr", {},
    el("td", {}, t.board === null ? "" : String(t.board)),
    el("td", {}, el("a", { href: "/t/" + t.id }, t.code)),
    el("td", {}, t.turn ? SEAT_NAMES[t.turn] : "over"),
    el("td", {}, t.pending ? el("span", { class: "badge" }, "ruling awaits") : ""),
    el("td", {}, String(t.events)));
  if (status !== 200) list.append(el("div", { class: "error", id: "message" }, data.error || "cannot list",
    status === 0 ? el("button", { id: "retry", onclick: evening }, "Retry") : null));
  else if (data.tables.length === 0) list.append(el("p", { class: "note" }, "No table yet."));
  else {
    const body = el("tbody", {}, data.tables.map(row));
    list.append(el("table", {},
      el("thead", {}, el("tr", {}, el("th", {}, "Board"), el("th", {}, "Code"), el("th", {}, "Turn"), el("th", {}, ""), el("th", {}, "Events"))),
      body));
    // The list is paged, newest first: the next page on request.
    let next = data.next;
    const more = el("button", { id: "more", onclick: async () => {
      const page = await apiOrOffline("GET", "/api/tables?limit=50&before=" + encodeURIComponent(next));
      if (page.status !== 200) return;
      page.data.tables.forEach((t) => body.append(row(t)));
      next = page.data.next;
      if (!next) more.remove();
    } }, "More tables");
    if (next) list.append(more);
  }
  const code = el("select", { id: "new-code", name: "code" }, CODES.map((c) => el("option", { value: c }, c)));
  const dealer = el("select", { id: "new-dealer", name: "dealer" }, el("option", { value: "" }, "by the board (or North)"), SEATS.map((s) => el("option", { value: s }, SEAT_NAMES[s])));
  const board = el("input", { id: "new-board", name: "board", type: "number", min: "1", max: "9999", placeholder: "board" });
  const deal = el("input", { id: "new-deal", name: "deal", size: "40", placeholder: "N:AKQ.… (optional; euchre: … turned H9)" });
  const message = el("div", {});
  // A server started with a creation token wants it to make a table; the
  // browser keeps it once given.
  const needsToken = status === 200 && data.creation_token;
  const creation = el("input", { id: "creation-token", type: "password", autocomplete: "off",
    placeholder: "the server's creation token", value: localStorage.getItem("tablelaw-creation-token") || "" });
  const form = el("form", { id: "new-table", onsubmit: async (e) => {
    e.preventDefault();
    const body = { code: code.value };
    if (dealer.value) body.dealer = dealer.value;
    if (board.value) body.board = Number(board.value);
    if (deal.value.trim()) body.deal = deal.value.trim();
    if (needsToken) localStorage.setItem("tablelaw-creation-token", creation.value.trim());
    const { status, data } = await apiOrOffline("POST", "/api/tables", body, needsToken ? creation.value.trim() : null);
    if (status !== 201) { message.replaceChildren(el("div", { class: "error" }, data.error)); return; }
    localStorage.setItem(tokenKey(data.id), data.token);
    location.href = "/t/" + data.id;
  } },
    el("div", { class: "row" }, el("label", {}, "Laws ", code), el("label", {}, "Dealer ", dealer), el("label", {}, "Board ", board)),
    el("div", { class: "row" }, el("label", {}, "Deal ", deal), el("button", { type: "button", onclick: () => { deal.value = randomDeal(code.value); } }, "Random deal")),
    el("p", { class: "note" }, "The board number gives the dealer and the vulnerability (Law 2)."),
    needsToken ? el("div", { class: "row" }, el("label", {}, "Creation token ", creation)) : null,
    message,
    el("button", { type: "submit", id: "create" }, "New table"));
  main.append(list, el("section", {}, el("h2", {}, "New table"), form),
    eveningSection(needsToken, () => {
      localStorage.setItem("tablelaw-creation-token", creation.value.trim());
      return creation.value.trim();
    }));
}

// ---- a table -----------------------------------------------------------

const BIDS = {
  contract: ["C", "D", "H", "S", "NT"],
  auction: ["C", "D", "H", "S", "R", "NT"],
};

// What the bidding box offers, in each game's words.
function boxWords(code) {
  if (code === "euchre") {
    return ["pass", "order-up", "assist", "take-up", "alone", "take-it", "turn-down",
      "name C", "name D", "name H", "name S", "defend-alone", "throws-cards"];
  }
  if (code === "bridge-whist") {
    return ["makes C", "makes D", "makes H", "makes S", "makes NT", "bridges", "may-i-lead",
      "double", "redouble", "satisfied", "consults"];
  }
  return null;
}

// Templates for other events, filled into the script line box.
function otherEvents(code, playing) {
  if (code === "euchre") {
    return ["discard CARD", "SEAT calls-attention", "SEAT demands-placed", "SEAT asks-who-played",
      "SEAT calls-card CARD", "SEAT calls-suit SUIT", "finding consulted EW", "misdeal", "new-deal card-faced",
      "deal N:… turned CARD", "SEAT exposes CARD", "SEAT exposed-in-dealing", "SEAT deals-with-other-pack",
      "SEAT names-card SEAT CARD", "SEAT omitted-to-play", "SEAT surplus-card N CARD",
      "SEAT asks-revoke", "SEAT answers-no", "SEAT corrects-revoke", "SEAT reshuffles", "SEAT lifts-trump-card"];
  }
  if (code === "bridge-whist") {
    return ["SEAT consults", "SEAT elect OPTION", "SEAT exposes CARD", "SEAT calls-card CARD",
      "SEAT calls-suit SUIT", "SEAT calls-attention", "SEAT suggests CARD", "SEAT claims", "SEAT refers",
      "SEAT informs", "SEAT demands-wrong-penalty", "SEAT omitted-to-play", "SEAT surplus-card N CARD",
      "SEAT asks-revoke", "SEAT answers-no", "SEAT corrects-revoke", "SEAT touches CARD",
      "SEAT touches CARD arrange"];
  }
  if (code === "auction-bridge") {
    return ["SEAT correct CALL", "SEAT informs", "SEAT elect OPTION", "SEAT exposes CARD",
      "SEAT calls-card CARD", "SEAT calls-attention", "SEAT refers", "SEAT claims", "SEAT suggests CARD",
      "SEAT omitted-to-play", "SEAT surplus-card N CARD", "SEAT asks-revoke", "SEAT answers-no",
      "SEAT corrects-revoke", "SEAT touches CARD", "SEAT touches CARD arrange"];
  }
  if (playing) {
    // The play period (duplicate Laws 41-71): what can happen once the auction is closed.
    return ["SEAT exposes CARD", "SEAT leads CARD", "SEAT deemed-played CARD", "SEAT plays-together CARD CARD",
      "designate \"low\"", "SEAT face-down CARD", "SEAT draws-attention", "SEAT asks-revoke SEAT",
      "SEAT claims N \"line\"", "SEAT concedes N", "SEAT inspects", "SEAT wrongly-pointed N",
      "SEAT indicates CARD", "SEAT places CARD", "SEAT warns-declarer", "SEAT fifth-card CARD",
      "SEAT plays-with CARD", "SEAT plays-hidden CARD CARD", "SEAT withdraws CARD", "SEAT faces-cards",
      "finding claim N", "finding told-turn", "finding saw-dummy", "finding revoke-equity N",
      "finding revoke-late", "finding defective-trick SEAT N", "finding missing-card SEAT CARD",
      "finding unintended SEAT CARD", "finding mistaken-explanation SEAT", "finding touched-to-reach CARD",
      "finding surplus-card SEAT N CARD", "finding surplus-card SEAT N CARD simultaneous",
      "finding misplaced-card SEAT N CARD", "finding extraneous-information SEAT", "finding foreign-card CARD",
      "finding missing-card SEAT CARD played N", "finding revoke-late round", "finding concession-cancelled N won",
      "finding agreement-withdrawn N likely",
      "finding adjusted-score CAUSE NS assigned CONTRACT SEAT N", "finding adjusted-score CAUSE NS artificial avg- avg+",
      "SEAT elect OPTION"];
  }
  return ["SEAT change CALL", "SEAT change CALL inadvertent", "SEAT exposes CARD", "SEAT review",
    "SEAT repeat", "SEAT explains CALL \"meaning\"", "SEAT asks-explanation CALL", "SEAT draws-attention",
    "SEAT misinformed CALL", "finding damage", "finding extraneous-information SEAT", "finding wrong-hand SEAT", "SEAT elect OPTION"];
}

// The director's adjusted score (duplicate Law 12C), if he awarded one.
function adjustedLine(a) {
  if (!a) return null;
  const what = a.kind === "assigned"
    ? (a.contract ? ["assigned ", callLabel(a.contract), " by ", SEAT_NAMES[a.declarer], ", ", String(a.tricks), " tricks: NS ", String(a.ns_points)]
      : ["assigned: passed out"])
    : ["artificial: NS ", a.ns, " · EW ", a.ew];
  return el("div", { id: "adjusted" }, "Adjusted score (ruling #" + a.ruling + ", " + a.cause + "): ", ...what);
}

function cardLabel(card) {
  const suit = card[0];
  return el("span", { class: suit }, (SUIT_MARK[suit] || suit) + card.slice(1));
}

function callLabel(call) {
  const m = /^(\d)(NT|[CDHSR])$/.exec(call);
  if (!m) return call;
  return el("span", { class: m[2] }, m[1] + (SUIT_MARK[m[2]] || m[2]));
}

// Every card played anywhere in the game's part: objects with a seat and a card.
function playedCards(value, out) {
  if (Array.isArray(value)) value.forEach((v) => playedCards(v, out));
  else if (value && typeof value === "object") {
    if (typeof value.seat === "string" && typeof value.card === "string") out.add(value.card);
    for (const [k, v] of Object.entries(value)) {
      if (k !== "hands" && k !== "deal" && k !== "penalty_cards" && k !== "legal_plays") playedCards(v, out);
    }
  }
  return out;
}

// The four hands still held: PBN's `F:h h h h` with cards played taken out.
function handsOf(view) {
  const r = view.report;
  if (r.euchre && r.euchre.hand && r.euchre.hand.hands) return r.euchre.hand.hands;
  let pbn = r.contract_bridge ? r.contract_bridge.deal : null;
  if (!pbn && r.rubber && r.rubber.deal > 1) {
    // A later deal of a rubber: the cards of its `deal` line, if given.
    const line = [...view.events].reverse().find((e) => /^deal\b/.test(e)) || "";
    const m = /^deal (\S+ \S+ \S+ \S+)$/.exec(line);
    pbn = m ? m[1] : null;
  } else if (!pbn) {
    const m = /^deal (\S+ \S+ \S+ \S+)/m.exec(view.header || "");
    pbn = m ? m[1] : null;
  }
  if (!pbn) return null;
  const [first, rest] = pbn.split(":");
  const parts = rest.trim().split(/\s+/);
  const start = SEATS.indexOf(first);
  const part = r.contract_bridge || r.auction_bridge || r.bridge_whist;
  const played = playedCards(part ? (part.play || {}) : {}, new Set());
  const hands = {};
  parts.forEach((hand, i) => {
    const seat = SEATS[(start + i) % 4];
    const suits = hand.split(".");
    hands[seat] = [];
    "SHDC".split("").forEach((s, k) => {
      for (const rank of suits[k] || "") if (!played.has(s + rank)) hands[seat].push(s + rank);
    });
  });
  return hands;
}

function auctionCalls(r) {
  const part = r.contract_bridge || r.auction_bridge;
  if (!part || !part.calls) return null;
  return part.calls;
}

// The auction in four columns, West to South; a call out of rotation
// starts a new row where its column is not to the right of the last.
function auctionDiagram(r) {
  const calls = auctionCalls(r);
  if (!calls) return null;
  const order = ["W", "N", "E", "S"];
  const rows = [];
  let row = [null, null, null, null];
  let last = order.indexOf(r.dealer) - 1;
  for (const c of calls) {
    const col = order.indexOf(c.seat);
    if (col <= last) { rows.push(row); row = [null, null, null, null]; }
    row[col] = c;
    last = col;
  }
  rows.push(row);
  const cell = (c) => {
    if (!c) return el("td", {}, "");
    const cls = [c.in_rotation === false ? "irregular" : "", c.status === "cancelled" ? "cancelled" : ""].join(" ").trim();
    return el("td", { class: cls || null, title: c.law ? "Law " + c.law : null }, callLabel(c.call), c.alert ? " (alert)" : "");
  };
  return el("table", { class: "auction", id: "auction" },
    el("thead", {}, el("tr", {}, order.map((s) => el("th", {}, SEAT_NAMES[s])))),
    el("tbody", {}, rows.map((cells) => el("tr", {}, cells.map(cell)))));
}

// The game's own state in a line: bridge whist's declaration and doubling,
// euchre's trump and maker.
function gameLine(r) {
  const w = r.bridge_whist;
  if (w) {
    const d = w.declaration;
    const steps = (w.doubling && w.doubling.steps) || [];
    const mult = steps.length ? steps[steps.length - 1].multiplier : 1;
    return el("div", { id: "game" }, "Phase: ", w.phase,
      d ? [" · Trump: ", d.denomination === "NT" ? "no trump" : SUIT_MARK[d.denomination] || d.denomination, " by ", SEAT_NAMES[d.maker]] : "",
      mult > 1 ? " · ×" + mult : "", " · Dummy: ", SEAT_NAMES[w.dummy]);
  }
  const e = r.euchre;
  if (e && e.hand) {
    const h = e.hand;
    return el("div", { id: "game" }, "Stage: ", h.stage,
      h.deal && h.deal.turned ? [" · Turned: ", cardLabel(h.deal.turned)] : "",
      h.trump ? [" · Trump: ", h.trump, " by ", SEAT_NAMES[h.maker], " (", h.made_by, ")"] : "",
      h.lone ? " · alone" : "",
      "");
  }
  return null;
}

// The play in one shape for contract bridge and euchre: the trick in
// progress, the tricks quitted (each leader, cards in order, winner), who
// is to play, the tricks won in words.
function trickView(r) {
  const p = r.contract_bridge && r.contract_bridge.play;
  if (p) {
    return { current: p.current, tricks: p.tricks, player: p.player, over: p.over,
      won: "Won in play: declarer " + p.declarer_tricks + " · defenders " + p.defender_tricks };
  }
  const h = r.euchre && r.euchre.hand;
  if (h && h.stage === "play") {
    const norm = (t) => t && { leader: t.leader, winner: t.winner, cards: t.plays };
    const current = norm(h.current);
    return { current: current && current.cards.length ? current : null, tricks: (h.tricks || []).map(norm),
      player: h.turn, over: false, won: "Won in play: NS " + (h.won ? h.won.NS : 0) + " · EW " + (h.won ? h.won.EW : 0) };
  }
  return null;
}

// The play of a contract-bridge deal or a euchre hand: the trick in progress as a compass
// (the leader marked, each card with its place in the trick), the tricks
// quitted in a list that opens, the tricks won, the revokes and the claim.
function playSection(r) {
  const view = trickView(r);
  if (!view) return null;
  const part = r.contract_bridge || {};
  const play = view;
  const current = play.current || (play.tricks.length ? play.tricks[play.tricks.length - 1] : null);
  const inTrick = {};
  if (current) current.cards.forEach((c, i) => { inTrick[c.seat] = { card: c.card, order: i + 1 }; });
  const spot = (seat) => el("div", { class: "spot " + seat, id: "trick-" + seat },
    el("div", { class: "who" }, SEAT_NAMES[seat], current && current.leader === seat ? el("span", { class: "badge lead" }, "lead") : "",
      play.player === seat && !play.over ? el("span", { class: "badge turn" }, "to play") : ""),
    inTrick[seat] ? el("div", { class: "played" }, cardLabel(inTrick[seat].card), el("sup", {}, String(inTrick[seat].order))) : el("div", { class: "played empty" }, "·"));
  const title = play.current ? "Trick " + (play.tricks.length + 1) : current ? "Trick " + play.tricks.length + " (quitted)" : "Trick 1";
  const compass = el("div", { class: "compass", id: "trick" }, spot("N"), spot("W"),
    el("div", { class: "spot middle" }, title), spot("E"), spot("S"));
  const quitted = play.tricks.length ? el("details", { id: "quitted" }, el("summary", {}, "Tricks quitted: ", String(play.tricks.length)),
    el("ol", {}, play.tricks.map((t) => el("li", {}, SEAT_NAMES[t.leader], " leads: ",
      t.cards.flatMap((c, i) => [i ? " " : "", cardLabel(c.card)]), " — won by ", SEAT_NAMES[t.winner] || "?")))) : null;
  const won = el("div", { id: "won" }, play.won);
  const revokes = (part.revokes || []).length ? el("div", { id: "revokes" }, el("b", {}, "Revokes: "),
    part.revokes.map((v) => el("div", {}, SEAT_NAMES[v.seat], " ", cardLabel(v.card), " in trick ", String(v.trick), ": ", v.status,
      " ", el("span", { class: "law" }, "Law " + v.law)))) : null;
  const claim = part.claim ? el("div", { id: "claim" }, el("b", {}, part.claim.concession ? "Concession: " : "Claim: "),
    SEAT_NAMES[part.claim.seat], " ", String(part.claim.tricks), " of ", String(part.claim.remaining),
    part.claim.line ? [" — “", part.claim.line, "”"] : "", " (", part.claim.status, ")") : null;
  const result = part.tricks ? el("div", { id: "result" }, "Tricks after rectification: declarer ", String(part.tricks.declarer)) : null;
  return el("section", { id: "play" }, el("h2", {}, "Play"), compass, won, quitted, revokes, claim, result);
}

// A rubber's score sheet: two columns, premiums above the line (the latest
// nearest it), trick points below it, a rule under each game won.
function rubberSheet(rubber) {
  if (!rubber || (rubber.deal === 1 && rubber.entries.length === 0)) return null;
  const row = (e) => el("tr", { class: e.line },
    el("td", { class: "deal" }, e.deal === null ? "end" : String(e.deal)),
    el("td", { class: "points" }, e.side === "NS" ? String(e.points) : ""),
    el("td", { class: "points" }, e.side === "EW" ? String(e.points) : ""),
    el("td", { class: "note", title: e.citation }, e.what));
  const above = rubber.entries.filter((e) => e.line === "above").reverse().map(row);
  const below = [];
  const belowEntries = rubber.entries.filter((e) => e.line === "below");
  const gamesWon = rubber.games.NS + rubber.games.EW;
  belowEntries.forEach((e, i) => {
    below.push(row(e));
    const next = belowEntries[i + 1];
    if ((!next || next.game !== e.game) && e.game <= gamesWon) {
      below.push(el("tr", { class: "game-line" }, el("td", { colspan: "4" }, "game " + e.game)));
    }
  });
  const v = rubber.vulnerable;
  const state = rubber.winner ? SEAT_SIDE[rubber.winner] + " won the rubber" :
    rubber.unfinished ? "The rubber ended unfinished" : "Deal " + rubber.deal + " of the rubber" +
      (v ? " · vulnerable: " + ([v.NS ? "North-South" : null, v.EW ? "East-West" : null].filter(Boolean).join(", ") || "neither") : "");
  return el("section", { id: "sheet" }, el("h2", {}, "Score sheet"), el("p", {}, state),
    el("table", { class: "sheet" },
      el("thead", {}, el("tr", {}, el("th", {}, "Deal"), el("th", {}, "NS"), el("th", {}, "EW"), el("th", {}, ""))),
      el("tbody", {}, above, el("tr", { class: "the-line" }, el("td", { colspan: "4" }, "")), below),
      el("tfoot", {}, el("tr", {}, el("th", {}, "Total"), el("th", { class: "points", id: "total-ns" }, String(rubber.totals.NS)),
        el("th", { class: "points", id: "total-ew" }, String(rubber.totals.EW)), el("th", {}, "")))));
}

const SEAT_SIDE = { NS: "North-South", EW: "East-West" };

function choosersText(choosers) {
  return choosers.map((c) => (c === "director" ? "the director" : SEAT_NAMES[c])).join(" or ");
}

async function tablePage(id) {
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("token")) {
    localStorage.setItem(tokenKey(id), hash.get("token"));
    history.replaceState(null, "", location.pathname);
  }
  const token = localStorage.getItem(tokenKey(id));
  let seat = null;
  let message = null;
  let retry = null;

  async function send(body, path) {
    const { status, data } = await apiOrOffline("POST", "/api/tables/" + id + (path || "/events"), body, token);
    if (status === 200) { message = null; retry = null; seat = data.report.turn || seat; draw(data); return; }
    message = data.error || ("error " + status);
    if (status === 0) { retry = () => send(body, path); if (current) draw(current); return; }
    retry = null;
    await load();
  }
  const act = (line) => send({ line, seq: current.seq });

  let current = null;
  async function load() {
    const { status, data } = await apiOrOffline("GET", "/api/tables/" + id);
    if (status === 0 && current) { message = data.error; retry = load; draw(current); return; }
    if (status !== 200) {
      main.replaceChildren(el("div", { class: "error", id: "message" }, data.error || "no such table",
        status === 0 ? el("button", { id: "retry", onclick: load }, "Retry") : null));
      return;
    }
    retry = null;
    draw(data);
  }

  function draw(view) {
    current = view;
    const r = view.report;
    if (!seat) seat = r.turn || r.dealer;
    const where = document.getElementById("where");
    where.textContent = view.code + (view.board ? ", board " + view.board : "");
    // A table refereed for a club evening from this browser leads back to it.
    const evening = localStorage.getItem("tablelaw-table-evening-" + id);
    if (evening) where.append(" · ", el("a", { id: "to-evening", href: "/e/" + evening + "#board=" + (view.board || 1) }, "the evening"));
    const writable = Boolean(token);
    const part = r.contract_bridge || {};

    const head = el("section", { id: "state" },
      el("h1", {}, view.code, view.board ? " — board " + view.board : ""),
      el("div", {}, "Dealer: ", SEAT_NAMES[r.dealer], part.vulnerable ? " · Vulnerable: " + part.vulnerable : "",
        " · ", r.turn ? el("span", { id: "turn" }, SEAT_NAMES[r.turn] + " to act") : el("span", { id: "turn" }, "over")),
      part.contract !== undefined && part.closed ? el("div", { id: "contract" },
        part.passed_out ? "Passed out" : ["Contract: ", callLabel(part.contract || ""), " by ", SEAT_NAMES[part.declarer] || "",
          " · Dummy: ", SEAT_NAMES[part.dummy] || "", " · Opening lead: ", SEAT_NAMES[part.opening_leader] || ""]) : null,
      r.auction_bridge && r.auction_bridge.outcome ? el("div", { id: "contract" }, "Declaration: ", r.auction_bridge.outcome.declaration || "",
        " by ", SEAT_NAMES[r.auction_bridge.outcome.declarer] || "", " (", r.auction_bridge.outcome.doubling || "", ")") : null,
      gameLine(r),
      r.tricks ? el("div", { id: "tricks" }, "Tricks: NS ", r.tricks.NS, " · EW ", r.tricks.EW) : null,
      r.points ? el("div", { id: "points" }, "Score: NS ", r.points.NS, " · EW ", r.points.EW) : null,
      adjustedLine(part.adjusted_score),
      el("div", { class: "row note" },
        el("a", { href: "/api/tables/" + id + "/script", download: "table-" + id.slice(0, 8) + ".tl" }, "script"),
        r.contract_bridge ? el("a", { href: "/api/tables/" + id + "/pbn", download: "table-" + id.slice(0, 8) + ".pbn" }, "PBN") : null,
        el("a", { href: "/t/" + id }, "read-only link"),
        writable ? el("a", { href: "/t/" + id + "#token=" + token, id: "write-link", title: "this address carries the write token: give it only to another director" }, "write link") : null,
        writable ? el("span", {}, "· you hold the write token") : el("span", {}, "· read-only")));

    const error = message ? el("div", { class: "error", id: "message" }, message,
      retry ? el("button", { id: "retry", onclick: () => { const again = retry; message = null; again(); } }, "Retry") : null) : null;

    // The pending election: one button an option, naming who chooses.
    let pending = null;
    if (r.pending) {
      const p = r.pending;
      const buttons = p.elections.map((e) => {
        const option = p.options.find((o) => o.id === e.option);
        const by = e.by[0];
        const prefix = (by === "director" ? "" : by + " ") + "elect " + e.option;
        const label = [el("b", {}, e.option), " — chosen by ", choosersText(e.by), option ? el("div", { class: "note" }, option.text) : null];
        // An option that names a call or a suit: one button for each.
        const named = e.needs.kind === "call" ? e.needs.calls : e.needs.kind === "suit" ? e.needs.suits : null;
        if (!named) {
          return el("button", { class: "option", "data-option": e.option, disabled: !writable, onclick: () => act(prefix) }, label);
        }
        return el("div", { class: "option-with" }, el("div", { class: "option" }, label),
          el("div", { class: "row" }, named.map((v) => el("button", {
            "data-option": e.option, "data-value": v, disabled: !writable, onclick: () => act(prefix + " " + v),
          }, e.needs.kind === "call" ? callLabel(v) : SUIT_MARK[v] || v))));
      });
      pending = el("section", { id: "pending" },
        el("h2", {}, "Awaiting an election ", el("span", { class: "law" }, p.citation)),
        el("p", {}, (r.rulings[p.ruling - 1] || {}).text || ""),
        el("p", {}, choosersText(p.choosers), " chooses:"), buttons);
    }

    const auction = auctionDiagram(r);

    // The bidding box: the seat that acted, then the call.
    let box = null;
    if (writable) {
      const seats = el("div", { class: "row", id: "seats" }, "Seat: ", SEATS.map((s) =>
        el("button", { class: s === seat ? "on" : null, "data-seat": s, onclick: () => { seat = s; draw(current); } }, SEAT_NAMES[s])));
      const words = boxWords(view.code);
      let calls;
      if (words) {
        calls = el("div", { class: "row", id: "calls" }, words.map((w) => el("button", { "data-call": w, onclick: () => act(seat + " " + w) }, w)));
      } else {
        const denominations = view.code === "auction-bridge" ? BIDS.auction : BIDS.contract;
        const grid = el("div", { class: "grid", style: "grid-template-columns: repeat(" + denominations.length + ", 1fr)" });
        for (let level = 1; level <= 7; level++) {
          for (const d of denominations) grid.append(el("button", { "data-call": level + d, onclick: () => act(seat + " " + level + d) }, callLabel(level + d)));
        }
        calls = el("div", { id: "calls" }, grid, el("div", { class: "row" },
          ["Pass", "X", "XX"].map((c) => el("button", { "data-call": c, onclick: () => act(seat + " " + c) }, c))));
      }
      const closed = Boolean(part.closed);
      box = closed
        ? el("details", { id: "box", class: "section" }, el("summary", {}, "Bidding box (a call after the close)"), seats, calls)
        : el("section", { id: "box" }, el("h2", {}, "Bidding box"), seats, calls);
    }

    // The hands, when the deal is known: a card clicked is played by its holder.
    let hands = null;
    const held = handsOf(view);
    if (held && SEATS.some((s) => (held[s] || []).length)) {
      const play = part.play || {};
      const penalty = {};
      for (const p of play.penalty_cards || []) (penalty[p.seat] = penalty[p.seat] || new Set()).add(p.card);
      // In the play the hand to play comes first, the others after it.
      const order = play.player && !play.over ? SEATS.slice(SEATS.indexOf(play.player)).concat(SEATS.slice(0, SEATS.indexOf(play.player))) : SEATS;
      hands = el("section", { id: "hands" }, el("h2", {}, "Hands"),
        order.map((s) => {
          const faceUp = [...(penalty[s] || [])];
          return el("div", { class: "hand" + (play.player === s ? " to-play" : "") }, el("b", {}, s),
            (held[s] || []).filter((c) => !(penalty[s] && penalty[s].has(c))).map((c) =>
              el("button", { class: "card", "data-card": s + " " + c, disabled: !writable, onclick: () => act(s + " " + c) }, cardLabel(c))),
            faceUp.length ? el("span", { class: "penalty-cards" }, " penalty: ", faceUp.map((c) =>
              el("button", { class: "card penalty", "data-card": s + " " + c, "data-penalty": "true", title: "a penalty card, face up (Law 50)",
                disabled: !writable, onclick: () => act(s + " " + c) }, cardLabel(c)))) : null);
        }));
    }

    // Other events and any script line.
    let other = null;
    if (writable) {
      const events = otherEvents(view.code, Boolean(part.closed));
      const line = el("input", { id: "line", size: "30", placeholder: "a script line, e.g. " + (events[0] || "").replace("SEAT", seat) });
      const templates = el("select", { id: "templates", onchange: () => { line.value = templates.value.replace("SEAT", seat); line.focus(); } },
        el("option", { value: "" }, "other events…"), events.map((t) => el("option", { value: t }, t)));
      other = el("section", { id: "other" }, el("h2", {}, "Other events"),
        el("form", { class: "row", onsubmit: (e) => { e.preventDefault(); if (line.value.trim()) act(line.value.trim()); } },
          templates, line, el("button", { type: "submit", id: "send" }, "Enter")),
        el("div", { class: "row" }, el("button", { id: "undo", onclick: () => send({ seq: view.seq }, "/undo") }, "Undo the last event")),
        view.legal_actions.length && view.legal_actions.length <= 24 ? el("details", {}, el("summary", {}, "Regular actions open now"),
          el("div", { class: "row" }, view.legal_actions.map((a) => el("button", { onclick: () => act(a) }, a)))) : null);
    }

    // A rubber goes on: the tricks told when no card is recorded, the next
    // deal (its cards if known), or the end of an unfinished rubber.
    let rubberActions = null;
    if (writable && r.rubber && !r.rubber.over) {
      const rows = [];
      const scored = r.rubber.deals.length && r.rubber.deals[r.rubber.deals.length - 1].scored;
      if (view.code === "rubber" && part.closed && !part.passed_out && !r.tricks && !scored) {
        const tricks = el("select", { id: "told" }, Array.from({ length: 14 }, (_, n) => el("option", { value: String(n) }, String(n))));
        rows.push(el("div", { class: "row" }, "Tricks the declaring side took: ", tricks,
          el("button", { id: "tell", onclick: () => act("result " + tricks.value) }, "Tell")));
      }
      if (r.over) {
        const deal = el("input", { id: "next-deal", size: "40", placeholder: "the next deal's cards (optional)" });
        rows.push(el("div", { class: "row" }, deal,
          el("button", { type: "button", onclick: () => { deal.value = randomDeal(view.code); } }, "Random deal"),
          el("button", { id: "deal", onclick: () => act(deal.value.trim() ? "deal " + deal.value.trim() : "deal") }, "Next deal")));
      }
      rows.push(el("div", { class: "row" }, el("button", { id: "end-rubber", onclick: () => act("end-rubber") }, "End the rubber unfinished")));
      rubberActions = el("section", { id: "rubber" }, el("h2", {}, "The rubber"), rows);
    }
    const sheet = rubberSheet(r.rubber);

    const rulings = el("section", { id: "rulings" }, el("h2", {}, "Rulings"),
      r.rulings.length === 0 ? el("p", { class: "note" }, "None.") :
        el("ol", {}, r.rulings.map((x) => el("li", {},
          el("span", { class: "law" }, x.citation), " ", x.text,
          x.clauses && x.clauses.length > 1 ? el("div", { class: "clauses note" }, "Clauses applied: " + x.clauses.join(", ")) : null,
          x.options.length && x.chosen ? [
            el("div", { class: "chosen" }, el("b", {}, x.chosen, " (chosen",
              x.elected_by ? " by " + (x.elected_by === "director" ? "the director" : SEAT_NAMES[x.elected_by]) : "", ")"),
              ": ", (x.options.find((o) => o.id === x.chosen) || {}).text || ""),
            el("details", { class: "options" }, el("summary", {}, "the other options"),
              el("ul", {}, x.options.filter((o) => o.id !== x.chosen).map((o) => el("li", {}, el("b", {}, o.id), ": ", o.text)))),
          ] : x.options.length ? el("ul", {}, x.options.map((o) => el("li", {}, el("b", {}, o.id), ": ", o.text))) : null,
          x.notes.map((n) => el("div", { class: "note" }, n))))));

    const penalties = r.penalties.length ? el("section", { id: "penalties" }, el("h2", {}, "Penalties in force"),
      el("ul", {}, r.penalties.map((p) => el("li", {}, SEAT_NAMES[p.seat], ": ", p.text, " ", el("span", { class: "law" }, p.citation))))) : null;

    const log = el("details", { id: "log", class: "section", open: view.events.length <= 12 }, el("summary", {}, "Events (" + view.events.length + ")"),
      view.events.length ? el("ol", { class: "log" }, view.events.map((e, i) => el("li", {}, e,
        (r.notes || []).filter((n) => n.event === i + 1).map((n) => el("div", { class: "note" }, n.text))))) : el("p", { class: "note" }, "None yet."));

    main.replaceChildren(head, error || "",
      el("div", { class: "columns" },
        el("div", {}, pending || "", playSection(r) || "", auction ? el("section", {}, el("h2", {}, "Auction"), auction) : "", box || "", hands || "", rubberActions || "", other || ""),
        el("div", {}, sheet || "", penalties || "", rulings, log)));
  }

  await load();
  if (!token) setInterval(load, 5000);
}

const m = /^\/t\/([0-9a-f]{32})$/.exec(location.pathname);
const e = /^\/e\/([0-9a-f]{32})$/.exec(location.pathname);
if (m) tablePage(m[1]); else if (e) eveningPage(e[1]); else evening();
