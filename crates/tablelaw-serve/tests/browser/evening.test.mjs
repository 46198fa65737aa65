// The club evening on the page in a real browser (Debian's Chromium,
// headless, driven by playwright-core): three tables and four boards in
// matchpoints, table 1 refereed deal by deal on the page, tables 2 and 3
// entered as traveller lines, a weighted adjusted score (2017 Law
// 12C1(c)) and an artificial one (12C2), and the rankings read off the
// page against numbers worked out by hand below. Environment as for
// page.test.mjs (TABLELAW_BIN, CHROMIUM, SCREENSHOTS).

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const BIN = process.env.TABLELAW_BIN;
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const work = mkdtempSync(join(tmpdir(), "tablelaw-evening-"));
const SHOTS = process.env.SCREENSHOTS || join(work, "screenshots");
mkdirSync(SHOTS, { recursive: true });

// Every board has this deal (the hands matter only for the opening leads).
const DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";
const PBN = [1, 2, 3, 4].map((b) => `[Event "Tuesday pairs"]\n[Board "${b}"]\n[Deal "${DEAL}"]\n`).join("\n");

let server;
let base;
let browser;

before(async () => {
  assert.ok(BIN, "TABLELAW_BIN names the tablelaw binary");
  server = spawn(BIN, ["serve", "--addr", "127.0.0.1:0", "--db", join(work, "evening.db")], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  base = await new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const m = /http:\/\/[^/\s]+\//.exec(out);
      if (m) resolve(m[0].slice(0, -1));
    });
    server.on("exit", (code) => reject(new Error("the server exited: " + code)));
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
    ],
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill("SIGTERM");
});

// On a refereed table's page: a seat's call from the bidding box, a card,
// or a script line; each waits for the log to grow by one event.
async function grows(page, action) {
  const before = await page.locator("#log li").count();
  await action();
  await page.waitForFunction((n) => document.querySelectorAll("#log li").length === n, before + 1);
}
async function call(page, seat, c) {
  await grows(page, async () => {
    await page.click(`#seats [data-seat="${seat}"]`);
    await page.click(`#calls [data-call="${c}"]`);
  });
}
async function line(page, text) {
  await grows(page, async () => {
    await page.fill("#line", text);
    await page.click("#send");
  });
}

// The evening's page at a board (a full load: the page draws from the API).
async function atBoard(page, url, board) {
  await page.goto(url);
  await page.waitForSelector("#traveller");
  await page.click(`#boards [data-board="${board}"]`);
  await page.waitForSelector(`#boards [data-board="${board}"].on`);
}

// Table 1 referees the board on the page: the auction, the opening lead,
// declarer's claim and a defender's acceptance.
async function referee(page, url, board, calls, lead, claim, accept) {
  await atBoard(page, url, board);
  await page.click('#traveller tr[data-table="1"] [data-act="referee"]');
  await page.waitForURL(/\/t\/[0-9a-f]{32}$/);
  await page.waitForSelector("#box");
  for (const [seat, c] of calls) await call(page, seat, c);
  if (lead) {
    await grows(page, () => page.click(`#hands [data-card="${lead}"]`));
    await line(page, claim);
    await line(page, accept);
  }
}

async function travellerLine(page, table, contract, declarer, tricks) {
  await page.click(`#traveller tr[data-table="${table}"] [data-act="line"]`);
  await page.fill("#line-contract", contract);
  if (declarer) await page.selectOption("#line-declarer", declarer);
  if (tricks !== undefined) await page.fill("#line-tricks", String(tricks));
  await page.click("#line-save");
  await page.waitForFunction((t) => {
    const row = document.querySelector(`#traveller tr[data-table="${t}"]`);
    return row && !/to play/.test(row.innerText) && !document.getElementById("row-form");
  }, table);
}

