//! `check`: never panics on any input, in either mode, and a PBN file
//! handed over in pieces gives the findings it gives read at once (games
//! run together, the deal check and `--strict` included).
#![no_main]

use std::io::Read;

use libfuzzer_sys::fuzz_target;
use tablelaw::CodeId;
use tablelaw_formats::check::{Mode, check_lin, check_pbn_in};
use tablelaw_formats::egn::check_egn;

/// Hands the input over in pieces of 1 to 7 bytes.
struct Pieces<'a>(&'a [u8], usize);

impl Read for Pieces<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.1 = self.1 % 7 + 1;
        let n = self.1.min(buf.len()).min(self.0.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0 = &self.0[n..];
        Ok(n)
    }
}

fn findings<R: Read>(input: R, mode: Mode) -> Vec<String> {
    let out = std::cell::RefCell::new(Vec::new());
    check_pbn_in(
        input,
        CodeId::Duplicate2017,
        mode,
        |r| {
            for f in &r.findings {
                let line = format!("{} {:?} {} {}", f.place, f.line, f.kind, f.message);
                out.borrow_mut().push(line);
            }
        },
        |e| out.borrow_mut().push(format!("error {e:?}")),
    );
    out.into_inner()
}

fuzz_target!(|data: &[u8]| {
    for mode in [Mode::Import, Mode::Strict] {
        let whole = findings(data, mode);
        assert_eq!(findings(Pieces(data, 0), mode), whole);
    }
    let _ = check_lin(data, CodeId::Rubber);
    if let Ok(text) = std::str::from_utf8(data) {
        let _ = check_egn(text);
    }
});
