//! The tricks once played (duplicate Laws 65-67; the rubber code applies
//! the 2007 wording and says so): a card pointed the wrong way (65B3), the
//! inspection of tricks (66), and the defective trick found too late
//! (67B1), whose offender is deemed to have revoked on it.
//!
//! The engine keeps the tricks itself, so a card pointed the wrong way
//! changes no trick's ownership: the ruling says whether the player's
//! right to draw attention to it had expired.

use crate::seat::Seat;
use crate::table::EventError;

use super::ContractBridge;
use super::revoke::{Revoke, RevokeFailure, RevokeStatus};

impl ContractBridge {
    /// The play, when trick `trick` (numbered from 1) has been quitted: a
    /// finding or an act on a trick not yet quitted cannot be.
    pub(super) fn quitted_trick(&self, trick: u8) -> Result<&crate::play::BridgePlay, EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let quitted = play.tricks().len() as u8;
        if trick == 0 || trick > quitted {
            return Err(EventError::NotNow {
                why: format!("trick {trick} has not been quitted ({quitted} have)"),
            });
        }
        Ok(play)
    }

    /// Law 65B3: `seat` draws attention to a card of trick `trick` (from 1)
    /// pointed incorrectly.
    pub(super) fn on_wrongly_pointed(&mut self, seat: Seat, trick: u8) -> Result<(), EventError> {
        let play = self.quitted_trick(trick)?;
        let declarer = play.contract().declarer;
        // The right lasts until his side leads or plays to the next trick.
        let side_played_on = play.side_played_after(seat.side(), trick - 1);
        let lead_made = usize::from(trick) < play.tricks().len() || !play.current().is_empty();
        let in_time =
            self.play_laws()
                .pointing_in_time(seat == declarer, side_played_on, lead_made);
        let winner = play.tricks()[trick as usize - 1].1;
        let text = if in_time {
            format!(
                "{} draws attention to a card of trick {trick} pointed the wrong way: in time, and it is put right; the trick was won by {} ({})",
                seat.name(),
                winner.side(),
                self.play_laws().pointing_clause()
            )
        } else {
            format!(
                "{} draws attention to a card of trick {trick} pointed the wrong way after his right expired ({}): Law 16B may apply; the trick was won by {}, as the engine recorded it",
                seat.name(),
                self.play_laws().pointing_clause(),
                winner.side()
            )
        };
        let r = self.play_ruling(65, "B3", None, text);
        self.rule(r);
        Ok(())
    }

    /// Law 66: `seat` asks to see the cards of the last trick (`None`) or of
    /// quitted trick `trick` (from 1).
    pub(super) fn on_inspect(&mut self, seat: Seat, trick: Option<u8>) -> Result<(), EventError> {
        let Some(play) = self.play.as_ref() else {
            return Err(EventError::PlayNotRefereed);
        };
        let over = self.play_finished();
        let quitted = play.tricks().len() as u8;
        let dummy = play.contract().declarer.partner();
        let name = seat.name();
        let (clause, text) = match trick {
            _ if seat == dummy && !over => (
                "A",
                format!(
                    "{name}, dummy, may not require the cards of a trick to be faced: the right is declarer's and the defenders' (66A, B; 43A1(c))"
                ),
            ),
            None => {
                let Some(last) = quitted.checked_sub(1) else {
                    return Err(EventError::NotNow {
                        why: "no trick has been quitted".to_owned(),
                    });
                };
                let in_time = over || !play.side_played_after(seat.side(), last);
                if in_time {
                    (
                        "A",
                        format!(
                            "{name} may have the cards of trick {} faced, and see his own last card, until his side leads or plays to the next trick (66A, B)",
                            last + 1
                        ),
                    )
                } else {
                    (
                        "B",
                        format!(
                            "{name}'s side has played to the next trick: the cards of trick {} may no longer be faced, nor his own last card seen (66A, B, C)",
                            last + 1
                        ),
                    )
                }
            }
            Some(t) => {
                if t == 0 || t > quitted {
                    return Err(EventError::NotNow {
                        why: format!("trick {t} has not been quitted ({quitted} have)"),
                    });
                }
                if over {
                    (
                        "D",
                        format!(
                            "the play is over: the played and unplayed cards may be inspected to settle a claim of a revoke or of the tricks won, each player handling only his own cards; trick {t} is shown (66D)"
                        ),
                    )
                } else {
                    (
                        "C",
                        format!(
                            "{name} asked to see trick {t}: until play ceases quitted tricks are not inspected, except at the director's instruction (66C)"
                        ),
                    )
                }
            }
        };
        let mut r = self.play_ruling(66, clause, None, text);
        if clause == "C" && !self.revokes().is_empty() {
            // 61C: a claim of a revoke does not of itself warrant it.
            r.text
                .push_str("; a claim of a revoke does not of itself warrant the inspection (61C)");
            r = r.also(self.play_laws().cite(61, "C"));
        }
        self.rule(r);
        Ok(())
    }

    /// Law 67B1: `seat` failed to play to trick `trick` (from 1), found
    /// after both sides played to the next trick: the director has him
    /// place a card among his played cards (a card of the suit led if he
    /// has one), which does not change the trick's ownership; he is deemed
    /// to have revoked on it, with one trick transferred as by 64A2.
    pub(super) fn defective_trick(&mut self, seat: Seat, trick: u8) -> Result<(), EventError> {
        let play = self.quitted_trick(trick)?;
        let i = trick - 1;
        if !play.both_sides_played_after(i) {
            let text = format!(
                "{} omitted to play to trick {trick}, and attention is drawn before a player of each side has played to the next trick: he supplies a card he can legally play (67A1); there is no further rectification",
                seat.name()
            );
            let r = self.play_ruling(67, "A1", Some(seat), text);
            self.rule(r);
            return Ok(());
        }
        let (t, _) = play.tricks()[i as usize];
        let card = t.cards().find(|&(s, _)| s == seat).map(|(_, c)| c);
        let Some(card) = card else {
            return Err(EventError::NotNow {
                why: format!("{} has no card in trick {trick}", seat.name()),
            });
        };
        let led = t.led().map(|c| c.suit);
        let text = format!(
            "{} failed to play to trick {trick}, found after both sides played to the next: he places a card among his played cards ({card:#} here), which does not change who won the trick; he is deemed to have revoked on it, and one trick is transferred as by Law 64A2 (67B1)",
            seat.name()
        );
        // 67B1(a): he has a card of the suit led and places one; (b) he has
        // none. The card placed is the record's.
        let sub = if led == Some(card.suit) {
            "B1(a)"
        } else {
            "B1(b)"
        };
        let laws = self.play_laws();
        let (sub, transfer) = (laws.cite(67, sub), laws.cite(64, "A2"));
        let r = self
            .play_ruling(67, "B1", Some(seat), text)
            .also(sub)
            .also(transfer);
        let ruling = self.rule(r);
        let law = self.play_laws().cite(67, "B1");
        self.revoking
            .get_or_insert_with(Default::default)
            .deemed(Revoke {
                seat,
                card,
                trick: i,
                failure: RevokeFailure::DefectiveTrick,
                led,
                penalty_card: false,
                status: RevokeStatus::Established,
                as_established: false,
                law: Some(law),
                ruling,
            });
        Ok(())
    }
}