test("an evening of three tables and four boards: a table refereed on the page, traveller lines, a weighted and an artificial adjusted score, the rankings as worked out by hand", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15000);
  const page = await context.newPage();
  await page.goto(base + "/");
  await page.fill("#ev-name", "Tuesday pairs");
  await page.selectOption("#ev-scoring", "matchpoints");
  await page.fill("#ev-boards", "4");
  await page.selectOption("#ev-deals", "pbn");
  await page.setInputFiles("#ev-pbn", { name: "tuesday.pbn", mimeType: "text/plain", buffer: Buffer.from(PBN) });
  // Every table plays the four boards: North-South pairs 1-3 against
  // East-West pairs 4-6, one ranking.
  await page.fill("#ev-movement", "1-4 1 1 4\n1-4 2 2 5\n1-4 3 3 6");
  await page.click("#ev-create");
  await page.waitForURL(/\/e\/[0-9a-f]{32}$/);
  const url = page.url();
  await page.waitForSelector("#traveller");
  assert.match(await page.locator("#evening-head").innerText(), /Tuesday pairs/);
  assert.equal(await page.locator("#boards [data-board]").count(), 4);

  // The players' link, in another browser: no hands of a board to play.
  const link = await page.locator("#players-link").inputValue();
  const playersContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  playersContext.setDefaultTimeout(15000);
  const players = await playersContext.newPage();
  await players.goto(link);
  await players.waitForSelector("#traveller");
  assert.match(await players.locator("#evening-head").innerText(), /players' view/);
  assert.equal(await players.locator("#deal-hidden").count(), 1);
  assert.equal(await players.locator(".deal-hands").count(), 0);
  assert.equal(await players.locator("[data-act]").count(), 0, "no director's forms on the players' link");
  // A browser with neither token is told so, and sees nothing.
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(url);
  await stranger.waitForSelector("#message");
  assert.match(await stranger.locator("#message").innerText(), /no token for this evening/);
  assert.equal(await stranger.locator("#traveller").count(), 0);
  await strangerContext.close();

  // Table 1, refereed deal by deal.
  // Board 1 (North deals, none vulnerable): 3NT by North, East leads the
  // king of diamonds, North claims nine: +400.
  await referee(page, url, 1, [["N", "1NT"], ["E", "Pass"], ["S", "3NT"], ["W", "Pass"], ["N", "Pass"], ["E", "Pass"]],
    "E DK", "N claims 9", "E elect accept");
  // Board 2 (East deals, North-South vulnerable): passed out, 0.
  await referee(page, url, 2, [["E", "Pass"], ["S", "Pass"], ["W", "Pass"], ["N", "Pass"]]);
  // Board 3 (South deals, East-West vulnerable): 2S by South, West leads
  // the king of clubs, South claims eight: +110.
  await referee(page, url, 3, [["S", "1S"], ["W", "Pass"], ["N", "2S"], ["E", "Pass"], ["S", "Pass"], ["W", "Pass"]],
    "W CK", "S claims 8", "W elect accept");
  // Board 4 (West deals, both vulnerable): 4H by East, South leads the
  // ace of spades, East claims ten: East-West +620.
  await referee(page, url, 4, [["W", "Pass"], ["N", "Pass"], ["E", "1H"], ["S", "Pass"], ["W", "3H"], ["N", "Pass"], ["E", "4H"], ["S", "Pass"], ["W", "Pass"], ["N", "Pass"]],
    "S SA", "E claims 10", "N elect accept");

  // The refereed table leads back to its evening, at its board.
  await page.click("#to-evening");
  await page.waitForURL(/\/e\/[0-9a-f]{32}#board=4$/);
  await page.waitForSelector('#boards [data-board="4"].on');
  assert.match(await page.locator('#traveller tr[data-table="1"]').innerText(), /4H by E, 10 tricks/);

  // Tables 2 and 3 as traveller lines, and the adjusted scores.
  await atBoard(page, url, 1);
  assert.match(await page.locator('#traveller tr[data-table="1"]').innerText(), /3NT by N, 9 tricks/);
  await travellerLine(page, 2, "3NT+1", "N"); // +430, the result after the contract
  await travellerLine(page, 3, "4S", "S", 9); // -50
  await atBoard(page, url, 2);
  assert.match(await page.locator('#traveller tr[data-table="1"]').innerText(), /passed out/);
  await travellerLine(page, 2, "2H", "S", 8); // +110
  // Table 3: a weighted score, a third of 2H made (+110), two thirds of
  // 3H one down vulnerable (-100).
  await page.click('#traveller tr[data-table="3"] [data-act="adjust"]');
  await page.selectOption("#adj-kind", "weighted");
  await page.fill("#adj-weighted", "1 2H S 8\n2 3H S 8");
  await page.fill("#adj-ruling", "Law 16B: the slow pass suggested bidding on; 12C1(c): a third 2H made, two thirds 3H one down");
  await page.click("#adj-save");
  await page.waitForFunction(() => /weighted/.test(document.querySelector('#traveller tr[data-table="3"]').innerText));
  await atBoard(page, url, 3);
  assert.match(await page.locator('#traveller tr[data-table="1"]').innerText(), /2S by S, 8 tricks/);
  // Table 2: a fouled board, average minus to North-South, average plus
  // to East-West.
  await page.click('#traveller tr[data-table="2"] [data-act="adjust"]');
  await page.selectOption("#adj-ns", "average-minus");
  await page.selectOption("#adj-ew", "average-plus");
  await page.fill("#adj-ruling", "Law 12C2: the board was fouled at table 2, North-South at fault");
  await page.click("#adj-save");
  await page.waitForFunction(() => /artificial/.test(document.querySelector('#traveller tr[data-table="2"]').innerText));
  await travellerLine(page, 3, "2S", "S", 9); // +140
  await atBoard(page, url, 4);
  assert.match(await page.locator('#traveller tr[data-table="1"]').innerText(), /4H by E, 10 tricks/);
  await travellerLine(page, 2, "4H", "E", 11); // -650
  await travellerLine(page, 3, "3H", "E", 10); // -170

  // The matchpoints, Law 78A: two units for each score beaten, one for
  // each equal; three results a board, a top of 4.
  // Board 1: +430 (T2) 4, +400 (T1) 2, -50 (T3) 0; East-West 0, 2, 4.
  // Board 2: T1 0 loses to +110 and, against T3's weighted results, loses
  //   a third (to +110) and beats two thirds (-100): 4/3. T2 +110 beats 0
  //   (2), ties a third and beats two thirds of T3: 1/3 + 4/3; 11/3. T3
  //   (the weighted matchpoints, not the weighted points): +110 beats 0
  //   and ties +110, 3; -100 beats none, 0; 1/3 x 3 + 2/3 x 0 = 1.
  //   East-West: T1 8/3, T2 1/3, T3 3.
  // Board 3: two results scored, factored to three (Neuberg): +140 (T3)
  //   2 units, (2 + 1) x 3/2 - 1 = 3.5; +110 (T1) 0 units, 0.5. T2
  //   artificial: North-South average minus, 40% of 4 = 1.6; East-West
  //   average plus, 60% = 2.4 (12C2(c) changes neither: pair 5 has 36%
  //   on its other boards, pair 2 64%).
  // Board 4: -170 (T3) 4, -620 (T1) 2, -650 (T2) 0; East-West 0, 2, 4.
  // The totals, of 16:
  //   pair 4 (EW, T1) 2 + 8/3 + 3.5 + 2 = 10.17, 63.54%
  //   pair 2 (NS, T2) 4 + 11/3 + 1.6 + 0 = 9.27, 57.92%
  //   pair 3 (NS, T3) 0 + 1 + 3.5 + 4 = 8.5, 53.13%
  //   pair 6 (EW, T3) 4 + 3 + 0.5 + 0 = 7.5, 46.88%
  //   pair 5 (EW, T2) 0 + 1/3 + 2.4 + 4 = 6.73, 42.08%
  //   pair 1 (NS, T1) 2 + 4/3 + 0.5 + 2 = 5.83, 36.46%
  const expected = [["4", 10.17, 63.54], ["2", 9.27, 57.92], ["3", 8.5, 53.13], ["6", 7.5, 46.88], ["5", 6.73, 42.08], ["1", 5.83, 36.46]];
  await page.reload();
  await page.waitForSelector("#rankings tr[data-contestant]");
  const rows = await page.locator("#rankings tr[data-contestant]").evaluateAll((trs) => trs.map((tr) => ({
    pair: tr.dataset.contestant,
    total: Number(tr.querySelector(".total").textContent),
    percentage: Number(tr.querySelector(".percentage").textContent),
  })));
  assert.equal(rows.length, expected.length, JSON.stringify(rows));
  rows.forEach((r, i) => {
    const [pair, total, percentage] = expected[i];
    assert.equal(r.pair, pair, `rank ${i + 1}: ${JSON.stringify(rows)}`);
    assert.ok(Math.abs(r.total - total) <= 0.006, `pair ${pair}: ${r.total} matchpoints, not ${total}`);
    assert.ok(Math.abs(r.percentage - percentage) <= 0.006, `pair ${pair}: ${r.percentage}%, not ${percentage}%`);
  });
  // Board 2's traveller on the page: the weighted score's 1 matchpoint.
  await atBoard(page, url, 2);
  assert.match(await page.locator('#traveller tr[data-table="3"] .ns-score').innerText(), /^1 \(25%\)$/);
  await page.screenshot({ path: join(SHOTS, "evening-laptop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the evening is ${width} px wide at phone width`);
  await page.screenshot({ path: join(SHOTS, "evening-phone.png") });

  // The players' link, every board played: the hands, the rankings.
  await players.reload();
  await players.waitForSelector("#rankings tr[data-contestant]");
  assert.equal(await players.locator(".deal-hands").count(), 1);
  assert.equal(await players.locator("#rankings tr[data-contestant]").first().getAttribute("data-contestant"), "4");
  await playersContext.close();
  await context.close();
});

test("a new evening with its deals typed and a Mitchell made for its tables: the director sees board 1's hands and the Mitchell's pairs", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(15000);
  const page = await context.newPage();
  await page.goto(base + "/");
  await page.fill("#ev-name", "Thursday Mitchell");
  await page.fill("#ev-boards", "2");
  await page.fill("#ev-tables", "2");
  await page.selectOption("#ev-deals", "typed");
  await page.fill("#ev-deal-lines", DEAL + "\n");
  await page.click("#ev-create");
  await page.waitForURL(/\/e\/[0-9a-f]{32}$/);
  await page.waitForSelector("#traveller");
  // Board 1's hands (typed), board 2's not known.
  assert.match(await page.locator(".deal-hands").innerText(), /KT8/);
  // Two tables, two boards: a board a round; board 1 at tables 1 and 2,
  // North-South pair N at table N.
  const pairs = await page.locator("#traveller tbody tr").evaluateAll((trs) => trs.map((tr) => [...tr.cells].slice(0, 3).map((c) => c.textContent)));
  assert.deepEqual(pairs.map((p) => p.slice(0, 2)), [["1", "1"], ["2", "2"]]);
  await page.click('#boards [data-board="2"]');
  await page.waitForSelector("#deal-hidden");
  assert.match(await page.locator("#deal-hidden").innerText(), /not known/);
  await context.close();
});
