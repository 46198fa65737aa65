// The page of `tablelaw serve` in a real browser: Debian's Chromium,
// headless, driven by playwright-core (which downloads no browser).
//
// TABLELAW_BIN names the built `tablelaw` binary; CHROMIUM the browser
// (default /usr/bin/chromium); SCREENSHOTS the folder for the screenshots
// (default: a temporary folder). `.ci/run` sets them.

import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";

const BIN = process.env.TABLELAW_BIN;
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const work = mkdtempSync(join(tmpdir(), "tablelaw-browser-"));
const SHOTS = process.env.SCREENSHOTS || join(work, "screenshots");
mkdirSync(SHOTS, { recursive: true });

const DEAL = "N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";
const EUCHRE_DEAL = "N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9";

let server;
let base;
let browser;

before(async () => {
  assert.ok(BIN, "TABLELAW_BIN names the tablelaw binary");
  server = spawn(BIN, ["serve", "--addr", "127.0.0.1:0", "--db", join(work, "tables.db")], {
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
    // launch() gives the browser a fresh temporary profile of its own
    // (--user-data-dir), removed when it closes.
  });
});

after(async () => {
  if (browser) await browser.close();
  if (server) server.kill("SIGTERM");
});

// Clicks, then waits for the log to grow by one event.
async function act(page, seat, selector) {
  const before = await page.locator("#log li").count();
  if (seat) await page.click(`#seats [data-seat="${seat}"]`);
  await page.click(selector);
  await page.waitForFunction((n) => document.querySelectorAll("#log li").length === n, before + 1);
}

// The page at phone width (844 px a screen) is at most three screens tall.
async function underThreeScreens(page, when) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  assert.ok(height <= 3 * 844, `${when}: the page is ${height} px tall at phone width, more than three screens`);
}

async function create(page, fields) {
  await page.goto(base + "/");
  await page.selectOption("#new-code", fields.code);
  if (fields.dealer) await page.selectOption("#new-dealer", fields.dealer);
  if (fields.board) await page.fill("#new-board", String(fields.board));
  if (fields.deal) await page.fill("#new-deal", fields.deal);
  await page.click("#create");
  await page.waitForURL(/\/t\/[0-9a-f]{32}$/);
  await page.waitForSelector("#box");
}

