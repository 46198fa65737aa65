//! The one check of a call said again by the player who has just made it,
//! for every code: the event is kept in the log with a note, and nothing
//! else happens; the note and the state survive a refold of the log,
//! serde, and an undo takes both back.
#![allow(dead_code)]

use tablelaw::{Game, Table};

/// Applies `event`, which must be a repetition: no ruling, the same ruling
/// pending, the same turn, legal actions and obligations; a note on the
/// event's place in the log. Returns the note.
pub fn repeated<G: Game + PartialEq>(t: &mut Table<G>, event: G::Event) -> String {
    let before = t.clone();
    t.apply(event.clone())
        .unwrap_or_else(|e| panic!("{event:?}: {e}"));
    assert_eq!(t.rulings(), before.rulings(), "no ruling");
    assert_eq!(t.pending().map(|p| p.0), before.pending().map(|p| p.0));
    assert_eq!(t.turn(), before.turn());
    assert_eq!(t.legal_actions(), before.legal_actions());
    assert_eq!(t.in_force(), before.in_force());
    assert_eq!(t.notes().len(), before.notes().len() + 1);
    let note = t.notes().last().expect("a note").clone();
    assert_eq!(note.event, t.log().len() - 1);
    assert_eq!(t.log().last(), Some(&event));
    assert_eq!(t.log()[..note.event], before.log()[..]);

    let refolded = Table::<G>::from_log(t.setup().clone(), t.log().into_owned())
        .unwrap_or_else(|(i, e)| panic!("event {i}: {e}"));
    assert_eq!(refolded.state(), t.state());
    assert_eq!(refolded.notes(), t.notes());

    let json = serde_json::to_string(&*t).expect("serialize");
    let back: Table<G> = serde_json::from_str(&json).expect("deserialize");
    assert_eq!(back.state(), t.state());
    assert_eq!(back.notes(), t.notes());

    let mut undone = t.clone();
    undone.undo(1);
    assert_eq!(undone.state(), before.state());
    assert_eq!(undone.notes(), before.notes());
    assert_eq!(undone.log(), before.log());
    note.text
}
