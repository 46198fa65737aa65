//! A suit symbol followed by a variation selector (U+FE0F, the emoji style
//! a phone types, `♠️`; U+FE0E, the text style) reads as the symbol alone
//! wherever a script takes a suit symbol, in every game: calls, cards,
//! suits named, `relates` (a designation's words are kept as written, and
//! read so by `tablelaw::designation::parse`). The columns of an error
//! after it count the selector as the character it is.

use tablelaw_formats::script::{self, read_any};

/// `text` as a phone writes it: each suit symbol followed by a selector.
fn phone(text: &str) -> String {
    text.replace('♠', "♠\u{fe0f}")
        .replace('♥', "♥\u{fe0f}")
        .replace('♦', "♦\u{fe0e}")
        .replace('♣', "♣\u{fe0f}")
}

const CONTRACT_BRIDGE: &str = "laws rubber\ndealer N\n\
    N 1♠ alert relates ♥♠\nE 1♥\nS elect correct\nE 2♥\n\
    N elect require-lead ♦\nN elect prohibit-lead ♠ ♣\nE ♥K\nS ♠Q\n";

const AUCTION_BRIDGE: &str = "laws auction-bridge\ndealer N\n\
    N 1♠\nE 2♥\nW exposes ♠7\nN elect require-lead ♣\nN elect prohibit-lead ♠\nE ♦4\n";

const BRIDGE_WHIST: &str = "laws bridge-whist\ndealer S\n\
    S makes ♥\nW ♣K\nS calls-suit ♣\nE exposes ♥K\n";

const EUCHRE: &str = "laws euchre\ndealer N\n\
    deal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\n\
    E pass\nS pass\nW pass\nN pass\nE name ♠\nS alone ♦\nS ♦T\nW mentions ♣\n";

#[test]
fn every_game_reads_a_symbol_with_a_variation_selector_as_the_symbol() {
    for text in [CONTRACT_BRIDGE, AUCTION_BRIDGE, BRIDGE_WHIST, EUCHRE] {
        let plain = read_any(text, None).unwrap_or_else(|e| panic!("{text}: {e}"));
        let typed = phone(text);
        assert_ne!(typed, text);
        assert_eq!(
            read_any(&typed, None).unwrap_or_else(|e| panic!("{typed}: {e}")),
            plain,
            "{typed}"
        );
    }
}

#[test]
fn an_error_after_the_selector_is_placed_in_characters() {
    // `N 1♠️ bogus`: N, space, 1, ♠, the selector, space: `bogus` is the
    // seventh character.
    let e = script::parse("laws rubber\ndealer N\nN 1\u{2660}\u{fe0f} bogus\n").unwrap_err();
    assert_eq!((e.position.line, e.position.column), (3, 7), "{e}");
    assert_eq!(e.found, "`bogus`");
    // A selector after anything but a suit symbol is not read past.
    let e = script::parse("laws rubber\ndealer N\nN 1S\u{fe0f}\n").unwrap_err();
    assert_eq!((e.position.line, e.position.column), (3, 3), "{e}");
    let e = read_any(
        "laws euchre\ndealer N\ndeal N:J.AK.KQ. 7.8.A.AK A.T7.T9. K.Q.J8.J turned H9\nE pass\nS pass\nW pass\nN pass\nE name ♠\u{fe0f} now\n",
        None,
    )
    .unwrap_err();
    assert_eq!((e.position.line, e.position.column), (8, 11), "{e}");
}
