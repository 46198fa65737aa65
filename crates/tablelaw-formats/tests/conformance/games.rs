//! What differs by game and is not in [`Game`](tablelaw::Game): for each
//! code, a random setup, the irregular events to throw at the table, where
//! its cards may be, and its table script. Nothing here forwards a method
//! of the trait.

use proptest::prelude::*;
use tablelaw::codes::auction_bridge::{
    AuctionBridge, AuctionBridgeEvent, AuctionBridgeSetup, AuctionCall, AuctionDenomination,
    Declaration, Outcome,
};
use tablelaw::codes::bridge_whist::{BridgeWhist, ClubLimit, Phase, WhistEvent, WhistSetup};
use tablelaw::codes::euchre::{
    DealEnd, Discard, Euchre, EuchreDeal, EuchreEvent, EuchreOptions, EuchreSetup, NewDealCause,
    Pack, Packets,
};
use tablelaw::score::Vulnerability;
use tablelaw::{
    Bid, BySeat, Call, Card, CardSet, CodeId, ContractBridge, Deal, Denomination, DummyAct, Event,
    OptionId, Rank, Seat, Side, Suit, Table, TableSetup,
};

use crate::{Rig, choose};

// ---- shared by the bridge family ----

/// The fifty-two cards.
fn full_pack() -> Vec<Card> {
    Suit::ALL
        .iter()
        .flat_map(|&s| (2u8..=14).filter_map(move |r| Some(Card::new(s, Rank::new(r)?))))
        .collect()
}

/// A random deal of the fifty-two cards.
fn any_deal() -> impl Strategy<Value = Deal> {
    Just(full_pack()).prop_shuffle().prop_map(|pack| {
        let mut hands = [CardSet::EMPTY; 4];
        for (i, card) in pack.into_iter().enumerate() {
            hands[i / 13].insert(card);
        }
        Deal::try_new(BySeat(hands)).expect("thirteen cards each")
    })
}

fn any_seat() -> impl Strategy<Value = Seat> {
    prop::sample::select(Seat::ALL.to_vec())
}

/// Cards conserved in a bridge play: each card of the deal in its hand or
/// played to a trick, once (a card played out of turn stays in the hand).
fn bridge_cards_conserved(play: Option<&tablelaw::play::BridgePlay>, deal: Option<&Deal>) -> bool {
    let (Some(play), Some(deal)) = (play, deal) else {
        return true;
    };
    let record = play.record();
    Seat::ALL.iter().all(|&seat| {
        let mut all = play.hand(seat);
        let played_once = record
            .iter()
            .filter(|c| {
                c.seat == seat
                    && !matches!(
                        c.irregularity,
                        Some(tablelaw::play::PlayIrregularity::OutOfTurn { .. })
                    )
            })
            .all(|c| all.insert(c.card));
        played_once && all == deal.hand(seat)
    })
}

/// The cards `seat` was dealt.
fn held(deal: Option<&Deal>, seat: Seat) -> Vec<Card> {
    deal.map(|d| d.hand(seat).iter().collect())
        .unwrap_or_default()
}

/// One card of `seat`'s hand as dealt, or (one time in three) two: the
/// cards of dummy declarer names or touches (auction bridge Law 64,
/// bridge whist law 67).
fn touched(deal: Option<&Deal>, seat: Seat, pick: usize) -> CardSet {
    let hand = held(deal, seat);
    let first = choose(&hand, pick);
    let second = choose(&hand, pick / 3 + 1).filter(|_| pick.is_multiple_of(3));
    first.into_iter().chain(second).collect()
}

// ---- contract bridge: rubber, duplicate 2017, duplicate 2007 ----

/// A random deal, dealer and vulnerability under `code`.
pub fn contract_setup(code: CodeId) -> impl Strategy<Value = TableSetup> {
    (any_deal(), any_seat(), 0usize..4).prop_map(move |(deal, dealer, v)| TableSetup {
        code,
        dealer,
        deal: Some(deal),
        vulnerability: [
            Vulnerability::Neither,
            Vulnerability::NorthSouth,
            Vulnerability::EastWest,
            Vulnerability::Both,
        ][v],
    })
}