test("a rubber table: a bid out of rotation, the ruling's options as buttons, the auction to its close, the same after a reload", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  await create(page, { code: "rubber", dealer: "S", deal: DEAL });
  // South deals; West bids out of rotation.
  await act(page, "W", '#calls [data-call="1NT"]');
  const pending = page.locator("#pending");
  await pending.waitFor();
  assert.match(await pending.innerText(), /rubber Law 29/);
  assert.match(await pending.innerText(), /North chooses/);
  assert.equal(await pending.locator("button.option").count(), 2);
  assert.equal(await pending.locator('[data-option="accept"]').count(), 1);
  assert.match(await page.locator("#auction .irregular").innerText(), /1/);
  await page.screenshot({ path: join(SHOTS, "ruling-laptop.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, "ruling-phone.png") });
  await page.setViewportSize({ width: 1280, height: 900 });
  // The evening shows the table with its badge: a ruling awaits an election.
  const evening = await context.newPage();
  await evening.goto(base + "/");
  const row = evening.locator("#tables tr", { hasText: "rubber" });
  await row.first().waitFor();
  assert.match(await row.first().innerText(), /ruling awaits/);
  assert.match(await row.first().innerText(), /South/);
  await evening.close();
  // North cancels: the call is struck through, the auction reverts to South.
  await act(page, null, '#pending [data-option="cancel"]');
  assert.equal(await page.locator("#pending").count(), 0);
  assert.equal(await page.locator("#auction .cancelled").count(), 1);
  assert.match(await page.locator("#rulings").innerText(), /rubber Law 31\(b\)/);
  for (const [seat, call] of [["S", "1H"], ["W", "1NT"], ["N", "Pass"], ["E", "Pass"], ["S", "Pass"]]) {
    await act(page, seat, `#calls [data-call="${call}"]`);
  }
  const contract = await page.locator("#contract").innerText();
  assert.match(contract, /1NT/);
  assert.match(contract, /West/);
  assert.match(contract, /Opening lead: North/);
  assert.match(await page.locator("#rulings").innerText(), /rubber Law 31\(b\)\(ii\)/);
  const events = await page.locator("#log").innerText();
  const auction = await page.locator("#auction").innerText();
  await page.screenshot({ path: join(SHOTS, "table-laptop.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: join(SHOTS, "table-phone.png"), fullPage: true });
  // The same state after a reload (the server's log, not the page's memory).
  await page.reload();
  await page.waitForSelector("#log li");
  assert.equal(await page.locator("#log").innerText(), events);
  assert.equal(await page.locator("#auction").innerText(), auction);
  assert.match(await page.locator("#contract").innerText(), /1NT/);
  // North leads a card from the hands shown.
  await act(page, null, '#hands [data-card="N HA"]');
  assert.equal(await page.locator("#message").count(), 0);
  // An impossible event typed as a script line: the engine's message,
  // nothing stored.
  const count = await page.locator("#log li").count();
  await page.fill("#line", "E SA");
  await page.click("#send");
  await page.waitForSelector("#message");
  assert.match(await page.locator("#message").innerText(), /does not hold/);
  assert.equal(await page.locator("#log li").count(), count);
  // Undo takes the lead back.
  await page.click("#undo");
  await page.waitForFunction((n) => document.querySelectorAll("#log li").length === n, count - 1);
  assert.equal(await page.locator('#hands [data-card="N HA"]').count(), 1);
  // The evening lists the table.
  await page.goto(base + "/");
  assert.match(await page.locator("#tables").innerText(), /rubber/);
  await context.close();
});

test("a euchre table: an order-up out of turn ruled through the same page, the same after a reload", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  await create(page, { code: "euchre", dealer: "N", deal: EUCHRE_DEAL });
  assert.match(await page.locator("#turn").innerText(), /East/);
  await act(page, "W", '#calls [data-call="order-up"]');
  const rulings = await page.locator("#rulings").innerText();
  assert.match(rulings, /euchre Law 82/);
  assert.match(rulings, /out of turn/);
  assert.match(await page.locator("#turn").innerText(), /East/);
  await page.screenshot({ path: join(SHOTS, "euchre-phone.png"), fullPage: true });
  await page.reload();
  await page.waitForSelector("#log li");
  assert.match(await page.locator("#rulings").innerText(), /euchre Law 82/);
  assert.equal(await page.locator("#log li").count(), 2);
  assert.match(await page.locator("#game").innerText(), /Stage: making/);
  // East, whose turn it is, orders up: hearts are trumps.
  await act(page, "E", '#calls [data-call="order-up"]');
  assert.match(await page.locator("#game").innerText(), /Trump: hearts by East/);
  // A read-only visitor (no token) sees the table without the bidding box.
  const reader = await browser.newContext();
  const view = await reader.newPage();
  await view.goto(page.url());
  await view.waitForSelector("#rulings");
  assert.equal(await view.locator("#box").count(), 0);
  assert.match(await view.locator("#state").innerText(), /read-only/);
  await reader.close();
  await context.close();
});

test("an election that names a call: one button a call, the election entered with it", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  await create(page, { code: "rubber", dealer: "N" });
  await act(page, "N", '#calls [data-call="1H"]');
  // North changes his call (rubber Law 25(b)), typed as a script line.
  const before = await page.locator("#log li").count();
  await page.fill("#line", "N change 2H");
  await page.click("#send");
  await page.waitForFunction((n) => document.querySelectorAll("#log li").length === n, before + 1);
  await page.locator("#pending").waitFor();
  assert.match(await page.locator("#pending").innerText(), /rubber Law 25/);
  assert.ok(await page.locator('#pending [data-option="other-call"][data-value="Pass"]').count() === 1);
  await act(page, null, '#pending [data-option="other-call"][data-value="Pass"]');
  const log = await page.locator("#log li").allInnerTexts();
  assert.equal(log[log.length - 1], "N elect other-call Pass");
  await context.close();
});

test("a call tapped again after the election placed it: no ruling, a note under the event", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  await create(page, { code: "rubber", dealer: "N" });
  await act(page, "N", '#calls [data-call="1S"]');
  await act(page, "E", '#calls [data-call="1H"]');
  await act(page, null, '#pending [data-option="correct"]');
  // East's election places 2H; the director then taps 2H for East.
  await act(page, null, '#pending [data-option="lowest-sufficient"]');
  await act(page, "E", '#calls [data-call="2H"]');
  assert.equal(await page.locator("#pending").count(), 0);
  assert.doesNotMatch(await page.locator("#rulings").innerText(), /25\(b\)/);
  const last = page.locator("#log li").last();
  assert.match(await last.locator(".note").innerText(), /East repeats his call 2H: no change of call/);
  await context.close();
});

test("auction bridge and bridge whist through the same page, in their own words", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  // Auction bridge: an insufficient declaration (Law 50), the penalty elected by its button.
  await create(page, { code: "auction-bridge", dealer: "N" });
  assert.equal(await page.locator('#calls [data-call="2R"]').count(), 1, "royal spades in the box");
  await act(page, "N", '#calls [data-call="2H"]');
  await act(page, "E", '#calls [data-call="2D"]');
  assert.match(await page.locator("#pending").innerText(), /auction-bridge Law 50/);
  await act(page, null, '#pending [data-option="penalty"]');
  assert.equal(await page.locator("#pending").count(), 0);
  assert.match(await page.locator("#auction").innerText(), /2/);
  // Bridge whist: the trump made, then doubled.
  await create(page, { code: "bridge-whist", dealer: "S" });
  await act(page, "S", '#calls [data-call="makes H"]');
  await act(page, "W", '#calls [data-call="may-i-lead"]');
  const game = await page.locator("#game").innerText();
  assert.match(game, /Trump: ♥ by South/);
  await context.close();
});

test("a rubber goes on deal after deal: the tricks told, the score sheet, the next deal", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  await create(page, { code: "rubber", dealer: "N" });
  await act(page, "N", '#calls [data-call="4S"]');
  for (const seat of ["E", "S", "W"]) await act(page, seat, '#calls [data-call="Pass"]');
  // No cards are recorded: the tricks are told, and the deal is on the sheet.
  await page.selectOption("#told", "10");
  await act(page, null, "#tell");
  const sheet = page.locator("#sheet");
  await sheet.waitFor();
  assert.match(await sheet.innerText(), /trick score/);
  assert.equal(await page.locator("#total-ns").innerText(), "120");
  assert.equal(await page.locator("#tell").count(), 0, "the tricks are told once");
  // The next deal: East deals, and North-South are vulnerable.
  await act(page, null, "#deal");
  assert.match(await page.locator("#state").innerText(), /Dealer: East/);
  assert.match(await sheet.innerText(), /Deal 2 of the rubber · vulnerable: North-South/);
  await page.screenshot({ path: join(SHOTS, "rubber-phone.png"), fullPage: true });
  // The rubber ended unfinished before the deal's first call: 300 for the game (Law 80).
  await act(page, null, "#end-rubber");
  assert.match(await sheet.innerText(), /ended unfinished/);
  assert.equal(await page.locator("#total-ns").innerText(), "420");
  assert.equal(await page.locator("#rubber").count(), 0);
  await context.close();
});

