//! The auction as a four-column table, West to South, with a footnote on
//! each call ruled on.

use super::*;

/// How a call looks in its cell: plain if it stands, `(…)` if cancelled,
/// `[…]` if pending, with `*n` if it has a footnote.
fn cell(rec: &CallRecord, note: Option<usize>) -> String {
    let mut s = match rec.status {
        CallStatus::Stands => rec.call.to_string(),
        CallStatus::Cancelled => format!("({})", rec.call),
        CallStatus::Pending => format!("[{}]", rec.call),
    };
    if let Some(n) = note {
        let _ = write!(s, "*{n}");
    }
    s
}

/// The footnote on a call, if there is anything to say about it.
fn footnote(table: &Table, index: usize, rec: &CallRecord) -> Option<String> {
    let rulings: Vec<String> = table
        .rulings()
        .iter()
        .enumerate()
        .filter(|(_, r)| r.call == Some(index))
        .map(|(i, _)| format!("#{}", i + 1))
        .collect();
    let mut parts = Vec::new();
    match (rec.status, rec.law) {
        (CallStatus::Stands, Some(law)) => parts.push(format!("stands ({law})")),
        (CallStatus::Stands, None) => {}
        (CallStatus::Cancelled, Some(law)) => parts.push(format!("cancelled ({law})")),
        (CallStatus::Cancelled, None) => parts.push("cancelled".to_owned()),
        (CallStatus::Pending, _) => parts.push("pending a ruling".to_owned()),
    }
    if !rec.in_rotation {
        parts.push("out of rotation".to_owned());
    }
    if let Some(seat) = rec.deprived {
        parts.push(format!("{} lost his turn", seat.name()));
    }
    if !rec.replaced.is_empty() {
        let old: Vec<String> = rec.replaced.iter().map(Call::to_string).collect();
        parts.push(format!("changed from {}", old.join(", then ")));
    }
    let a = &rec.annotation;
    if a.alert {
        parts.push("alerted".to_owned());
    }
    if let Some(bid) = a.stated {
        parts.push(format!("stated as {bid}"));
    }
    if !a.relates_to.is_empty() {
        let suits: Vec<String> = a
            .relates_to
            .iter()
            .map(|s| s.symbol().to_string())
            .collect();
        parts.push(format!("relates to {}", suits.join(" ")));
    }
    if let Some(u) = a.understanding {
        parts.push(
            match u {
                tablelaw::Understanding::DisclosedBeforehand => {
                    "understanding disclosed beforehand"
                }
                tablelaw::Understanding::DisclosedAtTheTime => {
                    "understanding disclosed at the time"
                }
                tablelaw::Understanding::Undisclosed => "undisclosed understanding",
            }
            .to_owned(),
        );
    }
    if a.simultaneous {
        parts.push("simultaneous".to_owned());
    }
    for e in &rec.explanations {
        parts.push(format!("explained by {}: \"{}\"", e.by.name(), e.text));
    }
    if !rulings.is_empty() {
        let word = if rulings.len() == 1 {
            "ruling"
        } else {
            "rulings"
        };
        parts.push(format!("{word} {}", rulings.join(", ")));
    }
    if parts.is_empty() {
        return None;
    }
    Some(format!(
        "{} {}: {}",
        rec.seat.name(),
        rec.call,
        parts.join("; ")
    ))
}

fn column(seat: Seat) -> usize {
    COLUMNS.iter().position(|&s| s == seat).unwrap_or(0)
}

/// Lays cells out in rows: a new row whenever a cell's column is not to the
/// right of the previous cell's column.
pub(super) fn grid(cells: &[(Seat, String)]) -> Vec<[String; 4]> {
    let mut rows: Vec<[String; 4]> = Vec::new();
    let mut last: Option<usize> = None;
    for (seat, text) in cells {
        let col = column(*seat);
        if last.is_none_or(|l| col <= l) {
            rows.push(Default::default());
        }
        if let Some(row) = rows.last_mut() {
            row[col] = text.clone();
        }
        last = Some(col);
    }
    rows
}

pub(super) fn auction(out: &mut String, table: &Table) {
    let mut cells = Vec::new();
    let mut notes = Vec::new();
    for (i, rec) in table.calls().iter().enumerate() {
        let note = footnote(table, i, rec).map(|text| {
            notes.push(text);
            notes.len()
        });
        cells.push((rec.seat, cell(rec, note)));
    }
    if let Some(turn) = table.turn() {
        cells.push((turn, "?".to_owned()));
    }
    let rows = grid(&cells);
    let width = rows
        .iter()
        .flatten()
        .map(|c| c.chars().count())
        .chain(COLUMNS.iter().map(|s| s.name().len()))
        .max()
        .unwrap_or(5)
        + 2;
    let line = |cells: [&str; 4]| {
        let mut s = String::new();
        for c in cells {
            s.push_str(c);
            s.extend(std::iter::repeat_n(' ', width - c.chars().count()));
        }
        s.trim_end().to_owned() + "\n"
    };
    out.push_str(&line(COLUMNS.map(Seat::name)));
    if rows.is_empty() {
        out.push_str("(no calls yet)\n");
    }
    for row in &rows {
        out.push_str(&line([&row[0], &row[1], &row[2], &row[3]]));
    }
    if !notes.is_empty() {
        out.push('\n');
        for (n, text) in notes.iter().enumerate() {
            let _ = writeln!(out, "*{} {text}", n + 1);
        }
    }
}
