//! What a file holds, told from its first bytes where its extension does
//! not say: PBN (a tag, a comment or an escape line), LIN (a two-letter
//! code and a bar), Euchre Game or Match Notation (JSON whose `fileType`
//! says so); anything else is skipped, with why.

use std::io::Read;
use std::path::Path;

use super::Format;

/// How many bytes are read to tell a file's format.
const HEAD: usize = 64 << 10;

/// The format of a file from its first bytes, or why it is none.
pub(super) fn file(path: &Path) -> Result<Format, String> {
    let mut head = Vec::with_capacity(4096);
    let file = std::fs::File::open(path).map_err(|e| format!("cannot open: {e}"))?;
    file.take(HEAD as u64)
        .read_to_end(&mut head)
        .map_err(|e| format!("cannot be read: {e}"))?;
    bytes(&head, false)
}

/// The format of a record from its first bytes (`stdin`: JSON of any kind
/// is taken for EGN, whose check then says what it lacks), or why it is
/// none.
pub(super) fn bytes(head: &[u8], stdin: bool) -> Result<Format, String> {
    let head = head.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(head);
    if head.contains(&0) {
        return Err("not a record: a binary file".to_owned());
    }
    let mut rest = head.iter().copied().skip_while(u8::is_ascii_whitespace);
    let Some(first) = rest.next() else {
        return Err("not a record: the file is empty".to_owned());
    };
    let next = rest.find(|b| !b.is_ascii_whitespace());
    let json = match first {
        b'%' | b';' => return Ok(Format::Pbn),
        // A tag `[Name "value"]`, or a JSON array.
        b'[' => !next.is_some_and(|b| b.is_ascii_alphabetic()),
        // A JSON object, or a PBN brace comment.
        b'{' => matches!(next, Some(b'"' | b'}')),
        _ => {
            let start = head.len() - head.trim_ascii_start().len();
            let t = &head[start..];
            if t.len() >= 3 && t[..2].iter().all(u8::is_ascii_alphabetic) && t[2] == b'|' {
                return Ok(Format::Lin);
            }
            let line = t.split(|&b| b == b'\n').next().unwrap_or_default();
            let shown: String = String::from_utf8_lossy(&line[..line.len().min(12)])
                .chars()
                .map(|c| if c.is_control() { ' ' } else { c })
                .collect();
            return Err(format!(
                "not a record: it begins `{}`, which is none of PBN, LIN and Euchre Game Notation",
                shown.trim_end()
            ));
        }
    };
    if !json {
        return Ok(Format::Pbn);
    }
    if euchre(head) || stdin {
        Ok(Format::Egn)
    } else {
        Err(
            "not a record: JSON, but not Euchre Game or Match Notation (no such fileType)"
                .to_owned(),
        )
    }
}

/// Whether JSON text says `"fileType": "Euchre Game Notation"` (or Match):
/// the key and its value, not the words alone (a schema has them too).
fn euchre(head: &[u8]) -> bool {
    const KEY: &[u8] = b"\"fileType\"";
    let mut from = 0;
    while let Some(at) = head[from..].windows(KEY.len()).position(|w| w == KEY) {
        let rest = head[from + at + KEY.len()..].trim_ascii_start();
        if let Some(value) = rest.strip_prefix(b":") {
            let value = value.trim_ascii_start();
            if value.starts_with(b"\"Euchre Game Notation\"")
                || value.starts_with(b"\"Euchre Match Notation\"")
            {
                return true;
            }
        }
        from += at + KEY.len();
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_told_from_the_first_bytes() {
        let f = |b: &[u8]| bytes(b, false);
        assert_eq!(f(b"\xEF\xBB\xBF[Event \"x\"]"), Ok(Format::Pbn));
        assert_eq!(f(b"  % PBN 2.1\n"), Ok(Format::Pbn));
        assert_eq!(f(b"{ a comment }\n[Board \"1\"]"), Ok(Format::Pbn));
        assert_eq!(f(b"pn|a,b,c,d|md|1|"), Ok(Format::Lin));
        assert_eq!(f(b"\nvg|x|"), Ok(Format::Lin));
        assert_eq!(
            f(b"{ \"fileType\": \"Euchre Game Notation\" }"),
            Ok(Format::Egn)
        );
        assert_eq!(
            f(b"[ {\"fileType\": \"Euchre Match Notation\"} ]"),
            Ok(Format::Egn)
        );
        assert!(
            f(b"{\"name\": \"a package\"}")
                .unwrap_err()
                .contains("JSON")
        );
        // Standard input: a JSON array is JSON, never PBN.
        assert_eq!(bytes(b"[1, 2]", true), Ok(Format::Egn));
        assert!(
            f(b"# A title\n")
                .unwrap_err()
                .contains("begins `# A title`")
        );
        assert!(f(b"").unwrap_err().contains("empty"));
        assert!(f(b"\x7fELF\0\0").unwrap_err().contains("binary"));
    }
}
