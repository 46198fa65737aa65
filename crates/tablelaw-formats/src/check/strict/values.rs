//! The forms of tag values the PBN 2.1 standard defines (§3.4, §4): each
//! check returns what is wrong, or nothing.

/// The value of tag `name` in a game (`end_position`: the Deal tag holds
/// fewer than thirteen cards a hand), checked against its section's form;
/// `export`: the export format's narrower forms too. `None` when right or
/// when the standard gives the tag no form. Unknown (`?`), empty and
/// inherited (`#…`) values are right for every tag. A Contract, Declarer
/// or Result that cannot exist is not this function's: the check finds it
/// in every mode, of its tag's kind.
pub(super) fn wrong(
    name: &[u8],
    value: &str,
    export: bool,
    end_position: &dyn Fn() -> bool,
) -> Option<String> {
    if value.is_empty() || value == "?" || value.starts_with('#') {
        return None;
    }
    let upper_only = |what: &str| {
        (export && value.bytes().any(|b| b.is_ascii_lowercase())).then(|| {
            format!(
                "the {what} is in lowercase, which the export format does not allow (PBN §3.11)"
            )
        })
    };
    match name {
        b"Date" | b"EventDate" | b"UTCDate" => (!date(value)).then(|| {
            format!("`{value}` is not a date YYYY.MM.DD, with ? for a digit not known (PBN §3.4.3)")
        }),
        b"Time" | b"UTCTime" => (!time(value))
            .then(|| format!("`{value}` is not a time HH:MM:SS (PBN §4.5.1)")),
        b"Board" => (!value.bytes().all(|b| b.is_ascii_digit()) || value.parse::<u64>().ok() == Some(0))
            .then(|| format!("`{value}` is not a positive whole number (PBN §3.4.4)")),
        b"Dealer" => match value.to_ascii_uppercase().as_str() {
            "W" | "N" | "E" | "S" => upper_only("dealer"),
            _ => Some(format!("`{value}` is not W, N, E or S (PBN §3.4.9)")),
        },
        b"Vulnerable" => match value.to_ascii_uppercase().as_str() {
            "NONE" | "NS" | "EW" | "ALL" => {
                (export && !matches!(value, "None" | "NS" | "EW" | "All")).then(|| {
                    format!("`{value}`: the export format writes None, NS, EW or All (PBN §3.4.10)")
                })
            }
            "LOVE" | "-" | "BOTH" => export.then(|| {
                format!("`{value}`: the export format writes None, NS, EW or All (PBN §3.4.10)")
            }),
            _ => Some(format!(
                "`{value}` is not a vulnerability: None, Love, -, NS, EW, All or Both (PBN §3.4.10)"
            )),
        },
        b"Declarer" if !super::super::contract::names_a_seat(value) => None,
        b"Declarer" => {
            let seat = value.strip_prefix('^').unwrap_or(value);
            match seat.to_ascii_uppercase().as_str() {
                "W" | "N" | "E" | "S" => upper_only("declarer"),
                _ => Some(format!("`{value}` is not W, N, E or S, nor one of them after ^ (PBN §3.4.13)")),
            }
        }
        b"Contract" => {
            let bare = denomination(value) && end_position();
            if !bare && super::super::contract::read(value).is_err() {
                return None;
            }
            let ok = contract(value) || bare;
            if !ok {
                Some(format!(
                    "`{value}` is not a contract: Pass, or 1 to 7, a denomination (S, H, D, C, NT) and X or XX (PBN §3.4.14)"
                ))
            } else if value == "Pass" {
                None
            } else {
                upper_only("contract")
            }
        }
        b"Result" if !super::super::result::result_exists(value) => None,
        b"Result" => result(value, export),
        b"Deal" => deal(value),
        b"Scoring" => value
            .split(';')
            .find(|f| {
                !f.bytes().any(|b| b.is_ascii_alphanumeric())
                    || !f.bytes().all(|b| b.is_ascii_alphanumeric() || b"_- ".contains(&b))
            })
            .map(|f| {
                format!("`{f}` is not a scoring field: a name such as MP, IMP, Butler or Cross1, fields separated by `;` (PBN §3.4.12)")
            }),
        b"ScorePercentage" => (!scores(value, percentage)).then(|| {
            format!("`{value}` is not a percentage score: a number from 0 to 100, or NS and EW each with one (PBN §4.2.4)")
        }),
        b"Score" => (!scores(value, integer)).then(|| {
            format!("`{value}` is not a score: points, or NS and EW each with points (PBN §4.2.1)")
        }),
        b"ScoreIMP" | b"ScoreMP" => (!scores(value, decimal)).then(|| {
            format!("`{value}` is not a score: a number, or NS and EW each with a number (PBN §4.2)")
        }),
        b"OptimumScore" => (!scores(value, integer) || value.trim().parse::<i64>().is_ok())
            .then(|| format!("`{value}` is not NS or EW with points (PBN §4.2.7)")),
        b"FrenchMP" => (!matches!(value, "Yes" | "No"))
            .then(|| format!("`{value}` is not Yes or No (PBN §4.1.4)")),
        b"Room" => (!matches!(value, "Open" | "Closed"))
            .then(|| format!("`{value}` is not Open or Closed (PBN §4.1.7)")),
        b"Hidden" => (!value.bytes().all(|b| matches!(b, b'W' | b'N' | b'E' | b'S')))
            .then(|| format!("`{value}` is not a set of the directions W, N, E, S (PBN §4.1.6)")),
        b"TimeControl" => {
            let ok = value
                .split_once('/')
                .is_some_and(|(g, m)| number(g) && number(m));
            (!ok).then(|| format!("`{value}` is not games/minutes (PBN §4.6.1)"))
        }
        b"TimeCall" | b"TimeCard" => {
            (!number(value)).then(|| format!("`{value}` is not a number of seconds (PBN §4.6)"))
        }
        b"Round" => (!value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'.'))
        .then(|| format!("`{value}` is not letters, digits and underscores, parts joined by periods (PBN §4.4.4)")),
        _ => None,
    }
}

