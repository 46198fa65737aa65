//! The tokens of the auction (§3.5) and the play (§3.6) sections.

use super::super::Visitor;
use super::super::token::{CallKind, CallToken, Irregularity, Nags, PlayKind, PlayToken, Suffix};
use super::super::words::{call_fast, call_kind, card2, number, play_kind};
use super::{Fail, Mode, Parser, fail};

impl<V: Visitor> Parser<'_, '_, V> {
    /// One token of the auction or the play section.
    pub(super) fn token(&mut self, mode: &mut Mode) -> Result<(), Fail> {
        let start = self.pos;
        let buf = self.buf;
        // The usual card, two bytes and a blank: no word scan.
        if let (Mode::Play { .. }, Some(&[s, r, end])) = (&*mode, buf.get(start..start + 3))
            && matches!(end, b' ' | b'\t' | b'\r' | b'\n')
            && let Some(card) = card2(s, r)
        {
            self.pos = start + 2;
            return self.main(mode, start, None, Main::Play(PlayKind::Card(card)));
        }
        // The usual call, `Pass` or a bid and a blank: no word scan either.
        if let Mode::Auction { .. } = mode
            && let Some((kind, len)) = call_fast(&buf[start..])
        {
            self.pos = start + len;
            return self.main(mode, start, None, Main::Call(kind));
        }
        let b = buf[start];
        let word_end = |from: usize| {
            buf[from..]
                .iter()
                .position(|&c| !(c.is_ascii_alphanumeric() || c == b'-'))
                .map_or(buf.len(), |i| from + i)
        };
        let auction = matches!(mode, Mode::Auction { .. });
        match b {
            b'=' => {
                let end = start
                    + 1
                    + buf[start + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .count();
                if end == start + 1 || buf.get(end) != Some(&b'=') {
                    return fail(start, "a note reference such as `=1=`");
                }
                let n = number(&buf[start + 1..end]).ok_or(Fail {
                    at: start,
                    expected: "a note number",
                })?;
                self.pos = end + 1;
                self.annotate(mode, start, |note, _, _| {
                    if note.replace(n).is_some() {
                        Err("at most one note reference")
                    } else {
                        Ok(())
                    }
                })
            }
            b'$' => {
                let end = start
                    + 1
                    + buf[start + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .count();
                let nag = number(&buf[start + 1..end])
                    .and_then(|n| u8::try_from(n).ok())
                    .ok_or(Fail {
                        at: start,
                        expected: "a NAG `$0` to `$255`",
                    })?;
                self.pos = end;
                self.annotate(mode, start, |_, _, nags| {
                    if nags.push(nag) {
                        Ok(())
                    } else {
                        Err("at most 8 NAGs")
                    }
                })
            }
            b'!' | b'?' => {
                let len = buf[start..]
                    .iter()
                    .take(2)
                    .take_while(|&&c| c == b'!' || c == b'?')
                    .count();
                let suffix = Suffix::from_bytes(&buf[start..start + len]).ok_or(Fail {
                    at: start,
                    expected: "a suffix",
                })?;
                self.pos = start + len;
                self.annotate(mode, start, |_, s, _| {
                    if s.replace(suffix).is_some() {
                        Err("at most one suffix")
                    } else {
                        Ok(())
                    }
                })
            }
            b'^' => {
                let mark = buf.get(start + 1).map(u8::to_ascii_uppercase);
                self.pos = start + 2;
                let irregularity = match (auction, mark) {
                    (true, Some(b'S')) => {
                        return self.main(mode, start, None, Main::Call(CallKind::Skipped));
                    }
                    (true, Some(b'I')) => Irregularity::Insufficient,
                    (false, Some(b'R')) => Irregularity::Revoke,
                    (false, Some(b'L')) => Irregularity::LeadOutOfTurn,
                    (true, _) => return fail(start, "an irregularity mark `^I` or `^S`"),
                    (false, _) => return fail(start, "an irregularity mark `^R` or `^L`"),
                };
                self.skip_trivia()?;
                let next = self.pos;
                if matches!(
                    self.peek(),
                    None | Some(b'[' | b'^' | b'=' | b'$' | b'!' | b'?')
                ) {
                    return fail(next, "a call or a card after the irregularity mark");
                }
                self.main_word(mode, next, word_end, Some(irregularity))
            }
            _ => self.main_word(mode, start, word_end, None),
        }
    }

    fn main_word(
        &mut self,
        mode: &mut Mode,
        start: usize,
        word_end: impl Fn(usize) -> usize,
        irregularity: Option<Irregularity>,
    ) -> Result<(), Fail> {
        let buf = self.buf;
        let auction = matches!(mode, Mode::Auction { .. });
        let main = match buf[start] {
            b'*' => {
                self.pos = start + 1;
                if auction {
                    Main::Call(CallKind::End)
                } else {
                    Main::Play(PlayKind::End)
                }
            }
            b'+' => {
                self.pos = start + 1;
                if auction {
                    Main::Call(CallKind::Continue)
                } else {
                    Main::Play(PlayKind::Continue)
                }
            }
            _ => {
                let end = word_end(start);
                let word = &buf[start..end];
                self.pos = end.max(start + 1);
                if auction {
                    Main::Call(call_kind(word).ok_or(Fail {
                        at: start,
                        expected: "a call such as `1C`, `3NT`, `Pass`, `X`, `XX`, `AP` or `-`",
                    })?)
                } else {
                    Main::Play(play_kind(word).ok_or(Fail {
                        at: start,
                        expected: "a card such as `SA`, `HT` or `-`",
                    })?)
                }
            }
        };
        self.main(mode, start, irregularity, main)
    }

    /// A call or a card: the pending one goes to the visitor, this one waits
    /// for its annotations.
    fn main(
        &mut self,
        mode: &mut Mode,
        _at: usize,
        irregularity: Option<Irregularity>,
        main: Main,
    ) -> Result<(), Fail> {
        self.flush(mode);
        match (mode, main) {
            (
                Mode::Auction {
                    first,
                    index,
                    pending,
                },
                Main::Call(kind),
            ) => {
                *pending = Some(CallToken {
                    kind,
                    seat: first.after(*index % 4),
                    irregularity,
                    suffix: None,
                    note: None,
                    nags: Nags::default(),
                });
                *index = index.wrapping_add(1);
            }
            (
                Mode::Play {
                    leader,
                    index,
                    pending,
                },
                Main::Play(kind),
            ) => {
                *pending = Some(PlayToken {
                    kind,
                    seat: leader.after(*index % 4),
                    trick: u32::try_from(*index / 4 + 1).unwrap_or(u32::MAX),
                    irregularity,
                    suffix: None,
                    note: None,
                    nags: Nags::default(),
                });
                *index = index.wrapping_add(1);
            }
            _ => {}
        }
        Ok(())
    }

    /// Adds an annotation to the pending call or card.
    fn annotate(
        &mut self,
        mode: &mut Mode,
        at: usize,
        f: impl FnOnce(&mut Option<u32>, &mut Option<Suffix>, &mut Nags) -> Result<(), &'static str>,
    ) -> Result<(), Fail> {
        let r = match mode {
            Mode::Auction {
                pending: Some(t), ..
            } => f(&mut t.note, &mut t.suffix, &mut t.nags),
            Mode::Play {
                pending: Some(t), ..
            } => f(&mut t.note, &mut t.suffix, &mut t.nags),
            _ => Err("a call or a card before its annotation"),
        };
        r.map_err(|expected| Fail { at, expected })
    }
}

enum Main {
    Call(CallKind),
    Play(PlayKind),
}
