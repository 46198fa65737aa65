//! A contract-bridge table set up under a code of another game refuses
//! every event, and says which table to use, rather than referee the game
//! under the rubber laws.

use tablelaw::{CodeId, Event, EventError, Seat, Table, TableSetup};

#[test]
fn a_contract_bridge_table_under_another_games_code_refuses_every_event() {
    for (code, game) in [
        (CodeId::Euchre, "Euchre"),
        (CodeId::BridgeWhist, "BridgeWhist"),
        (CodeId::AuctionBridge, "AuctionBridge"),
    ] {
        let mut t = Table::with_setup(TableSetup {
            code,
            dealer: Seat::North,
            deal: None,
            vulnerability: Default::default(),
        });
        let pass = Event::call(Seat::North, "pass".parse().unwrap());
        let refused = t.apply(pass.clone()).unwrap_err();
        assert_eq!(refused, EventError::NotContractBridge { code, game });
        assert!(
            refused.to_string().contains(&format!("Table<{game}>")),
            "{refused}"
        );
        // The plain path refuses it too, and nothing is recorded.
        assert!(t.call(Seat::North, "1S".parse().unwrap()).is_err());
        assert!(t.log().is_empty());
    }
    // The contract-bridge codes are refereed as ever.
    for code in CodeId::ALL {
        let mut t = Table::with_setup(TableSetup {
            code,
            dealer: Seat::North,
            deal: None,
            vulnerability: Default::default(),
        });
        assert!(t.call(Seat::North, "1S".parse().unwrap()).is_ok());
    }
}