fn bid_of(pick: usize) -> Call {
    Bid::new(1 + (pick % 7) as u8, Denomination::ALL[(pick / 7) % 5]).map_or(Call::Pass, Call::Bid)
}

impl Rig for ContractBridge {
    type Case = TableSetup;

    fn setup(case: &TableSetup) -> TableSetup {
        case.clone()
    }

    fn irregular(t: &Table<ContractBridge>, pick: usize) -> Event {
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let card = choose(&held(t.deal(), seat), p / 8);
        match p % 11 {
            8 => Event::AsksExplanation {
                seat,
                call: bid_of(p / 11),
            },
            9 if (p / 8).is_multiple_of(7) => Event::Claim {
                seat,
                tricks: Some((p / 56 % 14) as u8),
                line: String::new(),
            },
            9 if (p / 8).is_multiple_of(11) => Event::Inspect {
                seat,
                trick: Some((p / 88 % 14) as u8).filter(|&t| t > 0),
            },
            9 if (p / 8).is_multiple_of(13) => Event::Finding(tablelaw::Finding::DefectiveTrick {
                seat,
                trick: (p / 104 % 14) as u8,
            }),
            9 if (p / 8).is_multiple_of(5) => Event::AsksRevoke {
                seat,
                of: Seat::ALL[(p / 40) % 4],
            },
            9 => Event::DrawsAttention { seat },
            10 => Event::Misinformed {
                seat,
                call: Call::Pass,
            },
            0 => Event::call(seat, Call::Pass),
            1 => Event::call(seat, bid_of(p / 8)),
            2 => Event::call(seat, Call::Double),
            3 => Event::call(seat, Call::Redouble),
            4 => Event::Expose {
                seat,
                cards: card.into_iter().collect(),
                led: false,
            },
            5 => Event::Designate {
                words: ["high", "low", "a club", "the king", "ruff it"][(p / 8) % 5].to_owned(),
                intended: None,
            },
            6 => Event::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 8) % OptionId::ALL.len()],
                call: None,
                suit: None,
                also: Vec::new(),
            },
            7 if (p / 8).is_multiple_of(3) => Event::Dummy {
                seat,
                act: [
                    DummyAct::ExchangesHands,
                    DummyAct::WarnsDeclarer,
                    DummyAct::LooksAtHand {
                        defender: seat.lho(),
                    },
                    DummyAct::CallsDirector,
                ][(p / 24) % 4],
            },
            7 => match card {
                Some(card) if (p / 8).is_multiple_of(2) => Event::DeemedPlayed { seat, card },
                Some(card) => Event::FifthCard {
                    seat,
                    card,
                    led: (p / 16).is_multiple_of(2),
                },
                None => Event::DrawsAttention { seat },
            },
            _ => match card {
                // Law 41A: now and then the opening lead made face down.
                Some(card) if (p / 8).is_multiple_of(5) => Event::LeadFaceDown { seat, card },
                Some(card) => Event::Play { seat, card },
                None => Event::call(seat, Call::Pass),
            },
        }
    }

    fn cards_conserved(t: &Table<ContractBridge>) -> bool {
        bridge_cards_conserved(t.play(), t.deal())
    }

    fn write_script(setup: &TableSetup, log: &[Event]) -> String {
        tablelaw_formats::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<Event>, String> {
        let script = tablelaw_formats::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &Event) -> bool {
        matches!(event, Event::Elect { .. })
    }

    fn leans_to(event: &Event) -> bool {
        matches!(
            event,
            Event::Call {
                call: Call::Pass,
                ..
            }
        )
    }
}

// ---- auction bridge (1912) ----

/// A random deal and dealer.
pub fn auction_bridge_setup() -> impl Strategy<Value = AuctionBridgeSetup> {
    (any_deal(), any_seat()).prop_map(|(deal, dealer)| AuctionBridgeSetup {
        dealer,
        deal: Some(deal),
        options: Default::default(),
    })
}

fn declaration(pick: usize) -> AuctionCall {
    Declaration::new(
        1 + (pick % 9) as u8,
        AuctionDenomination::ALL[(pick / 9) % 6],
    )
    .map_or(AuctionCall::Pass, AuctionCall::Declare)
}

impl Rig for AuctionBridge {
    type Case = AuctionBridgeSetup;

