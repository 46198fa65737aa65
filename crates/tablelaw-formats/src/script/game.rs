//! One front door for the scripts of every game: [`ScriptedGame`], the
//! script of a game read and written through its referee's types, and
//! [`read_any`], which reads a script of any game by the code its `laws`
//! line names ([`code_of`]).
//!
//! Each game keeps its own words ([`script`](super) for contract bridge,
//! [`auction_bridge`](super::auction_bridge),
//! [`bridge_whist`](super::bridge_whist), [`euchre`](super::euchre)); this
//! module only dispatches to them.
//!
//! # Example: any script, then one more line at the prompt
//! ```
//! use tablelaw::codes::euchre::Euchre;
//! use tablelaw::{Game, Table};
//! use tablelaw_formats::script::{AnyScript, ScriptedGame, read_any};
//!
//! let text = "laws euchre\ndealer N\ndeal N:J.AK.KQ. 7.98.A.A A.T7.T9. K.Q.87.J turned HJ\nE pass\n";
//! let AnyScript::Euchre(script) = read_any(text, None)? else { panic!("a euchre script") };
//! let events = script.events.into_iter().map(|(e, _)| e);
//! let mut table = Table::<Euchre>::from_log(script.setup, events).map_err(|(_, e)| e)?;
//! let event = Euchre::read_event("W pass   # out of turn", 5, table.setup())?.unwrap();
//! assert_eq!(Euchre::write_event(&event), "W pass");
//! table.apply(event)?;
//! assert_eq!(table.rulings()[0].law.to_string(), "euchre Law 82");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use tablelaw::codes::auction_bridge::AuctionBridge;
use tablelaw::codes::bridge_whist::BridgeWhist;
use tablelaw::codes::euchre::Euchre;
use tablelaw::{CodeId, ContractBridge, Game};

use super::auction_bridge::{self, AuctionBridgeScript};
use super::bridge_whist::{self, WhistScript};
use super::euchre::{self, EuchreScript};
use super::{DEFAULT_CODE, Position, Script, ScriptError};

/// A script of one game read: the setup and the events, each with the
/// position of its line's first word.
pub struct GameScript<G: Game> {
    /// What the table starts from.
    pub setup: G::Setup,
    /// The events in the order written.
    pub events: Vec<(G::Event, Position)>,
}

impl<G: Game> GameScript<G> {
    /// The events without their positions.
    pub fn events(&self) -> impl Iterator<Item = &G::Event> {
        self.events.iter().map(|(e, _)| e)
    }
}

impl<G: Game> Clone for GameScript<G> {
    fn clone(&self) -> Self {
        GameScript {
            setup: self.setup.clone(),
            events: self.events.clone(),
        }
    }
}

impl<G: Game> core::fmt::Debug for GameScript<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("GameScript")
            .field("setup", &self.setup)
            .field("events", &self.events)
            .finish()
    }
}

impl<G: Game> PartialEq for GameScript<G> {
    fn eq(&self, other: &Self) -> bool {
        self.setup == other.setup && self.events == other.events
    }
}

/// A game with a table script: its reader and writer, for whole scripts
/// and for single event lines, in the game's own words.
///
/// What [`write`](ScriptedGame::write) writes, [`read`](ScriptedGame::read)
/// reads back to the same events; what
/// [`write_event`](ScriptedGame::write_event) writes,
/// [`read_event`](ScriptedGame::read_event) reads back to the same event.
/// No function here panics on any input.
pub trait ScriptedGame: Game {
    /// Reads a whole script of this game.
    ///
    /// # Errors
    /// The first [`ScriptError`], with its line and column.
    fn read(text: &str) -> Result<GameScript<Self>, ScriptError>;

    /// Writes a setup and events as a script of this game, one statement a
    /// line, in the strict form.
    fn write(setup: &Self::Setup, events: &[Self::Event]) -> String;

    /// Reads one event line of a script whose header is known (the
    /// interactive prompt, a front end's `apply("E 1H")`): `Ok(None)` for a
    /// blank or comment line. `line_no` is the line's number, for the
    /// error's position; a line break at the end of `line` is ignored.
    /// `setup` is the table's: no game's event words depend on it today.
    ///
    /// # Errors
    /// A [`ScriptError`] whose column points at the offending word; a
    /// header line is an error here.
    fn read_event(
        line: &str,
        line_no: usize,
        setup: &Self::Setup,
    ) -> Result<Option<Self::Event>, ScriptError>;

    /// The event's own line of the script, without a line break.
    fn write_event(event: &Self::Event) -> String;
}

impl ScriptedGame for ContractBridge {
    fn read(text: &str) -> Result<GameScript<Self>, ScriptError> {
        super::parse(text).map(GameScript::from)
    }

    fn write(setup: &Self::Setup, events: &[Self::Event]) -> String {
        super::write(setup, events)
    }

