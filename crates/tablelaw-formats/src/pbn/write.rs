//! Writing games in the export form (§2.1).

use std::io::{self, Write};

use tablelaw::{Call, Denomination, Seat};

use super::game::{Game, Tag};
use super::token::{CallKind, CallToken, Irregularity, Nags, PlayKind, PlayToken, Suffix};

/// The 15 tags of the mandatory tag set, in the export order (§3.4).
pub const MANDATORY: [&str; 15] = [
    "Event",
    "Site",
    "Date",
    "Board",
    "West",
    "North",
    "East",
    "South",
    "Dealer",
    "Vulnerable",
    "Deal",
    "Scoring",
    "Declarer",
    "Contract",
    "Result",
];

/// Writes games as a PBN file in the export form: the `% PBN 2.1` and
/// `% EXPORT` lines, then the games separated by empty lines.
///
/// # Errors
/// Any error of `out`.
pub fn write_games<'g>(
    out: &mut impl Write,
    games: impl IntoIterator<Item = &'g Game>,
) -> io::Result<()> {
    out.write_all(b"% PBN 2.1\r\n% EXPORT\r\n")?;
    for (i, game) in games.into_iter().enumerate() {
        if i > 0 {
            out.write_all(b"\r\n")?;
        }
        write_game(out, game)?;
    }
    Ok(())
}

/// Writes one game in the export form, CRLF line ends:
/// - the mandatory tags present, in the standard's order, then the other
///   tags without section data sorted by name, then notes that stood
///   before the sections (§3.4);
/// - the Deal tag written from [`Game::deal`] from the dealer (or North);
/// - the auction, four calls to a line from the first seat, each with its
///   irregularity mark before it and its suffix, note reference and NAGs
///   after it, then its notes (§3.5);
/// - the play, one trick to a line, then its notes (§3.6);
/// - the tags with section data sorted by name, each followed by its lines
///   (§5).
///
/// Tag values escape `"` and `\` (§3.2). A value that is `#` or begins
/// with `##`, which would inherit (§4.8), is written after `##`: it reads
/// back the same, and, the standard having no other way to give it, lasts
/// into the following games of the file that lack its tag. Unlike the
/// strict export form, suffixes are written as suffixes (not turned into
/// NAGs) and missing mandatory tags are not added as `"?"`, so that the
/// reader reads back the same [`Game`]. Comments are not written ([`Game`]
/// does not keep them).
///
/// # Errors
/// Any error of `out`.
pub fn write_game(out: &mut impl Write, game: &Game) -> io::Result<()> {
    let mut plain: Vec<&Tag> = game.tags.iter().filter(|t| t.lines.is_empty()).collect();
    let mut sections: Vec<&Tag> = game.tags.iter().filter(|t| !t.lines.is_empty()).collect();
    let rank = |t: &&Tag| {
        MANDATORY
            .iter()
            .position(|m| *m == t.name)
            .unwrap_or(MANDATORY.len())
    };
    plain.sort_by(|a, b| rank(a).cmp(&rank(b)).then_with(|| a.name.cmp(&b.name)));
    sections.sort_by(|a, b| a.name.cmp(&b.name));
    let dealer = game
        .tag("Dealer")
        .and_then(|d| d.trim().chars().next())
        .and_then(Seat::from_char)
        .unwrap_or(Seat::North);
    for tag in plain {
        match (tag.name.as_str(), &game.deal) {
            ("Deal", Some(deal)) => write_tag(out, "Deal", &deal.to_pbn(dealer))?,
            _ => write_tag(out, &tag.name, &tag.value)?,
        }
    }
    write_notes(out, &game.notes)?;
    if let Some(auction) = &game.auction {
        write_tag(out, "Auction", &auction.first.letter().to_string())?;
        let tokens: Vec<String> = auction.calls.iter().map(call_text).collect();
        write_rows(out, &tokens)?;
        write_notes(out, &auction.notes)?;
    }
    if let Some(play) = &game.play {
        write_tag(out, "Play", &play.leader.letter().to_string())?;
        let tokens: Vec<String> = play.cards.iter().map(card_text).collect();
        write_rows(out, &tokens)?;
        write_notes(out, &play.notes)?;
    }
    for tag in sections {
        write_tag(out, &tag.name, &tag.value)?;
        for line in &tag.lines {
            // A `%` at the start of a line would be read as an escape line
            // (§3.8): a data line that begins with one, which can only have
            // come from the middle of a line, is written after a space.
            if line.starts_with('%') {
                out.write_all(b" ")?;
            }
            out.write_all(line.as_bytes())?;
            out.write_all(b"\r\n")?;
        }
    }
    Ok(())
}

fn write_tag(out: &mut impl Write, name: &str, value: &str) -> io::Result<()> {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    // `#` and a value beginning with `##` would inherit (§4.8): the one
    // way to give them is as the text after `##`. A Note tag inherits
    // nothing.
    let lasting = if name != "Note" && (value == "#" || value.starts_with("##")) {
        "##"
    } else {
        ""
    };
    write!(out, "[{name} \"{lasting}{escaped}\"]\r\n")
}

fn write_notes(out: &mut impl Write, notes: &[(u32, String)]) -> io::Result<()> {
    for (n, text) in notes {
        write_tag(out, "Note", &format!("{n}:{text}"))?;
    }
    Ok(())
}

/// Tokens four to a line, separated by single spaces.
fn write_rows(out: &mut impl Write, tokens: &[String]) -> io::Result<()> {
    for row in tokens.chunks(4) {
        out.write_all(row.join(" ").as_bytes())?;
        out.write_all(b"\r\n")?;
    }
    Ok(())
}

fn annotated(
    main: &str,
    irregularity: Option<Irregularity>,
    suffix: Option<Suffix>,
    note: Option<u32>,
    nags: &Nags,
) -> String {
    let mut s = String::new();
    if let Some(i) = irregularity {
        s.push_str(i.as_str());
        s.push(' ');
    }
    s.push_str(main);
    if let Some(x) = suffix {
        s.push(' ');
        s.push_str(x.as_str());
    }
    if let Some(n) = note {
        s.push_str(&format!(" ={n}="));
    }
    for nag in nags.as_slice() {
        s.push_str(&format!(" ${nag}"));
    }
    s
}

fn call_text(t: &CallToken) -> String {
    let main = match t.kind {
        CallKind::Call(Call::Pass) => "Pass".to_owned(),
        CallKind::Call(Call::Double) => "X".to_owned(),
        CallKind::Call(Call::Redouble) => "XX".to_owned(),
        CallKind::Call(Call::Bid(b)) => match b.denomination {
            Denomination::NoTrump => format!("{}NT", b.level),
            _ => format!("{b:#}"),
        },
        CallKind::AllPass => "AP".to_owned(),
        CallKind::NotYet => "-".to_owned(),
        CallKind::Skipped => "^S".to_owned(),
        CallKind::Continue => "+".to_owned(),
        CallKind::End => "*".to_owned(),
    };
    annotated(&main, t.irregularity, t.suffix, t.note, &t.nags)
}

fn card_text(t: &PlayToken) -> String {
    let main = match t.kind {
        PlayKind::Card(c) => format!("{c:#}"),
        PlayKind::Unknown => "-".to_owned(),
        PlayKind::Continue => "+".to_owned(),
        PlayKind::End => "*".to_owned(),
    };
    annotated(&main, t.irregularity, t.suffix, t.note, &t.nags)
}