    fn setup(case: &AuctionBridgeSetup) -> AuctionBridgeSetup {
        case.clone()
    }

    fn irregular(t: &Table<AuctionBridge>, pick: usize) -> AuctionBridgeEvent {
        use AuctionBridgeEvent as E;
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let call = match (p / 8) % 4 {
            0 => AuctionCall::Pass,
            1 => AuctionCall::Double,
            2 => AuctionCall::Redouble,
            _ => declaration(p / 32),
        };
        // The options of the laws of the play (Laws 76-92, 84) besides
        // those of the auction.
        let play_options = [
            OptionId::CallCard,
            OptionId::CallSuit,
            OptionId::Highest,
            OptionId::Lowest,
            OptionId::Win,
            OptionId::Lose,
            OptionId::NoPenalty,
            OptionId::TakePoints,
            OptionId::TakeTricks,
            OptionId::PlayIt,
            OptionId::NotPlayIt,
        ];
        let card = choose(&held(t.deal(), seat), p / 8);
        match p % 14 {
            0..=2 => E::Call { seat, call },
            3 if (p / 8).is_multiple_of(3) => E::Alter { seat, call },
            3 => E::Correct { seat, call },
            4 => E::Inform { seat },
            5 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 8) % OptionId::ALL.len()],
                suit: None,
            },
            6 => E::Result {
                tricks: (p / 8 % 16) as u8,
            },
            8 => E::Elect {
                seat: Some(seat),
                option: play_options[(p / 14) % play_options.len()],
                suit: None,
            },
            9 => match card {
                Some(card) => E::Expose { seat, card },
                None => E::Refers { seat },
            },
            10 => match card {
                // Declarer calls a card: any card, exposed or not.
                Some(card) => E::CallsCard { seat, card },
                None => E::Claims { seat },
            },
            // The partner's question about a revoke, its answer, the
            // correction (Laws 85, 86; of a penalty not obeyed, Law 73; of
            // dummy's revoke, any seat being drawn, Law 63).
            11 if (p / 14) % 4 == 3 => [
                E::AsksRevoke { seat },
                E::AnswersNo { seat },
                E::CorrectsRevoke { seat },
            ][(p / 56) % 3],
            11 => E::CallsAttention { seat },
            // Law 64: cards of the partner's hand (dummy's, the seat drawn
            // being declarer) named or touched, one or two, "I arrange" or not.
            12 if (p / 14) % 8 == 1 => E::Touches {
                seat,
                cards: touched(t.deal(), seat.partner(), p / 112),
                arrange: (p / 112) % 4 == 3,
            },
            12 => match card {
                Some(card) if (p / 14) % 4 == 3 => E::Suggests { seat, card },
                None if (p / 14) % 4 == 3 => E::OmittedToPlay { seat },
                // The finding of two cards played to one trick (Law 82).
                Some(card) if (p / 14) % 4 == 2 => E::SurplusCard {
                    seat,
                    trick: ((p / 56) % 13) as u8,
                    card,
                },
                _ => [
                    E::Refers { seat },
                    E::AsksFinalDeclaration { seat },
                    E::Claims { seat },
                ][(p / 14) % 3],
            },
            _ => match card {
                Some(card) => E::Play { seat, card },
                None => E::Call { seat, call },
            },
        }
    }

    fn cards_conserved(t: &Table<AuctionBridge>) -> bool {
        bridge_cards_conserved(t.play(), t.deal())
    }

    fn write_script(setup: &AuctionBridgeSetup, log: &[AuctionBridgeEvent]) -> String {
        tablelaw_formats::script::auction_bridge::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<AuctionBridgeEvent>, String> {
        let script =
            tablelaw_formats::script::auction_bridge::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &AuctionBridgeEvent) -> bool {
        matches!(event, AuctionBridgeEvent::Elect { .. })
    }

    fn leans_to(event: &AuctionBridgeEvent) -> bool {
        matches!(
            event,
            AuctionBridgeEvent::Call {
                call: AuctionCall::Pass,
                ..
            }
        )
    }

    /// A new deal demanded (no final declaration).
    fn void(t: &Table<AuctionBridge>) -> bool {
        matches!(t.outcome(), Some(o) if !matches!(o, Outcome::Final(_)))
    }
}

