//! `--strict`: a PBN file checked against the PBN 2.1 standard as its own
//! verifier reads it, beyond what the refereeing needs. Every file is held
//! to the rules of the import format (§2-§4: a tag given twice, a tag value
//! in a form its section does not define, an irregularity mark where §3.9
//! does not allow it or pointing to nothing, a note referred to and not
//! given or given and not referred to, a line longer than 255 characters, a
//! control character); a file that says it is in the export format (an
//! escape line `% EXPORT`, §2.4) is held to the export format's rules too
//! (the mandatory tags, their order, the form of each tag pair, CR LF line
//! ends, no tabs, uppercase, the deal, auction and play from the dealer
//! and the opening leader). Each finding names the section of the standard.
//! The verifier's own correct files give no finding.

mod lex;
mod sections;
mod tables;
mod values;

use std::collections::HashSet;

use super::{Finding, Kind, Place};
use crate::pbn::MANDATORY;
use lex::{At, Item, TagPair};

/// What `--strict` carries from game to game of a file.
#[derive(Debug, Default)]
pub(crate) struct Strict {
    /// The file says it is in the export format (`% EXPORT`, §2.4).
    export: bool,
    /// Tags given with `##` (§4.8): an export game may leave them out.
    lasting: HashSet<Vec<u8>>,
    /// Whether lines ending in LF alone were found: a rule of the file,
    /// said once for it, not in every game.
    lf_said: bool,
}

/// The findings of one game, with the game's place.
struct Found<'a> {
    place: Place,
    out: &'a mut Vec<Finding>,
}

impl Found<'_> {
    fn at(&mut self, line: usize, message: String) {
        self.out.push(Finding {
            place: self.place,
            line: Some(line),
            kind: Kind::Format,
            message,
        });
    }
}

impl Strict {
    /// Text between games (comment blocks): an escape line `% EXPORT`
    /// there says the file is in the export format.
    pub fn between(&mut self, text: &[u8]) {
        if self.export {
            return;
        }
        self.export = memchr::memmem::find_iter(text, b"% EXPORT").any(|at| {
            let line_start = at == 0 || text[at - 1] == b'\n';
            let rest = &text[at + 8..];
            let end = memchr::memchr(b'\n', rest).unwrap_or(rest.len());
            line_start && rest[..end].trim_ascii_end().is_empty()
        });
    }

    /// Checks one game, whose `text` begins at line `first`, adding what is
    /// wrong to `out`.
    pub fn game(&mut self, first: usize, text: &[u8], place: Place, out: &mut Vec<Finding>) {
        self.between(text);
        let mut found = Found { place, out };
        self.lines(first, text, &mut found);
        let items = lex::items(text, first);
        let tags: Vec<&TagPair<'_>> = items
            .iter()
            .filter_map(|i| match i {
                Item::Tag(t) => Some(t),
                Item::Token(..) => None,
            })
            .collect();
        // Read only for a Contract tag that gives a denomination alone.
        let end_position = || {
            tags.iter().find(|t| t.name == b"Deal").is_some_and(|t| {
                matches!(
                    super::deal::partial(&t.value),
                    super::deal::Partial::EndPosition
                )
            })
        };
        self.tags(&tags, &end_position, &mut found);
        result_needs(&tags, &mut found);
        sections::check(&items, self.export, &mut found);
        for (k, item) in items.iter().enumerate() {
            if let Item::Tag(t) = item
                && tables::is_table(t.name)
            {
                let end = items[k + 1..]
                    .iter()
                    .find_map(|i| match i {
                        Item::Tag(next) => Some(next.start),
                        Item::Token(..) => None,
                    })
                    .unwrap_or(text.len());
                tables::check(t, &text[t.end.min(end)..end], &mut found);
            }
        }
        if self.export {
            self.export_tags(&items, &tags, first, &mut found);
        }
        for t in &tags {
            if t.value.starts_with("##") {
                self.lasting.insert(t.name.to_vec());
            }
        }
    }

    /// The rules of lines (§2.2, §2.3).
    fn lines(&mut self, first: usize, text: &[u8], found: &mut Found<'_>) {
        let mut lf_only = None;
        let mut rest = text;
        let mut n = first;
        while !rest.is_empty() {
            let (line, ended) = match memchr::memchr(b'\n', rest) {
                Some(i) => (&rest[..i], true),
                None => (rest, false),
            };
            rest = &rest[(line.len() + usize::from(ended)).min(rest.len())..];
            let length = line.len() + usize::from(ended);
            if length > 255 {
                found.at(n, format!(
                    "the line is {length} characters long with its end; the most is 255 (PBN §2.3)"
                ));
            }
            let body = line.strip_suffix(b"\r").unwrap_or(line);
            if let Some(&c) = body
                .iter()
                .find(|&&c| (c < 0x20 && !matches!(c, b'\t' | 0x0b)) || c == 0x7f)
            {
                found.at(
                    n,
                    format!("control character 0x{c:02X}, which PBN does not allow (PBN §2.2)"),
                );
            }
            if self.export {
                if body.iter().any(|&c| matches!(c, b'\t' | 0x0b)) {
                    found.at(
                        n,
                        "a tab, which the export format does not allow (PBN §2.3)".to_owned(),
                    );
                }
                if ended && !line.ends_with(b"\r") && !self.lf_said {
                    lf_only.get_or_insert(n);
                }
            }
            n += 1;
        }
        if let Some(n) = lf_only {
            self.lf_said = true;
            found.at(
                n,
                "lines end in LF alone; the export format ends them in CR LF (PBN §2.3); said once for the file".to_owned(),
            );
        }
    }