    fn read_event(
        line: &str,
        line_no: usize,
        _setup: &Self::Setup,
    ) -> Result<Option<Self::Event>, ScriptError> {
        super::parse_event_line(line, line_no)
    }

    fn write_event(event: &Self::Event) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = super::write::write_event(&mut out, event);
        out
    }
}

impl ScriptedGame for AuctionBridge {
    fn read(text: &str) -> Result<GameScript<Self>, ScriptError> {
        auction_bridge::parse(text).map(GameScript::from)
    }

    fn write(setup: &Self::Setup, events: &[Self::Event]) -> String {
        auction_bridge::write(setup, events)
    }

    fn read_event(
        line: &str,
        line_no: usize,
        _setup: &Self::Setup,
    ) -> Result<Option<Self::Event>, ScriptError> {
        auction_bridge::parse_event_line(line, line_no)
    }

    fn write_event(event: &Self::Event) -> String {
        let mut out = String::new();
        auction_bridge::write_event(&mut out, event);
        out
    }
}

impl ScriptedGame for BridgeWhist {
    fn read(text: &str) -> Result<GameScript<Self>, ScriptError> {
        bridge_whist::parse(text).map(GameScript::from)
    }

    /// The games and points of a rubber already under way
    /// (`setup.standing`) have no words in the script and are not written.
    fn write(setup: &Self::Setup, events: &[Self::Event]) -> String {
        bridge_whist::write(setup, events)
    }

    fn read_event(
        line: &str,
        line_no: usize,
        _setup: &Self::Setup,
    ) -> Result<Option<Self::Event>, ScriptError> {
        bridge_whist::parse_event_line(line, line_no)
    }

    fn write_event(event: &Self::Event) -> String {
        let mut out = String::new();
        bridge_whist::write_event(&mut out, event);
        out
    }
}

impl ScriptedGame for Euchre {
    /// The seat written before a `discard` is not kept (the event has
    /// none: the dealer discards); a caller that checks it against the
    /// dealer (Law 86) reads with [`euchre::parse`], which keeps it.
    fn read(text: &str) -> Result<GameScript<Self>, ScriptError> {
        euchre::parse(text).map(GameScript::from)
    }

    /// A discard is written with the dealer's seat, found by playing the
    /// events; points already scored and a lone march other than four
    /// points have no words in the script and are not written.
    fn write(setup: &Self::Setup, events: &[Self::Event]) -> String {
        euchre::write(setup, events)
    }

    /// A `discard` reads with or without a seat before it; the seat is not
    /// kept ([`euchre::parse_event_line`] gives it).
    fn read_event(
        line: &str,
        line_no: usize,
        _setup: &Self::Setup,
    ) -> Result<Option<Self::Event>, ScriptError> {
        Ok(euchre::parse_event_line(line, line_no)?.map(|(event, _)| event))
    }

    /// A discard is written without a seat (`discard SJ`): who the dealer
    /// is depends on the deals before it.
    fn write_event(event: &Self::Event) -> String {
        let mut out = String::new();
        euchre::write_event(&mut out, event, None);
        out
    }
}

impl From<Script> for GameScript<ContractBridge> {
    fn from(s: Script) -> Self {
        GameScript {
            setup: s.setup,
            events: s.events,
        }
    }
}

impl From<AuctionBridgeScript> for GameScript<AuctionBridge> {
    fn from(s: AuctionBridgeScript) -> Self {
        GameScript {
            setup: s.setup,
            events: s.events,
        }
    }
}

impl From<WhistScript> for GameScript<BridgeWhist> {
    fn from(s: WhistScript) -> Self {
        GameScript {
            setup: s.setup,
            events: s.events,
        }
    }
}

impl From<EuchreScript> for GameScript<Euchre> {
    /// The seats written before the discards are dropped.
    fn from(s: EuchreScript) -> Self {
        GameScript {
            setup: s.setup,
            events: s.events,
        }
    }
}

/// The code of laws a script's `laws` line names: the first line whose
/// first word is `laws` (a comment and a byte order mark aside), whatever
/// its place; `None` when there is no such line or its second word is no
/// code of laws (the game's reader then says what is wrong with it).
///
/// # Examples
/// ```
/// use tablelaw::CodeId;
/// use tablelaw_formats::script::code_of;
/// assert_eq!(code_of("# board 1\nLAWS Euchre # 1888\ndealer N\n"), Some(CodeId::Euchre));
/// assert_eq!(code_of("dealer N\nN 1H\n"), None);
/// assert_eq!(code_of("laws chess\n"), None);
/// ```
pub fn code_of(text: &str) -> Option<CodeId> {
    laws_line(text).map(|(code, _)| code)
}

