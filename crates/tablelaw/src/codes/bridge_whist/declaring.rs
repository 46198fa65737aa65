//! Making the trump (laws 45-49): the dealer makes it or passes the
//! declaration to his partner, who must then make it; the partner making it
//! unasked (46, 47), passing it back (48), an adversary making or passing it
//! (49); and "a declaration once made cannot be altered" (49).

use serde::Serialize;

use super::law;
use super::state::{Awaiting, BridgeWhist, Phase};
use crate::call::Denomination;
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

/// The trump declaration: the denomination made and the maker of the trump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Declaration {
    /// A suit or no trumps.
    pub denomination: Denomination,
    /// The maker of the trump: the dealer, or his partner (law 45).
    pub maker: Seat,
}

/// The denomination in the laws' words: `hearts`, `no trumps` (law 45).
pub fn denomination_name(d: Denomination) -> &'static str {
    match d.suit() {
        Some(s) => match s {
            crate::card::Suit::Clubs => "clubs",
            crate::card::Suit::Diamonds => "diamonds",
            crate::card::Suit::Hearts => "hearts",
            crate::card::Suit::Spades => "spades",
        },
        None => "no trumps",
    }
}

impl BridgeWhist {
    /// `seat` makes the trump. The caller has checked that no ruling is pending.
    pub(crate) fn make_trump(&mut self, seat: Seat, denomination: Denomination) {
        let dealer = self.dealer;
        let partner = dealer.partner();
        let named = denomination_name(denomination);
        if self.phase != Phase::MakingTrump {
            self.cannot_alter(seat, format!("{} names {named}", seat.name()));
            return;
        }
        if seat == dealer && self.passed {
            self.cannot_alter(
                seat,
                format!(
                    "the dealer passed the declaration to his partner; {} must make the trump (law 45(b))",
                    partner.name()
                ),
            );
        } else if seat == dealer || (seat == partner && self.passed) {
            self.declare(seat, denomination);
        } else if seat == partner {
            // Law 46: made without permission; the eldest hand chooses.
            let eldest = self.eldest_hand();
            let ruling = Ruling::new(
                law(46, ""),
                Some(seat),
                format!(
                    "{} made the trump ({named}) without receiving permission from the dealer: {} may demand that the trump stand or that there be a new deal; a declaration as to doubling, or not claiming a new deal, makes it stand (law 47)",
                    seat.name(),
                    eldest.name()
                ),
            )
            .choice(
                Chooser::Seat(eldest),
                vec![
                    option(
                        OptionId::Accept,
                        format!("the trump ({named}) stands; the doubling begins"),
                    ),
                    option(OptionId::NewDeal, "a new deal"),
                ],
            );
            self.declare(seat, denomination);
            self.rule(ruling, Some(Awaiting::PartnerMadeUnasked));
        } else {
            self.adversary_declared(seat, Some(denomination));
        }
    }

    /// `seat` passes the declaration to his partner. The caller has checked
    /// that no ruling is pending.
    pub(crate) fn pass_declaration(&mut self, seat: Seat) {
        let dealer = self.dealer;
        let partner = dealer.partner();
        if self.phase != Phase::MakingTrump {
            self.cannot_alter(seat, format!("{} passes the declaration", seat.name()));
        } else if seat == dealer && !self.passed {
            self.passed = true;
        } else if seat == dealer {
            self.cannot_alter(
                seat,
                format!(
                    "the dealer has already passed the declaration; {} must make the trump",
                    partner.name()
                ),
            );
        } else if seat == partner {
            // Law 48: the partner passes the declaration to the dealer.
            let eldest = self.eldest_hand();
            let ruling = Ruling::new(
                law(48, ""),
                Some(seat),
                format!(
                    "{} passed the declaration to the dealer: {} may claim a new deal or compel {} to declare the trump",
                    seat.name(),
                    eldest.name(),
                    seat.name()
                ),
            )
            .choice(
                Chooser::Seat(eldest),
                vec![
                    option(OptionId::NewDeal, "a new deal"),
                    option(
                        OptionId::CompelDeclaration,
                        format!("{} must make the trump", seat.name()),
                    ),
                ],
            );
            self.rule(ruling, Some(Awaiting::PartnerPassedBack { offender: seat }));
        } else {
            self.adversary_declared(seat, None);
        }
    }

    /// The trump is made: the doubling begins with the eldest hand (law 51).
    fn declare(&mut self, maker: Seat, denomination: Denomination) {
        self.declaration = Some(Declaration {
            denomination,
            maker,
        });
        self.phase = Phase::Doubling;
    }

    /// Law 49: an adversary made (`Some`) or passed (`None`) the declaration.
    fn adversary_declared(&mut self, seat: Seat, made: Option<Denomination>) {
        let dealer = self.dealer;
        let what = match made {
            Some(d) => format!("made the trump ({})", denomination_name(d)),
            None => "passed the declaration".to_owned(),
        };
        let ruling = Ruling::new(
            law(49, ""),
            Some(seat),
            format!(
                "{}, an adversary of the dealer, {what}: {}, after looking at his hand, may claim a new deal or proceed as if no declaration had been made",
                seat.name(),
                dealer.name()
            ),
        )
        .choice(
            Chooser::Seat(dealer),
            vec![
                option(OptionId::NewDeal, "a new deal"),
                option(
                    OptionId::Cancel,
                    "proceed as if no declaration had been made",
                ),
            ],
        );
        self.rule(ruling, Some(Awaiting::AdversaryDeclared));
    }

    /// Law 49, last sentence: "a declaration once made cannot be altered".
    fn cannot_alter(&mut self, seat: Seat, what: String) {
        let stands = match self.declaration {
            Some(d) => format!(
                "the trump stays {} as {} made it",
                denomination_name(d.denomination),
                d.maker.name()
            ),
            None => "the declaration stands".to_owned(),
        };
        let ruling = Ruling::new(
            law(49, ", last sentence"),
            Some(seat),
            format!("{what}: a declaration once made cannot be altered; {stands}"),
        );
        self.rule(ruling, None);
    }
}