/// The vulnerability the ScoreRubberHistory tag's games make (§4.2.6):
/// `NS <HistoryScore> EW <HistoryScore>`, each `<above_previous>
/// <above_current>/<below-1> [<below-2> [<below-3>]]`, a game's below-the-line
/// units one more than the games finished; a finished game won by the side
/// whose trick points reached 100. `None` where the value does not read or
/// a finished game has no single winner.
pub(super) fn rubber_vulnerability(history: &str) -> Option<(bool, bool)> {
    let rest = history.trim().strip_prefix("NS")?;
    let (ns, ew) = rest.split_once("EW")?;
    let below = |side: &str| -> Option<Vec<u32>> {
        let mut tokens = side.split_whitespace();
        tokens.next()?.parse::<u32>().ok()?;
        let (_, first) = tokens.next()?.split_once('/')?;
        let mut out = vec![first.parse().ok()?];
        for t in tokens {
            out.push(t.parse().ok()?);
        }
        (out.len() <= 3).then_some(out)
    };
    let (ns, ew) = (below(ns)?, below(ew)?);
    if ns.len() != ew.len() {
        return None;
    }
    let (mut ns_won, mut ew_won) = (false, false);
    for g in 0..ns.len() - 1 {
        match (ns[g] >= 100, ew[g] >= 100) {
            (true, false) => ns_won = true,
            (false, true) => ew_won = true,
            _ => return None,
        }
    }
    Some((ns_won, ew_won))
}

/// The Deal tag's layout (§3.4.11): the hands separated by one space, at
/// least one given. Whether they make a deal is the check's in every mode.
fn deal(value: &str) -> Option<String> {
    let (_, hands) = value.split_once(':')?;
    if hands.starts_with(' ') || hands.ends_with(' ') || hands.contains("  ") {
        return Some(format!(
            "`{value}`: the hands are separated by one space (PBN §3.4.11)"
        ));
    }
    let given: Vec<&str> = hands.split(' ').collect();
    (given.len() == 4 && given.iter().all(|h| *h == "-")).then(|| {
        format!("`{value}` gives no hand: a deal gives one hand at least, `-` for each not given (PBN §3.4.11)")
    })
}

/// A percentage, 0 to 100.
fn percentage(t: &str) -> bool {
    decimal(t) && t.parse::<f64>().is_ok_and(|p| (0.0..=100.0).contains(&p))
}

fn number(t: &str) -> bool {
    !t.is_empty() && t.bytes().all(|b| b.is_ascii_digit())
}

fn integer(t: &str) -> bool {
    number(
        t.strip_prefix('-')
            .or_else(|| t.strip_prefix('+'))
            .unwrap_or(t),
    )
}

fn decimal(t: &str) -> bool {
    let t = t
        .strip_prefix('-')
        .or_else(|| t.strip_prefix('+'))
        .unwrap_or(t);
    match t.split_once('.') {
        Some((a, b)) => {
            (number(a) || a.is_empty())
                && (number(b) || b.is_empty())
                && !(a.is_empty() && b.is_empty())
        }
        None => number(t),
    }
}