/// The code a script's `laws` line names, and where the code is written.
fn laws_line(text: &str) -> Option<(CodeId, Position)> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("");
        let mut words = line.split_whitespace();
        if words.next().is_some_and(|w| w.eq_ignore_ascii_case("laws")) {
            let word = words.next()?;
            let column = line
                .find(word)
                .map_or(1, |at| line[..at].chars().count() + 1);
            let position = Position {
                line: i + 1,
                column,
            };
            return word.parse().ok().map(|code| (code, position));
        }
    }
    None
}

/// A script of any game, read by [`read_any`].
#[derive(Clone, Debug, PartialEq)]
pub enum AnyScript {
    /// Contract bridge, under the code in its setup (rubber,
    /// duplicate-2017 or duplicate-2007).
    ContractBridge(GameScript<ContractBridge>),
    /// Auction bridge (1912).
    AuctionBridge(GameScript<AuctionBridge>),
    /// Bridge whist (1907).
    BridgeWhist(GameScript<BridgeWhist>),
    /// Euchre (1888).
    Euchre(GameScript<Euchre>),
}

impl AnyScript {
    /// The code of laws the script is refereed under.
    pub fn code(&self) -> CodeId {
        match self {
            AnyScript::ContractBridge(s) => s.setup.code,
            AnyScript::AuctionBridge(_) => CodeId::AuctionBridge,
            AnyScript::BridgeWhist(_) => CodeId::BridgeWhist,
            AnyScript::Euchre(_) => CodeId::Euchre,
        }
    }

    /// The script written again by its game's writer.
    pub fn write(&self) -> String {
        fn again<G: ScriptedGame>(s: &GameScript<G>) -> String {
            let events: Vec<G::Event> = s.events().cloned().collect();
            G::write(&s.setup, &events)
        }
        match self {
            AnyScript::ContractBridge(s) => again(s),
            AnyScript::AuctionBridge(s) => again(s),
            AnyScript::BridgeWhist(s) => again(s),
            AnyScript::Euchre(s) => again(s),
        }
    }
}

/// Reads a script of any game with its game's reader: the game of `laws`
/// if given, else of the script's `laws` line ([`code_of`]), else contract
/// bridge under [`DEFAULT_CODE`]. `laws` overrides the `laws` line among
/// the contract-bridge codes (it is then the setup's code); naming another
/// game than the line, it is refused at the line.
///
/// # Errors
/// The reader's first [`ScriptError`].
///
/// # Examples
/// ```
/// use tablelaw::CodeId;
/// use tablelaw_formats::script::{AnyScript, read_any};
/// let text = "laws rubber\ndealer N\nN 1H\n";
/// assert_eq!(read_any(text, None)?.code(), CodeId::Rubber);
/// assert_eq!(read_any(text, Some(CodeId::Duplicate2007))?.code(), CodeId::Duplicate2007);
/// assert_eq!(read_any("dealer S\nS makes H\n", Some(CodeId::BridgeWhist))?.code(), CodeId::BridgeWhist);
/// assert!(matches!(read_any("dealer N\n", None)?, AnyScript::ContractBridge(s) if s.setup.code == CodeId::Duplicate2017));
/// // A rubber script is not read as a euchre one.
/// assert_eq!(read_any(text, Some(CodeId::Euchre)).unwrap_err().position.line, 1);
/// # Ok::<(), tablelaw_formats::ScriptError>(())
/// ```
pub fn read_any(text: &str, laws: Option<CodeId>) -> Result<AnyScript, ScriptError> {
    // A script of one game is not read as another's: the contract-bridge
    // codes may stand for one another, no other two codes.
    if let (Some(asked), Some((written, position))) = (laws, laws_line(text)) {
        let same_game =
            asked == written || (asked.is_contract_bridge() && written.is_contract_bridge());
        if !same_game {
            return Err(ScriptError::new(
                position,
                format!("a script of {asked}, the code asked for"),
                format!(
                    "the `laws` line of a {written} script (leave out the code asked for to referee it under {written})"
                ),
            ));
        }
    }
    let code = laws.or_else(|| code_of(text)).unwrap_or(DEFAULT_CODE);
    Ok(match code {
        CodeId::AuctionBridge => AnyScript::AuctionBridge(AuctionBridge::read(text)?),
        CodeId::BridgeWhist => AnyScript::BridgeWhist(BridgeWhist::read(text)?),
        CodeId::Euchre => AnyScript::Euchre(Euchre::read(text)?),
        code if CodeId::ALL.contains(&code) => {
            let mut script = ContractBridge::read(text)?;
            if laws.is_some() {
                script.setup.code = code;
            }
            AnyScript::ContractBridge(script)
        }
        code => {
            return Err(ScriptError::new(
                Position { line: 1, column: 1 },
                "a code of laws with a script reader",
                format!("`{code}`"),
            ));
        }
    })
}
