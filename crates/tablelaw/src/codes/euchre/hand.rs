//! The state of one deal in progress: the hands, the making of the trump,
//! the play, the rulings and the penalties in force.

use serde::Serialize;
use smallvec::SmallVec;

use crate::card::{Card, CardSet, Suit};
use crate::law::{Citation, CodeId};
use crate::ruling::Ruling;
use crate::seat::{BySeat, BySide, Seat, Side};

use super::correction::PlayPoint;
use super::deal::EuchreDeal;
use super::options::EuchreOptions;
use super::order::EuchreOrder;
pub use super::penalties::{Bound, Pending, RequiredPlay, Requirement, Revoke, Until};
pub use super::trick::EuchreTrick;
use super::trick::ser;

/// A citation of a law of the 1888 euchre code.
pub const fn law(law: u8, clause: &'static str) -> Citation {
    Citation::new(CodeId::Euchre, law, clause)
}

/// A player's place at the table in the deal, counted from the dealer's left.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Position {
    /// The eldest (first) hand, on the dealer's left.
    EldestHand,
    /// The second hand, the dealer's partner.
    SecondHand,
    /// The third hand, the eldest hand's partner, on the dealer's right.
    ThirdHand,
    /// The dealer.
    Dealer,
}

impl Position {
    /// The position of `seat` when `dealer` deals.
    pub const fn of(seat: Seat, dealer: Seat) -> Position {
        match dealer.distance_to(seat) {
            1 => Position::EldestHand,
            2 => Position::SecondHand,
            3 => Position::ThirdHand,
            _ => Position::Dealer,
        }
    }

    /// The word for accepting the trump card at this position in the
    /// first round: order up (eldest, third), assist (second), take up
    /// (dealer) (Laws 74-76).
    pub const fn accept_word(self) -> &'static str {
        match self {
            Position::EldestHand | Position::ThirdHand => "order up",
            Position::SecondHand => "assist",
            Position::Dealer => "take up",
        }
    }
}

/// An act in the making of the trump, as recorded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "act", content = "suit", rename_all = "kebab-case")]
pub enum Act {
    /// Pass.
    Pass,
    /// Order up the trump (eldest or third hand).
    OrderUp,
    /// Assist (second hand).
    Assist,
    /// Take up the trump (dealer).
    TakeUp,
    /// Play alone, at the suit turned or, in the second round, at a suit named.
    PlayAlone(Option<Suit>),
    /// "I take it from you" (Laws 74, 75, 94).
    TakeItFrom,
    /// Name a suit in the second round.
    Name(Suit),
    /// The dealer turns the trump card down.
    TurnDown,
    /// The dealer throws his cards on the table.
    ThrowsCards,
    /// Mentions the suit he intended (Law 79).
    MentionsSuit(Suit),
    /// Defends alone (today's custom).
    DefendAlone,
}

/// One act of the making of the trump.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct MakingAct {
    /// Who.
    pub seat: Seat,
    /// What.
    #[serde(flatten)]
    pub act: Act,
    /// The round: 1 while the trump card is up, 2 after it is turned down.
    pub round: u8,
    /// Whether it stands as made (an act out of turn is void, Law 82).
    pub stands: bool,
    /// The law that decided it, when not the regular course.
    pub law: Option<Citation>,
}

/// How the trump was made (Law 2: "order up, assist, adopt, or make").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum MadeBy {
    /// Ordered up by the eldest or the third hand.
    OrderedUp,
    /// Assisted by the second hand.
    Assisted,
    /// Taken up (adopted) by the dealer.
    TakenUp,
    /// Named in the second round.
    Named,
}

/// The dealer's discard (Laws 86-90).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(tag = "state", content = "card", rename_all = "kebab-case")]
pub enum Discard {
    /// None is due: the trump card was not made trump.
    NotDue,
    /// The dealer holds the trump card and must discard (Law 86).
    Due,
    /// Placed under the pack and quitted.
    Done(Card),
    /// The dealer played before discarding (Law 90).
    Neglected,
}

