//! The scripts and engines of the games other than contract bridge (auction
//! bridge, bridge whist, euchre): reading never panics; applying the events
//! never panics, an event refused leaves the game exactly as it was, and
//! folding the log again gives the same game.
#![no_main]

use std::fmt::Debug;

use libfuzzer_sys::fuzz_target;
use tablelaw::Game;
use tablelaw::codes::auction_bridge::AuctionBridgeTable;
use tablelaw::codes::bridge_whist::WhistTable;
use tablelaw::codes::euchre::EuchreGame;
use tablelaw_formats::script::auction_bridge;
use tablelaw_formats::{euchre, whist_script};

/// Applies `events` one by one: a refused one must change nothing, as
/// `snapshot` sees the game before and after it.
fn apply_all<G, E, X, S: PartialEq + Debug>(
    game: &mut G,
    events: Vec<E>,
    snapshot: impl Fn(&G) -> S,
    mut apply: impl FnMut(&mut G, E) -> Result<(), X>,
) {
    for event in events {
        let before = snapshot(game);
        if apply(game, event).is_err() {
            assert_eq!(snapshot(game), before, "a refused event changed the game");
        }
    }
}

/// The whole game, written out: for a game of one deal.
fn written<G: Debug>(game: &G) -> String {
    format!("{game:?}")
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    // The game the script's `laws` line names, else one by the first byte.
    let which = if auction_bridge::is_auction_bridge(&text) {
        0
    } else if whist_script::is_bridge_whist(&text) {
        1
    } else if euchre::declares_euchre(&text) {
        2
    } else {
        data.first().map_or(0, |b| b % 3)
    };
    match which {
        0 => {
            let Ok(s) = auction_bridge::parse(&text) else {
                return;
            };
            let mut t = AuctionBridgeTable::with_setup(s.setup.clone());
            apply_all(
                &mut t,
                s.events.into_iter().map(|(e, _)| e).collect(),
                written,
                |t, e| t.apply(e),
            );
            let again = AuctionBridgeTable::from_log(s.setup, t.log().to_vec())
                .unwrap_or_else(|(_, e)| panic!("the log does not fold again: {e}"));
            assert_eq!(
                format!("{again:?}"),
                format!("{t:?}"),
                "folding again differs"
            );
        }
        1 => {
            let Ok(s) = whist_script::parse(&text) else {
                return;
            };
            let mut t = WhistTable::with_setup(s.setup.clone());
            apply_all(
                &mut t,
                s.events.into_iter().map(|(e, _)| e).collect(),
                written,
                |t, e| t.apply(e),
            );
            let again = WhistTable::from_log(s.setup, t.log().to_vec())
                .unwrap_or_else(|(_, e)| panic!("the log does not fold again: {e}"));
            assert_eq!(
                format!("{again:?}"),
                format!("{t:?}"),
                "folding again differs"
            );
        }
        _ => {
            let Ok(s) = euchre::parse(&text) else { return };
            let mut g = EuchreGame::with_setup(s.setup.clone());
            // A rubber of many deals (a script of thousands of misdeals):
            // its state, whose finished deals a copy shares, and the length
            // of the log it keeps (a log derived from the state is the
            // state's), not the whole table written out at every event.
            apply_all(
                &mut g,
                s.events.into_iter().map(|(e, _)| e).collect(),
                |g| {
                    let kept = (!g.derives_log()).then(|| g.log().len());
                    (g.state().clone(), kept)
                },
                |g, e| g.apply(e),
            );
            let again = EuchreGame::from_log(s.setup, g.log().to_vec())
                .unwrap_or_else(|(_, e)| panic!("the log does not fold again: {e}"));
            assert_eq!(
                format!("{again:?}"),
                format!("{g:?}"),
                "folding again differs"
            );
        }
    }
});