// ---- bridge whist (1907) ----

/// A random deal, dealer and club limit.
pub fn bridge_whist_setup() -> impl Strategy<Value = WhistSetup> {
    (any_deal(), any_seat(), 0usize..3).prop_map(|(deal, dealer, limit)| WhistSetup {
        deal: Some(deal),
        club_limit: [ClubLimit::None, ClubLimit::Points100, ClubLimit::Points200][limit],
        ..WhistSetup::new(dealer)
    })
}

impl Rig for BridgeWhist {
    type Case = WhistSetup;

    fn setup(case: &WhistSetup) -> WhistSetup {
        case.clone()
    }

    fn irregular(t: &Table<BridgeWhist>, pick: usize) -> WhistEvent {
        use WhistEvent as E;
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        let card = choose(&held(t.deal(), seat), p / 9);
        // The options of the laws of the play (laws 65, 68, 76, 77, 82).
        let play_options = [
            OptionId::CallCard,
            OptionId::CallSuit,
            OptionId::Highest,
            OptionId::Lowest,
            OptionId::Win,
            OptionId::Lose,
            OptionId::NoPenalty,
            OptionId::PlayIt,
            OptionId::NotPlayIt,
            OptionId::ProhibitLead,
        ];
        match p % 14 {
            13 if (p / 14) % 7 == 6 => E::OmittedToPlay { seat },
            // Two cards played to one trick (law 83, second paragraph).
            13 if (p / 14) % 7 == 5 => match card {
                Some(card) => E::SurplusCard {
                    seat,
                    trick: ((p / 98) % 13) as u8,
                    card,
                },
                None => E::OmittedToPlay { seat },
            },
            // The partner's question about a revoke, its answer, the
            // correction (laws 89, 90; of a penalty not obeyed, law 75; of
            // dummy's revoke, any seat being drawn, law 66).
            12 if (p / 14) % 5 == 4 => match (p / 70) % 3 {
                0 => E::AsksRevoke { seat },
                1 => E::AnswersNo { seat },
                _ => E::CorrectsRevoke { seat },
            },
            13 => match (p / 14) % 6 {
                // The conduct of the play (laws 64, 65, 74, 98-101).
                0 => E::CallsAttention { seat },
                1 => match card {
                    Some(card) => E::Suggests { seat, card },
                    None => E::Claims { seat },
                },
                2 => E::Claims { seat },
                3 => E::Refers { seat },
                4 => E::Informs { seat },
                // Law 67: cards of the partner's hand (dummy's, the seat
                // drawn being the dealer) named or touched.
                5 if (p / 84).is_multiple_of(2) => E::Touches {
                    seat,
                    cards: touched(t.deal(), seat.partner(), p / 168),
                    arrange: (p / 168) % 4 == 3,
                },
                _ => E::WrongPenalty { seat },
            },
            9 => E::Elect {
                seat: Some(seat),
                option: play_options[(p / 14) % play_options.len()],
            },
            10 => match card {
                Some(card) => E::Expose { seat, card },
                None => E::Yes { seat },
            },
            11 => match card {
                Some(card) => E::CallsCard { seat, card },
                None => E::Yes { seat },
            },
            12 => E::CallsSuit {
                seat,
                suit: Suit::ALL[(p / 14) % 4],
            },
            0 => E::MakeTrump {
                seat,
                denomination: Denomination::ALL[(p / 9) % 5],
            },
            1 => E::PassDeclaration { seat },
            2 => E::Double { seat },
            3 => E::MayILead { seat },
            4 => E::Yes { seat },
            5 => E::Satisfied { seat },
            6 => E::Consultation { seat },
            7 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 9) % OptionId::ALL.len()],
            },
            _ => match card {
                Some(card) => E::Play { seat, card },
                None => E::Double { seat },
            },
        }
    }

    fn cards_conserved(t: &Table<BridgeWhist>) -> bool {
        bridge_cards_conserved(t.play(), t.deal())
    }

    fn write_script(setup: &WhistSetup, log: &[WhistEvent]) -> String {
        tablelaw_formats::whist_script::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<WhistEvent>, String> {
        let script = tablelaw_formats::whist_script::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &WhistEvent) -> bool {
        matches!(event, WhistEvent::Elect { .. })
    }

    /// Words that end the doubling, so that deals reach the play.
    fn leans_to(event: &WhistEvent) -> bool {
        matches!(
            event,
            WhistEvent::Satisfied { .. } | WhistEvent::Yes { .. } | WhistEvent::MayILead { .. }
        )
    }

    /// A new deal claimed (laws 46-49).
    fn void(t: &Table<BridgeWhist>) -> bool {
        t.phase() == Phase::NewDeal
    }
}

