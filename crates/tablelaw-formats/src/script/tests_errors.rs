//! Errors: each names the line, the column, what was expected and what
//! was found.

use super::*;

#[test]
fn error_display() {
    let e = error("dealer N\n\n  S 1Z");
    assert_eq!(
        e.to_string(),
        "line 3, column 5: expected a call such as `1H`, `1♥`, `3NT`, `pass`, `x` or `xx`, found `1Z`"
    );
}

#[test]
fn errors_point_at_the_offending_word() {
    let first = "a seat (N, E, S, W), `designate`, `finding`, `elect`, `laws`, `dealer`, `deal` or `vulnerable`";
    assert_eq!(
        at("dealer N\n  bid 1H"),
        (2, 3, first.into(), "`bid`".into())
    );
    assert_eq!(pos("dealer N\nN 1H\nE 1S\nS frob"), (4, 3));
    assert_eq!(
        pos("dealer N\nN 1H stating"),
        (2, 13),
        "missing bid: just after `stating`"
    );
    assert_eq!(pos("dealer N\nN x stating pass"), (2, 13));
    assert_eq!(pos("dealer N\nN 1H relates HZ"), (2, 14));
    assert_eq!(pos("dealer N\nN 1H relates"), (2, 13));
    assert_eq!(pos("dealer N\nN 1H alerted"), (2, 6));
    assert_eq!(
        pos("dealer N\nN 1♥ ♥ alert"),
        (2, 6),
        "columns count characters"
    );
    assert_eq!(pos("dealer N\nW exposes SA SZ"), (2, 14));
    assert_eq!(pos("dealer N\nW exposes   # no cards"), (2, 10));
    assert_eq!(pos("dealer N\nW leads"), (2, 8));
    assert_eq!(pos("dealer N\nE change"), (2, 9));
    assert_eq!(pos("dealer N\nE change 2H maybe"), (2, 13));
    assert_eq!(pos("dealer N\nelect nothing"), (2, 7));
    assert_eq!(pos("dealer N\nS elect other-call 2Z"), (2, 20));
    assert_eq!(pos("dealer N\nS elect other-call 2H 3H"), (2, 23));
    assert_eq!(pos("dealer N\nS review now"), (2, 10));
    assert_eq!(pos("dealer N\nfinding luck"), (2, 9));
    assert_eq!(pos("dealer N\nfinding damage #0"), (2, 16));
    assert_eq!(pos("dealer N\nfinding damage #2x"), (2, 16));
    assert_eq!(
        pos("dealer N\nfinding damage #99999999999999999999999999999999999999999"),
        (2, 16)
    );
    assert_eq!(pos("dealer N\nfinding damage 2"), (2, 16));
    assert_eq!(pos("laws poker\ndealer N"), (1, 6));
    assert_eq!(pos("laws\ndealer N"), (1, 5));
    assert_eq!(pos("laws rubber bridge\ndealer N"), (1, 13));
    assert_eq!(pos("dealer X"), (1, 8));
    assert_eq!(pos("dealer N S"), (1, 10));
    let (_, _, expected, found) = at("dealer N\nS 1H alert !");
    assert_eq!(
        (expected.as_str(), found.as_str()),
        ("each annotation at most once", "a second `!`")
    );
    let (line, column, expected, _) = at("dealer N\nS 1H disclosed undisclosed");
    assert_eq!((line, column), (2, 16));
    assert!(expected.starts_with("at most one of"));
    let (_, _, expected, _) = at("dealer N\nelect");
    assert!(
        expected.starts_with("an option: `accept`, `correct`,"),
        "{expected}"
    );
    assert!(
        expected.ends_with(", `play-on`, `lead-from-hand` or `lead-from-dummy`"),
        "{expected}"
    );
    assert_eq!(
        at("laws poker\ndealer N").2,
        "a code of laws: `rubber`, `duplicate-2017`, `duplicate-2007`, `auction-bridge`, `bridge-whist` or `euchre`"
    );
    let (_, _, _, found) = at("dealer N\nN");
    assert_eq!(found, "the end of the line");
}

#[test]
fn explanation_errors() {
    assert_eq!(pos("dealer N\nS explains"), (2, 11));
    assert_eq!(pos("dealer N\nS explains 2C"), (2, 14));
    assert_eq!(pos("dealer N\nS explains 2C   # nothing"), (2, 14));
    let (line, column, expected, found) = at("dealer N\nS explains 2C \"unterminated");
    assert_eq!(
        (line, column, found.as_str()),
        (2, 15, "the end of the line")
    );
    assert!(expected.contains("closed by"));
    assert_eq!(
        at("dealer N\nS explains 2C \"\""),
        (2, 15, "a non-empty explanation".into(), "`\"\"`".into())
    );
    let (_, column, _, found) = at(r#"dealer N
S explains 2C "tab\t""#);
    assert_eq!((column, found.as_str()), (19, "`\\t`"));
    assert_eq!(pos("dealer N\nS explains 2C \"ok\" trailing"), (2, 20));
}

#[test]
fn header_errors() {
    assert_eq!(
        at("dealer N\ndealer S"),
        (
            2,
            1,
            "one `dealer` line only".into(),
            "a second `dealer` line".into()
        )
    );
    assert_eq!(pos("laws rubber\nlaws rubber\ndealer N"), (2, 1));
    assert_eq!(pos(&format!("dealer N\ndeal {DEAL}\n deal {DEAL}")), (3, 2));
    let (line, column, _, found) = at("dealer N\nN 1H\nlaws rubber");
    assert_eq!((line, column, found.as_str()), (3, 1, "`laws`"));
    assert_eq!(
        at("# no dealer\n\n  N 1H"),
        (
            3,
            3,
            "a `dealer` line before the first event".into(),
            "an event".into()
        )
    );
    assert_eq!(
        at("laws rubber\n# nothing else\n"),
        (3, 1, "a `dealer` line".into(), "the end of the text".into())
    );
    assert_eq!(pos("laws rubber"), (2, 1));
}

#[test]
fn deal_errors_are_placed_in_the_line() {
    // A rank that is not one: the library's column 5, our column 10.
    let (line, column, expected, found) = at("dealer N\ndeal N:AKZ...");
    assert_eq!((line, column, found.as_str()), (2, 10, "`Z`"));
    assert!(expected.starts_with("a rank"));
    assert_eq!(pos("dealer N\n  deal X:"), (2, 8));
    assert_eq!(pos("dealer N\ndeal"), (2, 5));
    // A hand missing: the end of the line.
    let (_, column, _, found) = at("dealer N\ndeal N:AK.Q.J.T");
    assert_eq!((column, found.as_str()), (16, "the end of the line"));
    // A space after the colon.
    let (_, column, _, found) = at("dealer N\ndeal N: - - - -");
    assert_eq!((column, found.as_str()), (8, "a space"));
    // A fifth word.
    assert_eq!(pos(&format!("dealer N\ndeal {DEAL} extra")), (2, 76));
    // Trailing garbage in the last hand: the library's message is cut.
    let (_, column, expected, found) = at("dealer N\ndeal N:- - - -x");
    assert_eq!(
        (column, expected.as_str(), found.as_str()),
        (15, "the end of the deal after four hands", "`x`")
    );
    // Impossible: every reason.
    let bad = "N:KT8.A96.A95.754 KT8.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96";
    let (_, column, expected, found) = at(&format!("dealer N\ndeal {bad}"));
    assert_eq!((column, expected.as_str()), (6, "a possible deal"));
    assert!(
        found.contains("North holds 12 cards") && found.contains("is in both"),
        "{found}"
    );
}
