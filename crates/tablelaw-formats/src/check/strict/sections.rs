//! The auction and play sections (§3.5, §3.6): irregularity marks (§3.9),
//! note references and note tags (§3.5.4-§3.6.5), NAGs (§3.7), and in the
//! export format, no suffixes (§3.5.2).

use super::Found;
use super::lex::{At, Item};

/// Which section the items are in.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Section {
    Other,
    Auction,
    Play,
}

impl Section {
    fn name(self) -> &'static str {
        match self {
            Section::Auction => "auction",
            Section::Play => "play",
            Section::Other => "identification section",
        }
    }

    fn clause(self) -> &'static str {
        match self {
            Section::Play => "§3.6.5",
            _ => "§3.5.5",
        }
    }
}

/// Notes referred to and given in one section.
#[derive(Default)]
struct Notes {
    /// Note numbers referred to (`=n=`), with the first place.
    referred: Vec<(u32, At)>,
    /// Note tags given, with their line.
    given: Vec<(u32, usize)>,
}

/// The state of the walk.
struct Walk<'f, 'o> {
    found: &'f mut Found<'o>,
    export: bool,
    section: Section,
    /// A mark waiting for its call or card: the mark and where it stands.
    pending: Option<(u8, At)>,
    auction: Notes,
    play: Notes,
    suffix_said: bool,
    /// The calls or cards of the section so far (`-`, `+` and `^S` hold a
    /// place too).
    places: usize,
    /// The place of the section's `+`, if one was given (§3.5, §3.6).
    plus: Option<usize>,
    /// Whether what breaks the `+` rules was said in this section.
    plus_said: bool,
}