/// Where the deal stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stage {
    /// The trump is being made (Laws 74-78).
    Making,
    /// The trump is made: the discard, the declarations to play alone
    /// before the lead, and the play.
    Play,
    /// All passed twice: the deal is at an end (Law 77).
    PassedOut,
    /// The five tricks are played.
    PlayedOut,
}

/// One deal in progress, or finished.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct Hand {
    pub(super) number: u64,
    pub(super) dealer: Seat,
    #[serde(skip)]
    pub(super) options: EuchreOptions,
    pub(super) deal: EuchreDeal,
    #[serde(serialize_with = "ser::hands")]
    pub(super) hands: BySeat<CardSet>,
    pub(super) stage: Stage,
    pub(super) round: u8,
    pub(super) turn: Seat,
    /// Who passed, in each round.
    pub(super) passed: [BySeat<bool>; 2],
    pub(super) bound: BySeat<Option<Bound>>,
    #[serde(serialize_with = "ser::inline")]
    pub(super) making: SmallVec<[MakingAct; 8]>,
    pub(super) trump: Option<Suit>,
    pub(super) maker: Option<Seat>,
    pub(super) made_by: Option<MadeBy>,
    pub(super) lone: Option<Seat>,
    pub(super) defender_alone: Option<Seat>,
    pub(super) discard: Discard,
    /// How many acts of `making` were recorded when the discard was made:
    /// where it falls among them in the log (a regular rubber's log is
    /// derived from its deals, `Euchre::regular_log`).
    #[serde(skip)]
    pub(super) discard_at: u8,
    #[serde(serialize_with = "ser::inline")]
    pub(super) tricks: SmallVec<[EuchreTrick; 5]>,
    pub(super) current: Option<EuchreTrick>,
    pub(super) won: BySide<u8>,
    #[serde(serialize_with = "ser::inline")]
    pub(super) revokes: SmallVec<[Revoke; 2]>,
    /// Beside each revoke, the play as it stood before its card, while the
    /// revoke may still be saved (Laws 64, 65, 69).
    #[serde(skip)]
    pub(super) saves: SmallVec<[Option<Box<PlayPoint>>; 2]>,
    pub(super) required: BySeat<Option<RequiredPlay>>,
    pub(super) forfeit: Option<Side>,
    /// The lone player's partner exposed a card (Laws 100, 102).
    pub(super) partner_exposed: bool,
    /// Exposed cards, liable to be called (Laws 46, 52, 105).
    #[serde(serialize_with = "ser::hands")]
    pub(super) exposed: BySeat<CardSet>,
    /// A card called, to be played at the owner's next play (Law 56).
    pub(super) called: BySeat<Option<Card>>,
    /// A side owing a suit call at its next lead (Law 52).
    pub(super) suit_call: Option<Side>,
    /// Laws 35, 60: a new deal claimed under the law numbered; the deal ends.
    #[serde(skip)]
    pub(super) new_deal_claimed: Option<u8>,
    /// A suit called, to be led at that player's next lead (Laws 52, 57).
    pub(super) lead_call: BySeat<Option<Suit>>,
    pub(super) rulings: Vec<Ruling>,
    pub(super) pending: Option<(usize, Pending)>,
    /// The dealer in turn, when this deal was made out of turn and stands (Law 40).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) dealer_in_turn: Option<Seat>,
    /// The trump card was lifted from the pack or removed before it was
    /// played: an exposed card, the dealer's once he takes it (Laws 46 III, 91).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub(super) trump_lifted: bool,
    /// The players who threw their cards on the table face upwards (Law 48).
    #[serde(skip_serializing_if = "no_seat")]
    pub(super) thrown: BySeat<bool>,
    /// The adversary who abandoned his hand against a lone hand (Law 50).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) abandoned: Option<Seat>,
    /// A lead out of turn that the next players may follow before the
    /// adversaries elect (Law 53): the offender and the rightful leader.
    #[serde(skip)]
    pub(super) false_lead: Option<(Seat, Seat)>,
}