    /// §4.2.6: the games won in the ScoreRubberHistory tag make the
    /// vulnerability, which the Vulnerable tag must agree with.
    fn rubber_history(tags: &[&TagPair<'_>], found: &mut Found<'_>) {
        let tag = |name: &[u8]| tags.iter().find(|t| t.name == name);
        let (Some(history), Some(vulnerable)) = (tag(b"ScoreRubberHistory"), tag(b"Vulnerable"))
        else {
            return;
        };
        let Some((ns, ew)) = values::rubber_vulnerability(&history.value) else {
            return;
        };
        let said = match vulnerable.value.to_ascii_uppercase().as_str() {
            "NONE" | "LOVE" | "-" => (false, false),
            "NS" => (true, false),
            "EW" => (false, true),
            "ALL" | "BOTH" => (true, true),
            _ => return,
        };
        if said != (ns, ew) {
            let name = match (ns, ew) {
                (false, false) => "None",
                (true, false) => "NS",
                (false, true) => "EW",
                (true, true) => "All",
            };
            found.at(
                vulnerable.at.line,
                format!(
                    "the Vulnerable tag says `{}`, but the games won in the ScoreRubberHistory tag (line {}) make it {name} (PBN §4.2.6)",
                    vulnerable.value, history.at.line
                ),
            );
        }
    }

    /// The rules of tags in any format: names, repeats, values.
    fn tags(&self, tags: &[&TagPair<'_>], end_position: &dyn Fn() -> bool, found: &mut Found<'_>) {
        Self::rubber_history(tags, found);
        let mut seen: Vec<(&[u8], usize)> = Vec::new();
        for t in tags {
            let name = || String::from_utf8_lossy(t.name);
            if !t.name[0].is_ascii_uppercase() {
                found.at(
                    t.at.line,
                    format!(
                        "the tag name `{}` does not begin with an uppercase letter (PBN §3.3)",
                        name()
                    ),
                );
            }
            if t.name != b"Note" {
                match seen.iter().find(|(s, _)| *s == t.name) {
                    Some((_, line)) => found.at(
                        t.at.line,
                        format!("the tag {} is given again (first at line {line}); a tag pair is given once in a game, and a repeat is ignored (PBN §3.4)", name()),
                    ),
                    None => seen.push((t.name, t.at.line)),
                }
            }
            if t.value.contains('\t') {
                found.at(
                    t.at.line,
                    format!(
                        "the {} tag's value holds a tab; a string holds printing characters only (PBN §3.2)",
                        name()
                    ),
                );
            }
            if t.value.starts_with('#') && NOT_INHERITED.contains(&t.name) {
                found.at(
                    t.at.line,
                    format!(
                        "the {} tag may not inherit its value (`#`, `##`): the game could not be played without it (PBN §4.8)",
                        name()
                    ),
                );
                continue;
            }
            if let Some(why) = values::wrong(t.name, &t.value, self.export, end_position) {
                found.at(t.at.line, format!("the {} tag: {why}", name()));
            }
        }
    }

    /// The export format's rules of tags (§3.1, §3.3, §3.4, §3.4.11,
    /// §3.5, §3.6).
    fn export_tags(
        &self,
        items: &[Item<'_>],
        tags: &[&TagPair<'_>],
        first: usize,
        found: &mut Found<'_>,
    ) {
        for t in tags.iter().filter(|t| !t.exact) {
            found.at(
                t.at.line,
                format!(
                    "the {} tag pair is not written as the export format writes it: alone on its line, `[Name \"value\"]` with one space (PBN §3.3)",
                    String::from_utf8_lossy(t.name)
                ),
            );
        }
        let missing: Vec<String> = MANDATORY
            .iter()
            .filter(|m| {
                !tags.iter().any(|t| t.name == m.as_bytes()) && !self.lasting.contains(m.as_bytes())
            })
            .map(|m| (*m).to_owned())
            .collect();
        if !missing.is_empty() {
            found.at(
                first,
                format!(
                    "the export format gives the 15 mandatory tags; missing: {} (PBN §3.4)",
                    missing.join(", ")
                ),
            );
        }
        order(items, found);
        let value = |name: &[u8]| {
            tags.iter()
                .find(|t| t.name == name)
                .map(|t| (t.value.as_str(), t.at))
        };
        let seat = |v: &str| {
            v.trim_start_matches('^')
                .chars()
                .next()
                .and_then(tablelaw::Seat::from_char)
        };
        let dealer = value(b"Dealer").and_then(|(v, _)| seat(v));
        if let (Some(dealer), Some((deal, at))) = (dealer, value(b"Deal")) {
            deal_in_export(deal, dealer, at, found);
        }
        if let (Some(dealer), Some((v, at))) = (dealer, value(b"Auction"))
            && seat(v) != Some(dealer)
        {
            found.at(at.line, format!("the auction begins with {v}; in the export format it begins with the dealer, {dealer:#} (PBN §3.5)"));
        }
        let declarer = value(b"Declarer").and_then(|(v, _)| seat(v));
        if let (Some(declarer), Some((v, at))) = (declarer, value(b"Play"))
            && seat(v) != Some(declarer.lho())
        {
            found.at(at.line, format!(
                "the play begins with {v}; in the export format it begins with the opening leader, {:#} (PBN §3.6)",
                declarer.lho()
            ));
        }
    }
}

/// The tags whose value may not be inherited with `#` or `##` (§4.8).
const NOT_INHERITED: [&[u8]; 8] = [
    b"Dealer",
    b"Vulnerable",
    b"Deal",
    b"Declarer",
    b"Contract",
    b"Auction",
    b"Play",
    b"Note",
];

/// A Result tag with tricks where no one played (§3.4.15: all four passed,
/// its value is empty) or no one is declarer (§3.4.13).
fn result_needs(tags: &[&TagPair<'_>], found: &mut Found<'_>) {
    let value = |name: &[u8]| tags.iter().find(|t| t.name == name).map(|t| t.value.trim());
    let Some(result) = tags.iter().find(|t| t.name == b"Result") else {
        return;
    };
    let r = result.value.trim();
    if r.is_empty() || r == "?" || r.starts_with('#') {
        return;
    }
    let contract = value(b"Contract");
    if contract.is_some_and(|c| c.eq_ignore_ascii_case("pass")) {
        found.at(result.at.line, format!(
            "the Result tag says `{r}` for a deal all four passed; its value is then empty (PBN §3.4.15)"
        ));
    } else if r.trim_start_matches('^').parse::<u8>().is_ok()
        && value(b"Declarer").is_none_or(|d| d.is_empty())
    {
        found.at(result.at.line, format!(
            "the Result tag says `{r}`, declarer's tricks, and no Declarer tag says who declarer is (PBN §3.4.13, §3.4.15)"
        ));
    }
}

/// The export format's order of tags (§3.1, §3.4): the mandatory tags in
/// their order, the other tags of the identification section by name, the
/// auction, the play, then the supplemental sections by name.
fn order(items: &[Item<'_>], found: &mut Found<'_>) {
    // Each tag with whether section data follows it.
    let mut named: Vec<(&TagPair<'_>, bool)> = Vec::new();
    for item in items {
        match item {
            Item::Tag(t) if t.name != b"Note" => named.push((t, false)),
            Item::Token(..) => {
                if let Some(last) = named.last_mut() {
                    last.1 = true;
                }
            }
            Item::Tag(_) => {}
        }
    }
    let rank = |t: &TagPair<'_>, data: bool| -> (u8, usize, Vec<u8>) {
        if let Some(i) = MANDATORY.iter().position(|m| m.as_bytes() == t.name) {
            (0, i, Vec::new())
        } else if t.name == b"Auction" {
            (2, 0, Vec::new())
        } else if t.name == b"Play" {
            (3, 0, Vec::new())
        } else if data {
            (4, 0, t.name.to_vec())
        } else {
            (1, 0, t.name.to_vec())
        }
    };
    for pair in named.windows(2) {
        let (a, b) = ((pair[0].0, pair[0].1), (pair[1].0, pair[1].1));
        if rank(b.0, b.1) < rank(a.0, a.1) {
            found.at(
                b.0.at.line,
                format!(
                    "the {} tag comes after the {} tag; the export format gives the mandatory tags in their order, then the others by name, the auction, the play and the supplemental sections by name (PBN §3.1, §3.4)",
                    String::from_utf8_lossy(b.0.name),
                    String::from_utf8_lossy(a.0.name)
                ),
            );
            return;
        }
    }
}

/// The Deal tag in the export format: from the dealer, the ranks of each
/// suit in descending order (§3.4.11).
fn deal_in_export(deal: &str, dealer: tablelaw::Seat, at: At, found: &mut Found<'_>) {
    let Some((first, hands)) = deal.split_once(':') else {
        return;
    };
    if first.chars().next().and_then(tablelaw::Seat::from_char) != Some(dealer) {
        found.at(at.line, format!(
            "the deal is given from {first}; in the export format it is given from the dealer, {dealer:#} (PBN §3.4.11)"
        ));
    }
    const ORDER: &str = "AKQJT98765432";
    let descending = hands.split(['.', ' ']).all(|suit| {
        let places: Vec<usize> = suit.chars().filter_map(|c| ORDER.find(c)).collect();
        places.windows(2).all(|w| w[0] < w[1])
    });
    if !descending {
        found.at(at.line, "the ranks of a suit are not in descending order, as the export format gives them (PBN §3.4.11)".to_owned());
    }
}