/// Checks the sections of a game's items.
pub(super) fn check(items: &[Item<'_>], export: bool, found: &mut Found<'_>) {
    let mut walk = Walk {
        found,
        export,
        section: Section::Other,
        pending: None,
        auction: Notes::default(),
        play: Notes::default(),
        suffix_said: false,
        places: 0,
        plus: None,
        plus_said: false,
    };
    for item in items {
        match item {
            Item::Tag(t) if t.name == b"Note" => walk.note(&t.value, t.at),
            Item::Tag(t) => {
                walk.end_section();
                walk.section = match t.name {
                    b"Auction" => Section::Auction,
                    b"Play" => Section::Play,
                    _ => Section::Other,
                };
            }
            Item::Token(token, at) => {
                if walk.section != Section::Other {
                    walk.token(token, *at);
                }
            }
        }
    }
    walk.end_section();
    for section in [Section::Auction, Section::Play] {
        let notes = match section {
            Section::Auction => &walk.auction,
            _ => &walk.play,
        };
        let mut said = Vec::new();
        for &(n, at) in &notes.referred {
            if !said.contains(&n) && !notes.given.iter().any(|&(g, _)| g == n) {
                said.push(n);
                walk.found.at(
                    at.line,
                    format!(
                        "the {} refers to note {n}, which no Note tag of the {} gives (PBN {})",
                        section.name(),
                        section.name(),
                        section.clause()
                    ),
                );
            }
        }
        for &(n, line) in &notes.given {
            if !notes.referred.iter().any(|&(r, _)| r == n) {
                walk.found.at(
                    line,
                    format!(
                        "note {n} is given in the {} but nothing there refers to it (PBN {})",
                        section.name(),
                        section.clause()
                    ),
                );
            }
        }
    }
}

impl Walk<'_, '_> {
    fn notes(&mut self) -> Option<&mut Notes> {
        match self.section {
            Section::Auction => Some(&mut self.auction),
            Section::Play => Some(&mut self.play),
            Section::Other => None,
        }
    }

    /// A Note tag: `n:text`, n from 1 to 32, in the auction or play section.
    fn note(&mut self, value: &str, at: At) {
        let number = value
            .split_once(':')
            .and_then(|(n, _)| n.trim().parse::<u32>().ok())
            .filter(|n| (1..=32).contains(n));
        let section = self.section;
        let Some(n) = number else {
            self.found.at(at.line, format!(
                "the Note tag `{value}` is not `n:text` with n from 1 to 32 (PBN §3.5.4, §3.5.5)"
            ));
            return;
        };
        let Some(notes) = self.notes() else {
            self.found.at(at.line, format!(
                "note {n} stands in the identification section; a note is given in the auction or the play section it explains (PBN §3.5.5, §3.6.5)"
            ));
            return;
        };
        if notes.given.iter().any(|&(g, _)| g == n) {
            self.found.at(at.line, format!(
                "note {n} is given twice in the {}; the note tags of a section differ in their number (PBN {})",
                section.name(), section.clause()
            ));
            return;
        }
        notes.given.push((n, at.line));
    }

    /// The end of a section: a mark still waiting points to nothing.
    /// A place of the section: a call or card (`card`), or `-`, `+`, `^S`;
    /// checked against the section's `+` (§3.5: nothing follows it in the
    /// auction, `*` neither; §3.6: no card in a later trick).
    fn place(&mut self, token: u8, card: bool, at: At) {
        let here = self.places;
        self.places += 1;
        let why = match (self.plus, token) {
            (Some(_), b'+') => {
                Some("a second +: + stands for the one next call or card to be made")
            }
            (Some(_), b'*') if self.section == Section::Auction => {
                Some("* after +: an auction to be continued does not end with *")
            }
            (Some(_), _) if card && self.section == Section::Auction => {
                Some("a call after +: + stands for the next call, and nothing follows it")
            }
            (Some(p), _) if card && here / 4 > p / 4 => {
                Some("a card in a trick after the one whose + stands for the next card")
            }
            (None, b'+') => {
                self.plus = Some(here);
                None
            }
            _ => None,
        };
        if let Some(why) = why
            && !self.plus_said
        {
            self.plus_said = true;
            let clause = if self.section == Section::Auction {
                "§3.5"
            } else {
                "§3.6"
            };
            self.found.at(
                at.line,
                format!("the {}: {why} (PBN {clause})", self.section.name()),
            );
        }
    }

    fn end_section(&mut self) {
        self.places = 0;
        self.plus = None;
        self.plus_said = false;
        if let Some((mark, at)) = self.pending.take() {
            self.found.at(
                at.line,
                format!(
                    "^{} at the end of the {} marks no {} (PBN §3.9)",
                    mark as char,
                    self.section.name(),
                    if self.section == Section::Auction {
                        "call"
                    } else {
                        "card"
                    }
                ),
            );
        }
    }

    /// A token of the auction or play section.
    fn token(&mut self, mut t: &[u8], at: At) {
        if let Some(rest) = t.strip_prefix(b"^") {
            let Some(&mark) = rest.first() else {
                self.found.at(
                    at.line,
                    "a ^ alone is not an irregularity mark (PBN §3.9)".to_owned(),
                );
                return;
            };
            self.mark(mark, at);
            t = &rest[1..];
            if t.is_empty() {
                return;
            }
        }
        while !t.is_empty() {
            let n = match t[0] {
                b'=' => self.note_reference(t, at),
                b'$' => self.nag(t, at),
                b'!' | b'?' => {
                    let n = t.iter().take_while(|&&c| matches!(c, b'!' | b'?')).count();
                    if self.export && !self.suffix_said {
                        self.suffix_said = true;
                        self.found.at(at.line, "a suffix (! or ?): the export format writes it as its NAG (PBN §3.5.2, §3.6.2)".to_owned());
                    }
                    n
                }
                b'*' | b'+' | b'-' => {
                    let n = t.iter().take_while(|&&c| c == t[0]).count();
                    if t[0] == b'-' {
                        self.end_section_mark(at);
                    }
                    for _ in 0..n {
                        self.place(t[0], false, at);
                    }
                    n
                }
                _ => {
                    let n = t
                        .iter()
                        .take_while(|c| c.is_ascii_alphanumeric())
                        .count()
                        .max(1);
                    self.call_or_card(&t[..n], at);
                    self.place(t[0], true, at);
                    n
                }
            };
            t = &t[n.min(t.len())..];
        }
    }

    /// A mark before a place that holds no call or card (`-`).
    fn end_section_mark(&mut self, at: At) {
        if let Some((mark, _)) = self.pending.take() {
            self.found.at(
                at.line,
                format!("^{} marks no call or card here (PBN §3.9)", mark as char),
            );
        }
    }

    /// An irregularity mark: ^I before a bid and ^S for a call skipped, in
    /// the auction; ^R and ^L before a card, in the play (§3.9).
    fn mark(&mut self, mark: u8, at: At) {
        self.end_section_mark(at);
        let section = self.section;
        let fits = match mark {
            b'I' | b'S' => section == Section::Auction,
            b'R' | b'L' => section == Section::Play,
            _ => {
                self.found.at(
                    at.line,
                    format!(
                        "^{} is not an irregularity mark: ^I, ^S, ^R or ^L (PBN §3.9)",
                        mark as char
                    ),
                );
                return;
            }
        };
        if !fits {
            self.found.at(at.line, format!(
                "^{} stands in the {}, where it has no meaning: ^I and ^S mark calls, ^R and ^L cards (PBN §3.9)",
                mark as char,
                section.name()
            ));
            return;
        }
        // ^S stands in place of the skipped call: it marks nothing after it.
        if mark != b'S' {
            self.pending = Some((mark, at));
        } else {
            self.place(b'S', false, at);
        }
    }

    /// A call or a card, which a waiting mark marks.
    fn call_or_card(&mut self, word: &[u8], at: At) {
        if self.section == Section::Auction
            && word.len() == 2
            && matches!(word[0], b'1'..=b'7')
            && word[1].eq_ignore_ascii_case(&b'N')
        {
            self.found.at(
                at.line,
                format!(
                    "`{}` is no call: a bid in notrump is written NT, `{}NT` (PBN §3.5.1)",
                    String::from_utf8_lossy(word),
                    word[0] as char
                ),
            );
        }
        let Some((mark, _)) = self.pending.take() else {
            return;
        };
        let upper = word.to_ascii_uppercase();
        let fits = match mark {
            // An insufficient bid is a bid: 1-7 and a denomination.
            b'I' => matches!(upper.first(), Some(b'1'..=b'7')),
            // A card: a suit and a rank.
            _ => upper.len() == 2 && matches!(upper[0], b'S' | b'H' | b'D' | b'C'),
        };
        if !fits {
            self.found.at(
                at.line,
                format!(
                    "^{} marks `{}`, which is not {} (PBN §3.9)",
                    mark as char,
                    String::from_utf8_lossy(word),
                    if mark == b'I' { "a bid" } else { "a card" }
                ),
            );
        }
    }

    /// `=n=`: the length read.
    fn note_reference(&mut self, t: &[u8], at: At) -> usize {
        let digits = t[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        let closed = t.get(1 + digits) == Some(&b'=');
        let n: Option<u32> = std::str::from_utf8(&t[1..1 + digits])
            .ok()
            .and_then(|d| d.parse().ok());
        match (closed, n) {
            (true, Some(n)) if (1..=32).contains(&n) => {
                if let Some(notes) = self.notes() {
                    notes.referred.push((n, at));
                }
            }
            _ => self.found.at(
                at.line,
                format!(
                    "`{}` is not a note reference =n= with n from 1 to 32 (PBN §3.5.4)",
                    String::from_utf8_lossy(&t[..(2 + digits).min(t.len())])
                ),
            ),
        }
        (2 + digits).min(t.len())
    }

    /// `$n`: the length read. $1-$6 and $13 are for calls, $7-$12 and $14
    /// for cards (§3.7).
    fn nag(&mut self, t: &[u8], at: At) -> usize {
        let digits = t[1..].iter().take_while(|c| c.is_ascii_digit()).count();
        let n: Option<u32> = std::str::from_utf8(&t[1..1 + digits])
            .ok()
            .and_then(|d| d.parse().ok());
        let wrong = match n {
            None => Some("is not a NAG: $ and a number from 0 to 255".to_owned()),
            Some(n) if n > 255 => Some("is not a NAG: its number is over 255".to_owned()),
            Some(1..=6 | 13) if self.section == Section::Play => {
                Some("is for calls, and stands in the play".to_owned())
            }
            Some(7..=12 | 14) if self.section == Section::Auction => {
                Some("is for cards, and stands in the auction".to_owned())
            }
            Some(_) => None,
        };
        if let Some(why) = wrong {
            self.found.at(
                at.line,
                format!(
                    "`{}` {why} (PBN §3.7)",
                    String::from_utf8_lossy(&t[..1 + digits])
                ),
            );
        }
        1 + digits
    }
}
