//! The discard (Laws 86-90), the play with euchre's order of the cards,
//! the revoke (Laws 54, 62-64), and the irregularities of the play the
//! seed gives (Laws 83, 84).

use crate::card::{Card, CardSet};
use crate::play::{CardOrder, Trick, legal_plays};
use crate::ruling::{Chooser, OptionId, Ruling, option};
use crate::seat::Seat;

use super::event::EuchreError;
use super::hand::{
    Discard, EuchreTrick, Hand, Pending, Position, RequiredPlay, Requirement, Revoke, Stage, law,
};
use super::order::EuchreOrder;

/// The four options of Laws 83 and 89, for `seat`.
pub(super) fn play_options(seat: Seat) -> Vec<crate::ruling::RulingOption> {
    let who = seat.name();
    vec![
        option(
            OptionId::Highest,
            format!("{who} must play his highest of the suit led"),
        ),
        option(
            OptionId::Lowest,
            format!("{who} must play his lowest of the suit led"),
        ),
        option(
            OptionId::Win,
            format!("{who} must win the trick, if he can"),
        ),
        option(
            OptionId::Lose,
            format!("{who} must lose the trick, if he can"),
        ),
    ]
}

impl Hand {
    pub(super) fn order_or_err(&self) -> Result<EuchreOrder, EuchreError> {
        match (self.stage, self.order()) {
            (Stage::Play, Some(order)) => Ok(order),
            _ => Err(EuchreError::Phase(
                "the trump is not made: there is no play yet".to_owned(),
            )),
        }
    }

    /// The cards `seat` may play to the trick in progress by following
    /// suit (the left bower is a trump), if it is his turn.
    pub fn following(&self, seat: Seat) -> CardSet {
        let Some(order) = self.order() else {
            return CardSet::EMPTY;
        };
        let hand = self.hands[seat];
        let mut trick = Trick::new(seat);
        if let Some(led) = self.current.and_then(|t| t.led()) {
            trick.push(led);
        }
        legal_plays(&order, hand, &trick)
    }

    /// The cards `seat` may play without a revoke or a breach of a
    /// required play (Laws 54, 55, 62, 83, 89).
    pub fn legal_plays(&self, seat: Seat) -> CardSet {
        let follow = self.following(seat);
        let follow = self.called_cards(seat, follow);
        match self.required[seat] {
            Some(r) if usize::from(r.trick) == self.tricks.len() => {
                let req = self.required_cards(r.play, follow);
                if req.is_empty() { follow } else { req }
            }
            _ => follow,
        }
    }

    /// The cards of `follow` that meet the requirement (empty if none can;
    /// no one can be compelled to revoke, Law 55).
    fn required_cards(&self, play: Requirement, follow: CardSet) -> CardSet {
        let (Some(order), Some(trick)) = (self.order(), self.current) else {
            return CardSet::EMPTY;
        };
        let Some(led_card) = trick.led() else {
            return CardSet::EMPTY;
        };
        let led = order.effective_suit(led_card);
        let best = trick.best(&order).map_or(0, |(_, k)| k);
        let of_suit = follow.intersection(order.suit_cards(led));
        match play {
            Requirement::Highest => of_suit
                .iter()
                .max_by_key(|&c| order.strength(c, led))
                .into_iter()
                .collect(),
            Requirement::Lowest => of_suit
                .iter()
                .min_by_key(|&c| order.strength(c, led))
                .into_iter()
                .collect(),
            Requirement::Win => follow
                .iter()
                .filter(|&c| order.strength(c, led) > best)
                .collect(),
            Requirement::Lose => follow
                .iter()
                .filter(|&c| order.strength(c, led) < best)
                .collect(),
        }
    }

    /// The dealer's discard (Laws 86, 88).
    pub(super) fn on_discard(&mut self, card: Card) -> Result<(), EuchreError> {
        let dealer = self.dealer;
        let not = |why: &str| EuchreError::NotHis {
            seat: dealer,
            what: "discard",
            why: why.to_owned(),
        };
        match self.discard {
            Discard::Due => {}
            Discard::NotDue => {
                return Err(not(
                    "no discard is due: the card turned up was not made the trump (Law 86)",
                ));
            }
            Discard::Done(_) => {
                return Err(not(
                    "the discard is complete once quitted; he cannot change (Law 86)",
                ));
            }
            Discard::Neglected => {
                return Err(not("he has played without discarding (Law 90)"));
            }
        }
        if card == self.deal.turned && !self.options.discard_turned_card {
            return Err(not("the trump card cannot be discarded (Law 88)"));
        }
        if !self.hands[dealer].contains(card) {
            return Err(EuchreError::CardNotHeld { seat: dealer, card });
        }
        self.hands[dealer].remove(card);
        self.discard = Discard::Done(card);
        self.discard_at = self.making.len() as u8;
        Ok(())
    }