/// The lists of plain values copied at once (`from_slice`, not element by
/// element); the rulings and the saved plays cloned; every other field is
/// a plain value (a field added that is not fails to compile here).
impl Clone for Hand {
    fn clone(&self) -> Hand {
        Hand {
            making: SmallVec::from_slice(&self.making),
            tricks: SmallVec::from_slice(&self.tricks),
            revokes: SmallVec::from_slice(&self.revokes),
            saves: self.saves.clone(),
            rulings: self.rulings.clone(),
            ..*self
        }
    }

    /// A copy into this hand's room, field by field: its lists and
    /// rulings kept (a field added fails to compile here until copied).
    fn clone_from(&mut self, source: &Hand) {
        let Hand {
            number,
            dealer,
            options,
            deal,
            hands,
            stage,
            round,
            turn,
            passed,
            bound,
            making,
            trump,
            maker,
            made_by,
            lone,
            defender_alone,
            discard,
            discard_at,
            tricks,
            current,
            won,
            revokes,
            saves,
            required,
            forfeit,
            partner_exposed,
            exposed,
            called,
            suit_call,
            new_deal_claimed,
            lead_call,
            rulings,
            pending,
            dealer_in_turn,
            trump_lifted,
            thrown,
            abandoned,
            false_lead,
        } = source;
        self.number = *number;
        self.dealer = *dealer;
        self.options = *options;
        self.deal = *deal;
        self.hands = *hands;
        self.stage = *stage;
        self.round = *round;
        self.turn = *turn;
        self.passed = *passed;
        self.bound = *bound;
        copy_list(&mut self.making, making);
        self.trump = *trump;
        self.maker = *maker;
        self.made_by = *made_by;
        self.lone = *lone;
        self.defender_alone = *defender_alone;
        self.discard = *discard;
        self.discard_at = *discard_at;
        copy_list(&mut self.tricks, tricks);
        self.current = *current;
        self.won = *won;
        copy_list(&mut self.revokes, revokes);
        if !(self.saves.is_empty() && saves.is_empty()) {
            self.saves.clone_from(saves);
        }
        self.required = *required;
        self.forfeit = *forfeit;
        self.partner_exposed = *partner_exposed;
        self.exposed = *exposed;
        self.called = *called;
        self.suit_call = *suit_call;
        self.new_deal_claimed = *new_deal_claimed;
        self.lead_call = *lead_call;
        if !(self.rulings.is_empty() && rulings.is_empty()) {
            self.rulings.clone_from(rulings);
        }
        self.pending = *pending;
        self.dealer_in_turn = *dealer_in_turn;
        self.trump_lifted = *trump_lifted;
        self.thrown = *thrown;
        self.abandoned = *abandoned;
        self.false_lead = *false_lead;
    }
}

/// `from` copied into `to`'s room; nothing done for two empty lists (a
/// hand copied from a dealt state, the usual case in a search).
fn copy_list<A: smallvec::Array>(to: &mut SmallVec<A>, from: &[A::Item])
where
    A::Item: Copy,
{
    if !to.is_empty() {
        to.clear();
    }
    if !from.is_empty() {
        to.extend_from_slice(from);
    }
}

fn no_seat(flags: &BySeat<bool>) -> bool {
    flags.0.iter().all(|&f| !f)
}

impl Hand {
    pub(super) fn new(number: u64, dealer: Seat, deal: EuchreDeal, options: EuchreOptions) -> Hand {
        Hand {
            number,
            dealer,
            options,
            deal,
            hands: deal.hands,
            stage: Stage::Making,
            round: 1,
            turn: dealer.lho(),
            passed: [BySeat([false; 4]); 2],
            bound: BySeat([None; 4]),
            making: SmallVec::new(),
            trump: None,
            maker: None,
            made_by: None,
            lone: None,
            defender_alone: None,
            discard: Discard::NotDue,
            discard_at: 0,
            tricks: SmallVec::new(),
            current: None,
            won: BySide([0; 2]),
            revokes: SmallVec::new(),
            saves: SmallVec::new(),
            required: BySeat([None; 4]),
            forfeit: None,
            partner_exposed: false,
            exposed: BySeat([CardSet::EMPTY; 4]),
            called: BySeat([None; 4]),
            suit_call: None,
            new_deal_claimed: None,
            lead_call: BySeat([None; 4]),
            rulings: Vec::new(),
            pending: None,
            dealer_in_turn: None,
            trump_lifted: false,
            thrown: BySeat([false; 4]),
            abandoned: None,
            false_lead: None,
        }
    }