// ---- euchre (1888): a rubber, deal after deal ----

/// A euchre table's setup and the packs its deals are dealt from, in turn
/// (the deal is chance, not an act).
#[derive(Clone, Debug)]
pub struct EuchreCase {
    pub setup: EuchreSetup,
    pub packs: Vec<Vec<Card>>,
    pub packets: Packets,
}

/// A random first dealer, options and shuffled packs.
pub fn euchre_case() -> impl Strategy<Value = EuchreCase> {
    let shuffled = Just(Pack::ThirtyTwo.cards().iter().collect::<Vec<Card>>()).prop_shuffle();
    (
        any_seat(),
        any::<[bool; 4]>(),
        prop::collection::vec(shuffled, 1..6),
    )
        .prop_map(|(dealer, [short, stick, alone, packets], packs)| {
            let pack = if short {
                Pack::TwentyFour
            } else {
                Pack::ThirtyTwo
            };
            let options = EuchreOptions {
                pack,
                stick_the_dealer: stick,
                defending_alone: alone,
                ..EuchreOptions::default()
            };
            let cards = pack.cards();
            EuchreCase {
                setup: EuchreSetup::with_options(dealer, options),
                packs: packs
                    .into_iter()
                    .map(|p| p.into_iter().filter(|&c| cards.contains(c)).collect())
                    .collect(),
                packets: if packets {
                    Packets::TwoThenThree
                } else {
                    Packets::ThreeThenTwo
                },
            }
        })
}

impl Rig for Euchre {
    type Case = EuchreCase;

    fn setup(case: &EuchreCase) -> EuchreSetup {
        case.setup
    }

    /// The next deal, from the next pack, while the rubber runs and no
    /// deal is in progress.
    fn chance(case: &EuchreCase, t: &Table<Euchre>) -> Option<EuchreEvent> {
        if t.score().over || t.hand().is_some() {
            return None;
        }
        let pack = &case.packs[t.deals().len() % case.packs.len()];
        EuchreDeal::from_pack(pack, t.dealer(), case.packets)
            .ok()
            .map(EuchreEvent::Deal)
    }