/// `YYYY.MM.DD`, a digit or `?` in each place.
fn date(t: &str) -> bool {
    let b = t.as_bytes();
    b.len() == 10
        && b[4] == b'.'
        && b[7] == b'.'
        && b.iter()
            .enumerate()
            .all(|(i, &c)| i == 4 || i == 7 || c.is_ascii_digit() || c == b'?')
}

/// `HH:MM:SS`, a digit or `?` in each place.
fn time(t: &str) -> bool {
    let b = t.as_bytes();
    b.len() == 8
        && b[2] == b':'
        && b[5] == b':'
        && b.iter()
            .enumerate()
            .all(|(i, &c)| i == 2 || i == 5 || c.is_ascii_digit() || c == b'?')
}

fn denomination(t: &str) -> bool {
    matches!(
        t.to_ascii_uppercase().as_str(),
        "S" | "H" | "D" | "C" | "NT"
    )
}

/// `Pass`, or `<k><denomination><risk>` (§3.4.14).
fn contract(t: &str) -> bool {
    let u = t.to_ascii_uppercase();
    if u == "PASS" {
        return true;
    }
    let rest = u
        .strip_suffix("XX")
        .or_else(|| u.strip_suffix('X'))
        .unwrap_or(&u);
    let mut chars = rest.chars();
    matches!(chars.next(), Some('1'..='7')) && denomination(chars.as_str())
}

/// The five forms of a score (§4.2.1): `<n>`, `NS <n>`, `EW <n>`, and both
/// sides in either order.
fn scores(t: &str, value: fn(&str) -> bool) -> bool {
    let w: Vec<&str> = t.split_whitespace().collect();
    match w.as_slice() {
        [n] => value(n),
        [s, n] => matches!(*s, "NS" | "EW") && value(n),
        [s, n, r, m] => matches!((*s, *r), ("NS", "EW") | ("EW", "NS")) && value(n) && value(m),
        _ => false,
    }
}

/// The Result tag's forms (§3.4.15).
fn result(value: &str, export: bool) -> Option<String> {
    let t = value.strip_prefix('^').unwrap_or(value);
    let tricks = |n: &str| n.parse::<u8>().is_ok_and(|n| n <= 13) && number(n);
    let w: Vec<&str> = t.split_whitespace().collect();
    let ok = match w.as_slice() {
        [n] => tricks(n),
        [s, n] => matches!(*s, "NS" | "EW") && tricks(n),
        [s, n, r, m] => matches!((*s, *r), ("NS", "EW") | ("EW", "NS")) && tricks(n) && tricks(m),
        _ => false,
    };
    if !ok {
        return Some(format!(
            "`{value}` is not a result: tricks 0 to 13, of declarer or of NS and EW (PBN §3.4.15)"
        ));
    }
    (export && w.len() != 1)
        .then(|| format!("`{value}`: the export format gives declarer's tricks (PBN §3.4.15)"))
}

#[cfg(test)]
mod tests {
    use super::wrong;

    #[test]
    fn forms() {
        let ok = |n: &str, v: &str| wrong(n.as_bytes(), v, false, &|| false).is_none();
        assert!(ok("Date", "1998.01.15") && ok("Date", "1998.??.??") && !ok("Date", "1998-01-15"));
        assert!(ok("Board", "12") && !ok("Board", "0") && !ok("Board", "12a"));
        assert!(ok("Vulnerable", "-") && ok("Vulnerable", "love") && !ok("Vulnerable", "NSEW"));
        assert!(wrong(b"Vulnerable", "Both", true, &|| false).is_some());
        assert!(ok("Declarer", "^N") && !ok("Declarer", "north"));
        assert!(
            ok("Contract", "4SXX")
                && ok("Contract", "Pass")
                && !ok("Contract", "1N")
                && !ok("Contract", "4♠")
        );
        assert!(wrong(b"Contract", "H", false, &|| true).is_none());
        assert!(ok("Result", "^NS 10 EW 3") && !ok("Result", "ns 10"));
        // What cannot exist is the check's in every mode, not a form's.
        for (tag, value) in [
            ("Declarer", "X"),
            ("Contract", "8S"),
            ("Contract", "4SXXX"),
            ("Contract", "H"),
            ("Result", "14"),
            ("Result", "NS 10 NS 3"),
        ] {
            assert!(ok(tag, value), "{tag} {value}");
        }
        assert!(ok("Score", "NS -100 EW 100") && ok("Score", "-50") && !ok("Score", "NS 1.5"));
        assert!(ok("ScoreIMP", "EW -2.5") && ok("ScorePercentage", "NS 50. EW 50.0"));
        assert!(ok("Time", "12:05:??") && !ok("Time", "12.05"));
        assert!(ok("Hidden", "WNE") && !ok("Hidden", "X"));
        assert!(ok("Event", "anything at all"));
    }
}
