//! A table started again in place (`Table::reset_with`, `Game::reset_to`)
//! is the table a new setup makes: nothing of the deal before it is left,
//! whatever irregular events that deal had.

use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::contract_bridge::ContractBridge;
use tablelaw::codes::euchre::Euchre;
use tablelaw::random::{RandomPlay, Rng, play_deal};
use tablelaw::{CodeId, Table};

fn reset_is_new<G: RandomPlay + PartialEq + std::fmt::Debug>(code: CodeId) {
    let mut rng = Rng::new(11);
    let mut irregular = 0;
    for _ in 0..200 {
        let mut table: Option<Table<G>> = None;
        play_deal(&mut table, code, &mut rng, 0.5);
        let mut t = table.expect("a table");
        irregular += usize::from(!t.rulings().is_empty());
        let setup = G::random_setup(code, &mut rng);
        t.reset_with(setup.clone());
        let fresh = Table::<G>::with_setup(setup);
        assert_eq!(t.state(), fresh.state(), "{code}");
        assert_eq!(t.log(), fresh.log());
        assert_eq!(t.setup(), fresh.setup());
    }
    // Euchre's rulings are the hand's, gone once the rubber moves on.
    assert!(
        code == CodeId::Euchre || irregular > 20,
        "{code}: only {irregular} deals had a ruling"
    );
}

#[test]
fn a_contract_bridge_table_reset_is_a_new_table() {
    for code in [CodeId::Rubber, CodeId::Duplicate2017, CodeId::Duplicate2007] {
        reset_is_new::<ContractBridge>(code);
    }
}

#[test]
fn the_other_codes_tables_reset_are_new_tables() {
    reset_is_new::<AuctionBridge>(CodeId::AuctionBridge);
    reset_is_new::<BridgeWhist>(CodeId::BridgeWhist);
    reset_is_new::<Euchre>(CodeId::Euchre);
}
