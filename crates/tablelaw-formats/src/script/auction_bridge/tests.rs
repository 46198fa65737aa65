//! The auction bridge script read and written back.

use super::*;

#[test]
fn reads_calls_cards_corrections_elections_and_writes_them_back() {
    let told = parse("laws auction-bridge\ndealer S\nS 1S\nW p\nN p\nE p\nresult 5\nhonours EW four\nchicane NS double\n").unwrap();
    let events: Vec<AuctionBridgeEvent> = told.events.iter().map(|(e, _)| *e).collect();
    assert_eq!(
        events[5],
        AuctionBridgeEvent::Honours {
            side: Side::EastWest,
            held: HonoursHeld::Four
        }
    );
    assert_eq!(parse(&write(&told.setup, &events)).unwrap().events.len(), 7);
    assert_eq!(
        parse("dealer N\nchicane NE\n").unwrap_err().position.column,
        9
    );
    let text = "laws auction-bridge # 1912\ndealer N\ndeal N:KT8.A96.A95.7542 Q5.KJ52.KQ874.T8 AJ92.874.JT6.AQ3 7643.QT3.32.KJ96\nN 2S\nN correct 2R\nE 9NT\nS elect penalty\nW p\nN x\nE xx\nS p\nW p\nN p\nE informs\nelect require-lead h\nW ST\nE exposes HK\nN calls-card HK\nW calls-attention\nW refers\nE asks-final-declaration\nN claims\nN elect take-tricks\n";
    let s = parse(text).unwrap();
    assert_eq!(s.events.len(), 20);
    assert_eq!(
        s.events[13].0,
        AuctionBridgeEvent::Expose {
            seat: Seat::East,
            card: "HK".parse().unwrap()
        }
    );
    assert_eq!(s.events[1].1, Position { line: 5, column: 1 });
    let events: Vec<AuctionBridgeEvent> = s.events.iter().map(|(e, _)| *e).collect();
    let again = parse(&write(&s.setup, &events)).unwrap();
    assert_eq!(again.setup, s.setup);
    assert_eq!(
        again.events.iter().map(|(e, _)| *e).collect::<Vec<_>>(),
        events
    );
    assert!(is_auction_bridge(text));
    assert!(!is_auction_bridge("laws rubber\ndealer N\n"));
}

#[test]
fn errors_have_line_and_column() {
    let e = parse("laws auction-bridge\ndealer N\nN 1Z\n").unwrap_err();
    assert_eq!(e.position, Position { line: 3, column: 3 });
    let e = parse("dealer N\nN 14H\n").unwrap_err();
    assert_eq!(e.position.column, 3, "a digit starts a call, never a card");
    let e = parse("N 1S\n").unwrap_err();
    assert_eq!(e.position.line, 1);
    let e = parse("laws rubber\n").unwrap_err();
    assert_eq!(e.position.column, 6);
    assert!(parse("").is_err());
    let e = parse("dealer N\nN elect penalty XX\n").unwrap_err();
    assert_eq!(e.position.column, 17);
}

#[test]
fn touches_reads_cards_and_arrange_and_refuses_what_is_not_a_card_once() {
    let head = "laws auction-bridge\ndealer N\n";
    let s = parse(&format!("{head}N touches SK SQ arrange\n")).unwrap();
    let cards: tablelaw::CardSet = ["SK", "SQ"].iter().map(|c| c.parse().unwrap()).collect();
    let e = AuctionBridgeEvent::Touches {
        seat: Seat::North,
        cards,
        arrange: true,
    };
    assert_eq!(s.events[0].0, e);
    let mut line = String::new();
    write_event(&mut line, &e);
    assert_eq!(line, "N touches SK SQ arrange");
    for (bad, column, found) in [
        ("N touches\n", 10, "the end of the line"),
        ("N touches arrange\n", 11, "`arrange`"),
        ("N touches SK SK\n", 14, "`SK`"),
        ("N touches SK arrange SQ\n", 14, "`arrange`"),
    ] {
        let err = parse(&format!("{head}{bad}")).unwrap_err();
        assert_eq!(
            (err.position.line, err.position.column),
            (3, column),
            "{bad}: {err}"
        );
        assert!(err.to_string().contains(found), "{bad}: {err}");
    }
    let err = parse(&format!("{head}N touch\n")).unwrap_err();
    assert!(err.to_string().contains("`touches`"), "{err}");
    // The bridge whist script reads the same words.
    let w = crate::script::bridge_whist::parse(
        "laws bridge-whist\ndealer S\nS touches DQ\nS touches DQ DJ arrange\n",
    )
    .unwrap();
    assert_eq!(w.events.len(), 2);
    let err =
        crate::script::bridge_whist::parse("laws bridge-whist\ndealer S\nS touches\n").unwrap_err();
    assert_eq!((err.position.line, err.position.column), (3, 10), "{err}");
}