    /// A card played.
    pub(super) fn on_play(&mut self, seat: Seat, card: Card) -> Result<(), EuchreError> {
        let order = self.order_or_err()?;
        let turn = self.to_play().unwrap_or(seat);
        if self.lone.map(Seat::partner) != Some(seat) && self.sits_out(seat) {
            return Err(EuchreError::NotTurnToPlay {
                seat,
                turn: turn.name().to_owned(),
                why: "he sits out while his partner defends alone, today's custom, which has no law for his card",
            });
        }
        if !self.hands[seat].contains(card) {
            return Err(EuchreError::CardNotHeld { seat, card });
        }
        if self.current.is_some_and(|t| t.has_played(seat)) {
            // Law 46 I: two cards played to the same trick; the leader's
            // before his partner has played, Law 47 too.
            self.expose(seat, card, law(46, "(I)"));
            self.led_again(seat);
            return Ok(());
        }
        if self.lone.map(Seat::partner) == Some(seat) {
            if self.tricks.is_empty() && self.current.is_some_and(|t| !t.is_empty()) {
                return self.partner_plays(seat, card);
            }
            // Law 102: his cards are face down on the table (101).
            self.expose(seat, card, law(102, ""));
            return Ok(());
        }
        if seat != turn && self.play_in_error(seat, turn, card, self.played_in_error(seat)) {
            return Ok(());
        }
        let trick_no = self.tricks.len() as u8;
        let leading = self.current.is_none_or(|t| t.is_empty());
        if leading && self.tricks.is_empty() && self.discard == Discard::Due && seat != self.dealer
        {
            self.lead_before_discard(seat);
        }
        if seat == self.dealer && self.discard == Discard::Due {
            self.discard = Discard::Neglected;
            let side = seat.side();
            self.forfeit = Some(side);
            let points = if self.lone.is_some() { 4 } else { 2 };
            self.push_ruling(Ruling::new(
                law(90, ""),
                Some(seat),
                format!(
                    "the dealer, {}, played before discarding: the deal holds good; {side} forfeit {points} and score nothing they make on this hand",
                    seat.name()
                ),
            ));
        }
        let follow = self.following(seat);
        let legal = self.legal_plays(seat);
        if !follow.contains(card) {
            self.revoke(seat, card, trick_no, law(62, ""));
        } else if !legal.contains(card) {
            self.revoke(seat, card, trick_no, law(54, ""));
        }
        self.required[seat] = None;
        self.called[seat] = None;
        if leading {
            self.lead_call[seat] = None;
        }
        self.exposed[seat].remove(card);
        self.hands[seat].remove(card);
        let mut trick = self.current.unwrap_or(EuchreTrick::new(seat));
        trick.push(seat, card);
        self.current = Some(trick);
        self.close_trick(order);
        if self.false_lead.is_some() && usize::from(trick_no) < self.tricks.len() {
            self.false_lead_complete();
        }
        Ok(())
    }

    /// Turns and quits the trick in progress if every player in the play
    /// has played to it.
    fn close_trick(&mut self, order: EuchreOrder) {
        let Some(mut trick) = self.current.filter(|t| !t.is_empty()) else {
            return;
        };
        if trick.len() < self.active_players() {
            return;
        }
        let winner = trick.best(&order).map_or(trick.leader, |(s, _)| s);
        trick.winner = Some(winner);
        self.won[winner.side()] += 1;
        self.tricks.push(trick);
        self.current = Some(EuchreTrick::new(winner));
        if self.tricks.len() >= 5 {
            self.current = None;
            self.stage = Stage::PlayedOut;
        }
    }

    /// Law 100: the lone player's partner plays upon the first lead.
    fn partner_plays(&mut self, seat: Seat, card: Card) -> Result<(), EuchreError> {
        let Some(lone) = self.lone else {
            return Ok(());
        };
        self.hands[seat].remove(card);
        if let Some(t) = self.current.as_mut() {
            t.push(seat, card);
        }
        let r = Ruling::new(
            law(100, ""),
            Some(seat),
            format!(
                "{} announced that he would play alone, and his partner, {}, played upon the first lead: {} loses his right to play alone and plays the hand with his partner, unless the adversaries elect that he play it alone",
                lone.name(),
                seat.name(),
                lone.name()
            ),
        )
        .choice(
            Chooser::Adversaries(lone.side().opponents()),
            vec![
                option(
                    OptionId::WithPartner,
                    format!("{} plays the hand with {}; {card:#} stays in the trick", lone.name(), seat.name()),
                ),
                option(
                    OptionId::PlayAlone,
                    format!(
                        "{} plays it alone; {card:#} goes back to {}'s hand, and a march scores only two (Law 102)",
                        lone.name(),
                        seat.name()
                    ),
                ),
            ],
        );
        let i = self.push_ruling(r);
        self.pending = Some((i, Pending::PartnerPlayed { seat }));
        Ok(())
    }

    /// The adversaries' election under Law 100.
    pub(super) fn elect_partner_played(&mut self, seat: Seat, alone: bool) {
        if alone {
            if let Some(card) = self.current.as_mut().and_then(|t| t.retract(seat)) {
                self.hands[seat].insert(card);
            }
            self.partner_exposed = true;
        } else {
            self.lone = None;
            if let Some(order) = self.order() {
                self.close_trick(order);
            }
        }
    }