    /// The deal's number in the rubber, from 1.
    pub fn number(&self) -> u64 {
        self.number
    }

    /// The dealer.
    pub fn dealer(&self) -> Seat {
        self.dealer
    }

    /// The eldest hand, on the dealer's left.
    pub fn eldest_hand(&self) -> Seat {
        self.dealer.lho()
    }

    /// The hands as dealt and the trump card turned.
    pub fn deal(&self) -> &EuchreDeal {
        &self.deal
    }

    /// The cards a player holds now.
    pub fn hand(&self, seat: Seat) -> CardSet {
        self.hands[seat]
    }

    /// Where the deal stands.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The round of the making: 1 while the trump card is up, 2 after it is turned down.
    pub fn round(&self) -> u8 {
        self.round
    }

    /// The acts of the making of the trump, in order.
    pub fn making(&self) -> &[MakingAct] {
        &self.making
    }

    /// The trump suit, once made.
    pub fn trump(&self) -> Option<Suit> {
        self.trump
    }

    /// The order of the cards, once the trump is made.
    pub fn order(&self) -> Option<EuchreOrder> {
        self.trump.map(|trump| EuchreOrder { trump })
    }

    /// Who ordered up, assisted, took up or made the trump (Law 2).
    pub fn maker(&self) -> Option<Seat> {
        self.maker
    }

    /// How the trump was made.
    pub fn made_by(&self) -> Option<MadeBy> {
        self.made_by
    }

    /// The side that made the trump.
    pub fn makers(&self) -> Option<Side> {
        self.maker.map(Seat::side)
    }

    /// The player playing alone, if any (Laws 93-105).
    pub fn lone_hand(&self) -> Option<Seat> {
        self.lone
    }

    /// The adversary defending alone, if any (today's custom).
    pub fn defender_alone(&self) -> Option<Seat> {
        self.defender_alone
    }

    /// Whether `seat` sits out: the partner of a lone hand or of a lone defender (Law 101).
    pub fn sits_out(&self, seat: Seat) -> bool {
        self.lone.map(Seat::partner) == Some(seat)
            || self.defender_alone.map(Seat::partner) == Some(seat)
    }

    /// The dealer's discard.
    pub fn discard(&self) -> Discard {
        self.discard
    }

