//! Properties of the euchre readers: no input makes the euchre script
//! reader or the Euchre Game Notation check panic, and a script built of
//! the reader's own words, refereed, never panics either.

use proptest::prelude::*;
use proptest::sample::select;
use tablelaw::codes::euchre::EuchreGame;
use tablelaw_formats::{egn, euchre};

const WORDS: &[&str] = &[
    "laws",
    "euchre",
    "dealer",
    "options",
    "deal",
    "turned",
    "N",
    "E",
    "S",
    "W",
    "pass",
    "not-heard",
    "order-up",
    "assist",
    "take-up",
    "alone",
    "take-it",
    "name",
    "turn-down",
    "throws-cards",
    "mentions",
    "defend-alone",
    "discard",
    "calls-attention",
    "demands-placed",
    "asks-who-played",
    "asks-revoke",
    "answers-no",
    "corrects-revoke",
    "reshuffles",
    "lifts-trump-card",
    "elect",
    "highest",
    "lowest",
    "win",
    "lose",
    "play-it",
    "partner-must-pass",
    "finding",
    "consulted",
    "NS",
    "EW",
    "misdeal",
    "touched",
    "new-deal",
    "card-faced",
    "H",
    "S",
    "D",
    "C",
    "HJ",
    "DJ",
    "SA",
    "C7",
    "H9",
    "#",
    "\u{2665}J",
    "today",
    "N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J",
    "game-10",
    "pack-24",
    "",
];

proptest! {
    #[test]
    fn the_euchre_script_reader_never_panics(text in any::<String>()) {
        let _ = euchre::parse(&text);
        let _ = euchre::declares_euchre(&text);
    }

    #[test]
    fn scripts_of_the_readers_words_referee_without_panic(
        lines in proptest::collection::vec(proptest::collection::vec(select(WORDS), 0..6), 0..40)
    ) {
        let mut text = String::from("laws euchre\ndealer N\n");
        for line in lines {
            text.push_str(&line.join(" "));
            text.push('\n');
        }
        if let Ok(script) = euchre::parse(&text) {
            let mut game = EuchreGame::with_setup(script.setup);
            for (event, _) in script.events {
                let before = game.state().clone();
                if game.apply(event).is_err() {
                    prop_assert_eq!(game.state(), &before);
                }
            }
        }
    }

    #[test]
    fn the_egn_check_never_panics(text in any::<String>()) {
        let _ = egn::check_egn(&text);
    }

    #[test]
    fn the_egn_check_never_panics_on_records_with_odd_values(
        dealer in -2i64..6, up in select(vec!["9h", "Jd", "X", "", "Zz", "10h"]),
        calls in proptest::collection::vec(select(vec!["Pass", "Order", "h", "s", "n", "x", "Alone"]), 0..10),
        tricks in proptest::collection::vec(proptest::collection::vec(select(vec!["9h", "Jd", "Ac", "Ts", "Ks", "Qd", "9s"]), 0..5), 0..7),
        alone in any::<bool>(),
    ) {
        let record = serde_json::json!({
            "fileType": "Euchre Game Notation", "version": "1.4",
            "metadata": { "players": [], "initialScore": [0, 0], "finalScore": [1, 2] },
            "deals": [{ "dealNumber": 0, "initialState": { "dealer": dealer, "upCard": up },
                        "phases": [{ "type": "EUCHRE_BIDDING", "calls": calls, "isAlone": alone },
                                   { "type": "TRICK_PLAY", "tricks": tricks }] }]
        });
        let _ = egn::check_egn(&record.to_string());
    }
}