test("a whole deal by taps alone at phone width: a lead out of turn, a penalty card, a revoke and its transfer", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  await create(page, { code: "duplicate-2017", dealer: "S", deal: DEAL });
  for (const [seat, call] of [["S", "1S"], ["W", "Pass"], ["N", "2S"], ["E", "Pass"], ["S", "4S"], ["W", "Pass"], ["N", "Pass"], ["E", "Pass"]]) {
    await act(page, seat, `#calls [data-call="${call}"]`);
  }
  // The auction closed: the bidding box folds away.
  assert.equal(await page.locator("details#box").count(), 1);
  assert.equal(await page.locator("details#box[open]").count(), 0);
  // East leads out of turn (West is on lead): declarer has it retracted (Law 54D),
  // and the king of diamonds is a major penalty card, face up (Law 50).
  await act(page, null, '#hands [data-card="E DK"]');
  assert.match(await page.locator("#pending").innerText(), /duplicate-2017 Law 54/);
  await act(page, null, '#pending [data-option="retract"]');
  await act(page, null, '#pending [data-option="no-lead-restriction"]');
  // Each ruling shows every clause it applied: the retraction is 54D, the
  // lead left free with a penalty card 50D2(b).
  const applied = await page.locator("#rulings").innerText();
  assert.match(applied, /Clauses applied: 54, 54D/);
  assert.match(applied, /Clauses applied: 50D2, 50D2\(b\)/);
  // And who elected: declarer, South.
  assert.match(applied, /retract \(chosen by South\)/);
  assert.equal(await page.locator('#hands [data-penalty="true"][data-card="E DK"]').count(), 1);
  await underThreeScreens(page, "with a penalty card on the table");
  for (const card of ["W H3", "N H6", "E HK", "S H4"]) await act(page, null, `#hands [data-card="${card}"]`);
  assert.match(await page.locator("#quitted summary").innerText(), /Tricks quitted: 1/);
  // East, on lead, plays the penalty card by a tap on it.
  await act(page, null, '#hands [data-penalty="true"][data-card="E DK"]');
  assert.match(await page.locator("#trick-E").innerText(), /♦K/);
  assert.match(await page.locator("#trick-E").innerText(), /lead/);
  for (const card of ["S D6", "W D2", "N DA"]) await act(page, null, `#hands [data-card="${card}"]`);
  assert.equal(await page.locator('#hands [data-penalty="true"]').count(), 0);
  // North leads a spade and East, holding spades, plays a club: a revoke,
  // established when his side plays to the next trick (Laws 61A, 63A1).
  for (const card of ["N SK", "E C8", "S S2", "W S3", "N S8", "E SQ", "S SA", "W S4"]) {
    await act(page, null, `#hands [data-card="${card}"]`);
  }
  assert.match(await page.locator("#revokes").innerText(), /East ♣8 in trick 3: established/);
  await underThreeScreens(page, "after the revoke");
  // The rest of the deal: the first regular action each time.
  for (let i = 0; i < 40; i++) {
    const open = page.locator("#other details");
    if ((await open.count()) === 0) break;
    await open.locator("summary").click();
    await act(page, null, "#other details .row button >> nth=0");
  }
  assert.match(await page.locator("#won").innerText(), /Won in play: declarer 8 · defenders 5/);
  await underThreeScreens(page, "at the end of the deal");
  await page.locator("#quitted summary").click();
  assert.equal(await page.locator("#quitted li").count(), 13);
  // Law 64A2: one trick transferred; 4♠ one down, 50 to East-West.
  assert.match(await page.locator("#result").innerText(), /declarer 9/);
  assert.match(await page.locator("#points").innerText(), /NS -50/);
  assert.match(await page.locator("#quitted li").nth(2).innerText(), /North leads: ♠K ♣8 ♠2 ♠3 — won by North/);
  await page.screenshot({ path: join(SHOTS, "play-phone.png"), fullPage: true });
  // The director's adjusted score (Law 12C), from the page's list of events:
  // it replaces the score obtained in play.
  const templates = await page.locator("#templates option").allInnerTexts();
  assert.ok(templates.some((t) => t.startsWith("finding adjusted-score")), templates.join(" | "));
  assert.ok(templates.includes("finding wrong-hand SEAT") || templates.includes("finding extraneous-information SEAT"));
  await page.fill("#line", "finding adjusted-score partner-information NS assigned 3S S 9");
  await act(page, null, "#send");
  assert.match(await page.locator("#adjusted").innerText(), /Adjusted score \(ruling #\d+, partner-information\): assigned 3♠ by South, 9 tricks: NS 140/);
  assert.match(await page.locator("#points").innerText(), /NS 140/);
  assert.match(await page.locator("#rulings").innerText(), /Clauses applied: 16B3, 16B1\(a\), 16B1\(b\), 12C1\(a\), 12C1\(b\)/);
  await context.close();
});

test("errors on the page: a request that fails shows a banner and a retry; no 404; the deal field fits at 360 px", async () => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  const missing = [];
  page.on("response", (r) => { if (r.status() === 404) missing.push(r.url()); });
  await page.goto(base + "/");
  const field = await page.locator("#new-deal").boundingBox();
  assert.ok(field.x + field.width <= 360, `the deal field ends at ${field.x + field.width} px`);
  await create(page, { code: "rubber", dealer: "N" });
  // The network fails: a banner in words, and a retry that sends the event again.
  await page.route("**/api/tables/*/events", (route) => route.abort());
  await page.click('#calls [data-call="1S"]');
  const banner = page.locator("#message");
  await banner.waitFor();
  assert.match(await banner.innerText(), /cannot be reached/);
  assert.equal(await page.locator("#log li").count(), 0);
  await page.unroute("**/api/tables/*/events");
  await page.click("#retry");
  await page.waitForFunction(() => document.querySelectorAll("#log li").length === 1);
  assert.equal(await page.locator("#message").count(), 0);
  // A refused event: the engine's words, no line number the director did not type.
  await page.fill("#line", "W change 2C");
  await page.click("#send");
  await banner.waitFor();
  assert.doesNotMatch(await banner.innerText(), /line \d/);
  assert.deepEqual(missing, []);
  await context.close();
});