    fn irregular(t: &Table<Euchre>, pick: usize) -> EuchreEvent {
        use EuchreEvent as E;
        let seat = Seat::ALL[pick % 4];
        let p = pick / 4;
        // A revoke not yet established: the question, the answer, the
        // correction (Laws 65, 69).
        if let Some(r) = t.hand().and_then(|h| h.revokes_to_save().last())
            && p.is_multiple_of(3)
        {
            return match (p / 3) % 4 {
                0 => E::AsksRevoke {
                    seat: r.seat.partner(),
                },
                1 => E::AnswersNo { seat: r.seat },
                _ => E::CorrectsRevoke { seat: r.seat },
            };
        }
        let suit = Suit::ALL[(p / 16) % 4];
        let held: Vec<Card> = t
            .hand()
            .map(|h| h.hand(seat).iter().collect())
            .unwrap_or_default();
        match p % 20 {
            16 => match choose(&held, p / 20) {
                Some(card) => E::Exposes {
                    seat,
                    card,
                    below_table: p.is_multiple_of(3),
                },
                None => E::ThrowsCards { seat },
            },
            17 if (p / 20).is_multiple_of(2) => match choose(&held, p / 40) {
                Some(card) => E::NamesCard {
                    seat: seat.lho(),
                    owner: seat,
                    card,
                },
                None => E::ThrowsCards { seat },
            },
            17 => E::ThrowsCards { seat },
            18 if (p / 20).is_multiple_of(3) => E::ExposedInDealing {
                seat,
                touched: (p / 60).is_multiple_of(2),
            },
            18 if (p / 20) % 3 == 1 && (p / 60).is_multiple_of(2) => E::OmittedToPlay { seat },
            // Two cards played to one trick (Law 61).
            18 if (p / 20) % 3 == 1 && (p / 60) % 4 == 1 => match choose(&held, p / 240) {
                Some(card) => E::SurplusCard {
                    seat,
                    trick: ((p / 240) % 5) as u8,
                    card,
                },
                None => E::DealtWithOtherPack { seat },
            },
            18 if (p / 20) % 3 == 1 && (p / 60) % 8 == 3 => E::Reshuffles { seat },
            18 if (p / 20) % 3 == 1 && (p / 60) % 8 == 7 => E::LiftsTrumpCard { seat },
            18 if (p / 20) % 3 == 1 => E::DealtWithOtherPack { seat },
            18 => E::DealOutOfTurn { seat, deal: None },
            19 => E::MisdealOutOfTurn { seat },
            0 => E::pass(seat),
            1 => E::OrderUp { seat },
            2 => E::Assist { seat },
            3 => E::TakeUp { seat },
            4 => E::PlayAlone { seat, suit: None },
            5 => E::Name { seat, suit },
            6 => E::MentionsSuit { seat, suit },
            7 => E::CallsAttention { seat },
            8 => E::AsksWhoPlayed { seat },
            9 => E::TurnDown { seat },
            10 => E::Misdeal { excuse: None },
            11 => E::NewDeal {
                cause: NewDealCause::CardFaced,
            },
            12 => E::Elect {
                seat: Some(seat),
                option: OptionId::ALL[(p / 16) % OptionId::ALL.len()],
            },
            13 => E::Consulted {
                side: if p.is_multiple_of(2) {
                    Side::NorthSouth
                } else {
                    Side::EastWest
                },
            },
            _ => match choose(&held, p / 16) {
                Some(card) => E::Play { seat, card },
                None => E::TakeItFrom { seat },
            },
        }
    }

    /// The pack is one partition: every card in exactly one place, a
    /// hand, a trick, the dealer's discard, or the rest of the pack (the
    /// cards not dealt and the trump card while no one has taken it up).
    fn cards_conserved(t: &Table<Euchre>) -> bool {
        let Some(h) = t.hand() else {
            return true;
        };
        let pack = t.setup().options.pack.cards();
        let deal = h.deal();
        let mut placed = CardSet::EMPTY;
        let mut once = true;
        let hands = Seat::ALL
            .iter()
            .flat_map(|&s| h.hand(s).iter().collect::<Vec<_>>());
        let played = h
            .tricks()
            .flat_map(|t| t.plays().map(|(_, c)| c).collect::<Vec<_>>());
        let discard = match h.discard() {
            Discard::Done(card) => Some(card),
            _ => None,
        };
        for card in hands.chain(played).chain(discard) {
            once &= pack.contains(card) && placed.insert(card);
        }
        let mut dealt = CardSet::EMPTY;
        for seat in Seat::ALL {
            dealt = dealt.union(deal.hands[seat]);
        }
        let mut rest = pack.difference(dealt);
        rest.remove(deal.turned);
        // The trump card is on the pack until the dealer takes it up.
        if h.discard() == Discard::NotDue {
            rest.insert(deal.turned);
        }
        once && pack.difference(placed) == rest
    }

    fn write_script(setup: &EuchreSetup, log: &[EuchreEvent]) -> String {
        tablelaw_formats::euchre::write(setup, log)
    }

    fn read_script(text: &str) -> Result<Vec<EuchreEvent>, String> {
        let script = tablelaw_formats::euchre::parse(text).map_err(|e| e.to_string())?;
        Ok(script.events.into_iter().map(|(e, _)| e).collect())
    }

    fn is_election(event: &EuchreEvent) -> bool {
        matches!(event, EuchreEvent::Elect { .. })
    }

    /// Every deal played out, or abandoned (Laws 49, 50), has its score.
    fn deals_scored(t: &Table<Euchre>) -> bool {
        t.deals().iter().all(|d| {
            !matches!(d.end, DealEnd::PlayedOut | DealEnd::Abandoned) || !d.score.is_empty()
        })
    }
}