    /// The tricks played, the one in progress last.
    pub fn tricks(&self) -> impl Iterator<Item = &EuchreTrick> + '_ {
        self.tricks.iter().chain(self.current.iter())
    }

    /// The number of tricks complete.
    pub fn tricks_complete(&self) -> usize {
        self.tricks.len()
    }

    /// The tricks each side has won.
    pub fn won(&self) -> BySide<u8> {
        self.won
    }

    /// The revokes made (Laws 54, 62).
    pub fn revokes(&self) -> &[Revoke] {
        &self.revokes
    }

    /// Whether the lone player's partner exposed a card, so that a march
    /// scores only two (Law 102).
    pub fn partner_exposed(&self) -> bool {
        self.partner_exposed
    }

    /// A player's exposed cards, liable to be called (Laws 46, 52, 105).
    pub fn exposed(&self, seat: Seat) -> CardSet {
        self.exposed[seat]
    }

    /// The dealer in turn, when this deal was made by another and stands (Law 40).
    pub fn dealer_in_turn(&self) -> Option<Seat> {
        self.dealer_in_turn
    }

    /// Whether `seat` has thrown his cards on the table face upwards in the play (Law 48).
    pub fn thrown(&self, seat: Seat) -> bool {
        self.thrown[seat]
    }

    /// The adversary who abandoned his hand against a lone hand, so that
    /// the lone hand scores five (Law 50).
    pub fn abandoned(&self) -> Option<Seat> {
        self.abandoned
    }

    /// The player who led out of turn, while the next players may follow
    /// his false lead before the adversaries elect (Law 53).
    pub fn false_lead(&self) -> Option<Seat> {
        self.false_lead.map(|(offender, _)| offender)
    }

    /// The side that forfeits under Law 90, if any.
    pub fn forfeit(&self) -> Option<Side> {
        self.forfeit
    }

    /// The play required of a player now (Laws 83, 89).
    pub fn required(&self, seat: Seat) -> Option<RequiredPlay> {
        self.required[seat]
    }

    /// Who is bound to pass, and by which law (Laws 79, 80, 82).
    pub fn bound(&self, seat: Seat) -> Option<Bound> {
        self.bound[seat]
    }

    /// The rulings made in the deal.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// The ruling awaiting an election, with its index.
    pub fn pending(&self) -> Option<(usize, &Ruling)> {
        let (i, _) = self.pending?;
        self.rulings.get(i).map(|r| (i, r))
    }

    /// What waits on the pending election.
    pub fn pending_kind(&self) -> Option<Pending> {
        self.pending.map(|(_, p)| p)
    }

    /// Whether the deal is over.
    pub fn is_over(&self) -> bool {
        matches!(self.stage, Stage::PassedOut | Stage::PlayedOut)
    }

    /// Whether a card has been led.
    pub fn lead_made(&self) -> bool {
        !self.tricks.is_empty() || self.current.is_some_and(|t| !t.is_empty())
    }

    /// The player to act: in the making, whose turn it is; in the play,
    /// who plays next; `None` when the deal is over.
    pub fn turn(&self) -> Option<Seat> {
        match self.stage {
            Stage::Making => Some(self.turn),
            Stage::Play => self.to_play(),
            _ => None,
        }
    }

    /// The next active seat in rotation after `seat` (a lone hand's partner sits out).
    pub(super) fn next_active(&self, seat: Seat) -> Seat {
        let mut s = seat.lho();
        for _ in 0..4 {
            if !self.sits_out(s) {
                return s;
            }
            s = s.lho();
        }
        s
    }

    /// The number of players in the play.
    pub fn active_players(&self) -> usize {
        Seat::ALL.iter().filter(|&&s| !self.sits_out(s)).count()
    }

    /// Who plays next to the trick in progress.
    pub fn to_play(&self) -> Option<Seat> {
        if self.stage != Stage::Play {
            return None;
        }
        match &self.current {
            None => Some(self.first_leader()),
            // The first player in rotation from the leader who is in the
            // play and has not played (a card played before its turn under
            // Law 58 or 59 stands in the trick).
            Some(t) => {
                // The seats out of this trick (sitting out or played), a
                // bit each, found once.
                let mut out = 0u8;
                for seat in [self.lone, self.defender_alone].into_iter().flatten() {
                    out |= 1 << seat.partner().index();
                }
                for (seat, _) in t.plays() {
                    out |= 1 << seat.index();
                }
                let mut s = t.leader;
                for _ in 0..4 {
                    if out & (1 << s.index()) == 0 {
                        return Some(s);
                    }
                    s = s.lho();
                }
                None
            }
        }
    }

    /// The eldest hand leads; if he sits out, the next player in rotation
    /// (Law 89: "the second player lead"; docs/decisions.md).
    pub fn first_leader(&self) -> Seat {
        if let (Some(lone), super::options::LoneLead::LeftOfLoneHand) =
            (self.lone, self.options.lone_lead)
        {
            return self.next_active(lone);
        }
        let eldest = self.eldest_hand();
        if self.sits_out(eldest) {
            self.next_active(eldest)
        } else {
            eldest
        }
    }

    pub(super) fn push_ruling(&mut self, ruling: Ruling) -> usize {
        self.rulings.push(ruling);
        self.rulings.len() - 1
    }

    pub(super) fn record(&mut self, seat: Seat, act: Act, stands: bool, law: Option<Citation>) {
        self.making.push(MakingAct {
            seat,
            act,
            round: self.round,
            stands,
            law,
        });
    }
}