test("a euchre hand played by taps: the trick in progress, the tricks quitted and won", async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  context.setDefaultTimeout(10000);
  const page = await context.newPage();
  await create(page, { code: "euchre", dealer: "N", deal: EUCHRE_DEAL });
  await act(page, "E", '#calls [data-call="order-up"]');
  let sawTrick = false;
  let sawQuitted = false;
  // The dealer's discard, then the play: the first regular action each time.
  for (let i = 0; i < 30; i++) {
    if ((await page.locator("#trick").count()) > 0) {
      sawTrick = true;
      assert.match(await page.locator("#won").innerText(), /Won in play: NS \d · EW \d/);
    }
    if ((await page.locator("#quitted").count()) > 0) {
      sawQuitted = true;
      assert.match(await page.locator("#quitted summary").innerText(), /Tricks quitted: \d/);
    }
    const open = page.locator("#other details");
    if ((await open.count()) === 0) break;
    await open.locator("summary").click();
    await act(page, null, "#other details .row button >> nth=0");
  }
  assert.ok(sawTrick, "the trick diagram showed during the play");
  assert.ok(sawQuitted, "the tricks quitted showed during the play");
  const rulings = await page.locator("#state").innerText();
  assert.match(rulings, /Score: NS \d+ · EW \d+/);
  await context.close();
});