    /// Laws 87, 89: a lead before the dealer has discarded.
    fn lead_before_discard(&mut self, leader: Seat) {
        let dealer = self.dealer;
        let third = self.dealer.rho();
        if self.lone == Some(third) && Position::of(leader, dealer) == Position::SecondHand {
            let r = Ruling::new(
                law(89, ""),
                Some(leader),
                format!(
                    "{} plays alone and {} led before the dealer, {}, had discarded: the dealer can be called on to play his highest or lowest of the suit led, or to win or lose the trick",
                    third.name(),
                    leader.name(),
                    dealer.name()
                ),
            )
            .choice(Chooser::Seat(third), play_options(dealer));
            let i = self.push_ruling(r);
            self.pending = Some((i, Pending::Play { seat: dealer }));
        } else {
            self.push_ruling(Ruling::new(
                law(87, ""),
                Some(leader),
                format!(
                    "{} led before the discard was complete: the lead stands, and the dealer, {}, can still discard and change his discard if he wishes",
                    leader.name(),
                    dealer.name()
                ),
            ));
        }
    }

    /// Records a revoke (Law 62) or a failure to play as required (Law
    /// 54) by `seat`, about to play `card`; a revoke's play as it stands is
    /// kept while it may be saved (Law 69).
    fn revoke(&mut self, seat: Seat, card: Card, trick: u8, cite: crate::law::Citation) {
        let save = (cite.law == 62).then(|| self.play_point());
        let points = if self.lone.is_some() { 5 } else { 3 };
        let what = if cite.law == 54 {
            format!(
                "{} did not play as the adversaries required, holding the card to do so: he incurs the penalty of a revoke",
                seat.name()
            )
        } else {
            format!(
                "{} revoked: he played {card:#} holding a card of the suit led",
                seat.name()
            )
        };
        let mut r = Ruling::new(
            cite,
            Some(seat),
            format!(
                "{what}; the penalty is {points} points (Law 63), scored before all other scores (Law 4)"
            ),
        );
        r.notes.push(
            "established when the trick is turned and quitted or his side plays to the next trick (Law 64); an equal number of revokes on each side cancel (Law 71)"
                .to_owned(),
        );
        let ruling = self.push_ruling(r);
        self.revokes.push(Revoke {
            seat,
            trick,
            card,
            law: cite,
            asked: false,
            answered_no: false,
            ruling,
        });
        self.saves.push(save);
    }

    /// Law 83: calling attention to the trick before partner has played.
    pub(super) fn on_attention(&mut self, seat: Seat) -> Result<(), EuchreError> {
        self.order_or_err()?;
        let partner = seat.partner();
        let trick = self.current.filter(|t| !t.is_empty());
        let why = if self.sits_out(seat) || self.sits_out(partner) {
            Some("his partner is not in the play")
        } else if trick.is_none() {
            Some("no trick is in progress")
        } else if trick.is_some_and(|t| t.has_played(partner)) {
            Some("his partner has already played to the trick")
        } else {
            None
        };
        if let Some(why) = why {
            return Err(EuchreError::NotHis {
                seat,
                what: "call attention to the trick under Law 83",
                why: why.to_owned(),
            });
        }
        let r = Ruling::new(
            law(83, ""),
            Some(seat),
            format!(
                "{} called attention to the trick before his partner, {}, had played: the adversaries may require {} to play his highest or lowest of the suit led, or to win or lose the trick",
                seat.name(),
                partner.name(),
                partner.name()
            ),
        )
        .choice(
            Chooser::Adversaries(seat.side().opponents()),
            play_options(partner),
        );
        let i = self.push_ruling(r);
        self.pending = Some((i, Pending::Play { seat: partner }));
        Ok(())
    }

    /// The election of a play under Laws 83, 89.
    pub(super) fn elect_play(&mut self, seat: Seat, play: Requirement, cite: crate::law::Citation) {
        self.required[seat] = Some(RequiredPlay {
            seat,
            play,
            trick: self.tricks.len() as u8,
            law: cite,
        });
    }

    /// Law 84: the demand that the cards be placed, or a question of who played a card.
    pub(super) fn on_placing(&mut self, seat: Seat, demand: bool) -> Result<(), EuchreError> {
        self.order_or_err()?;
        if !self.lead_made() {
            return Err(EuchreError::Phase("no card has been played yet".to_owned()));
        }
        let in_trick = self.current.is_some_and(|t| !t.is_empty());
        let text = if !demand {
            format!(
                "{} has no right to ask who played a particular card; he may demand that the cards be placed before their respective players",
                seat.name()
            )
        } else if in_trick {
            format!(
                "{} demanded that the cards of the trick in progress be placed before their respective players: they are so placed",
                seat.name()
            )
        } else {
            format!(
                "{} demanded that the cards of the last trick be placed before their respective players: they are, if not yet touched for gathering",
                seat.name()
            )
        };
        self.push_ruling(Ruling::new(law(84, ""), Some(seat), text));
        Ok(())
    }
}
